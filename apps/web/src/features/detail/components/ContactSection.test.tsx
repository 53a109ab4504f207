import { ErrorCode, type GoodsDetail } from '@kaifong/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession } from '../../../lib/session.ts'
import { authDialog } from '../../../lib/ui.ts'
import { detail } from '../../../testing/factories.ts'
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

function setup(goods: GoodsDetail, reveal: Handler = ok({ contacts: CONTACTS, revealsLeft: 7 })) {
  const api = fakeApi({ [REVEAL]: reveal })
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

  it('sends a member without a verified phone to verify it', () => {
    signIn()
    const { api, section } = setup(detail({ contactAccess: 'VERIFY_PHONE' }))
    expect(section).toHaveTextContent('驗證手機號碼後，即可查看賣家的聯絡方法。')
    expect(within(section).getByRole('link', { name: '驗證手機號碼' })).toHaveAttribute('href', '/authPhone')
    expect(api.calls).toEqual([])
  })

  it('turns to the phone prompt when the server says the phone is not verified', async () => {
    signIn()
    const { user, section } = setup(detail(), () =>
      fail(403, ErrorCode.PHONE_NOT_VERIFIED, '請先驗證手機號碼，才可以查看賣家的聯絡方法'),
    )
    await user.click(screen.getByTestId('reveal-contacts'))
    expect(await within(section).findByRole('link', { name: '驗證手機號碼' })).toHaveAttribute(
      'href',
      '/authPhone',
    )
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
