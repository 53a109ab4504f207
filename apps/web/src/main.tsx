import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { router } from './app/router.tsx'
import { i18nReady } from './lib/i18n.ts'
import './styles/tokens.css'
import './styles/base.css'
import './styles/components.css'
import './styles/shell.css'
import './styles/pages.css'
import './styles/coins.css'

/** Settles once the router has loaded the first page's lazy chunk (createBrowserRouter starts it). */
const firstPageReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve()
  const stop = router.subscribe((state) => {
    if (!state.initialized) return
    stop()
    resolve()
  })
})

const root = document.getElementById('root')
// index.html's static first screen (docs/architecture.md, "Delivery: compression, caching, first
// load") stays until the first render replaces it; that render waits for the language's catalogue
// (lib/i18n.ts), so no text flashes as a key, and for the page's chunk, so the page does not
// appear empty under a bare header first.
// The first render is a transition, so React renders the page in slices and lets the browser
// run between them instead of blocking it for the whole render (Total Blocking Time).
if (root) {
  void Promise.all([i18nReady, firstPageReady]).then(() => {
    const app = createRoot(root)
    startTransition(() =>
      app.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    )
  })
}
