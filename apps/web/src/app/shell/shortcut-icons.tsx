/**
 * The icons only the side drawer and the fixed bar show. They load with them, so they stay out of
 * components/Icon.tsx, which is in the first load; coin and heart come from there.
 */
const PATHS = {
  user: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z',
  history:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm1 3v4.6l3.4 2-1 1.7-4.4-2.6V7h2Z',
  bell: 'M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22Zm7-6v-5a7 7 0 0 0-5.5-6.8v-.7a1.5 1.5 0 0 0-3 0v.7A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z',
  up: 'm12 4-7.5 7.5 1.4 1.4 5.1-5.1V20h2V7.8l5.1 5.1 1.4-1.4L12 4Z',
} as const

export function ShortcutIcon({ name, size = 22 }: { name: keyof typeof PATHS; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden focusable="false">
      <path fill="currentColor" d={PATHS[name]} />
    </svg>
  )
}
