import type { ShopApplication } from '@kaifong/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi } from '../../../testing/fake-api.ts'
import { FakeXhr, photoFile } from '../../../testing/fake-xhr.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import ShopEntryPage from './ShopEntryPage.tsx'

const application = (over: Partial<ShopApplication> = {}): ShopApplication => ({
  id: '7',
  status: 'APPLYING',
  storeName: '阿明二手電器',
  storeLogo: '/media/goods/logo.webp',
  storeDesc: '旺角二手電器',
  brn: '12345678',
  linkName: '陳大文',
  linkPhone: '91234567',
  district: 'YAU_TSIM_MONG',
  pickupAddress: '旺角彌敦道 688 號',
  refuseReason: '',
  createTime: '2026-11-20T02:00:00Z',
  reviewTime: null,
  ...over,
})

beforeEach(() => {
  signIn()
  FakeXhr.reset()
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
})
afterEach(() => vi.unstubAllGlobals())

const open = () => renderAt('/shopEntry', <ShopEntryPage />)

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('店鋪名稱'), '阿明二手電器')
  await user.upload(screen.getByTestId('shop-logo-input'), photoFile('logo.png', 100, 'image/png'))
  await user.type(screen.getByLabelText('店鋪簡介'), '旺角二手電器')
  await user.type(screen.getByLabelText('商業登記號碼'), '12345678-000')
  await user.type(screen.getByLabelText('聯絡人姓名'), '陳大文')
  await user.type(screen.getByLabelText('聯絡手機號碼'), '9123 4567')
  await user.selectOptions(screen.getByLabelText('地區'), 'YAU_TSIM_MONG')
  await user.type(screen.getByLabelText('自取地址'), '旺角彌敦道 688 號')
}

describe('ShopEntryPage', () => {
  it('checks the form with the contract rules, uploads the logo and sends the application normalised', async () => {
    const server = fakeApi({
      'GET /buyer/store/store/apply': () => null,
      'POST /buyer/store/store/apply': () => application(),
    })
    const user = userEvent.setup()
    open()
    await user.click(await screen.findByTestId('shop-apply-submit'))
    expect(await screen.findByText('請輸入店鋪名稱')).toBeInTheDocument()
    expect(screen.getByText('請上載店鋪標誌')).toBeInTheDocument()
    expect(screen.getByText('請輸入商業登記號碼')).toBeInTheDocument()
    await user.type(screen.getByLabelText('商業登記號碼'), '1234567')
    await user.tab()
    expect(
      await screen.findByText('商業登記號碼為 8 位數字，例如 12345678 或 12345678-000'),
    ).toBeInTheDocument()
    await user.clear(screen.getByLabelText('商業登記號碼'))
    expect(server.find('POST /buyer/store/store/apply')).toHaveLength(0)

    await fillForm(user)
    expect(FakeXhr.sent[0]?.url).toBe('/common/common/upload/file')
    await waitFor(() => expect(screen.getByAltText('店鋪標誌預覽')).toBeInTheDocument())
    await user.click(screen.getByTestId('shop-apply-submit'))
    await waitFor(() => expect(server.find('POST /buyer/store/store/apply')).toHaveLength(1))
    expect(server.find('POST /buyer/store/store/apply')[0]?.body).toEqual({
      storeName: '阿明二手電器',
      storeLogo: 'img-1',
      storeDesc: '旺角二手電器',
      brn: '12345678',
      linkName: '陳大文',
      linkPhone: '91234567',
      district: 'YAU_TSIM_MONG',
      pickupAddress: '旺角彌敦道 688 號',
    })
    expect(await screen.findByText('申請審核中')).toBeInTheDocument()
  })

  it('shows the server’s refusal beside its field', async () => {
    fakeApi({
      'GET /buyer/store/store/apply': () => null,
      'POST /buyer/store/store/apply': () =>
        fail(400, 4002, '參數錯誤', [{ field: 'linkPhone', message: '手機號碼格式不正確' }]),
    })
    const user = userEvent.setup()
    open()
    await screen.findByTestId('shop-apply-form')
    await fillForm(user)
    await waitFor(() => expect(screen.getByAltText('店鋪標誌預覽')).toBeInTheDocument())
    await user.click(screen.getByTestId('shop-apply-submit'))
    expect(await screen.findByText('手機號碼格式不正確')).toBeInTheDocument()
    expect(screen.getByLabelText('聯絡手機號碼')).toHaveAttribute('aria-invalid', 'true')
  })

  it('a refused application shows the reason and starts the form again from what was sent', async () => {
    const server = fakeApi({
      'GET /buyer/store/store/apply': () =>
        application({ status: 'REFUSED', refuseReason: '商業登記證相片不清楚' }),
      'POST /buyer/store/store/apply': () => application(),
    })
    const user = userEvent.setup()
    open()
    expect(await screen.findByTestId('shop-refuse-reason')).toHaveTextContent('原因：商業登記證相片不清楚')
    await user.click(screen.getByTestId('shop-apply-again'))
    expect(screen.getByLabelText('店鋪名稱')).toHaveValue('阿明二手電器')
    await user.click(screen.getByTestId('shop-apply-submit'))
    await waitFor(() => expect(server.find('POST /buyer/store/store/apply')).toHaveLength(1))
    expect(server.find('POST /buyer/store/store/apply')[0]?.body).toMatchObject({
      storeLogo: '/media/goods/logo.webp',
    })
  })

  it('an approved application leads to the shop’s page', async () => {
    fakeApi({ 'GET /buyer/store/store/apply': () => application({ status: 'OPEN' }) })
    open()
    expect(await screen.findByTestId('shop-open-link')).toHaveAttribute('href', '/merchant?id=7')
  })
})
