/**
 * The talk list pane of /im: most recent first, the open talk marked, more on demand, and an
 * empty state that sends the member browsing.
 */
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { LoadError } from '../../../components/LoadStates.tsx'
import { LoadMore } from '../../../components/StatePanels.tsx'
import { paths } from '../../../config/paths.ts'
import { useTalks } from '../api/talks.ts'
import { TalkRow } from './TalkRow.tsx'

/**
 * `phone`: the chat is full screen there (no site header), so the list has its own way back: to the
 * page the member came from, or home when /im was opened straight from a link.
 */
export function TalkList({ activeId, phone = false }: { activeId: string; phone?: boolean }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const talks = useTalks()
  const items = talks.data?.pages.flatMap((p) => p.records) ?? []
  const leave = () => (location.key === 'default' ? navigate(paths.home) : navigate(-1))
  return (
    <nav className="im-list" aria-labelledby="im-list-title" data-testid="talk-list">
      <div className="im-list-title">
        {phone && (
          <button
            type="button"
            className="icon-btn im-exit"
            aria-label={t('chat.list.back')}
            data-testid="im-exit"
            onClick={() => void leave()}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
              <path fill="currentColor" d="M15.4 4.6 14 3.2 5.2 12l8.8 8.8 1.4-1.4L8 12l7.4-7.4Z" />
            </svg>
          </button>
        )}
        <h1 id="im-list-title">{t('chat.list.title')}</h1>
      </div>
      {talks.isPending ? (
        <p className="im-list-state" role="status">
          {t('common.loading')}
        </p>
      ) : talks.error && items.length === 0 ? (
        <LoadError error={talks.error} onRetry={() => void talks.refetch()} />
      ) : items.length === 0 ? (
        <div className="im-list-state" data-testid="talks-empty">
          <p>{t('chat.list.empty')}</p>
          <Link className="btn btn-primary btn-small" to={paths.goodsList()}>
            {t('chat.list.browse')}
          </Link>
        </div>
      ) : (
        <ul className="im-talks">
          {items.map((talk) => (
            <li key={talk.id}>
              <Link
                className={`im-talk${talk.id === activeId ? ' active' : ''}`}
                to={paths.im({ talkId: talk.id })}
                state={{ fromList: true }}
                aria-current={talk.id === activeId ? 'page' : undefined}
                data-testid="talk-link"
              >
                <TalkRow talk={talk} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <LoadMore pages={talks} />
    </nav>
  )
}
