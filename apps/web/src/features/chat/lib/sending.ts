/**
 * The sending half of the chat's sync layer (live.ts): each message of the outbox goes over the
 * socket, or over REST while the socket cannot connect, and photos are uploaded over REST. A
 * message fails after SEND_TIMEOUT_MS without the server's copy; "tap to retry" sends it again
 * with the same client id (docs/product/chat.md#messages).
 */
import { CHAT_PHOTO_MAX_BYTES, type ChatMessage } from '@kaifong/contract'
import type { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api.ts'
import { i18n } from '../../../lib/i18n.ts'
import { toast } from '../../../lib/ui.ts'
import { isFinalImageRefusal, photoFileKind } from '../../../lib/upload.ts'
import { chatKeys } from '../api/keys.ts'
import { photoTooLarge, uploadChatPhoto } from '../api/photo.ts'
import { postMessage } from '../api/send.ts'
import { type HistoryData, mergeMessages } from './merge.ts'
import {
  addOutgoing,
  findOutgoing,
  newClientId,
  outbox,
  removeOutgoing,
  SEND_TIMEOUT_MS,
  updateOutgoing,
} from './outbox.ts'
import type { ChatSocket } from './socket.ts'

const errorText = (err: unknown) => (err instanceof ApiError ? err.message : i18n.t('errors.network'))

export class ChatSender {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>()

  constructor(
    private readonly queryClient: QueryClient,
    private readonly socket: ChatSocket,
  ) {}

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

  /** The texts that were waiting for the socket: over it now it is open, or over REST on fallback. */
  sendWaiting(overRest: boolean): void {
    for (const m of outbox.get()) {
      if (m.kind !== 'TEXT' || m.state !== 'sending') continue
      if (overRest) void this.sendOverRest(m.clientId)
      else this.dispatch(m.clientId)
    }
  }

  /** A message the server has (ours or theirs): into the history, out of the outbox. */
  received(message: ChatMessage): void {
    this.queryClient.setQueryData<HistoryData>(chatKeys.messages(message.talkId), (data) =>
      mergeMessages(data, [message]),
    )
    if (message.clientId) {
      this.clearTimer(message.clientId)
      removeOutgoing(message.clientId)
    }
  }

  failed(clientId: string, error: string | null): void {
    this.clearTimer(clientId)
    if (findOutgoing(clientId)) updateOutgoing(clientId, { state: 'failed', error })
  }

  stop(): void {
    for (const timer of this.timers.values()) clearTimeout(timer)
    this.timers.clear()
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

  private clearTimer(clientId: string) {
    clearTimeout(this.timers.get(clientId))
    this.timers.delete(clientId)
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
        this.clearTimer(clientId)
        removeOutgoing(clientId)
        toast(err.message, 'error')
        return
      }
      this.failed(clientId, errorText(err))
    }
  }
}
