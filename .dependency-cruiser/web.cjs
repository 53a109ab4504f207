/**
 * Import rules for apps/web/src, run by `npm run lint` (scripts/check-deps.mjs). See
 * docs/architecture.md, "Web features": features are combined only in app/, and a feature reaches
 * another only through that feature's index.ts.
 */
const FEATURES = '^apps/web/src/features/'

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
        "A feature uses another only through that feature's index.ts; export what is needed there, " +
        'or move what both need to components/ or lib/.',
      from: { path: `${FEATURES}([^/]+)/` },
      to: { path: FEATURES, pathNot: [`${FEATURES}$1/`, `${FEATURES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'app-through-index',
      severity: 'error',
      comment:
        'app/ combines features through their index.ts (or shell.ts, their part of the first load); the router alone loads pages (features/*/pages/) lazily.',
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
