/**
 * The header's chat link with the unread count (members only), loaded with the chat's texts after
 * the first render (features/chat/index.ts); the count and the connection are lib/unread.ts. It is
 * a link to /im; from 768 px wide a click opens the dropdown of recent talks instead, whose code
 * loads on first open.
 */
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { countText, HeaderMenu } from '../../../components/HeaderMenu.tsx'
import { Icon } from '../../../components/Icon.tsx'
import { paths } from '../../../config/paths.ts'
import { useStore } from '../../../lib/store.ts'
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
  return (
    <HeaderMenu
      to={paths.im()}
      label={count ? t('chat.badge.unread', { n: countText(count) }) : t('chat.badge.label')}
      count={count}
      icon={<Icon name="chat" size={22} />}
      name="chat-badge"
      testId="chat-badge"
      dropdown={(close) => (
        <Suspense fallback={null}>
          <ChatDropdown onClose={close} />
        </Suspense>
      )}
    />
  )
}
