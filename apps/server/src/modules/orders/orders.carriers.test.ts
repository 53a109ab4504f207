/** Carriers and the sandbox carrier's traces (docs/product/orders.md, "Carriers and traces"). */
import { describe, expect, it } from 'vitest'
import { CARRIERS, findCarrier } from './orders.carriers.ts'
import { sandboxTraces, type TraceQuery } from './orders.sandbox-carrier.ts'

const HOUR = 3600_000
const shippedAt = new Date('2026-11-23T02:00:00Z')
const query = (over: Partial<TraceQuery> = {}): TraceQuery => ({
  trackingNo: 'SB2026112301',
  shippedAt,
  now: new Date(shippedAt.getTime() + 72 * HOUR),
  way: 'DELIVERY',
  from: 'SHAM_SHUI_PO',
  to: 'EASTERN',
  lang: 'en',
  ...over,
})

describe('carriers', () => {
  it('each example matches its own format and no other carrier’s', () => {
    for (const c of CARRIERS) {
      expect(c.pattern.test(c.example), c.code).toBe(true)
    }
    expect(findCarrier('SF')?.pattern.test('SF123')).toBe(false)
    expect(findCarrier('HKPOST')?.pattern.test('RR123456789HK')).toBe(true)
    expect(findCarrier('NOPE')).toBeNull()
  })
})

describe('the sandbox carrier', () => {
  it('gives five events in order over at most two days, the same for the same number', () => {
    const lines = sandboxTraces(query())
    expect(lines).toHaveLength(5)
    for (let i = 1; i < lines.length; i++)
      expect(lines[i]?.at.getTime()).toBeGreaterThan(lines[i - 1]?.at.getTime() ?? 0)
    expect((lines.at(-1)?.at.getTime() ?? 0) - shippedAt.getTime()).toBeLessThanOrEqual(48 * HOUR)
    expect(sandboxTraces(query())).toEqual(lines)
    expect(lines.map((l) => l.text)).toEqual([
      'Picked up by the courier in Sham Shui Po',
      'Arrived at the Tsing Yi sorting centre',
      'Left the Tsing Yi sorting centre for Hong Kong Island',
      expect.stringMatching(/^Out for delivery/),
      'Delivered and signed for. Thank you',
    ])
    const other = sandboxTraces(query({ trackingNo: 'SB2026112302' }))
    expect(other.map((l) => l.at.getTime())).not.toEqual(lines.map((l) => l.at.getTime()))
  })

  it('shows only what has happened by now', () => {
    expect(sandboxTraces(query({ now: shippedAt }))).toEqual([])
    const all = sandboxTraces(query())
    const second = all[1]?.at ?? shippedAt
    expect(sandboxTraces(query({ now: second }))).toHaveLength(2)
  })

  it('ends at an SF Locker or a convenience store near the buyer for those ways, in three languages', () => {
    expect(sandboxTraces(query({ way: 'LOCKER' })).at(-1)?.text).toMatch(
      /^Ready at Eastern SF Locker H\d{4}: /,
    )
    expect(sandboxTraces(query({ way: 'CONVENIENCE' })).at(-1)?.text).toMatch(
      /^Ready for collection at (7-Eleven|Circle K) \(Eastern branch \d{3}\)/,
    )
    expect(sandboxTraces(query({ way: 'LOCKER', lang: 'zh-Hant' })).at(-1)?.text).toMatch(
      /^快件已送達東區 順豐智能櫃 H\d{4}/,
    )
    expect(sandboxTraces(query({ lang: 'zh-Hans' }))[0]?.text).toBe('快递员已于深水埗区收件')
  })
})
