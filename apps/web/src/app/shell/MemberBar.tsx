/**
 * The header's member-only links: daily tasks, my reviews, favourites, the cart, the chat and
 * notification badges and the avatar menu. Loaded after the first render, for members only, so
 * none of it is in the home page's first load (docs/architecture.md, "Delivery"); the badges load
 * their own code and texts after it.
 */
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '../../components/Icon.tsx'
import { paths } from '../../config/paths.ts'
import { CartBadge } from '../../features/cart/index.ts'
import { ChatBadge } from '../../features/chat/index.ts'
import { NoticeBell } from '../../features/notices/index.ts'
import type { Session } from '../../lib/session.ts'
import { UserMenu } from './UserMenu.tsx'

export default function MemberBar({ user }: { user: NonNullable<Session['userInfo']> }) {
  const { t } = useTranslation()
  return (
    <>
      <Link to={paths.tasks} className="header-link header-tasks" data-testid="header-tasks">
        <Icon name="coin" size={20} />
        <span>{t('tasks.title')}</span>
      </Link>
      <Link to={paths.evaluate} className="header-link header-evaluate" data-testid="header-evaluate">
        <Icon name="star" size={20} />
        <span>{t('pages.evaluate')}</span>
      </Link>
      <Link
        to={paths.favourites}
        className="header-link header-favourites"
        data-testid="header-favourites"
        aria-label={t('pages.headerFavourites')}
      >
        <Icon name="heart" size={20} />
        <span>{t('pages.headerFavourites')}</span>
      </Link>
      <Suspense fallback={<span className="chat-badge-slot cart-badge-slot" />}>
        <CartBadge />
      </Suspense>
      <Suspense fallback={<span className="chat-badge-slot" />}>
        <NoticeBell />
      </Suspense>
      <Suspense fallback={<span className="chat-badge-slot" />}>
        <ChatBadge />
      </Suspense>
      <UserMenu user={user} />
    </>
  )
}
