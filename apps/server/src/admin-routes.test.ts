/**
 * Every /admin/api/ route is registered through `adminOnly` (docs/admin.md, "Roles and sign-in"):
 * this walks Fastify's whole route table, so a route that forgets the guard fails here. For each
 * route and method except the sign-in steps, a visitor gets 401 (20003), a member's ordinary
 * session 403 (60001), and, where the route needs a right moderators lack, a moderator's console
 * session 403 (60001) — all with a body of `{}` and every path parameter '1', before anything runs.
 */
import { ErrorCode } from '@kaifong/contract'
import type { HTTPMethods } from 'fastify'
import { describe, expect, it } from 'vitest'
import { createOperator } from '../test/admin-factories.ts'
import { createSignedIn } from '../test/factories.ts'
import { useTestApp } from '../test/harness.ts'

const h = useTestApp()

/** How a console session begins: the only /admin/api/ routes outside `adminOnly`. */
const SIGN_IN_STEPS = new Set(
  ['login', 'setup', 'verify', 'refresh'].map((step) => `POST /admin/api/passport/${step}`),
)

/**
 * Routes of rights a moderator lacks (docs/admin.md: members.reset, coins, notices, content,
 * settings, audit, shops, withdrawals, complaints, orders). A route not matched here is only checked for visitors and
 * members.
 */
const ADMIN_ONLY_PATHS = [
  /^\/admin\/api\/audit(\/|$)/,
  /^\/admin\/api\/notices(\/|$)/,
  /^\/admin\/api\/members\/[^/]+\/(coins|ledger|reset-password)$/,
  /^\/admin\/api\/settings(\/|$)/,
  /^\/admin\/api\/(banners|hot-words|categories|articles|media)(\/|$)/,
  /^\/admin\/api\/shops(\/|$)/,
  /^\/admin\/api\/withdrawals(\/|$)/,
  /^\/admin\/api\/complaints(\/|$)/,
  /^\/admin\/api\/orders(\/|$)/,
]

interface Route {
  method: HTTPMethods
  url: string
}

/**
 * Every route of the app, from `printRoutes({ commonPrefix: false })`: a tree whose lines are
 * `├── segment (GET, HEAD)`, each segment continuing its parent's path. (Fastify 5 has no public
 * route list, and @fastify/routes is not a dependency; `hasRoute` checks the parse below.)
 */
function allRoutes(): Route[] {
  const routes: Route[] = []
  const stack: string[] = []
  for (const line of h.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!match) continue
    const depth = (match[1] ?? '').length / 4
    stack.length = depth
    stack.push(match[2] ?? '')
    const path = stack.join('')
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      routes.push({ method: method as HTTPMethods, url: path })
    }
  }
  return routes
}

function consoleRoutes(): Route[] {
  return allRoutes().filter(
    (r) => r.url.startsWith('/admin/api/') && !SIGN_IN_STEPS.has(`${r.method} ${r.url}`),
  )
}

/** Path parameters (`:id`, `:id(^\\d+)`, `*`) filled with '1'. */
const filled = (url: string) => url.replace(/:[^/]+/g, '1').replace(/\*/g, '1')

function ask(route: Route, headers: Record<string, string>) {
  return h.app.inject({
    method: route.method,
    url: filled(route.url),
    headers: { language: 'en', ...headers },
    ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
  })
}

function expectRefused(res: Awaited<ReturnType<typeof ask>>, route: Route, status: number, code: number) {
  const where = `${route.method} ${route.url}`
  expect(res.statusCode, where).toBe(status)
  // A HEAD answer has no body to read the code from.
  if (route.method !== 'HEAD') expect(res.json().code, where).toBe(code)
}

describe('the console route table', () => {
  it('is read whole: every parsed route exists, the member passport and the sign-in steps among them', () => {
    const routes = allRoutes()
    // Wildcards print without the part of the path before them (the API docs' static files): the
    // console has none, so they are left out of this check.
    for (const r of routes.filter((x) => !x.url.includes('*')))
      expect(h.app.hasRoute({ method: r.method, url: r.url }), `${r.method} ${r.url}`).toBe(true)
    expect(routes.filter((r) => r.url.startsWith('/admin/') && r.url.includes('*'))).toEqual([])
    const names = routes.map((r) => `${r.method} ${r.url}`)
    expect(names).toContain('POST /buyer/passport/member/userLogin')
    for (const step of SIGN_IN_STEPS) expect(names).toContain(step)
  })

  it('has the guard on every /admin/api/ route but the sign-in steps', async () => {
    const routes = consoleRoutes()
    // The passport's logout and me, the audit page, the report queue, members, coins, notices,
    // the dashboard, content and settings: far more than 10, so this cannot pass on an empty table.
    expect(routes.filter((r) => r.method !== 'HEAD').length).toBeGreaterThanOrEqual(10)
    const member = await createSignedIn(h, { role: 'ADMIN' })
    const moderator = await createOperator(h, 'MODERATOR')
    for (const route of routes) {
      expectRefused(await ask(route, {}), route, 401, ErrorCode.NOT_LOGGED_IN)
      expectRefused(await ask(route, member.headers), route, 403, ErrorCode.ADMIN_FORBIDDEN)
      if (ADMIN_ONLY_PATHS.some((p) => p.test(filled(route.url))))
        expectRefused(await ask(route, moderator.headers), route, 403, ErrorCode.ADMIN_FORBIDDEN)
    }
  })

  it('refuses a console session that has ended or a forged token like a visitor', async () => {
    const admin = await createOperator(h, 'ADMIN')
    const route = { method: 'GET' as const, url: '/admin/api/passport/me' }
    expect((await ask(route, admin.headers)).statusCode).toBe(200)
    expectRefused(
      await ask(route, { accesstoken: `${admin.accessToken}x` }),
      route,
      401,
      ErrorCode.NOT_LOGGED_IN,
    )
    h.clock.advance(8 * 60 * 60 * 1000)
    expectRefused(await ask(route, admin.headers), route, 401, ErrorCode.SESSION_EXPIRED)
  })
})
