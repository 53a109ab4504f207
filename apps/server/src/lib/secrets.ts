/** Server secrets kept in the settings table, so every instance on one database shares them. */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { settings } from '../db/schema.ts'

const JWT_KEY = 'secret.jwt'

export async function loadJwtKey(db: Db): Promise<Uint8Array> {
  await db
    .insert(settings)
    .values({ key: JWT_KEY, value: randomBytes(48).toString('base64') })
    .onConflictDoNothing()
  const [row] = await db.select().from(settings).where(eq(settings.key, JWT_KEY))
  if (!row || typeof row.value !== 'string') throw new Error('JWT secret missing from settings')
  return new Uint8Array(Buffer.from(row.value, 'base64'))
}
