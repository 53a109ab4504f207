import type { Address } from '@kaifong/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import { AddressBook } from './AddressBook.tsx'

const place = (id: string, over: Partial<Address> = {}): Address => ({
  id,
  name: `地點 ${id}`,
  district: 'SHA_TIN',
  detail: '',
  consignee: '',
  mobile: '',
  isDefault: id === '1',
  createTime: '2026-11-01T10:00:00+08:00',
  ...over,
})

beforeEach(() => signIn())
afterEach(() => vi.unstubAllGlobals())

describe('AddressBook', () => {
  it('disables adding at 5 addresses and says why', async () => {
    fakeApi({ 'GET /buyer/member/address': () => ['1', '2', '3', '4', '5'].map((id) => place(id)) })
    renderAt('/setting/address', <AddressBook />)
    expect(await screen.findAllByTestId('address-item')).toHaveLength(5)
    expect(screen.getByTestId('address-add')).toBeDisabled()
    expect(screen.getByText('已達上限：最多只可儲存 5 個地址，請先刪除一個。')).toBeInTheDocument()
  })

  it('opens on the "add" form when asked (the member centre’s AddAddress), unless the book is full', async () => {
    fakeApi({ 'GET /buyer/member/address': () => [place('1')] })
    const view = renderAt('/home/mary/AddAddress', <AddressBook startAdding />)
    expect(await screen.findByLabelText('地點名稱')).toBeInTheDocument()
    view.unmount()
    fakeApi({ 'GET /buyer/member/address': () => ['1', '2', '3', '4', '5'].map((id) => place(id)) })
    renderAt('/home/mary/AddAddress', <AddressBook startAdding />)
    expect(await screen.findAllByTestId('address-item')).toHaveLength(5)
    expect(screen.queryByLabelText('地點名稱')).not.toBeInTheDocument()
    expect(screen.getByText('已達上限：最多只可儲存 5 個地址，請先刪除一個。')).toBeInTheDocument()
  })

  it('adds a place after checking it with the contract rules', async () => {
    let book = [place('1', { district: 'WAN_CHAI', detail: '修頓球場' })]
    const server = fakeApi({
      'GET /buyer/member/address': () => book,
      'POST /buyer/member/address': (call) => {
        const added = place('2', call.body as Partial<Address>)
        book = [...book, added]
        return added
      },
    })
    const user = userEvent.setup()
    renderAt('/setting/address', <AddressBook />)
    expect(await screen.findByText('灣仔區 · 修頓球場')).toBeInTheDocument()
    expect(screen.getByText('已儲存 1 / 5 個地址')).toBeInTheDocument()
    await user.click(screen.getByTestId('address-add'))
    await user.click(screen.getByTestId('address-save'))
    expect(await screen.findByText('請輸入地點名稱')).toBeInTheDocument()
    expect(screen.getByText('請選擇地區')).toBeInTheDocument()
    expect(server.find('POST /buyer/member/address')).toHaveLength(0)
    await user.type(screen.getByLabelText('地點名稱'), '旺角站 E2 出口')
    await user.selectOptions(screen.getByLabelText('地區'), 'YAU_TSIM_MONG')
    await user.click(screen.getByTestId('address-save'))
    expect(await screen.findByText('油尖旺區')).toBeInTheDocument()
    expect(server.find('POST /buyer/member/address')[0]?.body).toEqual({
      name: '旺角站 E2 出口',
      district: 'YAU_TSIM_MONG',
      detail: '',
      consignee: '',
      mobile: '',
      isDefault: false,
    })
  })

  it('takes the recipient and a Hong Kong mobile a delivery needs, and refuses another number', async () => {
    const book: Address[] = []
    const server = fakeApi({
      'GET /buyer/member/address': () => book,
      'POST /buyer/member/address': (call) => {
        book.push(place('2', call.body as Partial<Address>))
        return book[0]
      },
    })
    const user = userEvent.setup()
    renderAt('/setting/address', <AddressBook />)
    await user.click(await screen.findByTestId('address-add'))
    await user.type(screen.getByLabelText('地點名稱'), '屋企')
    await user.selectOptions(screen.getByLabelText('地區'), 'SHA_TIN')
    await user.type(screen.getByLabelText('收件人 (選填)'), '陳大文')
    await user.type(screen.getByLabelText('手提電話號碼 (選填)'), '1234')
    await user.click(screen.getByTestId('address-save'))
    expect(await screen.findByText('請輸入 8 位數字的香港電話號碼')).toBeInTheDocument()
    expect(server.find('POST /buyer/member/address')).toHaveLength(0)
    await user.clear(screen.getByLabelText('手提電話號碼 (選填)'))
    await user.type(screen.getByLabelText('手提電話號碼 (選填)'), '9123 4567')
    await user.click(screen.getByTestId('address-save'))
    expect(await screen.findByText('陳大文 · 91234567')).toBeInTheDocument()
    expect(server.find('POST /buyer/member/address')[0]?.body).toMatchObject({
      consignee: '陳大文',
      mobile: '91234567',
    })
  })

  it("shows the server's refusal on the form", async () => {
    fakeApi({
      'GET /buyer/member/address': () => [],
      'POST /buyer/member/address': () => fail(409, 20018, '最多只可儲存 5 個地址'),
    })
    const user = userEvent.setup()
    renderAt('/setting/address', <AddressBook />)
    expect(await screen.findByText('你未有任何地址。新增一個常用的交收地點吧。')).toBeInTheDocument()
    await user.click(screen.getByTestId('address-add'))
    await user.type(screen.getByLabelText('地點名稱'), '公司樓下')
    await user.selectOptions(screen.getByLabelText('地區'), 'KWUN_TONG')
    await user.click(screen.getByTestId('address-save'))
    expect(await screen.findByText('最多只可儲存 5 個地址')).toBeInTheDocument()
  })

  it('deletes after confirmation and sets the default', async () => {
    const server = fakeApi({
      'GET /buyer/member/address': () => [place('1'), place('2')],
      'DELETE /buyer/member/address/delById/2': () => null,
      'PUT /buyer/member/address/default/2': () => place('2', { isDefault: true }),
    })
    const user = userEvent.setup()
    renderAt('/setting/address', <AddressBook />)
    const second = (await screen.findAllByTestId('address-item'))[1] as HTMLElement
    await user.click(within(second).getByRole('button', { name: '設為預設' }))
    await waitFor(() => expect(server.find('PUT /buyer/member/address/default/2')).toHaveLength(1))
    await user.click(within(second).getByRole('button', { name: '刪除: 地點 2' }))
    expect(screen.getByRole('dialog')).toHaveTextContent('確定要刪除「地點 2」嗎？')
    await user.click(screen.getByTestId('confirm-ok'))
    await waitFor(() => expect(server.find('DELETE /buyer/member/address/delById/2')).toHaveLength(1))
  })
})
