import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { detail } from '../../../testing/factories.ts'
import { fakeApi } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { checkOffer, stepOffer } from '../lib/offer-amount.ts'
import { OfferDialog } from './OfferDialog.tsx'

afterEach(() => vi.unstubAllGlobals())

describe('checkOffer (docs/product/validation.md: 0.01 to 9999999999.99, 2 decimals)', () => {
  it.each([
    ['0.001', 'decimals'],
    ['0', 'min'],
    ['0.00', 'min'],
    ['10000000000', 'max'],
    ['9999999999.991', 'decimals'],
    ['', 'required'],
    ['  ', 'required'],
    ['1e3', 'format'],
    ['-5', 'format'],
    ['12.', 'format'],
    ['abc', 'format'],
  ])('refuses %j (%s)', (input, error) => {
    expect(checkOffer(input)).toEqual({ ok: false, error })
  })

  it.each([
    ['1.5', '1.50'],
    ['0.01', '0.01'],
    ['9999999999.99', '9999999999.99'],
    ['1,500', '1500.00'],
    [' 007.1 ', '7.10'],
  ])('accepts %j as %s', (input, amount) => {
    expect(checkOffer(input)).toEqual({ ok: true, amount })
  })

  it('steps by one dollar within the limits, exactly', () => {
    expect(stepOffer('0.1', 1)).toBe('1.10')
    expect(stepOffer('0.5', -1)).toBe('0.01')
    expect(stepOffer('', 1)).toBe('1.00')
    expect(stepOffer('9999999999.50', 1)).toBe('9999999999.99')
  })
})

describe('OfferDialog', () => {
  function setup() {
    fakeApi({})
    const user = userEvent.setup()
    renderAt('/', <OfferDialog goods={detail()} open onClose={vi.fn()} />)
    const input = screen.getByLabelText('你的出價（HK$）')
    const next = screen.getByTestId('offer-next')
    return { user, input, next }
  }

  it.each([
    ['0.001', '金額最多兩位小數'],
    ['0', '出價最少 HK$0.01'],
    ['10000000000', '出價不可超過 HK$9,999,999,999.99'],
  ])('refuses %s with a message', async (amount, message) => {
    const { user, input, next } = setup()
    await user.type(input, amount)
    await user.click(next)
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.queryByTestId('offer-send')).not.toBeInTheDocument()
  })

  it('accepts 1.5 and prepares the offer for the seller’s WhatsApp and email', async () => {
    const { user, input, next } = setup()
    await user.type(input, '1.5')
    await user.click(next)
    expect(await screen.findByTestId('offer-send')).toHaveTextContent('HK$1.50')
    const message = screen.getByTestId('contact-message').textContent ?? ''
    expect(message).toContain('出價 HK$1.50')
    expect(message).toContain('/goodsDetail?goodsId=5')
    const whatsapp = screen.getByRole('link', { name: '用 WhatsApp 傳送' })
    const href = new URL(whatsapp.getAttribute('href') ?? '')
    expect(href.origin + href.pathname).toBe('https://wa.me/85291234567')
    expect(href.searchParams.get('text')).toBe(message)
    const email = screen.getByRole('link', { name: '寫電郵' }).getAttribute('href') ?? ''
    expect(email.startsWith('mailto:ken@example.com?subject=')).toBe(true)
    expect(decodeURIComponent(email)).toContain('出價 HK$1.50：iPhone 13 128GB')
  })

  it('steps the amount with the arrow keys', async () => {
    const { user, input } = setup()
    await user.type(input, '2.5')
    await user.keyboard('{ArrowUp}')
    expect(input).toHaveValue('3.50')
  })
})
