/**
 * Orders as operators read them (docs/admin.md, "Orders"; server module orders, right `orders`):
 * the list with its filters and one order's page. Reading only. Ids travel as strings, amounts as
 * exact decimal text, times as ISO 8601; validation messages are keys of the server's catalogue.
 */
import { orderDetail } from '../api/orders.ts'
import { ORDER_STATUS } from '../enums.ts'
import { plainText } from '../validation.ts'
import { z } from '../zod.ts'
import { operationsPaging } from './operations.ts'

/** A Hong Kong calendar day, YYYY-MM-DD. */
const hkDate = z
  .string({ error: 'field.invalid' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'field.invalid' })
  // A day the calendar has (not 2026-02-30).
  .refine(
    (d) => {
      const at = new Date(`${d}T00:00:00Z`)
      return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === d
    },
    { error: 'field.invalid' },
  )
  .optional()

const filterText = (max: number) =>
  plainText()
    .trim()
    .max(max, { error: 'field.invalid' })
    .optional()
    .transform((v) => v || undefined)

/**
 * `GET /admin/api/orders`: newest first. `sn` an order or trade number, whole or its beginning;
 * `buyer` a member's id, username or nickname; `shop` a shop's id or name; `from`/`to` Hong Kong
 * days, both included.
 */
export const adminOrderQuery = operationsPaging
  .extend({
    sn: filterText(40),
    buyer: filterText(60),
    shop: filterText(60),
    status: z.enum(ORDER_STATUS, { error: 'field.invalid' }).optional(),
    from: hkDate,
    to: hkDate,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'field.invalid', path: ['to'] })
export type AdminOrderQuery = z.input<typeof adminOrderQuery>

export const adminOrderSnParams = z.object({
  sn: plainText('field.required')
    .trim()
    .min(1, { error: 'field.required' })
    .max(40, { error: 'field.invalid' }),
})

const memberRef = z.object({ id: z.string(), username: z.string(), nickName: z.string() })
const shopRef = z.object({ id: z.string(), name: z.string() })

export const adminOrderRow = z.object({
  sn: z.string(),
  tradeSn: z.string(),
  status: z.enum(ORDER_STATUS),
  buyer: memberRef,
  shop: shopRef,
  flowPrice: z.string(),
  itemCount: z.number().int(),
  createTime: z.string(),
  paidTime: z.string().nullable(),
})
export type AdminOrderRow = z.infer<typeof adminOrderRow>

/** `GET /admin/api/orders/:sn`: the order as its shop sees it, with its buyer and shop. */
export const adminOrderDetail = orderDetail.extend({ buyer: memberRef, shop: shopRef })
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>
