/**
 * Security headers (Content-Security-Policy, HSTS, X-Frame-Options…), computed once at start-up
 * and set by one hook on every reply (docs/decisions.md, "Responses serialized by schema"): the
 * helmet plugin builds its middleware, CSP directives included, anew on every request, and the
 * header set never varies between our requests. The set is what @fastify/helmet sends with our
 * options, read from one reply of a throwaway instance, so it stays helmet's own.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import Fastify, { type FastifyInstance } from 'fastify'

export const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      frameAncestors: ["'self'"],
      // Served over plain HTTP on a LAN or localhost too; TLS is the proxy's business.
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
}

/** Headers every reply of a bare Fastify instance carries anyway. */
const OWN = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive'])

/** The headers @fastify/helmet sets with `options`, as one object. */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false })
  try {
    await probe.register(helmet, options)
    probe.get('/', async () => '')
    const res = await probe.inject({ method: 'GET', url: '/' })
    const headers: Record<string, string> = {}
    for (const [name, value] of Object.entries(res.headers)) {
      if (!OWN.has(name) && value !== undefined) headers[name] = String(value)
    }
    return headers
  } finally {
    await probe.close()
  }
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = await helmetHeaders(HELMET_OPTIONS)
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
}
