/**
 * The home page as routed: discovery's page with the coins feature's check-in card beside the
 * banners. app/ is where features meet (docs/architecture.md, "Web features"); the router loads
 * this file lazily in the page's place, so both are one chunk, the "HomePage" of the first-load
 * budget (scripts/size-budget.mjs).
 */
import { CheckInCard } from '../../features/coins/index.ts'
import Home from '../../features/discover/pages/HomePage.tsx'

export default function HomePage() {
  return <Home checkIn={<CheckInCard />} />
}
