/**
 * The sandbox payment provider: our own checkout page (/payMent?paymentId=) stands in for the
 * provider's, and the payer's choice there makes a notification signed with HMAC-SHA256,
 * delivered to the same callback route a real provider would call. A notification with a bad
 * signature is refused. It pays for coins, orders and recharges without money, so it exists only
 * when PAYMENTS_SANDBOX is on (demo sites; docs/decisions.md, Top-up). Its refunds move nothing
 * either: it answers a refund reference, which the payment keeps.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { moneyOf, moneyToSafeCents } from '@kaifong/contract'
import { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import { ensureSetting } from '../site/index.ts'
import type { PaymentRow } from './payments.repo.ts'
import type {
  NewPayment,
  PaymentNotification,
  PaymentProvider,
  RequestHeaders,
  VerifiedNotification,
} from './provider.ts'

export type SandboxNotification = PaymentNotification

const SECRET_KEY = 'secret.payment.sandbox'
export const SIGNATURE_HEADER = 'x-sandbox-signature'
export const SANDBOX = 'sandbox'

const notificationBody = z.object({
  paymentId: z.string().uuid(),
  status: z.enum(['PAID', 'FAILED']),
  amountCents: z.number().int().positive(),
  providerRef: z.string().max(64),
  timestamp: z.number().int(),
})

export async function loadSandboxSecret(db: DbOrTx): Promise<string> {
  const secret = await ensureSetting(db, SECRET_KEY, randomBytes(32).toString('hex'))
  if (typeof secret !== 'string') throw new Error('sandbox payment secret missing')
  return secret
}

const canonical = (n: SandboxNotification) =>
  [n.paymentId, n.status, n.amountCents, n.providerRef, n.timestamp].join('|')

export function sign(secret: string, n: SandboxNotification): string {
  return createHmac('sha256', secret).update(canonical(n)).digest('hex')
}

export function verify(secret: string, n: SandboxNotification, signature: string): boolean {
  const expected = Buffer.from(sign(secret, n), 'hex')
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export class SandboxProvider implements PaymentProvider {
  readonly name = SANDBOX
  readonly sandbox = true

  constructor(private readonly db: DbOrTx) {}

  async open(payment: NewPayment) {
    return { providerRef: `sbx_${payment.id.slice(0, 8)}` }
  }

  /** The same page for a card and FPS; /qrpay?paymentId= shows this link as a QR code for a phone. */
  checkoutUrl(payment: PaymentRow): string {
    return `/payMent?paymentId=${payment.id}`
  }

  async verifyNotification(headers: RequestHeaders, body: unknown): Promise<VerifiedNotification> {
    const parsed = notificationBody.safeParse(body)
    const signature = String(headers[SIGNATURE_HEADER] ?? '')
    if (!parsed.success || !/^[0-9a-f]{64}$/.test(signature)) return { ok: false }
    const secret = await loadSandboxSecret(this.db)
    return verify(secret, parsed.data, signature) ? { ok: true, notification: parsed.data } : { ok: false }
  }

  /** Nothing to give back: the reference is derived from the payment, so asking twice answers the same. */
  async refund(payment: PaymentRow) {
    return { refundRef: `sbx_rf_${payment.id.slice(0, 8)}` }
  }

  /** What the sandbox sends after the payer's choice on our checkout page, signed. */
  async notificationFor(row: PaymentRow, outcome: 'PAID' | 'FAILED', now: Date) {
    const notification: SandboxNotification = {
      paymentId: row.id,
      status: outcome,
      amountCents: moneyToSafeCents(moneyOf(row.amount)),
      providerRef: row.providerRef,
      timestamp: now.getTime(),
    }
    const secret = await loadSandboxSecret(this.db)
    return { notification, headers: { [SIGNATURE_HEADER]: sign(secret, notification) } }
  }
}
