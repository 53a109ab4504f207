import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { orderDetail } from '../../../testing/orders.ts'
import { ItemLinks } from './ItemLinks.tsx'

const item = (reviewed: boolean) =>
  ({ ...orderDetail().orderItems[0], reviewed }) as ReturnType<typeof orderDetail>['orderItems'][number]

function show(status: ReturnType<typeof orderDetail>['orderStatus'], reviewed = false) {
  const order = orderDetail({ sn: 'O1', orderStatus: status })
  return render(
    <MemoryRouter>
      <ItemLinks order={order} item={item(reviewed)} />
    </MemoryRouter>,
  )
}

describe('ItemLinks', () => {
  it('offers a review and an after-sale on a completed order, naming the order and the item', () => {
    show('COMPLETED')
    expect(screen.getByTestId('item-review')).toHaveAttribute('href', '/setting/review?sn=O1&itemId=501')
    expect(screen.getByTestId('item-after-sale')).toHaveAttribute(
      'href',
      '/setting/apply-after-sale?sn=O1&itemId=501',
    )
  })

  it('offers no review once written, and nothing before payment or after cancelling', () => {
    show('COMPLETED', true)
    expect(screen.queryByTestId('item-review')).toBeNull()
    expect(screen.getByTestId('item-after-sale')).toBeInTheDocument()
    for (const status of ['UNPAID', 'CANCELLED'] as const) {
      const { container } = show(status)
      expect(container).toBeEmptyDOMElement()
    }
  })
})
