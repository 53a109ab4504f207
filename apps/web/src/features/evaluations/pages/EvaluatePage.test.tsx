import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emptyPage, pageOfAny, review, waitingDeal } from '../../../testing/factories.ts'
import { type Call, fakeApi, ok } from '../../../testing/fake-api.ts'
import { queryOf, renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import EvaluatePage from './EvaluatePage.tsx'

beforeEach(() => signIn())
afterEach(() => vi.unstubAllGlobals())

const BASE = '/buyer/member/evaluation'

function open(url: string, routes: Record<string, (call: Call) => unknown>) {
  const server = fakeApi(routes)
  const user = userEvent.setup()
  const view = renderAt(url, <EvaluatePage />, { route: '/setting/evaluate' })
  return { server, user, router: view.router }
}

/** 23 reviews Mary received, answered page by page as the server would (its sort and page echoed). */
const received = (call: Call) => {
  const page = Number(call.search.get('pageNumber'))
  const records = Array.from({ length: page === 3 ? 3 : 10 }, (_, i) =>
    review({ id: `${page}-${i}`, memberName: `Buyer ${page}-${i}` }),
  )
  return pageOfAny(records, 23, page)
}

describe('EvaluatePage', () => {
  it('lists the deals waiting for my review, with the chat and a Review button that opens the dialog', async () => {
    const { user } = open('/setting/evaluate', {
      [`GET ${BASE}/userToBeEvaluatedList`]: ok(pageOfAny([waitingDeal()])),
    })
    expect(screen.getByRole('tab', { name: '待評價' })).toHaveAttribute('aria-selected', 'true')
    const deal = await screen.findByTestId('waiting')
    expect(deal).toHaveTextContent('買家')
    expect(deal).toHaveTextContent('Ken')
    expect(deal).toHaveTextContent('HK$100')
    expect(within(deal).getByRole('link', { name: '查看對話' })).toHaveAttribute('href', '/im?talkId=30')
    expect(within(deal).getByRole('link', { name: 'Rice cooker' })).toHaveAttribute(
      'href',
      '/goodsDetail?goodsId=7',
    )
    await user.click(within(deal).getByRole('button', { name: '評價' }))
    const dialog = await screen.findByTestId('rate-dialog')
    expect(dialog).toHaveAccessibleName('評價買家')
  })

  it('says what to do when no deal waits', async () => {
    open('/setting/evaluate', { [`GET ${BASE}/userToBeEvaluatedList`]: ok(emptyPage) })
    const empty = await screen.findByTestId('empty-state')
    expect(empty).toHaveTextContent('暫時沒有待評價的交易')
    expect(within(empty).getByRole('link', { name: '去逛逛貨品' })).toHaveAttribute('href', '/goodsList')
  })

  it('shows received reviews labelled by their writer’s role, and sorts and pages them', async () => {
    const { server, user, router } = open('/setting/evaluate?tab=received', { [`GET ${BASE}`]: received })
    expect(await screen.findAllByTestId('review')).toHaveLength(10)
    // Reviews of Mary as the seller were written by buyers.
    expect(screen.getAllByTestId('review-role')[0]).toHaveTextContent('來自買家')
    const first = screen.getAllByTestId('review')[0]
    expect(first).toHaveTextContent('Smooth deal, thanks!')
    expect(within(first ?? document.body).getByRole('img', { name: '評分 5／5' })).toBeInTheDocument()
    expect(first).toHaveTextContent('回覆迅速')
    expect(first).toHaveTextContent('誠實可靠')
    expect(first).not.toHaveTextContent('溝通順暢')
    // 23:30 on 12 January in Hong Kong.
    expect(first?.querySelector('time')).toHaveTextContent('2025年1月12日')
    expect(screen.getByText('共 23 個評價')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: '第 2 頁' }))
    await waitFor(() => expect(screen.getAllByTestId('review')[0]).toHaveTextContent('Buyer 2-0'))
    expect(queryOf(router.state.location.search)).toEqual({ tab: 'received', page: '2' })

    await user.selectOptions(screen.getByRole('combobox', { name: '排序' }), '評分最低')
    await waitFor(() =>
      expect(queryOf(router.state.location.search)).toEqual({ tab: 'received', sort: 'SCORE_ASC' }),
    )
    const last = server.find(`GET ${BASE}`).at(-1)
    expect(last?.search.get('sort')).toBe('SCORE_ASC')
    expect(last?.search.get('pageNumber')).toBe('1')
    expect(last?.search.get('pageSize')).toBe('10')
  })

  it('shows written reviews by the member reviewed and their role', async () => {
    open('/setting/evaluate?tab=written', {
      [`GET ${BASE}/userSelfEvaluation`]: ok(
        pageOfAny([
          review({ memberId: '1', memberName: 'Mary', member2Id: '9', member2Name: 'Ken', role: 'BUYER' }),
        ]),
      ),
    })
    const item = await screen.findByTestId('review')
    expect(within(item).getByTestId('review-role')).toHaveTextContent('給買家')
    expect(within(item).getByRole('link', { name: 'Ken' })).toHaveAttribute('href', '/user/Ken?id=9')
  })

  it('moves between tabs with the arrow keys and offers the next step on empty lists', async () => {
    const { user } = open('/setting/evaluate?tab=written', {
      [`GET ${BASE}/userSelfEvaluation`]: ok(emptyPage),
      [`GET ${BASE}`]: ok(emptyPage),
      [`GET ${BASE}/userToBeEvaluatedList`]: ok(emptyPage),
    })
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('你還未寫過評價')
    screen.getByRole('tab', { name: '我寫的評價' }).focus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: '收到的評價' })).toHaveFocus()
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('暫時未收到評價')
    expect(screen.getByRole('link', { name: '刊登貨品' })).toHaveAttribute('href', '/sell')
  })

  it('goes back to the last page when the asked one is past it (the list shrank after a review)', async () => {
    const { router } = open('/setting/evaluate?page=3', {
      [`GET ${BASE}/userToBeEvaluatedList`]: (call) =>
        call.search.get('pageNumber') === '3'
          ? pageOfAny([], 12, 3)
          : pageOfAny([waitingDeal({ talkId: '31' }), waitingDeal({ talkId: '32' })], 12, 2),
    })
    await waitFor(() => expect(queryOf(router.state.location.search)).toEqual({ page: '2' }))
    expect(await screen.findAllByTestId('waiting')).toHaveLength(2)
  })
})
