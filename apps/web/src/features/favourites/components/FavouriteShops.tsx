/**
 * My favourite shops, the /collect page's second tab (docs/product/shops.md): each shop's logo,
 * name, district, rating and goods count, a link to its page (/merchant?id=) and "unfavourite".
 */
import { placeName } from '@kaifong/contract/places'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '../../../components/Icon.tsx'
import { EmptyState, LoadError } from '../../../components/LoadStates.tsx'
import { Pager } from '../../../components/Pager.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { toast } from '../../../lib/ui.ts'
import { useRemoveStore, useStoreCollection } from '../api/favourites.ts'
import './favourite-shops.css'

export function FavouriteShops() {
  const { t } = useTranslation()
  const [page, setPage] = useState(1)
  const list = useStoreCollection(page)
  const remove = useRemoveStore()
  const lang = currentLanguage()
  const data = list.data
  if (list.isPending) return <Spinner label={t('common.loading')} />
  if (list.error && !data) return <LoadError error={list.error} onRetry={() => void list.refetch()} />
  if (!data || data.total === 0)
    return (
      <EmptyState title={t('collect.shops.empty')}>
        <p className="muted">{t('collect.shops.emptyHint')}</p>
      </EmptyState>
    )
  return (
    <>
      <ul className="fav-shops" data-testid="favourite-shops">
        {data.records.map((s) => (
          <li key={s.id} className="card fav-shop" data-testid="favourite-shop">
            <Link className="fav-shop-link" to={paths.merchant(s.id)}>
              {s.storeLogo ? (
                <img src={s.storeLogo} alt="" />
              ) : (
                <span className="fav-shop-logo" aria-hidden />
              )}
              <span className="fav-shop-text">
                <span className="fav-shop-name">{s.storeName}</span>
                <span className="muted small">
                  {[
                    placeName(s.district, lang),
                    s.score ? t('collect.shops.score', { score: s.score }) : '',
                    t('collect.shops.goods', { count: s.goodsCount }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
            </Link>
            <button
              type="button"
              className="icon-btn"
              aria-label={t('collect.shops.removeNamed', { name: s.storeName })}
              title={t('collect.remove')}
              disabled={remove.isPending && remove.variables === s.id}
              onClick={() => remove.mutate(s.id, { onSuccess: () => toast(t('collect.removed'), 'success') })}
            >
              <Icon name="heart" size={20} />
            </button>
          </li>
        ))}
      </ul>
      <Pager current={page} total={data.pages} onChange={setPage} />
    </>
  )
}
