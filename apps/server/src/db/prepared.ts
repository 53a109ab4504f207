/**
 * Statements prepared once per database (or transaction) handle: Drizzle then builds their SQL once,
 * and PostgreSQL parses and plans them once per connection. Hot reads use them, where building the
 * query on every request cost more than the rest of our code (docs/decisions.md, "Close to the
 * limit on the server"). Usage: `const statements = preparedPer((db) => ({ one: db.select()….prepare('one') }))`,
 * then `statements(db).one.execute({ … })`. Statement names are global: each must be unique.
 */
import type { DbOrTx } from './client.ts'

export function preparedPer<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const made = new WeakMap<DbOrTx, T>()
  return (db) => {
    let statements = made.get(db)
    if (!statements) {
      statements = build(db)
      made.set(db, statements)
    }
    return statements
  }
}
