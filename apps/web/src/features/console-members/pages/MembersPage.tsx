/**
 * /admin/members (docs/admin.md, "Members", right `members.view`): search members by username,
 * email, phone or id, a page of results, each opening the member's page. The search and the page
 * live in the address, so a result can be shared and Back returns to it.
 */
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { currentLanguage } from '../../../lib/i18n.ts'
import {
  type AdminColumn,
  AdminError,
  AdminField,
  AdminLoading,
  AdminTable,
  adminPaths,
  adminTime,
  fieldA11y,
  useAdminTitle,
} from '../../admin/index.ts'
import { MemberBadges } from '../components/MemberBadges.tsx'
import { useMembers } from '../lib/members.ts'
import type { AdminMemberRow } from '../lib/types.ts'

function useColumns(): AdminColumn<AdminMemberRow>[] {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return [
    { key: 'id', header: t('adminContent.members.id'), cell: (m) => m.id },
    {
      key: 'username',
      header: t('adminContent.members.username'),
      cell: (m) => (
        <Link to={adminPaths.member(m.id)} data-testid="member-link">
          {m.username}
        </Link>
      ),
    },
    { key: 'nickName', header: t('adminContent.members.nickName'), cell: (m) => m.nickName },
    { key: 'email', header: t('adminContent.members.email'), cell: (m) => m.email },
    { key: 'mobile', header: t('adminContent.members.mobile'), cell: (m) => m.mobile },
    {
      key: 'role',
      header: t('adminContent.members.role'),
      cell: (m) => (
        <>
          {m.role === 'MEMBER' && t('adminContent.roles.MEMBER')}
          <MemberBadges member={m} />
        </>
      ),
    },
    { key: 'joined', header: t('adminContent.members.joined'), cell: (m) => adminTime(m.createTime, lang) },
    { key: 'coins', header: t('adminContent.members.coins'), cell: (m) => m.point, className: 'adm-num' },
  ]
}

export default function MembersPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [draft, setDraft] = useState(q)
  const columns = useColumns()
  useAdminTitle(t('adminContent.members.title'))
  const members = useMembers(q, page)

  const search = (e: FormEvent) => {
    e.preventDefault()
    const next = draft.trim()
    setParams(next ? { q: next } : {})
  }
  const goTo = (n: number) => setParams({ ...(q ? { q } : {}), page: String(n) })

  return (
    <section className="adm-page" aria-labelledby="members-title">
      <h1 id="members-title">{t('adminContent.members.title')}</h1>
      <form className="adc-search" onSubmit={search}>
        <AdminField
          id="members-q"
          label={t('adminContent.members.search')}
          hint={t('adminContent.members.searchHint')}
        >
          <input
            className="adm-input"
            type="search"
            value={draft}
            maxLength={100}
            data-testid="members-q"
            onChange={(e) => setDraft(e.target.value)}
            {...fieldA11y('members-q', null, t('adminContent.members.searchHint'))}
          />
        </AdminField>
        <button type="submit" className="adm-btn adm-btn-primary" data-testid="members-search">
          {t('adminContent.members.searchButton')}
        </button>
      </form>
      {members.isPending ? (
        <AdminLoading />
      ) : members.isError ? (
        <AdminError error={members.error} onRetry={() => void members.refetch()} />
      ) : (
        <>
          <p className="adm-muted" role="status">
            {t('adminContent.members.total', { count: members.data.total })}
          </p>
          <AdminTable
            caption={t('adminContent.members.caption')}
            columns={columns}
            rows={members.data.records}
            rowKey={(m) => m.id}
            empty={q ? t('adminContent.members.noMatch', { q }) : t('adminContent.members.none')}
            page={page}
            pages={members.data.pages}
            onPage={goTo}
            testId="members-table"
            rowTestId="member-row"
            busy={members.isPlaceholderData}
          />
        </>
      )}
    </section>
  )
}
