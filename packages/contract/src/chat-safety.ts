/**
 * Safety tips in chat (docs/product/chat.md#safety-tips): which tips the receiver of a text message
 * sees, and where its links are so the web app shows them behind a warning. The server stores the
 * kinds with the message; the web renders the links. Every rule is narrow on purpose: a tip under
 * ordinary talk (prices, times, model numbers, stations) teaches people to ignore tips, so each
 * rule names the context that makes a number or a word a risk.
 */
import { SAFETY_KINDS, type SafetyKind } from './api/chat.ts'
import { foldDisguises } from './chat-safety-disguises.ts'
import { linksIn } from './chat-safety-links.ts'

export { foldDisguises } from './chat-safety-disguises.ts'
export { type ChatLink, linksIn } from './chat-safety-links.ts'

// ---- Phone numbers (OFF_PLATFORM) ----

// A number glued to a letter, digit, decimal point, slash or hyphen is part of a code, date or
// price, and one right after a currency ("$", "HKD", "港幣") is a price.
const NUMBER_BEFORE = String.raw`(?<![\w.,/-])(?<!(?:[$¥]|hkd|rmb|usd|港幣|港币|人民幣|人民币)\s?)`
// The same after it, plus a decimal part or a currency word ("91234567元", "9123.5").
const NUMBER_AFTER = String.raw`(?![\w/-]|[.,:]\d)(?!\s?(?:元|蚊|圓|圆|块|塊|萬|万|hkd|dollar|buck))`
// A 4-digit group right before or after it makes it part of a card or account ("6222 0212 3456 7890").
const NOT_IN_GROUPS = { before: String.raw`(?<!\d{4}\s)`, after: String.raw`(?!\s\d{4})` }
// A split number ending in round hundreds is a price after a range or a model ("4000-5000",
// "RTX 4090 8000"), not a phone; an unsplit one ("91234500") still is.
const NOT_A_PRICE = String.raw`(?!\d{4}[\s-]\d{2}00(?!\d))`

// Hong Kong mobiles: 8 digits from 4–9, maybe "+852", maybe split 4+4 ("9123 4567").
const HK_MOBILE = new RegExp(
  String.raw`${NUMBER_BEFORE}${NOT_IN_GROUPS.before}(?:\(?\+?852\)?[\s-]?)?${NOT_A_PRICE}[4-9]\d{3}[\s-]?\d{4}${NUMBER_AFTER}${NOT_IN_GROUPS.after}`,
  'iu',
)
// Mainland mobiles: 1[3-9] and 9 more digits, maybe "+86", maybe split 3+4+4.
const MAINLAND_MOBILE = new RegExp(
  String.raw`${NUMBER_BEFORE}(?:\+?86[\s-]?)?1[3-9]\d[\s-]?\d{4}[\s-]?\d{4}${NUMBER_AFTER}`,
  'iu',
)
// North American numbers only with "+1": bare 10-digit numbers are too often something else.
const NANP_PHONE = new RegExp(
  String.raw`${NUMBER_BEFORE}\+1[\s-]?\(?[2-9]\d{2}\)?[\s-]?\d{3}[\s-]?\d{4}${NUMBER_AFTER}`,
  'iu',
)
const PHONES = [HK_MOBILE, MAINLAND_MOBILE, NANP_PHONE]

// ---- Verification codes (CODE_REQUEST) ----
// The classic account takeover: "I'll send a code to your phone, tell me the 6 digits", and the
// code binds the receiver's WhatsApp, bank or marketplace account to the scammer's device. Trading
// second-hand goods never needs one, so naming a verification code at all is a tip (also "I got
// the code": scammers set the scene that way; docs/product/chat.md#safety-tips). Codes of another
// sort (優惠碼, QR code, 尺碼, promo code, dress code) are not.

// The names of a verification code in Chinese, both scripts.
const CODE_WORDS_ZH =
  /驗證碼|验证码|驗証碼|認證碼|认证码|校驗碼|校验码|確認碼|确认码|動態碼|动态码|短訊碼|短讯码|短信碼|短信码|簡訊碼|简讯码|登入碼|登录码|登錄碼|一次性密碼|一次性密码/u
// In English: "verification code", "OTP", "SMS code", "WhatsApp code", "6-digit code".
const CODE_WORDS_EN =
  /\b(?:verification|verify|confirmation|one[\s-]?time|login|log-in|sign-in|security|auth(?:entication)?|2fa|sms|whats\s?app|we\s?chat|telegram)\s*(?:pass)?code\b|\botp\b|\b(?:6|six)[\s-]?digits?\s+(?:code|number|pin)\b/iu
// Six digits (or "六位") before an optional "數字 / 碼": the length of every SMS code here.
const SIX_DIGITS_ZH = String.raw`(?:6|六)\s?位\s?(?:數字|数字|數|数)?\s?(?:碼|码|code)?`
// Asking for a code in Chinese: a verb of giving or telling, then (a measure word and) the code.
// "俾個碼我", "發埋個code俾我", "話我知個碼", "俾6位數字我"; never a code with a word between
// ("俾個優惠碼我"), and not 報 ("報個碼" is telling one's size).
const CODE_ASK_ZH = new RegExp(
  String.raw`(?:俾|畀|給|给|發|发|傳|传|讀|读|send|(?:話|话|講|讲)(?:我|俾我)?知|告訴|告诉|提供|截圖|截图)(?:返|番|翻|埋|吓|下|一下)?\s?(?:我|我哋|俾我|給我|给我)?\s?(?:個|个|條|条|嗰個|嗰个|那个|這個|这个|呢個)?\s?(?:${SIX_DIGITS_ZH}|碼|码|code|pin)(?!數|数)`,
  'iu',
)
// "The code you received": 收到 and right after it the code ("你收到嘅碼", "收到的6位数字").
const CODE_RECEIVED_ZH = new RegExp(
  String.raw`收到(?:嘅|的|咗嘅|了的|嗰個|嗰|那个|個|个|咗|了)?\s?(?:${SIX_DIGITS_ZH}|碼|码|code|數字|数字)(?!數|数)`,
  'iu',
)
// Asking for a code in English: "send me the code", "give me the 6 digit code", "the code you got".
const CODE_ASK_EN =
  /\b(?:send|give|tell|share|forward|read|pass|text)\s+(?:it\s+)?(?:me|us|over|back)?\s*(?:the|your|that|this|a)?\s*(?:(?:6|six)[\s-]?digits?\s+)?(?:code|pin)\b|\bcode\s+(?:you|u)\s+(?:just\s+)?(?:got|received|get)\b|\bcode\s+(?:that\s+)?(?:was\s+|i\s+|we\s+)?(?:just\s+)?sent\s+(?:to\s+)?(?:you|your|ur)\b|\bforward\s+(?:me\s+)?(?:the|that)\s+(?:sms|text)\b/iu

const CODE_REQUEST_RULES = [CODE_WORDS_ZH, CODE_WORDS_EN, CODE_ASK_ZH, CODE_RECEIVED_ZH, CODE_ASK_EN]

// ---- Messaging apps and contact words (OFF_PLATFORM) ----

// Naming WhatsApp (or a wa.me link) in a marketplace chat is asking to talk there.
const WHATSAPP = /(?<![a-z])(?:whats\s?app|wts\s?app|wtsp|watsapp)(?![a-z])|(?<![\w.])wa\.me\//iu
// Naming WeChat is too; WeChat Pay and 微信轉賬 are payments (PAYMENT_APPS, TRANSFER), not talk.
const WECHAT = /(?<![a-z])(?:we\s?chat|weixin)(?!\s?pay)|微信(?!支付|轉賬|转账)|威信|薇信/iu
// Naming Telegram (電報, a t.me link) is too.
const TELEGRAM = /(?<![a-z])telegram|電報|电报|(?<![\w.])t\.me\//iu

// Words before a short or ambiguous app name that make it a contact ("加line", "add me on IG", "我ig").
const CUE_BEFORE = String.raw`(?:加|用|有冇|有没有|我嘅|我的?|\badd\s+(?:me\s+)?(?:on\s+)?(?:my\s+)?|\b(?:my|me\s+on)\s+)\s*`
// Words after it that do ("line id", "tg: @abc", "ig @abc", "line號", "wa我", "line me").
const CUE_AFTER = String.raw`\s*(?:id(?![a-z])|[:：]|@\w|號|号|帳號|账号|帐号|搵我|找我)|我|\s+me(?![a-z])`
// "Signal" is also phone reception ("冇signal", "my signal is fine", "signal: full"), so fewer cues.
const SIGNAL_CUE_BEFORE = String.raw`(?:加|用|\badd\s+(?:me\s+)?(?:on\s+)?|\bme\s+on\s+)\s*`
const SIGNAL_CUE_AFTER = String.raw`\s*(?:id(?![a-z])|@\w|號|号|帳號|账号|帐号|搵我|找我)`

/** An app name that counts only with a cue: "line" alone is an MTR line, "ig" alone is part of talk. */
const contactCue = (app: string, before = CUE_BEFORE, after = CUE_AFTER) =>
  new RegExp(`${before}(?:${app})(?![a-z0-9])|(?<![a-z])(?:${app})(?:${after})`, 'iu')

// LINE with a cue ("line id", "加line"): bare "line" is the Tsuen Wan Line or a queue.
const LINE = contactCue('line')
// Signal with a cue ("add me on signal", "加signal"): bare "signal" is reception.
const SIGNAL = contactCue('signal', SIGNAL_CUE_BEFORE, SIGNAL_CUE_AFTER)
// Instagram with a cue ("my ig", "ig: @abc"): "insta360" is a camera, "big" has "ig" in it.
const INSTAGRAM = contactCue('ig|insta(?:gram)?')
// Short names with a cue: "tg" Telegram, "wa" WhatsApp, "vx" / "wx" / "v信" WeChat.
const SHORT_APP_NAMES = contactCue('tg|wa|vx|wx|v信')

// Asking for a private message elsewhere; "pm" right after a digit is a time ("3pm我到").
const PRIVATE_MESSAGE = /私訊|私讯|私信|私聊|(?<!\d\s?)\b(?:pm|dm|inbox)\s*(?:me(?![a-z])|我)/iu
// Asking for or giving a phone number in Chinese; "部電話" (the phone for sale) is not one of these.
const PHONE_WORDS_ZH =
  /(?:留|俾|畀|給|给)(?:低|下|我|你)?(?:個|个)?(?:電話|电话)|(?:電話|电话|手機|手机)(?:號碼|号码|號|号|幾多號|多少號|多少号)|(?:電話|电话)\s*[:：]|打(?:個|个)?(?:電話|电话)?(?:俾|畀|給|给)我|聯絡電話|联系电话/u
// The same in English; "my phone" alone is the phone for sale.
const PHONE_WORDS_EN =
  /\b(?:phone|contact|mobile|cell)\s*(?:number|no\.|#)|\b(?:my|your)\s+number\b|\b(?:call|text|sms|ring)\s+me\b/iu
// An email address moves the talk to email.
const EMAIL = /[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/iu

const OFF_PLATFORM_RULES = [
  ...PHONES,
  WHATSAPP,
  WECHAT,
  TELEGRAM,
  LINE,
  SIGNAL,
  INSTAGRAM,
  SHORT_APP_NAMES,
  PRIVATE_MESSAGE,
  PHONE_WORDS_ZH,
  PHONE_WORDS_EN,
  EMAIL,
]

// ---- Paying ahead (PAY_AHEAD) ----

// A deposit is money before the goods; "一定金色" and "指定金額" only contain the letters of 定金.
const DEPOSIT = /\bdeposit|訂金|订金|(?<![一決决肯確确固指])定金|按金|落訂|落订|落定|付訂|付订/iu
// A bank transfer is money before meeting: "transfer" alone is also changing MTR lines.
const TRANSFER =
  /\b(?:bank|wire)\s+transfer|\be-?transfer\b|\btransfer\s+(?:the\s+)?(?:money|payment|funds)|\btransfer\s+to\s+my|過數|过数|入數|入数|轉賬|轉帳|转账|转帐|匯款|汇款|打款|轉數快|转数快/iu
// FPS (the HK transfer system), but not frame rates ("60fps", "144 fps") or shooter games ("打FPS").
const FPS = /(?<![打玩])(?<!\d\s?)\bfps(?![a-z])(?!\s*(?:games?|遊戲|游戏))/iu
// Asking to pay first in English; "pay me when we meet" is fine, so a "first"-like word is needed.
const PAY_FIRST_EN =
  /\b(?:pay|transfer|send\s+(?:the\s+)?money|payment)\s+(?:first|before|in\s+advance|up\s?front)|\bpre-?pay|\badvance\s+payment/iu
// Asking to pay first in Chinese ("先過數", "俾錢先"); "見到貨先俾錢" (pay once I see it) is safe.
const PAY_FIRST_ZH =
  /(?<![貨货面到完咗了後后時时])先(?:付|(?:俾|畀|給|给|交|打|轉|转|匯|汇|過|过|入)(?:咗|了)?(?:錢|钱|款|數|数|賬|帳|账|帐))|(?:俾|畀|給|给|付|交)(?:咗|了)?(?:錢|钱|款)先|預付|预付/u
// Paying by app is paying remotely; "pay me" (two words) is not PayMe.
const PAYMENT_APPS =
  /(?<![a-z])payme(?![a-z])|paypal|alipay|支付寶|支付宝|微信支付|(?:we\s?chat|weixin)\s?pay/iu
// An FPS id (7–9 digits) next to its name is a payee, whatever the words around it.
const FPS_ID = /(?:fps|轉數快|转数快)(?:\s*id)?\s*[:：]?\s*\d{7,9}(?!\d)/iu

const PAY_AHEAD_RULES = [DEPOSIT, TRANSFER, FPS, PAY_FIRST_EN, PAY_FIRST_ZH, PAYMENT_APPS, FPS_ID]

// Digit groups joined by hyphens or single spaces ("123-456789-001", "6222 0212 3456 7890").
const DIGIT_GROUPS = /(?<![\w.,/$+-])\d{2,8}(?:[ -]\d{1,9}){1,4}(?![\w/-]|[.,:]\d)/gu
// Accounts and card numbers are 10–16 digits; fewer is a phone, a date or a price range.
const ACCOUNT_DIGITS = { min: 10, max: 16 }

/** Whether the text has a bank account number: grouped digits that are not a phone or a price list. */
function hasBankAccount(text: string): boolean {
  // A number already read as a phone ("+852 9123 4567") is not also an account.
  const rest = PHONES.reduce((t, phone) => t.replace(new RegExp(phone, 'giu'), ' '), text)
  for (const [groups] of rest.matchAll(DIGIT_GROUPS)) {
    const parts = groups.split(/[ -]/)
    const digits = parts.join('').length
    // Round hundreds only ("12000-15000", "1200 1500 1800") are prices.
    const prices = parts.every((part) => part.endsWith('00'))
    if (digits >= ACCOUNT_DIGITS.min && digits <= ACCOUNT_DIGITS.max && !prices) return true
  }
  return false
}

function kindsIn(t: string): Record<SafetyKind, boolean> {
  return {
    CODE_REQUEST: CODE_REQUEST_RULES.some((rule) => rule.test(t)),
    OFF_PLATFORM: OFF_PLATFORM_RULES.some((rule) => rule.test(t)),
    PAY_AHEAD: PAY_AHEAD_RULES.some((rule) => rule.test(t)) || hasBankAccount(t),
    LINK: linksIn(t).length > 0,
  }
}

/**
 * The safety tips the receiver of a text message should see, once each, in SAFETY_KINDS order.
 * Full-width letters and digits ("９１２３４５６７", "ＷｈａｔｓＡｐｐ") count as their ASCII forms, and
 * the rules also read the text with its disguises undone (`foldDisguises`).
 */
export function safetyKindsOf(text: string): SafetyKind[] {
  const typed = kindsIn(text.normalize('NFKC'))
  const folded = foldDisguises(text)
  const unfolded = folded === text.normalize('NFKC') ? typed : kindsIn(folded)
  return SAFETY_KINDS.filter((kind) => typed[kind] || unfolded[kind])
}
