/**
 * The header's notification bell with the unread count (members only), loaded with the notices'
 * texts after the first render (features/notices/index.ts). It links to the notices page; from
 * 768 px wide a click opens the dropdown instead, whose code loads on first open. The count comes
 * with the first page of unread notices, asked again whenever the member's socket says a notice
 * arrived (features/chat's socket invalidates lib/query-keys.ts `noticeKeys`).
 */
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { countText, HeaderMenu } from '../../../components/HeaderMenu.tsx'
import { paths } from '../../../config/paths.ts'
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
  return (
    <HeaderMenu
      to={paths.notices}
      label={unread ? t('notices.bell.unread', { n: countText(unread) }) : t('notices.bell.label')}
      count={unread}
      icon={<BellIcon />}
      name="notice-bell"
      testId="notice-bell"
      dropdown={(close) => (
        <Suspense fallback={null}>
          <NoticeDropdown onClose={close} />
        </Suspense>
      )}
    />
  )
}
