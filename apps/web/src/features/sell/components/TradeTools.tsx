/**
 * The owner tools that belong to a deal (docs/product/states-and-notices.md, "Owner tools"): a sold
 * listing (SOLD_OUT) → review the buyer, and cancel the deal, which happens in the deal's chat;
 * once the seller has reviewed (SOLD_OUT_DOWN) → the deal's chat. The deal is found through the
 * reviews feature. No tool that would do nothing: without a deal waiting, "review" goes to
 * /setting/evaluate, and the chat links show only when the deal's talk is known.
 */
import type { GoodsCard } from '@kaifong/contract'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { RateDialog, useReviewedTalk, useWaitingDeal } from '../../evaluations/index.ts'

type Listing = Pick<GoodsCard, 'id' | 'marketEnable'>

const TOOL = 'btn btn-small btn-outline'

function SoldTools({ goodsId }: { goodsId: string }) {
  const { t } = useTranslation()
  const { deal, isPending } = useWaitingDeal(goodsId)
  const [rating, setRating] = useState(false)
  // Nothing until the deal is known, so a link never turns into a button under the finger.
  if (isPending) return null
  if (!deal) {
    return (
      <div className="owner-buttons">
        <Link className={TOOL} to={paths.evaluate} data-testid="tool-evaluate">
          {t('myGoods.tools.evaluate')}
        </Link>
      </div>
    )
  }
  return (
    <div className="owner-buttons">
      <button type="button" className={TOOL} data-testid="tool-evaluate" onClick={() => setRating(true)}>
        {t('myGoods.tools.evaluate')}
      </button>
      <Link className={TOOL} to={paths.im({ talkId: deal.talkId })} data-testid="tool-cancelTrade">
        {t('myGoods.tools.cancelTrade')}
      </Link>
      {rating && (
        <Suspense fallback={null}>
          <RateDialog
            talkId={deal.talkId}
            goodsId={deal.goodsId}
            member2Id={deal.member2Id}
            role={deal.role}
            name={deal.name}
            face={deal.face}
            goodsName={deal.goodsName}
            onDone={() => setRating(false)}
          />
        </Suspense>
      )}
    </div>
  )
}

function ReviewedTools({ goodsId }: { goodsId: string }) {
  const { t } = useTranslation()
  const { talkId } = useReviewedTalk(goodsId)
  if (!talkId) return null
  return (
    <div className="owner-buttons">
      <Link className={TOOL} to={paths.im({ talkId })} data-testid="tool-tradeChat">
        {t('myGoods.tools.tradeChat')}
      </Link>
    </div>
  )
}

export function TradeTools({ goods }: { goods: Listing }) {
  if (goods.marketEnable === 'SOLD_OUT') return <SoldTools goodsId={goods.id} />
  if (goods.marketEnable === 'SOLD_OUT_DOWN') return <ReviewedTools goodsId={goods.id} />
  return null
}
