/**
 * The messages of a talk, oldest at the top, grouped under Hong Kong days. It is a `log`: screen
 * readers hear new messages. It stays at the bottom as messages arrive, and as the panes around it
 * change size, when the reader is there; otherwise a "new messages" pill takes them down. Scrolling to the top (or the button there)
 * loads older pages without moving what is on screen.
 */
import type { TalkDetail } from '@kaifong/contract'
import type { UseInfiniteQueryResult } from '@tanstack/react-query'
import { Fragment, lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '../../../lib/i18n.ts'
import { useSession } from '../../../lib/session.ts'
import type { ChatClient } from '../lib/live.ts'
import { flatMessages, type HistoryData } from '../lib/merge.ts'
import { useOutbox } from '../lib/outbox.ts'
import { dayLabel, hkDay } from '../lib/time.ts'
import { tipsOnce } from '../lib/tips.ts'
import { EventLine, MessageBubble, PendingBubble } from './MessageBubble.tsx'

const LeaveSiteDialog = lazy(async () => ({
  default: (await import('./LeaveSiteDialog.tsx')).LeaveSiteDialog,
}))
const PhotoViewer = lazy(async () => ({ default: (await import('./PhotoViewer.tsx')).PhotoViewer }))

/** Closer than this to the bottom counts as "at the bottom". */
const BOTTOM_SLACK_PX = 48
const TOP_LOAD_PX = 80

interface Props {
  talk: TalkDetail
  history: UseInfiniteQueryResult<HistoryData>
  chat: ChatClient | null
}

export function MessageList({ talk, history, chat }: Props) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const me = useSession().userInfo?.id ?? ''
  const messages = flatMessages(history.data)
  const tips = tipsOnce(messages, me)
  const stored = new Set(messages.map((m) => m.clientId).filter(Boolean))
  const pending = useOutbox().filter((o) => o.talkId === talk.id && !stored.has(o.clientId))
  const [leaving, setLeaving] = useState<string | null>(null)
  // The message whose photo is open: its address is read from the cache, so a refreshed one shows.
  const [viewing, setViewing] = useState<string | null>(null)
  const viewed = viewing === null ? null : (messages.find((m) => m.id === viewing)?.photo ?? null)
  const photoFailed = (src: string) => chat?.photos.failed(talk.id, src)
  const [pill, setPill] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const atBottom = useRef(true)
  const olderFrom = useRef<number | null>(null)

  const last = messages.at(-1)
  const lastKey = pending.at(-1)?.clientId ?? last?.id
  const lastMine = pending.length > 0 || last?.senderId === me
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes
  useLayoutEffect(() => {
    const el = box.current
    if (!el || lastKey === undefined) return
    if (atBottom.current || lastMine) {
      el.scrollTop = el.scrollHeight
      setPill(false)
    } else setPill(true)
  }, [lastKey])

  // The log got shorter or taller under the reader (an accepted offer grows the offer bar above it,
  // the typing line or the keyboard takes room below): one at the bottom stays there, so the newest
  // line never ends up hidden behind the composer.
  useEffect(() => {
    const el = box.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  // Older messages went in above: keep the reader's place.
  const pageCount = history.data?.pages.length ?? 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a page of older messages arrives
  useLayoutEffect(() => {
    const el = box.current
    if (!el || olderFrom.current === null) return
    el.scrollTop += el.scrollHeight - olderFrom.current
    olderFrom.current = null
  }, [pageCount])

  const loadOlder = () => {
    const el = box.current
    if (!el || !history.hasNextPage || history.isFetchingNextPage) return
    olderFrom.current = el.scrollHeight
    void history.fetchNextPage()
  }
  const onScroll = () => {
    const el = box.current
    if (!el) return
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK_PX
    if (atBottom.current) setPill(false)
    if (el.scrollTop < TOP_LOAD_PX) loadOlder()
  }
  const toBottom = () => {
    const el = box.current
    if (el) el.scrollTop = el.scrollHeight
    atBottom.current = true
    setPill(false)
  }

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
        {messages.map((m) => (
          <Fragment key={m.id}>
            {separator(m.createTime, m.id)}
            {m.kind === 'EVENT' ? (
              <EventLine message={m} me={me} name={name} />
            ) : (
              <MessageBubble
                message={m}
                mine={m.senderId === me}
                state={m.seq <= talk.otherReadSeq ? 'read' : 'sent'}
                tips={tips.get(m.id)}
                onLeave={setLeaving}
                onPhoto={() => setViewing(m.id)}
                onPhotoError={photoFailed}
              />
            )}
          </Fragment>
        ))}
        {pending.map((item) => (
          <Fragment key={item.clientId}>
            {separator(item.createdAt, item.clientId)}
            <PendingBubble item={item} onRetry={() => chat?.retry(item.clientId)} />
          </Fragment>
        ))}
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
