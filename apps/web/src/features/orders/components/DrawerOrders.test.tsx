import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearSession } from '../../../lib/session.ts'
import { authDialog } from '../../../lib/ui.ts'
import { pageOf } from '../../../testing/console.ts'
import { fakeApi, ok } from '../../../testing/fake-api.ts'
import { orderCard } from '../../../testing/orders.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import DrawerOrders from './DrawerOrders.tsx'

afterEach(() => vi.unstubAllGlobals())

const open = (onClose = vi.fn()) =>
  renderAt(
    '/',
    <ul>
      <DrawerOrders onClose={onClose} />
    </ul>,
  )

describe("the side drawer's orders", () => {
  it('shows a member their latest ten orders with their status, and a link to MyOrder', async () => {
    signIn('1', 'Mary')
    const api = fakeApi({
      'GET /buyer/order/order': ok(pageOf([orderCard(), orderCard({ sn: 'O2', orderStatus: 'DELIVERED' })])),
    })
    open()
    await userEvent.click(screen.getByTestId('drawer-orders'))
    const list = await screen.findByTestId('drawer-orders-list')
    expect(await within(list).findByText(/等待付款 · HK\$230/)).toBeInTheDocument()
    expect(
      within(list)
        .getByText(/運送中/)
        .closest('a'),
    ).toHaveAttribute('href', expect.stringMatching(/\/OrderDetail\?sn=O2$/))
    expect(screen.getByTestId('drawer-orders-all')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/MyOrder$/),
    )
    expect(api.find('GET /buyer/order/order')[0]?.search.get('pageSize')).toBe('10')
  })

  it('asks a visitor to log in first', async () => {
    clearSession()
    fakeApi({})
    const onClose = vi.fn()
    open(onClose)
    await userEvent.click(screen.getByTestId('drawer-orders'))
    expect(onClose).toHaveBeenCalled()
    expect(authDialog.get()).toMatchObject({ open: true, mode: 'login', rePath: '/setting/orders' })
  })
})
