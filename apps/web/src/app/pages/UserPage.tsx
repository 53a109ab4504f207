/**
 * A member's page as routed (/user/:name?id=): the members feature's page with the reviews
 * feature's summary and list and the medals feature's grid. app/ is where features meet
 * (docs/architecture.md, "Web features"); the router loads this file lazily in the page's place.
 */
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from '../../components/Spinner.tsx'
import { MemberReviewList, ReviewSummary } from '../../features/evaluations/index.ts'
import { MedalGrid, useMedals } from '../../features/medals/index.ts'
import Member from '../../features/members/pages/UserPage.tsx'

function MemberMedals({ memberId }: { memberId: string }) {
  const { t } = useTranslation()
  const medals = useMedals(memberId)
  return (
    <>
      {medals.isPending && <Spinner label={t('common.loading')} />}
      {medals.data && <MedalGrid list={medals.data} />}
    </>
  )
}

export default function UserPage() {
  return (
    <Member
      // The reviews' code and texts load with them, after the page (features/evaluations).
      reviewSummary={(id) => (
        <Suspense fallback={null}>
          <ReviewSummary memberId={id} />
        </Suspense>
      )}
      reviewList={(id) => (
        <Suspense fallback={null}>
          <MemberReviewList memberId={id} />
        </Suspense>
      )}
      medals={(id) => <MemberMedals memberId={id} />}
    />
  )
}
