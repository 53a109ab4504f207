import { describe, expect, it } from 'vitest'
import { DEFAULT_HOME_BLOCKS } from '../api/home-blocks.ts'
import { homeRows } from './HomePage.tsx'

describe('the home page’s rows from the operator’s blocks', () => {
  it('keeps the usual order, banners beside the check-in card', () => {
    expect(homeRows(DEFAULT_HOME_BLOCKS)).toEqual([
      ['hotWords'],
      ['banners', 'checkIn'],
      ['welcome'],
      ['popular'],
      ['recommended'],
    ])
  })

  it('follows the order, leaves hidden sections out, and parts banners from check-in when apart', () => {
    expect(
      homeRows([
        { key: 'recommended', visible: true },
        { key: 'banners', visible: true },
        { key: 'popular', visible: false },
        { key: 'checkIn', visible: true },
        { key: 'hotWords', visible: false },
        { key: 'welcome', visible: true },
      ]),
    ).toEqual([['recommended'], ['banners', 'checkIn'], ['welcome']])
    expect(
      homeRows([
        { key: 'checkIn', visible: true },
        { key: 'welcome', visible: true },
        { key: 'banners', visible: true },
      ]),
    ).toEqual([['checkIn'], ['welcome'], ['banners']])
  })
})
