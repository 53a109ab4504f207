import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { review } from '../../../testing/factories.ts'
import { renderAt } from '../../../testing/render.tsx'
import { ReviewItem } from './ReviewItem.tsx'

describe('ReviewItem and deleted accounts', () => {
  it('links a member’s name to their page', () => {
    renderAt('/setting/evaluate', <ReviewItem review={review()} perspective="received" />)
    expect(screen.getByRole('link', { name: 'Ken' })).toHaveAttribute('href', '/user/Ken?id=9')
  })

  it('shows a deleted writer by the server’s label, with no picture and no link to a page that is gone', () => {
    const gone = review({ memberName: '已刪除的會員', memberFace: '', memberDeleted: true })
    const { container } = renderAt('/setting/evaluate', <ReviewItem review={gone} perspective="received" />)
    expect(screen.getByText('已刪除的會員')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: '已刪除的會員' })).not.toBeInTheDocument()
    // The avatar is the label's first character, not a picture.
    expect(container.querySelector('.goods-avatar')).toHaveTextContent('已')
    expect(container.querySelector('.goods-avatar img')).toBeNull()
  })

  it('does the same for a deleted member I reviewed', () => {
    const gone = review({ member2Name: 'Deleted member', member2Deleted: true })
    renderAt('/setting/evaluate', <ReviewItem review={gone} perspective="written" />)
    expect(screen.getByText('Deleted member')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Deleted member' })).not.toBeInTheDocument()
  })
})
