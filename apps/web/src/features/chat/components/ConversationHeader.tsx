/**
 * The conversation's header: back to the list (phones), the other member (to their page), the
 * listing (picture, title, exact HK$ price, state tag; to its page), and the talk's menu.
 */
import type { TalkDetail } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { Avatar } from '../../../components/Avatar.tsx'
import { PriceText } from '../../../components/PriceText.tsx'
import { paths } from '../../../config/paths.ts'
import { goodsStateKey } from '../lib/labels.ts'
import { TalkMenu } from './TalkMenu.tsx'

export function ConversationHeader({ talk, phone }: { talk: TalkDetail; phone: boolean }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const state = goodsStateKey(talk.goodsState)
  const name = talk.otherDeleted || !talk.name ? t('chat.deletedMember') : talk.name
  // Opened from the list: back is the browser's back; opened from elsewhere (a link): the list.
  const fromList = (location.state as { fromList?: boolean } | null)?.fromList === true
  const back = () => (fromList ? navigate(-1) : navigate(paths.im(), { replace: true }))
  return (
    <header className="conv-head">
      <div className="conv-head-top">
        {phone && (
          <button
            type="button"
            className="icon-btn conv-back"
            aria-label={t('chat.conversation.back')}
            data-testid="conv-back"
            onClick={() => void back()}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
              <path fill="currentColor" d="M15.4 4.6 14 3.2 5.2 12l8.8 8.8 1.4-1.4L8 12l7.4-7.4Z" />
            </svg>
          </button>
        )}
        <Avatar name={name} face={talk.otherDeleted ? '' : talk.face} size={36} />
        <h2 className="conv-name">
          {talk.otherDeleted ? (
            name
          ) : (
            <Link to={paths.member(talk.name, talk.userId)} data-testid="conv-member">
              {name}
            </Link>
          )}
        </h2>
        <TalkMenu talk={talk} />
      </div>
      <Link className="conv-goods" to={paths.goodsDetail(talk.goodsId)} data-testid="conv-goods">
        {talk.goodsPicture && <img src={talk.goodsPicture} alt="" width={48} height={48} />}
        <span className="conv-goods-text">
          <span className="conv-goods-name">{talk.goodsName}</span>
          <span className="conv-goods-price">
            <PriceText price={talk.goodsPrice} />
            {state && <span className="talk-tag">{t(state)}</span>}
          </span>
        </span>
      </Link>
    </header>
  )
}
