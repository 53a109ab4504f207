/**
 * One message: an offer or deal step as a centred line in the viewer's words, or a bubble (mine
 * on the right with its state: sending, sent, read, failed — tap to retry; theirs on the left,
 * with a safety tip under the first text of each kind of risk). Photos are thumbnails that open the full picture.
 */
import type { ChatMessage, ChatPhoto, SafetyKind } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import type { Outgoing } from '../lib/outbox.ts'
import { messageTime } from '../lib/time.ts'
import { LinkedText } from './LinkedText.tsx'
import { SafetyTip } from './SafetyTip.tsx'

export type MessageState = 'sending' | 'sent' | 'read' | 'failed'

interface Handlers {
  onLeave: (url: string) => void
  onPhoto: (photo: ChatPhoto) => void
  /** The photo did not load from this address (lapsed, most likely: lib/lapsed-photos.ts). */
  onPhotoError: (src: string) => void
}

/** A photo's thumbnail box: at most 220 px either way, in its own proportions, so nothing jumps as it loads. */
function thumbSize(photo: Pick<ChatPhoto, 'width' | 'height'>) {
  const scale = Math.min(1, 220 / Math.max(photo.width, photo.height, 1))
  return { width: Math.round(photo.width * scale) || 220, height: Math.round(photo.height * scale) || 220 }
}

export function EventLine({ message, me, name }: { message: ChatMessage; me: string; name: string }) {
  const { t } = useTranslation()
  const actor = message.senderId === '0' ? undefined : message.senderId === me ? 'mine' : 'theirs'
  return (
    <p className="msg-event" data-testid="event-line">
      {t(`chat.event.${message.event ?? 'QUOTED'}`, {
        context: actor,
        name,
        price: message.price ? formatHKD(message.price) : '',
      })}
      <time dateTime={message.createTime}> · {messageTime(message.createTime, currentLanguage())}</time>
    </p>
  )
}

export function MessageBubble({
  message,
  mine,
  state,
  tips = [],
  ...handlers
}: Handlers & {
  message: ChatMessage
  mine: boolean
  state: MessageState
  /** The safety tips shown under it: each kind once per conversation (lib/tips.ts `tipsOnce`). */
  tips?: readonly SafetyKind[]
}) {
  const { t } = useTranslation()
  const photo = message.photo
  return (
    <div className={`msg ${mine ? 'msg-mine' : 'msg-theirs'}`} data-testid="message" data-seq={message.seq}>
      <div className="msg-bubble">
        {message.kind === 'PHOTO' && photo ? (
          <button
            type="button"
            className="msg-photo"
            aria-label={t('chat.message.openPhoto')}
            onClick={() => handlers.onPhoto(photo)}
          >
            <img
              src={photo.thumbnail}
              alt=""
              {...thumbSize(photo)}
              loading="lazy"
              onError={() => handlers.onPhotoError(photo.thumbnail)}
            />
          </button>
        ) : (
          <p className="msg-text">
            <LinkedText text={message.text} onLeave={handlers.onLeave} />
          </p>
        )}
      </div>
      <p className="msg-meta">
        <time dateTime={message.createTime}>{messageTime(message.createTime, currentLanguage())}</time>
        {mine && (
          <span className={`msg-state msg-${state}`} data-testid="message-state">
            {t(`chat.state.${state}`)}
          </span>
        )}
      </p>
      {!mine && message.kind === 'TEXT' && <SafetyTip messageId={message.id} kinds={tips} />}
    </div>
  )
}

/** A message of mine not yet stored: sending (with a photo's progress) or failed, tap to retry. */
export function PendingBubble({ item, onRetry }: { item: Outgoing; onRetry: () => void }) {
  const { t } = useTranslation()
  const failed = item.state === 'failed'
  return (
    <div className="msg msg-mine msg-pending" data-testid="message" data-state={item.state}>
      <div className="msg-bubble">
        {item.kind === 'PHOTO' ? (
          <span className="msg-photo">
            {item.preview && <img src={item.preview} alt="" width={160} height={160} />}
            {!failed && item.progress !== null && (
              <progress
                className="msg-progress"
                max={1}
                value={item.progress}
                aria-label={t('chat.state.uploading')}
              />
            )}
          </span>
        ) : (
          <p className="msg-text">{item.text}</p>
        )}
      </div>
      <p className="msg-meta">
        {failed ? (
          <button type="button" className="msg-retry" data-testid="message-retry" onClick={onRetry}>
            {item.error ? `${item.error} · ` : ''}
            {t('chat.state.failed')}
          </button>
        ) : (
          <span className="msg-state msg-sending" data-testid="message-state">
            {t('chat.state.sending')}
          </span>
        )}
      </p>
    </div>
  )
}
