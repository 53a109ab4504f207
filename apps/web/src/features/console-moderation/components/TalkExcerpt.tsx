/** The messages a chat report captured (docs/product/chat.md), read-only, the reported member's marked. */
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { adminTime } from '../../admin/index.ts'
import type { TalkReportDetail } from '../lib/types.ts'

type ExcerptMessage = TalkReportDetail['excerpt'][number]

/** Who sent a message of the excerpt: the buyer, the seller, the system, or by id. */
function useSenderName(detail: TalkReportDetail) {
  const { t } = useTranslation()
  const names = new Map<string, string>([
    [detail.buyer.id, detail.buyer.name],
    [detail.seller.id, detail.seller.name],
  ])
  return (senderId: string | undefined) =>
    !senderId || senderId === '0'
      ? t('admin.reports.excerpt.system')
      : (names.get(senderId) ?? `#${senderId}`)
}

function messageText(message: ExcerptMessage, t: TFunction): string {
  if (message.kind === 'PHOTO') return t('admin.reports.excerpt.photo')
  if (message.kind === 'EVENT' && message.event)
    return t('admin.reports.excerpt.event', {
      event: t(`admin.reports.excerpt.events.${message.event}`, { defaultValue: message.event }),
      price: message.price ? formatHKD(message.price) : '',
    })
  return message.text ?? ''
}

/** The messages the latest report captured, read-only, oldest first. */
export function TalkExcerpt({ detail }: { detail: TalkReportDetail }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const senderName = useSenderName(detail)
  return (
    <section className="adm-panel" aria-labelledby="excerpt-title">
      <h2 id="excerpt-title">{t('admin.reports.excerpt.title')}</h2>
      {detail.excerpt.length === 0 ? (
        <p className="adm-empty">{t('admin.reports.excerpt.empty')}</p>
      ) : (
        <ol className="adm-excerpt" data-testid="talk-excerpt">
          {detail.excerpt.map((message, i) => (
            <li
              key={message.id ?? `at-${i}`}
              className={message.senderId === detail.reportedId ? 'is-reported' : undefined}
              data-testid="excerpt-message"
            >
              <div className="adm-excerpt-meta">
                <strong>{senderName(message.senderId)}</strong>{' '}
                {message.createTime && (
                  <time dateTime={message.createTime}>{adminTime(message.createTime, lang)}</time>
                )}
              </div>
              {message.kind === 'PHOTO' && message.photo ? (
                <a href={message.photo.url} target="_blank" rel="noreferrer">
                  <img src={message.photo.thumbnail} alt={t('admin.reports.excerpt.photo')} width={120} />
                </a>
              ) : (
                <p className="adm-excerpt-text">{messageText(message, t)}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
