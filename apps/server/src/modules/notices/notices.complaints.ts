/**
 * Notices of complaints (docs/product/after-sales.md, "Complaints"), in the step's transaction
 * (lib/events.ts ComplaintStep): a new complaint tells the shop, a message tells the other side
 * (both when an operator writes), a decision tells both. They lead to /home/me/ComplainDetail?id=.
 */
import type { AppContext } from '../../lib/context.ts'
import type { ComplaintStep } from '../../lib/events.ts'
import { localized } from '../../lib/messages.ts'
import { notify } from './notices.service.ts'

const KINDS = {
  NEW: {
    type: 'COMPLAINT_NEW',
    title: 'notice.complaint.new.title',
    content: 'notice.complaint.new.content',
  },
  MESSAGE: {
    type: 'COMPLAINT_MESSAGE',
    title: 'notice.complaint.message.title',
    content: 'notice.complaint.message.content',
  },
  DECIDED: {
    type: 'COMPLAINT_DECIDED',
    title: 'notice.complaint.decided.title',
    content: 'notice.complaint.decided.content',
  },
} as const

function whoHears(step: ComplaintStep): number[] {
  const { buyerId, sellerId } = step.complaint
  if (step.author === 'BUYER') return [sellerId]
  if (step.author === 'SELLER') return [buyerId]
  return [buyerId, sellerId]
}

export function complaintNoticesListeners(ctx: AppContext): void {
  ctx.events.on('complaint.moved', async (step) => {
    const kind = KINDS[step.kind]
    const params = { orderSn: step.complaint.orderSn, decision: step.complaint.decision }
    for (const memberId of whoHears(step)) {
      await notify(ctx, step.tx, memberId, kind.type, {
        title: localized(kind.title),
        content: localized(kind.content, params),
        link: `/home/me/ComplainDetail?id=${step.complaint.id}`,
      })
    }
  })
}
