import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toasts } from '../../../lib/ui.ts'
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import { ReportDialog } from './ReportDialog.tsx'

const goods = { id: '5', goodsName: 'iPhone 13 128GB', goodsPicture: '/media/goods/5-thumb.webp' }
const REPORT = '/buyer/goods/goods/report'

function setup(routes = { [`POST ${REPORT}`]: ok(null) }) {
  const api = fakeApi(routes)
  const onClose = vi.fn()
  const user = userEvent.setup()
  renderAt('/', <ReportDialog goods={goods} open onClose={onClose} />)
  return { api, onClose, user }
}

beforeEach(() => {
  signIn()
  toasts.set([])
})
afterEach(() => vi.unstubAllGlobals())

describe('ReportDialog', () => {
  it('lists the seven reasons and shows the description only for "other"', async () => {
    const { user } = setup()
    expect(screen.getAllByRole('radio')).toHaveLength(7)
    expect(screen.queryByLabelText('請說明問題')).not.toBeInTheDocument()
    await user.click(screen.getByLabelText('假冒品'))
    expect(screen.queryByLabelText('請說明問題')).not.toBeInTheDocument()
    await user.click(screen.getByLabelText('其他'))
    expect(screen.getByLabelText('請說明問題')).toBeInTheDocument()
    await user.click(screen.getByLabelText('盜用圖片'))
    expect(screen.queryByLabelText('請說明問題')).not.toBeInTheDocument()
  })

  it('requires the description for "other" when the field is left, and sends nothing without it', async () => {
    const { user, api } = setup()
    await user.click(screen.getByLabelText('其他'))
    await user.click(screen.getByLabelText('請說明問題'))
    expect(screen.queryByText('請說明舉報原因')).not.toBeInTheDocument()
    await user.tab()
    expect(await screen.findByText('請說明舉報原因')).toBeInTheDocument()
    await user.click(screen.getByTestId('report-submit'))
    expect(api.sent('POST', REPORT)).toHaveLength(0)
  })

  it('asks for a reason before sending', async () => {
    const { user, api } = setup()
    await user.click(screen.getByTestId('report-submit'))
    expect(await screen.findByText('請選擇舉報原因')).toBeInTheDocument()
    expect(api.sent('POST', REPORT)).toHaveLength(0)
  })

  it('sends typeNum, context, type and the listing for "other"', async () => {
    const { user, api, onClose } = setup()
    await user.click(screen.getByLabelText('其他'))
    await user.type(screen.getByLabelText('請說明問題'), '相片是從網上抄來的')
    await user.click(screen.getByTestId('report-submit'))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(api.sent('POST', REPORT).map((c) => c.body)).toEqual([
      {
        typeNum: 6,
        context: '相片是從網上抄來的',
        type: 'OTHER',
        goodsId: '5',
        goodsName: 'iPhone 13 128GB',
        goodsPicture: '/media/goods/5-thumb.webp',
      },
    ])
    expect(toasts.get().at(-1)).toMatchObject({ kind: 'success', message: '已收到你的舉報，多謝！' })
  })

  it('sends an empty context for the other reasons, even after typing one for "other"', async () => {
    const { user, api, onClose } = setup()
    await user.click(screen.getByLabelText('其他'))
    await user.type(screen.getByLabelText('請說明問題'), 'abc')
    await user.click(screen.getByLabelText('虛報原價'))
    await user.click(screen.getByTestId('report-submit'))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(api.sent('POST', REPORT)[0]?.body).toMatchObject({
      typeNum: 4,
      context: '',
      type: 'FAKE_ORIGINAL_PRICE',
    })
  })

  it('shows the server refusal (already reported) in the dialog and stays open', async () => {
    const { user, onClose } = setup({
      [`POST ${REPORT}`]: () => fail(409, 10020, '你已舉報過這件貨品'),
    })
    await user.click(screen.getByLabelText('假冒品'))
    await user.click(screen.getByTestId('report-submit'))
    expect(await screen.findByRole('alert')).toHaveTextContent('你已舉報過這件貨品')
    expect(onClose).not.toHaveBeenCalled()
  })
})
