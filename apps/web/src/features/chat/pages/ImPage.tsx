/**
 * /im (docs/product/screens.md, chat.md): the talk list and the open conversation. `talkId`
 * opens a talk; `goodsId` alone finds or starts the talk about a listing, `id` the talk with a
 * member; either is then replaced in the address by the talk's id (browser back still works).
 * `offer=1` opens the offer dialog once the talk is open. At 768 px and wider both panes show;
 * narrower, the list and the conversation are two full screens, without the site's header and
 * search bar (chat.css), each with its own back button.
 */
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useIsMobile } from '../../../lib/use-media.ts'
import { useOpenTalk } from '../api/open-talk.ts'
import { Conversation } from '../components/Conversation.tsx'
import { OpenTalkState } from '../components/OpenTalkState.tsx'
import { TalkList } from '../components/TalkList.tsx'
import { ChatRateContext, type RateHandler } from '../lib/rate.ts'
import { useChat } from '../lib/use-chat.ts'
import '../components/chat.css'

/** `onRate`: how app/ opens the review dialog after a deal; without it there is no "Rate" button. */
export default function ImPage({ onRate = null }: { onRate?: RateHandler | null }) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const talkId = params.get('talkId') ?? ''
  const goodsId = params.get('goodsId') ?? ''
  const memberId = params.get('id') ?? ''
  const wantsOffer = params.get('offer') === '1'
  const finding = !talkId && Boolean(goodsId || memberId)
  const found = useOpenTalk(finding ? { memberId, goodsId } : null)
  const chat = useChat()
  const mobile = useIsMobile()

  const foundId = finding ? found.data : undefined
  useEffect(() => {
    if (!foundId) return
    // Replaced, not pushed: back from the talk goes to where the member came from (the listing).
    setParams(wantsOffer ? { talkId: foundId, offer: '1' } : { talkId: foundId }, { replace: true })
  }, [foundId, wantsOffer, setParams])

  const offerShown = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        next.delete('offer')
        return next
      },
      { replace: true },
    )

  const open = Boolean(talkId || finding)
  return (
    <ChatRateContext value={onRate}>
      <div className={`im${open ? ' im-open' : ''}`} data-testid="im-page">
        {(!mobile || !open) && <TalkList activeId={talkId} phone={mobile} />}
        {(!mobile || open) && (
          <section className="im-pane" aria-label={t('chat.conversation.label')}>
            {talkId ? (
              <Conversation
                key={talkId}
                talkId={talkId}
                chat={chat}
                phone={mobile}
                wantsOffer={wantsOffer}
                onOfferShown={offerShown}
              />
            ) : finding ? (
              <OpenTalkState
                error={found.error}
                goodsId={goodsId}
                offer={wantsOffer}
                onVerified={() => void found.refetch()}
              />
            ) : (
              <div className="im-empty" data-testid="im-none">
                <p>{t('chat.conversation.none')}</p>
              </div>
            )}
          </section>
        )}
      </div>
    </ChatRateContext>
  )
}
