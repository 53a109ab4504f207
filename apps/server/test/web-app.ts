/**
 * For the sharing and sitemap tests: the web layer (registerWeb) over a dist folder of the test's
 * own, with a minimal index.html, beside an app whose dist folder has no web app at all.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { registerErrorHandling } from '../src/lib/error-handler.ts'
import { parseLanguage } from '../src/lib/messages.ts'
import { registerWeb } from '../src/web.ts'
import type { TestApp } from './harness.ts'

export const TEST_INDEX_HTML = `<!doctype html>
<html lang="zh-Hant">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="SPA default description" />
    <title>SPA default title</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/app.js"></script></body>
</html>
`

export interface WebApps {
  /** With the web app built. */
  web: FastifyInstance
  /** Without it (API only). */
  bare: FastifyInstance
}

/** Like buildApp's tail: the language hook, the error handler, then the web layer. */
async function webApp(h: TestApp, distDir: string) {
  const app = Fastify()
  app.decorateRequest('lang', 'zh-Hant')
  app.addHook('onRequest', async (request) => {
    request.lang = parseLanguage(request.headers.language)
  })
  registerErrorHandling(app)
  await registerWeb(app, h.app.ctx, { distDir })
  await app.ready()
  return app
}

/** Call after useTestApp(); the apps share its database and clock. */
export function useWebApps(h: TestApp): WebApps {
  const apps = {} as WebApps
  const dirs: string[] = []
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'kf-web-'))
    mkdirSync(path.join(dist, 'assets'))
    writeFileSync(path.join(dist, 'index.html'), TEST_INDEX_HTML)
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)')
    const empty = mkdtempSync(path.join(tmpdir(), 'kf-noweb-'))
    dirs.push(dist, empty)
    apps.web = await webApp(h, dist)
    apps.bare = await webApp(h, empty)
  })
  afterAll(async () => {
    await apps.web?.close()
    await apps.bare?.close()
    for (const d of dirs) rmSync(d, { recursive: true, force: true })
  })
  return apps
}
