import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { card, seller } from '../../../testing/factories.ts'
import { fakeApi, ok } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
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

function open(viewerId: string) {
  signIn(viewerId)
  const api = fakeApi({
    'GET /buyer/goods/goods/seller/9': ok(seller()),
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
    expect(screen.queryByTestId('member-own')).not.toBeInTheDocument()
  })

  it('tells how another member’s medals are earned in the third person, one’s own in the second', async () => {
    open('1')
    const unowned = await screen.findByTestId('medal-addGoods')
    expect(unowned).toHaveTextContent('刊登第一件貨品後獲得')
    expect(screen.getByTestId('member-page')).not.toHaveTextContent(/你/)
  })

  it('speaks to the member about their own medals', async () => {
    open('9')
    expect(await screen.findByTestId('medal-addGoods')).toHaveTextContent('刊登第一件貨品')
    expect(screen.getByTestId('medal-addGoods')).not.toHaveTextContent('後獲得')
  })

  it('tells members when they look at their own page and links to their listings', async () => {
    open('9')
    const own = await screen.findByTestId('member-own')
    expect(own.querySelector('a')).toHaveAttribute('href', '/setting/goods')
  })

  it('says so when there is no such member', async () => {
    signIn()
    fakeApi({})
    renderAt('/user/x?id=404', <UserPage />, { route: '/user/:name' })
    expect(await screen.findByTestId('member-not-found')).toHaveTextContent('找不到這位會員')
  })
})
