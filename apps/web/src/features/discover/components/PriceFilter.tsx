/**
 * The price range: HK$ amounts read by the contract's Money as its priceSchema reads them, and
 * min ≤ max, compared exactly. Applies on Enter or the button. A refused amount is told in the sell
 * form's wording (the `goods.price.*` validation texts), with no zod loaded for it.
 */
import { moneyText, parseMoney } from '@kaifong/contract'
import { type FormEvent, type RefObject, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { translateIssue } from '../../../lib/i18n.ts'
import type { FilterUpdate } from '../hooks/use-list-filters.ts'
import { comparePrices, type ListFilters } from '../lib/search-url.ts'
import './goods-filters.css'

/** Applies what is typed; false when it is refused (the boxes then say why). */
export type PriceApply = () => Promise<boolean>

interface Props {
  filters: ListFilters
  update: FilterUpdate
  /**
   * Set to this filter's apply, for a button outside the form that shows the results (the phone
   * sheet's "show N items"): a typed range must not be dropped by it.
   */
  applyRef?: RefObject<PriceApply | null>
}

type Checked = { ok: true; value: string | undefined } | { ok: false; message: string }

function check(raw: string): Checked {
  if (raw.trim() === '') return { ok: true, value: undefined }
  const r = parseMoney(raw)
  return r.ok
    ? { ok: true, value: moneyText(r.money) }
    : { ok: false, message: translateIssue(`goods.price.${r.error}`) }
}

/** Remounted (by key) whenever the URL's range changes, so the boxes always start from it. */
export function PriceFilter({ filters, update, applyRef }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [min, setMin] = useState(filters.minPrice ?? '')
  const [max, setMax] = useState(filters.maxPrice ?? '')
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({})

  const apply: PriceApply = async () => {
    const [lo, hi] = [check(min), check(max)]
    if (!lo.ok || !hi.ok) {
      setErrors({ min: lo.ok ? undefined : lo.message, max: hi.ok ? undefined : hi.message })
      return false
    }
    if (lo.value && hi.value && comparePrices(lo.value, hi.value) > 0) {
      setErrors({ max: t('discover.filters.priceOrder') })
      return false
    }
    setErrors({})
    // Unchanged: no new history entry, and the page stays where it is.
    if (lo.value !== filters.minPrice || hi.value !== filters.maxPrice)
      update({ minPrice: lo.value, maxPrice: hi.value })
    return true
  }
  if (applyRef) applyRef.current = apply

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    await apply()
  }

  return (
    <form
      className="list-filter"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby={`${id}-legend`}
    >
      <p className="list-legend" id={`${id}-legend`}>
        {t('discover.filters.price')}
      </p>
      <div className="list-price">
        <PriceField id={id} which="min" value={min} error={errors.min} onChange={setMin} />
        <span className="list-price-dash" aria-hidden>
          –
        </span>
        <PriceField id={id} which="max" value={max} error={errors.max} onChange={setMax} />
      </div>
      <div className="list-price-actions">
        <button type="submit" className="btn btn-outline btn-small" data-testid="price-apply">
          {t('discover.filters.apply')}
        </button>
        {(filters.minPrice || filters.maxPrice) && (
          <button
            type="button"
            className="link small"
            onClick={() => update({ minPrice: undefined, maxPrice: undefined })}
          >
            {t('discover.filters.clearPrice')}
          </button>
        )}
      </div>
    </form>
  )
}

interface FieldProps {
  id: string
  which: 'min' | 'max'
  value: string
  error: string | undefined
  onChange: (value: string) => void
}

/** One end of the range: an HK$ amount, with why it was refused. */
function PriceField({ id, which, value, error, onChange }: FieldProps) {
  const { t } = useTranslation()
  return (
    <div className={error ? 'list-price-field has-error' : 'list-price-field'}>
      <label htmlFor={`${id}-${which}`}>{t(`discover.filters.${which}`)}</label>
      <div className="list-price-input">
        <span aria-hidden>HK$</span>
        <input
          id={`${id}-${which}`}
          name={`${which}Price`}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          maxLength={16}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-${which}-error` : undefined}
          data-testid={`price-${which}`}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      {error && (
        <p className="field-error" id={`${id}-${which}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}
