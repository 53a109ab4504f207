/**
 * /admin/articles/new and /admin/articles/:id (docs/admin.md, "Articles", right `content`): an
 * article's type, its page key (a PAGE is one of the fixed pages), its title in three languages
 * and its Markdown content per language, written with a toolbar and a live preview
 * (components/MarkdownEditor.tsx). Saving a new one opens it under its id.
 */
import type { Language } from '@kaifong/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import { TabRow, tabPanelProps } from '../../../components/TabRow.tsx'
import { AdminField, fieldA11y } from '../components/AdminField.tsx'
import { AdminError, AdminLoading } from '../components/AdminStates.tsx'
import { LocalizedInputs } from '../components/LocalizedInputs.tsx'
import { MarkdownEditor } from '../components/MarkdownEditor.tsx'
import '../components/admin-content.css'
import { adminApi } from '../lib/admin-api.ts'
import {
  contentKeys,
  emptyLocalized,
  fieldError,
  formError,
  LANGS,
  localizedErrors,
  missingLanguages,
} from '../lib/content.ts'
import {
  type AdminArticle,
  ARTICLE_CONTENT_MAX,
  ARTICLE_TITLE_MAX,
  ARTICLE_TYPES,
  type ArticleType,
  type Localized,
  PAGE_KEYS,
} from '../lib/content-types.ts'
import { adminPaths } from '../lib/paths.ts'
import { useAdminTitle } from '../lib/title.ts'

interface ArticleForm {
  type: ArticleType
  key: string
  title: Localized
  content: Localized
  sortOrder: string
}

interface Problems {
  key?: string
  sortOrder?: string
  missingTitle: Language[]
}

const formOf = (article: AdminArticle | null, type: ArticleType): ArticleForm =>
  article
    ? {
        type: article.type,
        key: article.key,
        title: { ...article.title },
        content: { ...article.content },
        sortOrder: String(article.sortOrder),
      }
    : { type, key: '', title: emptyLocalized(), content: emptyLocalized(), sortOrder: '0' }

const FIELDS = ['type', 'key', 'sortOrder', ...LANGS.flatMap((l) => [`title.${l}`, `content.${l}`])]

function ArticleEditor({ article, initialType }: { article: AdminArticle | null; initialType: ArticleType }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [form, setForm] = useState(() => formOf(article, initialType))
  const [problems, setProblems] = useState<Problems>({ missingTitle: [] })
  const [lang, setLang] = useState<Language>(LANGS[0] ?? 'zh-Hant')
  const [saved, setSaved] = useState(false)
  const save = useMutation({
    mutationFn: (body: Omit<AdminArticle, 'id' | 'createTime' | 'updateTime'>) =>
      article
        ? adminApi<AdminArticle>(`/articles/${encodeURIComponent(article.id)}`, { method: 'PUT', body })
        : adminApi<AdminArticle>('/articles', { method: 'POST', body }),
    onSuccess: async (result) => {
      setSaved(true)
      await queryClient.invalidateQueries({ queryKey: contentKeys.articles })
      if (!article && result?.id) await navigate(adminPaths.article(result.id), { replace: true })
    },
    // A language whose content the server refused is opened, so its message is seen.
    onError: (error) => {
      const refused = LANGS.find((l) => fieldError(error, `content.${l}`))
      if (refused) setLang(refused)
    },
  })
  const set = <K extends keyof ArticleForm>(key: K, value: ArticleForm[K]) => {
    setSaved(false)
    setForm((f) => ({ ...f, [key]: value }))
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSaved(false)
    const next: Problems = { missingTitle: missingLanguages(form.title) }
    if (form.type === 'PAGE' && !form.key) next.key = t('adminContent.articles.keyRequired')
    const order = /^\d{1,4}$/.test(form.sortOrder.trim()) ? Number(form.sortOrder) : null
    if (order === null) next.sortOrder = t('adminContent.common.orderInvalid')
    setProblems(next)
    if (next.key || next.sortOrder || next.missingTitle.length || order === null) return
    save.mutate({
      type: form.type,
      key: form.type === 'PAGE' ? form.key : '',
      title: form.title,
      content: form.content,
      sortOrder: order,
    })
  }
  const keyError = problems.key ?? fieldError(save.error, 'key')
  const orderError = problems.sortOrder ?? fieldError(save.error, 'sortOrder')
  const contentErrors = localizedErrors(save.error, 'content', [], '')
  const general = formError(save.error, FIELDS)
  return (
    <form className="adm-form" onSubmit={submit} noValidate data-testid="article-form">
      <div className="adc-row">
        <AdminField id="article-type" label={t('adminContent.articles.type')}>
          <select
            className="adm-input"
            value={form.type}
            data-testid="article-type"
            onChange={(e) => set('type', e.target.value as ArticleType)}
            {...fieldA11y('article-type', fieldError(save.error, 'type'))}
          >
            {ARTICLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`adminContent.articles.types.${type}`)}
              </option>
            ))}
          </select>
        </AdminField>
        {form.type === 'PAGE' && (
          <AdminField
            id="article-key"
            label={t('adminContent.articles.key')}
            hint={t('adminContent.articles.keyHint')}
            error={keyError}
          >
            <select
              className="adm-input"
              value={form.key}
              data-testid="article-key"
              onChange={(e) => set('key', e.target.value)}
              {...fieldA11y('article-key', keyError, t('adminContent.articles.keyHint'))}
            >
              <option value="">{t('adminContent.articles.chooseKey')}</option>
              {PAGE_KEYS.map((key) => (
                <option key={key} value={key}>
                  {t(`adminContent.articles.keys.${key}`)} ({key})
                </option>
              ))}
            </select>
          </AdminField>
        )}
        <AdminField id="article-order" label={t('adminContent.common.sortOrder')} error={orderError}>
          <input
            className="adm-input adc-narrow"
            inputMode="numeric"
            value={form.sortOrder}
            data-testid="article-order"
            onChange={(e) => set('sortOrder', e.target.value)}
            {...fieldA11y('article-order', orderError)}
          />
        </AdminField>
      </div>
      <LocalizedInputs
        idPrefix="article-title"
        label={t('adminContent.articles.articleTitle')}
        value={form.title}
        maxLength={ARTICLE_TITLE_MAX}
        onChange={(title) => set('title', title)}
        errors={localizedErrors(
          save.error,
          'title',
          problems.missingTitle,
          t('adminContent.common.required'),
        )}
      />
      <h2>{t('adminContent.articles.content')}</h2>
      <TabRow
        tabs={LANGS}
        active={lang}
        onSelect={setLang}
        label={t('adminContent.articles.contentLanguages')}
        idPrefix="article-content"
      >
        {(l) => (
          <>
            {t(`adminContent.languages.${l}`)}
            {contentErrors[l] ? ' ⚠' : ''}
          </>
        )}
      </TabRow>
      {LANGS.map((l) => {
        const shown = lang === l
        return (
          <div key={l} hidden={!shown} {...(shown ? tabPanelProps('article-content', l) : {})}>
            <MarkdownEditor
              id={`article-content-${l}`}
              label={t('adminContent.common.inLanguage', {
                label: t('adminContent.articles.content'),
                language: t(`adminContent.languages.${l}`),
              })}
              lang={l}
              value={form.content[l]}
              maxLength={ARTICLE_CONTENT_MAX}
              error={contentErrors[l]}
              onChange={(text) => set('content', { ...form.content, [l]: text })}
            />
          </div>
        )
      })}
      {general && (
        <p className="adm-field-error" role="alert" data-testid="article-error">
          {general}
        </p>
      )}
      <div className="adm-actions">
        <p role="status" className="adc-ok" data-testid="article-saved">
          {saved ? t('adminContent.common.saved') : ''}
        </p>
        <Link className="adm-btn adm-btn-ghost" to={`${adminPaths.articles}?type=${form.type}`}>
          {t('adminContent.articles.backToList')}
        </Link>
        <button
          type="submit"
          className="adm-btn adm-btn-primary"
          disabled={save.isPending}
          data-testid="article-save"
        >
          {save.isPending ? t('adminContent.common.saving') : t('adminContent.common.save')}
        </button>
      </div>
    </form>
  )
}

export default function ArticleEditPage() {
  const { t } = useTranslation()
  const { id } = useParams()
  const [params] = useSearchParams()
  const initialType = (ARTICLE_TYPES as readonly string[]).includes(params.get('type') ?? '')
    ? (params.get('type') as ArticleType)
    : 'PAGE'
  const article = useQuery({
    queryKey: contentKeys.article(id ?? ''),
    queryFn: () => adminApi<AdminArticle>(`/articles/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
  })
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
