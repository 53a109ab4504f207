/**
 * /user/:name?id= and /user/product?id= (docs/product/screens.md, permissions.md): a member's public page — who they are,
 * their reviews (summary beside, the list under the listings), their medals and their live
 * listings (the reviews and the medals come from their features, put in by app/: `MemberSlots`);
 * visitors see it too, never a contact detail. The name in the path is only for people
 * reading the link; the id decides. A banned member is not found; a deleted account shows only its
 * reviews. One's own id gets no public page but a way to one's member centre
 * (docs/product/validation.md, "Own info and own listings").
 */
import type { MemberInfo } from '@kaifong/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Avatar } from '../../../components/Avatar.tsx'
import { CardSkeletons, EmptyState, LoadError } from '../../../components/LoadStates.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { LoadMore, Missing } from '../../../components/StatePanels.tsx'
import { isIdParam, isNotFound } from '../../../lib/not-found.ts'
import { useDocumentTitle } from '../../../lib/page-title.ts'
import { useSession } from '../../../lib/session.ts'
import { GoodsCard, GoodsGrid, useCardActions, useOthersGoods } from '../../goods/index.ts'
import { useSellerCard } from '../api/seller.ts'
import { MemberFacts, SellerStats } from '../components/SellerCard.tsx'
import '../components/member.css'
import '../components/seller.css'
import { paths } from '../../../config/paths.ts'

const LISTINGS_PAGE_SIZE = 20

/** What app/ puts into the page from other features (app/pages/UserPage.tsx), each for the member's id. */
export interface MemberSlots {
  /** Their review summary, beside (evaluations). */
  reviewSummary?: (memberId: string) => ReactNode
  /** Their received reviews, under the listings (evaluations). */
  reviewList?: (memberId: string) => ReactNode
  /** Their medals, in the side's medals card (medals). */
  medals?: (memberId: string) => ReactNode
}

export default function UserPage(slots: MemberSlots) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = (params.get('id') ?? '').trim()
  const { userInfo } = useSession()
  const own = userInfo?.id === id
  const valid = isIdParam(id)
  const member = useSellerCard(valid && !own ? id : undefined)
  const missing = !valid || isNotFound(member.error)
  useDocumentTitle(
    own ? t('memberCentre.own.title') : missing ? t('member.notFound.title') : member.data?.nickName,
  )
  if (userInfo && own) return <OwnInfo user={userInfo} />
  if (missing) {
    return (
      <Missing
        icon="compass"
        title={t('member.notFound.title')}
        body={t('member.notFound.body')}
        testId="member-not-found"
      />
    )
  }
  if (member.error && !member.data)
    return <LoadError error={member.error} onRetry={() => void member.refetch()} />
  if (member.data?.deleted) return <DeletedMember id={id} name={member.data.nickName} slots={slots} />
  return (
    <div className="member-page" data-testid="member-page">
      <aside className="member-side">
        {member.data ? <Profile id={id} /> : <Spinner label={t('common.loading')} />}
        {slots.reviewSummary?.(id)}
        <section className="card member-medals" aria-label={t('member.medals')}>
          <h2>{t('member.medals')}</h2>
          {slots.medals?.(id)}
        </section>
      </aside>
      <div className="member-main">
        <Listings id={id} />
        {slots.reviewList?.(id)}
      </div>
    </div>
  )
}

/**
 * A deleted account: nothing of theirs but the reviews they received, under the "deleted member"
 * name the server gives in the page's language (docs/product/domain-rules.md, "Account deletion").
 */
function DeletedMember({ id, name, slots }: { id: string; name: string; slots: MemberSlots }) {
  const { t } = useTranslation()
  return (
    <div className="member-page" data-testid="member-deleted">
      <aside className="member-side">
        <section className="card member-profile">
          <Avatar name={name} face="" size={80} />
          <h1>{name}</h1>
          <p className="muted">{t('member.deleted.body')}</p>
        </section>
        {slots.reviewSummary?.(id)}
      </aside>
      <div className="member-main">{slots.reviewList?.(id)}</div>
    </div>
  )
}

/** The member's own id: what they would see is their own information, which is in their member centre. */
function OwnInfo({ user }: { user: MemberInfo }) {
  const { t } = useTranslation()
  return (
    <section className="page narrow card center member-own-info" data-testid="member-own-info">
      <Avatar name={user.nickName} face={user.face} size={80} />
      <h1>{t('memberCentre.own.title')}</h1>
      <p className="muted">{t('memberCentre.own.body')}</p>
      <Link
        className="btn btn-primary"
        to={paths.memberCentre(user.username)}
        data-testid="member-own-centre"
      >
        {t('memberCentre.own.go')}
      </Link>
    </section>
  )
}

function Profile({ id }: { id: string }) {
  const { t } = useTranslation()
  const { data } = useSellerCard(id)
  if (!data) return null
  return (
    <section className="card member-profile">
      <Avatar name={data.nickName} face={data.face} size={80} />
      <h1>{data.nickName}</h1>
      {data.district && (
        <span className="muted small" data-testid="member-district">
          {t(`detail.districts.${data.district}`)}
        </span>
      )}
      {data.bio && (
        <p className="member-bio" data-testid="member-bio">
          {data.bio}
        </p>
      )}
      <MemberFacts seller={data} />
      <SellerStats seller={data} />
    </section>
  )
}

function Listings({ id }: { id: string }) {
  const { t } = useTranslation()
  const list = useOthersGoods(id, LISTINGS_PAGE_SIZE)
  const actionsFor = useCardActions()
  const items = list.data?.pages.flatMap((p) => p.records) ?? []
  return (
    <section className="member-listings" aria-label={t('member.listings')}>
      <h2>{t('member.listings')}</h2>
      {list.isPending && (
        <GoodsGrid>
          <CardSkeletons count={8} />
        </GoodsGrid>
      )}
      {list.error && !list.data && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && items.length === 0 && <EmptyState title={t('member.empty')} />}
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
