/** Entry point: read config, open the database, seed demo data, listen, and shut down gracefully. */
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { seedDemoData } from './db/seed/index.ts'

async function main() {
  const config = loadConfig()
  const database = await openDatabase(config)
  if (config.SEED_DEMO && !config.isProduction) await seedDemoData(database.db, config)
  const app = await buildApp({
    config,
    db: database.db,
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.accesstoken', 'req.headers.authorization', 'req.headers.cookie'],
    },
  })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
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
