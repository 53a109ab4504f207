/**
 * The header's notification dropdown (docs/product/screens.md, header): tabs of unread and read
 * notices, the newest few of each; opening an unread one marks it read (it moves to "read") and
 * goes where it leads; "mark all read"; "all notices". Loaded on first open (NoticeBell.tsx, which
 * also closes it on Esc and gives focus back).
 */
import type { Notice, NoticeStatus } from '@kaifong/contract'
import { type KeyboardEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
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
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const records = list.data?.records ?? []
  const unread = list.data?.unread ?? 0

  const go = (notice: Notice) => {
    if (notice.status === 'UN_READ') open.mutate(notice.id)
    onClose()
    void navigate(noticeTarget(notice) ?? paths.notice(notice.id))
  }
  // Arrow keys move between the two tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return
    e.preventDefault()
    const next = tab === 'UN_READ' ? 1 : 0
    setTab(TABS[next] ?? 'UN_READ')
    tabs.current[next]?.focus()
  }
  return (
    <div
      className="notice-dropdown"
      role="dialog"
      aria-label={t('notices.title')}
      data-testid="notice-dropdown"
    >
      <div className="notice-dropdown-head">
        <div className="tab-row" role="tablist" aria-label={t('notices.tabsLabel')} onKeyDown={onKeyDown}>
          {TABS.map((status, i) => (
            <button
              key={status}
              ref={(el) => {
                tabs.current[i] = el
              }}
              type="button"
              role="tab"
              id={`notice-tab-${status}`}
              aria-selected={status === tab}
              aria-controls="notice-dropdown-panel"
              tabIndex={status === tab ? 0 : -1}
              data-testid={`notice-tab-${status}`}
              onClick={() => setTab(status)}
            >
              {t(`notices.tabs.${status}`)}
            </button>
          ))}
        </div>
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
      <div id="notice-dropdown-panel" role="tabpanel" aria-labelledby={`notice-tab-${tab}`}>
        {list.isPending ? (
          <p className="notice-dropdown-state">{t('common.loading')}</p>
        ) : list.isError ? (
          <p className="notice-dropdown-state">{t('errors.network')}</p>
        ) : records.length === 0 ? (
          <p className="notice-dropdown-state">{t(`notices.empty.${tab}`)}</p>
        ) : (
          <ul className="notice-dropdown-list">
            {records.map((notice) => (
              <li key={notice.id}>
                <button
                  type="button"
                  className="notice-dropdown-item"
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
      <Link to={paths.notices} className="notice-dropdown-all" data-testid="notice-all" onClick={onClose}>
        {t('notices.all')}
      </Link>
    </div>
  )
}
