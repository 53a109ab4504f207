/**
 * A number of units from 1 to `max`: − and + buttons around a number field (typed numbers are kept
 * within the bounds when the field is left). `label` names the field (e.g. the line's goods).
 */
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

interface Props {
  value: number
  max: number
  onChange: (value: number) => void
  label: string
  disabled?: boolean
  testId?: string
}

const clamp = (n: number, max: number) => Math.min(Math.max(1, Math.floor(n)), Math.max(1, max))

export function QuantityStepper({ value, max, onChange, label, disabled, testId = 'qty' }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [text, setText] = useState(String(value))
  useEffect(() => setText(String(value)), [value])
  const commit = (raw: string) => {
    const n = Number(raw)
    const next = Number.isFinite(n) && raw.trim() !== '' ? clamp(n, max) : value
    setText(String(next))
    if (next !== value) onChange(next)
  }
  return (
    <div className="qty" data-testid={testId}>
      <button
        type="button"
        className="qty-btn"
        aria-label={t('cart.stepper.less', { name: label })}
        aria-controls={id}
        disabled={disabled || value <= 1}
        onClick={() => onChange(clamp(value - 1, max))}
      >
        −
      </button>
      <input
        id={id}
        className="qty-input"
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        step={1}
        value={text}
        disabled={disabled}
        aria-label={t('cart.stepper.label', { name: label })}
        onChange={(e) => setText(e.target.value)}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(e.currentTarget.value)
        }}
        data-testid={`${testId}-input`}
      />
      <button
        type="button"
        className="qty-btn"
        aria-label={t('cart.stepper.more', { name: label })}
        aria-controls={id}
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1, max))}
      >
        +
      </button>
    </div>
  )
}
