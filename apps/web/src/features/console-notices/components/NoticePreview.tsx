/** A notice as each language will read it, a language left out with the text it will get. */
import type { Language } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { LANGS } from '../../admin/index.ts'
import { type NoticeForm, noticeFallbacks } from '../lib/notice-draft.ts'

export function NoticePreview({ form }: { form: NoticeForm }) {
  const { t } = useTranslation()
  const from = new Map(noticeFallbacks(form))
  return (
    <section
      className="adc-preview-grid"
      aria-label={t('adminContent.notices.preview')}
      data-testid="notice-preview"
    >
      {LANGS.map((lang: Language) => {
        // A language left out shows the text it will get (the server converts the Chinese script).
        const source = from.get(lang) ?? lang
        return (
          <article key={lang} lang={source} className="adc-notice-preview">
            <p className="adm-muted">
              {source === lang
                ? t(`adminContent.languages.${lang}`)
                : t('adminContent.notices.previewFrom', {
                    language: t(`adminContent.languages.${lang}`),
                    from: t(`adminContent.languages.${source}`),
                  })}
            </p>
            <h3>{form.title[source] || t('adminContent.notices.untitled')}</h3>
            <p className="adc-pre">{form.content[source]}</p>
          </article>
        )
      })}
    </section>
  )
}
