/**
 * The home page check-in card (docs/product/screens.md): coin balance, consecutive days, seven slots (received up
 * to the current position, later ones show +reward), and the check-in button. Logged out, a
 * login button covers it.
 */
import { CHECK_IN_CYCLE_DAYS, checkInCycleDay, checkInRewardFor } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '../../../components/Icon.tsx'
import { paths } from '../../../config/paths.ts'
import { useSession } from '../../../lib/session.ts'
import { openAuth, toast } from '../../../lib/ui.ts'
import { useCheckIn, useCheckInStatus } from '../api/checkin.ts'
import { useCoinBalance } from '../api/coins.ts'

const SLOTS = Array.from({ length: CHECK_IN_CYCLE_DAYS }, (_, i) => i + 1)

/** How many slots of the current cycle are already received. */
export function receivedSlots(signDays: number, selfSigned: boolean): number {
  if (signDays === 0) return 0
  const position = checkInCycleDay(signDays)
  // Checked in yesterday on day 7: today starts a new cycle.
  return !selfSigned && position === CHECK_IN_CYCLE_DAYS ? 0 : position
}

export function CheckInCard() {
  const { t } = useTranslation()
  const { userInfo } = useSession()
  const status = useCheckInStatus()
  const balance = useCoinBalance()
  const checkIn = useCheckIn()
  const s = status.data
  const received = s ? receivedSlots(s.signDays, s.selfSigned) : 0

  const onCheckIn = () =>
    checkIn.mutate(undefined, {
      onSuccess: (r) => toast(t('checkin.done', { coins: r.reward, count: r.reward }), 'success'),
    })

  return (
    <section className="card checkin" aria-label={t('checkin.title')} data-testid="checkin-card">
      <div className="checkin-head">
        <div>
          <h2>{t('checkin.title')}</h2>
          <p className="muted small">{t('checkin.hint')}</p>
        </div>
        {userInfo && (
          <Link to={paths.coins} className="checkin-balance" data-testid="coin-balance">
            <Icon name="coin" size={20} />
            <strong>{balance.data ?? '–'}</strong>
            <span className="muted small">{t('coins.unit')}</span>
          </Link>
        )}
      </div>
      <ol className="checkin-slots">
        {SLOTS.map((day) => (
          <li key={day} className={day <= received ? 'received' : ''} data-testid={`checkin-slot-${day}`}>
            <span className="slot-day">{t('checkin.day', { n: day })}</span>
            <span className="slot-reward">{day <= received ? '✓' : `+${checkInRewardFor(day)}`}</span>
          </li>
        ))}
      </ol>
      <div className="checkin-foot">
        <span className="muted small" data-testid="checkin-days">
          {t('checkin.streak', { n: s?.signDays ?? 0, count: s?.signDays ?? 0 })}
        </span>
        <button
          type="button"
          className="btn btn-primary"
          data-testid="checkin-button"
          disabled={!s || s.selfSigned || checkIn.isPending}
          onClick={onCheckIn}
        >
          {s?.selfSigned ? t('checkin.checkedIn') : t('checkin.button', { coins: s?.nextReward ?? 1 })}
        </button>
      </div>
      {!userInfo && (
        <div className="checkin-cover">
          <p>{t('checkin.loginHint')}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => openAuth('login', null, { reason: 'checkin' })}
          >
            {t('nav.login')}
          </button>
        </div>
      )}
    </section>
  )
}
