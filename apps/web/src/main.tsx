import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { i18nReady } from './lib/i18n.ts'
import './styles/tokens.css'
import './styles/base.css'
import './styles/components.css'
import './styles/shell.css'
import './styles/pages.css'
import './styles/coins.css'

const root = document.getElementById('root')
// The first render waits for the language's catalogue (lib/i18n.ts), so no text flashes as a key.
if (root) {
  void i18nReady.then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  )
}
