/**
 * The shop bench's world (bench/shop.mjs): three open shops with SKU goods; `--buyers` members each
 * with a default delivery address, an HK$ wallet holding enough for one order and the payment
 * password `--password`; `--readers` members whose carts hold `--lines` lines from the three shops;
 * one hot SKU with `--stock` left. Every member has a live session and its access token (signed
 * with the database's own key, as a login would). Writes the tokens and ids as JSON to `--out`.
 * Wallets are filled as a recharge would fill them: a ledger row and the balance it left.
 */
import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { openPostgres, queryRows } from '../src/db/client.ts'
import { hashPassword } from '../src/lib/passwords.ts'
import { loadJwtKey } from '../src/lib/secrets.ts'
import { signAccessToken } from '../src/lib/tokens.ts'

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const buyers = Number(arg('buyers', '400'))
const readers = Number(arg('readers', '200'))
const lines = Number(arg('lines', '8'))
const stock = Number(arg('stock', '300'))
const password = arg('password', '135790')
const out = arg('out', 'shop-seed.json')
const url = process.env.DATABASE_URL
if (!url) throw new Error('DATABASE_URL is required')

const started = Date.now()
const database = await openPostgres(url, { max: 4 })
const { db } = database
const tag = Date.now().toString(36)
const now = new Date()
const total = 3 + buyers + readers

// Members 0–2 own the shops, then the buyers, then the readers.
const memberRows = await queryRows<{ id: string; n: number }>(
  db,
  sql`insert into members (username, email, password_hash, nick_name, invitation_code, country_code, mobile, phone_verified_at)
      select 'shop' || ${tag} || '_' || n, 'shop' || ${tag} || '_' || n || '@bench.example', 'x', '街坊' || n,
             'SB' || ${tag} || n, '852', (50000000 + n)::text, now()
      from generate_series(0, ${total - 1}) n
      returning id, (regexp_replace(username, '^.*_', ''))::int as n`,
)
const idOf = new Map(memberRows.map((r) => [r.n, Number(r.id)]))
const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => idOf.get(from + i) ?? 0)
const list = (xs: number[]) => sql.raw(xs.map((x) => String(Math.trunc(x))).join(','))
const owners = ids(0, 3)
const buyerIds = ids(3, buyers)
const readerIds = ids(3 + buyers, readers)

const shopRows = await queryRows<{ id: string; member_id: string }>(
  db,
  sql`insert into shops (member_id, status, name, brn, contact_name, contact_phone, district, pickup_address, reviewed_at)
      select m, 'OPEN', '街坊小店 ' || m, lpad(m::text, 8, '0'), '陳生', '91234567', 'SHAM_SHUI_PO', '福華街 1 號', now()
      from unnest(array[${list(owners)}]::bigint[]) m
      returning id, member_id`,
)
const [category] = await queryRows<{ id: string }>(
  db,
  sql`insert into categories (parent_id, level, name) values (0, 1, '{"zh-Hant":"小店","zh-Hans":"小店","en":"Shops"}') returning id`,
)
// One listing per shop with 4 SKUs (plenty in stock) for the carts, and the hot one in the first shop.
const goodsRows = await queryRows<{ id: string; store_id: string }>(
  db,
  sql`insert into goods (seller_id, category_id, category_path, name, intro, goods_status, price, trading_methods,
        market_enable, open_days, open_time, close_time, search_vector, store_id, several_in_stock)
      select s.member_id, ${category?.id}::bigint, array[${category?.id}::bigint], n.title, '店舖貨，保用 30 日', 1, 120, array[0]::smallint[],
             'UPPER', 30, now(), '9999-12-31', ''::tsvector, s.id, true
      from shops s, (values ('二手 Switch 遊戲'), ('翻新手掣')) as n(title)
      where s.member_id in (${list(owners)})
      returning id, store_id`,
)
const skuRows = await queryRows<{ id: string; goods_id: string }>(
  db,
  sql`insert into goods_skus (goods_id, position, specs, price, stock)
      select g.id, p, jsonb_build_array(jsonb_build_object('name', '款式', 'value', '款 ' || p)), 100 + p * 20 + (g.id % 7), 100000
      from goods g, generate_series(0, 3) p
      where g.id in (${list(goodsRows.map((g) => Number(g.id)))})
      returning id, goods_id`,
)
const hotSkuId = Number(skuRows[0]?.id)
await db.execute(sql`update goods_skus set stock = ${stock}, price = 188 where id = ${hotSkuId}`)

// Addresses for everyone who buys or reads; the buyers' checkout uses theirs.
await db.execute(
  sql`insert into addresses (member_id, name, district, detail, consignee, mobile, is_default)
      select m, '屋企', 'SHA_TIN', '沙田正街 18 號 12 樓 B 室', '陳大文', '91234567', true
      from unnest(array[${list([...buyerIds, ...readerIds])}]::bigint[]) m`,
)
const hash = await hashPassword(password)
await db.execute(
  sql`insert into wallet_ledger (member_id, amount, reason, ref, balance_after, idempotency_key)
      select m, 1000.00, 'RECHARGE', 'bench', 1000.00, 'bench:' || ${tag} || ':' || m
      from unnest(array[${list(buyerIds)}]::bigint[]) m`,
)
await db.execute(
  sql`insert into wallet_accounts (member_id, balance, password_hash)
      select m, 1000.00, ${hash} from unnest(array[${list(buyerIds)}]::bigint[]) m`,
)
// Each reader's cart: `lines` SKUs spread over the three shops, newest first.
const cartSkus = skuRows.map((s) => Number(s.id)).filter((id) => id !== hotSkuId)
await db.execute(
  sql`insert into cart_lines (member_id, sku_id, num, checked, price_seen)
      select m, k.id, 1 + (k.id % 3), true, k.price
      from unnest(array[${list(readerIds)}]::bigint[]) m
      join lateral (select id, price from goods_skus where id in (${list(cartSkus)}) order by (id * 7919 + m) % 101 limit ${lines}) k on true`,
)

const key = await loadJwtKey(db)
const sessionValues: ReturnType<typeof sql>[] = []
const tokens = new Map<number, string>()
for (const id of [...buyerIds, ...readerIds]) {
  const sessionId = randomUUID()
  sessionValues.push(sql`(${sessionId}, ${id}::bigint, now() + interval '1 day')`)
  tokens.set(id, await signAccessToken(key, { memberId: id, sessionId }, now))
}
await db.execute(
  sql`insert into sessions (id, member_id, expires_at) values ${sql.join(sessionValues, sql`, `)}`,
)
writeFileSync(
  out,
  JSON.stringify({
    hotSkuId,
    stock,
    password,
    buyers: buyerIds.map((id) => ({ id, token: tokens.get(id) ?? '' })),
    readers: readerIds.map((id) => ({ id, token: tokens.get(id) ?? '' })),
  }),
)
await database.close()
console.log(
  JSON.stringify({
    shops: shopRows.length,
    skus: skuRows.length,
    buyers,
    readers,
    lines,
    stock,
    seconds: (Date.now() - started) / 1000,
  }),
)
