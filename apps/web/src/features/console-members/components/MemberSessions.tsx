/** A member's sessions and devices (docs/admin.md, "Members"). */
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '../../../lib/i18n.ts'
import { type AdminColumn, AdminTable, adminTime } from '../../admin/index.ts'
import type { AdminMemberSession } from '../lib/types.ts'

export function MemberSessions({ sessions }: { sessions: AdminMemberSession[] }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const columns: AdminColumn<AdminMemberSession>[] = [
    { key: 'client', header: t('adminContent.member.client'), cell: (s) => s.clientType },
    {
      key: 'device',
      header: t('adminContent.member.device'),
      cell: (s) => s.deviceName || t('adminContent.common.none'),
    },
    {
      key: 'ip',
      header: t('adminContent.member.ip'),
      cell: (s) => [s.ip, s.country].filter(Boolean).join(' · '),
    },
    { key: 'since', header: t('adminContent.member.since'), cell: (s) => adminTime(s.createTime, lang) },
    {
      key: 'last',
      header: t('adminContent.member.lastActive'),
      cell: (s) => adminTime(s.lastActiveTime, lang),
    },
  ]
  return (
    <section className="adm-panel" aria-labelledby="member-sessions">
      <h2 id="member-sessions">{t('adminContent.member.sessions')}</h2>
      <AdminTable
        caption={t('adminContent.member.sessions')}
        columns={columns}
        rows={sessions}
        rowKey={(s) => s.id}
        empty={t('adminContent.member.noSessions')}
        testId="member-sessions"
      />
    </section>
  )
}
