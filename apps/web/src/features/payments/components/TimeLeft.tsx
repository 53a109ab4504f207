/**
 * The time left to pay (the cashier's `payBefore`, the earliest of its orders' deadlines; unpaid
 * orders are cancelled after it, docs/product/orders.md). Counts down each second.
 */
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Milliseconds until `until` (an ISO time), never below 0, renewed each second. */
export function useTimeLeft(until: string): number {
  const end = Date.parse(until)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return Number.isNaN(end) ? 0 : Math.max(0, end - now)
}

/** "29:05", "1:02:03". */
export function clockText(ms: number): string {
  const total = Math.ceil(ms / 1000)
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60]
  const two = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`
}

export function TimeLeft({ left }: { left: number }) {
  const { t } = useTranslation()
  if (left <= 0)
    return (
      <p className="form-error" role="alert" data-testid="pay-expired">
        {t('checkout.cashier.expired')}
      </p>
    )
  return (
    <p className="pay-deadline" data-testid="pay-time-left">
      {t('checkout.cashier.timeLeft')} <strong role="timer">{clockText(left)}</strong>
    </p>
  )
}
