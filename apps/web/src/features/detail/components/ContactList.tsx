/**
 * The seller's contact methods, each with the way to reach it: WhatsApp with a prefilled
 * message, WeChat id to copy, email with subject and body, or the seller's own words.
 */
import type { RevealedContacts } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../lib/ui.ts'
import { mailtoHref, whatsappHref } from '../lib/contact-links.ts'
import './dialogs.css'

type Contact = RevealedContacts['contacts'][number]

interface Props {
  contacts: Contact[]
  subject: string
  message: string
}

export function ContactList({ contacts, subject, message }: Props) {
  const { t } = useTranslation()
  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text)
      toast(done, 'success')
    } catch {
      toast(t('detail.contact.copyFailed'), 'error')
    }
  }
  if (contacts.length === 0) return <p className="muted">{t('detail.contact.none')}</p>
  return (
    <div className="contact-block">
      <div className="contact-message">
        <p className="small muted">{t('detail.contact.preview')}</p>
        <p data-testid="contact-message">{message}</p>
        <button
          type="button"
          className="link small"
          onClick={() => void copy(message, t('detail.contact.messageCopied'))}
        >
          {t('detail.contact.copyMessage')}
        </button>
      </div>
      <ul className="contact-list" data-testid="contact-list">
        {contacts.map((c) => {
          const wa = c.type === 'whatsapp' ? whatsappHref(c.value, message) : null
          return (
            <li key={`${c.type}:${c.value}`}>
              <div className="contact-what">
                <strong>{t(`detail.contact.types.${c.type}`)}</strong>
                <span className="contact-value">{c.value || t('detail.contact.otherEmpty')}</span>
              </div>
              {wa && (
                <a className="btn btn-primary btn-small" href={wa} target="_blank" rel="noopener noreferrer">
                  {t('detail.contact.openWhatsapp')}
                </a>
              )}
              {c.type === 'email' && (
                <a className="btn btn-primary btn-small" href={mailtoHref(c.value, subject, message)}>
                  {t('detail.contact.openEmail')}
                </a>
              )}
              {(c.type === 'wechat' || (c.type === 'whatsapp' && !wa)) && (
                <button
                  type="button"
                  className="btn btn-outline btn-small"
                  onClick={() => void copy(c.value, t('detail.contact.idCopied'))}
                >
                  {t(c.type === 'wechat' ? 'detail.contact.copyWechat' : 'detail.contact.copyNumber')}
                </button>
              )}
            </li>
          )
        })}
      </ul>
      {contacts.some((c) => c.type === 'wechat') && (
        <p className="small muted">{t('detail.contact.wechatHint')}</p>
      )}
    </div>
  )
}
