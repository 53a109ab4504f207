/**
 * price (docs/product/data.md): HK$ as an exact decimal string, previewed with thousands separators; on
 * publish also the duration (7 or 30 days) and its coin cost against the balance.
 */
import { LISTING_PRICES, parseMoney } from '@kaifong/contract'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/Field.tsx'
import { formatMoney } from '../../../lib/format.ts'
import { translateIssue } from '../../../lib/i18n.ts'
import type { SellValues } from '../form.ts'
import { CoinCost, DurationChoice } from './CoinCost.tsx'

interface Props {
  edit: boolean
  /** The server's "not enough coins" message from the last publish. */
  coinsMessage: string | null
}

export function PriceSection({ edit, coinsMessage }: Props) {
  const { t } = useTranslation()
  const { register, watch, setValue, formState } = useFormContext<SellValues>()
  const [price, openDays] = watch(['price', 'openDays'])
  const parsed = parseMoney(price)
  const preview = parsed.ok
    ? parsed.money > 0n
      ? t('sell.price.preview', { amount: formatMoney(parsed.money) })
      : t('sell.price.free')
    : t('sell.price.hint')

  return (
    <div className="form">
      {/* "sell-price" is the section's own id (sectionDomId); the box has its own. */}
      <Field
        id="sell-price-input"
        label={t('sell.price.label')}
        error={translateIssue(formState.errors.price?.message)}
        hint={preview}
      >
        <div className="sell-price">
          <span aria-hidden>HK$</span>
          <input
            id="sell-price-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            data-testid="sell-price"
            {...register('price')}
          />
        </div>
      </Field>
      {!edit && (
        <>
          <DurationChoice
            name="openDays"
            value={openDays}
            onChange={(days) => setValue('openDays', days, { shouldDirty: true })}
          />
          <CoinCost cost={LISTING_PRICES[openDays]} serverMessage={coinsMessage} keepsDraft />
        </>
      )}
    </div>
  )
}
