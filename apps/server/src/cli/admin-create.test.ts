/**
 * `npm run admin:create` (cli/admin-create.ts, docs/admin.md): creating and promoting operators,
 * the members' password rule, a second run changing nothing, its audit rows, and the command
 * itself run as the npm script runs it, against an embedded database in a fresh DATA_DIR.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createMember } from '../../test/factories.ts'
import { call, useTestApp } from '../../test/harness.ts'
import { takeLock } from '../db/client.ts'
import { auditLog, members } from '../db/schema.ts'
import { CommandError, createOperatorAccount, parseArgs, promoteOperator } from './admin-create.ts'

const h = useTestApp()
const root = path.resolve(import.meta.dirname, '../../../..')

describe('arguments', () => {
  it('reads create and promote, ADMIN by default, and refuses what it does not understand', () => {
    expect(parseArgs(['--username', 'BigBoss', '--email', 'Boss@Example.com'])).toEqual({
      kind: 'create',
      username: 'bigboss',
      email: 'boss@example.com',
      role: 'ADMIN',
    })
    expect(parseArgs(['--promote=mary', '--role', 'moderator'])).toEqual({
      kind: 'promote',
      username: 'mary',
      role: 'MODERATOR',
    })
    expect(parseArgs(['--help'])).toEqual({ kind: 'help' })
    for (const bad of [
      [],
      ['--username', 'bigboss'],
      ['--username', 'bigboss', '--email', 'not-an-email'],
      ['--username', 'b', '--email', 'b@example.com'],
      ['--promote', 'mary', '--username', 'x'],
      ['--promote', 'mary', '--role', 'OWNER'],
      ['--promote'],
      ['--force'],
    ])
      expect(() => parseArgs(bad), bad.join(' ')).toThrow(CommandError)
  })
})

describe('creating and promoting', () => {
  const input = {
    username: 'bigboss',
    email: 'boss@example.com',
    role: 'ADMIN' as const,
    password: 'Str0ng!pass',
  }

  it('creates an operator who can start a console sign-in, audited; a second run changes nothing', async () => {
    const first = await createOperatorAccount(h.db, input, h.clock.now())
    expect(first.outcome).toBe('created')
    expect(first.member.role).toBe('ADMIN')
    const again = await createOperatorAccount(h.db, { ...input, password: 'Other1234!' }, h.clock.now())
    expect(again.outcome).toBe('unchanged')
    const res = await call<{ step: string }>(h.app, {
      method: 'POST',
      url: '/admin/api/passport/login',
      payload: { username: 'bigboss', password: 'Str0ng!pass' },
    })
    expect(res.body.result.step).toBe('SETUP')
    const audit = await h.db.select().from(auditLog)
    expect(audit.map((r) => [r.action, r.actorName, r.targetId])).toEqual([
      ['operator.create', 'admin:create', String(first.member.id)],
    ])
  })

  it("refuses weak passwords by the members' rule, and taken names or emails", async () => {
    for (const password of ['short', 'has space 123', 'x'.repeat(21)])
      await expect(createOperatorAccount(h.db, { ...input, password }, h.clock.now())).rejects.toThrow(
        CommandError,
      )
    const member = await createMember(h)
    await expect(
      createOperatorAccount(h.db, { ...input, username: member.username }, h.clock.now()),
    ).rejects.toThrow(/--promote/)
    await expect(
      createOperatorAccount(h.db, { ...input, email: member.email }, h.clock.now()),
    ).rejects.toThrow(/another account/)
    expect(await h.db.select().from(members).where(eq(members.role, 'ADMIN'))).toEqual([])
  })

  it('promotes a member once, and refuses banned, deleted and unknown accounts', async () => {
    const member = await createMember(h)
    const promoted = await promoteOperator(
      h.db,
      { username: member.username, role: 'MODERATOR' },
      h.clock.now(),
    )
    expect(promoted.outcome).toBe('promoted')
    expect(promoted.member.role).toBe('MODERATOR')
    const again = await promoteOperator(h.db, { username: member.username, role: 'MODERATOR' }, h.clock.now())
    expect(again.outcome).toBe('unchanged')
    const [row] = await h.db.select().from(auditLog)
    expect(row).toMatchObject({
      action: 'operator.promote',
      before: { role: 'MEMBER' },
      after: { role: 'MODERATOR' },
    })
    const banned = await createMember(h, { disabled: true })
    const deleted = await createMember(h, { deletedAt: h.clock.now() })
    for (const username of [banned.username, deleted.username, 'nobody_at_all'])
      await expect(promoteOperator(h.db, { username, role: 'ADMIN' }, h.clock.now())).rejects.toThrow(
        CommandError,
      )
  })
})

/** Runs the npm script's command; answers its exit code and output. */
function run(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(
      path.join(root, 'node_modules/.bin/tsx'),
      ['apps/server/src/cli/admin-create.ts', ...args],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: '', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let out = ''
    child.stdout.on('data', (d) => {
      out += d
    })
    child.stderr.on('data', (d) => {
      out += d
    })
    child.on('close', (code) => resolve({ code, out }))
  })
}

describe('the command', () => {
  it('creates the operator in DATA_DIR and says so, refuses a weak or missing password, and explains a database in use', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kf-cli-'))
    try {
      const args = ['--username', 'first_admin', '--email', 'first@example.com']
      const weak = await run(args, { DATA_DIR: dataDir, ADMIN_PASSWORD: 'weak' })
      expect(weak.code).toBe(1)
      expect(weak.out).toContain('Password')
      const created = await run(args, { DATA_DIR: dataDir, ADMIN_PASSWORD: 'Str0ng!pass' })
      expect(created.out).toContain('Created first_admin (first@example.com) as ADMIN')
      expect(created.code).toBe(0)
      const noPassword = await run(args, { DATA_DIR: dataDir, ADMIN_PASSWORD: '' })
      expect(noPassword.code).toBe(1)
      expect(noPassword.out).toContain('Set ADMIN_PASSWORD')
      // As if the server were running on it.
      const release = await takeLock(path.join(dataDir, 'db'))
      try {
        const busy = await run(['--promote', 'first_admin'], { DATA_DIR: dataDir })
        expect(busy.code).toBe(1)
        expect(busy.out).toContain('stop the server')
      } finally {
        await release()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
