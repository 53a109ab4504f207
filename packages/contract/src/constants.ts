/** Business constants and limits (docs/product/constants.md), shared by server and web. */

export const LANGUAGES = ['zh-Hant', 'zh-Hans', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'zh-Hant'

export const CHECK_IN_CYCLE_DAYS = 7
/** Coins to list or renew for a duration (days → coins). */
export const LISTING_PRICES = { 7: 10, 30: 30 } as const
/**
 * Coins paid once to each new member at registration until an operator sets the site's own
 * (`welcomeCoins` of the site settings, docs/admin.md): a first 7-day listing at once.
 */
export const WELCOME_COINS_DEFAULT = LISTING_PRICES[7]
export const WELCOME_COINS_MAX = 10_000
export const MAX_GOODS_IMAGES = 8
export const MAX_ADDRESSES = 5

export const USERNAME_MIN = 5
export const USERNAME_MAX = 15
export const PASSWORD_MIN = 6
export const PASSWORD_MAX = 20

export const QUOTE_MIN = '0.01'
export const QUOTE_MAX = '9999999999.99'

export const RETRY_DELAY_MS = 2000
export const REQUEST_TIMEOUT_MS = 10_000
export const SLIDER_FAIL_RELOAD_MS = 1000

export const CODE_RESEND_SECONDS = 60
export const CODE_TTL_SECONDS = 5 * 60
export const CODE_MAX_TRIES = 5
export const CODE_LENGTH = 6

export const PHONE_PREFIXES = ['852', '86', '1'] as const
export type PhonePrefix = (typeof PHONE_PREFIXES)[number]
export const DEFAULT_PHONE_PREFIX: PhonePrefix = '852'

export const SLIDER = { width: 300, height: 150, pieceWidth: 60, pieceHeight: 60 } as const
/** How far the piece's top-left corner can be dragged (it stays inside the picture). */
export const SLIDER_MAX_X = SLIDER.width - SLIDER.pieceWidth
export const SLIDER_MAX_Y = SLIDER.height - SLIDER.pieceHeight
/**
 * The hole is anywhere the piece can reach with x ≥ this, so the piece (which starts at x 0) never
 * hides it; both its x and its y are secret (docs/decisions.md, "Slider captcha").
 */
export const SLIDER_HOLE_MIN_X = SLIDER.pieceWidth
/** How far (px, straight-line distance) the dropped piece may be from the hole and still pass. */
export const SLIDER_TOLERANCE_PX = 6.5
export const SLIDER_TTL_SECONDS = 5 * 60

export const PAGE_SIZE = {
  popular: 10,
  recommended: 10,
  articles: 10,
  notices: 10,
  drawer: 10,
  footprints: 20,
  /** The search and browse results (/goodsList): four or five rows of the grid at 1280 px. */
  search: 20,
} as const
export const MAX_PAGE_SIZE = 100
/** Notices deleted in one request: at most a page of the largest size. */
export const NOTICE_IDS_MAX = MAX_PAGE_SIZE

export const SITE_CACHE_MS = 60 * 60 * 1000
export const CATEGORY_CACHE_MS = 60 * 60 * 1000
export const MOBILE_BREAKPOINT = 768
export const MAX_INPUT_LENGTH = 140
export const CURRENCY = 'HK$'

/** Login step-up: after this many failures in the window, a LOGIN slider is needed too. */
export const LOGIN_FAILURES_BEFORE_SLIDER = 5
export const LOGIN_FAILURE_WINDOW_MINUTES = 15
/**
 * Login lock (docs/decisions.md, "Accounts"): an account's failures since its last success, within
 * LOGIN_LOCK_MEMORY_HOURS, beyond LOGIN_FAILURES_BEFORE_LOCK each lock it for twice as long as the
 * one before (1, 2, 4 … minutes), at most LOGIN_LOCK_MAX_MINUTES. No slider pass shortens it.
 */
export const LOGIN_FAILURES_BEFORE_LOCK = 5
export const LOGIN_LOCK_MAX_MINUTES = 60
export const LOGIN_LOCK_MEMORY_HOURS = 24
/**
 * Failed logins in the window (attempts in flight included) per address (an IPv4 address, an IPv6
 * /64) and per network (an IPv4 /24, an IPv6 /48): the server's lib/ip.ts.
 */
export const LOGIN_FAILURES_PER_IP = 20
export const LOGIN_FAILURES_PER_SUBNET = 100

/** Listings (issue: listings and discovery). */
export const OPEN_DAYS = [7, 30] as const
export type OpenDays = (typeof OPEN_DAYS)[number]
export const GOODS_NAME_MAX = 60
export const GOODS_INTRO_MAX = 2000
export const CONTACT_VALUE_MAX = 140
/**
 * Distinct listings whose contacts one member may reveal per Hong Kong day (docs/product/domain-rules.md,
 * "Contact privacy"); a repeat of the same listing that day, and a seller's own, are free.
 */
export const CONTACT_REVEALS_PER_DAY = 20
export const BOOST_MIN = 1
export const BOOST_MAX = 10_000
export const REPORT_CONTEXT_MAX = 500
/** Uploaded images: size, pixels, and the sizes we re-encode to (longest side, px). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024
export const IMAGE_MAX_PIXELS = 40_000_000
export const IMAGE_DISPLAY_PX = 1280
export const IMAGE_THUMB_PX = 400
/**
 * Shape limits, read from the header before decoding: a 1 × 30,000,000 strip is under 40 MP yet
 * takes seconds of CPU to decode (docs/decisions.md, Images). Both bounds are inclusive.
 */
export const IMAGE_MAX_SIDE_PX = 10_000
/** The long side at most this many times the short side. */
export const IMAGE_MAX_ASPECT_RATIO = 10
/** Expiry notices: GOODS_EXPIRED_SOON this long before closeTime. */
export const EXPIRY_SOON_HOURS = 24
export const CATEGORY_SEARCH_DEBOUNCE_MS = 500
export const HOT_WORDS_COUNT = 8
/** Search results are counted up to this many; the web shows "1,000+" at the cap. */
export const SEARCH_TOTAL_CAP = 1000
export const ADDRESS_NAME_MAX = 60
/** The 18 districts of Hong Kong, for meet-up addresses. */
export const HK_DISTRICTS = [
  'CENTRAL_WESTERN',
  'WAN_CHAI',
  'EASTERN',
  'SOUTHERN',
  'YAU_TSIM_MONG',
  'SHAM_SHUI_PO',
  'KOWLOON_CITY',
  'WONG_TAI_SIN',
  'KWUN_TONG',
  'KWAI_TSING',
  'TSUEN_WAN',
  'TUEN_MUN',
  'YUEN_LONG',
  'NORTH',
  'TAI_PO',
  'SHA_TIN',
  'SAI_KUNG',
  'ISLANDS',
] as const
export type HkDistrict = (typeof HK_DISTRICTS)[number]
/** A listing's meet-up places picked in the sell form (docs/product/data.md#meet-up-places). */
export const MAX_MEETUP_STATIONS = 5
export const MAX_MEETUP_DISTRICTS = 3
export const MEETUP_NOTE_MAX = 140
/** A search's district and station filters: any of this many at most. */
export const MAX_SEARCH_PLACES = 10
