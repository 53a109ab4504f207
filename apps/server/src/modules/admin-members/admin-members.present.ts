/** Members → the console's shapes (docs/admin.md, "Members"): contacts unmasked, ids as strings. */
import type { AdminMemberDetail, AdminMemberRow, AdminMemberSession } from '@kaifong/contract/admin'
import { describeUserAgent, type SessionRow } from '../auth/index.ts'
import type { MemberCounts, MemberWithPoint } from './admin-members.repo.ts'

export function presentMemberRow(m: MemberWithPoint): AdminMemberRow {
  return {
    id: String(m.id),
    username: m.username,
    nickName: m.nickName,
    email: m.email,
    mobile: m.mobile ?? '',
    role: m.role,
    disabled: m.disabled,
    createTime: m.createdAt.toISOString(),
    point: m.point,
  }
}

export function presentMemberSession(s: SessionRow): AdminMemberSession {
  const { browser, os } = describeUserAgent(s.userAgent)
  return {
    id: s.id,
    clientType: s.clientType,
    browser,
    os,
    deviceName: [browser, os].filter(Boolean).join(' · '),
    ip: s.ip,
    country: s.country,
    createTime: s.createdAt.toISOString(),
    lastActiveTime: s.lastSeenAt?.toISOString() ?? null,
  }
}

export function presentMemberDetail(
  m: MemberWithPoint,
  counts: MemberCounts,
  sessions: SessionRow[],
): AdminMemberDetail {
  return {
    ...presentMemberRow(m),
    countryCode: m.countryCode ?? '',
    phoneVerified: m.phoneVerifiedAt !== null,
    emailVerified: m.emailVerifiedAt !== null,
    banReason: m.disabled ? m.banReason : null,
    bannedAt: m.disabled ? (m.bannedAt?.toISOString() ?? null) : null,
    passwordResetRequired: m.passwordResetRequired,
    ...counts,
    deals: counts.dealsAsBuyer + counts.dealsAsSeller,
    sessions: sessions.map(presentMemberSession),
  }
}
