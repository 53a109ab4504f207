/** Environment configuration, parsed once at start-up; a bad value stops the process with a clear message. */
import path from 'node:path'
import { z } from 'zod'

const flag = z.enum(['true', 'false']).transform((v) => v === 'true')

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /**
   * PostgreSQL connections per instance. More connections than a few per database core only make
   * queries wait for each other inside the database (docs/decisions.md, "Operations").
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  REDIS_URL: z.string().url().optional(),
  /**
   * Prefix of this site's counters in Redis (lib/limiter.ts), for sites that share one Redis.
   * Every instance of one site must use the same.
   */
  REDIS_NAMESPACE: z
    .string()
    .regex(/^[\w:.-]{0,64}$/)
    .default(''),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Kaifong Market <no-reply@kaifong.local>'),
  /** Defaults to http://localhost:<PORT>. */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Whose X-Forwarded-For to believe: "false" (default: nobody, clients could forge it),
   * "true" (any proxy), or a comma list of proxy addresses/CIDRs. Set it behind a load balancer.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v) => (v === 'true' ? true : v === 'false' || v === '' ? false : v)),
  /**
   * Verification codes one IP address may ask for in 24 hours (per address or phone it is always
   * 10). Raise it where many people share one address; the browser suite signs everyone up from one.
   */
  CODES_PER_IP_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Multiplies every per-IP request limit (1 in production; API test suites raise it). */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(10_000).default(1),
  /**
   * How long one upload's image work may take before its worker is killed and the upload refused
   * (10016): about five times the costliest image the pixel budgets admit (docs/decisions.md, Images).
   */
  IMAGE_TIME_LIMIT_MS: z.coerce.number().int().min(10).max(60_000).default(3_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed demo data into an empty database (never in production). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * The sandbox payment provider (a fake checkout that credits coins without money). DEMO SITES
   * ONLY. Default: on outside production, off in production.
   */
  PAYMENTS_SANDBOX: flag.optional(),
  /** Serve the OpenAPI description at /api-docs. Default: on outside production, off in production. */
  API_DOCS: flag.optional(),
  /**
   * Production refuses to start without SMTP_URL (verification codes would never leave the
   * database). Set this to "true" to start anyway, e.g. for a closed demo where nobody signs up.
   */
  ALLOW_NO_MAIL: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
})

export type Config = Omit<
  z.infer<typeof schema>,
  'DATA_DIR' | 'PUBLIC_URL' | 'PAYMENTS_SANDBOX' | 'API_DOCS'
> & {
  DATA_DIR: string
  PUBLIC_URL: string
  isProduction: boolean
  PAYMENTS_SANDBOX: boolean
  API_DOCS: boolean
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const c = parsed.data
  const isProduction = c.NODE_ENV === 'production'
  if (isProduction && !c.SMTP_URL && !c.ALLOW_NO_MAIL) {
    throw new Error(
      'Invalid configuration:\n  SMTP_URL: required in production (verification codes must be mailed); ' +
        'set ALLOW_NO_MAIL=true to start without mail',
    )
  }
  return {
    ...c,
    DATA_DIR: path.resolve(c.DATA_DIR),
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    isProduction,
    PAYMENTS_SANDBOX: c.PAYMENTS_SANDBOX ?? !isProduction,
    API_DOCS: c.API_DOCS ?? !isProduction,
  }
}
