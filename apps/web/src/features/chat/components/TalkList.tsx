/**
 * The talk list pane of /im: most recent first, the open talk marked, more on demand, and an
 * empty state that sends the member browsing.
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LoadError } from '../../../components/LoadStates.tsx'
import { LoadMore } from '../../../components/StatePanels.tsx'
import { paths } from '../../../config/paths.ts'
import { useTalks } from '../api/talks.ts'
import { TalkRow } from './TalkRow.tsx'

export function TalkList({ activeId }: { activeId: string }) {
  const { t } = useTranslation()
  const talks = useTalks()
  const items = talks.data?.pages.flatMap((p) => p.records) ?? []
  return (
    <nav className="im-list" aria-labelledby="im-list-title" data-testid="talk-list">
      <h1 id="im-list-title" className="im-list-title">
        {t('chat.list.title')}
      </h1>
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
