/**
 * The console's members and coins (docs/admin.md, "Members" and "Coins", right `members.view`;
 * the actions on a member's page need their own rights): its pages, which app/console-pages.ts
 * gives the console (features/admin). Each page is a lazy chunk of its own.
 */
import { lazy } from 'react'
import type { ConsolePage } from '../admin/index.ts'

const MembersPage = lazy(() => import('./pages/MembersPage.tsx'))
const MemberDetailPage = lazy(() => import('./pages/MemberDetailPage.tsx'))

export const MEMBER_PAGES: readonly ConsolePage[] = [
  { path: 'members', right: 'members.view', Page: MembersPage },
  { path: 'members/:id', right: 'members.view', Page: MemberDetailPage },
]
