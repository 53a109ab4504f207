/**
 * The avatar dropdown (docs/product/screens.md): my home (the member centre /home/<username>),
 * member centre, daily tasks, my reviews (on phones the header has no room for their links), log
 * out with confirmation.
 */
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { paths } from '../../config/paths.ts'
import { logout } from '../../features/auth/shell.ts'
import type { Session } from '../../lib/session.ts'
import { useDismiss } from '../../lib/use-dismiss.ts'

// Loads with the first "log out": the dialog code stays out of every page's first load.
const ConfirmDialog = lazy(async () => ({
  default: (await import('../../components/ConfirmDialog.tsx')).ConfirmDialog,
}))

/** The menu's links: its test id, where it goes, its name. */
const menuLinks = (username: string) =>
  [
    ['menu-home', paths.memberCentre(username), 'nav.myHome'],
    ['menu-centre', paths.settings, 'nav.memberCentre'],
    ['menu-tasks', paths.tasks, 'tasks.title'],
    ['menu-evaluate', paths.evaluate, 'pages.evaluate'],
  ] as const

export function UserMenu({ user }: { user: NonNullable<Session['userInfo']> }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const close = useCallback(() => setOpen(false), [])
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  useDismiss(ref, open, close)

  const doLogout = async () => {
    setConfirming(false)
    await logout()
    queryClient.clear()
    void navigate(paths.home)
  }

  const initial = (user.nickName || user.username).slice(0, 1).toUpperCase()
  return (
    <div className="user-menu" ref={ref}>
      <button
        type="button"
        className="avatar"
        data-testid="header-avatar"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('nav.account', { name: user.nickName })}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      >
        {user.face ? <img src={user.face} alt="" /> : initial}
      </button>
      {open && (
        <div className="menu" role="menu">
          <p className="menu-head">
            <strong>{user.nickName}</strong>
            <span className="muted small">@{user.username}</span>
          </p>
          {menuLinks(user.username).map(([testId, to, label]) => (
            <Link key={testId} role="menuitem" data-testid={testId} to={to} onClick={() => setOpen(false)}>
              {t(label)}
            </Link>
          ))}
          <button
            type="button"
            role="menuitem"
            data-testid="menu-logout"
            onClick={() => {
              setOpen(false)
              setConfirming(true)
            }}
          >
            {t('nav.logout')}
          </button>
        </div>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={t('nav.logout')}
            message={t('nav.logoutConfirm')}
            confirmLabel={t('nav.logout')}
            onConfirm={() => void doLogout()}
            onCancel={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </div>
  )
}
