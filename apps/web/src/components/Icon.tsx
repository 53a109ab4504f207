/** Inline SVG icons, so nothing depends on the visitor's emoji font. */
const PATHS = {
  box: 'M12 2 3 6.5v11L12 22l9-4.5v-11L12 2Zm0 2.24 6.2 3.1L12 10.44 5.8 7.34 12 4.24ZM5 9l6 3v7.5l-6-3V9Zm8 10.5V12l6-3v7.5l-6 3Z',
  chat: 'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  tag: 'M3 3h8l10 10-8 8L3 11V3Zm4 2.5A1.5 1.5 0 1 0 7 8.5 1.5 1.5 0 0 0 7 5.5Z',
  coin: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 3a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm1 2v1.1c1.3.3 2.3 1.2 2.4 2.4h-2c-.1-.5-.6-.8-1.4-.8-.9 0-1.4.4-1.4.9 0 .6.6.8 1.9 1.1 2 .4 3.1 1.1 3.1 2.7 0 1.3-1 2.3-2.6 2.6V17h-2v-1c-1.5-.3-2.6-1.3-2.7-2.7h2c.1.7.8 1.1 1.7 1.1 1 0 1.6-.4 1.6-1 0-.5-.4-.8-1.8-1.1-2-.4-3.2-1.1-3.2-2.7 0-1.3 1-2.2 2.4-2.5V7h2Z',
  globe:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm6.9 9a8 8 0 0 0-3.2-5.6c.6 1.5 1 3.4 1.1 5.6h2.1Zm-4.1 0c-.2-3.2-1.2-5.6-2.3-6.7h-.9C10.4 5.4 9.4 7.8 9.2 11h5.6Zm-7.6 0c.1-2.2.5-4.1 1.1-5.6A8 8 0 0 0 5.1 11h2.1Zm-2.1 2a8 8 0 0 0 3.2 5.6c-.6-1.5-1-3.4-1.1-5.6H5.1Zm4.1 0c.2 3.2 1.2 5.6 2.3 6.7h.9c1.1-1.1 2.1-3.5 2.3-6.7H9.2Zm7.6 0c-.1 2.2-.5 4.1-1.1 5.6a8 8 0 0 0 3.2-5.6h-2.1Z',
  compass:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm4.5 3.5-2.6 6.4-6.4 2.6 2.6-6.4 6.4-2.6ZM12 10.8a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4Z',
} as const

export type IconName = keyof typeof PATHS

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} className={className} aria-hidden focusable="false">
      <path fill="currentColor" d={PATHS[name]} />
    </svg>
  )
}
