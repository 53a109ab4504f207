import type { MedalList } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { useSession } from '../../../lib/session.ts'

const ICONS: Record<string, string> = {
  verifyPhone:
    'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm0 3v13h10V5H7Zm5 14.2a1 1 0 1 0 0 .1Z',
  addGoods: 'M12 2 3 6.5v11L12 22l9-4.5v-11L12 2Zm0 2.2 6.2 3.1L12 10.4 5.8 7.3 12 4.2Z',
  inviteFriends:
    'M9 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Zm0 2c3.3 0 7 1.6 7 4v3H2v-3c0-2.4 3.7-4 7-4Zm8-2V8h2v3h3v2h-3v3h-2v-3h-3v-2h3Z',
  moreMedal: 'M12 2l2.9 6.3 6.9.6-5.2 4.6 1.6 6.8L12 16.8 5.8 20.3l1.6-6.8L2.2 8.9l6.9-.6L12 2Z',
}

export function MedalGrid({ list }: { list: MedalList }) {
  const { t } = useTranslation()
  const { userInfo } = useSession()
  // How a medal is earned speaks to the member on their own wall, and of them on anyone else's.
  const mine = userInfo?.id === list.memberId
  const initial = list.nickName.slice(0, 1).toUpperCase()
  return (
    <div className="medals">
      <div className="medals-head">
        <div className="avatar avatar-lg" aria-hidden>
          {list.face ? <img src={list.face} alt="" /> : initial}
        </div>
        <div>
          <strong>{list.nickName}</strong>
          <p className="muted small">{t('medals.count', { n: list.count })}</p>
        </div>
      </div>
      <ul className="medal-grid">
        {list.medals.map((m) => (
          <li key={m.key} className={m.haveOwned ? 'owned' : 'unowned'} data-testid={`medal-${m.key}`}>
            <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden>
              <path fill="currentColor" d={ICONS[m.key] ?? ICONS.moreMedal} />
            </svg>
            <strong>{t(`medals.names.${m.key}`)}</strong>
            {m.key !== 'moreMedal' && (
              <span className="sr-only">{t(m.haveOwned ? 'medals.owned' : 'medals.notOwned')}</span>
            )}
            <span className="muted small">
              {m.haveOwned && m.ownedTime
                ? t('medals.ownedOn', { date: formatDate(m.ownedTime, currentLanguage()) })
                : m.key === 'moreMedal'
                  ? t(mine ? 'medals.comingMore' : 'medals.comingMoreOthers')
                  : t(mine ? `medals.how.${m.key}` : `medals.howOthers.${m.key}`)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
