/**
 * The settings page's coin and moderation forms (docs/admin.md, "Coins" and "Content and
 * settings"): what the operator typed, checked by the contract's own rules
 * (`@kaifong/contract/admin` coinSettings, moderationSettings) before it is sent, each problem
 * named by the field the server would name (`packages.0.price`, `rewards.video`).
 */
import {
  COIN_PACKAGES_MAX,
  coinPackageInput,
  coinRewards,
  moderationSettings,
  siteSettingsBody,
} from '@kaifong/contract/admin'
import type { CoinSettings } from './types.ts'

/** A package row as typed (numbers stay text until checked). */
export interface PackageRow {
  id: string
  coins: string
  price: string
}

export type RewardKey = keyof CoinSettings['rewards']
export const REWARD_KEYS = Object.keys(coinRewards.shape) as RewardKey[]

export interface CoinsForm {
  packages: PackageRow[]
  rewards: Record<RewardKey, string>
}

export const coinsFormOf = (settings: CoinSettings): CoinsForm => ({
  packages: settings.packages.map((p) => ({ id: p.id, coins: String(p.coins), price: p.price })),
  rewards: Object.fromEntries(REWARD_KEYS.map((k) => [k, String(settings.rewards[k])])) as Record<
    RewardKey,
    string
  >,
})

/** A whole number typed as text, or NaN. */
const wholeNumber = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN)

/** The problems of a coins form, as adminContent keys by field name (empty when it may be saved). */
export function coinProblems(form: CoinsForm): Record<string, string> {
  const problems: Record<string, string> = {}
  if (form.packages.length < 1 || form.packages.length > COIN_PACKAGES_MAX)
    problems.packages = 'adminContent.settings.coins.packagesCount'
  const seen = new Set<string>()
  form.packages.forEach((row, i) => {
    const id = row.id.trim()
    if (!coinPackageInput.shape.id.safeParse(id).success)
      problems[`packages.${i}.id`] = 'adminContent.settings.coins.idInvalid'
    else if (seen.has(id)) problems[`packages.${i}.id`] = 'adminContent.settings.coins.idDuplicate'
    seen.add(id)
    if (!coinPackageInput.shape.coins.safeParse(wholeNumber(row.coins)).success)
      problems[`packages.${i}.coins`] = 'adminContent.settings.coins.coinsInvalid'
    if (!coinPackageInput.shape.price.safeParse(row.price.trim()).success)
      problems[`packages.${i}.price`] = 'adminContent.settings.coins.priceInvalid'
  })
  for (const key of REWARD_KEYS)
    if (!coinRewards.shape[key].safeParse(wholeNumber(form.rewards[key])).success)
      problems[`rewards.${key}`] = 'adminContent.settings.coins.rewardInvalid'
  return problems
}

/** The body of PUT /admin/api/settings/coins from a form without problems. */
export const coinSettingsOf = (form: CoinsForm): CoinSettings => ({
  packages: form.packages.map((row) => ({
    id: row.id.trim(),
    coins: Number(row.coins),
    price: row.price.trim(),
  })),
  rewards: Object.fromEntries(
    REWARD_KEYS.map((k) => [k, Number(form.rewards[k])]),
  ) as CoinSettings['rewards'],
})

/** A new package row with an id no other row has. */
export function newPackageRow(rows: readonly PackageRow[]): PackageRow {
  let n = rows.length + 1
  while (rows.some((r) => r.id === `coins-new-${n}`)) n += 1
  return { id: `coins-new-${n}`, coins: '', price: '' }
}

/** The hold-after-reports number when valid (1–100), else null. */
export function holdAfterReportsOf(text: string): number | null {
  const n = wholeNumber(text)
  return moderationSettings.shape.holdAfterReports.safeParse(n).success ? n : null
}

/** The welcome coins when valid (a whole number, 0 to WELCOME_COINS_MAX), else null. */
export function welcomeCoinsOf(text: string): number | null {
  const n = wholeNumber(text)
  return siteSettingsBody.shape.welcomeCoins.safeParse(n).success ? n : null
}
