import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LanguageSelect } from './LanguageSelect.tsx'

const LINKS = [
  ['/aboutUs', 'footer.about'],
  ['/policy', 'footer.privacy'],
  ['/termsOfUse', 'footer.terms'],
  ['/disclaimer', 'footer.disclaimer'],
  ['/contact', 'footer.contact'],
] as const

export function Footer() {
  const { t } = useTranslation()
  return (
    <footer className="footer">
      <div className="footer-inner">
        <nav aria-label={t('footer.nav')} className="footer-links">
          {LINKS.map(([to, key]) => (
            <Link key={to} to={to}>
              {t(key)}
            </Link>
          ))}
        </nav>
        <LanguageSelect />
        <p className="muted small">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  )
}
