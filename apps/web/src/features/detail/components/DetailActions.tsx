/**
 * What a viewer can do with a listing (docs/product/screens.md, permissions.md). Buyers: favourite,
 * chat with the seller and make an offer (a member's listed items only: a shop's goods sell through
 * the cart at their prices) in the chat (/im), a link to the
 * seller's other contacts (the contact section further down), and report. The seller: a notice
 * that this is their own listing, with the way to manage it (the owner tools live on /setting/goods).
 */
import type { GoodsDetail } from '@kaifong/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '../../../components/Icon.tsx'
import { paths } from '../../../config/paths.ts'
import { goToContacts } from './ContactSection.tsx'

export type DetailDialog = 'report'

/** The heart on a listing (the favourites feature's, put in by app/); `compact` on the phone's bar. */
export type FavouriteSlot = (goods: GoodsDetail, compact: boolean) => ReactNode

interface Props {
  goods: GoodsDetail
  favourite?: FavouriteSlot
  onOpen: (dialog: DetailDialog) => void
  /** Opens the chat about this listing, with the offer dialog when `offer`. */
  onChat: (offer: boolean) => void
}

export function OwnerNotice({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation()
  const editable = goods.marketEnable === 'DOWN' || goods.marketEnable === 'SOLD_OUT_DOWN'
  return (
    <div className="notice owner-notice" data-testid="owner-notice" role="note">
      <p>
        <strong>{t('detail.owner.title')}</strong> {t('detail.owner.body')}
      </p>
      <div className="row-wrap">
        <Link className="btn btn-primary btn-small" to={paths.myGoods}>
          {t('detail.owner.manage')}
        </Link>
        {editable && (
          <Link className="btn btn-outline btn-small" to={paths.sell(goods.id)}>
            {t('detail.owner.edit')}
          </Link>
        )}
      </div>
      {goods.marketEnable === 'UPPER' && <p className="small muted">{t('detail.owner.editHint')}</p>}
    </div>
  )
}

/** Favourite, chat and offer; `compact` is the phone's bottom bar (icon-only heart). */
function ActionButtons({ goods, favourite, onChat, compact }: Omit<Props, 'onOpen'> & { compact?: boolean }) {
  const { t } = useTranslation()
  return (
    <>
      {favourite?.(goods, Boolean(compact))}
      <button
        type="button"
        className="btn btn-outline"
        data-testid="chat-button"
        onClick={() => onChat(false)}
      >
        {!compact && <Icon name="chat" size={20} />}
        {t('detail.contact.chat')}
      </button>
      {goods.label === 'LISTED' && goods.storeId === null && (
        <button
          type="button"
          className="btn btn-primary"
          data-testid="offer-button"
          onClick={() => onChat(true)}
        >
          {!compact && <Icon name="tag" size={20} />}
          {t('detail.offer.button')}
        </button>
      )}
    </>
  )
}

/**
 * The seller's own contact methods (WhatsApp, email…), kept beside the chat: a way down to the
 * contact section. A chat-only listing has none, so no link.
 */
export function OtherContacts({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation()
  if (goods.chatOnly || goods.contactTypes.length === 0) return null
  return (
    <button type="button" className="link small" data-testid="contact-button" onClick={goToContacts}>
      {t('detail.contact.others')}
    </button>
  )
}

export function BuyerActions({ goods, favourite, onOpen, onChat }: Props) {
  return (
    <div className="detail-actions">
      <div className="detail-buttons">
        <ActionButtons goods={goods} favourite={favourite} onChat={onChat} />
      </div>
      <div className="detail-links">
        <OtherContacts goods={goods} />
        <ReportLink onOpen={onOpen} />
      </div>
    </div>
  )
}

export function ReportLink({ onOpen }: Pick<Props, 'onOpen'>) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      className="link small detail-report"
      data-testid="report-button"
      onClick={() => onOpen('report')}
    >
      {t('detail.report.button')}
    </button>
  )
}

/** Phones: favourite, chat and offer stay in reach at the bottom of the screen. */
export function MobileBar({ goods, favourite, onChat }: Omit<Props, 'onOpen'>) {
  return (
    <div className="detail-bar" data-testid="detail-bar">
      <ActionButtons goods={goods} favourite={favourite} onChat={onChat} compact />
    </div>
  )
}
