/**
 * Publishing (POST create, paid in coins) or saving (PUT update) the wizard's listing, and what a
 * refusal shows: field errors beside their fields (the section brought into view), "not enough
 * coins" with ways to earn them, or a message under the form (docs/product/validation.md, docs/errors.md).
 */
import { createGoodsBody, ErrorCode, updateGoodsBody } from '@kaifong/contract'
import { useQueryClient } from '@tanstack/react-query'
import { type RefObject, useRef, useState } from 'react'
import type { Path, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { ApiError } from '../../../lib/api.ts'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { keyIsSpent, newIdempotencyKey } from '../../../lib/idempotency.ts'
import { goodsKeys } from '../../../lib/query-keys.ts'
import { toast } from '../../../lib/ui.ts'
import { createGoods, updateGoods } from '../api/goods.ts'
import { clearDraft } from '../draft.ts'
import { knownPaths, SECTIONS, type SectionId, type SellValues, sectionOfPath, toBody } from '../form.ts'
import type { PhotosState } from './use-photos.ts'

/** Refusals that name no field but belong to one: shown beside it. */
const FIELD_OF_CODE: Partial<Record<number, 'categoryId' | 'addressIds' | 'images'>> = {
  [ErrorCode.CATEGORY_INVALID]: 'categoryId',
  [ErrorCode.ADDRESS_INVALID]: 'addressIds',
  [ErrorCode.IMAGE_UNKNOWN]: 'images',
}

interface Options {
  form: UseFormReturn<SellValues>
  goodsId: string | undefined
  photos: PhotosState
  storageKey: string
  /** The listing's price in coins, and the balance known now. */
  cost: number
  have: number | undefined
  /** Brings a section into view. */
  go: (section: SectionId) => void
  /** The draft's key for a paid create; a new one after a refusal that wrote nothing. */
  idempotencyKey: string
  renewKey: (key: string) => void
}

type SendOptions = Pick<Options, 'goodsId' | 'photos' | 'storageKey' | 'idempotencyKey'> & {
  finished: RefObject<boolean>
}

/** Sends the listing; once saved, drops the draft, refreshes the lists (and the coins) and opens it. */
function useSend({ goodsId, photos, storageKey, idempotencyKey, finished }: SendOptions) {
  const edit = goodsId !== undefined
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return async (v: SellValues) => {
    const body = toBody(
      v,
      photos.uploaded.map((i) => i.id),
    )
    const saved =
      goodsId !== undefined
        ? await updateGoods(updateGoodsBody.parse({ ...body, goodsId }))
        : await createGoods(
            // Shop goods never expire: no duration (docs/product/shop-goods.md).
            createGoodsBody.parse({ ...body, openDays: v.skus ? undefined : v.openDays }),
            idempotencyKey,
          )
    finished.current = true
    clearDraft(storageKey)
    void queryClient.invalidateQueries({ queryKey: goodsKeys.all })
    if (!edit) void queryClient.invalidateQueries({ queryKey: ['coins'] })
    toast(edit ? t('sell.edit.saved') : t('sell.publish.success'), 'success')
    void navigate(paths.goodsDetail(saved.id))
  }
}

export function usePublish({
  form,
  goodsId,
  photos,
  storageKey,
  cost,
  have,
  go,
  idempotencyKey,
  renewKey,
}: Options) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [sending, setSending] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  // The server's "not enough coins" answer holds while the cost and the known balance are those it
  // was about: a cheaper duration or coins earned meanwhile (balance refetched) lift it.
  const [coinsFailure, setCoinsFailure] = useState<{ cost: number; have?: number; message: string } | null>(
    null,
  )
  /** Set once saved: the draft is no longer written. */
  const finished = useRef(false)
  const coinsMessage =
    coinsFailure && coinsFailure.cost === cost && coinsFailure.have === have ? coinsFailure.message : null

  const fail = (err: unknown) => {
    // After a network failure the outcome is unknown, so the retry keeps the key and cannot
    // charge twice; after a 4xx nothing was written and the next attempt gets a new key.
    if (err instanceof ApiError && keyIsSpent(err.status)) renewKey(newIdempotencyKey())
    if (err instanceof ApiError && err.code === ErrorCode.INSUFFICIENT_COINS) {
      setCoinsFailure({ cost, have, message: err.message })
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
      form.setError(byCode, { type: 'server', message: err.message })
      go(sectionOfPath(byCode))
      return
    }
    setFormError(applyServerErrors(err, form.setError, knownPaths(form.getValues()) as Path<SellValues>[]))
    const field = err.fields[0]?.field
    if (field) go(sectionOfPath(field))
  }

  const send = useSend({ goodsId, photos, storageKey, idempotencyKey, finished })

  const submit = form.handleSubmit(
    async (v) => {
      if (photos.failed) {
        setFormError(t('sell.photos.failed'))
        go('photos')
        return
      }
      setFormError(null)
      setCoinsFailure(null)
      setSending(true)
      try {
        await send(v)
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

  return { submit, sending, formError, coinsMessage, finished }
}
