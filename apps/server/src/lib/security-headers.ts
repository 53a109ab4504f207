/**
 * Security headers (Content-Security-Policy, HSTS, X-Frame-Options…), computed once at start-up
 * and set by one hook on every reply: helmet's full set on documents and files, a smaller set
 * meant for JSON on the API (docs/decisions.md, "Responses serialized by schema"): the
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

/** Paths of the JSON API (docs/product/api.md); everything else may be a document or a file. */
const API_PREFIXES = ['/buyer/', '/common/', '/im/']
export const isApiPath = (url: string): boolean => API_PREFIXES.some((prefix) => url.startsWith(prefix))

/**
 * What a JSON reply needs (the OWASP REST Security cheat sheet's set; docs/decisions.md, "Security
 * headers of API replies"): not to be sniffed into something else, framed or read by other
 * origins' pages, and HTTPS kept. Helmet's other headers govern documents (referrer, opener,
 * origin-agent cluster, DNS prefetch…); setting them on each JSON reply cost 6–7 % of a hot read.
 */
export function apiHeaders(document: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  }
  const hsts = document['strict-transport-security']
  if (hsts) headers['strict-transport-security'] = hsts
  return headers
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const documentHeaders = await helmetHeaders(HELMET_OPTIONS)
  const jsonHeaders = apiHeaders(documentHeaders)
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? jsonHeaders : documentHeaders)
    done()
  })
}
