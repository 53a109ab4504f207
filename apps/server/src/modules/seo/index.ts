/** The seo module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { registerSharePages, registerSitemap } from './seo.routes.ts'
