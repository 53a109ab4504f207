/**
 * A score of 1–5 stars: chosen with five radio buttons (arrow keys move between them, each
 * labelled "n stars"), or shown as stars with the score in words.
 */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

const SCORES = [1, 2, 3, 4, 5] as const

interface InputProps {
  value: number
  onChange: (score: number) => void
  error?: string
}

export function StarInput({ value, onChange, error }: InputProps) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <fieldset
      className="rv-stars-input"
      aria-describedby={error ? `${id}-error` : undefined}
      data-testid="review-stars"
    >
      <legend>{t('reviews.score')}</legend>
      {SCORES.map((score) => (
        <label key={score} className={score <= value ? 'rv-star on' : 'rv-star'}>
          <input
            type="radio"
            className="sr-only"
            name={`${id}-score`}
            value={score}
            checked={value === score}
            onChange={() => onChange(score)}
            aria-label={t('reviews.stars', { count: score })}
          />
          <span aria-hidden="true">★</span>
        </label>
      ))}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}

export function StarsShown({ score }: { score: number }) {
  const { t } = useTranslation()
  return (
    <span
      className="rv-stars"
      role="img"
      aria-label={t('reviews.starsOf', { score })}
      data-testid="review-score"
    >
      {SCORES.map((s) => (
        <span key={s} aria-hidden="true" className={s <= score ? 'on' : undefined}>
          ★
        </span>
      ))}
    </span>
  )
}
