/** The outcome of a payment on /payDone: a mark, a heading, the amount, what it means and the ways on. */
import type { ReactNode } from 'react'
import { formatHKD } from '../../../lib/format.ts'

export type DoneTone = 'paid' | 'pending' | 'failed'
const MARKS: Record<DoneTone, string> = { paid: '✓', pending: '…', failed: '!' }

interface Props {
  tone: DoneTone
  title: string
  amount?: string | null
  text?: string
  children?: ReactNode
}

export function DoneCard({ tone, title, amount, text, children }: Props) {
  return (
    <section
      className={`card pay-done pay-done-${tone}`}
      data-testid={`pay-done-${tone}`}
      aria-labelledby="pay-done-title"
    >
      <span className="pay-done-mark" aria-hidden>
        {MARKS[tone]}
      </span>
      <h1 id="pay-done-title">{title}</h1>
      {amount && (
        <p className="pay-done-amount" data-testid="pay-done-amount">
          {formatHKD(amount)}
        </p>
      )}
      {text && (
        <p className="muted" role={tone === 'pending' ? 'status' : undefined}>
          {text}
        </p>
      )}
      {children}
    </section>
  )
}
