import { HK_DISTRICTS } from '@kaifong/contract'
import { describe, expect, it } from 'vitest'
import { DISTRICT_REGIONS } from './districts.ts'

describe('DISTRICT_REGIONS', () => {
  it('lists each of the 18 districts exactly once', () => {
    const listed = DISTRICT_REGIONS.flatMap(([, districts]) => districts)
    expect([...listed].sort()).toEqual([...HK_DISTRICTS].sort())
  })
})
