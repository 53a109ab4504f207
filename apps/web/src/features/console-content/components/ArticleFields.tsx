/** The article form's parts: its type, page key and order; and its Markdown content, one tab per language. */
import type { Language } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { TabRow, tabPanelProps } from '../../../components/TabRow.tsx'
import { AdminField, fieldA11y, LANGS, type Localized } from '../../admin/index.ts'
import { ARTICLE_CONTENT_MAX, ARTICLE_TYPES, type ArticleType, PAGE_KEYS } from '../lib/types.ts'
import { MarkdownEditor } from './MarkdownEditor.tsx'

interface MetaProps {
  type: ArticleType
  pageKey: string
  sortOrder: string
  onType: (type: ArticleType) => void
  onKey: (key: string) => void
  onOrder: (order: string) => void
  errors: { type: string | null; key: string | null; order: string | null }
}

export function ArticleMeta({ type, pageKey, sortOrder, onType, onKey, onOrder, errors }: MetaProps) {
  const { t } = useTranslation()
  return (
    <div className="adc-row">
      <AdminField id="article-type" label={t('adminContent.articles.type')}>
        <select
          className="adm-input"
          value={type}
          data-testid="article-type"
          onChange={(e) => onType(e.target.value as ArticleType)}
          {...fieldA11y('article-type', errors.type)}
        >
          {ARTICLE_TYPES.map((option) => (
            <option key={option} value={option}>
              {t(`adminContent.articles.types.${option}`)}
            </option>
          ))}
        </select>
      </AdminField>
      {type === 'PAGE' && (
        <AdminField
          id="article-key"
          label={t('adminContent.articles.key')}
          hint={t('adminContent.articles.keyHint')}
          error={errors.key}
        >
          <select
            className="adm-input"
            value={pageKey}
            data-testid="article-key"
            onChange={(e) => onKey(e.target.value)}
            {...fieldA11y('article-key', errors.key, t('adminContent.articles.keyHint'))}
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
      <AdminField id="article-order" label={t('adminContent.common.sortOrder')} error={errors.order}>
        <input
          className="adm-input adc-narrow"
          inputMode="numeric"
          value={sortOrder}
          data-testid="article-order"
          onChange={(e) => onOrder(e.target.value)}
          {...fieldA11y('article-order', errors.order)}
        />
      </AdminField>
    </div>
  )
}

interface ContentProps {
  content: Localized
  lang: Language
  onLang: (lang: Language) => void
  errors: Record<Language, string | null>
  onChange: (content: Localized) => void
}

export function ArticleContent({ content, lang, onLang, errors, onChange }: ContentProps) {
  const { t } = useTranslation()
  return (
    <>
      <h2>{t('adminContent.articles.content')}</h2>
      <TabRow
        tabs={LANGS}
        active={lang}
        onSelect={onLang}
        label={t('adminContent.articles.contentLanguages')}
        idPrefix="article-content"
      >
        {(l) => (
          <>
            {t(`adminContent.languages.${l}`)}
            {errors[l] ? ' ⚠' : ''}
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
              value={content[l]}
              maxLength={ARTICLE_CONTENT_MAX}
              error={errors[l]}
              onChange={(text) => onChange({ ...content, [l]: text })}
            />
          </div>
        )
      })}
    </>
  )
}
