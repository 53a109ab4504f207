/**
 * Site settings as other modules read and write them, by key (settings.repo.ts lists every key and
 * the JSON it holds). Each function takes a DbOrTx, so it joins the caller's transaction.
 */
import type { DbOrTx } from '../../db/client.ts'
import * as rows from './settings.repo.ts'

export type Settings = rows.Settings
export type SettingKey = rows.SettingKey

/** The value stored under `key`, or null when there is none. */
export function getSetting<K extends SettingKey>(db: DbOrTx, key: K): Promise<Settings[K] | null> {
  return rows.getSetting(db, key)
}

/**
 * Stores `value` under `key` unless the key holds a value already (another instance may have
 * stored its own first), then returns what the key holds.
 */
export function ensureSetting<K extends SettingKey>(
  db: DbOrTx,
  key: K,
  value: Settings[K],
): Promise<Settings[K] | null> {
  return rows.ensureSetting(db, key, value)
}

/** Stores `value` under `key`, replacing what it held, as of `at` (else the database's now()). */
export function putSetting<K extends SettingKey>(
  db: DbOrTx,
  key: K,
  value: Settings[K],
  at?: Date,
): Promise<void> {
  return rows.putSetting(db, key, value, at)
}
