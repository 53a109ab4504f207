/**
 * The listing wizard (docs/product/screens.md, data.md, states-and-notices.md, validation.md): goodInfo, photos, trading, connection, price, then publish
 * (POST create, paid in coins) or save (PUT update). One column with a sticky publish bar on a
 * phone; a section nav on the side on desktop. Typing is kept in a session draft.
 */
import {
  createGoodsBody,
  ErrorCode,
  LISTING_PRICES,
  type UploadedImage,
  updateGoodsBody,
} from '@kaifong/contract'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { FormProvider, type Path, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { FormError } from '../../../components/FormError.tsx'
import { paths } from '../../../config/paths.ts'
import { ApiError } from '../../../lib/api.ts'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { translateIssue } from '../../../lib/i18n.ts'
import { keyIsSpent, newIdempotencyKey } from '../../../lib/idempotency.ts'
import { goodsKeys } from '../../../lib/query-keys.ts'
import { toast } from '../../../lib/ui.ts'
import { createGoods, updateGoods } from '../api/goods.ts'
import { clearDraft, saveDraft } from '../draft.ts'
import {
  knownPaths,
  missingOf,
  priceValid,
  SECTIONS,
  type SectionId,
  type SellValues,
  sectionDomId,
  sectionOfPath,
  sellResolver,
  toBody,
  tradingGiven,
} from '../form.ts'
import { usePhotos } from '../hooks/use-photos.ts'
import { useCoinCheck } from './CoinCost.tsx'
import { ContactSection } from './ContactSection.tsx'
import { GoodInfoSection } from './GoodInfoSection.tsx'
import { PhotosSection } from './PhotosSection.tsx'
import { PriceSection } from './PriceSection.tsx'
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
}

/** Refusals that name no field but belong to one: shown beside it. */
const FIELD_OF_CODE: Partial<Record<number, 'categoryId' | 'addressIds' | 'images'>> = {
  [ErrorCode.CATEGORY_INVALID]: 'categoryId',
  [ErrorCode.ADDRESS_INVALID]: 'addressIds',
  [ErrorCode.IMAGE_UNKNOWN]: 'images',
}

function go(section: SectionId) {
  const el = document.getElementById(sectionDomId(section))
  el?.scrollIntoView?.({ behavior: 'smooth', block: 'start' })
  el?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true })
}

export function SellWizard({ goodsId, start, storageKey, base = null, notice }: Props) {
  const edit = Boolean(goodsId)
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const photos = usePhotos(start.photos)
  const form = useForm<SellValues>({
    resolver: sellResolver(edit),
    mode: 'onTouched',
    defaultValues: { ...start.values, goodsId },
  })
  const { handleSubmit, watch, setValue, setError, formState } = form
  const values = watch()
  const [idempotencyKey, setIdempotencyKey] = useState(start.idempotencyKey)
  const [sending, setSending] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  // The server's "not enough coins" answer holds while the cost and the known balance are those it
  // was about: a cheaper duration or coins earned meanwhile (balance refetched) lift it.
  const [coinsFailure, setCoinsFailure] = useState<{ cost: number; have?: number; message: string } | null>(
    null,
  )
  const finished = useRef(false)
  const cost = LISTING_PRICES[values.openDays]
  const coins = useCoinCheck(cost)
  const missing = missingOf(values, photos.uploaded.length)
  const coinsRefused = coinsFailure !== null && coinsFailure.cost === cost && coinsFailure.have === coins.have

  const imageIds = photos.uploaded.map((i) => i.id)
  const imagesKey = imageIds.join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids' text stands for the list
  useEffect(() => {
    setValue('images', imageIds, { shouldValidate: formState.submitCount > 0 })
  }, [imagesKey])

  // The draft: what was typed and the uploaded photos, a moment after each change.
  const snapshot = JSON.stringify({ values, photos: photos.uploaded, idempotencyKey })
  // biome-ignore lint/correctness/useExhaustiveDependencies: the snapshot stands for its parts
  useEffect(() => {
    const timer = setTimeout(() => {
      if (finished.current) return
      saveDraft(storageKey, { savedAt: Date.now(), values, photos: photos.uploaded, idempotencyKey, base })
    }, 300)
    return () => clearTimeout(timer)
  }, [snapshot, storageKey, base])

  // Coins earned in another tab count as soon as the seller comes back.
  const { refetch } = coins
  useEffect(() => {
    const onFocus = () => void refetch()
    window.addEventListener('focus', onFocus)
    return () => window.removeEventListener('focus', onFocus)
  }, [refetch])

  const fail = (err: unknown) => {
    // After a network failure the outcome is unknown, so the retry keeps the key and cannot
    // charge twice; after a 4xx nothing was written and the next attempt gets a new key.
    if (err instanceof ApiError && keyIsSpent(err.status)) setIdempotencyKey(newIdempotencyKey())
    if (err instanceof ApiError && err.code === ErrorCode.INSUFFICIENT_COINS) {
      setCoinsFailure({ cost, have: coins.have, message: err.message })
      void queryClient.invalidateQueries({ queryKey: ['coins'] })
      go('price')
      return
    }
    if (!(err instanceof ApiError)) {
      setFormError(t('errors.operationFailed'))
      return
    }
    const byCode = FIELD_OF_CODE[err.code]
    if (err.fields.length === 0 && byCode) {
      setError(byCode, { type: 'server', message: err.message })
      go(sectionOfPath(byCode))
      return
    }
    setFormError(applyServerErrors(err, setError, knownPaths(values) as Path<SellValues>[]))
    const field = err.fields[0]?.field
    if (field) go(sectionOfPath(field))
  }

  const submit = handleSubmit(
    async (v) => {
      if (photos.failed) {
        setFormError(t('sell.photos.failed'))
        go('photos')
        return
      }
      setFormError(null)
      setCoinsFailure(null)
      setSending(true)
      const body = toBody(v, imageIds)
      try {
        const saved =
          goodsId !== undefined
            ? await updateGoods(updateGoodsBody.parse({ ...body, goodsId }))
            : await createGoods(createGoodsBody.parse({ ...body, openDays: v.openDays }), idempotencyKey)
        finished.current = true
        clearDraft(storageKey)
        void queryClient.invalidateQueries({ queryKey: goodsKeys.all })
        if (!edit) void queryClient.invalidateQueries({ queryKey: ['coins'] })
        toast(edit ? t('sell.edit.saved') : t('sell.publish.success'), 'success')
        void navigate(paths.goodsDetail(saved.id))
      } catch (err) {
        fail(err)
      } finally {
        setSending(false)
      }
    },
    (errors) => {
      const first = SECTIONS.find((s) => Object.keys(errors).some((path) => sectionOfPath(path) === s))
      if (first) go(first)
    },
  )

  const sectionDone: Record<SectionId, boolean> = {
    goodInfo: !missing.some((m) => ['category', 'name', 'intro', 'condition'].includes(m)),
    photos: photos.uploaded.length > 0 && !photos.uploading && !photos.failed,
    trading: tradingGiven(values),
    connection: values.chatOnly || values.contacts.length > 0,
    price: priceValid(values),
  }
  const section = (id: SectionId, body: ReactNode) => (
    <section
      id={sectionDomId(id)}
      className="card sell-section"
      aria-labelledby={`${sectionDomId(id)}-title`}
    >
      <h2 id={`${sectionDomId(id)}-title`} tabIndex={-1}>
        {t(`sell.sections.${id}`)}
      </h2>
      {body}
    </section>
  )

  return (
    <FormProvider {...form}>
      <div className="sell">
        <nav className="sell-nav" aria-label={t('sell.nav')}>
          <ol>
            {SECTIONS.map((s) => (
              <li key={s} className={sectionDone[s] ? 'done' : undefined}>
                <a
                  href={`#${sectionDomId(s)}`}
                  onClick={(e) => {
                    e.preventDefault()
                    go(s)
                  }}
                >
                  <span className="sell-step" aria-hidden>
                    {sectionDone[s] ? '✓' : SECTIONS.indexOf(s) + 1}
                  </span>
                  {t(`sell.sections.${s}`)}
                  {sectionDone[s] && <span className="sell-sr">{t('sell.sectionDone')}</span>}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {/*
          Not a <form>: the address dialogs inside hold forms of their own, and Enter in a text
          field should not publish (and spend coins). The publish button submits.
        */}
        <section className="sell-form" aria-labelledby="sell-title" data-testid="sell-form">
          <h1 id="sell-title">{edit ? t('sell.editTitle') : t('sell.title')}</h1>
          {notice}
          {section('goodInfo', <GoodInfoSection />)}
          {section(
            'photos',
            <PhotosSection state={photos} error={translateIssue(formState.errors.images?.message)} />,
          )}
          {section('trading', <TradingSection />)}
          {section('connection', <ContactSection />)}
          {section(
            'price',
            <PriceSection edit={edit} coinsMessage={coinsRefused ? coinsFailure.message : null} />,
          )}
          <FormError message={formError} />
          <PublishBar
            edit={edit}
            missing={missing}
            uploading={photos.uploading}
            sending={sending}
            cost={cost}
            coinsShort={coins.short || coinsRefused}
            onGo={go}
            onPublish={() => void submit()}
          />
        </section>
      </div>
    </FormProvider>
  )
}
