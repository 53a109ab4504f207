/** The site feature's public surface: the site's settings (name, contacts) for the shell. */
export { useSite } from './api/site.ts'
