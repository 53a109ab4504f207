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
      name: 'module-through-face',
      severity: 'error',
      comment:
        "A module uses another only through that module's face, modules/<name>/index.ts: export what is " +
        'needed there (a service function, an event type, a type), never its repo, present, routes or other files.',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'face-offers-services',
      severity: 'error',
      comment:
        "A module's face exports services, events' types and types, not its repository: give another module a " +
        'service function (its row types may still be exported as types).',
      from: { path: '^apps/server/src/modules/[^/]+/index\\.ts$' },
      to: { path: '\\.repo\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'app-through-face',
      severity: 'error',
      comment:
        'The app (app.ts, web.ts, lib/, db/, cli/) reaches a module only through its face, modules/<name>/index.ts.',
      from: { path: '^apps/server/src/', pathNot: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/modules/[^/]+/', pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$' },
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
