/**
 * What a payment costs against the coin balance, and, when coins are short (known here, or the
 * server's 40001 message), the ways to earn more. Shared by the wizard and the owner tools.
 */
import { LISTING_PRICES, OPEN_DAYS, type OpenDays } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '../../../components/Icon.tsx'
import { useCoinBalance } from '../../coins/index.ts'
import '../sell.css'
import { paths } from '../../../config/paths.ts'

export function useCoinCheck(cost: number) {
  const balance = useCoinBalance()
  const have = balance.data
  return { have, short: have !== undefined && have < cost, refetch: balance.refetch }
}

export function EarnCoins({ message, keepsDraft }: { message: string; keepsDraft?: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="earn-coins" role="alert" data-testid="earn-coins">
      <p className="earn-coins-message">{message}</p>
      <p className="small">{t(keepsDraft ? 'sell.coins.earnKeepsDraft' : 'sell.coins.earnIntro')}</p>
      <ul>
        <li>
          <Link to={paths.tasks}>{t('sell.coins.earnTasks')}</Link>
        </li>
        <li>
          <Link to={paths.home}>{t('sell.coins.earnCheckIn')}</Link>
        </li>
        <li>
          <Link to={paths.topUp}>{t('sell.coins.earnTopUp')}</Link>
        </li>
      </ul>
    </div>
  )
}

interface CostProps {
  cost: number
  /** The server's "not enough coins" message, which wins over the local check. */
  serverMessage?: string | null
  keepsDraft?: boolean
}

export function CoinCost({ cost, serverMessage, keepsDraft }: CostProps) {
  const { t } = useTranslation()
  const { have, short } = useCoinCheck(cost)
  return (
    <div className="coin-cost" data-testid="coin-cost">
      <p className="coin-cost-line">
        <Icon name="coin" size={20} />
        <span>{t('sell.coins.cost', { n: cost })}</span>
        <span className="muted">
          {have === undefined ? t('common.loading') : t('sell.coins.balance', { count: have })}
        </span>
      </p>
      {serverMessage ? (
        <EarnCoins message={serverMessage} keepsDraft={keepsDraft} />
      ) : (
        short && (
          <EarnCoins
            message={t('sell.coins.short', { need: cost, have: have ?? 0 })}
            keepsDraft={keepsDraft}
          />
        )
      )}
    </div>
  )
}

interface DurationProps {
  name: string
  value: OpenDays
  onChange: (days: OpenDays) => void
}

/** 7 days for 10 coins or 30 days for 30 coins (docs/product/constants.md, LISTING_PRICES). */
export function DurationChoice({ name, value, onChange }: DurationProps) {
  const { t } = useTranslation()
  return (
    <fieldset className="sell-chips">
      <legend>{t('sell.days.label')}</legend>
      {OPEN_DAYS.map((days) => (
        <label key={days} className="sell-chip">
          <input
            type="radio"
            name={name}
            value={days}
            checked={value === days}
            onChange={() => onChange(days)}
            data-testid={`${name}-${days}`}
          />
          <span>{t('sell.days.option', { days })}</span>
          <span className="small">{t('sell.coins.amount', { n: LISTING_PRICES[days] })}</span>
        </label>
      ))}
    </fieldset>
  )
}
