/**
 * AddEval's form (docs/product/after-sales.md, "Order reviews"): a score of 1–5 stars (required),
 * text up to 500 characters and up to 4 photos of the buyer's own uploads; sent once. The server's
 * refusal (a second review: 409 35001) shows in its words.
 */
import { ORDER_REVIEW_PHOTOS_MAX, ORDER_REVIEW_TEXT_MAX, type OrderReviewView } from '@kaifong/contract'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/Field.tsx'
import { FormActions } from '../../../components/FormActions.tsx'
import { ApiError } from '../../../lib/api.ts'
import { PhotoPicker, type PickedPhoto } from '../../aftersales/index.ts'
import { useAddReview } from '../api/reviews.ts'
import { StarInput } from './Stars.tsx'

interface Props {
  orderSn: string
  itemId: string
  onDone: (review: OrderReviewView) => void
}

export function ReviewForm({ orderSn, itemId, onDone }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const add = useAddReview()
  const [score, setScore] = useState(0)
  const [content, setContent] = useState('')
  const [photos, setPhotos] = useState<PickedPhoto[]>([])
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<{ score?: string; content?: string; form?: string }>({})
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found: typeof errors = {}
    if (score < 1) found.score = t('reviews.scoreRequired')
    if (content.trim().length > ORDER_REVIEW_TEXT_MAX)
      found.content = t('reviews.textMax', { max: ORDER_REVIEW_TEXT_MAX })
    setErrors(found)
    if (found.score || found.content || busy || add.isPending || add.isSuccess) return
    add.mutate(
      { orderSn, itemId, score, content: content.trim(), photos: photos.map((p) => p.id) },
      {
        onSuccess: onDone,
        onError: (err) =>
          setErrors({ form: err instanceof ApiError ? err.message : t('errors.operationFailed') }),
      },
    )
  }
  return (
    <form className="card form rv-form" onSubmit={submit} noValidate data-testid="review-form">
      <StarInput value={score} onChange={setScore} error={errors.score} />
      <Field
        id={`${id}-text`}
        label={t('reviews.text')}
        error={errors.content}
        hint={t('reviews.textCount', { count: content.length, max: ORDER_REVIEW_TEXT_MAX })}
      >
        <textarea
          id={`${id}-text`}
          rows={4}
          maxLength={ORDER_REVIEW_TEXT_MAX}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          data-testid="review-text"
        />
      </Field>
      <PhotoPicker max={ORDER_REVIEW_PHOTOS_MAX} photos={photos} onChange={setPhotos} onBusy={setBusy} />
      <p className="field-hint">{t('reviews.once')}</p>
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <FormActions
        label={t('reviews.submit')}
        pending={add.isPending || busy}
        disabled={add.isSuccess}
        testId="review-submit"
      />
    </form>
  )
}
