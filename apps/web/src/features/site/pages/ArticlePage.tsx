/** About, privacy, terms, disclaimer and contact pages: articles kept on the server. */
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { Spinner } from '../../../components/Spinner.tsx'
import { routes } from '../../../config/paths.ts'
import { formatDate } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { type PageKey, usePageArticle } from '../api/article.ts'

function Lines({ lines }: { lines: string[] }) {
  return (
    <p>
      {lines.map((line, i) => (
        <span key={line}>
          {i > 0 && <br />}
          {line}
        </span>
      ))}
    </p>
  )
}

/** Plain text: blank lines separate blocks; a block may start with a "## " heading line. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((block) => {
        const [first = '', ...rest] = block.split('\n')
        if (!first.startsWith('## ')) return <Lines key={block} lines={[first, ...rest]} />
        return (
          <section key={block}>
            <h2>{first.slice(3)}</h2>
            {rest.length > 0 && <Lines lines={rest} />}
          </section>
        )
      })}
    </>
  )
}

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
          <Paragraphs text={data.content} />
        </>
      )}
    </article>
  )
}
