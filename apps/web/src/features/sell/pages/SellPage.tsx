/**
 * /sell (publish) and /sell?goodsId= (edit, docs/product/screens.md). Publishing first offers the
 * member's unfinished draft (restore or discard) when there is one; editing loads the listing (or
 * its draft, when the listing has not changed since), and a listed one must be taken down first.
 */
import type { Address, Contact, GoodsDetail } from '@kaifong/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Spinner } from '../../../components/Spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { ApiError } from '../../../lib/api.ts'
import { newIdempotencyKey } from '../../../lib/idempotency.ts'
import { useSession } from '../../../lib/session.ts'
import { useAddresses } from '../../addresses/index.ts'
import { useGoodsToEdit, useOwnContacts, useShopOpen } from '../api/goods.ts'
import { DraftOffer } from '../components/DraftOffer.tsx'
import { ListedGate } from '../components/ListedGate.tsx'
import { SellWizard, type WizardStart } from '../components/SellWizard.tsx'
import { clearDraft, draftHasContent, draftKey, loadDraft } from '../draft.ts'
import { emptyValues, valuesFromGoods } from '../form.ts'

const freshStart = (): WizardStart => ({
  values: emptyValues(),
  photos: [],
  idempotencyKey: newIdempotencyKey(),
})

function NewListing({ memberId }: { memberId: string }) {
  const storageKey = draftKey(memberId, null)
  // An unfinished draft is offered first; the wizard starts once the seller has chosen.
  const [offer] = useState(() => {
    const draft = loadDraft(storageKey)
    return draft && draftHasContent(draft) ? draft : null
  })
  const [start, setStart] = useState<WizardStart | null>(() => (offer ? null : freshStart()))
  const canShop = useShopOpen()
  if (!start) {
    return (
      offer && (
        <DraftOffer
          draft={offer}
          onRestore={() => setStart(offer)}
          onDiscard={() => {
            clearDraft(storageKey)
            setStart(freshStart())
          }}
        />
      )
    )
  }
  return <SellWizard start={start} storageKey={storageKey} canShop={canShop} />
}

interface EditProps {
  goods: GoodsDetail
  memberId: string
  book: readonly Address[]
  contacts: Contact[]
}

function EditReady({ goods, memberId, book, contacts }: EditProps) {
  const { t } = useTranslation()
  const storageKey = draftKey(memberId, goods.id)
  const [setup] = useState(() => {
    const draft = loadDraft(storageKey)
    const loaded = valuesFromGoods(goods, book, contacts)
    // A draft counts only if it started from this version of the listing.
    if (draft && draft.base === goods.updateTime) return { start: draft, lost: 0 }
    return {
      start: { values: loaded.values, photos: goods.images, idempotencyKey: newIdempotencyKey() },
      lost: loaded.lostAddresses,
    }
  })
  const notice = setup.lost > 0 && (
    <p className="notice">{t('sell.edit.lostPlaces', { count: setup.lost })}</p>
  )
  return (
    <SellWizard
      goodsId={goods.id}
      start={setup.start}
      storageKey={storageKey}
      base={goods.updateTime}
      notice={notice}
    />
  )
}

function EditListing({ goodsId, memberId }: { goodsId: string; memberId: string }) {
  const { t } = useTranslation()
  const goods = useGoodsToEdit(goodsId)
  const book = useAddresses()
  const editable = goods.data?.isOwner === true && goods.data.marketEnable !== 'UPPER'
  const contacts = useOwnContacts(goodsId, editable)
  if (goods.isPending || book.isPending || (editable && contacts.isPending))
    return <Spinner label={t('common.loading')} />
  if (goods.isError || contacts.isError) {
    const err = goods.error ?? contacts.error
    const message = err instanceof ApiError && err.status !== 404 ? err.message : t('sell.edit.notFound')
    return (
      <section className="card sell-gate">
        <p className="form-error">{message}</p>
        <Link className="btn btn-ghost" to={paths.myGoods}>
          {t('sell.edit.back')}
        </Link>
      </section>
    )
  }
  if (!goods.data.isOwner) {
    return (
      <section className="card sell-gate">
        <p className="form-error">{t('sell.edit.notOwner')}</p>
      </section>
    )
  }
  if (goods.data.marketEnable === 'UPPER') return <ListedGate goods={goods.data} />
  return (
    <EditReady
      goods={goods.data}
      memberId={memberId}
      book={book.data ?? []}
      contacts={contacts.data?.contacts ?? []}
    />
  )
}

export default function SellPage() {
  const [params] = useSearchParams()
  const { userInfo } = useSession()
  const goodsId = params.get('goodsId')
  // The route asks for a login; without a member there is nothing to show.
  if (!userInfo) return null
  return goodsId ? (
    <EditListing key={goodsId} goodsId={goodsId} memberId={userInfo.id} />
  ) : (
    // Keyed by member: a sign-in as someone else in another tab starts afresh, with their own draft.
    <NewListing key={userInfo.id} memberId={userInfo.id} />
  )
}
