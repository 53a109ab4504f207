import { describe, expect, it } from 'vitest'
import { groupByDay } from './track-days.ts'

describe('groupByDay', () => {
  it('splits by Hong Kong calendar day, whatever the viewer’s clock zone', () => {
    const now = Date.parse('2025-03-10T01:00:00+08:00')
    const at = (viewTime: string) => ({ viewTime })
    const groups = groupByDay(
      [
        at('2025-03-10T00:30:00+08:00'),
        at('2025-03-09T16:00:00Z'), // 00:00 on the 10th in Hong Kong
        at('2025-03-09T23:59:00+08:00'),
        at('2025-03-01T12:00:00+08:00'),
      ],
      now,
    )
    expect(groups.map((g) => [g.name, g.day, g.items.length])).toEqual([
      ['today', '2025-03-10', 2],
      ['yesterday', '2025-03-09', 1],
      ['date', '2025-03-01', 1],
    ])
  })
})
