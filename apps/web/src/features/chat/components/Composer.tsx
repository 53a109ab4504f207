/**
 * Writing a message: Enter sends, Shift+Enter starts a new line; at most CHAT_TEXT_MAX characters,
 * with a counter near the limit; a photo button; "typing…" sent to the other side at most every
 * 3 s. When nothing can be delivered (a block, the other account gone) it says why instead.
 */
import { CHAT_TEXT_MAX, type TalkDetail } from '@kaifong/contract'
import {
  type Dispatch,
  type FormEvent,
  type KeyboardEvent,
  type SetStateAction,
  useRef,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatClient } from '../lib/live.ts'

/** The counter shows from this many characters on. */
const COUNTER_FROM = CHAT_TEXT_MAX - 100

const lengthOf = (text: string) => [...text].length

interface Props {
  talk: TalkDetail
  chat: ChatClient | null
}

export function Composer({ talk, chat }: Props) {
  const { t } = useTranslation()
  // Held here, so a draft outlives a block that is lifted again.
  const [text, setText] = useState('')
  const reason = talk.otherDeleted
    ? t('chat.composer.gone')
    : talk.blockedByMe
      ? t('chat.composer.blockedByMe')
      : talk.blockedByOther
        ? t('chat.composer.blockedByOther')
        : null
  if (reason) {
    return (
      <p className="composer-off" role="status" data-testid="composer-off">
        {reason}
      </p>
    )
  }
  return <ComposerForm talk={talk} chat={chat} text={text} setText={setText} />
}

interface FormProps extends Props {
  text: string
  setText: Dispatch<SetStateAction<string>>
}

function ComposerForm({ talk, chat, text, setText }: FormProps) {
  const { t } = useTranslation()
  const area = useRef<HTMLTextAreaElement>(null)
  const length = lengthOf(text)
  const tooLong = length > CHAT_TEXT_MAX
  const send = () => {
    const body = text.replace(/\r\n?/g, '\n').trim()
    if (!body || tooLong || !chat) return
    chat.sendText(talk.id, body)
    setText('')
    area.current?.focus()
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    send()
  }
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing: Enter there picks the characters.
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return
    e.preventDefault()
    send()
  }

  return (
    <form className="composer" onSubmit={submit} data-testid="composer">
      <PhotoButton disabled={!chat} onPick={(picked) => chat?.sendPhoto(talk.id, picked)} />
      <div className="composer-field">
        <label htmlFor="composer-text" className="sr-only">
          {t('chat.composer.label')}
        </label>
        <textarea
          ref={area}
          id="composer-text"
          rows={1}
          value={text}
          placeholder={t('chat.composer.placeholder')}
          aria-invalid={tooLong || undefined}
          aria-describedby={length >= COUNTER_FROM ? 'composer-count' : undefined}
          data-testid="composer-text"
          onChange={(e) => {
            setText(e.target.value)
            if (e.target.value) chat?.typing(talk.id)
          }}
          onKeyDown={onKeyDown}
        />
        {length >= COUNTER_FROM && (
          <span id="composer-count" className={`composer-count${tooLong ? ' over' : ''}`} aria-live="polite">
            {t('chat.composer.count', { count: length, max: CHAT_TEXT_MAX })}
          </span>
        )}
      </div>
      <button
        type="submit"
        className="btn btn-primary composer-send"
        disabled={!text.trim() || tooLong || !chat}
        data-testid="composer-send"
      >
        {t('chat.composer.send')}
      </button>
    </form>
  )
}

/** The camera button and the hidden file input it opens. */
function PhotoButton({ disabled, onPick }: { disabled: boolean; onPick: (file: File) => void }) {
  const { t } = useTranslation()
  const file = useRef<HTMLInputElement>(null)
  return (
    <>
      <button
        type="button"
        className="icon-btn composer-photo"
        aria-label={t('chat.composer.photo')}
        data-testid="composer-photo"
        disabled={disabled}
        onClick={() => file.current?.click()}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden>
          <path
            fill="currentColor"
            d="M4 5h3l2-2h6l2 2h3a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm8 3.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Zm0 2a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Z"
          />
        </svg>
      </button>
      <input
        ref={file}
        type="file"
        accept="image/*"
        hidden
        data-testid="composer-file"
        onChange={(e) => {
          const picked = e.target.files?.[0]
          e.target.value = ''
          if (picked) onPick(picked)
        }}
      />
    </>
  )
}
