/**
 * One open talk: its header (listing, member, menu), the offer and deal area, the messages, who
 * is typing, and the composer. It tells the sync layer which talk is on screen (polled while on
 * REST) and marks messages read while the conversation is visible and the window focused.
 */
import type { TalkDetail } from '@kaifong/contract'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { isNotFound } from '../../../lib/not-found.ts'
import { useHistory } from '../api/history.ts'
import { useTalk } from '../api/talk.ts'
import type { ChatClient } from '../lib/live.ts'
import { flatMessages } from '../lib/merge.ts'
import { useLinkState } from '../lib/use-chat.ts'
import { Composer } from './Composer.tsx'
import { ConversationHeader } from './ConversationHeader.tsx'
import { MessageList } from './MessageList.tsx'
import { OfferBar } from './OfferBar.tsx'
import { TypingLine } from './TypingLine.tsx'

interface Props {
  talkId: string
  chat: ChatClient | null
  /** Phones show the conversation as a screen of its own, with a way back to the list. */
  phone: boolean
  wantsOffer: boolean
  onOfferShown: () => void
}

export function Conversation({ talkId, chat, phone, wantsOffer, onOfferShown }: Props) {
  const { t } = useTranslation()
  const talk = useTalk(talkId)
  useEffect(() => {
    chat?.setActiveTalk(talkId)
    return () => chat?.setActiveTalk(null)
  }, [chat, talkId])

  if (talk.error && !talk.data) {
    return (
      <div className="im-empty" role="alert" data-testid="talk-error">
        <p>{isNotFound(talk.error) ? t('chat.open.notFound') : t('errors.loadFailed')}</p>
        <Link className="btn btn-outline btn-small" to={paths.im()}>
          {t('chat.open.allMessages')}
        </Link>
      </div>
    )
  }
  if (!talk.data) {
    return (
      <div className="im-empty" role="status" aria-busy="true">
        <span className="spinner" aria-hidden />
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    )
  }
  return (
    <OpenTalk
      talk={talk.data}
      chat={chat}
      phone={phone}
      wantsOffer={wantsOffer}
      onOfferShown={onOfferShown}
    />
  )
}

function OpenTalk({
  talk,
  chat,
  phone,
  wantsOffer,
  onOfferShown,
}: Omit<Props, 'talkId'> & { talk: TalkDetail }) {
  const history = useHistory(talk.id)
  useMarkRead(talk.id, chat, flatMessages(history.data).at(-1)?.seq ?? 0)
  return (
    <article className="conv" data-testid="conversation">
      <ConversationHeader talk={talk} phone={phone} />
      <LinkNotice />
      <OfferBar talk={talk} wantsOffer={wantsOffer} onOfferShown={onOfferShown} />
      <MessageList talk={talk} history={history} chat={chat} />
      <TypingLine talkId={talk.id} name={talk.name} />
      <Composer talk={talk} chat={chat} />
    </article>
  )
}

/** Says so while the messages come by REST or the socket is reconnecting (nothing when it is fine). */
function LinkNotice() {
  const { t } = useTranslation()
  const state = useLinkState()
  if (state !== 'fallback' && state !== 'connecting') return null
  // The browser knows when there is no network at all: say that rather than "slow".
  const key = !navigator.onLine ? 'offline' : state
  return (
    <p className="conv-link" role="status" data-testid="link-notice">
      {t(`chat.link.${key}`)}
    </p>
  )
}

/** Reads up to `lastSeq` whenever it grows while the page is visible and focused, and on coming back to it. */
function useMarkRead(talkId: string, chat: ChatClient | null, lastSeq: number) {
  useEffect(() => {
    if (!chat || lastSeq === 0) return
    const read = () => {
      if (document.visibilityState === 'visible' && document.hasFocus()) chat.markRead(talkId, lastSeq)
    }
    read()
    window.addEventListener('focus', read)
    document.addEventListener('visibilitychange', read)
    return () => {
      window.removeEventListener('focus', read)
      document.removeEventListener('visibilitychange', read)
    }
  }, [chat, talkId, lastSeq])
}
