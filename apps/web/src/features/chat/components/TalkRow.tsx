/**
 * One talk in the list and the header dropdown: the other member's picture (or initial) and
 * name, the listing's picture, the last message, its time, the unread count, the latest offer and
 * the listing's state. `compact` (the dropdown) leaves out the offer and the listing.
 */
import type { TalkItem } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Avatar } from '../../../components/Avatar.tsx'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { countText, goodsStateKey, quoteKey } from '../lib/labels.ts'
import { talkTime } from '../lib/time.ts'

export function TalkRow({ talk, compact = false }: { talk: TalkItem; compact?: boolean }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const quote = quoteKey(talk)
  const state = goodsStateKey(talk.goodsState)
  const name = talk.name || t('chat.deletedMember')
  return (
    <span className="talk-row" data-testid="talk-row">
      <Avatar name={name} face={talk.face} size={compact ? 40 : 48} />
      <span className="talk-row-main">
        <span className="talk-row-top">
          <span className="talk-row-name">{name}</span>
          {talk.lastTalkTime && (
            <time className="talk-row-time" dateTime={talk.lastTalkTime}>
              {talkTime(talk.lastTalkTime, lang)}
            </time>
          )}
        </span>
        <span className="talk-row-bottom">
          <span className="talk-row-preview">{talk.lastTalkMessage || t('chat.list.noMessages')}</span>
          {talk.unread > 0 && (
            <span className="chat-count" data-testid="talk-unread">
              <span className="sr-only">{t('chat.list.unread', { count: talk.unread })}</span>
              <span aria-hidden>{countText(talk.unread)}</span>
            </span>
          )}
        </span>
        {!compact && (quote || state) && (
          <span className="talk-row-tags">
            {quote && (
              <span className="talk-tag talk-tag-offer">{t(quote, { price: formatHKD(talk.quote) })}</span>
            )}
            {state && <span className="talk-tag">{t(state)}</span>}
          </span>
        )}
      </span>
      {!compact && talk.goodsPicture && (
        <img
          className="talk-row-goods"
          src={talk.goodsPicture}
          alt=""
          width={44}
          height={44}
          loading="lazy"
        />
      )}
    </span>
  )
}
