/**
 * The settings table, read and written by key: every key the server knows and the JSON it holds
 * are listed in `Settings`, so a read is typed by its key. Values come from the seed, an operator
 * or the server itself; readers of operator-set values still check them before use.
 */
import type { CoinPackage, HomeBlock } from '@kaifong/contract'
import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { preparedPer } from '../../db/prepared.ts'
import { type Localized, settings } from '../../db/schema.ts'

export interface SiteSettingsValue {
  siteName: Localized
  buyerSideLogo: string
  buyerSideIcon: string
  /** Coins each new member gets once (tasks/welcome.ts); absent in values stored before it existed. */
  welcomeCoins?: number
}

export interface Settings {
  /** The site's name, logo and icon (site.routes.ts; shown in mail, shared links and the header). */
  site: SiteSettingsValue
  /** Task rewards by name (tasks/rewards.ts); a missing or malformed one takes its default. */
  'coins.rewards': Readonly<Record<string, unknown>>
  /** Coin packages on sale (topup/packages.ts); none means the default packages. */
  'coins.packages': CoinPackage[]
  /** Distinct open reporters that hold a listing out of search and browsing (modules/reports; docs/admin.md); default 3. */
  'moderation.holdAfterReports': number
  /** The home page's sections in order and whether each shows (docs/admin.md, "Home blocks"; modules/content). */
  'home.blocks': HomeBlock[]
  /** Secrets made on first use and shared by every instance on the database. */
  'secret.jwt': string
  /** HMAC key of stored verification codes (lib/secrets.ts). */
  'secret.codes': string
  'secret.payment.sandbox': string
  /** Minutes an order waits for payment before the job cancels it (modules/orders; docs/product/orders.md, "Settings"); default 30. */
  'order.payMinutes': number
  /** Days after shipping when a DELIVERED order completes by itself (modules/orders); default 10. */
  'order.autoCompleteDays': number
  /** Coins worth HK$1 when paying an order (modules/orders); default 100. */
  'order.coinsPerDollar': number
  /** The largest share of an order's price coins may pay, in percent (modules/orders); default 50. */
  'order.coinsMaxSharePercent': number
  /** Days after completion when a buyer may still ask for an after-sale (modules/aftersales; docs/product/after-sales.md); default 7. */
  'afterSale.days': number
}
export type SettingKey = keyof Settings

// Read on every health check and site request (db/prepared.ts).
const statements = preparedPer((db) => ({
  byKey: db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, sql.placeholder('key')))
    .limit(1)
    .prepare('settings_by_key'),
}))

/** The value stored under `key`, or null when there is none. */
export async function getSetting<K extends SettingKey>(db: DbOrTx, key: K): Promise<Settings[K] | null> {
  const [row] = await statements(db).byKey.execute({ key })
  return (row?.value as Settings[K] | undefined) ?? null
}

/**
 * Stores `value` under `key` unless the key holds a value already (another instance may have
 * stored its own first), then returns what the key holds.
 */
export async function ensureSetting<K extends SettingKey>(
  db: DbOrTx,
  key: K,
  value: Settings[K],
): Promise<Settings[K] | null> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing()
  const [row] = await db.select().from(settings).where(eq(settings.key, key))
  return (row?.value as Settings[K] | undefined) ?? null
}

/**
 * Stores `value` under `key`, replacing what it held (an operator's save, docs/admin.md), as of
 * `at` (the app's clock), or of the database's now() when not given.
 */
export async function putSetting<K extends SettingKey>(
  db: DbOrTx,
  key: K,
  value: Settings[K],
  at?: Date,
): Promise<void> {
  const updatedAt = at ?? sql`now()`
  await db
    .insert(settings)
    .values({ key, value, updatedAt })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt } })
}
