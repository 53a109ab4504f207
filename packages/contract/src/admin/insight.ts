/**
 * The audit log and the dashboard figures, as operators read them (docs/admin.md, "Audit log" and
 * "Dashboard"; server modules/audit, modules/dashboard).
 */
import { plainText } from '../validation.ts'
import { z } from '../zod.ts'

// ---- audit

/** Console pages hold at most this many rows (docs/admin.md). */
export const AUDIT_PAGE_SIZE_MAX = 50

const filterText = (max: number) =>
  plainText()
    .trim()
    .max(max, { error: 'field.invalid' })
    .optional()
    .transform((v) => v || undefined)
/** A Hong Kong calendar day, YYYY-MM-DD. */
const hkDate = z
  .string({ error: 'field.invalid' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'field.invalid' })
  .optional()

/** `GET /admin/api/audit`: every filter optional; from and to are Hong Kong days, both included. */
export const auditQuery = z.object({
  pageNumber: z.coerce.number({ error: 'field.invalid' }).int({ error: 'field.invalid' }).min(1).default(1),
  pageSize: z.coerce
    .number({ error: 'field.invalid' })
    .int({ error: 'field.invalid' })
    .min(1, { error: 'field.invalid' })
    .max(AUDIT_PAGE_SIZE_MAX, { error: 'field.invalid' })
    .default(20),
  /** The acting operator's username (as it was when they acted). */
  actor: filterText(64),
  /** A prefix: `member.` finds member.ban, member.unban… */
  action: filterText(64),
  targetType: filterText(32),
  targetId: filterText(64),
  from: hkDate,
  to: hkDate,
})
export type AuditQuery = z.input<typeof auditQuery>
export type AuditFilterQuery = z.output<typeof auditQuery>

export const auditRecord = z.object({
  id: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** The target as it was and as it became (JSON, shape by action; null when not recorded). */
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
  ip: z.string(),
  createTime: z.string(),
})
export type AuditRecord = z.infer<typeof auditRecord>

// ---- dashboard

/** The ranges the dashboard offers, in Hong Kong days ending today. */
export const DASHBOARD_RANGES = [7, 30, 90] as const
export type DashboardRange = (typeof DASHBOARD_RANGES)[number]

/** `GET /admin/api/dashboard?days=7|30|90`. */
export const dashboardQuery = z.object({
  days: z.coerce
    .number({ error: 'field.invalid' })
    .refine((d): d is DashboardRange => (DASHBOARD_RANGES as readonly number[]).includes(d), {
      error: 'field.invalid',
    })
    .default(7),
})
export type DashboardQuery = z.input<typeof dashboardQuery>

/** One Hong Kong day of the range (days without activity are there with zeros). */
export const dashboardDay = z.object({
  day: z.string(),
  newMembers: z.number(),
  newListings: z.number(),
  /** Coins given (positive ledger entries) and spent (negative ones, as a positive number). */
  coinsIssued: z.number(),
  coinsSpent: z.number(),
  /** Talks started. */
  chats: z.number(),
  /** Offers accepted. */
  deals: z.number(),
  /** Shop orders placed (any status). */
  orders: z.number(),
  /** Shop orders paid that day, and their flow_price summed (GMV, exact decimal text). */
  paidOrders: z.number(),
  gmv: z.string(),
})
export type DashboardDay = z.infer<typeof dashboardDay>

export const dashboard = z.object({
  totals: z.object({
    /** Accounts not deleted. */
    members: z.number(),
    /** Listed, not deleted, not past their closing time. */
    liveListings: z.number(),
    /** Open listing reports and open chat reports. */
    reportsPending: z.number(),
    /** Over the range. */
    coinsIssued: z.number(),
    coinsSpent: z.number(),
    /** Over the range: orders placed, orders paid and their GMV (exact decimal text). */
    orders: z.number(),
    paidOrders: z.number(),
    gmv: z.string(),
  }),
  series: z.array(dashboardDay),
})
export type Dashboard = z.infer<typeof dashboard>
