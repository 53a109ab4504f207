/** What every module needs, built once in app.ts and passed to each module's routes. */
import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'
import type { Clock } from './clock.ts'
import type { EventBus } from './events.ts'
import type { Limiter } from './limiter.ts'
import type { Mailer } from './mailer.ts'
import type { Realtime } from './realtime.ts'

export interface AppContext {
  config: Config
  db: Db
  clock: Clock
  mailer: Mailer
  /** Domain events: how one module's step causes another module's effect (lib/events.ts). */
  events: EventBus
  /** HMAC key for access tokens, stored in the database so every instance shares it. */
  jwtKey: Uint8Array
  /** HMAC key of stored verification codes (modules/codes), in the database like jwtKey. */
  codeKey: Uint8Array
  /** Counted limits per key, shared by every instance through Redis when it is set (lib/limiter.ts). */
  limits: Limiter
  /** Members' live sockets on every instance (lib/realtime.ts): chat, and later notices. */
  realtime: Realtime
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's context, for tests and scripts that call services directly. */
    ctx: AppContext
  }
}
