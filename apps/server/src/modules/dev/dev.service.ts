/** Development-only reads: the mail and SMS outbox, newest first, optionally for one recipient. */
import type { AppContext } from '../../lib/context.ts'
import { listOutbox } from './dev.repo.ts'

/** Phones may be given with or without the +, and with spaces. */
function normaliseRecipient(to: string | undefined): string | null {
  const v = to?.trim().toLowerCase().replace(/\s+/g, '') ?? ''
  if (!v) return null
  return /^\+?\d{7,18}$/.test(v) ? `+${v.replace(/^\+/, '')}` : v
}

export function outboxFor(ctx: AppContext, to: string | undefined) {
  return listOutbox(ctx.db, normaliseRecipient(to))
}
