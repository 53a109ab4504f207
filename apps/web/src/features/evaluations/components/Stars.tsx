/**
 * A score shown as five stars, also between whole stars (an average of 4.3 fills 86 %): grey
 * stars with gold ones over them, cut to the score's width. One image to a screen reader, named
 * by the score in words.
 */
import { useTranslation } from 'react-i18next'

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z'

/** One star's outline and fill; shared with the rating dialog's input. */
export function StarShape({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden focusable="false">
      <path d={STAR} />
    </svg>
  )
}

function Row({ size }: { size: number }) {
  return (
    <>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarShape key={n} size={size} />
      ))}
    </>
  )
}

export function Stars({ score, size = 16 }: { score: number; size?: number }) {
  const { t } = useTranslation()
  const share = Math.max(0, Math.min(5, score)) / 5
  return (
    <span className="stars" role="img" aria-label={t('evaluate.scoreOf', { score })} data-score={score}>
      <span className="stars-base">
        <Row size={size} />
      </span>
      <span className="stars-fill" style={{ width: `${share * 100}%` }}>
        <Row size={size} />
      </span>
    </span>
  )
}
