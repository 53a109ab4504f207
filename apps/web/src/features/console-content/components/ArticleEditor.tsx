/**
 * An article's form (docs/admin.md, "Articles"): its type, its page key (a PAGE is one of the fixed
 * pages), its title in three languages and its Markdown content per language. The key, the order
 * and the titles are checked before it is saved; saving a new one opens it under its id.
 */
import type { Language } from '@kaifong/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import {
  adminApi,
  adminPaths,
  emptyLocalized,
  fieldError,
  formError,
  LANGS,
  type Localized,
  LocalizedInputs,
  localizedErrors,
  missingLanguages,
} from '../../admin/index.ts'
import { articlePath } from '../lib/articles.ts'
import { contentKeys } from '../lib/keys.ts'
import { type AdminArticle, ARTICLE_TITLE_MAX, type ArticleType } from '../lib/types.ts'
import { ArticleContent, ArticleMeta } from './ArticleFields.tsx'

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

/** Saves the article (PUT, or POST for a new one, which then opens under its id). */
function useSaveArticle(
  article: AdminArticle | null,
  onSaved: () => void,
  onRefused: (lang: Language) => void,
) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Omit<AdminArticle, 'id' | 'createTime' | 'updateTime'>) =>
      article
        ? adminApi<AdminArticle>(articlePath(article.id), { method: 'PUT', body })
        : adminApi<AdminArticle>('/articles', { method: 'POST', body }),
    onSuccess: async (result) => {
      onSaved()
      await queryClient.invalidateQueries({ queryKey: contentKeys.articles })
      if (!article && result?.id) await navigate(adminPaths.article(result.id), { replace: true })
    },
    // A language whose content the server refused is opened, so its message is seen.
    onError: (error) => {
      const refused = LANGS.find((l) => fieldError(error, `content.${l}`))
      if (refused) onRefused(refused)
    },
  })
}

/** The form as typed, what is wrong with it, the content tab shown, and the saving. */
function useArticleForm(article: AdminArticle | null, initialType: ArticleType) {
  const { t } = useTranslation()
  const [form, setForm] = useState(() => formOf(article, initialType))
  const [problems, setProblems] = useState<Problems>({ missingTitle: [] })
  const [lang, setLang] = useState<Language>(LANGS[0] ?? 'zh-Hant')
  const [saved, setSaved] = useState(false)
  const save = useSaveArticle(article, () => setSaved(true), setLang)
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
  return { form, set, problems, lang, setLang, saved, save, submit }
}

export function ArticleEditor({
  article,
  initialType,
}: {
  article: AdminArticle | null
  initialType: ArticleType
}) {
  const { t } = useTranslation()
  const { form, set, problems, lang, setLang, saved, save, submit } = useArticleForm(article, initialType)
  const metaErrors = {
    type: fieldError(save.error, 'type'),
    key: problems.key ?? fieldError(save.error, 'key'),
    order: problems.sortOrder ?? fieldError(save.error, 'sortOrder'),
  }
  const general = formError(save.error, FIELDS)
  return (
    <form className="adm-form" onSubmit={submit} noValidate data-testid="article-form">
      <ArticleMeta
        type={form.type}
        pageKey={form.key}
        sortOrder={form.sortOrder}
        onType={(type) => set('type', type)}
        onKey={(key) => set('key', key)}
        onOrder={(order) => set('sortOrder', order)}
        errors={metaErrors}
      />
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
      <ArticleContent
        content={form.content}
        lang={lang}
        onLang={setLang}
        errors={localizedErrors(save.error, 'content', [], '')}
        onChange={(content) => set('content', content)}
      />
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
