/**
 * While /im?goodsId= (or ?id=) finds its talk: a spinner, then the reason it cannot open one
 * (docs/product/chat.md#talks): verify a phone first (in a dialog here, then the talk opens), one's own listing,
 * a listing no longer available, or the server's own words for anything else.
 */
import { ErrorCode } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { ApiError } from '../../../lib/api.ts'
import { usePhoneDialog } from '../../auth/index.ts'

interface Props {
  error: unknown
  goodsId: string
  /** The talk was for an offer: the phone dialog says so. */
  offer?: boolean
  /** The member verified a phone here: find the talk again. */
  onVerified: () => void
}

export function OpenTalkState({ error, goodsId, offer = false, onVerified }: Props) {
  const { t } = useTranslation()
  const phoneGate = usePhoneDialog()
  if (!error) {
    return (
      <div className="im-empty" role="status" aria-busy="true">
        <span className="spinner" aria-hidden />
        <p>{t('chat.open.loading')}</p>
      </div>
    )
  }
  const code = error instanceof ApiError ? error.code : 0
  const back = goodsId ? (
    <Link className="btn btn-outline btn-small" to={paths.goodsDetail(goodsId)}>
      {t('chat.open.backToListing')}
    </Link>
  ) : (
    <Link className="btn btn-outline btn-small" to={paths.im()}>
      {t('chat.open.allMessages')}
    </Link>
  )
  if (code === ErrorCode.PHONE_NOT_VERIFIED) {
    return (
      <div className="im-empty" role="alert" data-testid="open-talk-error">
        <p>{t('chat.open.phone')}</p>
        <div className="row-wrap">
          <button
            type="button"
            className="btn btn-primary btn-small"
            data-testid="open-talk-verify"
            onClick={() => phoneGate.ask(offer ? 'offer' : 'chat', onVerified)}
          >
            {t('chat.open.verifyPhone')}
          </button>
          {back}
        </div>
        {phoneGate.dialog}
      </div>
    )
  }
  // A listing nobody can start a talk about answers as a missing one (10001), whether it is gone,
  // taken down, sold or expired; 30011 is what servers said before.
  const unavailable = code === ErrorCode.GOODS_NOT_FOUND || code === ErrorCode.GOODS_UNAVAILABLE
  const message =
    code === ErrorCode.GOODS_OWN
      ? t('chat.open.own')
      : unavailable
        ? t('chat.open.unavailable')
        : code === ErrorCode.TALK_NOT_FOUND
          ? t('chat.open.notFound')
          : error instanceof ApiError
            ? error.message
            : t('errors.loadFailed')
  return (
    <div className="im-empty" role="alert" data-testid="open-talk-error">
      <p>{message}</p>
      {back}
    </div>
  )
}
