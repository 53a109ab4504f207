/**
 * Import rules for apps/server/src, run by `npm run lint` (scripts/check-deps.mjs).
 * See docs/architecture.md, "Modules and domain events": modules reach each other's effects
 * through domain events, so no file may import itself back through any chain.
 */
module.exports = {
  scan: ['apps/server/src'],
  // Imports between modules/<name>/ folders may not form a cycle either (scripts/check-deps.mjs).
  groups: '^apps/server/src/modules/([^/]+)/',
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle: break it with a domain event (lib/events.ts) or by moving the shared piece down.',
      from: { path: '^apps/server/src' },
      to: { circular: true },
    },
    {
      name: 'routes-not-repos',
      severity: 'error',
      comment:
        'Routes are thin: validate, call one service, present. Repositories are reached through services.',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '\\.repo\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$' },
    parser: 'swc',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
}
