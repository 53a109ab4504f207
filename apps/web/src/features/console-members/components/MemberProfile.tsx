/** A member's profile in the console (docs/admin.md, "Members"): unmasked contacts, counts, ban and reset state. */
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '../../../lib/i18n.ts'
import { adminTime } from '../../admin/index.ts'
import type { AdminMemberDetail } from '../lib/types.ts'

export function MemberProfile({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const phone = member.mobile ? `${member.countryCode ? `+${member.countryCode} ` : ''}${member.mobile}` : ''
  const contact = (value: string, verified: boolean) =>
    value
      ? `${value} (${verified ? t('adminContent.member.verified') : t('adminContent.member.unverified')})`
      : t('adminContent.common.none')
  const rows: [string, string | number][] = [
    [t('adminContent.members.id'), member.id],
    [t('adminContent.members.username'), member.username],
    [t('adminContent.members.nickName'), member.nickName],
    [t('adminContent.members.email'), contact(member.email, member.emailVerified)],
    [t('adminContent.members.mobile'), contact(phone, member.phoneVerified)],
    [t('adminContent.members.role'), t(`adminContent.roles.${member.role}`)],
    [t('adminContent.members.joined'), adminTime(member.createTime, lang)],
    [t('adminContent.members.coins'), member.point],
    [
      t('adminContent.member.listings'),
      t('adminContent.member.listingsValue', { all: member.listings, live: member.liveListings }),
    ],
    [
      t('adminContent.member.deals'),
      t('adminContent.member.dealsValue', {
        all: member.deals,
        buyer: member.dealsAsBuyer,
        seller: member.dealsAsSeller,
      }),
    ],
    [t('adminContent.member.reportsMade'), member.reportsMade],
    [t('adminContent.member.reportsReceived'), member.reportsReceived],
  ]
  return (
    <section className="adm-panel" aria-labelledby="member-profile">
      <h2 id="member-profile">{t('adminContent.member.profile')}</h2>
      <dl className="adm-dl" data-testid="member-profile">
        {rows.map(([label, value]) => (
          <div key={label} className="adm-dl-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {member.disabled && (
        <p className="adc-alert" data-testid="member-ban-state">
          {t('adminContent.member.bannedSince', { time: adminTime(member.bannedAt, lang) })}{' '}
          {t('adminContent.member.banReason', { reason: member.banReason || t('adminContent.common.none') })}
        </p>
      )}
      {member.passwordResetRequired && (
        <p className="adc-alert" data-testid="member-reset-state">
          {t('adminContent.member.resetPending')}
        </p>
      )}
    </section>
  )
}
