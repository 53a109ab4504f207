/** Small pieces the listing pages share: a "not found" card and a "load more" button. */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon, type IconName } from './Icon.tsx'
import './list-page.css'
import { paths } from '../config/paths.ts'

interface MissingProps {
  icon: IconName
  title: string
  body: string
  testId: string
}

/** Nothing to show under this link: say so and offer the way home. */
export function Missing({ icon, title, body, testId }: MissingProps) {
  const { t } = useTranslation()
  return (
    <section className="page narrow card center" data-testid={testId}>
      <Icon name={icon} size={56} className="big-icon" />
      <h1>{title}</h1>
      <p className="muted">{body}</p>
      <Link className="btn btn-primary" to={paths.home}>
        {t('common.backHome')}
      </Link>
    </section>
  )
}

interface Pages {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => unknown
}

export function LoadMore({ pages }: { pages: Pages }) {
  const { t } = useTranslation()
  if (!pages.hasNextPage) return null
  return (
    <div className="mylist-more">
      <button
        type="button"
        className="btn btn-outline"
        disabled={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
      >
        {t('goods.loadMore')}
      </button>
    </div>
  )
}
