/**
 * The header's notification bell with the unread count (members only), loaded with the notices'
 * texts after the first render (features/notices/index.ts). It links to the notices page; from
 * 768 px wide a click opens the dropdown instead, whose code loads on first open. The count comes
 * with the first page of unread notices, asked again whenever the member's socket says a notice
 * arrived (features/chat's socket invalidates lib/query-keys.ts `noticeKeys`).
 */
import { MOBILE_BREAKPOINT } from '@kaifong/contract'
import { lazy, Suspense, useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { useDismiss } from '../../../lib/use-dismiss.ts'
import { useNotices } from '../api/notices.ts'
import { BellIcon } from './BellIcon.tsx'
import { DROPDOWN_NOTICES } from './dropdown-size.ts'
import '../notices.css'

const NoticeDropdown = lazy(async () => ({ default: (await import('./NoticeDropdown.tsx')).NoticeDropdown }))

/** The default export: what the lazy component in features/notices/index.ts loads. */
export default function NoticeBell() {
  const { t } = useTranslation()
  // The dropdown's first tab asks for the same page: opening it shows what is already here.
  const unread = useNotices('UN_READ', 1, DROPDOWN_NOTICES).data?.unread ?? 0
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const link = useRef<HTMLAnchorElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(ref, open, close)
  const shown = unread > 99 ? '99+' : String(unread)
  return (
    // Esc from the link or anywhere in the dropdown closes it, and focus goes back to the link.
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys of the link and the dropdown inside it
    <div
      className="notice-menu"
      ref={ref}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return
        setOpen(false)
        link.current?.focus()
      }}
    >
      <Link
        ref={link}
        to={paths.notices}
        className="header-link notice-bell"
        aria-label={unread ? t('notices.bell.unread', { n: shown }) : t('notices.bell.label')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notice-bell"
        onClick={(e) => {
          // Phones go to the notices page; wider screens open the dropdown over the page.
          if (window.innerWidth < MOBILE_BREAKPOINT) return
          e.preventDefault()
          setOpen(!open)
        }}
      >
        <BellIcon />
        {unread > 0 && (
          <b className="notice-count" aria-hidden data-testid="notice-bell-count">
            {shown}
          </b>
        )}
      </Link>
      {open && (
        <Suspense fallback={null}>
          <NoticeDropdown onClose={close} />
        </Suspense>
      )}
    </div>
  )
}
