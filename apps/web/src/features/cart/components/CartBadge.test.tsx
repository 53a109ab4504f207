import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearSession } from '../../../lib/session.ts'
import { fakeApi } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import CartBadge from './CartBadge.tsx'

afterEach(() => {
  act(() => clearSession())
  vi.unstubAllGlobals()
})

describe('CartBadge', () => {
  it('links to the cart with its number of lines, "99+" above 99', async () => {
    signIn()
    fakeApi({ 'GET /buyer/trade/carts/count': () => 100 })
    renderAt('/', <CartBadge />)
    const link = await screen.findByRole('link', { name: '購物車（99+）' })
    expect(link).toHaveAttribute('href', '/shoppingCart')
    expect(screen.getByTestId('cart-badge-count')).toHaveTextContent('99+')
  })

  it('shows no count for an empty cart, nor once the session has ended', async () => {
    signIn()
    fakeApi({ 'GET /buyer/trade/carts/count': () => 3 })
    renderAt('/', <CartBadge />)
    expect(await screen.findByTestId('cart-badge-count')).toHaveTextContent('3')
    act(() => clearSession())
    expect(screen.queryByTestId('cart-badge-count')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: '購物車' })).toBeInTheDocument()
  })
})
