/**
 * /setting/security, the security centre (docs/product/screens.md): the email and phone, masked,
 * each with its two-step change dialog (or "verify" for a member without a phone), and the ways to
 * the password, the signed-in devices, and data export and account deletion.
 */
import { type MemberInfo, maskEmail, PHONE_PREFIXES } from '@kaifong/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { useOwnLink } from '../../../lib/member-centre.ts'
import { useSession } from '../../../lib/session.ts'
import { usePhonesVerified } from '../../site/index.ts'
import { ChangeEmailDialog } from '../components/ChangeEmailDialog.tsx'
import { ChangePhoneDialog, type CurrentPhone, phoneLabel } from '../components/ChangePhoneDialog.tsx'
import { useFreshMe } from '../hooks/use-fresh-me.ts'

export default function SecurityPage() {
  const { t } = useTranslation()
  const { userInfo } = useSession()
  const ownLink = useOwnLink()
  const [open, setOpen] = useState<'email' | 'phone' | null>(null)
  // A site that verifies no phones sends no SMS codes: no phone to bind or change (docs/decisions.md).
  const asksForPhone = usePhonesVerified()
  // The stored copy may be older than a change made on another device.
  useFreshMe()
  if (!userInfo) return null
  const countryCode = PHONE_PREFIXES.find((p) => p === userInfo.countryCode)
  const phone: CurrentPhone | null =
    userInfo.phoneVerified && countryCode ? { countryCode, mobile: userInfo.mobile } : null
  return (
    <div className="stack">
      <section className="card">
        <h1>{t('pages.security')}</h1>
        <p className="muted">{t('security.intro')}</p>
        <dl className="info-list">
          <EmailRow member={userInfo} onChange={() => setOpen('email')} />
          {(phone || asksForPhone) && (
            <PhoneRow phone={phone} asksForPhone={asksForPhone} onChange={() => setOpen('phone')} />
          )}
          <div>
            <dt>{t('security.password')}</dt>
            <dd>
              <span aria-hidden>••••••••</span>
              <Link
                className="btn btn-small btn-outline"
                to={ownLink(paths.password)}
                aria-label={t('pages.password')}
                data-testid="security-password"
              >
                {t('security.change')}
              </Link>
            </dd>
          </div>
        </dl>
        {!phone && asksForPhone && <p className="muted small">{t('security.phone.why')}</p>}
      </section>
      <MoreSection />
      <ChangeEmailDialog open={open === 'email'} current={userInfo.email} onClose={() => setOpen(null)} />
      {phone && <ChangePhoneDialog open={open === 'phone'} current={phone} onClose={() => setOpen(null)} />}
    </div>
  )
}

function EmailRow({ member, onChange }: { member: MemberInfo; onChange: () => void }) {
  const { t } = useTranslation()
  return (
    <div>
      <dt>{t('security.email.label')}</dt>
      <dd>
        <span data-testid="security-email">{maskEmail(member.email)}</span>
        <button
          type="button"
          className="btn btn-small btn-outline"
          aria-haspopup="dialog"
          aria-label={t('security.email.title')}
          data-testid="change-email"
          onClick={onChange}
        >
          {t('security.change')}
        </button>
      </dd>
    </div>
  )
}

interface PhoneRowProps {
  /** The verified phone, or null for none. */
  phone: CurrentPhone | null
  asksForPhone: boolean
  onChange: () => void
}

/** The phone with "change", or "none" with the way to bind one. */
function PhoneRow({ phone, asksForPhone, onChange }: PhoneRowProps) {
  const { t } = useTranslation()
  const ownLink = useOwnLink()
  return (
    <div data-testid="security-phone-row">
      <dt>{t('security.phone.label')}</dt>
      <dd>
        {phone ? (
          <>
            <span data-testid="security-phone">{phoneLabel(phone)}</span>
            {asksForPhone && (
              <button
                type="button"
                className="btn btn-small btn-outline"
                aria-haspopup="dialog"
                aria-label={t('security.phone.title')}
                data-testid="change-phone"
                onClick={onChange}
              >
                {t('security.change')}
              </button>
            )}
          </>
        ) : (
          <>
            <span className="muted">{t('security.phone.none')}</span>
            <Link className="btn btn-small btn-primary" to={ownLink(paths.bindPhone)}>
              {t('security.phone.bind')}
            </Link>
          </>
        )}
      </dd>
    </div>
  )
}

/** The ways to the signed-in devices and to account deletion. */
function MoreSection() {
  const { t } = useTranslation()
  const ownLink = useOwnLink()
  return (
    <section className="card">
      <h2>{t('security.more')}</h2>
      <dl className="info-list">
        <div>
          <dt>{t('security.devices.hint')}</dt>
          <dd>
            <Link
              className="btn btn-small btn-outline"
              to={ownLink(paths.devices)}
              data-testid="security-devices"
            >
              {t('security.devices.link')}
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t('security.delete.hint')}</dt>
          <dd>
            <Link
              className="btn btn-small btn-outline"
              to={ownLink(paths.deleteAccount)}
              data-testid="security-delete"
            >
              {t('security.delete.link')}
            </Link>
          </dd>
        </div>
      </dl>
    </section>
  )
}
