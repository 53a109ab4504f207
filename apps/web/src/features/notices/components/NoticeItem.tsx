/**
 * One notice as the dropdown and the notices page show it: the listing's picture (or the bell),
 * the title and text in the language it was written for, who did it, when, its type, and for
 * coin changes which way the coins went.
 */
import type { Notice } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { formatDate, timeAgo } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { typeLabelKey } from '../lib/notice-view.ts'
import { BellIcon } from './BellIcon.tsx'

export function NoticeItem({ notice, full = false }: { notice: Notice; full?: boolean }) {
  const { t } = useTranslation()
  const ago = timeAgo(notice.createTime)
  const unread = notice.status === 'UN_READ'
  return (
    <div className={`notice-item${unread ? ' notice-unread' : ''}`}>
      {notice.goodsPicture ? (
        <img className="notice-pic" src={notice.goodsPicture} alt="" width={48} height={48} loading="lazy" />
      ) : (
        <span className="notice-pic notice-pic-icon" aria-hidden>
          <BellIcon size={22} />
        </span>
      )}
      <div className="notice-main">
        {/* The notice's own page has its title as the heading. */}
        {!full && (
          <p className="notice-title">
            {unread && <span className="sr-only">{t('notices.unreadMark')}</span>}
            {notice.title}
          </p>
        )}
        <p className={full ? 'notice-content' : 'notice-content notice-clamp'}>{notice.content}</p>
        <p className="notice-meta">
          <span className="notice-type">{t(typeLabelKey(notice.noticeType))}</span>
          {notice.pointChangeType && (
            <span className={`notice-coins notice-coins-${notice.pointChangeType.toLowerCase()}`}>
              {t(`notices.coins.${notice.pointChangeType}`)}
            </span>
          )}
          {notice.operatorName && <span>{notice.operatorName}</span>}
          <time dateTime={notice.createTime} title={formatDate(notice.createTime, currentLanguage())}>
            {full ? formatDate(notice.createTime, currentLanguage()) : t(ago.key, { count: ago.count })}
          </time>
        </p>
      </div>
    </div>
  )
}
