/** Home (SPEC §2): banners and what members can do here. Later issues add check-in and goods. */
import { useTranslation } from 'react-i18next'
import { Icon } from '../../../components/Icon.tsx'
import { useSession } from '../../../lib/session.ts'
import { openAuth } from '../../../lib/ui.ts'
import { CheckInCard } from '../../coins/components/CheckInCard.tsx'
import { useBanners } from '../api/banners.ts'
import { BannerCarousel } from '../components/BannerCarousel.tsx'

const FEATURES = [
  { key: 'list', icon: 'box' },
  { key: 'chat', icon: 'chat' },
  { key: 'offer', icon: 'tag' },
  { key: 'coins', icon: 'coin' },
] as const

export default function HomePage() {
  const { t } = useTranslation()
  const banners = useBanners()
  const { userInfo } = useSession()
  return (
    <div className="home">
      {banners.data && <BannerCarousel banners={banners.data} />}
      {banners.isPending && <div className="carousel skeleton" aria-hidden />}
      <CheckInCard />
      <section className="intro card">
        <div>
          <h1>{userInfo ? t('home.welcomeBack', { name: userInfo.nickName }) : t('home.welcomeTitle')}</h1>
          <p className="muted">{t('home.welcomeBody')}</p>
        </div>
        {!userInfo && (
          <div className="intro-actions">
            <button type="button" className="btn btn-primary" onClick={() => openAuth('register')}>
              {t('home.ctaRegister')}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => openAuth('login')}>
              {t('home.ctaLogin')}
            </button>
          </div>
        )}
      </section>
      <section className="features" aria-label={t('home.featuresTitle')}>
        {FEATURES.map((f) => (
          <article key={f.key} className="feature card">
            <span className="feature-icon">
              <Icon name={f.icon} size={26} />
            </span>
            <h2>{t(`home.features.${f.key}.title`)}</h2>
            <p className="muted">{t(`home.features.${f.key}.body`)}</p>
          </article>
        ))}
      </section>
    </div>
  )
}
