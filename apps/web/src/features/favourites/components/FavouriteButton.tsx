/**
 * The heart on a listing (docs/product/screens.md, validation.md): toggles at once and settles with the server; visitors
 * get the login dialog, and the listing is favourited once they have logged in (AuthDialog); the
 * seller cannot like their own listing, so it is not shown to them.
 */
import type { GoodsDetail } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { Icon } from '../../../components/Icon.tsx'
import { useSession } from '../../../lib/session.ts'
import { openAuth } from '../../../lib/ui.ts'
import { useSetFavourite } from '../../goods/index.ts'

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
      title={label}
      data-testid="favourite-button"
      onClick={() => {
        if (!userInfo) {
          openAuth('login', location.pathname + location.search, {
            reason: 'favourite',
            pending: { kind: 'favourite', goodsId: goods.id },
          })
          return
        }
        setFavourite.mutate(!liked)
      }}
    >
      <Icon name="heart" size={20} />
      {/* The phone bar shows only the count: its name is the action then the count, so the name
          contains what is seen (label in name, for voice control). */}
      {compact ? (
        <span className="sr-only">{label}</span>
      ) : (
        <span>{liked ? t('detail.favourite.liked') : t('detail.favourite.like')}</span>
      )}
      <span className="fav-count">{goods.collectCount}</span>
    </button>
  )
}
