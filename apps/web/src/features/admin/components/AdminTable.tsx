/**
 * The console's tables (shared by every console page): a caption for readers, a header row, one
 * row per record, an optional detail row under a record, and the pager under it. On a narrow
 * screen (admin.css) each row becomes a card whose cells carry their column's name.
 */
import { Fragment, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export interface AdminColumn<T> {
  key: string
  header: string
  cell: (row: T) => ReactNode
  className?: string
}

interface TableProps<T> {
  caption: string
  columns: readonly AdminColumn<T>[]
  rows: readonly T[]
  rowKey: (row: T) => string
  /** Shown instead of the table when there are no rows. */
  empty?: string
  /** A full-width row under a record (e.g. its details once expanded); null for none. */
  detail?: (row: T) => ReactNode | null
  page?: number
  pages?: number
  onPage?: (page: number) => void
  testId?: string
  rowTestId?: string
  /** Dims the rows while the next page loads. */
  busy?: boolean
}

export function AdminTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  detail,
  page,
  pages,
  onPage,
  testId,
  rowTestId,
  busy,
}: TableProps<T>) {
  const { t } = useTranslation()
  return (
    <div className="adm-table-block" data-testid={testId}>
      {rows.length === 0 ? (
        <p className="adm-empty" data-testid="admin-table-empty">
          {empty ?? t('admin.common.empty')}
        </p>
      ) : (
        <div className="adm-table-scroll">
          <table className="adm-table" aria-busy={busy || undefined}>
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className={column.className}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const extra = detail?.(row) ?? null
                const key = rowKey(row)
                return (
                  <Fragment key={key}>
                    <tr data-testid={rowTestId}>
                      {columns.map((column) => (
                        <td key={column.key} className={column.className} data-label={column.header}>
                          {column.cell(row)}
                        </td>
                      ))}
                    </tr>
                    {extra !== null && (
                      <tr className="adm-table-detail">
                        <td colSpan={columns.length}>{extra}</td>
                      </tr>
                    )}
                  </Fragment>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      {page !== undefined && pages !== undefined && onPage && (
        <AdminPager page={page} pages={pages} onPage={onPage} />
      )}
    </div>
  )
}

interface PagerProps {
  page: number
  pages: number
  onPage: (page: number) => void
}

/** Previous / "page 2 of 5" / next; nothing when everything fits on one page. */
export function AdminPager({ page, pages, onPage }: PagerProps) {
  const { t } = useTranslation()
  if (pages <= 1) return null
  return (
    <nav className="adm-pager" aria-label={t('admin.pager.label')} data-testid="admin-pager">
      <button
        type="button"
        className="adm-btn adm-btn-ghost"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('admin.pager.prev')}
      </button>
      <span aria-live="polite">{t('admin.pager.status', { page, pages })}</span>
      <button
        type="button"
        className="adm-btn adm-btn-ghost"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('admin.pager.next')}
      </button>
    </nav>
  )
}
