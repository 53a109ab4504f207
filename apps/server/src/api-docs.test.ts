import { describe, expect, it } from 'vitest'
import { call, type TestApp, useTestApp } from '../test/harness.ts'

const docsUrls = ['/api-docs', '/api-docs/json', '/api-docs/yaml', '/api-docs/static/swagger-initializer.js']

function expectServed(h: TestApp) {
  it.each(docsUrls)('serves %s', async (url) => {
    const res = await h.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
    expect(res.statusCode).toBe(200)
  })

  it('describes the API in /api-docs/json', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api-docs/json' })
    expect(res.json()).toMatchObject({ openapi: expect.any(String), info: { title: 'Kaifong Market API' } })
  })
}

describe('production', () => {
  const h = useTestApp({ NODE_ENV: 'production', ALLOW_NO_MAIL: 'true', PHONE_VERIFICATION: 'off' })

  it.each(docsUrls)('answers the 404 envelope for %s', async (url) => {
    for (const accept of ['application/json', 'text/html']) {
      const res = await call(h.app, { method: 'GET', url, headers: { accept } })
      expect(res.status).toBe(404)
      expect(res.body).toMatchObject({ success: false, code: 4004 })
    }
  })
})

describe('production with API_DOCS=true', () => {
  const h = useTestApp({
    NODE_ENV: 'production',
    ALLOW_NO_MAIL: 'true',
    PHONE_VERIFICATION: 'off',
    API_DOCS: 'true',
  })
  expectServed(h)
})

describe('development', () => {
  const h = useTestApp({ NODE_ENV: 'development' })
  expectServed(h)
})
