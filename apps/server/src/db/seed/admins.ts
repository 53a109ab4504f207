/**
 * The demo operators (docs/admin.md, "Roles and sign-in"; README, "Operator's console"): an admin
 * and a moderator for trying the console, seeded only with the rest of the demo data, so never in
 * production. Neither has a second factor yet: the first sign-in sets up the authenticator app.
 */
import { hashPassword } from '../../lib/passwords.ts'
import type { Tx } from '../client.ts'
import { members } from '../schema.ts'

export interface DemoOperator {
  username: string
  password: string
  nickName: string
  role: 'ADMIN' | 'MODERATOR'
}

export const DEMO_OPERATORS: DemoOperator[] = [
  { username: 'admin', password: 'Admin12345!', nickName: '街坊市集管理員', role: 'ADMIN' },
  { username: 'moderator', password: 'Moder12345!', nickName: '街坊市集版主', role: 'MODERATOR' },
]

export async function seedDemoOperators(tx: Tx, at: Date): Promise<void> {
  const rows = await Promise.all(
    DEMO_OPERATORS.map(async (op, i) => ({
      username: op.username,
      email: `${op.username}@kaifong.local`,
      passwordHash: await hashPassword(op.password),
      nickName: op.nickName,
      role: op.role,
      emailVerifiedAt: at,
      invitationCode: `DEMOOP${String(i + 1).padStart(2, '0')}`,
      createdAt: at,
    })),
  )
  await tx.insert(members).values(rows).onConflictDoNothing()
}
