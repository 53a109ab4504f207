/**
 * The notices page's list (pages/NoticesPage.tsx): tick one, several or the whole page and delete
 * them at once, or delete one; each notice opens on its own page.
 */
import type { Notice } from '@kaifong/contract'
import type { Dispatch, SetStateAction } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { useOwnLink } from '../../../lib/member-centre.ts'
import { NoticeItem } from './NoticeItem.tsx'

interface Props {
  records: Notice[]
  picked: ReadonlySet<string>
  setPicked: Dispatch<SetStateAction<ReadonlySet<string>>>
  /** Asks to delete these notices. */
  onDelete: (ids: string[]) => void
  /** A deletion is on its way. */
  deleting: boolean
}

export function NoticeList({ records, picked, setPicked, onDelete, deleting }: Props) {
  const { t } = useTranslation()
  const allPicked = records.length > 0 && records.every((n) => picked.has(n.id))
  const toggle = (id: string) =>
    setPicked((old) => {
      const next = new Set(old)
      if (!next.delete(id)) next.add(id)
      return next
    })
  return (
    <>
      <div className="notices-tools">
        <label className="check">
          <input
            type="checkbox"
            checked={allPicked}
            data-testid="notices-pick-all"
            onChange={() => setPicked(allPicked ? new Set() : new Set(records.map((n) => n.id)))}
          />
          <span>{t('notices.pickPage')}</span>
        </label>
        <button
          type="button"
          className="btn btn-outline btn-small"
          data-testid="notices-delete-picked"
          disabled={picked.size === 0 || deleting}
          onClick={() => onDelete([...picked])}
        >
          {picked.size ? t('notices.deletePicked', { count: picked.size }) : t('notices.deleteNone')}
        </button>
      </div>
      <ul className="notices-list">
        {records.map((notice) => (
          <NoticeRow
            key={notice.id}
            notice={notice}
            picked={picked.has(notice.id)}
            onToggle={() => toggle(notice.id)}
            onDelete={() => onDelete([notice.id])}
          />
        ))}
      </ul>
    </>
  )
}

interface RowProps {
  notice: Notice
  picked: boolean
  onToggle: () => void
  onDelete: () => void
}

function NoticeRow({ notice, picked, onToggle, onDelete }: RowProps) {
  const { t } = useTranslation()
  const ownLink = useOwnLink()
  return (
    <li className="notices-row" data-testid="notice-row">
      <input
        type="checkbox"
        checked={picked}
        aria-label={t('notices.pickOne', { title: notice.title })}
        data-testid="notice-pick"
        onChange={onToggle}
      />
      <Link to={ownLink(paths.notice(notice.id))} className="notices-open" data-testid="notice-open">
        <NoticeItem notice={notice} />
      </Link>
      <button
        type="button"
        className="btn btn-ghost btn-small"
        aria-label={t('notices.deleteOne', { title: notice.title })}
        data-testid="notice-delete"
        onClick={onDelete}
      >
        {t('notices.delete')}
      </button>
    </li>
  )
}
