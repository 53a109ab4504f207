/** The notification bell, drawn here rather than in components/Icon.tsx: it loads with the notices. */
export function BellIcon({ size = 22 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden focusable="false">
      <path
        fill="currentColor"
        d="M12 2a1.5 1.5 0 0 1 1.5 1.5v.6A7 7 0 0 1 19 11v4.6l1.7 2.2A.75.75 0 0 1 20.1 19H3.9a.75.75 0 0 1-.6-1.2L5 15.6V11a7 7 0 0 1 5.5-6.9v-.6A1.5 1.5 0 0 1 12 2Zm-2.5 18h5a2.5 2.5 0 0 1-5 0Z"
      />
    </svg>
  )
}
