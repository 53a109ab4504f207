/**
 * Links that hand a message to the seller's own contact methods (the in-app chat comes in a
 * later issue): WhatsApp click-to-chat and mailto.
 */

/**
 * wa.me wants the number with its country code and digits only. Sellers in Hong Kong often
 * type the 8-digit local number, so a bare 8-digit number gets 852 in front.
 */
export function whatsappHref(number: string, text: string): string | null {
  const trimmed = number.trim()
  let digits = trimmed.replace(/\D/g, '')
  if (!trimmed.startsWith('+') && digits.length === 8) digits = `852${digits}`
  if (digits.length < 8) return null
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
}

export function mailtoHref(email: string, subject: string, body: string): string {
  const to = encodeURIComponent(email.trim()).replace(/%40/g, '@')
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

/** The public address of a listing, for messages that leave the site. */
export function absoluteUrl(path: string): string {
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).toString()
}
