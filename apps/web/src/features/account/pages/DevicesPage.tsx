/**
 * /setting/devices: the devices signed in to the account (docs/product/domain-rules.md, Sessions),
 * at most one computer and one phone, and the sign-in before this one. Another device can be
 * signed out here, after a confirmation; this one leaves through Log out.
 */
import type { DeviceSession, Language } from '@kaifong/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { LoadError } from '../../../components/LoadStates.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { ApiError } from '../../../lib/api.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { toast } from '../../../lib/ui.ts'
import { useDevices, useSignOutDevice } from '../api/devices.ts'
import '../devices.css'

const LOCALES: Record<Language, string> = { 'zh-Hant': 'zh-HK', 'zh-Hans': 'zh-CN', en: 'en-HK' }

/** Date and time in Hong Kong, as the rest of the site shows times. */
function formatTime(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: 'Asia/Hong_Kong',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso))
}

/**
 * The country's name in the page's language, or null for none or a code the browser does not know.
 * The short names: 香港 and Hong Kong, not the long 中國香港特別行政區 and Hong Kong SAR China.
 */
function countryName(code: string, lang: Language): string | null {
  if (!code) return null
  try {
    return (
      new Intl.DisplayNames([LOCALES[lang]], { type: 'region', style: 'short', fallback: 'none' }).of(code) ??
      null
    )
  } catch {
    return null
  }
}

const ICONS = {
  H5: 'M17 1H7a2 2 0 0 0-2 2v18a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V3a2 2 0 0 0-2-2Zm0 18H7V5h10v14Zm-5 3a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z',
  PC: 'M20 18a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2H0v2h24v-2h-4ZM4 6h16v10H4V6Z',
} as const

export default function DevicesPage() {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const devices = useDevices()
  const signOut = useSignOutDevice()
  const [leaving, setLeaving] = useState<DeviceSession | null>(null)

  const summary = ({ browser, os }: DeviceSession) =>
    browser && os ? t('devices.summary', { browser, os }) : browser || os || t('devices.unknownDevice')
  const place = (code: string) => countryName(code, lang) ?? t('devices.unknownPlace')
  const address = (ip: string) => ip || t('devices.unknownIp')

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
  const last = data?.lastSignIn
  return (
    <section className="card devices-page" data-testid="devices-page">
      <h1>{t('pages.devices')}</h1>
      <p className="muted">{t('devices.intro')}</p>
      {devices.isPending && <Spinner label={t('common.loading')} />}
      {devices.isError && <LoadError error={devices.error} onRetry={() => void devices.refetch()} />}
      {data && (
        <>
          <p className="devices-last" data-testid="last-sign-in">
            {last
              ? t('devices.lastSignIn', {
                  time: formatTime(last.time, lang),
                  place: place(last.country),
                  ip: address(last.ip),
                })
              : t('devices.firstSignIn')}
          </p>
          <h2 className="sr-only">{t('devices.list')}</h2>
          <ul className="devices-list">
            {data.sessions.map((d) => (
              <li
                key={d.id}
                className={`devices-item${d.current ? ' current' : ''}`}
                data-testid="device-item"
              >
                <svg
                  className="devices-icon"
                  viewBox="0 0 24 24"
                  width="32"
                  height="32"
                  aria-hidden
                  focusable="false"
                >
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
                    {t('devices.signedInAt', { time: formatTime(d.createdAt, lang) })} ·{' '}
                    {t('devices.lastActive', { time: formatTime(d.lastSeenAt, lang) })}
                  </span>
                </div>
                {!d.current && (
                  <button
                    type="button"
                    className="btn btn-outline btn-small devices-out"
                    aria-label={`${t('devices.signOut')}: ${summary(d)}`}
                    data-testid="device-sign-out"
                    disabled={signOut.isPending}
                    onClick={() => setLeaving(d)}
                  >
                    {t('devices.signOut')}
                  </button>
                )}
              </li>
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
      )}
      <ConfirmDialog
        open={leaving !== null}
        title={t('devices.signOutTitle')}
        message={t('devices.signOutConfirm', { device: leaving ? summary(leaving) : '' })}
        confirmLabel={t('devices.signOut')}
        onConfirm={confirm}
        onCancel={() => setLeaving(null)}
      />
    </section>
  )
}
