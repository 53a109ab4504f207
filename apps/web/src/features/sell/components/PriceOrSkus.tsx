/**
 * The price section: one price and a duration for a one-off listing, or, for a member whose shop is
 * open, "sell as my shop" with the SKU editor (docs/product/shop-goods.md: no coins, no duration).
 * The editor is its own chunk, so the sell page of a member without a shop does not grow.
 */
import type { UploadedImage } from '@kaifong/contract'
import { lazy, Suspense } from 'react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Spinner } from '../../../components/Spinner.tsx'
import type { SellValues } from '../form.ts'
import { firstRows } from '../sku-grid.ts'
import { PriceSection } from './PriceSection.tsx'

const SkuEditor = lazy(() => import('./SkuEditor.tsx'))

interface Props {
  edit: boolean
  coinsMessage: string | null
  /** The member's shop is open: a new listing may be sold as the shop. */
  canShop: boolean
  photos: readonly UploadedImage[]
}

export function PriceOrSkus({ edit, coinsMessage, canShop, photos }: Props) {
  const { t } = useTranslation()
  const { watch, setValue } = useFormContext<SellValues>()
  const shop = watch('skus') !== undefined
  const switchShop = (on: boolean) => {
    setValue('skus', on ? firstRows() : undefined, { shouldDirty: true })
    setValue('skuDims', on ? [] : undefined)
  }
  return (
    <>
      {canShop && !edit && (
        <div className="sell-shop-switch">
          <label className="check">
            <input
              type="checkbox"
              role="switch"
              aria-checked={shop}
              checked={shop}
              onChange={(e) => switchShop(e.target.checked)}
              aria-describedby="sell-as-shop-hint"
              data-testid="sell-as-shop"
            />
            <span>{t('sell.sku.asShop')}</span>
          </label>
          <p className="field-hint" id="sell-as-shop-hint">
            {t('sell.sku.asShopHint')}
          </p>
        </div>
      )}
      {shop ? (
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <SkuEditor photos={photos} />
        </Suspense>
      ) : (
        <PriceSection edit={edit} coinsMessage={coinsMessage} />
      )}
    </>
  )
}
