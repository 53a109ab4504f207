/**
 * Import rules for apps/web/src, run by `npm run lint` (scripts/check-deps.mjs). See
 * docs/architecture.md, "Web features": features are combined in app/ (a page that shows other
 * features' parts is put together in app/pages/), a feature reaches another only through that
 * feature's index.ts, and only the features USES lists for it.
 */
const FEATURES = '^apps/web/src/features/'

/**
 * The features each feature may use (through their index.ts): an allow-list that keeps every
 * chain of feature-to-feature imports at most two long (MAX_CHAIN; checked below when this file
 * loads). The lowest floor uses none: goods (the card, its menu, the heart, contacts), categories,
 * site, medals, evaluations, addresses, saved-searches, notices. A feature not listed may use no
 * other. Before adding an entry, see whether app/ can put the page together instead. The
 * operator's console (admin, console-*) is not in this list.
 */
const USES = {
  account: ['auth', 'coins', 'medals', 'site'],
  addresses: [],
  auth: ['goods', 'site'],
  categories: [],
  cart: ['addresses'],
  chat: ['auth'],
  coins: ['site'],
  detail: ['auth', 'goods'],
  discover: ['categories', 'goods'],
  evaluations: [],
  favourites: ['goods', 'shops'],
  footprints: ['goods'],
  goods: [],
  medals: [],
  members: ['goods'],
  'my-goods': ['goods'],
  'order-reviews': ['aftersales'],
  notices: [],
  'saved-searches': [],
  sell: ['addresses', 'categories', 'coins', 'evaluations', 'goods', 'shops'],
  shops: ['goods'],
  site: [],
  wallet: ['auth'],
}
const MAX_CHAIN = 2
const CONSOLE = ['admin', 'console-[^/]+']

/** The longest chain of uses from `name`, in imports. */
function chainFrom(name, seen = []) {
  if (seen.includes(name)) throw new Error(`web.cjs USES: a circle through ${[...seen, name].join(' → ')}`)
  const uses = USES[name] ?? []
  return uses.length === 0 ? 0 : 1 + Math.max(...uses.map((next) => chainFrom(next, [...seen, name])))
}
for (const name of Object.keys(USES)) {
  const length = chainFrom(name)
  if (length > MAX_CHAIN)
    throw new Error(
      `web.cjs USES: ${name} starts a chain of ${length} feature imports (at most ${MAX_CHAIN})`,
    )
}

const featureUses = Object.entries(USES).map(([name, uses]) => ({
  name: 'feature-uses-listed',
  severity: 'error',
  comment:
    `${name} may use ${uses.length ? uses.join(', ') : 'no other feature'} (.dependency-cruiser/web.cjs USES): ` +
    'put the page together in app/ (app/pages/), or move the shared piece down (a lower feature, components/, lib/).',
  from: { path: `${FEATURES}${name}/` },
  to: { path: FEATURES, pathNot: `${FEATURES}(${[name, ...uses].join('|')})/` },
}))

module.exports = {
  scan: ['apps/web/src'],
  // Imports between features/<name>/ folders may not form a cycle either (scripts/check-deps.mjs).
  groups: `${FEATURES}([^/]+)/`,
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: move the shared piece down (components/, lib/) or pass it in as a prop.',
      from: { path: '^apps/web/src' },
      to: { circular: true },
    },
    {
      name: 'feature-through-index',
      severity: 'error',
      comment:
        "A feature uses another only through that feature's index.ts (or shell.ts, its part of the first load); " +
        'export what is needed there, or move what both need to components/ or lib/.',
      from: { path: `${FEATURES}([^/]+)/` },
      to: { path: FEATURES, pathNot: [`${FEATURES}$1/`, `${FEATURES}[^/]+/(index|shell)\\.ts$`] },
    },
    ...featureUses,
    {
      name: 'feature-not-listed',
      severity: 'error',
      comment:
        'A feature missing from USES in .dependency-cruiser/web.cjs uses no other feature: add it there with what it uses.',
      from: {
        path: `${FEATURES}([^/]+)/`,
        pathNot: `${FEATURES}(${[...Object.keys(USES), ...CONSOLE].join('|')})/`,
      },
      to: { path: FEATURES, pathNot: `${FEATURES}$1/` },
    },
    {
      name: 'app-through-index',
      severity: 'error',
      comment:
        "app/ combines features through their index.ts (or shell.ts, their part of the first load); pages (features/*/pages/) load lazily from the router, some through app/pages/, which puts a page together with other features' parts.",
      from: { path: '^apps/web/src/app/' },
      to: { path: FEATURES, pathNot: `${FEATURES}[^/]+/(index\\.ts|shell\\.ts|pages/[^/]+\\.tsx)$` },
    },
    {
      name: 'shared-code-knows-no-feature',
      severity: 'error',
      comment: 'components/, lib/, config/ and testing/ are shared by every feature, so they import none.',
      from: { path: '^apps/web/src/(components|lib|config|testing)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // swc as dependency-cruiser calls it cannot read JSX (.tsx); acorn's tolerant parser reads every
    // import of .ts and .tsx alike, type-only ones included.
    parser: 'acorn',
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
}
