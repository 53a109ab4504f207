/** Outbox rows -> the development outbox's JSON and HTML page. */
import type { OutboxRow } from './dev.repo.ts'

export function presentOutbox(r: OutboxRow) {
  return {
    to: r.to,
    channel: r.channel,
    subject: r.subject,
    text: r.text,
    code: r.code,
    createTime: r.createdAt.toISOString(),
  }
}
