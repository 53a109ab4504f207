import { describe, expect, it } from 'vitest'
import { HK_DISTRICTS } from './constants.ts'
import { isHkDistrict, isMtrStationId, MTR_STATION_IDS } from './place-ids.ts'
import { HK_REGIONS, MTR_LINES, MTR_STATIONS, placeName, searchStations } from './places.ts'

describe('MTR stations and districts', () => {
  it('lists every heavy-rail line with its stations, each station once with its district', () => {
    expect(MTR_LINES.map((l) => l.id)).toEqual([
      'ISL',
      'TWL',
      'KTL',
      'TKL',
      'TCL',
      'AEL',
      'DRL',
      'EAL',
      'TML',
      'SIL',
    ])
    expect(Object.fromEntries(MTR_LINES.map((l) => [l.id, l.stations.length]))).toEqual({
      ISL: 17,
      TWL: 16,
      KTL: 17,
      TKL: 8,
      TCL: 8,
      AEL: 5,
      DRL: 2,
      EAL: 16,
      TML: 27,
      SIL: 5,
    })
    expect(MTR_STATION_IDS).toHaveLength(98)
    expect(new Set(MTR_STATION_IDS).size).toBe(98)
    // The ids kept apart for the first load are exactly the stations named.
    expect(Object.keys(MTR_STATIONS).sort()).toEqual([...MTR_STATION_IDS].sort())
    expect(isMtrStationId('KOT')).toBe(true)
    expect(isMtrStationId('Kowloon Tong')).toBe(false)
    expect(isMtrStationId('toString')).toBe(false)
    expect(isHkDistrict('SHA_TIN')).toBe(true)
    expect(isHkDistrict('KOWLOON')).toBe(false)
    for (const s of Object.values(MTR_STATIONS)) {
      expect(s.lines.length).toBeGreaterThan(0)
      expect(HK_DISTRICTS).toContain(s.district)
    }
    // Interchanges are one station on several lines.
    expect(MTR_STATIONS.ADM.lines).toEqual(['ISL', 'TWL', 'EAL', 'SIL'])
    expect(MTR_STATIONS.HOK.lines).toEqual(['TCL', 'AEL'])
    expect(HK_REGIONS.flatMap((r) => r.districts).sort()).toEqual([...HK_DISTRICTS].sort())
  })

  it('writes the official names in the three languages', () => {
    const named = (id: keyof typeof MTR_STATIONS) => Object.values(MTR_STATIONS[id].name)
    expect(named('HOK')).toEqual(['香港', '香港', 'Hong Kong'])
    expect(named('KOT')).toEqual(['九龍塘', '九龙塘', 'Kowloon Tong'])
    expect(named('KAT')).toEqual(['啟德', '启德', 'Kai Tak'])
    expect(named('SUW')).toEqual(['宋皇臺', '宋皇台', 'Sung Wong Toi'])
    expect(named('TUM')).toEqual(['屯門', '屯门', 'Tuen Mun'])
    expect(named('TUC')).toEqual(['東涌', '东涌', 'Tung Chung'])
    expect(named('QUB')).toEqual(['鰂魚涌', '鲗鱼涌', 'Quarry Bay'])
    expect(named('LHP')).toEqual(['康城', '康城', 'LOHAS Park'])
    expect(MTR_LINES.find((l) => l.id === 'EAL')?.name).toEqual({
      'zh-Hant': '東鐵綫',
      'zh-Hans': '东铁线',
      en: 'East Rail Line',
    })
    expect(placeName('KOT', 'en')).toBe('Kowloon Tong')
    expect(placeName('SHA_TIN', 'zh-Hant')).toBe('沙田區')
    expect(placeName('nowhere', 'en')).toBe('')
  })

  it('finds stations by any of their names or their code, in either script', () => {
    const ids = (q: string) => searchStations(q).map((s) => s.id)
    expect(ids('九龍塘')).toEqual(['KOT'])
    expect(ids('九龙塘')).toEqual(['KOT'])
    expect(ids('kowloon tong')).toEqual(['KOT'])
    expect(ids('KowloonTong')).toEqual(['KOT'])
    expect(ids('kot')).toEqual(['KOT'])
    expect(ids('屯門')).toEqual(['TUM'])
    expect(ids('tsuen wan')).toEqual(['TSW', 'TWW'])
    expect(ids('')).toHaveLength(98)
    expect(ids('zzz')).toEqual([])
  })
})
