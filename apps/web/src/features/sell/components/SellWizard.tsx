/**
 * The listing wizard (docs/product/screens.md, data.md, states-and-notices.md, validation.md): goodInfo, photos, trading, connection, price, then publish
 * (POST create, paid in coins) or save (PUT update; hooks/use-publish.ts). One column with a sticky publish bar on a
 * phone; a section nav on the side on desktop. Typing is kept in a session draft.
 */
import { LISTING_PRICES, type UploadedImage } from '@kaifong/contract'
import { type ReactNode, type RefObject, useEffect, useState } from 'react'
import { FormProvider, type UseFormReturn, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormError } from '../../../components/FormError.tsx'
import { translateIssue } from '../../../lib/i18n.ts'
import { saveDraft } from '../draft.ts'
import {
  isShopListing,
  missingOf,
  priceValid,
  SECTIONS,
  type SectionId,
  type SellValues,
  sectionDomId,
  sellResolver,
  tradingGiven,
} from '../form.ts'
import { type PhotosState, usePhotos } from '../hooks/use-photos.ts'
import { usePublish } from '../hooks/use-publish.ts'
import { useCoinCheck } from './CoinCost.tsx'
import { ContactSection } from './ContactSection.tsx'
import { GoodInfoSection } from './GoodInfoSection.tsx'
import { PhotosSection } from './PhotosSection.tsx'
import { PriceOrSkus } from './PriceOrSkus.tsx'
import { PublishBar } from './PublishBar.tsx'
import { TradingSection } from './TradingSection.tsx'
import '../sell.css'

export interface WizardStart {
  values: SellValues
  photos: UploadedImage[]
  idempotencyKey: string
}

interface Props {
  /** Set when editing an existing listing. */
  goodsId?: string
  start: WizardStart
  storageKey: string
  /** Edit mode: the listing's updateTime, stored with the draft. */
  base?: string | null
  notice?: ReactNode
  /** The member's shop is open: a new listing may be sold as the shop (SKUs, docs/product/shop-goods.md). */
  canShop?: boolean
}

function go(section: SectionId) {
  const el = document.getElementById(sectionDomId(section))
  el?.scrollIntoView?.({ behavior: 'smooth', block: 'start' })
  el?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true })
}

interface DraftOptions {
  form: UseFormReturn<SellValues>
  photos: PhotosState
  idempotencyKey: string
  storageKey: string
  base: string | null
  /** Set once saved: nothing more is written. */
  finished: RefObject<boolean>
}

/** The form's images follow the uploads; the draft (typing and uploaded photos) is saved a moment after each change. */
function useDraftSync({ form, photos, idempotencyKey, storageKey, base, finished }: DraftOptions) {
  const { setValue, watch, formState } = form
  const values = watch()
  const imageIds = photos.uploaded.map((i) => i.id)
  const imagesKey = imageIds.join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids' text stands for the list
  useEffect(() => {
    setValue('images', imageIds, { shouldValidate: formState.submitCount > 0 })
  }, [imagesKey])

  const snapshot = JSON.stringify({ values, photos: photos.uploaded, idempotencyKey })
  // biome-ignore lint/correctness/useExhaustiveDependencies: the snapshot stands for its parts
  useEffect(() => {
    const timer = setTimeout(() => {
      if (finished.current) return
      saveDraft(storageKey, { savedAt: Date.now(), values, photos: photos.uploaded, idempotencyKey, base })
    }, 300)
    return () => clearTimeout(timer)
  }, [snapshot, storageKey, base])
}

/** Coins earned in another tab count as soon as the seller comes back. */
function useRefetchOnFocus(refetch: () => unknown) {
  useEffect(() => {
    const onFocus = () => void refetch()
    window.addEventListener('focus', onFocus)
    return () => window.removeEventListener('focus', onFocus)
  }, [refetch])
}

export function SellWizard({ goodsId, start, storageKey, base = null, notice, canShop = false }: Props) {
  const edit = Boolean(goodsId)
  const { t } = useTranslation()
  const photos = usePhotos(start.photos)
  const form = useForm<SellValues>({
    resolver: sellResolver(edit),
    mode: 'onTouched',
    defaultValues: { ...start.values, goodsId },
  })
  const values = form.watch()
  const [idempotencyKey, setIdempotencyKey] = useState(start.idempotencyKey)
  // Shop goods cost no coins (docs/product/shop-goods.md).
  const shop = isShopListing(values)
  const cost = shop ? 0 : LISTING_PRICES[values.openDays]
  const coins = useCoinCheck(cost)
  const { submit, sending, formError, coinsMessage, finished } = usePublish({
    form,
    goodsId,
    photos,
    storageKey,
    cost,
    have: coins.have,
    go,
    idempotencyKey,
    renewKey: setIdempotencyKey,
  })
  useDraftSync({ form, photos, idempotencyKey, storageKey, base, finished })
  useRefetchOnFocus(coins.refetch)
  const missing = missingOf(values, photos.uploaded.length)

  return (
    <FormProvider {...form}>
      <div className="sell">
        <SectionNav done={sectionsDone(values, photos, missing)} shop={shop} />
        {/*
          Not a <form>: the address dialogs inside hold forms of their own, and Enter in a text
          field should not publish (and spend coins). The publish button submits.
        */}
        <section className="sell-form" aria-labelledby="sell-title" data-testid="sell-form">
          <h1 id="sell-title">{edit ? t('sell.editTitle') : t('sell.title')}</h1>
          {notice}
          <WizardSection id="goodInfo">
            <GoodInfoSection />
          </WizardSection>
          <WizardSection id="photos">
            <PhotosSection state={photos} error={translateIssue(form.formState.errors.images?.message)} />
          </WizardSection>
          <WizardSection id="trading">
            <TradingSection />
          </WizardSection>
          <WizardSection id="connection">
            <ContactSection />
          </WizardSection>
          <WizardSection id="price" shop={shop}>
            <PriceOrSkus edit={edit} coinsMessage={coinsMessage} canShop={canShop} photos={photos.uploaded} />
          </WizardSection>
          <FormError message={formError} />
          <PublishBar
            edit={edit}
            shop={shop}
            missing={missing}
            uploading={photos.uploading}
            sending={sending}
            cost={cost}
            coinsShort={!shop && (coins.short || coinsMessage !== null)}
            onGo={go}
            onPublish={() => void submit()}
          />
        </section>
      </div>
    </FormProvider>
  )
}

/** Which sections are complete, for the nav's ticks. */
function sectionsDone(
  values: SellValues,
  photos: PhotosState,
  missing: string[],
): Record<SectionId, boolean> {
  return {
    goodInfo: !missing.some((m) => ['category', 'name', 'intro', 'condition'].includes(m)),
    photos: photos.uploaded.length > 0 && !photos.uploading && !photos.failed,
    trading: isShopListing(values) || tradingGiven(values),
    connection: isShopListing(values) || values.chatOnly || values.contacts.length > 0,
    price: isShopListing(values) ? !missing.includes('price') : priceValid(values),
  }
}

/** The sections in order, each ticked once complete; a click brings it into view. */
/** A section's title; shop goods have options, prices and stock where a one-off listing has a price and duration. */
const titleKey = (s: SectionId, shop: boolean) =>
  shop && s === 'price' ? 'sell.sku.section' : `sell.sections.${s}`

function SectionNav({ done, shop }: { done: Record<SectionId, boolean>; shop: boolean }) {
  const { t } = useTranslation()
  return (
    <nav className="sell-nav" aria-label={t('sell.nav')}>
      <ol>
        {SECTIONS.map((s) => (
          <li key={s} className={done[s] ? 'done' : undefined}>
            <a
              href={`#${sectionDomId(s)}`}
              onClick={(e) => {
                e.preventDefault()
                go(s)
              }}
            >
              <span className="sell-step" aria-hidden>
                {done[s] ? '✓' : SECTIONS.indexOf(s) + 1}
              </span>
              {t(titleKey(s, shop))}
              {done[s] && <span className="sell-sr">{t('sell.sectionDone')}</span>}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** One section of the form, titled, with the id the nav and the error handling bring into view. */
function WizardSection({
  id,
  children,
  shop = false,
}: {
  id: SectionId
  children: ReactNode
  shop?: boolean
}) {
  const { t } = useTranslation()
  return (
    <section
      id={sectionDomId(id)}
      className="card sell-section"
      aria-labelledby={`${sectionDomId(id)}-title`}
    >
      <h2 id={`${sectionDomId(id)}-title`} tabIndex={-1}>
        {t(titleKey(id, shop))}
      </h2>
      {children}
    </section>
  )
}
