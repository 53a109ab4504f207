/**
 * Routes (their patterns are in config/paths.ts). Pages load lazily, each imported here and only
 * here (docs/architecture.md, "Web features"; the chat page through rate-in-chat.tsx, loaded in
 * its place, which adds the rating dialog); `handle.title` names the page; login-required
 * routes open the login dialog and go home when nobody is signed in.
 */
import { createBrowserRouter, type LoaderFunctionArgs, redirect } from 'react-router'
import { routes } from '../config/paths.ts'
import { loadSections } from '../lib/i18n.ts'
import { isLoggedIn } from '../lib/session.ts'
import { openAuth } from '../lib/ui.ts'
import { Layout } from './shell/Layout.tsx'
import { RouteError } from './shell/RouteError.tsx'

function requireLogin({ request }: LoaderFunctionArgs) {
  if (isLoggedIn()) return null
  const url = new URL(request.url)
  openAuth('login', url.pathname + url.search, { reason: 'memberPage' })
  return redirect(routes.home)
}

/** /login, /SignUp and /forgetPassword open the dialog over the home page. */
const openDialog =
  (mode: 'login' | 'register' | 'recover') =>
  ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
    const rePath = url.searchParams.get('rePath')
    openAuth(mode, rePath?.startsWith('/') && !rePath.startsWith('//') ? rePath : null)
    const invite = url.searchParams.get('inviteCode')
    return redirect(invite ? `${routes.home}?inviteCode=${encodeURIComponent(invite)}` : routes.home)
  }

/**
 * A page whose catalogue sections are not in the first catalogue: both load together
 * (lib/i18n.ts `loadSections`; docs/architecture.md, "Delivery").
 */
const withSections = async (
  sections: Parameters<typeof loadSections>,
  page: () => Promise<{ default: React.ComponentType }>,
) => {
  const [{ default: Component }] = await Promise.all([page(), loadSections(...sections)])
  return { Component }
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
            lazy: async () => ({
              Component: (await import('../features/discover/pages/HomePage.tsx')).default,
            }),
          },
          { path: routes.login, loader: openDialog('login') },
          { path: routes.register, loader: openDialog('register') },
          { path: routes.recover, loader: openDialog('recover') },
          { path: routes.about, handle: { title: 'footer.about' }, lazy: article },
          { path: routes.privacy, handle: { title: 'footer.privacy' }, lazy: article },
          { path: routes.terms, handle: { title: 'footer.terms' }, lazy: article },
          { path: routes.disclaimer, handle: { title: 'footer.disclaimer' }, lazy: article },
          { path: routes.contact, handle: { title: 'footer.contact' }, lazy: article },
          {
            path: routes.settings,
            loader: requireLogin,
            handle: { auth: true },
            lazy: async () => ({
              Component: (await import('../features/account/pages/SettingsLayout.tsx')).default,
            }),
            children: [
              {
                index: true,
                handle: { title: 'profile.title' },
                lazy: () =>
                  withSections(
                    ['profile', 'medals'],
                    () => import('../features/account/pages/ProfilePage.tsx'),
                  ),
              },
              {
                path: routes.coins,
                handle: { title: 'coins.title' },
                lazy: () => withSections(['topup'], () => import('../features/coins/pages/CoinsPage.tsx')),
              },
              {
                path: routes.topUp,
                handle: { title: 'topup.title' },
                lazy: () => withSections(['topup'], () => import('../features/coins/pages/TopUpPage.tsx')),
              },
              {
                path: routes.invite,
                handle: { title: 'invite.title' },
                lazy: () => withSections(['invite'], () => import('../features/coins/pages/InvitePage.tsx')),
              },
              {
                path: routes.myGoods,
                handle: { title: 'pages.myGoods' },
                lazy: () =>
                  withSections(
                    ['myGoods', 'sell'],
                    () => import('../features/my-goods/pages/MyGoodsPage.tsx'),
                  ),
              },
              {
                path: routes.addresses,
                handle: { title: 'pages.address' },
                lazy: () =>
                  withSections(['address'], () => import('../features/addresses/pages/AddressPage.tsx')),
              },
              {
                path: routes.footprints,
                handle: { title: 'pages.tracks' },
                lazy: () =>
                  withSections(['tracks'], () => import('../features/footprints/pages/TracksPage.tsx')),
              },
              {
                path: routes.medals,
                handle: { title: 'medals.title' },
                lazy: () => withSections(['medals'], () => import('../features/medals/pages/MedalPage.tsx')),
              },
              {
                path: routes.offers,
                handle: { title: 'pages.offers' },
                lazy: () => withSections(['chat'], () => import('../features/chat/pages/OffersPage.tsx')),
              },
              {
                path: routes.password,
                handle: { title: 'pages.password' },
                lazy: () =>
                  withSections(
                    ['profile', 'auth'],
                    () => import('../features/account/pages/PasswordPage.tsx'),
                  ),
              },
              {
                path: routes.notices,
                handle: { title: 'pages.notices' },
                lazy: () =>
                  withSections(['notices'], () => import('../features/notices/pages/NoticesPage.tsx')),
              },
              {
                path: routes.notice,
                handle: { title: 'pages.notices' },
                lazy: () =>
                  withSections(['notices'], () => import('../features/notices/pages/NoticeDetailPage.tsx')),
              },
              {
                path: routes.evaluate,
                handle: { title: 'pages.evaluate' },
                lazy: () =>
                  withSections(['evaluate'], () => import('../features/evaluations/pages/EvaluatePage.tsx')),
              },
            ],
          },
          {
            path: routes.goodsList,
            handle: { title: 'pages.goodsList' },
            lazy: async () => ({
              Component: (await import('../features/discover/pages/GoodsListPage.tsx')).default,
            }),
          },
          {
            path: routes.goodsDetail,
            handle: { title: 'pages.goodsDetail' },
            lazy: () =>
              withSections(
                ['detail', 'medals'],
                () => import('../features/detail/pages/GoodsDetailPage.tsx'),
              ),
          },
          {
            path: routes.sell,
            loader: requireLogin,
            handle: { title: 'pages.sell', auth: true },
            lazy: () =>
              withSections(
                ['sell', 'myGoods', 'address'],
                () => import('../features/sell/pages/SellPage.tsx'),
              ),
          },
          {
            path: routes.favourites,
            loader: requireLogin,
            handle: { title: 'pages.collect', auth: true },
            lazy: () =>
              withSections(
                ['collect', 'detail'],
                () => import('../features/favourites/pages/CollectPage.tsx'),
              ),
          },
          {
            // /user/:name?id= and /user/product?id=: another member's page and listings.
            path: routes.member,
            loader: requireLogin,
            handle: { title: 'pages.user', auth: true },
            lazy: () =>
              withSections(
                ['member', 'detail', 'medals'],
                () => import('../features/members/pages/UserPage.tsx'),
              ),
          },
          {
            path: routes.tasks,
            loader: requireLogin,
            handle: { title: 'tasks.title', auth: true },
            lazy: async () => ({
              Component: (await import('../features/coins/pages/TasksPage.tsx')).default,
            }),
          },
          {
            path: routes.checkout,
            loader: requireLogin,
            handle: { title: 'checkout.title', auth: true },
            lazy: () =>
              withSections(['checkout', 'topup'], () => import('../features/coins/pages/CheckoutPage.tsx')),
          },
          {
            // The chat takes the page's whole content area (features/chat/components/chat.css).
            path: routes.im,
            loader: requireLogin,
            handle: { title: 'chat.title', auth: true },
            // The page with the reviews feature's dialog behind its "Rate" button (rate-in-chat.tsx).
            lazy: () => withSections(['chat'], () => import('./rate-in-chat.tsx')),
          },
          {
            path: routes.bindPhone,
            loader: requireLogin,
            handle: { title: 'auth.bind.title', auth: true },
            lazy: () => withSections(['auth'], () => import('../features/auth/pages/AuthPhonePage.tsx')),
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
