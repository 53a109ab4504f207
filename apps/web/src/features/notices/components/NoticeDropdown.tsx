/**
 * The header's notification dropdown (docs/product/screens.md, header): tabs of unread and read
 * notices, the newest few of each; opening an unread one marks it read (it moves to "read") and
 * goes where it leads; "mark all read"; "all notices". Loaded on first open (NoticeBell.tsx, which
 * also closes it on Esc and gives focus back).
 */
import type { Notice, NoticeStatus } from '@kaifong/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { TabRow, tabPanelProps } from '../../../components/TabRow.tsx'
import '../../../components/header-dropdown.css'
import { paths } from '../../../config/paths.ts'
import { useNotices, useOpenNotice, useReadAll } from '../api/notices.ts'
import { noticeTarget } from '../lib/notice-view.ts'
import { DROPDOWN_NOTICES } from './dropdown-size.ts'
import { NoticeItem } from './NoticeItem.tsx'

const TABS: readonly NoticeStatus[] = ['UN_READ', 'ALREADY_READ']

export function NoticeDropdown({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [tab, setTab] = useState<NoticeStatus>('UN_READ')
  const list = useNotices(tab, 1, DROPDOWN_NOTICES)
  const open = useOpenNotice()
  const readAll = useReadAll()
  const records = list.data?.records ?? []
  const unread = list.data?.unread ?? 0

  const go = (notice: Notice) => {
    if (notice.status === 'UN_READ') open.mutate(notice.id)
    onClose()
    void navigate(noticeTarget(notice) ?? paths.notice(notice.id))
  }
  return (
    <div
      className="header-dropdown"
      role="dialog"
      aria-label={t('notices.title')}
      data-testid="notice-dropdown"
    >
      <div className="header-dropdown-head notice-dropdown-head">
        <TabRow
          tabs={TABS}
          active={tab}
          onSelect={setTab}
          label={t('notices.tabsLabel')}
          idPrefix="notice-dropdown"
          testIdPrefix="notice-tab-"
        >
          {(status) => t(`notices.tabs.${status}`)}
        </TabRow>
        {tab === 'UN_READ' && unread > 0 && (
          <button
            type="button"
            className="btn btn-ghost btn-small"
            data-testid="notice-read-all"
            disabled={readAll.isPending}
            onClick={() => readAll.mutate()}
          >
            {t('notices.readAll')}
          </button>
        )}
      </div>
      <div {...tabPanelProps('notice-dropdown', tab)}>
        {list.isPending ? (
          <p className="header-dropdown-state">{t('common.loading')}</p>
        ) : list.isError ? (
          <p className="header-dropdown-state">{t('errors.network')}</p>
        ) : records.length === 0 ? (
          <p className="header-dropdown-state">{t(`notices.empty.${tab}`)}</p>
        ) : (
          <ul className="header-dropdown-list">
            {records.map((notice) => (
              <li key={notice.id}>
                <button
                  type="button"
                  className="header-dropdown-item"
                  data-testid="dropdown-notice"
                  onClick={() => go(notice)}
                >
                  <NoticeItem notice={notice} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Link to={paths.notices} className="header-dropdown-all" data-testid="notice-all" onClick={onClose}>
        {t('notices.all')}
      </Link>
    </div>
  )
}
