/**
 * Who sells this (docs/product/screens.md goods detail): avatar, nickname, member since, phone verified,
 * review score and count, live listings and medals. Medals open the medals feature's dialog for
 * this member (put in by app/), for visitors too (a member's medals are public: docs/product/permissions.md).
 */
import type { SellerCard as Seller } from '@kaifong/contract'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Avatar } from '../../../components/Avatar.tsx'
import { formatDate } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { useSellerCard } from '../api/seller.ts'
import './seller.css'
import { paths } from '../../../config/paths.ts'

interface CardProps {
  seller: Seller
  heading?: string
  /** The seller's medals in a dialog (the medals feature's, put in by app/); the count opens it. */
  medalDialog?: (memberId: string, onClose: () => void) => ReactNode
}

export function SellerCard({ seller, heading, medalDialog }: CardProps) {
  const { t } = useTranslation()
  const [medalsOpen, setMedalsOpen] = useState(false)
  const href = paths.member(seller.nickName, seller.id)
  return (
    <section
      className="card seller-card"
      aria-label={heading ?? t('detail.seller.title')}
      data-testid="seller-card"
    >
      {heading && <h2 className="seller-heading">{heading}</h2>}
      <div className="seller-head">
        <Link to={href} className="seller-avatar" tabIndex={-1} aria-hidden>
          <Avatar name={seller.nickName} face={seller.face} size={56} />
        </Link>
        <div className="seller-who">
          <Link to={href} className="seller-name">
            {seller.nickName}
          </Link>
          <MemberFacts seller={seller} />
        </div>
      </div>
      <SellerStats seller={seller} onMedals={medalDialog && (() => setMedalsOpen(true))} />
      <Link to={href} className="btn btn-ghost btn-small btn-block">
        {t('detail.seller.visit')}
      </Link>
      {medalsOpen && medalDialog?.(seller.id, () => setMedalsOpen(false))}
    </section>
  )
}

/** The seller's card under a listing, once their figures have come (GET seller/{id}). */
export function ListingSeller({ sellerId, ...card }: { sellerId: string } & Omit<CardProps, 'seller'>) {
  const seller = useSellerCard(sellerId)
  return seller.data ? <SellerCard seller={seller.data} {...card} /> : null
}

/** Member since and whether the phone is verified. */
export function MemberFacts({ seller }: { seller: Seller }) {
  const { t } = useTranslation()
  return (
    <>
      <span className="muted small">
        {t('detail.seller.since', { date: formatDate(seller.createTime, currentLanguage()) })}
      </span>
      {seller.phoneVerified ? (
        <span className="badge">{t('detail.seller.phoneVerified')}</span>
      ) : (
        <span className="muted small">{t('detail.seller.phoneUnverified')}</span>
      )}
    </>
  )
}

/**
 * Review score and count, live listings and medals; the medal count opens the medals when
 * `onMedals` is given. The score is the one the cards show (the server's exact average).
 */
export function SellerStats({ seller, onMedals }: { seller: Seller; onMedals?: () => void }) {
  const { t } = useTranslation()
  return (
    <dl className="seller-stats">
      <div className="seller-score" data-testid="seller-score">
        <dt>{t('detail.seller.reviews')}</dt>
        <dd>
          {seller.reviewCount > 0 ? (
            <>
              <span aria-hidden>
                <span className="seller-star">★</span> {seller.score}{' '}
                <span className="seller-review-count">({seller.reviewCount})</span>
              </span>
              <span className="sr-only">
                {t('detail.seller.scoreOf', { score: seller.score, count: seller.reviewCount })}
              </span>
            </>
          ) : (
            <span className="seller-no-reviews">{t('detail.seller.noReviews')}</span>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('detail.seller.listings')}</dt>
        <dd>{seller.goodsCount}</dd>
      </div>
      <div>
        <dt>{t('detail.seller.medals')}</dt>
        <dd>
          {onMedals ? (
            <button
              type="button"
              className="link"
              data-testid="seller-medals"
              aria-label={t('detail.seller.viewMedals', { count: seller.medalCount })}
              onClick={onMedals}
            >
              {seller.medalCount}
            </button>
          ) : (
            seller.medalCount
          )}
        </dd>
      </div>
    </dl>
  )
}
