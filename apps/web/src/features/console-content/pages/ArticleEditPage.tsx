/**
 * /admin/articles/new and /admin/articles/:id (docs/admin.md, "Articles", right `content`): an
 * article's type, its page key (a PAGE is one of the fixed pages), its title in three languages
 * and its Markdown content per language, written with a toolbar and a live preview
 * (components/MarkdownEditor.tsx). Saving a new one opens it under its id.
 */
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { AdminError, AdminLoading, useAdminTitle } from '../../admin/index.ts'
import { ArticleEditor } from '../components/ArticleEditor.tsx'
import { articleTypeOf, useArticle } from '../lib/articles.ts'

export default function ArticleEditPage() {
  const { t } = useTranslation()
  const { id } = useParams()
  const [params] = useSearchParams()
  const initialType = articleTypeOf(params.get('type'))
  const article = useArticle(id)
  const title = id ? t('adminContent.articles.edit') : t('adminContent.articles.new')
  useAdminTitle(title)
  return (
    <section className="adm-page" aria-labelledby="article-edit-title">
      <h1 id="article-edit-title">{title}</h1>
      {!id ? (
        <ArticleEditor key="new" article={null} initialType={initialType} />
      ) : article.isPending ? (
        <AdminLoading />
      ) : article.isError ? (
        <AdminError error={article.error} onRetry={() => void article.refetch()} />
      ) : (
        <ArticleEditor key={article.data.id} article={article.data} initialType={initialType} />
      )}
    </section>
  )
}
