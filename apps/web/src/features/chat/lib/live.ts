/**
 * The chat's sync layer: one ChatSocket per tab while something uses chat (the /im page, the
 * header badge), and what its frames mean for the query cache. On every (re)connect it asks
 * for the talk list and unread count again and catches up every loaded talk by `after`, merged by
 * message id (no gap, nothing twice), then re-sends what was being sent with the same client
 * ids. While the socket cannot connect it sends over REST and polls the open talk every
 * POLL_MS. Loaded lazily (never in the home page's first load).
 */
import {
  CHAT_PHOTO_MAX_BYTES,
  type ChatMessage,
  ErrorCode,
  type Page,
  type ServerFrame,
  type TalkDetail,
  type TalkItem,
} from '@kaifong/contract'
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { ApiError, warnReplaced, withSession } from '../../../lib/api.ts'
import { currentLanguage, i18n } from '../../../lib/i18n.ts'
import { noticeKeys } from '../../../lib/query-keys.ts'
import { clearSession, sessionStore } from '../../../lib/session.ts'
import { createStore } from '../../../lib/store.ts'
import { openAuth, toast } from '../../../lib/ui.ts'
import { isFinalImageRefusal, photoFileKind } from '../../../lib/upload.ts'
import { CATCH_UP_PAGE, fetchHistory } from '../api/history.ts'
import { chatKeys } from '../api/keys.ts'
import { photoTooLarge, uploadChatPhoto } from '../api/photo.ts'
import { putRead } from '../api/read.ts'
import { postMessage } from '../api/send.ts'
import { LapsedPhotos } from './lapsed-photos.ts'
import { type HistoryData, heldThrough, mergeMessages } from './merge.ts'
import {
  addOutgoing,
  clearOutbox,
  findOutgoing,
  newClientId,
  outbox,
  removeOutgoing,
  SEND_TIMEOUT_MS,
  updateOutgoing,
} from './outbox.ts'
import { ChatSocket, type LinkState, socketUrl } from './socket.ts'
import { heardTyping, stopTyping, TYPING_SEND_EVERY_MS } from './typing.ts'
import { liveStore, refreshUnread } from './unread.ts'

/** How often the open talk and the unread count are asked for while on REST. */
export const POLL_MS = 4000
/** Frames often come in bursts: one refetch of the list and count for each burst. */
const SETTLE_MS = 250

export const linkStore = createStore<LinkState>('idle')

type TalkPages = InfiniteData<Page<TalkItem>, number>

/**
 * The access token to open the socket with: lib/api.ts's session rules hand it over, refreshed
 * first when it is about to expire (null when nobody is logged in or the refresh failed).
 */
const freshToken = () => withSession(async (token) => token, { quiet: true })

/** What lib/api.ts does for the same codes: the session is over, say so once. */
function sessionEnded(code: number) {
  clearSession()
  if (code === ErrorCode.SESSION_REPLACED) warnReplaced()
  else openAuth('login', null, { reason: 'sessionExpired' })
}

const errorText = (err: unknown) => (err instanceof ApiError ? err.message : i18n.t('errors.network'))

export class ChatClient {
  readonly socket: ChatSocket
  /** Photos whose addresses lapsed get fresh ones here (MessageList reports them). */
  readonly photos: LapsedPhotos
  private activeTalk: string | null = null
  private poll: ReturnType<typeof setInterval> | undefined
  private settle: ReturnType<typeof setTimeout> | undefined
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>()
  private readonly catchingUp = new Map<string, Promise<void>>()
  /** The highest read position sent per talk, so each is sent once. */
  private readonly readSent = new Map<string, number>()
  private readonly typingSent = new Map<string, number>()
  private readonly unsubscribe: (() => void)[] = []

  constructor(
    private readonly queryClient: QueryClient,
    socket?: ChatSocket,
  ) {
    this.photos = new LapsedPhotos(queryClient)
    this.socket =
      socket ??
      new ChatSocket({
        token: freshToken,
        url: () => socketUrl(currentLanguage()),
        WebSocket: typeof WebSocket === 'undefined' ? undefined : WebSocket,
      })
    const events = this.socket.events
    this.unsubscribe.push(
      events.on('state', (state) => this.onState(state)),
      events.on('open', () => void this.onOpen()),
      events.on('frame', (frame) => this.onFrame(frame)),
      events.on('ended', (code) => sessionEnded(code)),
    )
  }

  start(): void {
    this.socket.start()
    linkStore.set(this.socket.state)
  }

  stop(): void {
    this.socket.stop()
    for (const off of this.unsubscribe) off()
    clearInterval(this.poll)
    clearTimeout(this.settle)
    for (const timer of this.timers.values()) clearTimeout(timer)
    this.timers.clear()
    liveStore.set(false)
    linkStore.set('idle')
  }

  private get me(): string {
    return sessionStore.get().userInfo?.id ?? ''
  }

  /** The talk on screen: polled while on REST. */
  setActiveTalk(talkId: string | null): void {
    this.activeTalk = talkId
  }

  // ---- Sending ----

  sendText(talkId: string, text: string): void {
    const clientId = newClientId()
    addOutgoing({
      clientId,
      talkId,
      kind: 'TEXT',
      text,
      file: null,
      preview: null,
      state: 'sending',
      error: null,
      progress: null,
      createdAt: new Date().toISOString(),
    })
    this.dispatch(clientId)
  }

  /**
   * Refused here when it is no photo we take, or above 6 MB (in the server's own words); the
   * server checks again.
   */
  sendPhoto(talkId: string, file: File): boolean {
    const kind = photoFileKind(file)
    if (kind !== 'photo') {
      toast(i18n.t(kind === 'otherImage' ? 'chat.composer.badType' : 'chat.composer.notImage'), 'error')
      return false
    }
    if (photoTooLarge(file)) {
      toast(i18n.t('chat.composer.photoTooLarge', { mb: CHAT_PHOTO_MAX_BYTES / 1024 / 1024 }), 'error')
      return false
    }
    const clientId = newClientId()
    addOutgoing({
      clientId,
      talkId,
      kind: 'PHOTO',
      text: '',
      file,
      preview: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
      state: 'sending',
      error: null,
      progress: 0,
      createdAt: new Date().toISOString(),
    })
    this.dispatch(clientId)
    return true
  }

  /** "Tap to retry": the same client id again. */
  retry(clientId: string): void {
    if (!findOutgoing(clientId)) return
    updateOutgoing(clientId, { state: 'sending', error: null })
    this.dispatch(clientId)
  }

  private dispatch(clientId: string) {
    const item = findOutgoing(clientId)
    if (item?.state !== 'sending') return
    if (item.kind === 'PHOTO') {
      void this.upload(item.clientId)
      return
    }
    this.armTimeout(clientId)
    const frame = { type: 'send', talkId: item.talkId, clientId, text: item.text } as const
    if (this.socket.send(frame)) return
    // No socket now: over REST if it is not coming back soon, otherwise sent when it opens.
    if (this.socket.state === 'fallback') void this.sendOverRest(clientId)
  }

  private armTimeout(clientId: string) {
    clearTimeout(this.timers.get(clientId))
    this.timers.set(
      clientId,
      setTimeout(() => {
        this.timers.delete(clientId)
        if (findOutgoing(clientId)?.state === 'sending') updateOutgoing(clientId, { state: 'failed' })
      }, SEND_TIMEOUT_MS),
    )
  }

  private async sendOverRest(clientId: string) {
    const item = findOutgoing(clientId)
    if (!item) return
    try {
      this.received(await postMessage({ talkId: item.talkId, clientId, text: item.text }))
    } catch (err) {
      this.failed(clientId, errorText(err))
    }
  }

  private async upload(clientId: string) {
    const item = findOutgoing(clientId)
    if (!item?.file) return
    try {
      const message = await uploadChatPhoto({ talkId: item.talkId, clientId, file: item.file }, (progress) =>
        updateOutgoing(clientId, { progress }),
      )
      this.received(message)
    } catch (err) {
      if (isFinalImageRefusal(err)) {
        // Sending it again cannot help: no "tap to retry", the reason instead.
        this.forget(clientId)
        toast(err.message, 'error')
        return
      }
      this.failed(clientId, errorText(err))
    }
  }

  private forget(clientId: string) {
    clearTimeout(this.timers.get(clientId))
    this.timers.delete(clientId)
    removeOutgoing(clientId)
  }

  private failed(clientId: string, error: string | null) {
    clearTimeout(this.timers.get(clientId))
    this.timers.delete(clientId)
    if (findOutgoing(clientId)) updateOutgoing(clientId, { state: 'failed', error })
  }

  /** A message the server has (ours or theirs): into the history, out of the outbox. */
  private received(message: ChatMessage) {
    this.queryClient.setQueryData<HistoryData>(chatKeys.messages(message.talkId), (data) =>
      mergeMessages(data, [message]),
    )
    if (message.clientId) {
      clearTimeout(this.timers.get(message.clientId))
      this.timers.delete(message.clientId)
      removeOutgoing(message.clientId)
    }
  }

  // ---- Reading and typing ----

  /** Moves my read position to `seq` once (socket frame, or PUT without one). */
  markRead(talkId: string, seq: number): void {
    if (seq <= (this.readSent.get(talkId) ?? 0)) return
    this.readSent.set(talkId, seq)
    this.setUnreadAfterReading(talkId, seq)
    if (this.socket.send({ type: 'read', talkId, seq })) return
    void putRead(talkId, seq).then(
      () => refreshUnread(),
      () => undefined,
    )
  }

  /** Tells the other side "typing…", at most every TYPING_SEND_EVERY_MS, and only over the socket. */
  typing(talkId: string): void {
    const now = Date.now()
    if (now - (this.typingSent.get(talkId) ?? 0) < TYPING_SEND_EVERY_MS) return
    if (this.socket.send({ type: 'typing', talkId })) this.typingSent.set(talkId, now)
  }

  private setUnreadAfterReading(talkId: string, seq: number) {
    this.queryClient.setQueryData<TalkPages>(chatKeys.talks, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((p) => ({
              ...p,
              records: p.records.map((t) =>
                t.id === talkId ? { ...t, unread: Math.max(0, Math.min(t.unread, t.lastSeq - seq)) } : t,
              ),
            })),
          }
        : data,
    )
  }

  // ---- Frames ----

  private onState(state: LinkState) {
    linkStore.set(state)
    liveStore.set(state === 'open')
    clearInterval(this.poll)
    this.poll = undefined
    if (state !== 'fallback') return
    // On REST: what was waiting for the socket goes now, and the open talk is asked for often.
    for (const m of outbox.get())
      if (m.kind === 'TEXT' && m.state === 'sending') void this.sendOverRest(m.clientId)
    this.poll = setInterval(() => {
      if (this.activeTalk) void this.catchUp(this.activeTalk)
      void refreshUnread()
    }, POLL_MS)
  }

  private async onOpen() {
    this.settleLists()
    const loaded = this.queryClient
      .getQueryCache()
      .findAll({ queryKey: ['chat', 'messages'] })
      .map((q) => String(q.queryKey[2]))
    await Promise.all(loaded.map((talkId) => this.catchUp(talkId)))
    for (const m of outbox.get()) if (m.kind === 'TEXT' && m.state === 'sending') this.dispatch(m.clientId)
  }

  private onFrame(frame: ServerFrame) {
    switch (frame.type) {
      case 'message':
      case 'ack': {
        const { message } = frame
        this.received(message)
        if (message.senderId !== this.me) stopTyping(message.talkId)
        // An offer or deal step changes the talk's buttons too.
        if (message.kind === 'EVENT')
          void this.queryClient.invalidateQueries({ queryKey: chatKeys.talk(message.talkId) })
        this.settleLists()
        return
      }
      case 'read':
        if (frame.memberId === this.me) {
          // Read in another tab.
          this.readSent.set(frame.talkId, Math.max(this.readSent.get(frame.talkId) ?? 0, frame.seq))
          this.setUnreadAfterReading(frame.talkId, frame.seq)
          this.settleLists()
        } else this.otherRead(frame.talkId, frame.seq)
        return
      case 'typing':
        if (frame.memberId !== this.me) heardTyping(frame.talkId)
        return
      case 'notice':
        // A new notice: the bell and the notices pages ask again (features/notices).
        void this.queryClient.invalidateQueries({ queryKey: noticeKeys.all })
        return
      case 'talk':
        void this.queryClient.invalidateQueries({ queryKey: chatKeys.talk(frame.talkId) })
        this.settleLists()
        return
      case 'error':
        if ('dropped' in frame) {
          // The server dropped frames of ours (too many at once): read positions and "typing"
          // are sent again when next due; a dropped send fails by its time-out, tap to retry.
          this.readSent.clear()
          this.typingSent.clear()
          return
        }
        if (frame.clientId) this.failed(frame.clientId, frame.message)
        return
      default:
        return
    }
  }

  /** The other side's read position moved: "read" under my messages up to it. */
  private otherRead(talkId: string, seq: number) {
    this.queryClient.setQueryData<TalkDetail>(chatKeys.talk(talkId), (talk) =>
      talk && talk.otherReadSeq < seq ? { ...talk, otherReadSeq: seq } : talk,
    )
  }

  /** The list and the badge, once per burst of frames. */
  private settleLists() {
    clearTimeout(this.settle)
    this.settle = setTimeout(() => {
      void this.queryClient.invalidateQueries({ queryKey: chatKeys.talks })
      void refreshUnread()
    }, SETTLE_MS)
  }

  /** Everything after the last seq held without a gap, page by page until there is no more; one run per talk at a time. */
  catchUp(talkId: string): Promise<void> {
    const running = this.catchingUp.get(talkId)
    if (running) return running
    const run = (async () => {
      const key = chatKeys.messages(talkId)
      for (;;) {
        const data = this.queryClient.getQueryData<HistoryData>(key)
        if (!data) return
        const page = await fetchHistory(talkId, { after: heldThrough(data), limit: CATCH_UP_PAGE }, true)
        for (const message of page.records) this.received(message)
        if (page.records.some((m) => m.kind === 'EVENT'))
          void this.queryClient.invalidateQueries({ queryKey: chatKeys.talk(talkId) })
        if (!page.hasMore || page.records.length === 0) return
      }
    })()
      .catch(() => undefined)
      .finally(() => this.catchingUp.delete(talkId))
    this.catchingUp.set(talkId, run)
    return run
  }
}

// ---- One client per tab ----

let client: ChatClient | null = null
let users = 0
let stopSession: (() => void) | null = null

/**
 * Starts the tab's chat connection (or joins it) for as long as the caller uses chat; the
 * returned function lets go, and the last one out closes it. Logging out closes it too.
 */
export function acquireChat(queryClient: QueryClient): () => void {
  users += 1
  if (!client && sessionStore.get().userInfo) {
    client = new ChatClient(queryClient)
    client.start()
    stopSession = sessionStore.subscribe(() => {
      if (!sessionStore.get().userInfo) closeChat()
    })
  }
  let released = false
  return () => {
    if (released) return
    released = true
    users -= 1
    if (users <= 0) closeChat()
  }
}

function closeChat() {
  client?.stop()
  client = null
  stopSession?.()
  stopSession = null
  clearOutbox()
}

/** The running client, for the components that send (null before acquireChat or after logout). */
export const currentChat = (): ChatClient | null => client
