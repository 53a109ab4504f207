import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '../../../components/Icon.tsx'
import { paths } from '../../../config/paths.ts'

export default function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <section className="page narrow card center">
      <Icon name="compass" size={56} className="big-icon" />
      <h1>{t('errors.notFoundTitle')}</h1>
      <p className="muted">{t('errors.notFoundBody')}</p>
      <Link className="btn btn-primary" to={paths.home}>
        {t('common.backHome')}
      </Link>
    </section>
  )
}
