/**
 * A shop's live goods with "search in this shop" (docs/product/shops.md, "The shop page"): the
 * search's es call with `storeId`, and the keyword kept in the address (`keyword`), so Back and a
 * shared link keep it. A link opens the same search on the search page (/goodsList?storeId=).
 */
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CardSkeletons, EmptyState, LoadError } from '../../../components/LoadStates.tsx'
import { LoadMore } from '../../../components/StatePanels.tsx'
import { paths } from '../../../config/paths.ts'
import { GoodsCard, GoodsGrid, useCardActions } from '../../goods/index.ts'
import { useShopGoods } from '../api/shops.ts'

const PAGE_SIZE = 20

interface Props {
  shopId: string
  keyword: string
  onSearch: (keyword: string) => void
}

export function ShopGoods({ shopId, keyword, onSearch }: Props) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState(keyword)
  useEffect(() => setDraft(keyword), [keyword])
  const list = useShopGoods(shopId, keyword, PAGE_SIZE)
  const actionsFor = useCardActions()
  const items = list.data?.pages.flatMap((p) => p.records) ?? []
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSearch(draft.trim())
  }
  const searchQuery: Record<string, string> = keyword
    ? { storeId: shopId, goodsName: keyword }
    : { storeId: shopId }
  return (
    <section className="merchant-goods" aria-labelledby="merchant-goods-title">
      <h2 id="merchant-goods-title">{t('shops.merchant.goods')}</h2>
      <form className="merchant-search" onSubmit={submit}>
        <label htmlFor="merchant-q" className="sr-only">
          {t('shops.merchant.search')}
        </label>
        <input
          id="merchant-q"
          type="search"
          value={draft}
          maxLength={140}
          placeholder={t('shops.merchant.searchPlaceholder')}
          onChange={(e) => setDraft(e.target.value)}
          data-testid="merchant-q"
        />
        <button type="submit" className="btn btn-primary" data-testid="merchant-search">
          {t('shops.merchant.searchButton')}
        </button>
        {keyword && (
          <button type="button" className="btn btn-ghost" onClick={() => onSearch('')}>
            {t('shops.merchant.clearSearch')}
          </button>
        )}
      </form>
      <p className="small">
        <Link to={paths.goodsList(searchQuery)}>{t('shops.merchant.searchAll')}</Link>
      </p>
      {list.isPending && (
        <GoodsGrid>
          <CardSkeletons count={8} />
        </GoodsGrid>
      )}
      {list.error && !list.data && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && items.length === 0 && (
        <EmptyState
          title={keyword ? t('shops.merchant.emptySearch', { keyword }) : t('shops.merchant.empty')}
        />
      )}
      {items.length > 0 && (
        <GoodsGrid>
          {items.map((g) => (
            <GoodsCard key={g.id} goods={g} actions={actionsFor(g)} />
          ))}
        </GoodsGrid>
      )}
      <LoadMore pages={list} />
    </section>
  )
}
