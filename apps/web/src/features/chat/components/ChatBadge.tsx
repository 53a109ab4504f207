/**
 * The header's chat link with the unread count (members only), loaded with the chat's texts after
 * the first render (features/chat/index.ts); the count and the connection are lib/unread.ts. It is
 * a link to /im; from 768 px wide a click opens the dropdown of recent talks instead, whose code
 * loads on first open.
 */
import { MOBILE_BREAKPOINT } from '@kaifong/contract'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '../../../components/Icon.tsx'
import { paths } from '../../../config/paths.ts'
import { useStore } from '../../../lib/store.ts'
import { useDismiss } from '../../../lib/use-dismiss.ts'
import { unreadStore } from '../lib/unread.ts'
import { watchUnread } from '../lib/watch.ts'
import './chat-badge.css'

// The chat's texts are loaded with this component (features/chat/index.ts).
const ChatDropdown = lazy(async () => ({ default: (await import('./ChatDropdown.tsx')).ChatDropdown }))

/** The default export: what the lazy component in features/chat/index.ts loads. */
export default function ChatBadge() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  useEffect(() => watchUnread(queryClient), [queryClient])
  const count = useStore(unreadStore)
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const link = useRef<HTMLAnchorElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(ref, open, close)
  const shown = count > 99 ? '99+' : String(count)
  return (
    // Esc from the link or anywhere in the dropdown closes it, and focus goes back to the link.
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys of the link and the dropdown inside it
    <div
      className="chat-menu"
      ref={ref}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return
        setOpen(false)
        link.current?.focus()
      }}
    >
      <Link
        ref={link}
        to={paths.im()}
        className="header-link chat-badge"
        aria-label={count ? t('chat.badge.unread', { n: shown }) : t('chat.badge.label')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="chat-badge"
        onClick={(e) => {
          // Phones go to /im; wider screens open the dropdown over the page.
          if (window.innerWidth < MOBILE_BREAKPOINT) return
          e.preventDefault()
          setOpen(!open)
        }}
      >
        <Icon name="chat" size={22} />
        {count > 0 && (
          // Not a <span>: the phone header hides the spans of its links (their text is the label).
          <b className="chat-count" aria-hidden data-testid="chat-badge-count">
            {shown}
          </b>
        )}
      </Link>
      {open && (
        <Suspense fallback={null}>
          <ChatDropdown onClose={close} />
        </Suspense>
      )}
    </div>
  )
}
