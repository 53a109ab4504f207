/** Complaints as the API shows them (packages/contract api/complaints.ts), in the viewer's language. */
import { COMPLAINT_REASONS, type ComplaintView, type Language } from '@kaifong/contract'
import type { DbOrTx } from '../../db/client.ts'
import { t } from '../../lib/messages.ts'
import { type ComplaintRow, messagesOf } from './complaints.repo.ts'

type Reason = (typeof COMPLAINT_REASONS)[number]
const isReason = (code: string): code is Reason => (COMPLAINT_REASONS as readonly string[]).includes(code)
export const complaintReason = (code: string, lang: Language) =>
  isReason(code) ? t(lang, `complaint.reason.${code}`) : code

export const complaintReasons = (lang: Language) =>
  COMPLAINT_REASONS.map((code) => ({ code, label: complaintReason(code, lang) }))

export async function presentComplaints(
  db: DbOrTx,
  rows: ComplaintRow[],
  lang: Language,
): Promise<ComplaintView[]> {
  const messages = await messagesOf(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((r) => ({
    id: String(r.id),
    orderSn: r.orderSn,
    reasonCode: r.reasonCode,
    reasonLabel: complaintReason(r.reasonCode, lang),
    content: r.content,
    photos: r.photos,
    status: r.status,
    favour: r.favour ?? null,
    decision: r.decision,
    decidedTime: r.decidedAt?.toISOString() ?? null,
    createTime: r.createdAt.toISOString(),
    messages: messages
      .filter((m) => m.complaintId === r.id)
      .map((m) => ({ author: m.author, content: m.content, createTime: m.createdAt.toISOString() })),
  }))
}

export async function presentOne(db: DbOrTx, row: ComplaintRow, lang: Language): Promise<ComplaintView> {
  const [view] = await presentComplaints(db, [row], lang)
  if (!view) throw new Error(`complaint ${row.id} not presented`)
  return view
}
