/** The console's language switch: the member site's three languages (lib/i18n.ts setLanguage). */
import { LANGUAGES, type Language } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { currentLanguage, setLanguage } from '../../../lib/i18n.ts'

const NAMES: Record<Language, string> = { 'zh-Hant': '繁體中文', 'zh-Hans': '简体中文', en: 'English' }

export function AdminLanguage() {
  const { t } = useTranslation()
  return (
    <select
      className="adm-lang"
      data-testid="admin-lang"
      aria-label={t('admin.frame.language')}
      value={currentLanguage()}
      onChange={(e) => void setLanguage(e.target.value as Language)}
    >
      {LANGUAGES.map((lang) => (
        <option key={lang} value={lang} lang={lang}>
          {NAMES[lang]}
        </option>
      ))}
    </select>
  )
}
