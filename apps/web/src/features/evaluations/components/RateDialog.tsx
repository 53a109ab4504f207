/**
 * Rating the other side of a deal (docs/product/chat.md#reviews, screens.md "rate a counterpart"):
 * who and which listing, a score of 1–5 (5 to start with), any of the five tags, and a text of at
 * most REVIEW_TEXT_MAX characters, checked with the contract's evaluationBody, the server's own
 * schema. This file is loaded when the dialog first opens (the feature's index.ts), so zod stays
 * out of the pages that offer it. A refusal (35001 already reviewed, 35002 not allowed) is the
 * server's localized message, shown in the dialog.
 */
import {
  evaluationBody,
  REVIEW_TAGS,
  REVIEW_TEXT_MAX,
  type ReviewRole,
  type ReviewTag,
} from '@kaifong/contract'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '../../../components/Avatar.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { Modal } from '../../../components/Modal.tsx'
import { ApiError } from '../../../lib/api.ts'
import { translateIssue } from '../../../lib/i18n.ts'
import { toast } from '../../../lib/ui.ts'
import { useWriteReview } from '../api/write-review.ts'
import { StarInput } from './StarInput.tsx'
import './evaluate.css'
import { FormActions } from '../../../components/FormActions.tsx'

/** The deal to review: its talk and listing, and the member reviewed with their role in it. */
export interface RateTarget {
  talkId: string
  goodsId: string
  member2Id: string
  /** The role of the member reviewed: a buyer rates the SELLER. */
  role: ReviewRole
  name: string
  face: string
  goodsName: string
}

export interface RateDialogProps extends RateTarget {
  /** The dialog is finished: `reviewed` after a review was saved, false when closed without one. */
  onDone: (reviewed: boolean) => void
}

const noTags = (): Record<ReviewTag, boolean> => ({
  tag1: false,
  tag2: false,
  tag3: false,
  tag4: false,
  tag5: false,
})

export function RateDialog({ onDone, ...target }: RateDialogProps) {
  const { t } = useTranslation()
  const write = useWriteReview()
  const [score, setScore] = useState(5)
  const [tags, setTags] = useState(noTags)
  const [content, setContent] = useState('')
  const [contentError, setContentError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setFailure(null)
    const { talkId, goodsId, member2Id, role } = target
    const parsed = evaluationBody.safeParse({
      talkId,
      goodsId,
      member2Id,
      role,
      content,
      serviceScore: score,
      ...tags,
    })
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const message = translateIssue(issue?.message)
      if (issue?.path[0] === 'content') setContentError(message)
      else setFailure(message)
      return
    }
    setContentError(null)
    write.mutate(parsed.data, {
      onSuccess: () => {
        toast(t('evaluate.rate.done', { name: target.name }), 'success')
        onDone(true)
      },
      onError: (err) => setFailure(err instanceof ApiError ? err.message : t('errors.network')),
    })
  }

  return (
    <Modal
      open
      title={t(`evaluate.rate.title.${target.role}`)}
      onClose={() => onDone(false)}
      width={480}
      testId="rate-dialog"
    >
      <form className="form rate-form" noValidate onSubmit={submit}>
        <RateWho target={target} />
        <StarInput value={score} onChange={setScore} />
        <TagChips tags={tags} onToggle={(tag) => setTags((now) => ({ ...now, [tag]: !now[tag] }))} />
        <ContentField
          content={content}
          error={contentError}
          onChange={(text) => {
            setContent(text)
            setContentError(null)
          }}
        />
        <FormError message={failure} />
        <FormActions
          label={t('evaluate.rate.submit')}
          testId="rate-submit"
          pending={write.isPending}
          onCancel={() => onDone(false)}
        />
      </form>
    </Modal>
  )
}

/** Who is rated, in which role, about which listing. */
function RateWho({ target }: { target: RateTarget }) {
  const { t } = useTranslation()
  return (
    <div className="rate-who">
      <Avatar name={target.name} face={target.face} size={44} />
      <div>
        <p className="rate-name">
          <span className="review-role">{t(`evaluate.role.${target.role}`)}</span> {target.name}
        </p>
        <p className="muted small rate-goods">{t('evaluate.rate.about', { name: target.goodsName })}</p>
      </div>
    </div>
  )
}

interface TagChipsProps {
  tags: Record<ReviewTag, boolean>
  onToggle: (tag: ReviewTag) => void
}

function TagChips({ tags, onToggle }: TagChipsProps) {
  const { t } = useTranslation()
  return (
    <fieldset className="rate-tags">
      <legend>{t('evaluate.rate.tags')}</legend>
      <div className="review-chips">
        {REVIEW_TAGS.map((tag) => (
          <button
            key={tag}
            type="button"
            className="review-chip review-chip-toggle"
            aria-pressed={tags[tag]}
            data-testid={`rate-${tag}`}
            onClick={() => onToggle(tag)}
          >
            {t(`evaluate.tags.${tag}`)}
          </button>
        ))}
      </div>
    </fieldset>
  )
}

interface ContentFieldProps {
  content: string
  error: string | null
  onChange: (content: string) => void
}

/** The review's text, with its count of characters used and its error. */
function ContentField({ content, error, onChange }: ContentFieldProps) {
  const { t } = useTranslation()
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor="rate-content">{t('evaluate.rate.content')}</label>
      <textarea
        id="rate-content"
        name="content"
        maxLength={REVIEW_TEXT_MAX}
        placeholder={t('evaluate.rate.placeholder')}
        value={content}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'rate-content-count rate-content-error' : 'rate-content-count'}
        data-testid="rate-content"
        onChange={(e) => onChange(e.target.value)}
      />
      <p className="field-hint rate-count" id="rate-content-count" data-testid="rate-count">
        {t('evaluate.rate.count', { used: content.length, max: REVIEW_TEXT_MAX })}
      </p>
      {error && (
        <p className="field-error" id="rate-content-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
