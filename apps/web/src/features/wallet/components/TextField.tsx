/** A labelled text box of the wallet's forms, its error under it and tied to it for screen readers. */
import type { InputHTMLAttributes } from 'react'
import { Field } from '../../../components/Field.tsx'

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  id: string
  label: string
  hint?: string
  error?: string
  value: string
  onChange: (value: string) => void
}

export function TextField({ id, label, hint, error, value, onChange, ...input }: Props) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={id}
        onChange={(e) => onChange(e.target.value)}
        {...input}
      />
    </Field>
  )
}
