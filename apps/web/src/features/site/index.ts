/** The site feature's public surface: the site's settings (name, contacts, phone verification) for the shell and pages. */
export { usePhonesVerified, useSite } from './api/site.ts'
