/**
 * Demo members (README lists them). All share one password, have verified phones, and keep a few
 * meet-up places (real MTR stations and malls) in their address book; sellers also have the
 * contact methods their listings show.
 */
import type { HkDistrict } from '@kaifong/contract'

export const DEMO_PASSWORD = 'Demo1234!'

export interface DemoPlace {
  name: string
  district: HkDistrict
  detail: string
}

export interface DemoMember {
  username: string
  /** Short name the listing data (goods-data-*.ts) uses for its seller. */
  code: string
  nickName: string
  mobile: string
  role: 'seller' | 'buyer'
  monthsAgo: number
  places: DemoPlace[]
  contacts: { type: 'whatsapp' | 'wechat' | 'email' | 'other'; value: string }[]
}

const whatsapp = (mobile: string) => ({
  type: 'whatsapp' as const,
  value: `${mobile.slice(0, 4)} ${mobile.slice(4)}`,
})

export const DEMO_MEMBERS: DemoMember[] = [
  {
    username: 'demo_seller',
    code: 'dw',
    nickName: '陳大文',
    mobile: '91234567',
    role: 'seller',
    monthsAgo: 8,
    places: [
      { name: '旺角站', district: 'YAU_TSIM_MONG', detail: 'E2 出口，朗豪坊門口' },
      { name: '太子站', district: 'YAU_TSIM_MONG', detail: 'B1 出口' },
    ],
    contacts: [whatsapp('91234567')],
  },
  {
    username: 'demo_buyer',
    code: 'buyer',
    nickName: 'Mary Chan',
    mobile: '92345678',
    role: 'buyer',
    monthsAgo: 5,
    places: [{ name: '銅鑼灣站', district: 'WAN_CHAI', detail: 'D4 出口，SOGO 門口' }],
    contacts: [whatsapp('92345678')],
  },
  {
    username: 'mongkok_mary',
    code: 'mary',
    nickName: '旺角 Mary',
    mobile: '93456789',
    role: 'seller',
    monthsAgo: 11,
    places: [
      { name: '朗豪坊', district: 'YAU_TSIM_MONG', detail: '地下正門' },
      { name: '油麻地站', district: 'YAU_TSIM_MONG', detail: 'A2 出口' },
      { name: '旺角東站', district: 'YAU_TSIM_MONG', detail: '入閘口外' },
    ],
    contacts: [whatsapp('93456789'), { type: 'other', value: 'IG @mongkok.mary' }],
  },
  {
    username: 'shatin_sam',
    code: 'sam',
    nickName: 'Sam 沙田',
    mobile: '94567890',
    role: 'seller',
    monthsAgo: 3,
    places: [
      { name: '沙田站', district: 'SHA_TIN', detail: 'A3 出口，新城市廣場' },
      { name: '大圍站', district: 'SHA_TIN', detail: 'B 出口' },
      { name: '沙田公園', district: 'SHA_TIN', detail: '城門河單車徑入口' },
    ],
    contacts: [whatsapp('94567890'), { type: 'email', value: 'sam.shatin@example.com' }],
  },
  {
    username: 'tkolover',
    code: 'tko',
    nickName: '將軍澳小王',
    mobile: '95678901',
    role: 'seller',
    monthsAgo: 2,
    places: [
      { name: '將軍澳站', district: 'SAI_KUNG', detail: 'B1 出口' },
      { name: '坑口站', district: 'SAI_KUNG', detail: '東港城地下' },
    ],
    contacts: [whatsapp('95678901')],
  },
  {
    username: 'xiaolin_sz',
    code: 'lin',
    nickName: '小林',
    mobile: '96789012',
    role: 'seller',
    monthsAgo: 6,
    places: [
      { name: '九龙塘站', district: 'KOWLOON_CITY', detail: 'C2 出口，又一城' },
      { name: '红磡站', district: 'KOWLOON_CITY', detail: '理工大学天桥' },
    ],
    contacts: [{ type: 'wechat', value: 'xiaolin_sz' }, whatsapp('96789012')],
  },
  {
    username: 'expat_emma',
    code: 'emma',
    nickName: 'Emma (DB)',
    mobile: '97890123',
    role: 'seller',
    monthsAgo: 14,
    places: [
      { name: 'Discovery Bay Plaza', district: 'ISLANDS', detail: 'By the fountain, near the ferry pier' },
      { name: 'Central Pier 3', district: 'CENTRAL_WESTERN', detail: 'DB ferry concourse' },
    ],
    contacts: [whatsapp('97890123'), { type: 'email', value: 'emma.db@example.com' }],
  },
  {
    username: 'gamer_jason',
    code: 'jason',
    nickName: 'Jason 打機仔',
    mobile: '98901234',
    role: 'seller',
    monthsAgo: 9,
    places: [
      { name: '深水埗站', district: 'SHAM_SHUI_PO', detail: 'D2 出口，黃金電腦商場' },
      { name: '九龍灣站', district: 'KWUN_TONG', detail: 'A 出口，MegaBox' },
    ],
    contacts: [whatsapp('98901234'), { type: 'other', value: 'Telegram @jason_games' }],
  },
  {
    username: 'ahfai_fixit',
    code: 'fai',
    nickName: '阿輝師傅',
    mobile: '51234567',
    role: 'seller',
    monthsAgo: 20,
    places: [
      { name: '荃灣站', district: 'TSUEN_WAN', detail: 'A2 出口' },
      { name: '屯門站', district: 'TUEN_MUN', detail: '屯門市廣場' },
      { name: '元朗站', district: 'YUEN_LONG', detail: 'G3 出口' },
    ],
    contacts: [whatsapp('51234567'), { type: 'other', value: '電話 5123 4567（朝九晚九）' }],
  },
  {
    username: 'kitty_meow',
    code: 'kitty',
    nickName: 'Kitty 貓奴',
    mobile: '61234567',
    role: 'seller',
    monthsAgo: 7,
    places: [
      { name: '西營盤站', district: 'CENTRAL_WESTERN', detail: 'B2 出口' },
      { name: '香港大學站', district: 'CENTRAL_WESTERN', detail: 'A1 出口' },
    ],
    contacts: [whatsapp('61234567'), { type: 'wechat', value: 'kitty_meow_hk' }],
  },
  {
    username: 'kt_mrs_wong',
    code: 'mrs',
    nickName: '觀塘黃太',
    mobile: '63456789',
    role: 'seller',
    monthsAgo: 12,
    places: [
      { name: '觀塘站', district: 'KWUN_TONG', detail: 'A2 出口，apm' },
      { name: '藍田站', district: 'KWUN_TONG', detail: 'A 出口，匯景廣場' },
      { name: '牛頭角站', district: 'KWUN_TONG', detail: 'B6 出口' },
    ],
    contacts: [whatsapp('63456789')],
  },
]
