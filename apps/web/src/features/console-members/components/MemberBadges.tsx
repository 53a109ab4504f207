/** A member's role (when an operator) and ban state, as badges (members list and page). */
import { useTranslation } from 'react-i18next'
import type { AdminMemberRow } from '../lib/types.ts'

/** The role and ban state as badges. */
export function MemberBadges({ member }: { member: Pick<AdminMemberRow, 'role' | 'disabled'> }) {
  const { t } = useTranslation()
  return (
    <span className="adm-badges">
      {member.role !== 'MEMBER' && (
        <span className="adm-badge adc-badge-role">{t(`adminContent.roles.${member.role}`)}</span>
      )}
      {member.disabled && (
        <span className="adm-badge adc-badge-danger" data-testid="banned-badge">
          {t('adminContent.members.banned')}
        </span>
      )}
    </span>
  )
}
