/**
 * "Add shop to favourites" (collection type STORE): a toggle button saying whether the shop is a
 * favourite; a visitor gets the login dialog and comes back here. Not offered on one's own shop.
 */
import type { ShopPage } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { useSession } from '../../../lib/session.ts'
import { openAuth, toast } from '../../../lib/ui.ts'
import { useSetStoreFavourite, useStoreFavourite } from '../api/shops.ts'

export function StoreFavouriteButton({ shop }: { shop: ShopPage }) {
  const { t } = useTranslation()
  const location = useLocation()
  const { userInfo } = useSession()
  const signedIn = Boolean(userInfo)
  const favourite = useStoreFavourite(shop.id, signedIn)
  const set = useSetStoreFavourite(shop.id)
  if (userInfo?.id === shop.memberId) return null
  const on = favourite.data === true
  const toggle = () => {
    if (!signedIn) {
      openAuth('login', location.pathname + location.search, { reason: 'favourite' })
      return
    }
    set.mutate(!on, {
      onSuccess: (wanted) =>
        toast(t(wanted ? 'shops.merchant.favouriteAdded' : 'shops.merchant.favouriteRemoved'), 'success'),
    })
  }
  return (
    <button
      type="button"
      className={`btn ${on ? 'btn-outline' : 'btn-primary'}`}
      aria-pressed={on}
      disabled={set.isPending || (signedIn && favourite.isPending)}
      onClick={toggle}
      data-testid="store-favourite"
    >
      {on ? t('shops.merchant.favourited') : t('shops.merchant.favourite')}
    </button>
  )
}
