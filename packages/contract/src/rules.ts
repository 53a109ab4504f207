/**
 * Rules both sides apply, each written once: the server enforces them and the web shows them
 * before it asks (docs/architecture.md, "One home per rule"). Limits that only shape an input
 * live here too when the contract's schemas had them as bare numbers.
 */
import { CHECK_IN_CYCLE_DAYS, OPEN_DAYS, type OpenDays } from './constants.ts'
import { GOODS_SORT, GOODS_STATUS, TRADING_METHOD } from './enums.ts'

/** The day of the check-in cycle a streak has reached: 1 to 7, and day 8 starts again at 1. */
export const checkInCycleDay = (streak: number) => ((streak - 1) % CHECK_IN_CYCLE_DAYS) + 1

/** Coins for the `streak`-th check-in in a row: as many as the day of the cycle it falls on. */
export const checkInRewardFor = (streak: number) => checkInCycleDay(streak)

/** Whether the chosen trading methods include meeting up, which needs a place. */
export const meetsUp = (tradingMethods: readonly number[]) => tradingMethods.includes(TRADING_METHOD.MEET_UP)

export type TradingField = 'tradingMethods' | 'addressIds' | 'contacts'
export interface TradingInput {
  tradingMethods: readonly number[]
  /** Meet-up places: address-book entries, MTR stations and districts (any one is enough). */
  addressIds: readonly unknown[]
  stationIds?: readonly unknown[]
  districts?: readonly unknown[]
  contacts: readonly unknown[]
  /** "Chat only": the seller gives no contact methods, buyers reach them in the chat. */
  chatOnly?: boolean
}

/**
 * A listing needs a trading method, a place when meeting up (an MTR station, a district or an
 * address-book place; reported on `addressIds`), and a contact method unless it is chat only.
 * Returns the fields still lacking, in that order; it can be published when none are.
 */
export function missingTradingFields(v: TradingInput): TradingField[] {
  const missing: TradingField[] = []
  if (v.tradingMethods.length === 0) missing.push('tradingMethods')
  const places = v.addressIds.length + (v.stationIds?.length ?? 0) + (v.districts?.length ?? 0)
  if (meetsUp(v.tradingMethods) && places === 0) missing.push('addressIds')
  if (!v.chatOnly && v.contacts.length === 0) missing.push('contacts')
  return missing
}

/** A listing runs for one of OPEN_DAYS (7 or 30 days). */
export const isOpenDays = (days: number): days is OpenDays => (OPEN_DAYS as readonly number[]).includes(days)

export type GoodsSort = (typeof GOODS_SORT)[keyof typeof GOODS_SORT]
/** The search's sort orders, in the order the sort bar offers them. */
export const GOODS_SORTS: readonly GoodsSort[] = [
  GOODS_SORT.RECOMMENDED,
  GOODS_SORT.LATEST,
  GOODS_SORT.PRICE_DESC,
  GOODS_SORT.PRICE_ASC,
]

type GoodsCondition = (typeof GOODS_STATUS)[keyof typeof GOODS_STATUS]
/** A listing's conditions (new, used, for rent, service), in the order filters offer them. */
export const GOODS_CONDITIONS: readonly GoodsCondition[] = [
  GOODS_STATUS.NEW,
  GOODS_STATUS.USED,
  GOODS_STATUS.RENT,
  GOODS_STATUS.SERVICE,
]

/** The longest national phone number accepted (E.164 allows 15 digits; contract mobileSchema). */
export const PHONE_DIGITS_MAX = 15
/** The longest invitation code accepted at sign-up (contract registerBody). */
export const INVITE_CODE_MAX = 32
