/**
 * The chat bench's world (bench/chat.mjs): `--pairs` sellers each with one listing and one buyer
 * talking about it, a live session for every member and its access token (signed with the
 * database's own key, as a login would), and `--history` messages already in each talk so history
 * pages and the talk list have something to read. Writes the tokens and talks as JSON to `--out`.
 * Members never log in here: argon2 for thousands of logins would take minutes and measure nothing
 * of chat.
 */
import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { openPostgres, queryRows } from '../src/db/client.ts'
import { loadJwtKey } from '../src/lib/secrets.ts'
import { signAccessToken } from '../src/lib/tokens.ts'

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const pairs = Number(arg('pairs', '1000'))
const historyPerTalk = Number(arg('history', '40'))
const out = arg('out', 'chat-seed.json')
const url = process.env.DATABASE_URL
if (!url) throw new Error('DATABASE_URL is required')

const started = Date.now()
const database = await openPostgres(url, { max: 4 })
const { db } = database
const tag = Date.now().toString(36)
const now = new Date()

// Members 2i (seller) and 2i+1 (buyer) of this run, with verified phones.
const memberRows = await queryRows<{ id: string; n: number }>(
  db,
  sql`insert into members (username, email, password_hash, nick_name, invitation_code, country_code, mobile, phone_verified_at)
      select 'chat' || ${tag} || '_' || n, 'chat' || ${tag} || '_' || n || '@bench.example', 'x', '傾偈會員' || n,
             'CB' || ${tag} || n, '852', (40000000 + n)::text || ${tag}, now()
      from generate_series(0, ${pairs * 2 - 1}) n
      returning id, (regexp_replace(username, '^.*_', ''))::int as n`,
)
const idOf = new Map(memberRows.map((r) => [r.n, Number(r.id)]))
const [category] = await queryRows<{ id: string }>(
  db,
  sql`insert into categories (parent_id, level, name) values (0, 1, '{"zh-Hant":"傾偈","zh-Hans":"聊天","en":"Chat"}') returning id`,
)
const goodsRows = await queryRows<{ id: string; seller_id: string }>(
  db,
  sql`insert into goods (seller_id, category_id, category_path, name, intro, goods_status, price, trading_methods,
        market_enable, open_days, open_time, close_time, search_vector)
      select m.id, ${category?.id}::bigint, array[${category?.id}::bigint], '二手單車 ' || m.id, '九成新', 1, 800, array[1]::smallint[],
             'UPPER', 30, now(), now() + interval '30 days', ''::tsvector
      from members m where m.username like ${`chat${tag}_%`} and (regexp_replace(m.username, '^.*_', ''))::int % 2 = 0
      returning id, seller_id`,
)
const goodsOf = new Map(goodsRows.map((g) => [Number(g.seller_id), Number(g.id)]))
const talkValues = Array.from({ length: pairs }, (_, i) => {
  const sellerId = idOf.get(2 * i) ?? 0
  const buyerId = idOf.get(2 * i + 1) ?? 0
  return sql`(${goodsOf.get(sellerId) ?? 0}::bigint, ${buyerId}::bigint, ${sellerId}::bigint)`
})
const talkRows = await queryRows<{ id: string; buyer_id: string; seller_id: string }>(
  db,
  sql`insert into talks (goods_id, buyer_id, seller_id) values ${sql.join(talkValues, sql`, `)}
      returning id, buyer_id, seller_id`,
)
// Numbers only, written into the statement (a JS array would be sent as a row, not an array).
const talkIdList = sql.raw(talkRows.map((t) => String(Number(t.id))).join(','))
if (historyPerTalk > 0) {
  await db.execute(sql`
    insert into messages (talk_id, seq, sender_id, kind, text, created_at)
    select t.id, s, case when s % 2 = 0 then t.seller_id else t.buyer_id end, 'TEXT',
           case when s % 2 = 0 then '可以，幾時方便？' else '請問仲有冇？可唔可以平少少？' end,
           now() - ((${historyPerTalk} - s) || ' minutes')::interval
    from talks t, generate_series(1, ${historyPerTalk}) s
    where t.id in (${talkIdList})`)
  await db.execute(sql`
    update talks set last_seq = ${historyPerTalk}, last_message_at = now(),
      buyer_read_seq = ${historyPerTalk}, seller_read_seq = ${historyPerTalk}
    where id in (${talkIdList})`)
}

const key = await loadJwtKey(db)
const sessionValues: ReturnType<typeof sql>[] = []
const tokens = new Map<number, string>()
for (const id of idOf.values()) {
  const sessionId = randomUUID()
  sessionValues.push(sql`(${sessionId}, ${id}::bigint, now() + interval '1 day')`)
  tokens.set(id, await signAccessToken(key, { memberId: id, sessionId }, now))
}
await db.execute(
  sql`insert into sessions (id, member_id, expires_at) values ${sql.join(sessionValues, sql`, `)}`,
)

const talks = talkRows.map((t) => ({
  talkId: t.id,
  buyerId: t.buyer_id,
  sellerId: t.seller_id,
  buyerToken: tokens.get(Number(t.buyer_id)) ?? '',
  sellerToken: tokens.get(Number(t.seller_id)) ?? '',
}))
writeFileSync(out, JSON.stringify({ talks }))
await database.close()
console.log(JSON.stringify({ pairs, historyPerTalk, seconds: (Date.now() - started) / 1000 }))
