/**
 * A 6-digit payment password box (docs/product/money.md, "Payment password"): masked, the phone's
 * number pad, digits only. Label it with <Field> (its `id`); the digits sit spaced like the six
 * boxes members know from banking apps.
 */
import './pin-input.css'

export const PIN_LENGTH = 6

interface Props {
  id: string
  value: string
  onChange: (digits: string) => void
  /** Field shows an error for it (its text is `${id}-error`). */
  invalid?: boolean
  disabled?: boolean
  testId?: string
  /** `new-password` while choosing one, so a password manager offers no saved login. */
  autoComplete?: 'off' | 'new-password'
}

export function PinInput({ id, value, onChange, invalid, disabled, testId, autoComplete = 'off' }: Props) {
  return (
    <input
      id={id}
      className="pin-input"
      type="password"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete={autoComplete}
      maxLength={PIN_LENGTH}
      value={value}
      disabled={disabled}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? `${id}-error` : undefined}
      data-testid={testId}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH))}
    />
  )
}
