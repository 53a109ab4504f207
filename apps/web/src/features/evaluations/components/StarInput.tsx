/**
 * The score as a real radio group (five native radios named "1 star" … "5 stars"): Tab reaches
 * the chosen one and the arrow keys move the choice, as browsers do for radios; each star is a
 * 44 px target. The stars up to the choice are filled, and a word says what the score means.
 */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { StarShape } from './Stars.tsx'

const SCORES = [1, 2, 3, 4, 5] as const

export function StarInput({ value, onChange }: { value: number; onChange: (score: number) => void }) {
  const { t } = useTranslation()
  const name = useId()
  const wordId = useId()
  return (
    <fieldset className="star-input" aria-describedby={wordId}>
      <legend>{t('evaluate.rate.score')}</legend>
      <div className="star-input-row">
        {SCORES.map((n) => (
          <label key={n} className={n <= value ? 'star-on' : undefined} data-testid={`star-${n}`}>
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={n}
              checked={value === n}
              // The dialog starts on the score (components/Modal.tsx focuses data-autofocus).
              data-autofocus={value === n ? true : undefined}
              onChange={() => onChange(n)}
            />
            <StarShape size={32} />
            <span className="sr-only">{t('evaluate.stars', { count: n })}</span>
          </label>
        ))}
        <span id={wordId} className="star-input-word" data-testid="score-word">
          {t(`evaluate.scoreWords.${value}`)}
        </span>
      </div>
    </fieldset>
  )
}
