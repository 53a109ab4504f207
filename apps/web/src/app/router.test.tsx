import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { memberCentreChildren } from '../lib/member-centre.ts'
import { clearSession } from '../lib/session.ts'
import { authDialog, closeAuth } from '../lib/ui.ts'
import { card } from '../testing/factories.ts'
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

/** The app at `url`, rendered once the router has loaded the first page (as main.tsx waits for it). */
async function open(url: string) {
  fakeApi({
    'GET /common/common/site': ok({ siteName: '街坊市集' }),
    'GET /buyer/member/footprint': ok({
      records: [{ ...card({ id: '5', goodsName: 'Sofa' }), viewTime: new Date().toISOString() }],
      total: 1,
      size: 20,
      current: 1,
      pages: 1,
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
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

/** The whole route tree, with the member's own pages joined as a first visit joins them. */
async function allRoutes() {
  const router = createMemoryRouter(appRoutes)
  await patchOwnPages({ path: '/setting/point', patch: router.patchRoutes })
  return router.routes
}

describe('the member centre /home/:name', () => {
  it('shows the footprints page at MyTracks, in the side menu whose links stay in the centre', async () => {
    signIn('1', 'Mary')
    await open('/home/mary/MyTracks')
    const page = await screen.findByTestId('tracks-page')
    expect(await within(page).findByText('Sofa')).toBeInTheDocument()
    const menu = screen.getByRole('navigation', { name: '會員中心' })
    expect(within(menu).getByRole('link', { name: '瀏覽紀錄' })).toHaveAttribute('aria-current', 'page')
    expect(within(menu).getByRole('link', { name: '瀏覽紀錄' })).toHaveAttribute(
      'href',
      '/home/mary/MyTracks',
    )
    expect(within(menu).getByRole('link', { name: '地址管理' })).toHaveAttribute(
      'href',
      '/home/mary/MyAddress',
    )
    expect(within(menu).getByRole('link', { name: '我的帳戶' })).toHaveAttribute('href', '/home/mary')
    // Pages the centre does not have keep their usual address.
    expect(within(menu).getByRole('link', { name: '我的貨品' })).toHaveAttribute('href', '/setting/goods')
  })

  it('is always one’s own: another name leads to one’s own centre, on the same page', async () => {
    signIn('1', 'Mary')
    const router = await open('/home/ken/MyTracks?x=1')
    expect(await screen.findByTestId('tracks-page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/home/mary/MyTracks')
    expect(router.state.location.search).toBe('?x=1')
  })

  it('asks visitors to log in and sends them home, like /setting', async () => {
    const router = await open('/home/mary/MyTracks')
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(authDialog.get()).toMatchObject({ open: true, mode: 'login', rePath: '/home/mary/MyTracks' })
  })

  it('keeps the /setting addresses members have bookmarked', async () => {
    signIn('1', 'Mary')
    await open('/setting/tracks')
    expect(await screen.findByTestId('tracks-page')).toBeInTheDocument()
    const menu = screen.getByRole('navigation', { name: '會員中心' })
    expect(within(menu).getByRole('link', { name: '瀏覽紀錄' })).toHaveAttribute('href', '/setting/tracks')
  })

  it('shows the same page as the usual address at each of its children, from one list of routes', async () => {
    const routes = await allRoutes()
    /** The page route an address ends on (its last match). */
    const pageAt = (path: string) => matchRoutes(routes, path)?.at(-1)?.route
    const children = { ...memberCentreChildren, '': '/setting', 'MsgDetail/7': '/setting/notices/7' }
    for (const [child, usual] of Object.entries(children)) {
      const centre = pageAt(`/home/mary${child ? `/${child}` : ''}`)
      expect(centre?.lazy, child).toBeDefined()
      expect(centre?.lazy, child).toBe(pageAt(usual)?.lazy)
    }
    // The address book opened on its "add" form is the centre's own.
    expect(pageAt('/home/mary/AddAddress')?.handle).toEqual({ title: 'address.add' })
  })
})
