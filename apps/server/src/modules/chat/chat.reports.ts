/**
 * Reports of chats as an operator settles them (modules/moderation, docs/admin.md "Report
 * queue"); members report a chat through chat.service.ts.
 */
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { talkReports } from '../../db/schema.ts'

/** What settles a report: the outcome, the operator and when. */
export interface TalkReportSettlement {
  outcome: string
  handledBy: number
  at: Date
}

/**
 * Every open report of the chat becomes HANDLED with the outcome, in the resolve's transaction.
 * One conditional UPDATE, so of two resolves at once only the first finds reports open. Answers
 * each report's id and the member it names (none when nothing was open).
 */
export async function settleTalkReports(
  db: DbOrTx,
  talkId: number,
  s: TalkReportSettlement,
): Promise<{ id: number; reportedId: number }[]> {
  return db
    .update(talkReports)
    .set({ status: 'HANDLED', outcome: s.outcome, handledBy: s.handledBy, handledAt: s.at })
    .where(and(eq(talkReports.talkId, talkId), eq(talkReports.status, 'OPEN')))
    .returning({ id: talkReports.id, reportedId: talkReports.reportedId })
}
