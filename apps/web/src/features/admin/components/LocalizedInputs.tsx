/**
 * One text in the site's three languages (docs/admin.md: titles, names and contents are
 * `Localized`): a labelled input or textarea per language, side by side on a wide screen and
 * stacked on a phone (admin-content.css), each with its own error (the server names the field
 * `<name>.<lang>`).
 */
import type { Language } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { LANGS, type Localized } from '../lib/localized.ts'
import { AdminField, fieldA11y } from './AdminField.tsx'
import './admin-content.css'

interface Props {
  /** Ids are `<idPrefix>-<lang>`. */
  idPrefix: string
  /** What the text is ("Title"); each label adds the language. */
  label: string
  value: Localized
  onChange: (value: Localized) => void
  errors?: Partial<Record<Language, string | null>>
  multiline?: boolean
  maxLength?: number
  rows?: number
  /** Every language must be filled (false: the form says which may be left out). */
  required?: boolean
}

export function LocalizedInputs({
  idPrefix,
  label,
  value,
  onChange,
  errors = {},
  multiline = false,
  maxLength,
  rows = 4,
  required = true,
}: Props) {
  const { t } = useTranslation()
  return (
    <fieldset className="adc-localized">
      <legend>{label}</legend>
      {LANGS.map((lang) => {
        const id = `${idPrefix}-${lang}`
        const error = errors[lang] ?? null
        const common = {
          className: 'adm-input',
          value: value[lang],
          maxLength,
          required,
          lang,
          'data-testid': id,
          ...fieldA11y(id, error),
        }
        return (
          <AdminField
            key={lang}
            id={id}
            label={t('adminContent.common.inLanguage', {
              label,
              language: t(`adminContent.languages.${lang}`),
            })}
            error={error}
          >
            {multiline ? (
              <textarea
                {...common}
                rows={rows}
                onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
              />
            ) : (
              <input
                {...common}
                type="text"
                onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
              />
            )}
          </AdminField>
        )
      })}
    </fieldset>
  )
}
