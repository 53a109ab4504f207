/**
 * /goodsDetail?goodsId= (docs/product/screens.md, validation.md, permissions.md): photos, the listing, the seller, what the viewer may
 * do, and more listings. `&report=1` opens the report dialog straight away (card menus link so).
 * The seller's card, the heart and a shop listing's SKU choice with its cart buttons come from the
 * members, favourites and cart features, put in by app/ (`DetailSlots`).
 */
import type { GoodsDetail } from '@kaifong/contract'
import { lazy, type ReactNode, Suspense, useDeferredValue, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { Missing } from '../../../components/StatePanels.tsx'
import { isIdParam, isNotFound } from '../../../lib/not-found.ts'
import { useDocumentTitle } from '../../../lib/page-title.ts'
import { useSession } from '../../../lib/session.ts'
import { openAuth } from '../../../lib/ui.ts'
import { useIsMobile } from '../../../lib/use-media.ts'
import { usePhoneGate } from '../../auth/index.ts'
import { useGoodsDetail } from '../api/detail.ts'
import { ContactSection } from '../components/ContactSection.tsx'
import { DetailAbout } from '../components/DetailAbout.tsx'
import {
  BuyerActions,
  type DetailDialog,
  type FavouriteSlot,
  MobileBar,
  OtherContacts,
  OwnerNotice,
  ReportLink,
} from '../components/DetailActions.tsx'
import { DetailSummary } from '../components/DetailSummary.tsx'
import { Gallery } from '../components/Gallery.tsx'
import { RelatedGoods, SellerGoods } from '../components/MoreGoods.tsx'
import '../components/detail.css'
import { paths } from '../../../config/paths.ts'

// Loads when first opened: its form brings the contract's report schema, and zod with it.
const ReportDialog = lazy(async () => ({
  default: (await import('../components/ReportDialog.tsx')).ReportDialog,
}))

/** What app/ puts into the page from other features (app/pages/GoodsDetailPage.tsx). */
export interface DetailSlots {
  /** Who sells it, beside the description (the members feature's seller card). */
  seller?: (goods: GoodsDetail) => ReactNode
  /** The heart, with chat and offer (the favourites feature's button). */
  favourite?: FavouriteSlot
  /**
   * A shop listing's SKU choice with "add to cart" and "buy now" (the cart feature's panel), shown
   * to buyers in place of the summary's price.
   */
  buy?: (goods: GoodsDetail) => ReactNode
  /** A shop listing's reviews from its orders, below the description (the order reviews' section). */
  reviews?: (goods: GoodsDetail) => ReactNode
}

export default function GoodsDetailPage(slots: DetailSlots) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const goodsId = (params.get('goodsId') ?? '').trim()
  const detail = useGoodsDetail(goodsId)
  // The listing's first render happens in a transition React can interrupt (in slices, not one
  // long task), the skeleton showing meanwhile; later changes (the heart) render at once.
  const shown = useDeferredValue(detail.data !== undefined)
  const missing = !isIdParam(goodsId) || isNotFound(detail.error)
  useDocumentTitle(missing ? t('detail.notFound.title') : detail.data?.goodsName)
  if (missing) {
    return (
      <Missing
        icon="box"
        title={t('detail.notFound.title')}
        body={t('detail.notFound.body')}
        testId="goods-not-found"
      />
    )
  }
  if (detail.data && shown) return <GoodsView goods={detail.data} slots={slots} />
  if (detail.error && !detail.data) {
    return (
      <section className="page narrow card center">
        <p>{t('errors.loadFailed')}</p>
        <button type="button" className="btn btn-primary" onClick={() => void detail.refetch()}>
          {t('common.retry')}
        </button>
      </section>
    )
  }
  return (
    <div className="detail-top" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <div className="gallery-stage skeleton" />
      <div className="card detail-summary">
        <div className="skeleton skeleton-line" />
        <div className="skeleton skeleton-line short" />
      </div>
    </div>
  )
}

/** The report dialog: members only (visitors log in first), and opened by `&report=1` in the link. */
function useReportDialog(goods: GoodsDetail) {
  const { userInfo } = useSession()
  const location = useLocation()
  const [params, setParams] = useSearchParams()
  const [dialog, setDialog] = useState<DetailDialog | null>(null)
  const here = location.pathname + location.search
  const buyer = !goods.isOwner

  // Reports need a member: log in first, and the page comes back with the report dialog open.
  const open = (next: DetailDialog) => {
    if (!userInfo) openAuth('login', paths.goodsDetail(goods.id, { report: true }), { reason: next })
    else setDialog(next)
  }

  const wantsReport = params.get('report') === '1'
  useEffect(() => {
    if (!wantsReport) return
    // Logged out: keep the flag, so the dialog opens once the login dialog has done its work.
    if (!userInfo && buyer) {
      openAuth('login', here, { reason: 'report' })
      return
    }
    if (buyer) setDialog('report')
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        next.delete('report')
        return next
      },
      { replace: true },
    )
  }, [wantsReport, userInfo, buyer, here, setParams])

  const dialogShown = buyer && dialog === 'report' && (
    <Suspense fallback={null}>
      <ReportDialog goods={goods} open onClose={() => setDialog(null)} />
    </Suspense>
  )
  return { open, dialog: dialogShown }
}

/**
 * The chat about this listing (/im finds or starts the talk); visitors log in first and land there,
 * members without a verified phone verify it here first (docs/product/chat.md#talks).
 */
function useChatGate(goodsId: string) {
  const { userInfo } = useSession()
  const navigate = useNavigate()
  const phoneGate = usePhoneGate()
  const chat = (offer: boolean) => {
    const to = paths.im(offer ? { goodsId, offer: '1' } : { goodsId })
    if (userInfo) phoneGate.run(offer ? 'offer' : 'chat', () => void navigate(to))
    else openAuth('login', to, { reason: offer ? 'offer' : 'chat' })
  }
  return { chat, dialog: phoneGate.dialog }
}

function GoodsView({ goods, slots }: { goods: GoodsDetail; slots: DetailSlots }) {
  const { t } = useTranslation()
  const mobile = useIsMobile()
  const report = useReportDialog(goods)
  const { chat, dialog: phoneDialog } = useChatGate(goods.id)
  const buyer = !goods.isOwner
  const panel = buyer && goods.storeId !== null && slots.buy ? slots.buy(goods) : null

  return (
    <div className="detail-page" data-testid="goods-detail">
      {buyer && goods.label !== 'LISTED' && (
        <p
          className={`detail-banner state-${goods.label.toLowerCase()}`}
          role="status"
          data-testid="state-banner"
        >
          {t(`detail.state.${goods.label}`)}
        </p>
      )}
      <div className="detail-top">
        <Gallery images={goods.images} name={goods.goodsName} />
        <DetailSummary goods={goods} priceShown={panel === null}>
          {panel}
          {goods.isOwner ? (
            <OwnerNotice goods={goods} />
          ) : mobile ? (
            <div className="detail-actions detail-links">
              <OtherContacts goods={goods} />
              <ReportLink onOpen={report.open} />
            </div>
          ) : (
            <BuyerActions goods={goods} favourite={slots.favourite} onOpen={report.open} onChat={chat} />
          )}
        </DetailSummary>
      </div>
      <div className="detail-body">
        <DetailAbout goods={goods}>
          {buyer && <ContactSection goods={goods} onChat={() => chat(false)} />}
        </DetailAbout>
        {slots.seller?.(goods)}
      </div>
      {goods.storeId !== null && slots.reviews?.(goods)}
      <SellerGoods goodsId={goods.id} sellerId={goods.sellerId} sellerName={goods.sellerName} />
      <RelatedGoods goodsId={goods.id} />
      {buyer && mobile && <MobileBar goods={goods} favourite={slots.favourite} onChat={chat} />}
      {phoneDialog}
      {report.dialog}
    </div>
  )
}
