/**
 * The offer and deal area under the conversation's header (lib/offer-state.ts decides what shows).
 * Every step asks first (ConfirmDialog), then calls the server and says it is done; the other
 * side's screen follows through the socket. "Rate" shows only when the app supplies a dialog.
 */
import type { TalkDetail } from '@kaifong/contract'
import { lazy, Suspense, use, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { formatHKD } from '../../../lib/format.ts'
import { useSession } from '../../../lib/session.ts'
import { toast } from '../../../lib/ui.ts'
import { type TalkAction, useTalkAction } from '../api/talk-actions.ts'
import { type OfferArea, offerArea } from '../lib/offer-state.ts'
import { ChatRateContext } from '../lib/rate.ts'

// Its amount check brings the contract's price schema, and zod with it: loaded when first opened.
const OfferDialog = lazy(async () => ({ default: (await import('./OfferDialog.tsx')).OfferDialog }))

interface Props {
  talk: TalkDetail
  /** /im?…&offer=1: open the offer dialog once, if this side may make one. */
  wantsOffer: boolean
  onOfferShown: () => void
}

export function OfferBar({ talk, wantsOffer, onOfferShown }: Props) {
  const { t } = useTranslation()
  const me = useSession().userInfo?.id ?? ''
  const area = offerArea(talk, me)
  const onRate = use(ChatRateContext)
  const action = useTalkAction(talk)
  const [asking, setAsking] = useState<TalkAction | null>(null)
  const [offering, setOffering] = useState(false)
  const name = talk.name || t('chat.deletedMember')

  const canOffer = area.offer !== null
  useEffect(() => {
    if (!wantsOffer) return
    if (canOffer) setOffering(true)
    onOfferShown()
  }, [wantsOffer, canOffer, onOfferShown])

  const run = (which: TalkAction) => {
    setAsking(null)
    action.mutate(which, { onSuccess: () => toast(t(`chat.actions.${which}.done`), 'success') })
  }
  const hasButtons =
    canOffer || area.withdraw || area.answer || area.askCancel || area.answerCancel || (area.rate && onRate)
  if (!area.status && !hasButtons && !area.waitingCancel) return null

  return (
    <section className="offer-bar" aria-label={t('chat.offer.label')} data-testid="offer-bar">
      <OfferLines area={area} name={name} />
      <OfferButtons
        area={area}
        name={name}
        busy={action.isPending}
        onAsk={setAsking}
        onOffer={() => setOffering(true)}
        onRate={onRate ? () => onRate(talk) : null}
      />
      {asking && (
        <ConfirmDialog
          open
          title={t(`chat.actions.${asking}.title`)}
          message={t(`chat.actions.${asking}.body`, {
            name,
            price: formatHKD(talk.currentQuote?.price ?? talk.deal?.price ?? '0'),
          })}
          confirmLabel={t(`chat.actions.${asking}.confirm`)}
          onConfirm={() => run(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
      {offering && area.offer !== null && (
        <Suspense fallback={null}>
          <OfferDialog talk={talk} type={area.offer} onClose={() => setOffering(false)} />
        </Suspense>
      )}
    </section>
  )
}

/** The offer's or deal's status, and a request to cancel waiting on either side. */
function OfferLines({ area, name }: { area: OfferArea; name: string }) {
  const { t } = useTranslation()
  const price = area.status ? formatHKD(area.status.price) : ''
  return (
    <>
      {area.status && (
        <p className="offer-status" data-testid="offer-status">
          {t(area.status.key, { price, name })}
        </p>
      )}
      {area.waitingCancel && (
        <p className="offer-status muted" data-testid="cancel-waiting">
          {t('chat.offer.waitingCancel', { name })}
        </p>
      )}
      {area.answerCancel && (
        <p className="offer-status" data-testid="cancel-asked">
          {t('chat.offer.cancelAsked', { name })}
        </p>
      )}
    </>
  )
}

interface OfferButtonsProps {
  area: OfferArea
  name: string
  /** A step is on its way to the server. */
  busy: boolean
  /** Asks to confirm a step first. */
  onAsk: (which: TalkAction) => void
  onOffer: () => void
  /** The app's rating dialog, when it supplies one. */
  onRate: (() => void) | null
}

function OfferButtons({ area, name, busy, onAsk, onOffer, onRate }: OfferButtonsProps) {
  const { t } = useTranslation()
  const ask = (which: TalkAction, label: string, primary = false) => (
    <button
      type="button"
      className={`btn btn-small ${primary ? 'btn-primary' : 'btn-outline'}`}
      disabled={busy}
      data-testid={`action-${which}`}
      onClick={() => onAsk(which)}
    >
      {label}
    </button>
  )
  return (
    <div className="offer-buttons">
      {area.offer !== null && (
        <button
          type="button"
          className="btn btn-primary btn-small"
          data-testid="offer-open"
          onClick={onOffer}
        >
          {t(`chat.offer.button${area.offer}`)}
        </button>
      )}
      {area.withdraw && ask('cancelQuote', t('chat.offer.withdraw'))}
      {area.answer && ask('acceptQuote', t('chat.offer.accept'), true)}
      {area.answer && ask('refuseQuote', t('chat.offer.decline'))}
      {area.answerCancel && ask('acceptCancelOrder', t('chat.offer.agreeCancel'), true)}
      {area.answerCancel && ask('refuseCancelOrder', t('chat.offer.refuseCancel'))}
      {area.askCancel && ask('applyCancelOrder', t('chat.offer.askCancel'))}
      {area.rate && onRate && (
        <button
          type="button"
          className="btn btn-outline btn-small"
          data-testid="rate-button"
          onClick={onRate}
        >
          {t('chat.offer.rate', { name })}
        </button>
      )}
    </div>
  )
}
