import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type UserConfig } from 'vite'
import { compressDist } from '../../scripts/compress-dist.mjs'

const api = 'http://localhost:3000'

/** Brotli and gzip copies of the built text files, sent as they are by the server (docs/architecture.md). */
function precompress(): Plugin {
  return {
    name: 'kaifong:precompress',
    apply: 'build',
    // After the files are written, and only when the build succeeded (closeBundle runs on failure too).
    writeBundle(output) {
      if (output.dir) compressDist(output.dir)
    },
  }
}

/**
 * The default language's catalogue chunk is fetched by lib/i18n.ts before the first render; a
 * modulepreload link lets it come down beside the entry chunk instead of after it. 'zh-Hant' is
 * the contract's DEFAULT_LANGUAGE (the config cannot import the contract's TypeScript source).
 */
function preloadDefaultCatalogue(): Plugin {
  return {
    name: 'kaifong:preload-default-catalogue',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/locales/catalogues/zh-Hant.ts'),
        )
        if (!chunk) throw new Error('no chunk for locales/catalogues/zh-Hant.ts')
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ]
      },
    },
  }
}

/**
 * The stylesheets go to the end of <body>, after index.html's first screen, which has its own
 * inline style: it paints as soon as it is parsed instead of waiting for them. The app is never
 * seen unstyled: module scripts run only once the stylesheets before them have loaded
 * (docs/architecture.md, "Delivery: compression, caching, first load").
 */
function stylesheetsAfterFirstScreen(): Plugin {
  return {
    name: 'kaifong:stylesheets-after-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links: string[] = []
        const rest = html.replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, (tag) => {
          links.push(tag.trim())
          return ''
        })
        if (!rest.includes('</body>')) throw new Error('index.html has no </body>')
        return rest.replace('</body>', `${links.map((link) => `  ${link}\n`).join('')}  </body>`)
      },
    },
  }
}

/**
 * Modules the home page needs beyond the entry chunk that other lazy pages share too, so the
 * bundler would otherwise cut them into a dozen small chunks: one chunk together gzips smaller
 * and costs one request (docs/architecture.md, "Delivery: compression, caching, first load").
 * Their dependencies come along (rolldown's default), the entry's libraries (react-dom, the
 * router, i18next, query) with them: the entry then imports this chunk, so other routes load the
 * home page's few shared modules too (≈ 4 KB gzip) in two large files instead of six. Without the
 * dependencies the entry splits further and the home route saves nothing (bench/README.md,
 * "First load"). Named file by file: no contract schema may match, or zod comes back into the
 * first load (`npm run size -- --why` must list no zod).
 */
const HOME_SHARED = [
  /[\\/]src[\\/]components[\\/]LoadStates\.tsx$/,
  /[\\/]src[\\/]features[\\/]goods[\\/](shell\.ts|components[\\/]GoodsCard\.tsx|hooks[\\/]use-card-actions\.ts)$/,
  /[\\/]src[\\/]features[\\/]discover[\\/](lib[\\/]search-url|api[\\/](search|hot-words))\.ts$/,
  /[\\/]src[\\/]features[\\/]coins[\\/](index\.ts|api[\\/](checkin|coins)\.ts|components[\\/]CheckInCard\.tsx)$/,
  /[\\/]src[\\/]lib[\\/](format|query-keys)\.ts$/,
  /[\\/]packages[\\/]contract[\\/]src[\\/](enums|rules)\.ts$/,
  /[\\/]@tanstack[\\/](query-core|react-query)[\\/].*[\\/](useQuery|useInfiniteQuery|infiniteQueryObserver|useMutation|mutationObserver)\.js$/,
]

/** Made once NODE_ENV is settled (the React plugin reads it). */
const config = (): UserConfig => ({
  plugins: [react(), precompress(), preloadDefaultCatalogue(), stylesheetsAfterFirstScreen()],
  server: {
    port: 5173,
    proxy: {
      '/buyer': api,
      '/common': api,
      '/dev': api,
      '/admin/api': api,
      '/media': api,
      '/api-docs': api,
      '/im': { target: api, ws: true },
    },
  },
  // The manifest tells scripts/size-budget.mjs which chunks the first load needs.
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'home-shared', test: (id) => HOME_SHARED.some((re) => re.test(id)) }],
        },
      },
    },
  },
})

export default defineConfig(({ command }) => {
  // A build is always a production build. Vite follows an inherited NODE_ENV, and the servers run
  // with NODE_ENV=development (npm start, npm run dev, the e2e and Lighthouse servers): a build
  // started from a shell that had it bundled React's development build, +53 KB br on the first
  // load and seconds of main-thread work on a phone (bench/README.md, "Lighthouse"). Set here,
  // before Vite reads it and before the React plugin is made; `npm run size` refuses such a build.
  if (command === 'build') process.env.NODE_ENV = 'production'
  return config()
})
