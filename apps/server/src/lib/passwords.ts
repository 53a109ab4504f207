/** Password hashing with argon2id (OWASP parameters: 19 MiB, 2 passes). */
import { hash, verify } from '@node-rs/argon2'

const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const
// Checked against when the account does not exist, so both paths cost the same time.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$Pe1YnC3ZzHOWM4ZQ0dUu9Zbfm/Q0VtRmI8MvTRqWZfg'

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    const ok = await verify(passwordHash ?? DUMMY_HASH, password)
    return passwordHash !== null && ok
  } catch {
    return false
  }
}

/**
 * A deleted account's hash is retired, not kept usable: the prefix makes it unreadable to argon2,
 * so no login or password check accepts it. Login alone reads past the prefix, to tell the owner
 * (the right password) that the account was deleted, while a wrong password gets the usual answer
 * (docs/product/domain-rules.md, "Account deletion").
 */
const RETIRED = 'retired:'

export function retirePasswordHash(passwordHash: string): string {
  return passwordHash.startsWith(RETIRED) ? passwordHash : `${RETIRED}${passwordHash}`
}

/** The hash a retired one was made from; null for a hash that was never retired. */
export function retiredPasswordHash(passwordHash: string): string | null {
  return passwordHash.startsWith(RETIRED) ? passwordHash.slice(RETIRED.length) : null
}
