import { LANGUAGES, type Language } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Icon } from '../../components/Icon.tsx'
import { currentLanguage, setLanguage } from '../../lib/i18n.ts'

const NAMES: Record<Language, string> = { 'zh-Hant': '繁體中文', 'zh-Hans': '简体中文', en: 'English' }

export function LanguageSelect() {
  const { t } = useTranslation()
  return (
    <label className="lang-select">
      <Icon name="globe" size={18} />
      <select
        data-testid="lang-select"
        aria-label={t('footer.language')}
        value={currentLanguage()}
        onChange={(e) => void setLanguage(e.target.value as Language)}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  )
}
