/**
 * A Markdown editor for one language of an article (docs/admin.md, "Articles": content is
 * Markdown, the console's editor previews it): a textarea with a small toolbar (bold, italic,
 * heading, link, list) and a live preview beside it. The preview is lib/markdown.ts's output only,
 * which escapes raw HTML and keeps only safe links, so it may be put into the page as HTML.
 */
import { useDeferredValue, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldA11y } from '../../admin/index.ts'
import { applyMarkdown, type MarkdownAction, renderMarkdown } from '../lib/markdown.ts'

const ACTIONS: readonly MarkdownAction[] = ['bold', 'italic', 'heading', 'link', 'list']
const ICONS: Record<MarkdownAction, string> = { bold: 'B', italic: 'I', heading: 'H', link: '🔗', list: '•' }

interface Props {
  id: string
  label: string
  lang: string
  value: string
  onChange: (value: string) => void
  error?: string | null
  maxLength?: number
}

export function MarkdownEditor({ id, label, lang, value, onChange, error, maxLength }: Props) {
  const { t } = useTranslation()
  const area = useRef<HTMLTextAreaElement>(null)
  // The preview follows typing without holding it up on a long article.
  const deferred = useDeferredValue(value)
  const html = useMemo(() => renderMarkdown(deferred), [deferred])

  const apply = (action: MarkdownAction) => {
    const el = area.current
    const start = el?.selectionStart ?? value.length
    const end = el?.selectionEnd ?? value.length
    const edit = applyMarkdown(action, value, start, end, t('adminContent.editor.placeholder'))
    onChange(edit.text)
    requestAnimationFrame(() => {
      el?.focus()
      el?.setSelectionRange(edit.selectionStart, edit.selectionEnd)
    })
  }

  return (
    <div className={`adc-editor${error ? ' has-error' : ''}`}>
      <div className="adc-editor-input">
        <label htmlFor={id}>{label}</label>
        <div
          className="adc-toolbar"
          role="toolbar"
          aria-label={t('adminContent.editor.toolbar')}
          aria-controls={id}
        >
          {ACTIONS.map((action) => (
            <button
              key={action}
              type="button"
              className="adm-btn adm-btn-ghost"
              aria-label={t(`adminContent.editor.${action}`)}
              title={t(`adminContent.editor.${action}`)}
              data-testid={`${id}-${action}`}
              onClick={() => apply(action)}
            >
              <span aria-hidden>{ICONS[action]}</span>
            </button>
          ))}
        </div>
        <textarea
          ref={area}
          className="adm-input adc-editor-text"
          lang={lang}
          rows={16}
          value={value}
          maxLength={maxLength}
          data-testid={id}
          onChange={(e) => onChange(e.target.value)}
          {...fieldA11y(id, error)}
        />
        {error && (
          <p className="adm-field-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
      <section className="adc-editor-preview" aria-label={t('adminContent.editor.preview', { label })}>
        <p className="adm-muted">{t('adminContent.editor.previewTitle')}</p>
        <div
          className="adc-markdown"
          lang={lang}
          data-testid={`${id}-preview`}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown escapes raw HTML and unsafe links (lib/markdown.ts)
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </section>
    </div>
  )
}
