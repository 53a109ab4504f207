/**
 * Routes (SPEC §2). Pages load lazily; `handle.title` names the page; login-required routes
 * open the login dialog and go home when nobody is signed in.
 */
import { createBrowserRouter, type LoaderFunctionArgs, redirect } from 'react-router'
import { isLoggedIn } from '../lib/session.ts'
import { openAuth } from '../lib/ui.ts'
import { Layout } from './shell/Layout.tsx'
import { RouteError } from './shell/RouteError.tsx'

function requireLogin({ request }: LoaderFunctionArgs) {
  if (isLoggedIn()) return null
  const url = new URL(request.url)
  openAuth('login', url.pathname + url.search)
  return redirect('/')
}

/** /login, /SignUp and /forgetPassword open the dialog over the home page. */
const openDialog =
  (mode: 'login' | 'register' | 'recover') =>
  ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
    const rePath = url.searchParams.get('rePath')
    openAuth(mode, rePath?.startsWith('/') && !rePath.startsWith('//') ? rePath : null)
    const invite = url.searchParams.get('inviteCode')
    return redirect(invite ? `/?inviteCode=${encodeURIComponent(invite)}` : '/')
  }

const article = async () => ({ Component: (await import('../features/site/pages/ArticlePage.tsx')).default })

export const router = createBrowserRouter([
  {
    Component: Layout,
    // A page that fails shows the error inside the frame; a failing frame, on its own.
    errorElement: (
      <main className="main">
        <RouteError />
      </main>
    ),
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            handle: { title: 'titles.home' },
            lazy: async () => ({ Component: (await import('../features/site/pages/HomePage.tsx')).default }),
          },
          { path: 'login', loader: openDialog('login') },
          { path: 'SignUp', loader: openDialog('register') },
          { path: 'forgetPassword', loader: openDialog('recover') },
          { path: 'aboutUs', handle: { title: 'footer.about' }, lazy: article },
          { path: 'policy', handle: { title: 'footer.privacy' }, lazy: article },
          { path: 'termsOfUse', handle: { title: 'footer.terms' }, lazy: article },
          { path: 'disclaimer', handle: { title: 'footer.disclaimer' }, lazy: article },
          { path: 'contact', handle: { title: 'footer.contact' }, lazy: article },
          {
            path: 'setting',
            loader: requireLogin,
            handle: { auth: true },
            lazy: async () => ({
              Component: (await import('../features/account/components/SettingsLayout.tsx')).default,
            }),
            children: [
              {
                index: true,
                handle: { title: 'profile.title' },
                lazy: async () => ({
                  Component: (await import('../features/account/pages/ProfilePage.tsx')).default,
                }),
              },
              {
                path: 'point',
                handle: { title: 'coins.title' },
                lazy: async () => ({
                  Component: (await import('../features/coins/pages/CoinsPage.tsx')).default,
                }),
              },
              {
                path: 'topup',
                handle: { title: 'topup.title' },
                lazy: async () => ({
                  Component: (await import('../features/coins/pages/TopUpPage.tsx')).default,
                }),
              },
              {
                path: 'invite',
                handle: { title: 'invite.title' },
                lazy: async () => ({
                  Component: (await import('../features/coins/pages/InvitePage.tsx')).default,
                }),
              },
              {
                path: 'goods',
                handle: { title: 'pages.myGoods' },
                lazy: async () => ({
                  Component: (await import('../features/goods/pages/MyGoodsPage.tsx')).default,
                }),
              },
              {
                path: 'address',
                handle: { title: 'pages.address' },
                lazy: async () => ({
                  Component: (await import('../features/addresses/pages/AddressPage.tsx')).default,
                }),
              },
              {
                path: 'tracks',
                handle: { title: 'pages.tracks' },
                lazy: async () => ({
                  Component: (await import('../features/goods/pages/TracksPage.tsx')).default,
                }),
              },
              {
                path: 'medal',
                handle: { title: 'medals.title' },
                lazy: async () => ({
                  Component: (await import('../features/coins/pages/MedalPage.tsx')).default,
                }),
              },
            ],
          },
          {
            path: 'goodsList',
            handle: { title: 'pages.goodsList' },
            lazy: async () => ({
              Component: (await import('../features/goods/pages/GoodsListPage.tsx')).default,
            }),
          },
          {
            path: 'goodsDetail',
            handle: { title: 'pages.goodsDetail' },
            lazy: async () => ({
              Component: (await import('../features/goods/pages/GoodsDetailPage.tsx')).default,
            }),
          },
          {
            path: 'sell',
            loader: requireLogin,
            handle: { title: 'pages.sell', auth: true },
            lazy: async () => ({ Component: (await import('../features/sell/pages/SellPage.tsx')).default }),
          },
          {
            path: 'collect',
            loader: requireLogin,
            handle: { title: 'pages.collect', auth: true },
            lazy: async () => ({
              Component: (await import('../features/goods/pages/CollectPage.tsx')).default,
            }),
          },
          {
            // /user/:name?id= and /user/product?id= (SPEC §2): another member's page and listings.
            path: 'user/:name',
            loader: requireLogin,
            handle: { title: 'pages.user', auth: true },
            lazy: async () => ({ Component: (await import('../features/goods/pages/UserPage.tsx')).default }),
          },
          {
            path: 'task',
            loader: requireLogin,
            handle: { title: 'tasks.title', auth: true },
            lazy: async () => ({
              Component: (await import('../features/coins/pages/TasksPage.tsx')).default,
            }),
          },
          {
            path: 'payMent',
            loader: requireLogin,
            handle: { title: 'checkout.title', auth: true },
            lazy: async () => ({
              Component: (await import('../features/coins/pages/CheckoutPage.tsx')).default,
            }),
          },
          {
            path: 'authPhone',
            loader: requireLogin,
            handle: { title: 'bind.title', auth: true },
            lazy: async () => ({
              Component: (await import('../features/auth/pages/AuthPhonePage.tsx')).default,
            }),
          },
          {
            path: '*',
            handle: { title: 'errors.notFoundTitle' },
            lazy: async () => ({
              Component: (await import('../features/site/pages/NotFoundPage.tsx')).default,
            }),
          },
        ],
      },
    ],
  },
])
