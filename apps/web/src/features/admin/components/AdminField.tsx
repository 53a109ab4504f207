/**
 * A labelled console field with its hint and error under it (shared by every console form). The
 * control is either given as children (spread `fieldA11y(id, error, hint)` on it) or made here
 * as an <input> from `input`.
 */
import type { InputHTMLAttributes, ReactNode } from 'react'

/** The attributes that tie a control to its label, hint and error. */
export function fieldA11y(id: string, error?: string | null, hint?: string | null) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ')
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const
}

interface Props {
  id: string
  label: string
  error?: string | null
  hint?: string | null
  /** The control; without it an <input> is made from `input`. */
  children?: ReactNode
  input?: InputHTMLAttributes<HTMLInputElement>
}

export function AdminField({ id, label, error, hint, children, input }: Props) {
  return (
    <div className={`adm-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children ?? <input className="adm-input" {...input} {...fieldA11y(id, error, hint)} />}
      {hint && (
        <p className="adm-field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="adm-field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
