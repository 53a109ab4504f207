/**
 * The SKU editor of a shop listing (docs/product/shop-goods.md), loaded on its own: the dimensions
 * give the grid (one row per combination, at most SKU_MAX), each row a price, a stock and a photo
 * picked from the listing's photos ('' = the cover). Checked by the contract's schema through the
 * wizard's resolver, so its messages are the server's.
 */
import type { UploadedImage } from '@kaifong/contract'
import { type FieldError, get, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { translateIssue } from '../../../lib/i18n.ts'
import type { SellValues } from '../form.ts'
import { gridOf, type SkuDim, type SkuRow } from '../sku-grid.ts'
import { SkuBulk, SkuDims } from './SkuDims.tsx'
import './sku-editor.css'

type Field = 'price' | 'stock' | 'image'
const SPEC_PATHS = ['specs', 'specs.0.name', 'specs.0.value', 'specs.1.name', 'specs.1.value']

function PhotoChoice({ row, i, photos, onPick }: RowProps & { onPick: (v: string) => void }) {
  const { t } = useTranslation()
  const known = row.image === '' || photos.some((p) => p.id === row.image)
  const shown =
    photos.find((p) => p.id === row.image)?.thumbnail ?? (known ? photos[0]?.thumbnail : row.image)
  return (
    <div className="sku-photo">
      {shown && <img src={shown} alt="" />}
      <select
        id={`sku-${i}-image`}
        aria-label={t('sell.sku.photoOf', { name: specsText(row, t('sell.sku.single')) })}
        value={row.image}
        onChange={(e) => onPick(e.target.value)}
      >
        <option value="">{t('sell.sku.cover')}</option>
        {photos.map((p, n) => (
          <option key={p.id} value={p.id}>
            {t('sell.sku.photoN', { n: n + 1 })}
          </option>
        ))}
        {!known && <option value={row.image}>{t('sell.sku.currentPhoto')}</option>}
      </select>
    </div>
  )
}

const specsText = (row: SkuRow, single: string) =>
  row.specs.length === 0 ? single : row.specs.map((s) => `${s.name} ${s.value}`).join(' · ')

interface RowProps {
  row: SkuRow
  i: number
  photos: readonly UploadedImage[]
}

function SkuRowView({ row, i, photos, onSet }: RowProps & { onSet: (f: Field, v: string) => void }) {
  const { t } = useTranslation()
  const { formState } = useFormContext<SellValues>()
  const err = (path: string) =>
    translateIssue((get(formState.errors, `skus.${i}.${path}`) as FieldError | undefined)?.message)
  const specError = SPEC_PATHS.map(err).find(Boolean)
  const name = specsText(row, t('sell.sku.single'))
  return (
    <li className="sku-row" data-testid="sku-row">
      <p className="sku-row-name">{name}</p>
      <div className="sku-row-fields">
        <div className={`sku-cell${err('price') ? ' has-error' : ''}`}>
          <label htmlFor={`sku-${i}-price`}>{t('sell.sku.price')}</label>
          <div className="sell-price">
            <span aria-hidden>HK$</span>
            <input
              id={`sku-${i}-price`}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={row.price}
              aria-describedby={`sku-${i}-error`}
              aria-invalid={err('price') ? true : undefined}
              data-testid="sku-price"
              onChange={(e) => onSet('price', e.target.value)}
            />
          </div>
        </div>
        <div className={`sku-cell${err('stock') ? ' has-error' : ''}`}>
          <label htmlFor={`sku-${i}-stock`}>{t('sell.sku.stock')}</label>
          <input
            id={`sku-${i}-stock`}
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            value={row.stock}
            aria-describedby={`sku-${i}-error`}
            aria-invalid={err('stock') ? true : undefined}
            data-testid="sku-stock"
            onChange={(e) => onSet('stock', e.target.value)}
          />
        </div>
        <PhotoChoice row={row} i={i} photos={photos} onPick={(v) => onSet('image', v)} />
      </div>
      <p className="field-error" id={`sku-${i}-error`} role={specError || err('price') ? 'alert' : undefined}>
        {[specError, err('price'), err('stock'), err('image')].filter(Boolean).join(' ')}
      </p>
    </li>
  )
}

export default function SkuEditor({ photos }: { photos: readonly UploadedImage[] }) {
  const { t } = useTranslation()
  const { watch, setValue, formState } = useFormContext<SellValues>()
  const rows = watch('skus') ?? []
  const dims = watch('skuDims') ?? []
  const validate = formState.submitCount > 0
  const setRows = (next: SkuRow[]) => setValue('skus', next, { shouldDirty: true, shouldValidate: validate })
  const setDims = (next: SkuDim[]) => {
    setValue('skuDims', next)
    setRows(gridOf(next, rows))
  }
  const rootError = translateIssue(formState.errors.skus?.message ?? formState.errors.skus?.root?.message)
  return (
    <div className="sku-editor" data-testid="sku-editor">
      <p className="field-hint">{t('sell.sku.intro')}</p>
      <SkuDims dims={dims} onChange={setDims} />
      {rows.length > 1 && (
        <SkuBulk onApply={(field, value) => setRows(rows.map((r) => ({ ...r, [field]: value.trim() })))} />
      )}
      <p className="sku-count" aria-live="polite">
        {t('sell.sku.count', { count: rows.length })}
      </p>
      <ul className="sku-grid" aria-label={t('sell.sku.grid')}>
        {rows.map((row, i) => (
          <SkuRowView
            key={row.specs.map((s) => s.value).join('\u0000') || 'single'}
            row={row}
            i={i}
            photos={photos}
            onSet={(field, value) => setRows(rows.map((r, n) => (n === i ? { ...r, [field]: value } : r)))}
          />
        ))}
      </ul>
      {rootError && (
        <p className="field-error" role="alert">
          {rootError}
        </p>
      )}
      <p className="field-hint">{t('sell.sku.noCoins')}</p>
    </div>
  )
}
