/**
 * Members' messages are written in batches (docs/decisions.md, "Chat delivery"): while one batch
 * commits, the messages that arrive wait and go in the next, so a busy instance writes many
 * messages per transaction and an idle one writes each at once. A message is answered only after
 * its batch is committed. Every send of this process goes through its one writer, WebSocket and
 * REST alike, so resends by client id are found whichever way they come.
 */
import { safetyKindsOf } from '@kaifong/contract'
import type { MessagePhoto } from '../../db/schema.ts'
import type { AppContext } from '../../lib/context.ts'
import type { AppError } from '../../lib/errors.ts'
import { type BatchMessage, findResent, insertBatch, type MessageRow } from './chat.messages.repo.ts'
import { blocked, memberGone, talkNotFound } from './chat.policy.ts'
import { type LockedTalk, lockTalks } from './chat.repo.ts'

export interface SendItem {
  talkId: number
  senderId: number
  clientId: string
  kind: 'TEXT' | 'PHOTO'
  text: string
  photo: MessagePhoto | null
}

export type WriteResult =
  | { ok: true; message: MessageRow; created: boolean; talk: Pick<LockedTalk, 'id' | 'buyerId' | 'sellerId'> }
  | { ok: false; error: AppError }

interface Pending {
  item: SendItem
  resolve: (result: WriteResult) => void
  reject: (err: unknown) => void
}

/** At most this many messages in one transaction. */
const MAX_BATCH = 256

export interface ChatWriter {
  write(item: SendItem): Promise<WriteResult>
}

const keyOf = (m: { talkId: number; senderId: number | null; clientId: string | null }) =>
  `${m.talkId}:${m.senderId}:${m.clientId}`

/** Each item's result, or `fresh` when this batch stores it (`twin`: a resend inside the batch). */
type Planned = WriteResult | 'fresh' | 'twin'

/**
 * Decides each item of a batch against its locked talk: refused, a resend of a stored message, a
 * twin of an item before it, or a new message with the talk's next seq.
 */
function planBatch(
  batch: Pending[],
  locked: LockedTalk[],
  resent: Map<string, MessageRow>,
  now: Date,
): { results: Planned[]; fresh: BatchMessage[] } {
  const byId = new Map(locked.map((t) => [t.id, t]))
  const results: Planned[] = []
  const fresh: BatchMessage[] = []
  const inBatch = new Set<string>()
  const seqs = new Map(locked.map((t) => [t.id, t.lastSeq]))
  for (const { item } of batch) {
    const talk = byId.get(item.talkId)
    if (!talk || (talk.buyerId !== item.senderId && talk.sellerId !== item.senderId)) {
      results.push({ ok: false, error: talkNotFound() })
      continue
    }
    const key = keyOf(item)
    const old = resent.get(key)
    if (old) {
      results.push({ ok: true, message: old, created: false, talk })
      continue
    }
    if (inBatch.has(key)) {
      results.push('twin')
      continue
    }
    if (talk.gone) {
      results.push({ ok: false, error: memberGone() })
      continue
    }
    if (talk.blocked) {
      results.push({ ok: false, error: blocked() })
      continue
    }
    const seq = (seqs.get(talk.id) ?? 0) + 1
    seqs.set(talk.id, seq)
    inBatch.add(key)
    results.push('fresh')
    // Tips are decided once, when sent: every later read of the message shows the same.
    const safety = item.kind === 'TEXT' ? safetyKindsOf(item.text) : []
    fresh.push({ ...item, seq, safety, createdAt: now })
  }
  return { results, fresh }
}

/** Writes one batch in one transaction: the talks locked in id order, then every new message in one statement. */
async function writeBatch(ctx: AppContext, batch: Pending[]): Promise<WriteResult[]> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const locked = await lockTalks(tx, [...new Set(batch.map((p) => p.item.talkId))])
    const byId = new Map(locked.map((t) => [t.id, t]))
    const resent = await findResent(
      tx,
      batch.map((p) => p.item),
    )
    const { results, fresh } = planBatch(batch, locked, resent, now)
    const rows = await insertBatch(tx, fresh)
    const stored = new Map(rows.map((r) => [keyOf(r), r]))
    return results.map((r, i): WriteResult => {
      if (typeof r !== 'string') return r
      const item = batch[i]?.item
      const message = item && stored.get(keyOf(item))
      const talk = item && byId.get(item.talkId)
      if (!message || !talk) throw new Error('a written message is missing from the batch result')
      return { ok: true, message, created: r === 'fresh', talk }
    })
  })
}

export function createWriter(ctx: AppContext): ChatWriter {
  const queue: Pending[] = []
  let writing = false

  async function drain() {
    if (writing) return
    writing = true
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0, MAX_BATCH)
        try {
          const results = await writeBatch(ctx, batch)
          batch.forEach((p, i) => {
            const result = results[i]
            if (result) p.resolve(result)
            else p.reject(new Error('no result for a queued message'))
          })
        } catch (err) {
          for (const p of batch) p.reject(err)
        }
      }
    } finally {
      writing = false
    }
  }

  return {
    write(item) {
      return new Promise<WriteResult>((resolve, reject) => {
        queue.push({ item, resolve, reject })
        void drain()
      })
    },
  }
}
