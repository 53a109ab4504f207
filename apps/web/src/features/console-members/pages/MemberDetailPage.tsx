/**
 * /admin/members/:id (docs/admin.md, "Members" and "Coins"): the member's profile with unmasked
 * contacts, counts, sessions and devices; ban and unban (right `members.ban`, a reason each),
 * a forced password reset (`members.reset`), a coin adjustment and the member's ledger (`coins`).
 * Only the actions the operator's rights allow are shown, and none against oneself or an admin
 * (the server refuses all of these on its own too).
 */
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { AdminError, AdminLoading, adminPaths, useAdminTitle, useCan } from '../../admin/index.ts'
import { CoinAdjustment } from '../components/CoinAdjustment.tsx'
import { MemberActions } from '../components/MemberActions.tsx'
import { MemberBadges } from '../components/MemberBadges.tsx'
import { MemberProfile } from '../components/MemberProfile.tsx'
import { MemberSessions } from '../components/MemberSessions.tsx'
import { useMemberDetail } from '../lib/members.ts'

export default function MemberDetailPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  const member = useMemberDetail(id)
  const canCoins = useCan('coins')
  useAdminTitle(member.data?.username ?? t('adminContent.member.title'))
  return (
    <section className="adm-page" aria-labelledby="member-title">
      <p>
        <Link to={adminPaths.members}>{t('adminContent.member.back')}</Link>
      </p>
      {member.isPending ? (
        <AdminLoading />
      ) : member.isError ? (
        <AdminError error={member.error} onRetry={() => void member.refetch()} />
      ) : (
        <>
          <h1 id="member-title">
            {member.data.username} <MemberBadges member={member.data} />
          </h1>
          <div className="adm-detail-grid">
            <MemberProfile member={member.data} />
            <MemberActions member={member.data} />
          </div>
          <MemberSessions sessions={member.data.sessions ?? []} />
          {canCoins && <CoinAdjustment member={member.data} />}
        </>
      )}
    </section>
  )
}
