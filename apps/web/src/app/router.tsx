/**
 * Routes (their patterns are in config/paths.ts). Pages load lazily, each imported here or by the
 * app/ module loaded in its place that adds other features' parts to it (docs/architecture.md,
 * "Web features": app/pages/, and the chat page through rate-in-chat.tsx, which adds the rating
 * dialog); `handle.title` names the page; login-required routes open the login dialog and go
 * home when nobody is signed in.
 */
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router'
import { paths, routes } from '../config/paths.ts'
import { sessionStore } from '../lib/session.ts'
import { openAuth } from '../lib/ui.ts'
import {
  bindPhonePage,
  collectPage,
  profilePage,
  requireLogin,
  settingsLayout,
  withSections,
} from './route-pages.ts'
import { Layout } from './shell/Layout.tsx'
import { RouteError } from './shell/RouteError.tsx'

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

const article = async () => ({ Component: (await import('../features/site/pages/ArticlePage.tsx')).default })

/**
 * The member centre is always the signed-in member's own: another name in its address (someone
 * else's, an old link) leads to one's own, on the same page (docs/product/screens.md, "Member centre").
 */
function ownMemberCentre(args: LoaderFunctionArgs) {
  const refused = requireLogin(args)
  if (refused) return refused
  const own = sessionStore.get().userInfo?.username ?? ''
  if (args.params.name === own) return null
  const url = new URL(args.request.url)
  const page = url.pathname.split('/').slice(3).join('/')
  return redirect(`${paths.memberCentre(own)}${page ? `/${page}` : ''}${url.search}`)
}

/** The whole route tree (exported for the tests, which route it in memory). */
export const appRoutes: RouteObject[] = [
  {
    // The operator's console: its own frame and bundle, never part of a member's first load (docs/admin.md);
    // console-pages.ts gives the console its areas' pages.
    path: '/admin/*',
    lazy: async () => (await import('./console-pages.ts')).consoleRoute(),
  },
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
        // The pages below; those found on their first visit join it (`patchOwnPages`).
        id: 'pages',
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            handle: { title: 'titles.home' },
            // Discovery's page with the check-in card (app/pages/: pages other features fill in).
            lazy: async () => ({ Component: (await import('./pages/HomePage.tsx')).default }),
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
            lazy: settingsLayout,
            id: 'setting',
            children: [{ index: true, handle: { title: 'profile.title' }, lazy: profilePage }],
          },
          {
            path: routes.memberCentre,
            loader: ownMemberCentre,
            handle: { auth: true },
            lazy: settingsLayout,
            id: 'home',
            children: [{ index: true, handle: { title: 'profile.title' }, lazy: profilePage }],
          },
          {
            path: routes.goodsList,
            handle: { title: 'pages.goodsList' },
            // The station picker's and the where-to-meet filters' texts (not in the first load).
            lazy: () => withSections(['places'], () => import('./pages/GoodsListPage.tsx')),
          },
          {
            path: routes.goodsDetail,
            handle: { title: 'pages.goodsDetail' },
            lazy: () => withSections(['detail', 'medals'], () => import('./pages/GoodsDetailPage.tsx')),
          },
          {
            path: routes.sell,
            loader: requireLogin,
            handle: { title: 'pages.sell', auth: true },
            lazy: () =>
              withSections(
                ['sell', 'myGoods', 'address', 'places'],
                () => import('../features/sell/pages/SellPage.tsx'),
              ),
          },
          {
            path: routes.favourites,
            loader: requireLogin,
            handle: { title: 'pages.collect', auth: true },
            lazy: collectPage,
          },
          {
            // /user/:name?id= and /user/product?id=: another member's page and listings, public
            // (docs/product/permissions.md, "Member pages").
            path: routes.member,
            handle: { title: 'pages.user' },
            lazy: () =>
              withSections(
                ['member', 'detail', 'medals', 'memberCentre'],
                () => import('./pages/UserPage.tsx'),
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
            // The payment provider's checkout for a payment of any purpose (the sandbox's page).
            path: routes.checkout,
            loader: requireLogin,
            handle: { title: 'checkout.title', auth: true },
            lazy: () =>
              withSections(
                ['checkout', 'topup'],
                () => import('../features/payments/pages/CheckoutPage.tsx'),
              ),
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
            lazy: bindPhonePage,
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
]

/**
 * The shopping pages (app/shopping-pages.ts): shop entry, a shop's page, the cart, the checkout, the
 * cashier and a payment's QR code and outcome, found on their first visit.
 */
const SHOPPING_PAGES = /^\/(pay|qrpay|payDone|shopEntry|merchant|shoppingCart|cart)$/

/**
 * The member's other own pages join /setting and /home/:name when an address under either is
 * first visited (React Router's lazy route discovery; patching the same routes again is a no-op).
 */
export async function patchOwnPages({
  path,
  patch,
}: {
  path: string
  patch: (routeId: string | null, children: RouteObject[]) => void
}): Promise<void> {
  if (SHOPPING_PAGES.test(path)) {
    const { shoppingRoutes } = await import('./shopping-pages.ts')
    patch('pages', shoppingRoutes)
    return
  }
  if (!/^\/(setting|home\/[^/]+)\/./.test(path)) return
  const { ownRoutes } = await import('./own-pages.tsx')
  patch('setting', ownRoutes('setting'))
  patch('home', ownRoutes('home'))
}

export const router = createBrowserRouter(appRoutes, { patchRoutesOnNavigation: patchOwnPages })
