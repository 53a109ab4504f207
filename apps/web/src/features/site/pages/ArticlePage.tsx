/**
 * About, privacy, terms, disclaimer and contact pages: articles kept on the server, written in
 * Markdown by operators (docs/admin.md) and rendered to safe HTML there.
 */
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { Spinner } from '../../../components/Spinner.tsx'
import { routes } from '../../../config/paths.ts'
import { formatDate } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { type PageKey, usePageArticle } from '../api/article.ts'

const KEY_BY_PATH: Record<string, PageKey> = {
  [routes.about.toLowerCase()]: 'about',
  [routes.privacy.toLowerCase()]: 'privacy',
  [routes.terms.toLowerCase()]: 'terms',
  [routes.disclaimer.toLowerCase()]: 'disclaimer',
  [routes.contact.toLowerCase()]: 'contact',
}

export default function ArticlePage() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const { data, isPending, isError, refetch } = usePageArticle(KEY_BY_PATH[pathname.toLowerCase()] ?? 'about')
  return (
    <article className="page narrow card article">
      {isPending && <Spinner label={t('common.loading')} />}
      {isError && (
        <p>
          {t('errors.loadFailed')}{' '}
          <button type="button" className="link" onClick={() => void refetch()}>
            {t('common.retry')}
          </button>
        </p>
      )}
      {data && (
        <>
          <h1>{data.title}</h1>
          <p className="muted small">
            {t('article.updated', { date: formatDate(data.updateTime, currentLanguage()) })}
          </p>
          {/* Rendered by the server from the article's Markdown, raw HTML escaped and only safe
              links and images kept (apps/server/src/modules/site/markdown.ts). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, see above */}
          <div className="article-body" dangerouslySetInnerHTML={{ __html: data.html }} />
        </>
      )}
    </article>
  )
}
