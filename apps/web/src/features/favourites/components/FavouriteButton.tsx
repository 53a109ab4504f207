/**
 * The heart on a listing (docs/product/screens.md, validation.md): toggles at once and settles with the server; visitors
 * get the login dialog; the seller cannot like their own listing, so it is not shown to them.
 */
import type { GoodsDetail } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { Icon } from '../../../components/Icon.tsx'
import { useSession } from '../../../lib/session.ts'
import { openAuth } from '../../../lib/ui.ts'
import { useSetFavourite } from '../api/favourites.ts'

interface Props {
  goods: Pick<GoodsDetail, 'id' | 'isCollection' | 'collectCount' | 'isOwner'>
  /** The phone bar: icon and count only. */
  compact?: boolean
}

export function FavouriteButton({ goods, compact }: Props) {
  const { t } = useTranslation()
  const { userInfo } = useSession()
  const location = useLocation()
  const setFavourite = useSetFavourite(goods.id)
  if (goods.isOwner) return null
  const liked = userInfo ? goods.isCollection : false
  const label = liked ? t('detail.favourite.remove') : t('detail.favourite.add')
  return (
    <button
      type="button"
      className={`btn ${compact ? 'btn-ghost fav-compact' : 'btn-outline'} fav-btn${liked ? ' liked' : ''}`}
      aria-pressed={liked}
      aria-label={compact ? label : undefined}
      title={label}
      data-testid="favourite-button"
      onClick={() => {
        if (!userInfo) {
          openAuth('login', location.pathname + location.search)
          return
        }
        setFavourite.mutate(!liked)
      }}
    >
      <Icon name="heart" size={20} />
      {!compact && <span>{liked ? t('detail.favourite.liked') : t('detail.favourite.like')}</span>}
      <span className="fav-count">{goods.collectCount}</span>
    </button>
  )
}
