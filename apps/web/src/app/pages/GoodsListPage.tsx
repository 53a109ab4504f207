/**
 * The search page as routed (/goodsList): discovery's page with the saved-searches feature's
 * "save this search". app/ is where features meet (docs/architecture.md, "Web features"); the
 * router loads this file lazily in the page's place, so both are one chunk.
 */
import GoodsList from '../../features/discover/pages/GoodsListPage.tsx'
import { SaveSearchButton } from '../../features/saved-searches/index.ts'

export default function GoodsListPage() {
  return <GoodsList saveSearch={(search) => <SaveSearchButton {...search} />} />
}
