import { priceSchema } from '@kaifong/contract'
import { describe, expect, it } from 'vitest'
import {
  activeFilterCount,
  comparePrices,
  EMPTY_FILTERS,
  type ListFilters,
  normalisePrice,
  parseFilters,
  searchQuery,
  serialiseFilters,
} from './search-url.ts'

const parse = (qs: string) => parseFilters(new URLSearchParams(qs))

describe('goodsList URL ↔ filters', () => {
  it('reads every filter', () => {
    expect(
      parse(
        'goodsName=%20iPhone%2015%20&categoryId=111,112&categoryName=手機&storeId=900&minPrice=100&maxPrice=2500.5&goodsStatus=1,0&sort=3&pageNumber=4',
      ),
    ).toEqual({
      goodsName: 'iPhone 15',
      categoryId: ['111', '112'],
      categoryPathId: undefined,
      categoryName: '手機',
      storeId: '900',
      minPrice: '100.00',
      maxPrice: '2500.50',
      goodsStatus: [0, 1],
      district: [],
      stationId: [],
      sort: 3,
      pageNumber: 4,
    })
  })

  it('drops invalid values instead of failing', () => {
    const f = parse(
      'categoryId=abc,0,12,12,-3&storeId=x1&minPrice=1.234&maxPrice=-5&goodsStatus=1,7,one,1&sort=9&pageNumber=0&categoryPathId=007',
    )
    expect(f.categoryId).toEqual(['12'])
    expect(f.storeId).toBeUndefined()
    expect(f.minPrice).toBeUndefined()
    expect(f.maxPrice).toBeUndefined()
    expect(f.goodsStatus).toEqual([1])
    expect(f.sort).toBe(0)
    expect(f.pageNumber).toBe(1)
    expect(f.categoryPathId).toBeUndefined()
    expect(parse('pageNumber=1001').pageNumber).toBe(1)
    expect(parse('sort=2.5').sort).toBe(0)
    expect(parse('goodsName=%20%20').goodsName).toBeUndefined()
    expect(parse(`goodsName=${'字'.repeat(200)}`).goodsName).toHaveLength(140)
  })

  it('drops an impossible price range and a category name with no category', () => {
    const f = parse('minPrice=500&maxPrice=20&categoryName=手機')
    expect(f.minPrice).toBeUndefined()
    expect(f.maxPrice).toBeUndefined()
    expect(f.categoryName).toBeUndefined()
    // Equal bounds are a real range (exactly that price).
    expect(parse('minPrice=20&maxPrice=20.00')).toMatchObject({ minPrice: '20.00', maxPrice: '20.00' })
  })

  it('writes defaults out and lists with commas', () => {
    expect(serialiseFilters(EMPTY_FILTERS).toString()).toBe('')
    const f: ListFilters = {
      ...EMPTY_FILTERS,
      goodsName: '梳化',
      categoryId: ['211', '212'],
      categoryName: '傢俬',
      goodsStatus: [0, 2],
      minPrice: '10.00',
      sort: 1,
      pageNumber: 2,
    }
    expect(Object.fromEntries(serialiseFilters(f))).toEqual({
      goodsName: '梳化',
      categoryId: '211,212',
      categoryName: '傢俬',
      goodsStatus: '0,2',
      minPrice: '10.00',
      sort: '1',
      pageNumber: '2',
    })
  })

  it('round-trips: parse(serialise(f)) is f, and serialising a parsed URL is canonical', () => {
    const f: ListFilters = {
      goodsName: 'Switch 遊戲機',
      categoryId: ['1'],
      categoryPathId: '11',
      categoryName: '手機及配件',
      storeId: '42',
      minPrice: '0.50',
      maxPrice: '99999.99',
      goodsStatus: [1, 3],
      district: ['SHA_TIN', 'TUEN_MUN'],
      stationId: ['KOT'],
      tradingMethod: 1,
      sort: 2,
      pageNumber: 7,
    }
    expect(parseFilters(serialiseFilters(f))).toEqual(f)
    const messy = new URLSearchParams('pageNumber=1&sort=0&goodsStatus=3,1,3&minPrice=5&goodsName=%20a%20')
    const canonical = serialiseFilters(parseFilters(messy))
    expect(canonical.toString()).toBe('goodsName=a&minPrice=5.00&goodsStatus=1%2C3')
    expect(serialiseFilters(parseFilters(canonical)).toString()).toBe(canonical.toString())
  })

  it('reads where to meet, dropping unknown districts and stations', () => {
    const f = parse('district=SHA_TIN,KOWLOON,SHA_TIN&stationId=KOT,XYZ,tum&tradingMethod=1')
    expect(f).toMatchObject({ district: ['SHA_TIN'], stationId: ['KOT'], tradingMethod: 1 })
    expect(parse('tradingMethod=2').tradingMethod).toBeUndefined()
    expect(searchQuery(f)).toMatchObject({ district: 'SHA_TIN', stationId: 'KOT', tradingMethod: '1' })
    expect(activeFilterCount(f)).toBe(3)
  })

  it('builds the es query without the display-only category name', () => {
    const f = parse('categoryId=11&categoryName=手機&goodsStatus=1')
    expect(searchQuery(f)).toEqual({
      categoryId: '11',
      goodsStatus: '1',
      sort: 0,
      pageNumber: 1,
      pageSize: 20,
    })
    expect(activeFilterCount(f)).toBe(2)
  })

  it('keeps "search exactly" only with a keyword, and passes it to the API', () => {
    expect(parse('goodsName=iphon&exact=1').exact).toBe(true)
    expect(parse('goodsName=iphon&exact=true').exact).toBe(true)
    expect(parse('goodsName=iphon&exact=0').exact).toBeUndefined()
    expect(parse('exact=1').exact).toBeUndefined()
    const f = parse('goodsName=iphon&exact=1&sort=1')
    expect(serialiseFilters(f).toString()).toBe('goodsName=iphon&exact=1&sort=1')
    expect(searchQuery(f)).toEqual({ goodsName: 'iphon', exact: '1', sort: 1, pageNumber: 1, pageSize: 20 })
    expect(serialiseFilters({ ...f, goodsName: undefined }).toString()).toBe('sort=1')
    // Not a filter: the phone's filter button does not count it.
    expect(activeFilterCount(f)).toBe(0)
  })

  it('reads a price exactly as the contract priceSchema does', () => {
    const inputs = ['0', '5', '12.5', '12.50', '007.1', '1,234.5', ' 99 ', '0.05', '.5', '5.', '-5', 'abc']
    inputs.push('1.234', '1e3', '+5', '', ' ', ',', '9999999999.99', '00009999999999', '10000000000', '١٢')
    for (const input of inputs) {
      const contract = priceSchema.safeParse(input)
      expect(normalisePrice(input), input).toBe(contract.success ? contract.data : undefined)
    }
  })

  it('compares prices exactly', () => {
    expect(comparePrices('0.10', '0.09')).toBe(1)
    expect(comparePrices('9999999999.99', '9999999999.98')).toBe(1)
    expect(comparePrices('12.00', '12.00')).toBe(0)
    expect(comparePrices('2.00', '10.00')).toBe(-1)
  })
})
