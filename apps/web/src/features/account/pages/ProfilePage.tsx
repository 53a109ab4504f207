/**
 * /setting: the member's own profile (nickname, photo, district, self-introduction; edited at
 * /setting/profile) and security (docs/product/screens.md personal info, security centre).
 */
import { type MemberInfo, maskEmail, maskPhone } from '@kaifong/contract'
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
  const { userInfo } = useSession()
  const [medalsOpen, setMedalsOpen] = useState(false)
  const balance = useCoinBalance()
  const medals = useMedals()
  // A site that verifies no phones asks for none (docs/decisions.md, "Codes and captcha").
  const asksForPhone = usePhonesVerified()
  // Refresh the stored copy so phone binding elsewhere shows up here.
  useFreshMe()
  if (!userInfo) return null
  return (
    <div className="stack">
      <ProfileCard member={userInfo} />
      <CoinsAndMedals coins={balance.data} medals={medals.data?.count} onMedals={() => setMedalsOpen(true)} />
      <SecurityCard member={userInfo} asksForPhone={asksForPhone} />
      <MedalDialog open={medalsOpen} onClose={() => setMedalsOpen(false)} />
    </div>
  )
}

/** Photo, names, district, member since, self-introduction, and the way to edit them. */
function ProfileCard({ member }: { member: MemberInfo }) {
  const { t } = useTranslation()
  const initial = (member.nickName || member.username).slice(0, 1).toUpperCase()
  return (
    <section className="card profile">
      <div className="avatar avatar-lg" aria-hidden data-testid="profile-avatar">
        {member.face ? <img src={member.face} alt="" /> : initial}
      </div>
      <div className="profile-who">
        <h1>{member.nickName}</h1>
        <p className="muted">@{member.username}</p>
        <p className="muted small">
          {t('profile.memberSince', { date: formatDate(member.createTime, currentLanguage()) })}
          {member.district && ` · ${t(`address.district.${member.district}`)}`}
        </p>
        {member.bio && (
          <p className="profile-bio" data-testid="profile-bio">
            <span className="sr-only">{t('profile.about')}: </span>
            {member.bio}
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
  )
}

interface CoinsAndMedalsProps {
  /** Unknown ("–") until loaded. */
  coins: number | undefined
  medals: number | undefined
  onMedals: () => void
}

function CoinsAndMedals({ coins, medals, onMedals }: CoinsAndMedalsProps) {
  const { t } = useTranslation()
  return (
    <section className="card">
      <h2>{t('profile.coinsAndMedals')}</h2>
      <dl className="info-list">
        <div>
          <dt>{t('profile.coins')}</dt>
          <dd>
            <Icon name="coin" size={18} className="coin-icon" />
            <strong data-testid="profile-coins">{coins ?? '–'}</strong>
            <Link className="btn btn-small btn-outline" to={paths.coins}>
              {t('coins.title')}
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t('profile.medals')}</dt>
          <dd>
            <strong data-testid="profile-medals">{medals ?? '–'}</strong>
            <button
              type="button"
              className="btn btn-small btn-outline"
              data-testid="open-medals"
              aria-haspopup="dialog"
              onClick={onMedals}
            >
              {t('medals.view')}
            </button>
          </dd>
        </div>
      </dl>
    </section>
  )
}

/** Email and phone (masked), password, and the ways to the security centre and the devices. */
function SecurityCard({ member, asksForPhone }: { member: MemberInfo; asksForPhone: boolean }) {
  const { t } = useTranslation()
  return (
    <section className="card">
      <h2>{t('profile.security')}</h2>
      <dl className="info-list">
        <div>
          <dt>{t('profile.email')}</dt>
          <dd>{maskEmail(member.email)}</dd>
        </div>
        {(member.phoneVerified || asksForPhone) && <PhoneRow member={member} />}
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
      {!member.phoneVerified && asksForPhone && <p className="muted small">{t('profile.bindWhy')}</p>}
      <p className="info-links">
        <Link className="btn btn-small btn-outline" to={paths.security} data-testid="open-security">
          {t('pages.security')}
        </Link>
        <Link className="btn btn-small btn-outline" to={paths.devices}>
          {t('pages.devices')}
        </Link>
      </p>
    </section>
  )
}

function PhoneRow({ member }: { member: MemberInfo }) {
  const { t } = useTranslation()
  return (
    <div data-testid="profile-phone">
      <dt>{t('profile.phone')}</dt>
      <dd>
        {member.phoneVerified ? (
          <>
            +{member.countryCode} {maskPhone(member.mobile)}{' '}
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
  )
}
