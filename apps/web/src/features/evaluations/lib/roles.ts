/**
 * Who is who in a review (docs/product/permissions.md, "Reviews"): `role` names the member reviewed,
 * so the writer had the other role in the deal, and is labelled that way ("from a buyer").
 */
import type { ReviewRole } from '@kaifong/contract'

export const writerRoleOf = (reviewed: ReviewRole): ReviewRole => (reviewed === 'SELLER' ? 'BUYER' : 'SELLER')
