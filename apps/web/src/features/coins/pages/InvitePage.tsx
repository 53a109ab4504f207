/** /setting/invite: my invitation code and link, and the friends who joined with it. */
import { useTranslation } from 'react-i18next'
import { Spinner } from '../../../components/Spinner.tsx'
import { copyText } from '../../../lib/clipboard.ts'
import { formatDate } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { toast } from '../../../lib/ui.ts'
import { useInvitation } from '../api/tasks.ts'

/**
 * The server builds the link from PUBLIC_URL; when that is not configured (development) it
 * does not match the address the member is using, so keep its path and use this site's origin.
 */
function shareableLink(serverLink: string): string {
  try {
    const url = new URL(serverLink, window.location.origin)
    return `${window.location.origin}${url.pathname}${url.search}`
  } catch {
    return serverLink
  }
}

export default function InvitePage() {
  const { t } = useTranslation()
  const { data, isPending } = useInvitation()
  const copy = async (text: string) => {
    if (await copyText(text)) toast(t('invite.copied'), 'success')
    else toast(t('invite.copyFailed'), 'error')
  }
  if (isPending) return <Spinner label={t('common.loading')} />
  if (!data) return <p className="form-error">{t('errors.loadFailed')}</p>
  const link = shareableLink(data.link)
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(t('invite.shareText', { link }))}`
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
            aria-label={t('invite.copyCode')}
            onClick={() => void copy(data.invitationCode)}
          >
            {t('invite.copy')}
          </button>
        </div>
        <div className="invite-link">
          <input
            readOnly
            value={link}
            aria-label={t('invite.link')}
            onFocus={(e) => e.currentTarget.select()}
          />
          <button type="button" className="btn btn-primary btn-small" onClick={() => void copy(link)}>
            {t('invite.copyLink')}
          </button>
        </div>
        <a
          className="btn btn-outline btn-small invite-share"
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('invite.whatsapp')}
        </a>
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
