/**
 * The goods card (docs/product/screens.md): seller avatar, name, review score and time since listing; picture; title; HK$
 * price; condition label and where it can be met (GoodsPlace); an action menu. Pages pass the menu items that fit (report, owner tools).
 */
import type { GoodsCard as Goods } from '@kaifong/contract'
import { type ReactNode, useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Avatar } from '../../../components/Avatar.tsx'
import { PriceText } from '../../../components/PriceText.tsx'
import { paths } from '../../../config/paths.ts'
import { timeAgo } from '../../../lib/format.ts'
import { useDismiss } from '../../../lib/use-dismiss.ts'
import './goods-card.css'
import { GoodsPlace } from './GoodsPlace.tsx'

export interface CardAction {
  label: string
  onSelect: () => void
  danger?: boolean
  testId?: string
}

/** The seller's review score and count ("★ 4.8 (12)"), read out in full; nothing before a first review. */
function SellerScore({ score, count }: { score: string; count: number }) {
  const { t } = useTranslation()
  if (count === 0) return null
  const label = t('goods.sellerScore', { score, count })
  return (
    <span className="goods-score" title={label} data-testid="goods-seller-score">
      <span aria-hidden>
        <span className="goods-score-star">★</span> {score}{' '}
        <span className="goods-score-count">({count})</span>
      </span>
      <span className="sr-only">{label}</span>
    </span>
  )
}

function ActionMenu({ actions }: { actions: CardAction[] }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(ref, open, close)
  return (
    <div className="goods-menu" ref={ref}>
      <button
        type="button"
        className="icon-btn"
        aria-label={t('goods.actions')}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="goods-card-menu"
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden>
          <path
            fill="currentColor"
            d="M6 10a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm6 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm6 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z"
          />
        </svg>
      </button>
      {open && (
        <div className="menu" role="menu">
          {actions.map((a) => (
            <button
              key={a.label}
              type="button"
              role="menuitem"
              className={a.danger ? 'danger' : undefined}
              data-testid={a.testId}
              onClick={() => {
                setOpen(false)
                a.onSelect()
              }}
            >
              {a.label}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}

interface Props {
  goods: Goods
  actions?: CardAction[]
  /** Extra content under the price (e.g. owner tools, the time it was viewed). */
  footer?: ReactNode
  /** Show the state label even when listed (my products). */
  showLabel?: boolean
  /**
   * In the first screen (the first cards of a results page): the picture loads at once and early
   * instead of lazily, since one of them is the page's largest paint.
   */
  priority?: boolean
  /** The title's heading level: 3 under a section's h2 (default), 2 straight under the page's h1. */
  headingLevel?: 2 | 3
}

export function GoodsCard({ goods, actions, footer, showLabel, priority, headingLevel = 3 }: Props) {
  const Title = headingLevel === 2 ? 'h2' : 'h3'
  const { t } = useTranslation()
  const ago = timeAgo(goods.openTime ?? goods.createTime)
  const labelled = showLabel || goods.label !== 'LISTED'
  return (
    <article className="goods-card" data-testid="goods-card" data-goods-id={goods.id}>
      <header className="goods-card-head">
        <Link to={paths.member(goods.sellerName, goods.sellerId)} className="goods-seller">
          <Avatar name={goods.sellerName} face={goods.sellerFace} />
          <span className="goods-seller-name">{goods.sellerName}</span>
        </Link>
        <SellerScore score={goods.sellerScore} count={goods.sellerReviewCount} />
        <span className="muted small goods-ago">{t(ago.key, { count: ago.count })}</span>
        {actions && actions.length > 0 && <ActionMenu actions={actions} />}
      </header>
      <Link to={paths.goodsDetail(goods.id)} className="goods-card-link">
        <div className="goods-pic">
          {goods.goodsPicture ? (
            <img
              src={goods.goodsPicture}
              alt={goods.goodsName}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              decoding="async"
            />
          ) : (
            <span className="goods-pic-empty" aria-hidden />
          )}
          {labelled && (
            <span className={`goods-label label-${goods.label.toLowerCase()}`}>
              {t(`goods.label.${goods.label}`)}
            </span>
          )}
        </div>
        <Title className="goods-title">{goods.goodsName}</Title>
        <p className="goods-price">
          <PriceText price={goods.price} />
        </p>
      </Link>
      <p className="goods-meta">
        <span className="goods-condition">{t(`goods.condition.${goods.goodsStatus}`)}</span>
        <GoodsPlace station={goods.placeStation} district={goods.placeDistrict} />
      </p>
      {footer}
    </article>
  )
}

/** A responsive grid of cards. */
export function GoodsGrid({ children }: { children: ReactNode }) {
  return <div className="goods-grid">{children}</div>
}
