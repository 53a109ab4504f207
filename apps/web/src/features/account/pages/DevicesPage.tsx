/**
 * /setting/devices: the devices signed in to the account (docs/product/domain-rules.md, Sessions),
 * at most one computer and one phone, and the sign-in before this one. Another device can be
 * signed out here, after a confirmation; this one leaves through Log out.
 */
import type { DeviceSession, DevicesResult } from '@kaifong/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { LoadError } from '../../../components/LoadStates.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { ApiError } from '../../../lib/api.ts'
import { toast } from '../../../lib/ui.ts'
import { useDevices, useSignOutDevice } from '../api/devices.ts'
import { DeviceItem } from '../components/DeviceItem.tsx'
import { type DeviceWords, useDeviceWords } from '../hooks/use-device-words.ts'
import '../devices.css'

export default function DevicesPage() {
  const { t } = useTranslation()
  const words = useDeviceWords()
  const devices = useDevices()
  const signOut = useSignOutDevice()
  const [leaving, setLeaving] = useState<DeviceSession | null>(null)

  const confirm = () => {
    const target = leaving
    setLeaving(null)
    if (!target) return
    signOut.mutate(target.id, {
      onSuccess: () => toast(t('devices.signedOut'), 'success'),
      // A device that had already gone (404) says so; the list is fetched again either way.
      onError: (e) => {
        if (e instanceof ApiError) toast(e.message, 'error')
      },
    })
  }

  const data = devices.data
  return (
    <section className="card devices-page" data-testid="devices-page">
      <h1>{t('pages.devices')}</h1>
      <p className="muted">{t('devices.intro')}</p>
      {devices.isPending && <Spinner label={t('common.loading')} />}
      {devices.isError && <LoadError error={devices.error} onRetry={() => void devices.refetch()} />}
      {data && <DeviceList data={data} words={words} busy={signOut.isPending} onSignOut={setLeaving} />}
      <ConfirmDialog
        open={leaving !== null}
        title={t('devices.signOutTitle')}
        message={t('devices.signOutConfirm', { device: leaving ? words.summary(leaving) : '' })}
        confirmLabel={t('devices.signOut')}
        onConfirm={confirm}
        onCancel={() => setLeaving(null)}
      />
    </section>
  )
}

interface ListProps {
  data: DevicesResult
  words: DeviceWords
  busy: boolean
  onSignOut: (device: DeviceSession) => void
}

/** The sign-in before this one, then the devices signed in now. */
function DeviceList({ data, words, busy, onSignOut }: ListProps) {
  const { t } = useTranslation()
  const last = data.lastSignIn
  return (
    <>
      <p className="devices-last" data-testid="last-sign-in">
        {last
          ? t('devices.lastSignIn', {
              time: words.time(last.time),
              place: words.place(last.country),
              ip: words.address(last.ip),
            })
          : t('devices.firstSignIn')}
      </p>
      <h2 className="sr-only">{t('devices.list')}</h2>
      <ul className="devices-list">
        {data.sessions.map((d) => (
          <DeviceItem key={d.id} device={d} words={words} busy={busy} onSignOut={onSignOut} />
        ))}
      </ul>
      <p className="muted small">{t('devices.thisDeviceHint')}</p>
      {/* The country table's licence asks for this credit where it is used. */}
      <p className="muted small">
        {t('devices.geoCredit')}{' '}
        <a href="https://lite.ip2location.com" target="_blank" rel="noopener noreferrer">
          lite.ip2location.com
        </a>
      </p>
    </>
  )
}
