import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../config/paths.ts'
import { LanguageSelect } from './LanguageSelect.tsx'

const LINKS = [
  [paths.about, 'footer.about'],
  [paths.privacy, 'footer.privacy'],
  [paths.terms, 'footer.terms'],
  [paths.disclaimer, 'footer.disclaimer'],
  [paths.contact, 'footer.contact'],
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
