/** Reads the expiry of an access token (its `exp` claim) without verifying it. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    )
    const exp = (JSON.parse(json) as { exp?: unknown }).exp
    return typeof exp === 'number' ? exp * 1000 : null
  } catch {
    return null
  }
}

/** True when the token expires within `marginMs`. */
export function isExpiring(token: string, now = Date.now(), marginMs = 30_000): boolean {
  const exp = tokenExpiry(token)
  return exp === null || exp - marginMs <= now
}
