/**
 * The messages of a talk, oldest at the top, grouped under Hong Kong days. It is a `log`: screen
 * readers hear new messages. It stays at the bottom as messages arrive, and as the panes around it
 * change size, when the reader is there; otherwise a "new messages" pill takes them down. Scrolling to the top (or the button there)
 * loads older pages without moving what is on screen.
 */
import type { ChatMessage, SafetyKind, TalkDetail } from '@kaifong/contract'
import type { UseInfiniteQueryResult } from '@tanstack/react-query'
import { Fragment, lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '../../../lib/i18n.ts'
import { useSession } from '../../../lib/session.ts'
import { useLogScroll } from '../hooks/use-log-scroll.ts'
import type { ChatClient } from '../lib/live.ts'
import { flatMessages, type HistoryData } from '../lib/merge.ts'
import { type Outgoing, useOutbox } from '../lib/outbox.ts'
import { dayLabel, hkDay } from '../lib/time.ts'
import { tipsOnce } from '../lib/tips.ts'
import { EventLine, MessageBubble, PendingBubble } from './MessageBubble.tsx'

const LeaveSiteDialog = lazy(async () => ({
  default: (await import('./LeaveSiteDialog.tsx')).LeaveSiteDialog,
}))
const PhotoViewer = lazy(async () => ({ default: (await import('./PhotoViewer.tsx')).PhotoViewer }))

interface Props {
  talk: TalkDetail
  history: UseInfiniteQueryResult<HistoryData>
  chat: ChatClient | null
}

export function MessageList({ talk, history, chat }: Props) {
  const { t } = useTranslation()
  const me = useSession().userInfo?.id ?? ''
  const messages = flatMessages(history.data)
  const stored = new Set(messages.map((m) => m.clientId).filter(Boolean))
  const pending = useOutbox().filter((o) => o.talkId === talk.id && !stored.has(o.clientId))
  const [leaving, setLeaving] = useState<string | null>(null)
  // The message whose photo is open: its address is read from the cache, so a refreshed one shows.
  const [viewing, setViewing] = useState<string | null>(null)
  const viewed = viewing === null ? null : (messages.find((m) => m.id === viewing)?.photo ?? null)
  const photoFailed = (src: string) => chat?.photos.failed(talk.id, src)
  const last = messages.at(-1)
  const { box, pill, loadOlder, onScroll, toBottom } = useLogScroll({
    history,
    lastKey: pending.at(-1)?.clientId ?? last?.id,
    lastMine: pending.length > 0 || last?.senderId === me,
  })
  const name = talk.name || t('chat.deletedMember')
  return (
    <div className="conv-body">
      <div
        ref={box}
        className="conv-log"
        role="log"
        aria-live="polite"
        aria-label={t('chat.conversation.messages', { name })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        onScroll={onScroll}
        data-testid="message-log"
      >
        {history.hasNextPage && (
          <button type="button" className="link small conv-older" onClick={loadOlder}>
            {history.isFetchingNextPage ? t('common.loading') : t('chat.conversation.older')}
          </button>
        )}
        {history.isPending && <p className="muted small center">{t('common.loading')}</p>}
        {!history.isPending && messages.length === 0 && pending.length === 0 && (
          <p className="conv-start muted small">{t('chat.conversation.start', { name })}</p>
        )}
        <LogLines
          messages={messages}
          pending={pending}
          me={me}
          name={name}
          otherReadSeq={talk.otherReadSeq}
          tips={tipsOnce(messages, me)}
          onLeave={setLeaving}
          onPhoto={setViewing}
          onPhotoError={photoFailed}
          onRetry={(clientId) => chat?.retry(clientId)}
        />
      </div>
      {pill && (
        <button type="button" className="conv-pill" data-testid="new-messages" onClick={toBottom}>
          {t('chat.conversation.newMessages')} ↓
        </button>
      )}
      <Suspense fallback={null}>
        {leaving && <LeaveSiteDialog url={leaving} onClose={() => setLeaving(null)} />}
        {viewed && <PhotoViewer photo={viewed} onClose={() => setViewing(null)} onError={photoFailed} />}
      </Suspense>
    </div>
  )
}

interface LogLinesProps {
  messages: ChatMessage[]
  pending: Outgoing[]
  me: string
  /** The other member's name, or "deleted member". */
  name: string
  otherReadSeq: number
  tips: Map<string, SafetyKind[]>
  onLeave: (url: string) => void
  /** Opens the photo of the message with this id. */
  onPhoto: (messageId: string) => void
  onPhotoError: (src: string) => void
  onRetry: (clientId: string) => void
}

/** The stored messages, then the ones on their way, each Hong Kong day under its separator. */
function LogLines({ messages, pending, me, name, otherReadSeq, tips, ...on }: LogLinesProps) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  let day: number | null = null
  const separator = (iso: string, key: string) => {
    const d = hkDay(new Date(iso))
    if (d === day) return null
    day = d
    return (
      <p key={`day-${key}`} className="msg-day" data-testid="day-separator">
        <span>{dayLabel(iso, lang, t)}</span>
      </p>
    )
  }
  return (
    <>
      {messages.map((m) => (
        <Fragment key={m.id}>
          {separator(m.createTime, m.id)}
          {m.kind === 'EVENT' ? (
            <EventLine message={m} me={me} name={name} />
          ) : (
            <MessageBubble
              message={m}
              mine={m.senderId === me}
              state={m.seq <= otherReadSeq ? 'read' : 'sent'}
              tips={tips.get(m.id)}
              onLeave={on.onLeave}
              onPhoto={() => on.onPhoto(m.id)}
              onPhotoError={on.onPhotoError}
            />
          )}
        </Fragment>
      ))}
      {pending.map((item) => (
        <Fragment key={item.clientId}>
          {separator(item.createdAt, item.clientId)}
          <PendingBubble item={item} onRetry={() => on.onRetry(item.clientId)} />
        </Fragment>
      ))}
    </>
  )
}
