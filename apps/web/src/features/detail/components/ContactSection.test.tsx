import { ErrorCode, type GoodsDetail } from '@kaifong/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession } from '../../../lib/session.ts'
import { authDialog } from '../../../lib/ui.ts'
import { detail, memberInfo } from '../../../testing/factories.ts'
import { fail, fakeApi, type Handler, ok } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import { ContactSection } from './ContactSection.tsx'

const REVEAL = 'POST /buyer/goods/goods/contacts/5'
const CONTACTS = [
  { type: 'whatsapp', value: '9123 4567' },
  { type: 'email', value: 'ken@example.com' },
  { type: 'wechat', value: 'ken_hk' },
]

function setup(
  goods: GoodsDetail,
  reveal: Handler = ok({ contacts: CONTACTS, revealsLeft: 7 }),
  routes: Record<string, Handler> = {},
) {
  const api = fakeApi({ [REVEAL]: reveal, ...routes })
  const onChat = vi.fn()
  renderAt('/goodsDetail?goodsId=5', <ContactSection goods={goods} onChat={onChat} />)
  return { api, onChat, user: userEvent.setup(), section: screen.getByTestId('detail-contacts') }
}

beforeEach(() => {
  clearSession()
  authDialog.set({ open: false, mode: 'login', rePath: null })
})
afterEach(() => vi.unstubAllGlobals())

describe('ContactSection (docs/product/domain-rules.md, "Contact privacy")', () => {
  it('shows a verified member the kinds of contact, and the values only once asked', async () => {
    signIn()
    const { api, user, section } = setup(detail())
    expect(within(section).getByRole('heading', { name: '聯絡賣家' })).toBeInTheDocument()
    expect(section).toHaveTextContent('賣家提供了： WhatsApp 號碼、電郵')
    expect(section).toHaveTextContent('每位會員每日最多可查看 20 件貨品的聯絡方法')
    expect(section).not.toHaveTextContent('9123')
    await user.click(screen.getByRole('button', { name: '顯示聯絡方法' }))
    const wa = await within(section).findByRole('link', { name: '用 WhatsApp 傳送' })
    expect(wa.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/85291234567\?text=/)
    expect(within(section).getByRole('link', { name: '寫電郵' }).getAttribute('href')).toMatch(
      /^mailto:ken@example\.com\?subject=/,
    )
    expect(within(section).getByRole('button', { name: '複製 WeChat 帳號' })).toBeInTheDocument()
    expect(section).toHaveTextContent('ken_hk')
    expect(screen.getByTestId('reveals-left')).toHaveTextContent('今日還可以查看 7 件貨品的聯絡方法。')
    expect(api.find(REVEAL)).toHaveLength(1)
  })

  it('shows the daily-limit refusal in the server’s words, and keeps the values hidden', async () => {
    signIn()
    const message = '你今日已查看 20 件貨品的聯絡方法，已達上限。香港時間午夜 12 時後可再查看'
    const { user, section } = setup(detail(), () => fail(429, ErrorCode.CONTACT_REVEAL_LIMIT, message))
    await user.click(screen.getByTestId('reveal-contacts'))
    expect(await within(section).findByRole('alert')).toHaveTextContent(message)
    expect(within(section).queryByRole('link')).not.toBeInTheDocument()
    expect(screen.getByTestId('reveal-contacts')).toBeEnabled()
  })

  it('asks a visitor to log in, and comes back to the listing', async () => {
    const { api, user, section } = setup(detail({ contactAccess: 'LOGIN' }))
    expect(section).toHaveTextContent('WhatsApp 號碼、電郵')
    expect(section).toHaveTextContent('登入後即可查看賣家的聯絡方法。')
    expect(screen.queryByTestId('reveal-contacts')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '登入' }))
    expect(authDialog.get()).toMatchObject({
      open: true,
      rePath: '/goodsDetail?goodsId=5',
      reason: 'contact',
    })
    expect(api.calls).toEqual([])
  })

  it('verifies a member’s phone in a dialog right there, then shows the contacts', async () => {
    signIn()
    const CHECK = 'GET /common/common/sms/check/852/*'
    const { api, user, section } = setup(detail({ contactAccess: 'VERIFY_PHONE' }), undefined, {
      [CHECK]: (call) =>
        call.path.endsWith('/91234567')
          ? fail(409, ErrorCode.PHONE_TAKEN, '此手機號碼已被其他帳號綁定')
          : null,
      'POST /buyer/passport/member/bindMobile': ok(memberInfo({ phoneVerified: true, mobile: '92345678' })),
    })
    expect(section).toHaveTextContent('驗證手機號碼後，即可查看賣家的聯絡方法。')
    expect(api.calls).toEqual([])
    await user.click(within(section).getByRole('button', { name: '驗證手機號碼' }))
    const dialog = await screen.findByTestId('bind-phone-dialog', {}, { timeout: 5000 })
    expect(dialog).toHaveTextContent('睇賣家嘅聯絡方法之前要先驗證手機號碼')

    // A number another account holds is said at once: no slider.
    const mobile = within(dialog).getByLabelText('手機號碼')
    await user.type(mobile, '91234567')
    await user.click(within(dialog).getByTestId('send-code'))
    expect(await within(dialog).findByText('此手機號碼已被其他帳號綁定')).toBeInTheDocument()
    expect(api.calls.filter((c) => c.path.includes('/slider/'))).toEqual([])

    // A free one goes on to the slider.
    await user.clear(mobile)
    await user.type(mobile, '92345678')
    await user.click(within(dialog).getByTestId('send-code'))
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path.includes('/slider/')).length).toBeGreaterThan(0),
    )
    expect(api.find(`GET /common/common/sms/check/852/92345678`)).toHaveLength(1)

    await user.type(within(dialog).getByLabelText('驗證碼'), '123456')
    await user.click(within(dialog).getByTestId('bind-submit'))
    await waitFor(() => expect(api.find(REVEAL)).toHaveLength(1))
    expect(await within(section).findByText('9123 4567')).toBeInTheDocument()
    expect(screen.queryByTestId('bind-phone-dialog')).not.toBeInTheDocument()
  })

  it('turns to the phone prompt when the server says the phone is not verified', async () => {
    signIn()
    const { user, section } = setup(detail(), () =>
      fail(403, ErrorCode.PHONE_NOT_VERIFIED, '請先驗證手機號碼，才可以查看賣家的聯絡方法'),
    )
    await user.click(screen.getByTestId('reveal-contacts'))
    expect(await within(section).findByRole('button', { name: '驗證手機號碼' })).toBeInTheDocument()
  })

  it('points a chat-only listing to the chat, with nothing to reveal', async () => {
    signIn()
    const { api, onChat, user, section } = setup(
      detail({ chatOnly: true, contactTypes: [], contactAccess: 'NONE' }),
    )
    expect(section).toHaveTextContent('此賣家只接受站內傾偈，請用傾偈聯絡對方。')
    expect(screen.queryByTestId('reveal-contacts')).not.toBeInTheDocument()
    await user.click(within(section).getByRole('button', { name: '同賣家傾偈' }))
    expect(onChat).toHaveBeenCalledOnce()
    expect(api.calls).toEqual([])
  })

  it('says contacts show only while listed on a sold or expired listing', () => {
    signIn()
    const { section } = setup(detail({ label: 'SOLD', marketEnable: 'SOLD_OUT', contactAccess: 'NONE' }))
    expect(section).toHaveTextContent('貨品刊登期間才會顯示聯絡方法')
    expect(screen.queryByTestId('reveal-contacts')).not.toBeInTheDocument()
  })
})
