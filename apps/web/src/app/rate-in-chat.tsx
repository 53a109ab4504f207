/**
 * The /im page with the reviews feature's rating dialog behind its "Rate" button: the chat page
 * takes an `onRate` handler (features/chat RateHandler) and app/, the only place features are
 * combined, supplies one. The router loads this file lazily in the page's place, so the page and
 * its wiring are one chunk and neither reaches the first load (docs/architecture.md, "Web features").
 */
import type { TalkDetail } from '@kaifong/contract'
import { Suspense, useState } from 'react'
import ImPage from '../features/chat/pages/ImPage.tsx'
import { RateDialog } from '../features/evaluations/index.ts'

/** The rating dialog for a talk's deal: the member reviewed is the other side, in their role. */
export function ChatRateDialog({ talk, onDone }: { talk: TalkDetail; onDone: () => void }) {
  return (
    <Suspense fallback={null}>
      <RateDialog
        talkId={talk.id}
        goodsId={talk.goodsId}
        member2Id={talk.userId}
        role={talk.myRole === 'BUYER' ? 'SELLER' : 'BUYER'}
        name={talk.name}
        face={talk.face}
        goodsName={talk.goodsName}
        onDone={onDone}
      />
    </Suspense>
  )
}

export default function ImWithRating() {
  const [talk, setTalk] = useState<TalkDetail | null>(null)
  return (
    <>
      <ImPage onRate={setTalk} />
      {/* The talk itself follows through the socket (the server's `talk` frame after a review). */}
      {talk && <ChatRateDialog talk={talk} onDone={() => setTalk(null)} />}
    </>
  )
}
