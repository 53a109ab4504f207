/**
 * Bench seed: N listings written by SQL into a database that already holds the demo data
 * (categories, members, the 200 demo listings). Titles come from the demo listings (in all three
 * scripts) crossed with a few dozen everyday extras ("九成新", "95% new", "可议价" …), so there are
 * thousands of distinct titles; each listing's search vector is built in SQL from lexeme arrays
 * precomputed here with modules/search/search-text.ts, exactly as search indexes a saved listing.
 *
 *   DATABASE_URL=postgres://… npx tsx apps/server/bench/seed-listings.ts --count=100000 [--rebuild-indexes]
 *
 * --rebuild-indexes drops the secondary indexes of goods and goods_search, loads, and recreates them from
 * their own definitions (faster for a million rows). Prints one JSON line.
 */
import pg from 'pg'
import { DEMO_LISTINGS } from '../src/db/seed/goods-data.ts'
import { indexLexemes, normalizeSearch } from '../src/modules/search/search-text.ts'

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const url = process.env.DATABASE_URL
const total = Number(arg('count') ?? process.env.BENCH_LISTINGS ?? 100_000)
const rebuild = process.argv.includes('--rebuild-indexes')
const BATCH = 50_000
const SELLERS = 2_000

/** Everyday extras sellers put in titles, in the three scripts ('' keeps the title as it is). */
const EXTRAS = [
  '',
  '九成新',
  '95% new',
  '全新未開封',
  '可議價',
  '可议价',
  '旺角交收',
  '急放',
  '平放',
  '包郵',
  '有單有盒',
  '几乎全新',
  'like new',
  'urgent sale',
  '送貨上門',
  '八成新',
  '荃灣自取',
  '沙田面交',
  'with box',
  '搬屋清貨',
]

if (!url) throw new Error('DATABASE_URL is required')
const client = new pg.Client({ connectionString: url })
await client.connect()

async function templates() {
  const { rows: cats } = await client.query<{
    id: string
    parent_id: string
    level: number
    name: { 'zh-Hant': string; 'zh-Hans': string; en: string }
  }>('select id, parent_id, level, name from categories')
  const byId = new Map(cats.map((c) => [c.id, c]))
  const leaves = new Map<string, { path: string[]; names: string[] }>()
  for (const leaf of cats.filter((c) => c.level === 3)) {
    const middle = byId.get(leaf.parent_id)
    const top = middle && byId.get(middle.parent_id)
    if (!middle || !top) continue
    const names = [top, middle, leaf].flatMap((c) => [c.name['zh-Hant'], c.name['zh-Hans'], c.name.en])
    leaves.set(`${top.name.en}/${leaf.name.en}`, { path: [top.id, middle.id, leaf.id], names })
  }
  const { rows: covers } = await client.query<{ name: string; cover: string }>(
    'select name, cover from goods',
  )
  const coverOf = new Map(covers.map((c) => [c.name, c.cover]))
  return DEMO_LISTINGS.map((l) => {
    const leaf = leaves.get(`${l.top}/${l.leaf}`)
    if (!leaf) throw new Error(`no category ${l.top}/${l.leaf}: seed the demo data first`)
    return {
      name: l.name,
      intro: l.intro,
      searchText: normalizeSearch(l.name),
      lexemes: indexLexemes(l.name, l.intro, ...leaf.names).join(' '),
      categoryId: leaf.path[2],
      categoryPath: `{${leaf.path.join(',')}}`,
      price: l.price,
      goodsStatus: l.goodsStatus,
      cover: coverOf.get(l.name) ?? '',
    }
  })
}

async function loadTemplates() {
  const t = await templates()
  await client.query(`create temp table bench_t (k int primary key, name text, intro text, search_text text,
    lex text[], category_id bigint, category_path bigint[], price numeric, goods_status smallint, cover text)`)
  await client.query(
    `insert into bench_t select k - 1, name, intro, search_text, string_to_array(lex, ' '), category_id,
       category_path::bigint[], price, goods_status, cover
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::text[], $7::numeric[],
       $8::smallint[], $9::text[]) with ordinality
       as u(name, intro, search_text, lex, category_id, category_path, price, goods_status, cover, k)`,
    [
      t.map((x) => x.name),
      t.map((x) => x.intro),
      t.map((x) => x.searchText),
      t.map((x) => x.lexemes),
      t.map((x) => x.categoryId),
      t.map((x) => x.categoryPath),
      t.map((x) => x.price),
      t.map((x) => x.goodsStatus),
      t.map((x) => x.cover),
    ],
  )
  await client.query('create temp table bench_x (k int primary key, text text, search_text text, lex text[])')
  await client.query(
    `insert into bench_x select k - 1, text, search_text, case when lex = '' then '{}' else string_to_array(lex, ' ') end
     from unnest($1::text[], $2::text[], $3::text[]) with ordinality as u(text, search_text, lex, k)`,
    [EXTRAS, EXTRAS.map(normalizeSearch), EXTRAS.map((e) => indexLexemes(e).join(' '))],
  )
  return { templates: t.length, extras: EXTRAS.length }
}

async function sellers() {
  await client.query(
    `insert into members (username, email, password_hash, nick_name, invitation_code, created_at)
     select 'bench_' || g, 'bench_' || g || '@bench.local', 'x',
       (array['陳生', '李小姐', 'Ken', '小明', '阿May', 'Jason', '黃太', 'Sam'])[1 + g % 8] || ' ' || g,
       'BENCH' || g, now() - interval '200 days'
     from generate_series(1, $1::int) g on conflict do nothing`,
    [SELLERS],
  )
}

/**
 * Listing g: template g mod T with extra (g div T) mod X; opened over the last 20 days; one in
 * ten taken down, one in twenty expired, one in fifty boosted (g % 50 = 7: never one of those
 * taken down); price 60–140 % of the template's.
 */
const INSERT = `
insert into goods (seller_id, category_id, category_path, name, intro, goods_status, several_in_stock, price,
  trading_methods, addresses, contacts, cover, market_enable, open_days, open_time, close_time, recommend_point,
  view_count, collect_count, search_text, search_vector, created_at, updated_at, expired_notified_at,
  expiry_soon_notified_at)
select s.ids[1 + g % s.n], t.category_id, t.category_path, left(concat_ws(' ', t.name, nullif(x.text, '')), 60),
  t.intro, t.goods_status, g % 13 = 0, round(t.price * (60 + (g * 37) % 81) / 100.0, 0)::numeric(12, 2),
  case g % 3 when 0 then '{0,1}'::smallint[] when 1 then '{1}'::smallint[] else '{0}'::smallint[] end,
  case when g % 3 <> 2 then '[{"name":"旺角站","district":"YAU_TSIM_MONG","detail":"E2 出口"}]'::jsonb
    else '[]'::jsonb end,
  '[{"type":"whatsapp","value":"9123 4567"}]'::jsonb, t.cover,
  case when g % 10 = 0 then 'DOWN' else 'UPPER' end, 30, o.open_time,
  case when g % 10 = 0 then null else o.open_time + interval '30 days' end,
  case when g % 50 = 7 then 5 + (g % 7) * 5 else 0 end, (g * 13) % 500, (g * 7) % 12,
  concat_ws(' ', t.search_text, nullif(x.search_text, '')), array_to_tsvector(t.lex || x.lex),
  o.open_time, o.open_time,
  -- Told already, as the expiry job would have in a market that has been running: a fresh bench
  -- database must not start with a backlog of notices that competes with the measurement.
  case when g % 10 <> 0 and o.open_time + interval '30 days' <= now() then o.open_time + interval '30 days' end,
  case when g % 10 <> 0 and o.open_time + interval '30 days' <= now() + interval '1 day' then now() end
from generate_series($1::int, $2::int) g
join bench_t t on t.k = g % $3::int
join bench_x x on x.k = (g / $3::int) % $4::int
cross join lateral (
  select case when g % 20 = 1 then now() - interval '40 days' + (g % 1440) * interval '1 minute'
    else now() - ((g * 7) % 28800) * interval '1 minute' end as open_time
) o
cross join (select array_agg(id) as ids, count(*)::int as n from members where username like 'bench\\_%') s`

const started = performance.now()
try {
  const sizes = await loadTemplates()
  await sellers()
  const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes where schemaname = 'public'
       and tablename in ('goods', 'goods_search') and indexname not in ('goods_pkey', 'goods_search_pkey')`,
  )
  if (rebuild) for (const i of indexes) await client.query(`drop index "${i.indexname}"`)
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1)
    await client.query(INSERT, [from, to, sizes.templates, sizes.extras])
    process.stderr.write(
      `  ${to.toLocaleString('en')} listings (${((performance.now() - started) / 1000).toFixed(0)} s)\n`,
    )
  }
  const loaded = performance.now()
  if (rebuild) {
    await client.query(`set maintenance_work_mem = '512MB'`)
    for (const i of indexes) await client.query(i.indexdef)
  }
  const indexed = performance.now()
  await client.query('vacuum analyze goods')
  await client.query('vacuum analyze goods_search')
  await client.query('analyze members')
  const { rows } = await client.query<{ n: string }>('select count(*) as n from goods')
  console.log(
    JSON.stringify({
      listings: Number(rows[0]?.n ?? 0),
      templates: sizes.templates * sizes.extras,
      indexes: rebuild ? 'rebuilt after load' : 'kept during load',
      loadSeconds: Math.round((loaded - started) / 100) / 10,
      indexSeconds: Math.round((indexed - loaded) / 100) / 10,
      totalSeconds: Math.round((performance.now() - started) / 100) / 10,
    }),
  )
} finally {
  await client.end()
}
