// Bundles the server into dist/main.js. npm dependencies stay external (loaded from node_modules);
// the workspace contract package is bundled in, since Node cannot run its TypeScript source.
import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })

await build({
  // The image worker is a process of its own (src/modules/media/media.pool.ts starts it).
  entryPoints: {
    main: new URL('./src/main.ts', import.meta.url).pathname,
    'image-worker': new URL('./src/modules/media/media.worker.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
})
console.log('server built: apps/server/dist/main.js, dist/image-worker.js')
