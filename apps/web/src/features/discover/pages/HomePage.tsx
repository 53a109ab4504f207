/**
 * Home (docs/product/screens.md): hot words under the search bar, banners (no autoplay) beside the check-in card,
 * then the goods: the popular carousel and the recommended grid. The check-in card comes from the coins feature,
 * put in by app/ (`HomeSlots`). Visitors also get a compact
 * welcome with what they can do here; a member on their first day is welcomed as new, with their
 * first steps. The operator orders and hides these sections (docs/admin.md,
 * "Home blocks").
 */
import type { HomeBlockKey } from '@kaifong/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { Icon } from '../../../components/Icon.tsx'
import { useSession } from '../../../lib/session.ts'
import { openAuth } from '../../../lib/ui.ts'
import { useBanners } from '../api/banners.ts'
import { useHomeBlocks } from '../api/home-blocks.ts'
import { BannerCarousel } from '../components/BannerCarousel.tsx'
import { HotWords } from '../components/HotWords.tsx'
import { PopularCarousel } from '../components/PopularCarousel.tsx'
import { RecommendedGrid } from '../components/RecommendedGrid.tsx'
import { isNewMember } from '../lib/new-member.ts'
import '../components/home-goods.css'
import { paths } from '../../../config/paths.ts'

const FEATURES = [
  { key: 'list', icon: 'box' },
  { key: 'chat', icon: 'chat' },
  { key: 'offer', icon: 'tag' },
  { key: 'coins', icon: 'coin' },
] as const

/** What app/ puts into the page from other features (app/pages/HomePage.tsx). */
export interface HomeSlots {
  /** The daily check-in card (the coins feature), beside the banners. */
  checkIn?: ReactNode
}

export default function HomePage({ checkIn }: HomeSlots) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const banners = useBanners()
  const { userInfo } = useSession()
  const blocks = useHomeBlocks()
  const hasBanner = banners.isPending || Boolean(banners.data?.length)
  const single: Partial<Record<HomeBlockKey, ReactNode>> = {
    hotWords: (
      <HotWords
        key="hotWords"
        className="home-hot"
        reserve
        onPick={(goodsName) => void navigate(paths.goodsList({ goodsName }))}
      />
    ),
    welcome: userInfo ? (
      isNewMember(userInfo.createTime, Date.now()) ? (
        <NewMemberWelcome key="welcome" name={userInfo.nickName} />
      ) : (
        <h1 key="welcome" className="disc-sr">
          {t('home.welcomeBack', { name: userInfo.nickName })}
        </h1>
      )
    ) : (
      <VisitorIntro key="welcome" />
    ),
    popular: <PopularCarousel key="popular" />,
    recommended: <RecommendedGrid key="recommended" />,
  }
  const shown = new Set(blocks.filter((b) => b.visible).map((b) => b.key))
  let top = false
  return (
    <div className="home">
      {blocks.map(({ key }) => {
        if (!shown.has(key)) return null
        if (key !== 'banners' && key !== 'checkIn') return single[key]
        // Banners and the check-in card: one row where the first of them stands, side by side.
        if (top) return null
        top = true
        const both = hasBanner && shown.has('banners') && shown.has('checkIn')
        return (
          // `visitor`: on phones the check-in card is left out for visitors (home-goods.css).
          <div key="top" className={`home-top${both ? '' : ' solo'}${userInfo ? '' : ' visitor'}`}>
            {shown.has('banners') && banners.data && <BannerCarousel banners={banners.data} />}
            {shown.has('banners') && banners.isPending && <div className="carousel skeleton" aria-hidden />}
            {shown.has('checkIn') && checkIn}
          </div>
        )
      })}
    </div>
  )
}

/** A member's first day: welcomed as new ("welcome back" is for later visits), with first steps. */
function NewMemberWelcome({ name }: { name: string }) {
  const { t } = useTranslation()
  return (
    <section className="home-intro card" aria-labelledby="home-new-title" data-testid="home-welcome-new">
      <div className="home-intro-text">
        <h1 id="home-new-title">{t('home.welcomeNew', { name })}</h1>
        <p className="muted">{t('home.welcomeNewBody')}</p>
      </div>
      <div className="home-intro-actions">
        <Link className="btn btn-primary btn-small" to={paths.sell()}>
          {t('home.welcomeNewSell')}
        </Link>
        <Link className="btn btn-outline btn-small" to={paths.tasks}>
          {t('home.welcomeNewTasks')}
        </Link>
      </div>
    </section>
  )
}

/** A visitor's welcome: what they can do here, and sign up or log in. */
function VisitorIntro() {
  const { t } = useTranslation()
  return (
    <section className="home-intro card" aria-labelledby="home-intro-title">
      <div className="home-intro-text">
        <h1 id="home-intro-title">{t('home.welcomeTitle')}</h1>
        <p className="muted">{t('home.welcomeBody')}</p>
      </div>
      <ul className="home-intro-features" aria-label={t('home.featuresTitle')}>
        {FEATURES.map((f) => (
          <li key={f.key} title={t(`home.features.${f.key}.body`)}>
            <Icon name={f.icon} size={18} />
            {t(`home.features.${f.key}.title`)}
          </li>
        ))}
      </ul>
      <div className="home-intro-actions">
        <button type="button" className="btn btn-primary btn-small" onClick={() => openAuth('register')}>
          {t('home.ctaRegister')}
        </button>
        <button type="button" className="btn btn-outline btn-small" onClick={() => openAuth('login')}>
          {t('home.ctaLogin')}
        </button>
      </div>
    </section>
  )
}
