/**
 * /admin/articles (docs/admin.md, "Articles", right `content`): the site's fixed pages, help
 * articles and announcements, one tab per type, each a page of articles to open for editing or
 * delete (after asking); "New" starts one of the tab's type.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { TabRow, tabPanelProps } from '../../../components/TabRow.tsx'
import { currentLanguage } from '../../../lib/i18n.ts'
import {
  type AdminColumn,
  AdminError,
  AdminLoading,
  AdminTable,
  adminPaths,
  adminTime,
  ConfirmAction,
  formError,
  inLanguage,
  useAdminTitle,
} from '../../admin/index.ts'
import { articleTypeOf, useArticles, useDeleteArticle } from '../lib/articles.ts'
import { type AdminArticle, ARTICLE_TYPES, type ArticleType } from '../lib/types.ts'

function useColumns(
  type: ArticleType,
  onDelete: (article: AdminArticle) => void,
): AdminColumn<AdminArticle>[] {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return [
    {
      key: 'title',
      header: t('adminContent.articles.articleTitle'),
      cell: (a) => (
        <Link to={adminPaths.article(a.id)} data-testid="article-link">
          {inLanguage(a.title, lang)}
        </Link>
      ),
    },
    ...(type === 'PAGE'
      ? [{ key: 'key', header: t('adminContent.articles.key'), cell: (a: AdminArticle) => a.key }]
      : []),
    {
      key: 'order',
      header: t('adminContent.common.sortOrder'),
      className: 'adm-num',
      cell: (a) => a.sortOrder,
    },
    {
      key: 'updated',
      header: t('adminContent.articles.updated'),
      cell: (a) => adminTime(a.updateTime, lang),
    },
    {
      key: 'actions',
      header: t('adminContent.common.actions'),
      cell: (a) => (
        <button
          type="button"
          className="adm-btn adm-btn-ghost"
          aria-label={t('adminContent.common.deleteOne', { name: inLanguage(a.title, lang) })}
          data-testid="article-delete"
          onClick={() => onDelete(a)}
        >
          {t('adminContent.common.delete')}
        </button>
      ),
    },
  ]
}

export default function ArticlesPage() {
  const { t } = useTranslation()
  const lang = currentLanguage()
  useAdminTitle(t('adminContent.articles.title'))
  const [params, setParams] = useSearchParams()
  const type = articleTypeOf(params.get('type'))
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [deleting, setDeleting] = useState<AdminArticle | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const articles = useArticles(type, page)
  const remove = useDeleteArticle(() => {
    setDeleting(null)
    setDone(t('adminContent.articles.deleted'))
  })
  const columns = useColumns(type, (a) => {
    setDone(null)
    remove.reset()
    setDeleting(a)
  })
  return (
    <section className="adm-page" aria-labelledby="articles-title">
      <div className="adm-page-head">
        <h1 id="articles-title">{t('adminContent.articles.title')}</h1>
        <Link
          className="adm-btn adm-btn-primary"
          to={`${adminPaths.newArticle}?type=${type}`}
          data-testid="article-new"
        >
          {t('adminContent.articles.new')}
        </Link>
      </div>
      <TabRow
        tabs={ARTICLE_TYPES}
        active={type}
        onSelect={(next) => setParams({ type: next })}
        label={t('adminContent.articles.types.label')}
        idPrefix="article-type"
      >
        {(tab) => t(`adminContent.articles.types.${tab}`)}
      </TabRow>
      <div {...tabPanelProps('article-type', type)}>
        <p role="status" className="adc-ok" data-testid="articles-done">
          {done ?? ''}
        </p>
        {articles.isPending ? (
          <AdminLoading />
        ) : articles.isError ? (
          <AdminError error={articles.error} onRetry={() => void articles.refetch()} />
        ) : (
          <AdminTable
            caption={t(`adminContent.articles.types.${type}`)}
            columns={columns}
            rows={articles.data.records}
            rowKey={(a) => a.id}
            empty={t('adminContent.articles.empty')}
            page={page}
            pages={articles.data.pages}
            onPage={(n) => setParams({ type, page: String(n) })}
            testId="article-table"
            rowTestId="article-row"
            busy={articles.isPlaceholderData}
          />
        )}
      </div>
      <ConfirmAction
        open={deleting !== null}
        title={t('adminContent.articles.deleteTitle')}
        message={t('adminContent.articles.deleteMessage', { name: inLanguage(deleting?.title, lang) })}
        confirmLabel={t('adminContent.common.delete')}
        danger
        pending={remove.isPending}
        error={remove.error ? formError(remove.error) : null}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </section>
  )
}
