/** One signed-in device on the devices page: what and where it is, when it signed in and was last seen. */
import type { DeviceSession } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import type { DeviceWords } from '../hooks/use-device-words.ts'

const ICONS = {
  H5: 'M17 1H7a2 2 0 0 0-2 2v18a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V3a2 2 0 0 0-2-2Zm0 18H7V5h10v14Zm-5 3a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z',
  PC: 'M20 18a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2H0v2h24v-2h-4ZM4 6h16v10H4V6Z',
} as const

interface Props {
  device: DeviceSession
  words: DeviceWords
  /** A sign-out is on its way. */
  busy: boolean
  /** Asks to sign this device out (never shown for this one). */
  onSignOut: (device: DeviceSession) => void
}

export function DeviceItem({ device: d, words, busy, onSignOut }: Props) {
  const { t } = useTranslation()
  const { summary, place, address, time } = words
  return (
    <li className={`devices-item${d.current ? ' current' : ''}`} data-testid="device-item">
      <svg className="devices-icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden focusable="false">
        <path fill="currentColor" d={ICONS[d.clientType]} />
      </svg>
      <div className="devices-text">
        <strong>
          {summary(d)}{' '}
          {d.current && (
            <span className="badge" data-testid="this-device">
              {t('devices.thisDevice')}
            </span>
          )}
        </strong>
        <span className="muted small">
          {t(d.clientType === 'H5' ? 'devices.phone' : 'devices.computer')} · {place(d.country)} ·{' '}
          {address(d.ip)}
        </span>
        <span className="muted small">
          {t('devices.signedInAt', { time: time(d.createdAt) })} ·{' '}
          {t('devices.lastActive', { time: time(d.lastSeenAt) })}
        </span>
      </div>
      {!d.current && (
        <button
          type="button"
          className="btn btn-outline btn-small devices-out"
          aria-label={`${t('devices.signOut')}: ${summary(d)}`}
          data-testid="device-sign-out"
          disabled={busy}
          onClick={() => onSignOut(d)}
        >
          {t('devices.signOut')}
        </button>
      )}
    </li>
  )
}
