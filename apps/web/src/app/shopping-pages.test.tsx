import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearSession } from '../lib/session.ts'
import { authDialog, closeAuth } from '../lib/ui.ts'
import { fakeApi, ok } from '../testing/fake-api.ts'
import { signIn } from '../testing/session.ts'
import { appRoutes, patchOwnPages } from './router.tsx'

afterEach(() => {
  act(() => {
    closeAuth()
    clearSession()
  })
  vi.unstubAllGlobals()
})

async function open(url: string) {
  fakeApi({
    'GET /common/common/site': ok({ siteName: '街坊市集' }),
    'GET /buyer/payment/payments/p1': ok({
      id: 'p1',
      status: 'FAILED',
      purpose: 'ORDER',
      ref: 'T1',
      amount: '9.00',
    }),
  })
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [url],
    patchRoutesOnNavigation: patchOwnPages,
  })
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve()
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve()
    })
  })
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

describe('the shopping pages, found on their first visit', () => {
  it('opens /payDone from a link', async () => {
    signIn()
    await open('/payDone?paymentId=p1')
    expect(await screen.findByTestId('pay-done-failed', {}, { timeout: 5000 })).toBeInTheDocument()
  })

  it('asks a visitor to log in first', async () => {
    const router = await open('/pay?sn=T1')
    expect(router.state.location.pathname).toBe('/')
    expect(authDialog.get()).toMatchObject({ mode: 'login', rePath: '/pay?sn=T1' })
  })

  it('finds the cart and the checkout, and asks a visitor to log in first', async () => {
    for (const url of ['/shoppingCart', '/cart', '/shopEntry']) {
      const router = await open(url)
      expect(router.state.location.pathname, url).toBe('/')
      expect(authDialog.get(), url).toMatchObject({ mode: 'login', rePath: url })
      act(() => closeAuth())
    }
  })

  it("finds a shop's page for a visitor", async () => {
    const router = await open('/merchant?id=7')
    expect(router.state.location.pathname).toBe('/merchant')
    expect(router.state.matches.at(-1)?.route.path).toBe('/merchant')
  })
})
