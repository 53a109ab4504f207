/**
 * "Contact the seller" on a listing (docs/product/screens.md, domain-rules.md "Contact privacy"):
 * the kinds of contact the seller gave, and what this viewer must do to see them: log in, verify
 * a phone (in a dialog right here, then they show), or press "show" (which counts towards the
 * daily limit). A chat-only seller is reached
 * in the chat alone.
 */
import {
  CONTACT_REVEALS_PER_DAY,
  ErrorCode,
  type GoodsDetail,
  type RevealedContacts,
} from '@kaifong/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { FormError } from '../../../components/FormError.tsx'
import { ApiError } from '../../../lib/api.ts'
import { openAuth } from '../../../lib/ui.ts'
import { usePhoneDialog } from '../../auth/index.ts'
import { useRevealContacts } from '../../goods/index.ts'
import { enquiryText } from '../lib/contact-text.ts'
import { ContactList } from './ContactList.tsx'

/** The section's id: the "other contacts" link in the actions brings it into view. */
export const CONTACTS_ID = 'detail-contacts'

interface Props {
  goods: GoodsDetail
  /** Opens the chat about this listing. */
  onChat: () => void
}

export function ContactSection({ goods, onChat }: Props) {
  const { t } = useTranslation()
  const reveal = useRevealContacts(goods.id)
  const phoneGate = usePhoneDialog()
  return (
    <section
      id={CONTACTS_ID}
      className="detail-contacts"
      aria-labelledby={`${CONTACTS_ID}-title`}
      data-testid="detail-contacts"
    >
      <h2 id={`${CONTACTS_ID}-title`} tabIndex={-1}>
        {t('detail.contact.title')}
      </h2>
      <div className="contact-block">
        <ContactBody
          goods={goods}
          reveal={reveal}
          onChat={onChat}
          onVerify={() => phoneGate.ask('contacts', () => reveal.mutate())}
        />
      </div>
      {phoneGate.dialog}
    </section>
  )
}

interface BodyProps extends Props {
  reveal: ReturnType<typeof useRevealContacts>
  /** Verifies the viewer's phone here, then shows the contacts. */
  onVerify: () => void
}

/** What this viewer sees of the contacts: the chat alone, none, the contacts, or what to do to see them. */
function ContactBody({ goods, reveal, onChat, onVerify }: BodyProps) {
  const { t } = useTranslation()
  const location = useLocation()
  const error = reveal.error
  const phoneNeeded = error instanceof ApiError && error.code === ErrorCode.PHONE_NOT_VERIFIED
  const access = phoneNeeded ? 'VERIFY_PHONE' : goods.contactAccess
  if (goods.chatOnly) {
    return (
      <>
        <p>{t('detail.contact.chatOnly')}</p>
        <button
          type="button"
          className="btn btn-outline btn-small"
          onClick={onChat}
          data-testid="contacts-chat"
        >
          {t('detail.contact.chat')}
        </button>
      </>
    )
  }
  if (goods.contactTypes.length === 0) return <p className="muted">{t('detail.contact.none')}</p>
  if (reveal.data) return <Revealed goods={goods} revealed={reveal.data} />
  const kinds = <ContactKinds goods={goods} />
  if (access === 'LOGIN') {
    return (
      <>
        {kinds}
        <p>{t('detail.contact.login')}</p>
        <button
          type="button"
          className="btn btn-primary btn-small"
          data-testid="contacts-login"
          onClick={() => openAuth('login', location.pathname + location.search, { reason: 'contact' })}
        >
          {t('detail.contact.loginButton')}
        </button>
      </>
    )
  }
  if (access === 'VERIFY_PHONE') {
    return (
      <>
        {kinds}
        <p>{t('detail.contact.verify')}</p>
        <button
          type="button"
          className="btn btn-primary btn-small"
          data-testid="contacts-verify"
          onClick={onVerify}
        >
          {t('detail.contact.verifyButton')}
        </button>
      </>
    )
  }
  if (access === 'REVEAL') return <RevealOffer kinds={kinds} reveal={reveal} />
  // Sold, expired or taken down: the chat still reaches the seller.
  return (
    <>
      {kinds}
      <p className="muted">{t('detail.contact.closed')}</p>
    </>
  )
}

/** The kinds of contact the seller gave ("WhatsApp, phone"). */
function ContactKinds({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation()
  return (
    <p className="small" data-testid="contact-kinds">
      {t('detail.contact.kinds')}{' '}
      {goods.contactTypes
        .map((type) => t(`detail.contact.types.${type}`))
        .join(t('detail.contact.separator'))}
    </p>
  )
}

function Revealed({ goods, revealed }: { goods: GoodsDetail; revealed: RevealedContacts }) {
  const { t } = useTranslation()
  const { subject, message } = enquiryText(t, goods)
  return (
    <>
      <p className="muted small">{t('detail.contact.intro', { name: goods.sellerName })}</p>
      <ContactList contacts={revealed.contacts} subject={subject} message={message} />
      <p className="small muted" data-testid="reveals-left">
        {t('detail.contact.left', { count: revealed.revealsLeft })}
      </p>
    </>
  )
}

/** "Show" (counts towards the daily limit), and why the server refused. */
function RevealOffer({ kinds, reveal }: { kinds: ReactNode; reveal: BodyProps['reveal'] }) {
  const { t } = useTranslation()
  const error = reveal.error
  const refusal = error instanceof ApiError ? error.message : error ? t('errors.operationFailed') : null
  return (
    <>
      {kinds}
      <p className="small muted">{t('detail.contact.limit', { count: CONTACT_REVEALS_PER_DAY })}</p>
      <button
        type="button"
        className="btn btn-primary btn-small"
        data-testid="reveal-contacts"
        disabled={reveal.isPending}
        aria-busy={reveal.isPending || undefined}
        onClick={() => reveal.mutate()}
      >
        {t('detail.contact.show')}
      </button>
      <FormError message={refusal} />
    </>
  )
}

/** Brings the section into view and moves focus to its heading (keyboard and screen readers follow). */
export function goToContacts() {
  const el = document.getElementById(CONTACTS_ID)
  el?.scrollIntoView?.({ behavior: 'smooth', block: 'start' })
  el?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true })
}
