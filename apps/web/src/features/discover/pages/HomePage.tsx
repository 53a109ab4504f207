/**
 * Home (docs/product/screens.md): hot words under the search bar, banners (no autoplay) beside the check-in card,
 * then the goods: the popular carousel and the recommended grid. Visitors also get a compact
 * welcome with what they can do here. The operator orders and hides these sections (docs/admin.md,
 * "Home blocks").
 */
import type { HomeBlock, HomeBlockKey } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Icon } from '../../../components/Icon.tsx'
import { useSession } from '../../../lib/session.ts'
import { openAuth } from '../../../lib/ui.ts'
import { CheckInCard } from '../../coins/index.ts'
import { useBanners } from '../api/banners.ts'
import { useHomeBlocks } from '../api/home-blocks.ts'
import { BannerCarousel } from '../components/BannerCarousel.tsx'
import { HotWords } from '../components/HotWords.tsx'
import { PopularCarousel } from '../components/PopularCarousel.tsx'
import { RecommendedGrid } from '../components/RecommendedGrid.tsx'
import '../components/home-goods.css'
import { paths } from '../../../config/paths.ts'

const FEATURES = [
  { key: 'list', icon: 'box' },
  { key: 'chat', icon: 'chat' },
  { key: 'offer', icon: 'tag' },
  { key: 'coins', icon: 'coin' },
] as const

/** The shown sections in order; banners and the check-in card share one row when they are next to each other. */
export function homeRows(blocks: HomeBlock[]): HomeBlockKey[][] {
  const rows: HomeBlockKey[][] = []
  for (const { key, visible } of blocks) {
    if (!visible) continue
    const last = rows.at(-1)
    const pair =
      last?.length === 1 &&
      ['banners', 'checkIn'].includes(last[0] ?? '') &&
      ['banners', 'checkIn'].includes(key)
    if (last && pair) last.push(key)
    else rows.push([key])
  }
  return rows
}

export default function HomePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const banners = useBanners()
  const { userInfo } = useSession()
  const blocks = useHomeBlocks()
  const hasBanner = banners.isPending || Boolean(banners.data?.length)

  const welcome = userInfo ? (
    <h1 key="welcome" className="disc-sr">
      {t('home.welcomeBack', { name: userInfo.nickName })}
    </h1>
  ) : (
    <section key="welcome" className="home-intro card" aria-labelledby="home-intro-title">
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

  const row = (keys: HomeBlockKey[]) => {
    const [first] = keys
    if (first === 'hotWords')
      return (
        <HotWords
          key="hotWords"
          className="home-hot"
          reserve
          onPick={(goodsName) => void navigate(paths.goodsList({ goodsName }))}
        />
      )
    if (first === 'welcome') return welcome
    if (first === 'popular') return <PopularCarousel key="popular" />
    if (first === 'recommended') return <RecommendedGrid key="recommended" />
    // Banners and the check-in card: one row, side by side when both show.
    const withBanner = keys.includes('banners') && hasBanner
    const solo = !(withBanner && keys.includes('checkIn'))
    return (
      <div key={keys.join('+')} className={solo ? 'home-top solo' : 'home-top'}>
        {keys.map((key) =>
          key === 'checkIn' ? (
            <CheckInCard key="checkIn" />
          ) : banners.data?.length ? (
            <BannerCarousel key="banners" banners={banners.data} />
          ) : banners.isPending ? (
            <div key="banners" className="carousel skeleton" aria-hidden />
          ) : null,
        )}
      </div>
    )
  }

  return <div className="home">{homeRows(blocks).map(row)}</div>
}
