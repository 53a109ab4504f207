/** Server secrets kept in the settings table, so every instance on one database shares them. */
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/client.ts'
import { ensureSetting } from '../modules/site/settings.repo.ts'

const JWT_KEY = 'secret.jwt'

export async function loadJwtKey(db: Db): Promise<Uint8Array> {
  const secret = await ensureSetting(db, JWT_KEY, randomBytes(48).toString('base64'))
  if (typeof secret !== 'string') throw new Error('JWT secret missing from settings')
  return new Uint8Array(Buffer.from(secret, 'base64'))
}
