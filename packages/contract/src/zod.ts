/**
 * The contract's zod, configured before any schema is built. In a browser zod must not probe
 * whether it may compile validators with `new Function`: the site's Content-Security-Policy
 * forbids eval, so the probe is reported as a violation (and counted against the page) even though
 * zod catches it. On the server the compiled validators stay on; they parse request bodies faster.
 */
import { z } from 'zod'

z.config({ jitless: 'document' in globalThis })

export { z }
