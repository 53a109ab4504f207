/**
 * One review: the member it is from (or, among those I wrote, the member it is about) with their
 * role in the deal, the score, the tags, the text, the listing, and the date in Hong Kong time.
 * A review's `role` is the member reviewed, so its writer is labelled the other way
 * (docs/product/permissions.md, "Reviews").
 */
import { type Evaluation, REVIEW_TAGS } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Avatar } from '../../../components/Avatar.tsx'
import { paths } from '../../../config/paths.ts'
import { formatDate } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { writerRoleOf } from '../lib/roles.ts'
import { Stars } from './Stars.tsx'

/** received: mine, from others; written: mine, about others; public: a member page's list. */
export type Perspective = 'received' | 'written' | 'public'

export function ReviewItem({ review, perspective }: { review: Evaluation; perspective: Perspective }) {
  const { t } = useTranslation()
  const written = perspective === 'written'
  const person = written
    ? { id: review.member2Id, name: review.member2Name, face: '', deleted: review.member2Deleted }
    : { id: review.memberId, name: review.memberName, face: review.memberFace, deleted: review.memberDeleted }
  const label = written
    ? t(`evaluate.to.${review.role}`)
    : t(`evaluate.${perspective === 'received' ? 'from' : 'role'}.${writerRoleOf(review.role)}`)
  const tags = REVIEW_TAGS.filter((tag) => review[tag])
  return (
    <article className="review" data-testid="review">
      <header className="review-head">
        <Avatar name={person.name} face={person.face} size={36} />
        <p className="review-who">
          <span className="review-role" data-testid="review-role">
            {label}
          </span>{' '}
          {person.name && !person.deleted ? (
            <Link to={paths.member(person.name, person.id)} className="review-name">
              {person.name}
            </Link>
          ) : (
            // A deleted account has no page: its name is the server's "deleted member" label.
            <span className="review-name">{person.name || t('evaluate.deletedMember')}</span>
          )}
        </p>
        <time className="review-date muted small" dateTime={review.createTime}>
          {formatDate(review.createTime, currentLanguage())}
        </time>
      </header>
      <Stars score={review.serviceScore} />
      {tags.length > 0 && (
        <ul className="review-chips" aria-label={t('evaluate.tagsLabel')}>
          {tags.map((tag) => (
            <li key={tag} className="review-chip">
              {t(`evaluate.tags.${tag}`)}
            </li>
          ))}
        </ul>
      )}
      <p className="review-text">{review.content}</p>
      <Link to={paths.goodsDetail(review.goodsId)} className="review-goods">
        {review.goodsPicture ? (
          <img src={review.goodsPicture} alt="" width={40} height={40} loading="lazy" />
        ) : (
          <span className="review-goods-pic" aria-hidden />
        )}
        <span>{review.goodsName}</span>
      </Link>
    </article>
  )
}
