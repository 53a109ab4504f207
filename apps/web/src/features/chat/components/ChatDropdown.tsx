/**
 * The header's dropdown: the 8 most recent talks (a click opens /im?talkId=) and "All messages".
 * Loaded on first open (ChatBadge.tsx, which also closes it on Esc and gives focus back).
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import '../../../components/header-dropdown.css'
import { paths } from '../../../config/paths.ts'
import { useTalks } from '../api/talks.ts'
import { TalkRow } from './TalkRow.tsx'

export const DROPDOWN_TALKS = 8

export function ChatDropdown({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const talks = useTalks()
  const recent = talks.data?.pages[0]?.records.slice(0, DROPDOWN_TALKS) ?? []
  return (
    <div
      className="header-dropdown"
      role="dialog"
      aria-label={t('chat.dropdown.title')}
      data-testid="chat-dropdown"
    >
      <p className="header-dropdown-head">{t('chat.dropdown.title')}</p>
      {talks.isPending ? (
        <p className="header-dropdown-state">{t('common.loading')}</p>
      ) : recent.length === 0 ? (
        <p className="header-dropdown-state">{t('chat.list.empty')}</p>
      ) : (
        <ul className="header-dropdown-list">
          {recent.map((talk) => (
            <li key={talk.id}>
              <Link
                to={paths.im({ talkId: talk.id })}
                className="header-dropdown-item"
                data-testid="dropdown-talk"
                onClick={onClose}
              >
                <TalkRow talk={talk} compact />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.im()} className="header-dropdown-all" data-testid="dropdown-all" onClick={onClose}>
        {t('chat.dropdown.all')}
      </Link>
    </div>
  )
}
