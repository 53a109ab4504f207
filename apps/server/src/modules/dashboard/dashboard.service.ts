/**
 * The dashboard (docs/admin.md, "Dashboard"): today's totals and, for the last 7, 30 or 90 Hong
 * Kong days (today included), one figure per day. Hong Kong keeps UTC+8 all year, so a day is the
 * 24 hours from a Hong Kong midnight. The range's coin, order and GMV totals are the sums of its days (GMV
 * exact, in cents).
 */
import { moneyFromCents, moneyText } from '@kaifong/contract'
import type { Dashboard, DashboardRange } from '@kaifong/contract/admin'
import type { AppContext } from '../../lib/context.ts'
import { hkDay } from '../../lib/hk-time.ts'
import { series, totals } from './dashboard.repo.ts'

const DAY_MS = 86_400_000

/** The first moment of the Hong Kong day `days - 1` days before the one containing `now`. */
export function rangeStart(now: Date, days: number): Date {
  const today = Date.parse(`${hkDay(now)}T00:00:00+08:00`)
  return new Date(today - (days - 1) * DAY_MS)
}

/** YYYY-MM-DD of the Hong Kong day starting at `start` (a Hong Kong midnight). */
const dayLabel = (start: number) => new Date(start + 8 * 60 * 60 * 1000).toISOString().slice(0, 10)

export async function dashboardFigures(ctx: AppContext, days: DashboardRange): Promise<Dashboard> {
  const now = ctx.clock.now()
  const start = rangeStart(now, days)
  const counts = await totals(ctx.db, now)
  const rows = await series(ctx.db, start, days)
  const perDay = rows.map(({ n, gmvCents, ...figures }) => ({
    day: dayLabel(start.getTime() + n * DAY_MS),
    ...figures,
    gmv: moneyText(moneyFromCents(gmvCents)),
  }))
  const gmvCents = rows.reduce((sum, d) => sum + d.gmvCents, 0n)
  return {
    totals: {
      ...counts,
      coinsIssued: perDay.reduce((sum, d) => sum + d.coinsIssued, 0),
      coinsSpent: perDay.reduce((sum, d) => sum + d.coinsSpent, 0),
      orders: perDay.reduce((sum, d) => sum + d.orders, 0),
      paidOrders: perDay.reduce((sum, d) => sum + d.paidOrders, 0),
      gmv: moneyText(moneyFromCents(gmvCents)),
    },
    series: perDay,
  }
}
