import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AdminPager, AdminTable } from './AdminTable.tsx'

interface Row {
  id: string
  name: string
}
const columns = [
  { key: 'id', header: 'ID', cell: (r: Row) => r.id },
  { key: 'name', header: 'Name', cell: (r: Row) => r.name },
]

describe('AdminTable', () => {
  it('shows a row per record, each cell named by its column for the stacked layout', () => {
    render(
      <AdminTable
        caption="people"
        columns={columns}
        rows={[
          { id: '1', name: 'Ann' },
          { id: '2', name: 'Ben' },
        ]}
        rowKey={(r) => r.id}
        rowTestId="row"
      />,
    )
    expect(screen.getByRole('table', { name: 'people' })).toBeInTheDocument()
    const rows = screen.getAllByTestId('row')
    expect(rows).toHaveLength(2)
    expect(within(rows[1] as HTMLElement).getByText('Ben')).toHaveAttribute('data-label', 'Name')
    expect(screen.queryByTestId('admin-pager')).not.toBeInTheDocument()
  })

  it('says so when empty, and shows a detail row under a record that has one', () => {
    const { rerender } = render(
      <AdminTable caption="x" columns={columns} rows={[]} rowKey={(r) => r.id} empty="nobody" />,
    )
    expect(screen.getByTestId('admin-table-empty')).toHaveTextContent('nobody')
    rerender(
      <AdminTable
        caption="x"
        columns={columns}
        rows={[{ id: '1', name: 'Ann' }]}
        rowKey={(r) => r.id}
        detail={(r) => <p>details of {r.name}</p>}
      />,
    )
    expect(screen.getByText('details of Ann').closest('td')).toHaveAttribute('colspan', '2')
  })
})

describe('AdminPager', () => {
  it('moves a page either way and stops at both ends', async () => {
    const user = userEvent.setup()
    const onPage = vi.fn()
    const { rerender } = render(<AdminPager page={1} pages={3} onPage={onPage} />)
    expect(screen.getByTestId('admin-pager')).toHaveTextContent('第 1 頁，共 3 頁')
    expect(screen.getByRole('button', { name: '上一頁' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: '下一頁' }))
    expect(onPage).toHaveBeenCalledWith(2)
    rerender(<AdminPager page={3} pages={3} onPage={onPage} />)
    expect(screen.getByRole('button', { name: '下一頁' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: '上一頁' }))
    expect(onPage).toHaveBeenLastCalledWith(2)
    rerender(<AdminPager page={1} pages={1} onPage={onPage} />)
    expect(screen.queryByTestId('admin-pager')).not.toBeInTheDocument()
  })
})
