/** /setting/invite: my invitation code and link, and the friends who joined with it. */
import { useTranslation } from 'react-i18next'
import { Spinner } from '../../../components/Spinner.tsx'
import { formatDate } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { toast } from '../../../lib/ui.ts'
import { useInvitation } from '../api/tasks.ts'

export default function InvitePage() {
  const { t } = useTranslation()
  const { data, isPending } = useInvitation()
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
      toast(t('invite.copied'), 'success')
    } catch {
      toast(t('invite.copyFailed'), 'error')
    }
  }
  if (isPending) return <Spinner label={t('common.loading')} />
  if (!data) return null
  return (
    <div className="stack">
      <section className="card">
        <h1>{t('invite.title')}</h1>
        <p className="muted">{t('invite.explain', { coins: data.reward })}</p>
        <div className="invite-code">
          <span className="muted small">{t('invite.code')}</span>
          <strong data-testid="invite-code">{data.invitationCode}</strong>
          <button
            type="button"
            className="btn btn-outline btn-small"
            onClick={() => void copy(data.invitationCode)}
          >
            {t('invite.copy')}
          </button>
        </div>
        <div className="invite-link">
          <input
            readOnly
            value={data.link}
            aria-label={t('invite.link')}
            onFocus={(e) => e.currentTarget.select()}
          />
          <button type="button" className="btn btn-primary btn-small" onClick={() => void copy(data.link)}>
            {t('invite.copyLink')}
          </button>
        </div>
      </section>
      <section className="card">
        <h2>{t('invite.friends', { n: data.friends.length })}</h2>
        {data.friends.length === 0 && <p className="muted">{t('invite.none')}</p>}
        <ul className="ledger">
          {data.friends.map((f) => (
            <li key={`${f.nickName}-${f.joinTime}`}>
              <div>
                <strong>{f.nickName}</strong>
                <span className="muted small">{formatDate(f.joinTime, currentLanguage())}</span>
              </div>
              <span className={f.rewarded ? 'badge' : 'muted small'}>
                {f.rewarded ? t('invite.rewarded', { coins: data.reward }) : t('invite.waitingPhone')}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
