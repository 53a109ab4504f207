/**
 * The SKU editor's spec dimensions (docs/product/shop-goods.md): up to SKU_SPECS_MAX, each a name
 * and its values (chips, each removable); and the bulk "set every price / stock" bar.
 */
import { SKU_MAX, SKU_SPEC_NAME_MAX, SKU_SPEC_VALUE_MAX, SKU_SPECS_MAX } from '@kaifong/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { translateIssue } from '../../../lib/i18n.ts'
import { rowCount, type SkuDim } from '../sku-grid.ts'

interface DimsProps {
  dims: SkuDim[]
  onChange: (dims: SkuDim[]) => void
}

/** A dimension's values, each removable. */
function ValueChips({
  dim,
  index,
  onRemove,
}: {
  dim: SkuDim
  index: number
  onRemove: (value: string) => void
}) {
  const { t } = useTranslation()
  return (
    <ul className="sku-values" aria-label={t('sell.sku.values', { name: dim.name || index + 1 })}>
      {dim.values.map((v) => (
        <li key={v} className="sku-value">
          <span>{v}</span>
          <button
            type="button"
            className="icon-btn"
            aria-label={t('sell.sku.removeValue', { value: v })}
            onClick={() => onRemove(v)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  )
}

function DimEditor({ dim, index, dims, onChange }: DimsProps & { dim: SkuDim; index: number }) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)
  const set = (next: SkuDim) => onChange(dims.map((d, i) => (i === index ? next : d)))
  const add = () => {
    const value = draft.trim()
    if (value === '') return
    let refusal: string | null = null
    if (value.length > SKU_SPEC_VALUE_MAX) refusal = translateIssue('sku.spec.length')
    else if (dim.values.includes(value)) refusal = t('sell.sku.valueTwice')
    else if (
      rowCount(dims.map((d, i) => (i === index ? { ...d, values: [...d.values, value] } : d))) > SKU_MAX
    )
      refusal = translateIssue('sku.max')
    setError(refusal)
    if (refusal) return
    set({ ...dim, values: [...dim.values, value] })
    setDraft('')
  }
  const id = `sku-dim-${index}`
  return (
    <fieldset className="sku-dim" data-testid={id}>
      <legend>{t('sell.sku.dimension', { n: index + 1 })}</legend>
      <div className="sku-dim-name">
        <label htmlFor={`${id}-name`}>{t('sell.sku.dimName')}</label>
        <input
          id={`${id}-name`}
          value={dim.name}
          maxLength={SKU_SPEC_NAME_MAX}
          placeholder={t(index === 0 ? 'sell.sku.dimNamePlaceholder' : 'sell.sku.dimNamePlaceholder2')}
          onChange={(e) => set({ ...dim, name: e.target.value })}
        />
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => onChange(dims.filter((_, i) => i !== index))}
        >
          {t('sell.sku.removeDim')}
        </button>
      </div>
      <ValueChips
        dim={dim}
        index={index}
        onRemove={(v) => set({ ...dim, values: dim.values.filter((x) => x !== v) })}
      />
      <div className="sku-add-value">
        <label className="sell-sr" htmlFor={`${id}-value`}>
          {t('sell.sku.newValue')}
        </label>
        <input
          id={`${id}-value`}
          value={draft}
          placeholder={t(index === 0 ? 'sell.sku.valuePlaceholder' : 'sell.sku.valuePlaceholder2')}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return
            e.preventDefault()
            add()
          }}
        />
        <button type="button" className="btn btn-outline btn-small" onClick={add}>
          {t('sell.sku.addValue')}
        </button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}

export function SkuDims({ dims, onChange }: DimsProps) {
  const { t } = useTranslation()
  return (
    <div className="sku-dims">
      {dims.map((dim, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a dimension is its place (first, second)
        <DimEditor key={i} dim={dim} index={i} dims={dims} onChange={onChange} />
      ))}
      {dims.length < SKU_SPECS_MAX && (
        <button
          type="button"
          className="btn btn-outline btn-small"
          data-testid="sku-add-dim"
          onClick={() => onChange([...dims, { name: '', values: [] }])}
        >
          {t('sell.sku.addDim')}
        </button>
      )}
    </div>
  )
}

/** "Set every price" and "set every stock": fills the grid's rows, to change one by one after. */
export function SkuBulk({ onApply }: { onApply: (field: 'price' | 'stock', value: string) => void }) {
  const { t } = useTranslation()
  const [price, setPrice] = useState('')
  const [stock, setStock] = useState('')
  return (
    <div className="sku-bulk">
      <div className="sku-bulk-item">
        <label htmlFor="sku-bulk-price">{t('sell.sku.allPrices')}</label>
        <input
          id="sku-bulk-price"
          inputMode="decimal"
          placeholder="0.00"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
        <button
          type="button"
          className="btn btn-outline btn-small"
          aria-label={t('sell.sku.applyPrices')}
          data-testid="sku-bulk-price-apply"
          onClick={() => onApply('price', price)}
        >
          {t('sell.sku.apply')}
        </button>
      </div>
      <div className="sku-bulk-item">
        <label htmlFor="sku-bulk-stock">{t('sell.sku.allStocks')}</label>
        <input
          id="sku-bulk-stock"
          inputMode="numeric"
          placeholder="0"
          value={stock}
          onChange={(e) => setStock(e.target.value)}
        />
        <button
          type="button"
          className="btn btn-outline btn-small"
          aria-label={t('sell.sku.applyStocks')}
          data-testid="sku-bulk-stock-apply"
          onClick={() => onApply('stock', stock)}
        >
          {t('sell.sku.apply')}
        </button>
      </div>
    </div>
  )
}
