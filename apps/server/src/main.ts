/** Entry point: read config, open the database, seed demo data, listen, and shut down gracefully. */
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { seedDemoData } from './db/seed/index.ts'
import { createLogStream } from './lib/log-stream.ts'
import { startWatchdog } from './lib/watchdog.ts'

/** From a shutdown signal to the process being gone, whatever state it is in (docs/decisions.md). */
const SHUTDOWN_DEADLINE_MS = 10_000

async function main() {
  const config = loadConfig()
  const watchdog = startWatchdog()
  const database = await openDatabase(config)
  if (config.SEED_DEMO && !config.isProduction) await seedDemoData(database.db, config)
  const app = await buildApp({
    config,
    db: database.db,
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.accesstoken', 'req.headers.authorization', 'req.headers.cookie'],
      // Never blocks: pino's own stdout writer can hang the exit when nobody reads the pipe.
      stream: createLogStream(),
    },
  })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    // Kills the process at the deadline even if the main thread is stuck from here on.
    watchdog.arm(SHUTDOWN_DEADLINE_MS)
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS - 1_000)
    force.unref()
    try {
      await app.close()
      await database.close()
      process.exit(0)
    } catch (err) {
      app.log.error({ err }, 'error during shutdown')
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ port: config.PORT, host: config.HOST })
  app.log.info(`Kaifong Market on ${config.PUBLIC_URL} (database: ${database.kind})`)
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
