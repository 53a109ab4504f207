/**
 * The links in a chat message (docs/product/chat.md#safety-tips): where each one is, so the web
 * app shows it behind a warning, and the LINK tip of chat-safety.ts.
 */

/** A link found in a message: `text.slice(start, end)` is what was typed, `url` an absolute address. */
export interface ChatLink {
  start: number
  end: number
  url: string
}

// Characters a typed URL may hold: ASCII only, so Chinese text or "，" right after it ends it.
const URL_CHAR = String.raw`[\w\-.~:/?#\[\]@!$&'()*+,;=%]`
// Top-level domains that make a bare "word.tld" a link, so "e.g.", "3.5mm" or "Mr.Chan" is not one.
const TLDS =
  'com|net|org|edu|gov|info|biz|io|co|me|ly|gl|cc|tv|app|dev|xyz|top|shop|store|site|online|link|vip|asia|hk|cn|tw|mo|sg|jp|kr|uk|us'
// "http://…" and "https://…".
const SCHEME_LINK = String.raw`\bhttps?:\/\/[a-z0-9]${URL_CHAR}*`
// "www.…" with any top-level domain.
const WWW_LINK = String.raw`(?<![\w.@/-])www\.[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#:]${URL_CHAR}*)?`
// A bare domain ("bit.ly/x", "example.com.hk"); not the domain of an email ("mary@example.com").
const BARE_DOMAIN_LINK = String.raw`(?<![\w.@/-])(?:[a-z0-9][a-z0-9-]*\.)+(?:${TLDS})(?![a-z0-9@-])(?:[/?#:]${URL_CHAR}*)?`
const LINK = new RegExp(`${SCHEME_LINK}|${WWW_LINK}|${BARE_DOMAIN_LINK}`, 'giu')
// Sentence punctuation typed right after a link is not part of it.
const TRAILING_PUNCTUATION = new Set(['.', ',', ';', ':', '!', '?', "'", '"', '*'])
const CLOSING_BRACKETS: Record<string, string> = { ')': '(', ']': '[' }

/** How much of a matched link is the link: drop trailing punctuation and brackets it did not open. */
function linkLength(link: string): number {
  let end = link.length
  while (end > 0) {
    const last = link.charAt(end - 1)
    const opening = CLOSING_BRACKETS[last]
    if (opening !== undefined) {
      // A ")" that closes a "(" inside the link stays ("…/wiki/Foo_(bar)"); otherwise it's the text's.
      const head = link.slice(0, end)
      if (head.split(opening).length >= head.split(last).length) break
    } else if (!TRAILING_PUNCTUATION.has(last)) break
    end -= 1
  }
  return end
}

/**
 * The links in a message, in order, with their exact positions. The web app shows them as text with
 * a warning before leaving the site; whether a link is to the site itself it decides by `url`'s host.
 * `url` is the link as typed, with "https://" in front when it had no scheme.
 */
export function linksIn(text: string): ChatLink[] {
  const links: ChatLink[] = []
  for (const match of text.matchAll(LINK)) {
    const start = match.index
    const end = start + linkLength(match[0])
    const typed = text.slice(start, end)
    links.push({ start, end, url: /^https?:\/\//i.test(typed) ? typed : `https://${typed}` })
  }
  return links
}
