/**
 * Hong Kong's MTR heavy-rail stations and lines, and the 18 districts' names, in the three
 * languages: the meet-up places a listing can name (docs/product/data.md#meet-up-places). The server
 * checks station ids against this list and the web shows and searches these names. Station ids
 * are the MTR's own three-letter station codes; an interchange station is one station on several
 * lines. Light Rail stops are not listed (listings name the heavy-rail station or the district).
 */
import type { HkDistrict, Language } from './constants.ts'
import { isHkDistrict, isMtrStationId, type MtrStationId } from './place-ids.ts'

export type PlaceNames = Readonly<Record<Language, string>>

/** Each district's name as Hong Kong writes it. */
export const HK_DISTRICT_NAMES: Readonly<Record<HkDistrict, PlaceNames>> = {
  CENTRAL_WESTERN: { 'zh-Hant': '中西區', 'zh-Hans': '中西区', en: 'Central and Western' },
  WAN_CHAI: { 'zh-Hant': '灣仔區', 'zh-Hans': '湾仔区', en: 'Wan Chai' },
  EASTERN: { 'zh-Hant': '東區', 'zh-Hans': '东区', en: 'Eastern' },
  SOUTHERN: { 'zh-Hant': '南區', 'zh-Hans': '南区', en: 'Southern' },
  YAU_TSIM_MONG: { 'zh-Hant': '油尖旺區', 'zh-Hans': '油尖旺区', en: 'Yau Tsim Mong' },
  SHAM_SHUI_PO: { 'zh-Hant': '深水埗區', 'zh-Hans': '深水埗区', en: 'Sham Shui Po' },
  KOWLOON_CITY: { 'zh-Hant': '九龍城區', 'zh-Hans': '九龙城区', en: 'Kowloon City' },
  WONG_TAI_SIN: { 'zh-Hant': '黃大仙區', 'zh-Hans': '黄大仙区', en: 'Wong Tai Sin' },
  KWUN_TONG: { 'zh-Hant': '觀塘區', 'zh-Hans': '观塘区', en: 'Kwun Tong' },
  KWAI_TSING: { 'zh-Hant': '葵青區', 'zh-Hans': '葵青区', en: 'Kwai Tsing' },
  TSUEN_WAN: { 'zh-Hant': '荃灣區', 'zh-Hans': '荃湾区', en: 'Tsuen Wan' },
  TUEN_MUN: { 'zh-Hant': '屯門區', 'zh-Hans': '屯门区', en: 'Tuen Mun' },
  YUEN_LONG: { 'zh-Hant': '元朗區', 'zh-Hans': '元朗区', en: 'Yuen Long' },
  NORTH: { 'zh-Hant': '北區', 'zh-Hans': '北区', en: 'North' },
  TAI_PO: { 'zh-Hant': '大埔區', 'zh-Hans': '大埔区', en: 'Tai Po' },
  SHA_TIN: { 'zh-Hant': '沙田區', 'zh-Hans': '沙田区', en: 'Sha Tin' },
  SAI_KUNG: { 'zh-Hant': '西貢區', 'zh-Hans': '西贡区', en: 'Sai Kung' },
  ISLANDS: { 'zh-Hant': '離島區', 'zh-Hans': '离岛区', en: 'Islands' },
}

/** The lines, in the order the picker lists them: id (the MTR's code), names, colour on the map, stations in line order. */
const LINE_ROWS = [
  [
    'ISL',
    '港島綫',
    '港岛线',
    'Island Line',
    '#007DC5',
    'KET HKU SYP SHW CEN ADM WAC CAB TIH FOH NOP QUB TAK SWH SKW HFC CHW',
  ],
  [
    'TWL',
    '荃灣綫',
    '荃湾线',
    'Tsuen Wan Line',
    '#E2231A',
    'CEN ADM TST JOR YMT MOK PRE SSP CSW LCK MEF LAK KWF KWH TWH TSW',
  ],
  [
    'KTL',
    '觀塘綫',
    '观塘线',
    'Kwun Tong Line',
    '#00AB4E',
    'WHA HOM YMT MOK PRE SKM KOT LOF WTS DIH CHH KOB NTK KWT LAT YAT TIK',
  ],
  ['TKL', '將軍澳綫', '将军澳线', 'Tseung Kwan O Line', '#7D499D', 'NOP QUB YAT TIK TKO HAH POA LHP'],
  ['TCL', '東涌綫', '东涌线', 'Tung Chung Line', '#F7943E', 'HOK KOW OLY NAC LAK TSY SUN TUC'],
  ['AEL', '機場快綫', '机场快线', 'Airport Express', '#00888A', 'HOK KOW TSY AIR AWE'],
  ['DRL', '迪士尼綫', '迪士尼线', 'Disneyland Resort Line', '#F550A6', 'SUN DIS'],
  [
    'EAL',
    '東鐵綫',
    '东铁线',
    'East Rail Line',
    '#5EB6E4',
    'ADM EXC HUH MKK KOT TAW SHT FOT RAC UNI TAP TWO FAN SHS LOW LMC',
  ],
  [
    'TML',
    '屯馬綫',
    '屯马线',
    'Tuen Ma Line',
    '#923011',
    'WKS MOS HEO TSH SHM CIO STW CKT TAW HIK DIH KAT SUW TKW HOM HUH ETS AUS NAC MEF TWW KSR YUL LOP TIS SIH TUM',
  ],
  ['SIL', '南港島綫', '南港岛线', 'South Island Line', '#BAC429', 'ADM OCP WCH LET SOH'],
] as const

/** Station code, zh-Hant, zh-Hans, en, district. */
const STATION_ROWS: readonly (readonly [MtrStationId, string, string, string, HkDistrict])[] = [
  ['KET', '堅尼地城', '坚尼地城', 'Kennedy Town', 'CENTRAL_WESTERN'],
  ['HKU', '香港大學', '香港大学', 'HKU', 'CENTRAL_WESTERN'],
  ['SYP', '西營盤', '西营盘', 'Sai Ying Pun', 'CENTRAL_WESTERN'],
  ['SHW', '上環', '上环', 'Sheung Wan', 'CENTRAL_WESTERN'],
  ['CEN', '中環', '中环', 'Central', 'CENTRAL_WESTERN'],
  ['ADM', '金鐘', '金钟', 'Admiralty', 'CENTRAL_WESTERN'],
  ['HOK', '香港', '香港', 'Hong Kong', 'CENTRAL_WESTERN'],
  ['WAC', '灣仔', '湾仔', 'Wan Chai', 'WAN_CHAI'],
  ['CAB', '銅鑼灣', '铜锣湾', 'Causeway Bay', 'WAN_CHAI'],
  ['TIH', '天后', '天后', 'Tin Hau', 'WAN_CHAI'],
  ['EXC', '會展', '会展', 'Exhibition Centre', 'WAN_CHAI'],
  ['FOH', '炮台山', '炮台山', 'Fortress Hill', 'EASTERN'],
  ['NOP', '北角', '北角', 'North Point', 'EASTERN'],
  ['QUB', '鰂魚涌', '鲗鱼涌', 'Quarry Bay', 'EASTERN'],
  ['TAK', '太古', '太古', 'Tai Koo', 'EASTERN'],
  ['SWH', '西灣河', '西湾河', 'Sai Wan Ho', 'EASTERN'],
  ['SKW', '筲箕灣', '筲箕湾', 'Shau Kei Wan', 'EASTERN'],
  ['HFC', '杏花邨', '杏花邨', 'Heng Fa Chuen', 'EASTERN'],
  ['CHW', '柴灣', '柴湾', 'Chai Wan', 'EASTERN'],
  ['OCP', '海洋公園', '海洋公园', 'Ocean Park', 'SOUTHERN'],
  ['WCH', '黃竹坑', '黄竹坑', 'Wong Chuk Hang', 'SOUTHERN'],
  ['LET', '利東', '利东', 'Lei Tung', 'SOUTHERN'],
  ['SOH', '海怡半島', '海怡半岛', 'South Horizons', 'SOUTHERN'],
  ['TST', '尖沙咀', '尖沙咀', 'Tsim Sha Tsui', 'YAU_TSIM_MONG'],
  ['ETS', '尖東', '尖东', 'East Tsim Sha Tsui', 'YAU_TSIM_MONG'],
  ['AUS', '柯士甸', '柯士甸', 'Austin', 'YAU_TSIM_MONG'],
  ['JOR', '佐敦', '佐敦', 'Jordan', 'YAU_TSIM_MONG'],
  ['YMT', '油麻地', '油麻地', 'Yau Ma Tei', 'YAU_TSIM_MONG'],
  ['MOK', '旺角', '旺角', 'Mong Kok', 'YAU_TSIM_MONG'],
  ['MKK', '旺角東', '旺角东', 'Mong Kok East', 'YAU_TSIM_MONG'],
  ['PRE', '太子', '太子', 'Prince Edward', 'YAU_TSIM_MONG'],
  ['KOW', '九龍', '九龙', 'Kowloon', 'YAU_TSIM_MONG'],
  ['OLY', '奧運', '奥运', 'Olympic', 'YAU_TSIM_MONG'],
  ['SSP', '深水埗', '深水埗', 'Sham Shui Po', 'SHAM_SHUI_PO'],
  ['CSW', '長沙灣', '长沙湾', 'Cheung Sha Wan', 'SHAM_SHUI_PO'],
  ['LCK', '荔枝角', '荔枝角', 'Lai Chi Kok', 'SHAM_SHUI_PO'],
  ['MEF', '美孚', '美孚', 'Mei Foo', 'SHAM_SHUI_PO'],
  ['NAC', '南昌', '南昌', 'Nam Cheong', 'SHAM_SHUI_PO'],
  ['SKM', '石硤尾', '石硖尾', 'Shek Kip Mei', 'SHAM_SHUI_PO'],
  ['HUH', '紅磡', '红磡', 'Hung Hom', 'KOWLOON_CITY'],
  ['WHA', '黃埔', '黄埔', 'Whampoa', 'KOWLOON_CITY'],
  ['HOM', '何文田', '何文田', 'Ho Man Tin', 'KOWLOON_CITY'],
  ['TKW', '土瓜灣', '土瓜湾', 'To Kwa Wan', 'KOWLOON_CITY'],
  ['SUW', '宋皇臺', '宋皇台', 'Sung Wong Toi', 'KOWLOON_CITY'],
  ['KAT', '啟德', '启德', 'Kai Tak', 'KOWLOON_CITY'],
  ['KOT', '九龍塘', '九龙塘', 'Kowloon Tong', 'KOWLOON_CITY'],
  ['LOF', '樂富', '乐富', 'Lok Fu', 'WONG_TAI_SIN'],
  ['WTS', '黃大仙', '黄大仙', 'Wong Tai Sin', 'WONG_TAI_SIN'],
  ['DIH', '鑽石山', '钻石山', 'Diamond Hill', 'WONG_TAI_SIN'],
  ['CHH', '彩虹', '彩虹', 'Choi Hung', 'WONG_TAI_SIN'],
  ['KOB', '九龍灣', '九龙湾', 'Kowloon Bay', 'KWUN_TONG'],
  ['NTK', '牛頭角', '牛头角', 'Ngau Tau Kok', 'KWUN_TONG'],
  ['KWT', '觀塘', '观塘', 'Kwun Tong', 'KWUN_TONG'],
  ['LAT', '藍田', '蓝田', 'Lam Tin', 'KWUN_TONG'],
  ['YAT', '油塘', '油塘', 'Yau Tong', 'KWUN_TONG'],
  ['LAK', '荔景', '荔景', 'Lai King', 'KWAI_TSING'],
  ['KWF', '葵芳', '葵芳', 'Kwai Fong', 'KWAI_TSING'],
  ['KWH', '葵興', '葵兴', 'Kwai Hing', 'KWAI_TSING'],
  ['TWH', '大窩口', '大窝口', 'Tai Wo Hau', 'KWAI_TSING'],
  ['TSY', '青衣', '青衣', 'Tsing Yi', 'KWAI_TSING'],
  ['TSW', '荃灣', '荃湾', 'Tsuen Wan', 'TSUEN_WAN'],
  ['TWW', '荃灣西', '荃湾西', 'Tsuen Wan West', 'TSUEN_WAN'],
  ['TUM', '屯門', '屯门', 'Tuen Mun', 'TUEN_MUN'],
  ['SIH', '兆康', '兆康', 'Siu Hong', 'TUEN_MUN'],
  ['TIS', '天水圍', '天水围', 'Tin Shui Wai', 'YUEN_LONG'],
  ['LOP', '朗屏', '朗屏', 'Long Ping', 'YUEN_LONG'],
  ['YUL', '元朗', '元朗', 'Yuen Long', 'YUEN_LONG'],
  ['KSR', '錦上路', '锦上路', 'Kam Sheung Road', 'YUEN_LONG'],
  ['LMC', '落馬洲', '落马洲', 'Lok Ma Chau', 'YUEN_LONG'],
  ['SHS', '上水', '上水', 'Sheung Shui', 'NORTH'],
  ['FAN', '粉嶺', '粉岭', 'Fanling', 'NORTH'],
  ['LOW', '羅湖', '罗湖', 'Lo Wu', 'NORTH'],
  ['TAP', '大埔墟', '大埔墟', 'Tai Po Market', 'TAI_PO'],
  ['TWO', '太和', '太和', 'Tai Wo', 'TAI_PO'],
  ['UNI', '大學', '大学', 'University', 'SHA_TIN'],
  ['RAC', '馬場', '马场', 'Racecourse', 'SHA_TIN'],
  ['FOT', '火炭', '火炭', 'Fo Tan', 'SHA_TIN'],
  ['SHT', '沙田', '沙田', 'Sha Tin', 'SHA_TIN'],
  ['TAW', '大圍', '大围', 'Tai Wai', 'SHA_TIN'],
  ['HIK', '顯徑', '显径', 'Hin Keng', 'SHA_TIN'],
  ['CKT', '車公廟', '车公庙', 'Che Kung Temple', 'SHA_TIN'],
  ['STW', '沙田圍', '沙田围', 'Sha Tin Wai', 'SHA_TIN'],
  ['CIO', '第一城', '第一城', 'City One', 'SHA_TIN'],
  ['SHM', '石門', '石门', 'Shek Mun', 'SHA_TIN'],
  ['TSH', '大水坑', '大水坑', 'Tai Shui Hang', 'SHA_TIN'],
  ['HEO', '恆安', '恒安', 'Heng On', 'SHA_TIN'],
  ['MOS', '馬鞍山', '马鞍山', 'Ma On Shan', 'SHA_TIN'],
  ['WKS', '烏溪沙', '乌溪沙', 'Wu Kai Sha', 'SHA_TIN'],
  ['TIK', '調景嶺', '调景岭', 'Tiu Keng Leng', 'SAI_KUNG'],
  ['TKO', '將軍澳', '将军澳', 'Tseung Kwan O', 'SAI_KUNG'],
  ['HAH', '坑口', '坑口', 'Hang Hau', 'SAI_KUNG'],
  ['POA', '寶琳', '宝琳', 'Po Lam', 'SAI_KUNG'],
  ['LHP', '康城', '康城', 'LOHAS Park', 'SAI_KUNG'],
  ['TUC', '東涌', '东涌', 'Tung Chung', 'ISLANDS'],
  ['SUN', '欣澳', '欣澳', 'Sunny Bay', 'ISLANDS'],
  ['DIS', '迪士尼', '迪士尼', 'Disneyland Resort', 'ISLANDS'],
  ['AIR', '機場', '机场', 'Airport', 'ISLANDS'],
  ['AWE', '博覽館', '博览馆', 'AsiaWorld-Expo', 'ISLANDS'],
]

export type MtrLineId = (typeof LINE_ROWS)[number][0]

export interface MtrLine {
  id: MtrLineId
  name: PlaceNames
  /** The line's colour on the MTR map. */
  colour: string
  stations: readonly MtrStationId[]
}

export interface MtrStation {
  id: MtrStationId
  name: PlaceNames
  district: HkDistrict
  /** Every line that stops here, in MTR_LINES order. */
  lines: readonly MtrLineId[]
}

export const MTR_LINES: readonly MtrLine[] = LINE_ROWS.map(([id, hant, hans, en, colour, stations]) => ({
  id,
  name: { 'zh-Hant': hant, 'zh-Hans': hans, en },
  colour,
  stations: stations.split(' ') as MtrStationId[],
}))

export const MTR_STATIONS: Readonly<Record<MtrStationId, MtrStation>> = Object.fromEntries(
  STATION_ROWS.map(([id, hant, hans, en, district]) => [
    id,
    {
      id,
      name: { 'zh-Hant': hant, 'zh-Hans': hans, en },
      district,
      lines: MTR_LINES.filter((l) => l.stations.includes(id)).map((l) => l.id),
    },
  ]),
) as unknown as Record<MtrStationId, MtrStation>

/** "九龍塘" / "Kowloon Tong" for a station id, a district's name for a district code; '' for neither. */
export function placeName(id: string, lang: Language): string {
  if (isMtrStationId(id)) return MTR_STATIONS[id].name[lang]
  if (isHkDistrict(id)) return HK_DISTRICT_NAMES[id][lang]
  return ''
}

/** Lower case, no spaces, hyphens or apostrophes: "Kowloon-Tong" and "kowloon tong" are one. */
const folded = (s: string) => s.toLowerCase().replace(/[\s\-'’.]/g, '')

/**
 * The stations whose name in any of the three languages, or whose code, contains the typed text
 * (case, spaces and script aside: 九龙塘 and 九龍塘 both find Kowloon Tong), by district; every
 * station for an empty query.
 */
export function searchStations(query: string): MtrStation[] {
  const q = folded(query.trim())
  const all = Object.values(MTR_STATIONS)
  if (q === '') return all
  return all.filter(
    (s) =>
      folded(s.id) === q ||
      folded(s.name.en).includes(q) ||
      s.name['zh-Hant'].includes(query.trim()) ||
      s.name['zh-Hans'].includes(query.trim()),
  )
}

/** The three regions and their districts, for grouping district choices. */
export const HK_REGIONS: readonly { id: string; name: PlaceNames; districts: readonly HkDistrict[] }[] = [
  {
    id: 'HK_ISLAND',
    name: { 'zh-Hant': '香港島', 'zh-Hans': '香港岛', en: 'Hong Kong Island' },
    districts: ['CENTRAL_WESTERN', 'WAN_CHAI', 'EASTERN', 'SOUTHERN'],
  },
  {
    id: 'KOWLOON',
    name: { 'zh-Hant': '九龍', 'zh-Hans': '九龙', en: 'Kowloon' },
    districts: ['YAU_TSIM_MONG', 'SHAM_SHUI_PO', 'KOWLOON_CITY', 'WONG_TAI_SIN', 'KWUN_TONG'],
  },
  {
    id: 'NEW_TERRITORIES',
    name: { 'zh-Hant': '新界', 'zh-Hans': '新界', en: 'New Territories' },
    districts: [
      'KWAI_TSING',
      'TSUEN_WAN',
      'TUEN_MUN',
      'YUEN_LONG',
      'NORTH',
      'TAI_PO',
      'SHA_TIN',
      'SAI_KUNG',
      'ISLANDS',
    ],
  },
]
