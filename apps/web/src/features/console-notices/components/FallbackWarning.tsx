/** The warning under a notice written in fewer than three languages (docs/admin.md, "System notices"). */
import type { Language } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '../../../lib/i18n.ts'

const isChinese = (lang: Language) => lang !== 'en'

/** The languages left out and where their text will come from: sending is allowed, after reading this. */
export function FallbackWarning({ fallbacks }: { fallbacks: [Language, Language][] }) {
  const { t } = useTranslation()
  const name = (lang: Language) => t(`adminContent.languages.${lang}`)
  const list = new Intl.ListFormat(currentLanguage(), { type: 'conjunction' })
  return (
    <div className="adc-warning" role="note" data-testid="notice-fallback">
      <p>
        <strong>
          {t('adminContent.notices.fallbackTitle', {
            languages: list.format(fallbacks.map(([l]) => name(l))),
          })}
        </strong>
      </p>
      <ul>
        {fallbacks.map(([missing, from]) => (
          <li key={missing}>
            {t(
              isChinese(missing) && isChinese(from)
                ? 'adminContent.notices.fallbackConverted'
                : 'adminContent.notices.fallbackCopied',
              { missing: name(missing), from: name(from) },
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
