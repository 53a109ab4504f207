/**
 * One reported listing or chat (docs/admin.md, "Report queue"), at /admin/reports/goods/:goodsId
 * or /admin/reports/talk/:talkId. A listing shows its picture, name, price and state, its
 * reports and the seller's history, and is settled by Dismiss, Take down or Delete; a chat shows
 * the messages the report captured, read-only, and is settled by Dismiss or Ban. Each action asks
 * for a reason (required to act, optional to dismiss), which the audit log keeps.
 */
import { useParams } from 'react-router'
import { GoodsReport } from '../components/GoodsReport.tsx'
import { TalkReport } from '../components/TalkReport.tsx'

export default function ReportDetailPage() {
  const { goodsId, talkId } = useParams()
  if (goodsId) return <GoodsReport goodsId={goodsId} />
  if (talkId) return <TalkReport talkId={talkId} />
  return null
}
