/**
 * The shop's goods with their SKUs (docs/product/shop-goods.md, "Stock"): each listing opens to its
 * SKUs, whose stock the owner sets in place (PUT sku/stock, any state of the listing); editing the
 * listing itself (specs, prices, photos) is the sell form's, once taken down.
 */
import { type GoodsCard, type SkuView, skuStockBody } from '@kaifong/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Spinner } from '../../../components/Spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { ApiError } from '../../../lib/api.ts'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage, translateIssue } from '../../../lib/i18n.ts'
import { toast } from '../../../lib/ui.ts'
import { useGoodsSkus, useOwnShopGoods, useSetStock } from '../api/mine.ts'

const specsText = (sku: SkuView, single: string) =>
  sku.specs.length === 0 ? single : sku.specs.map((s) => `${s.name} ${s.value}`).join(' · ')

function StockEditor({ sku, goodsId }: { sku: SkuView; goodsId: string }) {
  const { t } = useTranslation()
  const setStock = useSetStock(goodsId)
  const [value, setValue] = useState(String(sku.stock))
  const [error, setError] = useState<string | null>(null)
  const name = specsText(sku, t('shops.owner.goods.single'))
  const id = `sku-stock-${sku.id}`
  const save = () => {
    const parsed = skuStockBody.safeParse({ skuId: sku.id, stock: value })
    if (!parsed.success) {
      setError(translateIssue(parsed.error.issues[0]?.message))
      return
    }
    setError(null)
    setStock.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValue(String(saved.stock))
        toast(t('shops.owner.goods.stockSaved', { name }), 'success')
      },
      onError: (e) => setError(e instanceof ApiError ? e.message : t('errors.operationFailed')),
    })
  }
  return (
    <li className="stock-row" data-testid="stock-row">
      <span className="stock-name">{name}</span>
      <span className="muted small">{formatHKD(sku.price, currentLanguage())}</span>
      <label className="sr-only" htmlFor={id}>
        {t('shops.owner.goods.stockOf', { name })}
      </label>
      <input
        id={id}
        className="stock-input"
        inputMode="numeric"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid="stock-input"
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') save()
        }}
      />
      <button
        type="button"
        className="btn btn-outline btn-small"
        aria-label={t('shops.owner.goods.saveStockOf', { name })}
        disabled={setStock.isPending || value === String(sku.stock)}
        data-testid="stock-save"
        onClick={save}
      >
        {t('shops.owner.goods.saveStock')}
      </button>
      {error && (
        <p className="field-error stock-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </li>
  )
}

function GoodsSkus({ goods }: { goods: GoodsCard }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const skus = useGoodsSkus(goods.id, open)
  return (
    <li className="shop-goods-item" data-testid="shop-goods-item">
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          {goods.goodsPicture && <img src={goods.goodsPicture} alt="" />}
          <span className="shop-goods-name">{goods.goodsName}</span>
          <span className="muted small">
            {t('shops.owner.goods.from', { price: formatHKD(goods.price, currentLanguage()) })}
          </span>
        </summary>
        {skus.isPending && open && <Spinner label={t('common.loading')} />}
        {skus.data && (
          <ul className="stock-list" aria-label={t('shops.owner.goods.skusOf', { name: goods.goodsName })}>
            {skus.data.map((sku) => (
              <StockEditor key={sku.id} sku={sku} goodsId={goods.id} />
            ))}
          </ul>
        )}
        <p className="shop-goods-links">
          <Link to={paths.goodsDetail(goods.id)}>{t('shops.owner.goods.view')}</Link>
          <Link to={paths.myGoods}>{t('shops.owner.goods.manage')}</Link>
        </p>
      </details>
    </li>
  )
}

export function ShopStock({ storeId }: { storeId: string }) {
  const { t } = useTranslation()
  const [page, setPage] = useState(1)
  const list = useOwnShopGoods(storeId, page)
  if (list.isPending) return <Spinner label={t('common.loading')} />
  if (list.isError) return <p className="form-error">{list.error.message}</p>
  const data = list.data
  return (
    <div className="shop-stock">
      {data.total === 0 && <p className="muted">{t('shops.owner.goods.none')}</p>}
      <ul className="shop-goods-list">
        {data.records.map((g) => (
          <GoodsSkus key={g.id} goods={g} />
        ))}
      </ul>
      {data.pages > 1 && (
        <div className="row-end">
          <button
            type="button"
            className="btn btn-ghost btn-small"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('shops.owner.goods.prev')}
          </button>
          <span className="muted small">{t('shops.owner.goods.page', { page, pages: data.pages })}</span>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            disabled={page >= data.pages}
            onClick={() => setPage(page + 1)}
          >
            {t('shops.owner.goods.next')}
          </button>
        </div>
      )}
    </div>
  )
}
