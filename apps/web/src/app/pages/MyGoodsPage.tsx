/**
 * My listings as routed (/setting/goods): the my-goods page with the sell feature's owner tools
 * under each card. app/ is where features meet (docs/architecture.md, "Web features"); the route
 * loads this file lazily in the page's place, so both are one chunk.
 */
import MyGoods from '../../features/my-goods/pages/MyGoodsPage.tsx'
import { OwnerTools } from '../../features/sell/index.ts'

export default function MyGoodsPage() {
  return <MyGoods tools={(goods) => <OwnerTools goods={goods} />} />
}
