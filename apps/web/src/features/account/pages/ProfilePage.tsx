/**
 * /setting: the member's own profile (nickname, photo, district, self-introduction; edited at
 * /setting/profile) and security (docs/product/screens.md personal info, security centre).
 */
import { maskEmail, maskPhone } from '@kaifong/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '../../../components/Icon.tsx'
import { paths } from '../../../config/paths.ts'
import { formatDate } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { useSession } from '../../../lib/session.ts'
import { useCoinBalance } from '../../coins/index.ts'
import { MedalDialog, useMedals } from '../../medals/index.ts'
import { usePhonesVerified } from '../../site/index.ts'
import '../components/profile.css'
import { useFreshMe } from '../hooks/use-fresh-me.ts'

export default function ProfilePage() {
  const { t } = useTranslation()
  const { userInfo } = useSession()
  const [medalsOpen, setMedalsOpen] = useState(false)
  const balance = useCoinBalance()
  const medals = useMedals()
  // A site that verifies no phones asks for none (docs/decisions.md, "Codes and captcha").
  const asksForPhone = usePhonesVerified()
  // Refresh the stored copy so phone binding elsewhere shows up here.
  useFreshMe()
  if (!userInfo) return null
  const initial = (userInfo.nickName || userInfo.username).slice(0, 1).toUpperCase()
  return (
    <div className="stack">
      <section className="card profile">
        <div className="avatar avatar-lg" aria-hidden data-testid="profile-avatar">
          {userInfo.face ? <img src={userInfo.face} alt="" /> : initial}
        </div>
        <div className="profile-who">
          <h1>{userInfo.nickName}</h1>
          <p className="muted">@{userInfo.username}</p>
          <p className="muted small">
            {t('profile.memberSince', { date: formatDate(userInfo.createTime, currentLanguage()) })}
            {userInfo.district && ` · ${t(`address.district.${userInfo.district}`)}`}
          </p>
          {userInfo.bio && (
            <p className="profile-bio" data-testid="profile-bio">
              <span className="sr-only">{t('profile.about')}: </span>
              {userInfo.bio}
            </p>
          )}
          <Link
            className="btn btn-small btn-outline profile-edit"
            to={paths.editProfile}
            data-testid="edit-profile"
          >
            {t('profile.editProfile')}
          </Link>
        </div>
      </section>
      <section className="card">
        <h2>{t('profile.coinsAndMedals')}</h2>
        <dl className="info-list">
          <div>
            <dt>{t('profile.coins')}</dt>
            <dd>
              <Icon name="coin" size={18} className="coin-icon" />
              <strong data-testid="profile-coins">{balance.data ?? '–'}</strong>
              <Link className="btn btn-small btn-outline" to={paths.coins}>
                {t('coins.title')}
              </Link>
            </dd>
          </div>
          <div>
            <dt>{t('profile.medals')}</dt>
            <dd>
              <strong data-testid="profile-medals">{medals.data?.count ?? '–'}</strong>
              <button
                type="button"
                className="btn btn-small btn-outline"
                data-testid="open-medals"
                aria-haspopup="dialog"
                onClick={() => setMedalsOpen(true)}
              >
                {t('medals.view')}
              </button>
            </dd>
          </div>
        </dl>
      </section>
      <section className="card">
        <h2>{t('profile.security')}</h2>
        <dl className="info-list">
          <div>
            <dt>{t('profile.email')}</dt>
            <dd>{maskEmail(userInfo.email)}</dd>
          </div>
          {(userInfo.phoneVerified || asksForPhone) && (
            <div data-testid="profile-phone">
              <dt>{t('profile.phone')}</dt>
              <dd>
                {userInfo.phoneVerified ? (
                  <>
                    +{userInfo.countryCode} {maskPhone(userInfo.mobile)}{' '}
                    <span className="badge">{t('profile.verified')}</span>
                  </>
                ) : (
                  <>
                    <span className="muted">{t('profile.notBound')}</span>{' '}
                    <Link className="btn btn-small btn-primary" to={paths.bindPhone}>
                      {t('profile.bindNow')}
                    </Link>
                  </>
                )}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('profile.password')}</dt>
            <dd>
              <span aria-hidden>••••••••</span>{' '}
              <Link
                className="btn btn-small btn-outline"
                to={paths.password}
                aria-label={t('profile.pwd.title')}
                data-testid="change-password"
              >
                {t('profile.change')}
              </Link>
            </dd>
          </div>
        </dl>
        {!userInfo.phoneVerified && asksForPhone && <p className="muted small">{t('profile.bindWhy')}</p>}
        <p className="info-links">
          <Link className="btn btn-small btn-outline" to={paths.security} data-testid="open-security">
            {t('pages.security')}
          </Link>
          <Link className="btn btn-small btn-outline" to={paths.devices}>
            {t('pages.devices')}
          </Link>
        </p>
      </section>
      <MedalDialog open={medalsOpen} onClose={() => setMedalsOpen(false)} />
    </div>
  )
}
