import { ErrorCode } from '@kaifong/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { myListing } from '../../../testing/factories.ts'
import { type Call, fail, fakeApi } from '../../../testing/fake-api.ts'
import { FakeXhr, photoFile } from '../../../testing/fake-xhr.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import SellPage from './SellPage.tsx'

const TREE = [
  {
    id: '1',
    parentId: '0',
    level: 1,
    name: '手機及配件',
    image: '',
    children: [
      {
        id: '11',
        parentId: '1',
        level: 2,
        name: '手機',
        image: '',
        children: [{ id: '111', parentId: '11', level: 3, name: 'iPhone', image: '', children: [] }],
      },
    ],
  },
]
const PLACE = {
  id: '5',
  name: '沙田站 A 出口',
  district: 'SHA_TIN',
  detail: '',
  isDefault: true,
  createTime: '2026-11-01T10:00:00+08:00',
}
const METHODS_MESSAGE = '請至少選擇一種交易方式、地址或聯絡方式'

function api(extra: Record<string, (call: Call) => unknown> = {}) {
  return fakeApi({
    'GET /buyer/goods/category/get/0': () => TREE,
    'GET /buyer/members/point': () => ({ point: 25 }),
    'GET /buyer/member/address': () => [PLACE],
    'POST /buyer/goods/goods/create': () => myListing({ id: '900', marketEnable: 'UPPER', label: 'LISTED' }),
    ...extra,
  })
}

beforeEach(() => {
  FakeXhr.reset()
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  signIn()
})
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const DRAFT = 'sell-draft:1:new'

function setup(routes: Record<string, (call: Call) => unknown> = {}) {
  const server = api(routes)
  const user = userEvent.setup({ applyAccept: false })
  const view = renderAt('/sell', <SellPage />)
  const publish = () => screen.getByTestId('publish')
  const missing = () => screen.queryByTestId('missing')?.textContent ?? ''
  return { server, view, user, publish, missing }
}

async function chooseCategory(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('category-trigger'))
  await user.click(await screen.findByTestId('category-1'))
  await user.click(screen.getByTestId('category-11'))
  await user.click(screen.getByTestId('category-111'))
}

/** Everything but the trading and contact methods. */
async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
  await chooseCategory(user)
  await user.upload(screen.getByTestId('photo-input'), photoFile())
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument())
  await user.type(screen.getByTestId('sell-name'), 'iPhone 15 Pro')
  await user.type(screen.getByTestId('sell-intro'), '九成新，有盒有單')
  await user.click(screen.getByTestId('condition-1'))
  await user.type(screen.getByTestId('sell-price'), '1200')
}

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await fillBasics(user)
  await user.click(screen.getByTestId('trading-0'))
  await user.type(screen.getByTestId('contact-whatsapp-value'), '+852 9123 4567')
}

describe('sell wizard', () => {
  it('keeps publish disabled, saying what is missing, until every listing rule is met', async () => {
    const { user, publish, missing } = setup()
    expect(publish()).toBeDisabled()
    for (const item of ['分類', '相片', '貨品名稱', '貨品描述', '貨品狀況', METHODS_MESSAGE, '價錢'])
      expect(missing()).toContain(item)

    await chooseCategory(user)
    expect(screen.getByTestId('category-trigger')).toHaveTextContent('手機及配件 › 手機 › iPhone')
    expect(missing()).not.toContain('分類')

    await fillBasics(user)
    expect(missing()).toBe(`尚欠：${METHODS_MESSAGE}`)
    expect(publish()).toBeDisabled()

    // Meet-up needs a place; a contact alone is not enough.
    await user.click(screen.getByTestId('trading-1'))
    await user.type(screen.getByTestId('contact-whatsapp-value'), '+852 9123 4567')
    expect(screen.getByTestId('contact-whatsapp')).toBeChecked()
    expect(missing()).toContain(METHODS_MESSAGE)
    expect(publish()).toBeDisabled()

    await user.click(screen.getByTestId('choose-places'))
    await user.click(await screen.findByTestId('address-pick-5'))
    await user.click(screen.getByTestId('address-select-ok'))
    expect(screen.getByTestId('chosen-place')).toHaveTextContent('沙田站 A 出口')
    expect(screen.queryByTestId('missing')).not.toBeInTheDocument()
    expect(publish()).toBeEnabled()
    expect(publish()).toHaveTextContent('支付 10 金幣並刊登')

    // Without any contact method the docs/product/messages.md message is back.
    await user.click(screen.getByTestId('contact-whatsapp'))
    expect(missing()).toContain(METHODS_MESSAGE)
    expect(publish()).toBeDisabled()
  })

  it('publishes chat only without any contact method; switching back brings the typed ones', async () => {
    const { server, user, publish, missing } = setup()
    await fillBasics(user)
    await user.click(screen.getByTestId('trading-0'))
    await user.type(screen.getByTestId('contact-wechat-value'), 'not shown')
    const chatOnly = screen.getByRole('switch', { name: '只用站內傾偈' })
    expect(chatOnly).not.toBeChecked()
    expect(screen.getByText('買家要先驗證手機號碼，才可以逐件貨品查看你的聯絡方法。')).toBeInTheDocument()
    await user.click(chatOnly)
    expect(chatOnly).toBeChecked()
    expect(screen.queryByTestId('contact-wechat-value')).not.toBeInTheDocument()
    expect(screen.getByText('買家只可以在本站同你傾偈，不會見到你的電話、微信或電郵。')).toBeInTheDocument()
    // An emptied contact list no longer blocks publishing.
    await user.click(chatOnly)
    expect(screen.getByTestId('contact-wechat-value')).toHaveValue('not shown')
    await user.click(screen.getByTestId('contact-wechat'))
    expect(missing()).toContain(METHODS_MESSAGE)
    await user.click(chatOnly)
    expect(screen.queryByTestId('missing')).not.toBeInTheDocument()
    await user.click(publish())
    expect(await screen.findByText('goods detail page')).toBeInTheDocument()
    expect(server.find('POST /buyer/goods/goods/create')[0]?.body).toMatchObject({
      chatOnly: true,
      contacts: [],
    })
  })

  it('checks contacts and price with the contract rules', async () => {
    const { user } = setup()
    await user.click(screen.getByTestId('contact-email'))
    await user.type(screen.getByTestId('contact-email-value'), 'not-an-email')
    await user.tab()
    expect(await screen.findByText('電郵地址格式不正確')).toBeInTheDocument()
    await user.type(screen.getByTestId('sell-price'), '12.345')
    await user.tab()
    expect(await screen.findByText('價錢最多兩位小數，例如 120 或 99.50')).toBeInTheDocument()
    await user.clear(screen.getByTestId('sell-price'))
    await user.type(screen.getByTestId('sell-price'), '12345.5')
    expect(await screen.findByText('買家會見到：HK$12,345.50')).toBeInTheDocument()
  })

  it('names what is wrong with a price, and ticks the price step only for a valid one', async () => {
    const { user, view } = setup()
    const box = screen.getByTestId('sell-price')
    const priceStep = () => within(screen.getByRole('navigation')).getByText('價錢及刊登期').closest('li')
    for (const [typed, message] of [
      ['-5', '價錢不可為負數'],
      ['abc', '價錢須為數字，例如 120 或 99.50'],
    ] as const) {
      await user.clear(box)
      await user.type(box, typed)
      await user.tab()
      expect(await screen.findByText(message)).toBeInTheDocument()
      expect(screen.queryByText('價錢最多兩位小數，例如 120 或 99.50')).not.toBeInTheDocument()
    }
    await user.clear(box)
    await user.type(box, '-1')
    expect(priceStep()).not.toHaveClass('done')
    await user.clear(box)
    await user.type(box, '1')
    expect(priceStep()).toHaveClass('done')
    // The section and its box no longer share an id; the label still names the box.
    expect(view.container.querySelectorAll('#sell-price')).toHaveLength(1)
    expect(screen.getByLabelText('價錢（港幣）')).toBe(box)
  })

  it('publishes once with an idempotency key and opens the listing', async () => {
    const { server, user, publish } = setup()
    await fillAll(user)
    await user.click(publish())
    expect(await screen.findByText('goods detail page')).toBeInTheDocument()
    const [create] = server.find('POST /buyer/goods/goods/create')
    expect(server.find('POST /buyer/goods/goods/create')).toHaveLength(1)
    expect(create?.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_.:-]{16,64}$/)
    expect(create?.body).toMatchObject({
      categoryId: '111',
      goodsName: 'iPhone 15 Pro',
      goodsStatus: 1,
      images: ['img-1'],
      tradingMethods: [0],
      addressIds: [],
      contacts: [{ type: 'whatsapp', value: '+852 9123 4567' }],
      price: '1200.00',
      openDays: 7,
    })
    expect(localStorage.getItem(DRAFT)).toBeNull()
  })

  it('keeps the form and shows ways to earn coins when the server says coins are short', async () => {
    const { user, publish } = setup({
      'POST /buyer/goods/goods/create': () =>
        fail(409, ErrorCode.INSUFFICIENT_COINS, '金幣不足：需要 10 金幣，現有 3 金幣'),
    })
    await fillAll(user)
    await user.click(publish())
    const earn = await screen.findByTestId('earn-coins')
    expect(earn).toHaveTextContent('金幣不足：需要 10 金幣，現有 3 金幣')
    const links = within(earn)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
    expect(links).toEqual(['/task', '/', '/setting/topup'])
    expect(screen.getByTestId('sell-name')).toHaveValue('iPhone 15 Pro')
    expect(publish()).toBeDisabled()
  })

  it('refuses to publish when the balance is known to be short', async () => {
    const { user, publish } = setup({ 'GET /buyer/members/point': () => ({ point: 12 }) })
    await fillAll(user)
    expect(publish()).toBeEnabled()
    await user.click(screen.getByTestId('openDays-30'))
    expect(screen.getByTestId('earn-coins')).toHaveTextContent('金幣不足：需要 30 金幣，你現有 12 金幣。')
    expect(publish()).toBeDisabled()
  })

  it("shows the server's field errors beside the field, and retries with a new key", async () => {
    let attempt = 0
    const { server, user, publish } = setup({
      'POST /buyer/goods/goods/create': () =>
        ++attempt === 1
          ? fail(400, ErrorCode.PARAM_ERROR, 'WhatsApp 號碼格式不正確', [
              { field: 'contacts.0.value', message: 'WhatsApp 號碼格式不正確' },
            ])
          : myListing({ id: '900' }),
    })
    await fillAll(user)
    await user.click(publish())
    const input = screen.getByTestId('contact-whatsapp-value')
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByText('WhatsApp 號碼格式不正確')).toBeInTheDocument()
    await user.click(publish())
    expect(await screen.findByText('goods detail page')).toBeInTheDocument()
    const keys = server.find('POST /buyer/goods/goods/create').map((c) => c.headers['Idempotency-Key'])
    expect(keys).toHaveLength(2)
    expect(keys[0]).not.toBe(keys[1])
  })

  it('shows a refusal that belongs to a field beside that field', async () => {
    const { user, publish } = setup({
      'POST /buyer/goods/goods/create': () =>
        fail(400, ErrorCode.CATEGORY_INVALID, '請選擇有效的分類（最細一層）'),
    })
    await fillAll(user)
    await user.click(publish())
    const message = await screen.findByText('請選擇有效的分類（最細一層）')
    expect(message).toHaveAttribute('id', 'sell-category-error')
  })

  it('offers the draft kept when the tab was closed, and restores the title and photos on request', async () => {
    const first = setup()
    await first.user.type(screen.getByTestId('sell-name'), 'Sofa')
    await first.user.upload(screen.getByTestId('photo-input'), [
      photoFile('a.jpg'),
      photoFile('b.jpg'),
      photoFile('c.jpg'),
    ])
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument())
    await waitFor(() => expect(JSON.parse(localStorage.getItem(DRAFT) ?? '{}').photos).toHaveLength(3))
    first.view.unmount()
    // Nothing else of the session is kept between tabs: only localStorage.
    sessionStorage.clear()

    const { user } = setup()
    const offer = screen.getByTestId('draft-offer')
    expect(offer).toHaveTextContent('貨品名稱：Sofa')
    expect(offer).toHaveTextContent('3 張相片')
    // Nothing is shown, nor overwritten, before the seller chooses.
    expect(screen.queryByTestId('sell-form')).not.toBeInTheDocument()
    await user.click(screen.getByTestId('draft-restore'))
    expect(screen.getByTestId('sell-name')).toHaveValue('Sofa')
    expect(screen.getAllByTestId('photo-tile')).toHaveLength(3)
  })

  it('discards the draft on request and starts empty', async () => {
    const first = setup()
    await first.user.type(screen.getByTestId('sell-name'), 'Sofa')
    await waitFor(() => expect(localStorage.getItem(DRAFT)).not.toBeNull())
    first.view.unmount()

    const { user } = setup()
    await user.click(screen.getByTestId('draft-discard'))
    expect(screen.getByTestId('sell-name')).toHaveValue('')
    expect(localStorage.getItem(DRAFT)).toBeNull()
    expect(screen.queryByTestId('draft-offer')).not.toBeInTheDocument()
  })

  it("never offers one member's draft to another member on the same browser", async () => {
    const first = setup()
    await first.user.type(screen.getByTestId('sell-name'), "Mary's sofa")
    await waitFor(() => expect(localStorage.getItem(DRAFT)).not.toBeNull())
    first.view.unmount()

    signIn('2', 'Bob')
    const bob = setup()
    expect(screen.queryByTestId('draft-offer')).not.toBeInTheDocument()
    expect(screen.getByTestId('sell-name')).toHaveValue('')
    expect(document.body).not.toHaveTextContent("Mary's sofa")
    bob.view.unmount()

    signIn('1', 'Mary')
    setup()
    expect(screen.getByTestId('draft-offer')).toHaveTextContent("Mary's sofa")
  })

  it('offers no draft for a page opened and left untouched', async () => {
    const first = setup()
    await new Promise((r) => setTimeout(r, 400))
    expect(localStorage.getItem(DRAFT)).toBeNull()
    first.view.unmount()
    setup()
    expect(screen.queryByTestId('draft-offer')).not.toBeInTheDocument()
  })
})

describe('sell wizard, edit mode', () => {
  it('explains that a listed item must be taken down, takes it down, then edits without payment', async () => {
    let state = myListing({
      marketEnable: 'UPPER',
      label: 'LISTED',
      closeTime: '2026-12-01T10:00:00+08:00',
    })
    const server = api({
      'GET /buyer/goods/goods/get/7': () => state,
      'PUT /buyer/goods/goods/downGoods': () => {
        state = myListing()
        return state
      },
      'PUT /buyer/goods/goods/update': () => state,
      'POST /buyer/goods/goods/contacts/7': () => ({
        contacts: [{ type: 'email', value: 'mary@example.com' }],
        revealsLeft: 20,
      }),
    })
    const user = userEvent.setup()
    renderAt('/sell?goodsId=7', <SellPage />)
    expect(await screen.findByText('貨品刊登中不可修改，請先下架。')).toBeInTheDocument()
    await user.click(screen.getByTestId('gate-take-down'))
    expect(within(screen.getByRole('dialog')).getByText(/餘下的刊登時間會作廢/)).toBeInTheDocument()
    await user.click(screen.getByTestId('confirm-ok'))
    expect(await screen.findByTestId('sell-form')).toBeInTheDocument()
    expect(server.find('PUT /buyer/goods/goods/downGoods')[0]?.body).toEqual({ goodsId: '7' })
    expect(screen.getByTestId('sell-name')).toHaveValue('Rice cooker')
    // The detail carries no contact values: the seller's own come from the (uncounted) reveal.
    expect(screen.getByTestId('contact-email-value')).toHaveValue('mary@example.com')
    expect(screen.queryByTestId('openDays-7')).not.toBeInTheDocument()
    expect(screen.getByTestId('publish')).toHaveTextContent('儲存修改')
    await user.clear(screen.getByTestId('sell-name'))
    await user.type(screen.getByTestId('sell-name'), 'Rice cooker 1.8L')
    await user.click(screen.getByTestId('publish'))
    expect(await screen.findByText('goods detail page')).toBeInTheDocument()
    expect(server.find('PUT /buyer/goods/goods/update')[0]?.body).toMatchObject({
      goodsId: '7',
      goodsName: 'Rice cooker 1.8L',
      images: ['a'],
      contacts: [{ type: 'email', value: 'mary@example.com' }],
      chatOnly: false,
      price: '120.00',
    })
    expect(server.find('POST /buyer/goods/goods/create')).toHaveLength(0)
  })

  it('keeps a chat-only listing chat only, its contact inputs hidden', async () => {
    const server = api({
      'GET /buyer/goods/goods/get/7': () =>
        myListing({ chatOnly: true, contactTypes: [], contactAccess: 'NONE' }),
      'POST /buyer/goods/goods/contacts/7': () => ({ contacts: [], revealsLeft: 20 }),
      'PUT /buyer/goods/goods/update': () => myListing(),
    })
    const user = userEvent.setup()
    renderAt('/sell?goodsId=7', <SellPage />)
    expect(await screen.findByRole('switch', { name: '只用站內傾偈' })).toBeChecked()
    expect(screen.queryByTestId('contact-email-value')).not.toBeInTheDocument()
    expect(screen.getByTestId('publish')).toBeEnabled()
    await user.click(screen.getByTestId('publish'))
    expect(await screen.findByText('goods detail page')).toBeInTheDocument()
    expect(server.find('PUT /buyer/goods/goods/update')[0]?.body).toMatchObject({
      chatOnly: true,
      contacts: [],
    })
  })
})
