/** The console's language switch: the member site's three languages (lib/i18n.ts setLanguage). */
import { LANGUAGES, type Language } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { currentLanguage, setLanguage } from '../../../lib/i18n.ts'
import { loadConsoleTexts } from '../lib/admin-texts.ts'

const NAMES: Record<Language, string> = { 'zh-Hant': '繁體中文', 'zh-Hans': '简体中文', en: 'English' }

/** The console's texts in the new language first, so no page shows a raw key meanwhile. */
async function switchLanguage(lang: Language) {
  await loadConsoleTexts(lang)
  await setLanguage(lang)
}

export function AdminLanguage() {
  const { t } = useTranslation()
  return (
    <select
      className="adm-lang"
      data-testid="admin-lang"
      aria-label={t('admin.frame.language')}
      value={currentLanguage()}
      onChange={(e) => void switchLanguage(e.target.value as Language)}
    >
      {LANGUAGES.map((lang) => (
        <option key={lang} value={lang} lang={lang}>
          {NAMES[lang]}
        </option>
      ))}
    </select>
  )
}
