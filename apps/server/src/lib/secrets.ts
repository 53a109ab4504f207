/**
 * Server secrets kept in the settings table, so every instance on one database shares them: the
 * access tokens' key, and the key of stored verification codes (docs/decisions.md, "Codes and captcha").
 */
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/client.ts'
import { ensureSetting } from '../modules/site/index.ts'

const JWT_KEY = 'secret.jwt'
const CODE_KEY = 'secret.codes'

async function loadKey(db: Db, key: typeof JWT_KEY | typeof CODE_KEY, bytes: number): Promise<Uint8Array> {
  const secret = await ensureSetting(db, key, randomBytes(bytes).toString('base64'))
  if (typeof secret !== 'string') throw new Error(`${key} missing from settings`)
  return new Uint8Array(Buffer.from(secret, 'base64'))
}

export function loadJwtKey(db: Db): Promise<Uint8Array> {
  return loadKey(db, JWT_KEY, 48)
}

/**
 * A code is stored as HMAC(key, target|type|code): without the key, a copy of the codes table
 * cannot be turned back into its live codes by trying all 10^6.
 */
export function loadCodeKey(db: Db): Promise<Uint8Array> {
  return loadKey(db, CODE_KEY, 32)
}
