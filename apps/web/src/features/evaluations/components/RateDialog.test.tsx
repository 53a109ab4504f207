import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../../lib/i18n.ts'
import { toasts } from '../../../lib/ui.ts'
import { review } from '../../../testing/factories.ts'
import { fail, fakeApi } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import { RateDialog, type RateTarget } from './RateDialog.tsx'

beforeEach(() => signIn())
afterEach(async () => {
  vi.unstubAllGlobals()
  toasts.set([])
  await act(() => setLanguage('zh-Hant'))
})

/**
 * Seller Mary (1) rates buyer Ken (9) after the deal in talk 30 on listing 7. Spread, because the
 * linter reads a literal `role="BUYER"` attribute as an ARIA role.
 */
const target: RateTarget = {
  talkId: '30',
  goodsId: '7',
  member2Id: '9',
  role: 'BUYER',
  name: 'Ken',
  face: '',
  goodsName: 'Rice cooker',
}

function open(reply: () => unknown = () => review()) {
  const server = fakeApi({ 'POST /buyer/member/evaluation': reply })
  const onDone = vi.fn()
  const user = userEvent.setup()
  renderAt('/setting/evaluate', <RateDialog {...target} onDone={onDone} />)
  return { server, onDone, user, dialog: screen.getByTestId('rate-dialog') }
}

const checked = () => screen.getAllByRole('radio').findIndex((r) => (r as HTMLInputElement).checked) + 1

describe('RateDialog', () => {
  it('says whom and which listing, and starts at 5 stars with focus on the score', () => {
    const { dialog } = open()
    expect(dialog).toHaveAccessibleName('評價買家')
    expect(dialog).toHaveTextContent('買家 Ken')
    expect(dialog).toHaveTextContent('交易貨品：Rice cooker')
    expect(screen.getByRole('group', { name: '評分' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: '5 星' })).toBeChecked()
    expect(screen.getByRole('radio', { name: '5 星' })).toHaveFocus()
    expect(screen.getByTestId('score-word')).toHaveTextContent('非常好')
  })

  it('moves the score with the arrow keys, as a radio group', async () => {
    const { user } = open()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(checked()).toBe(3)
    expect(screen.getByRole('radio', { name: '3 星' })).toHaveFocus()
    expect(screen.getByTestId('score-word')).toHaveTextContent('一般')
    expect(screen.getByTestId('star-3')).toHaveClass('star-on')
    expect(screen.getByTestId('star-4')).not.toHaveClass('star-on')
    await user.keyboard('{ArrowRight}')
    expect(checked()).toBe(4)
  })

  it('names the stars in each language', async () => {
    open()
    await act(() => setLanguage('en'))
    expect(screen.getByRole('radio', { name: '1 star' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeInTheDocument()
    expect(screen.getByTestId('rate-dialog')).toHaveAccessibleName('Rate the buyer')
    await act(() => setLanguage('zh-Hans'))
    expect(screen.getByRole('radio', { name: '1 星' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '商品质量好' })).toBeInTheDocument()
  })

  it('toggles the tags', async () => {
    const { user } = open()
    const quick = screen.getByRole('button', { name: '回覆迅速' })
    expect(quick).toHaveAttribute('aria-pressed', 'false')
    await user.click(quick)
    expect(quick).toHaveAttribute('aria-pressed', 'true')
    await user.click(quick)
    expect(quick).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(5)
  })

  it('keeps the text to 500 characters and counts them', async () => {
    const { user } = open()
    const text = screen.getByRole('textbox', { name: '評價內容（選填）' })
    expect(text).toHaveAttribute('maxLength', '500')
    expect(screen.getByTestId('rate-count')).toHaveTextContent('0/500')
    await user.click(text)
    await user.paste('好'.repeat(520))
    expect((text as HTMLTextAreaElement).value).toHaveLength(500)
    expect(screen.getByTestId('rate-count')).toHaveTextContent('500/500')
    expect(text).toHaveAccessibleDescription('500/500')
  })

  it('sends the review and says so', async () => {
    const { server, onDone, user } = open()
    await user.click(screen.getByRole('radio', { name: '4 星' }))
    await user.click(screen.getByRole('button', { name: '誠實可靠' }))
    await user.type(screen.getByTestId('rate-content'), '  準時交收  ')
    await user.click(screen.getByTestId('rate-submit'))
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true))
    expect(server.find('POST /buyer/member/evaluation')[0]?.body).toEqual({
      talkId: '30',
      goodsId: '7',
      member2Id: '9',
      role: 'BUYER',
      content: '準時交收',
      serviceScore: 4,
      tag1: false,
      tag2: false,
      tag3: true,
      tag4: false,
      tag5: false,
    })
    expect(toasts.get().map((t) => t.message)).toContain('已評價 Ken，多謝你！')
  })

  it("shows the server's refusal in the dialog and stays open", async () => {
    const { onDone, user, dialog } = open(() => fail(409, 35001, '你已經評價過這宗交易'))
    await user.click(screen.getByTestId('rate-submit'))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('你已經評價過這宗交易')
    expect(onDone).not.toHaveBeenCalled()
    // Silent: the dialog shows it, no toast repeats it.
    expect(toasts.get()).toEqual([])
  })

  it('closes without a review when cancelled', async () => {
    const { server, onDone, user } = open()
    await user.click(screen.getByRole('button', { name: '取消' }))
    expect(onDone).toHaveBeenCalledWith(false)
    expect(server.calls).toHaveLength(0)
  })
})
