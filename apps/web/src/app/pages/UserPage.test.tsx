import type { SellerCard } from '@kaifong/contract'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MedalGrid } from '../../features/medals/index.ts'
import { clearSession } from '../../lib/session.ts'
import { authDialog } from '../../lib/ui.ts'
import { card, emptyPage, pageOfAny, review, reviewCounts, seller } from '../../testing/factories.ts'
import { fakeApi, type Handler, ok } from '../../testing/fake-api.ts'
import { renderAt } from '../../testing/render.tsx'
import { signIn } from '../../testing/session.ts'
import UserPage from './UserPage.tsx'

const medals = {
  memberId: '9',
  nickName: 'Ken',
  face: '',
  count: 1,
  medals: [
    { medalId: '1', key: 'verifyPhone', haveOwned: true, ownedTime: '2024-02-01T00:00:00+08:00' },
    { medalId: '2', key: 'addGoods', haveOwned: false, ownedTime: null },
  ],
}

const REVIEWS = '/buyer/member/evaluation'
const noReviews = {
  [`GET ${REVIEWS}/counts`]: ok(
    reviewCounts({ count: 0, average: '', asSeller: 0, asBuyer: 0, tag1: 0, tag3: 0, tag5: 0 }),
  ),
  [`GET ${REVIEWS}/other/goodsEvaluation`]: ok(emptyPage),
}

/** The page of member 9 as `viewerId` sees it (null: a visitor). */
function open(
  viewerId: string | null,
  reviews: Record<string, Handler> = noReviews,
  member: SellerCard = seller(),
) {
  if (viewerId) signIn(viewerId)
  else clearSession()
  const api = fakeApi({
    ...reviews,
    'GET /buyer/goods/goods/seller/9': ok(member),
    'GET /buyer/members/medal': ok(medals),
    'GET /buyer/goods/goods/OthersGoodsList': ok({
      records: [card({ id: '5' }), card({ id: '6', goodsName: 'Sofa' })],
      total: 2,
      size: 20,
      current: 1,
      pages: 1,
    }),
  })
  renderAt('/user/Ken?id=9', <UserPage />, { route: '/user/:name' })
  return api
}

afterEach(() => vi.unstubAllGlobals())

describe('UserPage', () => {
  it('shows the member, their medals by id, and their live listings', async () => {
    const api = open('1')
    expect(await screen.findByRole('heading', { name: 'Ken', level: 1 })).toBeInTheDocument()
    expect(await screen.findByTestId('medal-verifyPhone')).toHaveClass('owned')
    expect(screen.getByTestId('medal-addGoods')).toHaveClass('unowned')
    expect(await screen.findAllByTestId('goods-card')).toHaveLength(2)
    expect(api.calls.find((c) => c.path === '/buyer/members/medal')?.search.get('memberId')).toBe('9')
    expect(api.calls.find((c) => c.path.endsWith('OthersGoodsList'))?.search.get('memberId')).toBe('9')
    expect(screen.queryByTestId('member-own-info')).not.toBeInTheDocument()
  })

  it('tells how another member’s medals are earned in the third person, one’s own in the second', async () => {
    open('1')
    const unowned = await screen.findByTestId('medal-addGoods')
    expect(unowned).toHaveTextContent('刊登第一件貨品後獲得')
    expect(screen.getByTestId('member-page')).not.toHaveTextContent(/你/)
  })

  it('speaks to the member about their own medals (the medal grid of their own wall)', async () => {
    signIn('9')
    renderAt('/setting/medal', <MedalGrid list={medals} />)
    expect(await screen.findByTestId('medal-addGoods')).toHaveTextContent('刊登第一件貨品')
    expect(screen.getByTestId('medal-addGoods')).not.toHaveTextContent('後獲得')
  })

  it('refuses to show members their own information as another member would see it, and leads to their member centre', async () => {
    const api = open('9')
    const own = await screen.findByTestId('member-own-info')
    expect(own).toHaveTextContent('你不能以其他會員的身份查看自己的資料')
    expect(within(own).getByRole('link', { name: '前往我的會員中心' })).toHaveAttribute('href', '/home/mary')
    // Nothing of the public page, and none of its requests.
    expect(screen.queryByTestId('member-page')).not.toBeInTheDocument()
    expect(api.calls).toEqual([])
  })

  it('says so when there is no such member', async () => {
    signIn()
    fakeApi({})
    renderAt('/user/x?id=404', <UserPage />, { route: '/user/:name' })
    expect(await screen.findByTestId('member-not-found')).toHaveTextContent('找不到這位會員')
  })

  it('sums up the member’s reviews from the public endpoints: average, counts by role, tags', async () => {
    const api = open('1', {
      [`GET ${REVIEWS}/counts`]: ok(reviewCounts()),
      [`GET ${REVIEWS}/other/goodsEvaluation`]: ok(
        pageOfAny([review({ memberId: '4', memberName: '陳小明' })]),
      ),
    })
    const summary = await screen.findByTestId('review-summary')
    expect(await within(summary).findByTestId('review-average')).toHaveTextContent('4.7')
    expect(within(summary).getByRole('img', { name: '評分 4.7／5' })).toBeInTheDocument()
    expect(within(summary).getByTestId('review-count')).toHaveTextContent(
      '3 個評價 · 作為賣家 2 個 · 作為買家 1 個',
    )
    expect(within(summary).getByTestId('review-tag-tag5')).toHaveTextContent('貨品質素好 3')
    expect(within(summary).queryByTestId('review-tag-tag2')).not.toBeInTheDocument()
    expect(api.find(`GET ${REVIEWS}/counts`)[0]?.search.get('memberId')).toBe('9')
    expect(api.find(`GET ${REVIEWS}/other/goodsEvaluation`)[0]?.search.get('memberId')).toBe('9')
  })

  it('labels each writer by their own role, the opposite of the member’s', async () => {
    open('1', {
      [`GET ${REVIEWS}/counts`]: ok(reviewCounts()),
      [`GET ${REVIEWS}/other/goodsEvaluation`]: ok(
        pageOfAny([
          review({ id: '1', memberId: '4', memberName: '陳小明', role: 'SELLER' }),
          review({ id: '2', memberId: '5', memberName: 'Amy', role: 'BUYER' }),
        ]),
      ),
    })
    const list = await screen.findByTestId('member-reviews')
    const [first, second] = await within(list).findAllByTestId('review')
    expect(first).toHaveTextContent('買家 陳小明')
    expect(second).toHaveTextContent('賣家 Amy')
    expect(within(list).getByRole('combobox', { name: '排序' })).toHaveValue('TIME_DESC')
  })

  it('is public: a visitor sees the member, their score, medals and listings, and is not asked to log in', async () => {
    const api = open(null, noReviews, seller({ score: '4.7', reviewCount: 3 }))
    expect(await screen.findByRole('heading', { name: 'Ken', level: 1 })).toBeInTheDocument()
    expect(await screen.findByTestId('seller-score')).toHaveTextContent('評分 4.7／5，3 個評價')
    expect(await screen.findByTestId('medal-verifyPhone')).toHaveClass('owned')
    expect(await screen.findAllByTestId('goods-card')).toHaveLength(2)
    expect(authDialog.get().open).toBe(false)
    // Every read goes without a session.
    expect(api.calls.length).toBeGreaterThan(0)
    for (const c of api.calls) expect(c.headers.accessToken, c.path).toBeUndefined()
  })

  it('a deleted account: the "deleted member" name, its reviews, no listings and no medals', async () => {
    const api = open(
      null,
      noReviews,
      seller({ deleted: true, nickName: '已刪除的會員', goodsCount: 0, medalCount: 0 }),
    )
    const page = await screen.findByTestId('member-deleted')
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('已刪除的會員')
    expect(page).toHaveTextContent('這位會員已刪除帳戶')
    expect(await screen.findByTestId('review-none')).toBeInTheDocument()
    expect(screen.queryByTestId('goods-card')).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: '勳章' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: '刊登中的貨品' })).not.toBeInTheDocument()
    expect(api.find(`GET ${REVIEWS}/other/goodsEvaluation`)[0]?.search.get('memberId')).toBe('9')
  })

  it('says when a member has no reviews yet', async () => {
    open('1')
    expect(await screen.findByTestId('review-none')).toHaveTextContent('暫時未有評價')
    expect(screen.queryByTestId('member-reviews')).not.toBeInTheDocument()
  })
})
