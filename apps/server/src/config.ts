/** Environment configuration, parsed once at start-up; a bad value stops the process with a clear message. */
import path from 'node:path'
import { PHONE_VERIFICATION_MODES } from '@kaifong/contract'
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
   * Production refuses to start without SMTP_URL (verification codes would never be sent: production
   * drops them, lib/mailer.ts). Set this to "true" to start anyway, e.g. for a closed demo where nobody signs up.
   */
  ALLOW_NO_MAIL: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * "sms" (default): members verify a phone by SMS code before they chat, offer or see contacts;
   * production then needs SMS_PROVIDER. "off": this site verifies no phones, and nobody needs one.
   */
  PHONE_VERIFICATION: z.enum(PHONE_VERIFICATION_MODES).default('sms'),
  /** Where SMS go: "twilio" (the TWILIO_* settings). Unset, they go to the outbox (not in production). */
  SMS_PROVIDER: z.enum(['twilio']).optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/i, 'an Account SID: AC and 32 hex digits')
    .optional(),
  /** The account's auth token; or an API key (SK…) with its secret, which can be revoked alone. */
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_API_KEY: z
    .string()
    .regex(/^SK[0-9a-f]{32}$/i, 'an API key SID: SK and 32 hex digits')
    .optional(),
  TWILIO_API_SECRET: z.string().min(1).optional(),
  /** The sender: a number in E.164 (+85212345678) or an alphanumeric sender ID; or a Messaging Service. */
  TWILIO_FROM: z
    .string()
    .regex(/^(\+[1-9]\d{6,14}|(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11})$/, 'a number in E.164 or a sender ID')
    .optional(),
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-f]{32}$/i, 'a Messaging Service SID: MG and 32 hex digits')
    .optional(),
  /** Twilio's API address; tests point it at a local stand-in. */
  TWILIO_API_BASE: z.string().url().default('https://api.twilio.com'),
  /** How long one SMS send may take, retry included, before it fails (502, the code is dropped). */
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
})

const TWILIO_VARS = [
  'TWILIO_ACCOUNT_SID',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_API_KEY',
  'TWILIO_API_SECRET',
  'TWILIO_FROM',
  'TWILIO_MESSAGING_SERVICE_SID',
] as const
type Parsed = z.infer<typeof schema>

/** What the Twilio client needs, checked as a whole at start-up (lib/sms-twilio.ts). */
export interface TwilioSettings {
  accountSid: string
  /** HTTP Basic user and password: the Account SID and auth token, or the API key and its secret. */
  username: string
  password: string
  sender: { From: string } | { MessagingServiceSid: string }
  apiBase: string
  timeoutMs: number
}

export type Config = Omit<
  Parsed,
  | 'DATA_DIR'
  | 'PUBLIC_URL'
  | 'PAYMENTS_SANDBOX'
  | 'API_DOCS'
  | 'TWILIO_API_BASE'
  | (typeof TWILIO_VARS)[number]
> & {
  DATA_DIR: string
  PUBLIC_URL: string
  isProduction: boolean
  PAYMENTS_SANDBOX: boolean
  API_DOCS: boolean
  /** Set when SMS_PROVIDER is "twilio"; the only place its credentials are kept. */
  twilio: TwilioSettings | null
}

/** The Twilio settings, or what is wrong with them; none of them without SMS_PROVIDER=twilio. */
function twilioOf(c: Parsed, isProduction: boolean): { twilio: TwilioSettings | null; problems: string[] } {
  if (c.SMS_PROVIDER !== 'twilio') {
    const stray = TWILIO_VARS.filter((name) => c[name] !== undefined)
    const problems = stray.length
      ? [`SMS_PROVIDER: ${stray.join(', ')} set; add SMS_PROVIDER=twilio to send SMS`]
      : []
    return { twilio: null, problems }
  }
  const problems: string[] = []
  const sid = c.TWILIO_ACCOUNT_SID
  if (!sid) problems.push('TWILIO_ACCOUNT_SID: required with SMS_PROVIDER=twilio')
  const token = c.TWILIO_AUTH_TOKEN
  const key =
    c.TWILIO_API_KEY && c.TWILIO_API_SECRET ? { user: c.TWILIO_API_KEY, secret: c.TWILIO_API_SECRET } : null
  if (token && (c.TWILIO_API_KEY || c.TWILIO_API_SECRET)) {
    problems.push('TWILIO_AUTH_TOKEN: set it, or TWILIO_API_KEY with TWILIO_API_SECRET, not both')
  } else if (!token && !key) {
    problems.push(
      'TWILIO_AUTH_TOKEN: required with SMS_PROVIDER=twilio, or TWILIO_API_KEY with TWILIO_API_SECRET',
    )
  }
  const from = c.TWILIO_FROM
  const service = c.TWILIO_MESSAGING_SERVICE_SID
  if (Boolean(from) === Boolean(service)) {
    problems.push('TWILIO_FROM: set either TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID (exactly one)')
  }
  // Basic auth carries the secret in every request.
  if (isProduction && !c.TWILIO_API_BASE.startsWith('https://')) {
    problems.push('TWILIO_API_BASE: must be https:// in production')
  }
  if (problems.length || !sid) return { twilio: null, problems }
  return {
    twilio: {
      accountSid: sid,
      username: key?.user ?? sid,
      password: key?.secret ?? token ?? '',
      sender: from ? { From: from } : { MessagingServiceSid: service ?? '' },
      apiBase: c.TWILIO_API_BASE.replace(/\/+$/, ''),
      timeoutMs: c.SMS_TIMEOUT_MS,
    },
    problems,
  }
}

/** Production must be able to deliver what it promises: mail for codes, SMS for phones. */
function productionProblems(c: Parsed): string[] {
  const problems: string[] = []
  if (!c.SMTP_URL && !c.ALLOW_NO_MAIL) {
    problems.push(
      'SMTP_URL: required in production (verification codes must be mailed); ' +
        'set ALLOW_NO_MAIL=true to start without mail',
    )
  }
  if (c.PHONE_VERIFICATION === 'sms' && !c.SMS_PROVIDER) {
    problems.push(
      'SMS_PROVIDER: required in production while PHONE_VERIFICATION=sms (phones are verified by SMS code); ' +
        'set SMS_PROVIDER=twilio with the TWILIO_* settings, or PHONE_VERIFICATION=off if this site verifies no phones',
    )
  }
  return problems
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const c = parsed.data
  const isProduction = c.NODE_ENV === 'production'
  const { twilio, problems } = twilioOf(c, isProduction)
  if (isProduction) problems.unshift(...productionProblems(c))
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`)
  const {
    TWILIO_ACCOUNT_SID,
    TWILIO_AUTH_TOKEN,
    TWILIO_API_KEY,
    TWILIO_API_SECRET,
    TWILIO_FROM,
    TWILIO_MESSAGING_SERVICE_SID,
    TWILIO_API_BASE,
    ...rest
  } = c
  return {
    ...rest,
    twilio,
    DATA_DIR: path.resolve(c.DATA_DIR),
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    isProduction,
    PAYMENTS_SANDBOX: c.PAYMENTS_SANDBOX ?? !isProduction,
    API_DOCS: c.API_DOCS ?? !isProduction,
  }
}
