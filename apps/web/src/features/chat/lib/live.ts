/**
 * The chat's sync layer: one ChatSocket per tab while something uses chat (the /im page, the
 * header badge), and what its frames mean for the query cache. On every (re)connect it asks
 * for the talk list and unread count again and catches up every loaded talk by `after`, merged by
 * message id (no gap, nothing twice), then re-sends what was being sent with the same client
 * ids. While the socket cannot connect it sends over REST and polls the open talk every
 * POLL_MS. Loaded lazily (never in the home page's first load).
 */
import type { ServerFrame } from '@kaifong/contract'
import { ErrorCode } from '@kaifong/contract'
import type { QueryClient } from '@tanstack/react-query'
import { warnReplaced, withSession } from '../../../lib/api.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { noticeKeys } from '../../../lib/query-keys.ts'
import { clearSession, sessionStore } from '../../../lib/session.ts'
import { createStore } from '../../../lib/store.ts'
import { openAuth } from '../../../lib/ui.ts'
import { chatKeys } from '../api/keys.ts'
import { putRead } from '../api/read.ts'
import { LapsedPhotos } from './lapsed-photos.ts'
import { clearOutbox } from './outbox.ts'
import { ChatSender } from './sending.ts'
import { ChatSocket, type LinkState, socketUrl } from './socket.ts'
import { catchUpRunner, loadedTalks, setOtherRead, setUnreadAfterReading } from './talk-cache.ts'
import { heardTyping, stopTyping, TYPING_SEND_EVERY_MS } from './typing.ts'
import { liveStore, refreshUnread } from './unread.ts'

/** How often the open talk and the unread count are asked for while on REST. */
export const POLL_MS = 4000
/** Frames often come in bursts: one refetch of the list and count for each burst. */
const SETTLE_MS = 250

export const linkStore = createStore<LinkState>('idle')

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

export class ChatClient {
  readonly socket: ChatSocket
  /** Photos whose addresses lapsed get fresh ones here (MessageList reports them). */
  readonly photos: LapsedPhotos
  private readonly sender: ChatSender
  /** Everything after the last seq held without a gap; one run per talk at a time. */
  readonly catchUp: (talkId: string) => Promise<void>
  private activeTalk: string | null = null
  private poll: ReturnType<typeof setInterval> | undefined
  private settle: ReturnType<typeof setTimeout> | undefined
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
    this.sender = new ChatSender(queryClient, this.socket)
    this.catchUp = catchUpRunner(queryClient, (message) => this.sender.received(message))
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
    this.sender.stop()
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

  // ---- Sending (sending.ts) ----

  sendText(talkId: string, text: string): void {
    this.sender.sendText(talkId, text)
  }

  /** Refused (false, with a toast) when it is no photo we take or too large. */
  sendPhoto(talkId: string, file: File): boolean {
    return this.sender.sendPhoto(talkId, file)
  }

  /** "Tap to retry": the same client id again. */
  retry(clientId: string): void {
    this.sender.retry(clientId)
  }

  // ---- Reading and typing ----

  /** Moves my read position to `seq` once (socket frame, or PUT without one). */
  markRead(talkId: string, seq: number): void {
    if (seq <= (this.readSent.get(talkId) ?? 0)) return
    this.readSent.set(talkId, seq)
    setUnreadAfterReading(this.queryClient, talkId, seq)
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

  // ---- Frames ----

  private onState(state: LinkState) {
    linkStore.set(state)
    liveStore.set(state === 'open')
    clearInterval(this.poll)
    this.poll = undefined
    if (state !== 'fallback') return
    // On REST: what was waiting for the socket goes now, and the open talk is asked for often.
    this.sender.sendWaiting(true)
    this.poll = setInterval(() => {
      if (this.activeTalk) void this.catchUp(this.activeTalk)
      void refreshUnread()
    }, POLL_MS)
  }

  private async onOpen() {
    this.settleLists()
    await Promise.all(loadedTalks(this.queryClient).map((talkId) => this.catchUp(talkId)))
    this.sender.sendWaiting(false)
  }

  private onFrame(frame: ServerFrame) {
    switch (frame.type) {
      case 'message':
      case 'ack': {
        const { message } = frame
        this.sender.received(message)
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
          setUnreadAfterReading(this.queryClient, frame.talkId, frame.seq)
          this.settleLists()
        } else setOtherRead(this.queryClient, frame.talkId, frame.seq)
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
        if (frame.clientId) this.sender.failed(frame.clientId, frame.message)
        return
      default:
        return
    }
  }

  /** The list and the badge, once per burst of frames. */
  private settleLists() {
    clearTimeout(this.settle)
    this.settle = setTimeout(() => {
      void this.queryClient.invalidateQueries({ queryKey: chatKeys.talks })
      void refreshUnread()
    }, SETTLE_MS)
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
