/** The sign-in's code field and the focus each step starts with (pages/SignInPage.tsx). */
import { useEffect, useRef } from 'react'
import { AdminField, fieldA11y } from './AdminField.tsx'

/** Focuses the step's first field when the step appears. */
export function useFirstFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => ref.current?.focus(), [])
  return ref
}

interface CodeFieldProps {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
  /** A recovery code (letters, digits and a dash) rather than a 6-digit one. */
  recovery?: boolean
}

/** A code from the authenticator app (or a recovery code): labelled, numeric keypad, one-time-code autofill. */
export function CodeField({ id, label, value, onChange, error, hint, recovery }: CodeFieldProps) {
  const ref = useFirstFocus<HTMLInputElement>()
  return (
    <AdminField id={id} label={label} error={error} hint={hint}>
      <input
        ref={ref}
        className="adm-input adm-code-input"
        name="code"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={recovery ? 32 : 8}
        pattern={recovery ? undefined : '[0-9]*'}
        data-testid="signin-code"
        {...fieldA11y(id, error, hint)}
      />
    </AdminField>
  )
}
