/**
 * `npm run admin:create` (docs/admin.md, "Roles and sign-in"; README, "Operator's console"): the
 * first operator of a new site, or another one later.
 *
 *   npm run admin:create -- --username NAME --email EMAIL [--role ADMIN|MODERATOR]
 *   npm run admin:create -- --promote USERNAME [--role ADMIN|MODERATOR]
 *
 * The password of a new account is read from ADMIN_PASSWORD, or asked for (not echoed) when the
 * terminal is interactive, and must pass the members' password rule. The database is the server's:
 * DATABASE_URL, or the embedded one in DATA_DIR (./data), which only one process may open at a
 * time, so stop the server first. Running it again changes nothing. Each change is audited with
 * the actor `admin:create`. The operator sets up the authenticator app at the first sign-in.
 */
import { randomInt } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import {
  emailSchema,
  passwordSchema,
  usernameSchema,
  type ValidationKey,
  validationMessages,
} from '@kaifong/contract'
import type { z } from 'zod'
import { type DbOrTx, openDatabase } from '../db/client.ts'
import type { AdminRole } from '../lib/admin.ts'
import { hashPassword } from '../lib/passwords.ts'
import { recordAudit } from '../modules/audit/index.ts'
import {
  findMemberByEmail,
  findMemberByLogin,
  insertMember,
  type MemberRow,
  updateMember,
} from '../modules/members/index.ts'

export type AdminCreateArgs =
  | { kind: 'create'; username: string; email: string; role: AdminRole }
  | { kind: 'promote'; username: string; role: AdminRole }
  | { kind: 'help' }

export const USAGE = `Creates an operator of the console, or promotes an existing member.

  npm run admin:create -- --username NAME --email EMAIL [--role ADMIN|MODERATOR]
  npm run admin:create -- --promote USERNAME [--role ADMIN|MODERATOR]

The role is ADMIN unless --role says MODERATOR. A new account's password comes from
ADMIN_PASSWORD, or is asked for when run in a terminal. The database is DATABASE_URL, or the
embedded one in DATA_DIR (default ./data): stop the server first, only one process may open it.`

/** A refusal the command reports as it is (exit code 1), without a stack trace. */
export class CommandError extends Error {}

const describe = (key: string) => validationMessages.en[key as ValidationKey] ?? key

function parsed<T extends z.ZodType>(schema: T, value: string, what: string): z.output<T> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  throw new CommandError(`${what}: ${describe(result.error.issues[0]?.message ?? '')}`)
}

export function parseArgs(argv: string[]): AdminCreateArgs {
  const values = new Map<string, string>()
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (arg === '--help' || arg === '-h') return { kind: 'help' }
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined]
    if (!['--username', '--email', '--promote', '--role'].includes(flag))
      throw new CommandError(`Unknown option ${arg}\n\n${USAGE}`)
    const value = inline ?? argv[++i]
    if (!value || value.startsWith('--')) throw new CommandError(`${flag} needs a value\n\n${USAGE}`)
    values.set(flag, value)
  }
  const roleText = (values.get('--role') ?? 'ADMIN').toUpperCase()
  if (roleText !== 'ADMIN' && roleText !== 'MODERATOR')
    throw new CommandError(`--role is ADMIN or MODERATOR, not ${values.get('--role')}`)
  const role: AdminRole = roleText
  const promote = values.get('--promote')
  if (promote !== undefined) {
    if (values.has('--username') || values.has('--email'))
      throw new CommandError(
        `--promote takes an existing account: leave out --username and --email\n\n${USAGE}`,
      )
    return { kind: 'promote', username: promote.trim().toLowerCase(), role }
  }
  const username = values.get('--username')
  const email = values.get('--email')
  if (!username || !email) throw new CommandError(`Give --username and --email, or --promote\n\n${USAGE}`)
  return {
    kind: 'create',
    username: parsed(usernameSchema, username, 'Username'),
    email: parsed(emailSchema, email, 'Email'),
    role,
  }
}

/** The members' password rule (packages/contract, validation.ts `passwordSchema`). */
export function checkPassword(password: string): string {
  return parsed(passwordSchema, password, 'Password')
}

export type Outcome = 'created' | 'promoted' | 'unchanged'

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const invitationCode = () =>
  Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('')

/** The command is the actor of its own audit rows: no operator session exists yet. */
const COMMAND_ACTOR = {
  admin: { id: 0, sessionId: '', username: 'admin:create', role: 'ADMIN' as const },
  ip: '',
}

function usable(member: MemberRow): void {
  if (member.deletedAt)
    throw new CommandError(`${member.username} was deleted by its owner: it cannot be an operator`)
  if (member.disabled) throw new CommandError(`${member.username} is banned: unban it in the console first`)
}

/** Gives an existing account the role; unchanged when it has it already. */
export async function promoteOperator(
  db: DbOrTx,
  input: { username: string; role: AdminRole },
  now: Date,
): Promise<{ outcome: Outcome; member: MemberRow }> {
  const member = await findMemberByLogin(db, input.username)
  if (!member) throw new CommandError(`No account is called ${input.username}`)
  usable(member)
  if (member.role === input.role) return { outcome: 'unchanged', member }
  const updated = await updateMember(db, member.id, { role: input.role })
  await recordAudit(
    db,
    COMMAND_ACTOR,
    {
      action: 'operator.promote',
      targetType: 'member',
      targetId: member.id,
      before: { role: member.role },
      after: { role: input.role },
    },
    now,
  )
  return { outcome: 'promoted', member: updated ?? member }
}

/**
 * Creates the operator's account, or leaves it as it is when this username already has this email
 * and role (a second run). Another account with the username or the email is refused.
 */
export async function createOperatorAccount(
  db: DbOrTx,
  input: { username: string; email: string; role: AdminRole; password: string },
  now: Date,
): Promise<{ outcome: Outcome; member: MemberRow }> {
  const byName = await findMemberByLogin(db, input.username)
  if (byName) {
    if (byName.email !== input.email)
      throw new CommandError(
        `${input.username} is taken by another account (use --promote ${input.username} to make it an operator)`,
      )
    usable(byName)
    if (byName.role !== input.role)
      throw new CommandError(
        `${input.username} exists as ${byName.role}: use --promote ${input.username} --role ${input.role}`,
      )
    return { outcome: 'unchanged', member: byName }
  }
  if (await findMemberByEmail(db, input.email))
    throw new CommandError(`${input.email} belongs to another account`)
  const password = checkPassword(input.password)
  const member = await insertMember(db, {
    username: input.username,
    email: input.email,
    passwordHash: await hashPassword(password),
    nickName: input.username,
    invitationCode: invitationCode(),
    emailVerifiedAt: now,
    role: input.role,
    createdAt: now,
  })
  await recordAudit(
    db,
    COMMAND_ACTOR,
    { action: 'operator.create', targetType: 'member', targetId: member.id, after: { role: input.role } },
    now,
  )
  return { outcome: 'created', member }
}

/** Reads a line from the terminal without showing it. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin
  process.stdout.write(question)
  stdin.setRawMode(true)
  stdin.resume()
  stdin.setEncoding('utf8')
  let typed = ''
  return new Promise((resolve, reject) => {
    const finish = () => {
      stdin.setRawMode(false)
      stdin.pause()
      stdin.off('data', onData)
      process.stdout.write('\n')
    }
    function onData(chunk: string) {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          finish()
          resolve(typed)
          return
        }
        if (ch === '\u0003') {
          finish()
          reject(new CommandError('Cancelled'))
          return
        }
        typed = ch === '\u007f' || ch === '\b' ? typed.slice(0, -1) : typed + ch
      }
    }
    stdin.on('data', onData)
  })
}

async function passwordFromUser(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD
  if (fromEnv) return checkPassword(fromEnv)
  if (!process.stdin.isTTY)
    throw new CommandError('Set ADMIN_PASSWORD: there is no terminal to ask for the password')
  const first = checkPassword(await promptHidden('Password for the new operator: '))
  if ((await promptHidden('The same password again: ')) !== first)
    throw new CommandError('The passwords differ')
  return first
}

async function openServerDatabase() {
  try {
    return await openDatabase({
      DATABASE_URL: process.env.DATABASE_URL || undefined,
      DATA_DIR: process.env.DATA_DIR ?? './data',
    })
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    throw new CommandError(
      /in use by/.test(message)
        ? `${message}\nThe embedded database allows one process: stop the server (npm start / npm run dev), run this, then start it again.`
        : `Cannot open the database: ${message}`,
    )
  }
}

const SAY: Record<Outcome, (m: MemberRow) => string> = {
  created: (m) => `Created ${m.username} (${m.email}) as ${m.role}, id ${m.id}.`,
  promoted: (m) => `${m.username} is now ${m.role}.`,
  unchanged: (m) => `${m.username} is already ${m.role}: nothing changed.`,
}

export async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv)
  if (args.kind === 'help') {
    console.log(USAGE)
    return 0
  }
  // Asked before the database opens: nothing waits on a person typing.
  const password = args.kind === 'create' ? await passwordFromUser() : ''
  const database = await openServerDatabase()
  try {
    const now = new Date()
    const { outcome, member } =
      args.kind === 'create'
        ? await database.db.transaction((tx) => createOperatorAccount(tx, { ...args, password }, now))
        : await database.db.transaction((tx) => promoteOperator(tx, args, now))
    console.log(SAY[outcome](member))
    if (outcome !== 'unchanged')
      console.log(
        'Sign in at /admin: the first sign-in sets up the authenticator app (TOTP) and shows recovery codes.',
      )
    return 0
  } finally {
    await database.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof CommandError ? err.message : err)
      process.exit(1)
    },
  )
}
