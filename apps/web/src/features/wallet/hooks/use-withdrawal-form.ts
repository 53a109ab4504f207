/**
 * The withdrawal request's fields, checked with the contract's `withdrawalBody` and sent to POST
 * /buyer/wallet/withdrawal (docs/product/money.md, "Withdrawals"). A wrong payment password empties
 * its box; every refusal shows under its field or above the button.
 */
import { withdrawalBody } from '@kaifong/contract'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../lib/ui.ts'
import { useRequestWithdrawal } from '../api/wallet.ts'
import { type FieldErrors, issuesOf, refusalOf } from '../lib/form.ts'

export type WithdrawalMethod = 'BANK' | 'FPS'

const EMPTY = { bank: '', account: '', holder: '', amount: '', password: '' }
export type WithdrawalFields = typeof EMPTY
const FIELDS = ['amount', 'password', 'account.bank', 'account.account', 'account.holder', 'account.method']

export function useWithdrawalForm() {
  const { t } = useTranslation()
  const request = useRequestWithdrawal()
  const [method, setMethod] = useState<WithdrawalMethod>('BANK')
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const set = (name: keyof WithdrawalFields) => (value: string) => setValues((v) => ({ ...v, [name]: value }))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setFormError(null)
    const account =
      method === 'BANK'
        ? { method, bank: values.bank, account: values.account, holder: values.holder }
        : { method, account: values.account, holder: values.holder }
    const body = { amount: values.amount, password: values.password, account }
    const parsed = withdrawalBody.safeParse(body)
    if (!parsed.success) return setErrors(issuesOf(parsed.error))
    setErrors({})
    request.mutate(body, {
      onSuccess: () => {
        setValues(EMPTY)
        toast(t('wallet.withdraw.sent'), 'success')
      },
      onError: (err) => {
        const refused = refusalOf(err, FIELDS, t('errors.operationFailed'))
        if (refused.fields.password) setValues((v) => ({ ...v, password: '' }))
        setErrors(refused.fields)
        setFormError(refused.form)
      },
    })
  }

  return { method, setMethod, values, set, errors, formError, pending: request.isPending, submit }
}
