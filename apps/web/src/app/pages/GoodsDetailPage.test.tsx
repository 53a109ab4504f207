import type { GoodsDetail } from '@kaifong/contract'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AuthDialog } from '../../features/auth/index.ts'
import { currentPageTitle } from '../../lib/page-title.ts'
import { clearSession, setUserInfo } from '../../lib/session.ts'
import { authDialog, openAuth } from '../../lib/ui.ts'
import { detail, emptyPage, memberInfo, seller } from '../../testing/factories.ts'
import { fail, fakeApi, ok } from '../../testing/fake-api.ts'
import { renderAt } from '../../testing/render.tsx'
import { accessToken, signIn } from '../../testing/session.ts'
import GoodsDetailPage from './GoodsDetailPage.tsx'

const GET = 'GET /buyer/goods/goods/get/5'

function open(goods: GoodsDetail | null, extra: Parameters<typeof fakeApi>[0] = {}, query = '') {
  const api = fakeApi({
    [GET]: goods ? ok(goods) : () => fail(404, 10001, '找不到貨品'),
    'GET /buyer/goods/goods/seller/9': ok(seller()),
    'GET /buyer/goods/goods/OthersGoodsList': ok(emptyPage),
    'GET /buyer/goods/goods/es/related': ok([]),
    ...extra,
  })
  const { router } = renderAt(`/goodsDetail?goodsId=5${query}`, <GoodsDetailPage />)
  return { api, user: userEvent.setup(), router }
}

beforeEach(() => {
  clearSession()
  authDialog.set({ open: false, mode: 'login', rePath: null })
})
afterEach(() => vi.unstubAllGlobals())

describe('GoodsDetailPage', () => {
  it('shows the listing: price with separators, condition, category path, description as typed, places', async () => {
    signIn()
    open(detail({ price: '12345.50' }))
    expect(await screen.findByRole('heading', { name: 'iPhone 13 128GB' })).toBeInTheDocument()
    expect(screen.getByTestId('detail-price')).toHaveTextContent('HK$12,345.50')
    expect(screen.getByText('二手')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '手機' })).toHaveAttribute('href', '/goodsList?categoryId=12')
    expect(screen.getByTestId('detail-intro').textContent).toBe('Battery 89%.\nNo scratches.')
    expect(screen.getByText('油尖旺區')).toBeInTheDocument()
    expect(await screen.findByTestId('seller-card')).toHaveTextContent('Ken')
    await waitFor(() => expect(currentPageTitle()).toBe('iPhone 13 128GB'))
  })

  it('hides the heart from the seller and shows the "your listing" notice with the way to manage it', async () => {
    signIn('9', 'Ken')
    const { api } = open(detail({ isOwner: true, marketEnable: 'DOWN', label: 'UNLISTED' }))
    const notice = await screen.findByTestId('owner-notice')
    expect(notice).toHaveTextContent('這是你刊登的貨品。')
    expect(within(notice).getByRole('link', { name: '管理我的貨品' })).toHaveAttribute(
      'href',
      '/setting/goods',
    )
    expect(within(notice).getByRole('link', { name: '修改貨品' })).toHaveAttribute('href', '/sell?goodsId=5')
    expect(screen.queryByTestId('favourite-button')).not.toBeInTheDocument()
    expect(screen.queryByTestId('contact-button')).not.toBeInTheDocument()
    expect(screen.queryByTestId('detail-contacts')).not.toBeInTheDocument()
    expect(screen.queryByTestId('chat-button')).not.toBeInTheDocument()
    expect(screen.queryByTestId('offer-button')).not.toBeInTheDocument()
    expect(screen.queryByTestId('report-button')).not.toBeInTheDocument()
    expect(screen.queryByTestId('state-banner')).not.toBeInTheDocument()
    expect(api.calls.some((c) => c.path.includes('/collection/'))).toBe(false)
  })

  it('likes at once and tells the server', async () => {
    signIn()
    const { api, user } = open(detail(), { 'POST /buyer/member/collection/add/GOODS/5': ok(null) })
    const heart = await screen.findByTestId('favourite-button')
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    await user.click(heart)
    expect(heart).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByTestId('detail-collect-count')).toHaveTextContent('4')
    await waitFor(() => expect(api.sent('POST', '/buyer/member/collection/add/GOODS/5')).toHaveLength(1))
  })

  it('puts the heart back when the server refuses', async () => {
    signIn()
    const { user } = open(detail(), {
      'POST /buyer/member/collection/add/GOODS/5': () => fail(400, 10004, '不能收藏自己的貨品'),
    })
    const heart = await screen.findByTestId('favourite-button')
    await user.click(heart)
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'))
    expect(screen.getByTestId('detail-collect-count')).toHaveTextContent('3')
  })

  it('asks visitors to log in before liking, chatting, offering, seeing contacts or reporting, and sends nothing', async () => {
    const { api, user } = open(detail({ contactAccess: 'LOGIN' }))
    await user.click(await screen.findByTestId('favourite-button'))
    expect(authDialog.get()).toMatchObject({
      open: true,
      mode: 'login',
      rePath: '/goodsDetail?goodsId=5',
      reason: 'favourite',
      pending: { kind: 'favourite', goodsId: '5' },
    })
    authDialog.set({ open: false, mode: 'login', rePath: null })
    await user.click(screen.getByTestId('offer-button'))
    expect(authDialog.get()).toMatchObject({
      open: true,
      reason: 'offer',
      rePath: '/im?goodsId=5&offer=1',
      pending: null,
    })
    await user.click(screen.getByTestId('chat-button'))
    expect(authDialog.get()).toMatchObject({ open: true, reason: 'chat', rePath: '/im?goodsId=5' })
    expect(screen.getByTestId('detail-contacts')).toHaveTextContent('登入後即可查看賣家的聯絡方法。')
    await user.click(screen.getByTestId('contacts-login'))
    expect(authDialog.get()).toMatchObject({
      open: true,
      reason: 'contact',
      rePath: '/goodsDetail?goodsId=5',
    })
    await user.click(screen.getByTestId('report-button'))
    expect(authDialog.get()).toMatchObject({ rePath: '/goodsDetail?goodsId=5&report=1', reason: 'report' })
    expect(screen.queryByTestId('report-dialog')).not.toBeInTheDocument()
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([])
  })

  describe('a heart tapped while logged out', () => {
    const ADD = 'POST /buyer/member/collection/add/GOODS/5'
    /** The page and the login dialog as the app shows them; the listing is liked once the server has the favourite. */
    function withDialog() {
      const token = accessToken('mary')
      let liked = false
      const api = fakeApi({
        [GET]: () => detail({ isCollection: liked, collectCount: liked ? 4 : 3 }),
        'GET /buyer/goods/goods/seller/9': ok(seller()),
        'GET /buyer/goods/goods/OthersGoodsList': ok(emptyPage),
        'GET /buyer/goods/goods/es/related': ok([]),
        'POST /buyer/passport/member/userLogin': ok({ accessToken: token, refreshToken: 'refresh-1' }),
        'GET /buyer/passport/member': ok(memberInfo()),
        [ADD]: () => {
          liked = true
          return null
        },
      })
      const page = (
        <>
          <GoodsDetailPage />
          <Suspense fallback={null}>
            <AuthDialog />
          </Suspense>
        </>
      )
      renderAt('/goodsDetail?goodsId=5', page)
      return { api, token, user: userEvent.setup() }
    }

    async function logIn(user: ReturnType<typeof userEvent.setup>) {
      const dialog = await screen.findByTestId('auth-dialog')
      await user.type(within(dialog).getByLabelText('用戶名或電郵'), 'mary')
      await user.type(within(dialog).getByLabelText('密碼'), 'Secret12!')
      await user.click(within(dialog).getByTestId('login-submit'))
    }

    it('says why the login dialog opened, then likes the listing once logged in and refetches', async () => {
      const { api, token, user } = withDialog()
      await user.click(await screen.findByTestId('favourite-button'))
      expect(await screen.findByTestId('modal-description')).toHaveTextContent('登入後即可收藏這件貨品。')
      expect(api.sent('POST', '/buyer/member/collection/add/GOODS/5')).toEqual([])
      await logIn(user)
      await waitFor(() => expect(screen.queryByTestId('auth-dialog')).not.toBeInTheDocument())
      const heart = screen.getByTestId('favourite-button')
      await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'))
      expect(screen.getByTestId('detail-collect-count')).toHaveTextContent('4')
      const adds = api.find(ADD)
      expect(adds).toHaveLength(1)
      expect(adds[0]?.headers).toMatchObject({ accessToken: token })
      // The page is fetched again after the favourite, and still shows it.
      await waitFor(() =>
        expect(api.calls.findLastIndex((c) => `${c.method} ${c.path}` === GET)).toBeGreaterThan(
          api.calls.indexOf(adds[0] as (typeof api.calls)[number]),
        ),
      )
      await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'))
      expect(screen.getByTestId('detail-collect-count')).toHaveTextContent('4')
    })

    it('forgets the heart when the dialog is closed without logging in', async () => {
      const { api, user } = withDialog()
      await user.click(await screen.findByTestId('favourite-button'))
      await user.click(within(await screen.findByTestId('auth-dialog')).getByRole('button', { name: '關閉' }))
      expect(screen.queryByTestId('auth-dialog')).not.toBeInTheDocument()
      // Logging in later, from the header, likes nothing.
      act(() => openAuth('login'))
      await logIn(user)
      await waitFor(() => expect(screen.queryByTestId('auth-dialog')).not.toBeInTheDocument())
      await waitFor(() => expect(api.find('GET /buyer/passport/member')).toHaveLength(1))
      expect(api.find(ADD)).toEqual([])
      expect(screen.getByTestId('favourite-button')).toHaveAttribute('aria-pressed', 'false')
    })
  })

  it('opens the chat about the listing, with the offer dialog for "Make an offer"', async () => {
    signIn()
    const first = open(detail())
    await first.user.click(await screen.findByTestId('chat-button'))
    expect(first.router.state.location.pathname + first.router.state.location.search).toBe('/im?goodsId=5')
    cleanup()
    const second = open(detail())
    await second.user.click(await screen.findByTestId('offer-button'))
    expect(second.router.state.location.search).toBe('?goodsId=5&offer=1')
    expect(second.api.calls.filter((c) => c.method !== 'GET')).toEqual([])
  })

  it('asks a member without a verified phone to verify it right here, then opens the offer', async () => {
    signIn()
    setUserInfo(memberInfo({ phoneVerified: false, mobile: '', countryCode: '' }))
    const { api, user, router } = open(detail(), {
      'GET /common/common/sms/check/852/92345678': ok(null),
      'POST /buyer/passport/member/bindMobile': ok(memberInfo({ phoneVerified: true, mobile: '92345678' })),
    })
    await user.click(await screen.findByTestId('offer-button'))
    const dialog = await screen.findByTestId('bind-phone-dialog', {}, { timeout: 5000 })
    expect(dialog).toHaveTextContent('出價之前要先驗證手機號碼')
    // Nothing was asked of the chat: the member stays on the listing until the phone is verified.
    expect(router.state.location.pathname).toBe('/goodsDetail')
    expect(api.calls.filter((c) => c.path.includes('getImTalk'))).toEqual([])
    await user.type(within(dialog).getByLabelText('手機號碼'), '92345678')
    await user.type(within(dialog).getByLabelText('驗證碼'), '123456')
    await user.click(within(dialog).getByTestId('bind-submit'))
    await waitFor(() => expect(router.state.location.search).toBe('?goodsId=5&offer=1'))
    expect(api.find('POST /buyer/passport/member/bindMobile')).toHaveLength(1)
  })

  it('asks for no phone where the site verifies none (its settings say so)', async () => {
    signIn()
    setUserInfo(memberInfo({ phoneVerified: false, mobile: '', countryCode: '' }))
    const { api, user, router } = open(detail(), {
      'GET /common/common/site': () => ({
        siteName: '街坊市集',
        buyerSideLogo: '',
        buyerSideIcon: '',
        phoneVerification: 'off',
      }),
    })
    await waitFor(() => expect(api.find('GET /common/common/site')).toHaveLength(1))
    await user.click(await screen.findByTestId('chat-button'))
    expect(router.state.location.pathname + router.state.location.search).toBe('/im?goodsId=5')
    expect(screen.queryByTestId('bind-phone-dialog')).not.toBeInTheDocument()
  })

  it('keeps the seller’s other contacts a click away: revealed on request, with a prefilled WhatsApp message', async () => {
    signIn()
    const REVEAL = 'POST /buyer/goods/goods/contacts/5'
    const { api, user } = open(detail(), {
      [REVEAL]: ok({ contacts: [{ type: 'whatsapp', value: '9123 4567' }], revealsLeft: 19 }),
    })
    const others = await screen.findByTestId('contact-button')
    expect(others).toHaveTextContent('其他聯絡方法')
    expect(screen.getByTestId('chat-button')).toHaveTextContent('同賣家傾偈')
    const section = screen.getByTestId('detail-contacts')
    expect(section).toHaveTextContent('WhatsApp 號碼、電郵')
    // The link goes to the section; nothing is revealed (or counted) until asked.
    await user.click(others)
    expect(within(section).getByRole('heading', { name: '聯絡賣家' })).toHaveFocus()
    expect(api.find(REVEAL)).toEqual([])
    await user.click(within(section).getByTestId('reveal-contacts'))
    const link = await within(section).findByRole('link', { name: '用 WhatsApp 傳送' })
    expect(api.find(REVEAL)).toHaveLength(1)
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/85291234567\?text=/)
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain('「iPhone 13 128GB」（HK$3,200）')
  })

  it('opens the report dialog straight away with &report=1', async () => {
    signIn()
    open(detail(), {}, '&report=1')
    expect(await screen.findByTestId('report-dialog')).toBeInTheDocument()
    expect(screen.getAllByRole('radio')).toHaveLength(7)
  })

  it('tells buyers when a listing is no longer up and offers no offer button', async () => {
    signIn()
    open(detail({ label: 'SOLD', marketEnable: 'SOLD_OUT' }))
    expect(await screen.findByTestId('state-banner')).toHaveTextContent('此貨品已售出。')
    expect(screen.queryByTestId('offer-button')).not.toBeInTheDocument()
    expect(screen.getByTestId('report-button')).toBeInTheDocument()
  })

  it('shows a friendly not-found state with a link home', async () => {
    open(null)
    expect(await screen.findByTestId('goods-not-found')).toHaveTextContent('找不到這件貨品')
    expect(screen.getByRole('link', { name: '返回首頁' })).toHaveAttribute('href', '/')
  })
})
