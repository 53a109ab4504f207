/**
 * The cashier's choices and paying them (docs/product/orders.md, "Paying"): coins, the method, the
 * wallet's payment password. Paid at once (wallet, or coins for everything) → /payDone with what
 * was paid; a provider payment → its checkout. Refusals show where they belong: a wrong password
 * under the password, others above the button.
 */
import { type Cashier, ErrorCode, moneyText, type PayMethod } from '@kaifong/contract'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { goToCheckout } from '../../../components/CheckoutLink.tsx'
import { ApiError } from '../../../lib/api.ts'
import { translateIssue } from '../../../lib/i18n.ts'
import { usePay } from '../api/payments.ts'
import { canUse } from '../components/MethodChoice.tsx'
import { clampCoins, remainingAfterCoins } from '../lib/coins-share.ts'
import { payLinks } from '../lib/pay-links.ts'

/** What /payDone shows of a payment made at once (history state, kept across a reload). */
export interface PaidState {
  amount: string
  coins: number
  method: PayMethod | 'COINS'
  orders: { sn: string; storeName: string }[]
  /** The site's provider is the sandbox: the page says so like the others. */
  sandbox: boolean
}

const firstUsable = (c: Cashier, rest: ReturnType<typeof remainingAfterCoins>): PayMethod =>
  (['WALLET', 'CARD', 'FPS'] as const).find((m) => canUse(c, m, rest)) ?? 'WALLET'

export function useCashierForm(c: Cashier, onStale: () => void) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const pay = usePay()
  const [useCoins, setUseCoins] = useState(false)
  const [coins, setCoins] = useState(0)
  const [chosen, setMethod] = useState<PayMethod | null>(null)
  const [password, setPassword] = useState('')
  const [passwordError, setPasswordError] = useState<string | null>(null)
  const [error, setError] = useState<{ text: string; code: number } | null>(null)
  const used = useCoins ? clampCoins(coins, c.coins.max, c.coins.perDollar) : 0
  const rest = remainingAfterCoins(c.due, used, c.coins.perDollar)
  const method = chosen && canUse(c, chosen, rest) ? chosen : firstUsable(c, rest)
  const needsPassword = rest > 0n && method === 'WALLET'

  const refused = (err: unknown) => {
    if (!(err instanceof ApiError)) return setError({ text: t('errors.operationFailed'), code: 0 })
    if (err.code === ErrorCode.WALLET_PASSWORD_REFUSED) {
      setPassword('')
      return setPasswordError(err.message)
    }
    if (err.code === ErrorCode.ORDER_NOTHING_TO_PAY || err.code === ErrorCode.PAYMENTS_NOT_CONFIGURED)
      onStale()
    setError({ text: err.fields[0]?.message ?? err.message, code: err.code })
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setError(null)
    setPasswordError(null)
    if (needsPassword && !/^\d{6}$/.test(password))
      return setPasswordError(translateIssue('wallet.password.format'))
    // Coins for everything: the orders are paid at once whatever the method (orders.md, "Paying").
    const sent = rest === 0n ? 'CARD' : method
    const input = { sn: c.sn, method: sent, coins: used, ...(needsPassword ? { password } : {}) }
    pay.mutate(input, {
      onError: refused,
      onSuccess: (result) => {
        if (result.status === 'PAID') {
          const paid: PaidState = {
            amount: moneyText(rest),
            coins: used,
            method: rest === 0n ? 'COINS' : method,
            orders: c.orders.map((o) => ({ sn: o.sn, storeName: o.storeName })),
            sandbox: c.sandbox,
          }
          return void navigate(payLinks.doneForSn(c.sn), { replace: true, state: { paid } })
        }
        if (result.checkoutUrl) return goToCheckout(result.checkoutUrl, navigate)
        if (result.paymentId) void navigate(payLinks.doneForPayment(result.paymentId))
      },
    })
  }

  return {
    coins: { on: useCoins, used, setOn: setUseCoins, set: setCoins },
    method,
    setMethod,
    rest,
    password: { value: password, set: setPassword, error: passwordError, needed: needsPassword },
    error,
    pending: pay.isPending,
    submit,
  }
}
