import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { review, talkDetail } from '../testing/factories.ts'
import { fakeApi } from '../testing/fake-api.ts'
import { renderAt } from '../testing/render.tsx'
import { signIn } from '../testing/session.ts'
import { ChatRateDialog } from './rate-in-chat.tsx'

afterEach(() => vi.unstubAllGlobals())

describe('the chat’s Rate button', () => {
  it('opens the rating dialog for the other side of the talk, who is reviewed in their role', async () => {
    signIn('1', 'Mary')
    const server = fakeApi({ 'POST /buyer/member/evaluation': () => review() })
    const onDone = vi.fn()
    const user = userEvent.setup()
    // Buyer Mary's talk with seller Ken about listing 5.
    renderAt('/im?talkId=30', <ChatRateDialog talk={talkDetail({ myRole: 'BUYER' })} onDone={onDone} />, {
      route: '/im',
    })
    const dialog = await screen.findByTestId('rate-dialog')
    expect(dialog).toHaveAccessibleName('評價賣家')
    expect(dialog).toHaveTextContent('交易貨品：iPhone 13 128GB')
    await user.click(screen.getByTestId('rate-submit'))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(server.find('POST /buyer/member/evaluation')[0]?.body).toMatchObject({
      talkId: '30',
      goodsId: '5',
      member2Id: '9',
      role: 'SELLER',
    })
  })

  it('rates the buyer when the member is the seller', async () => {
    signIn('9', 'Ken')
    fakeApi({})
    renderAt(
      '/im?talkId=30',
      <ChatRateDialog talk={talkDetail({ myRole: 'SELLER', userId: '1', name: 'Mary' })} onDone={vi.fn()} />,
      { route: '/im' },
    )
    expect(await screen.findByTestId('rate-dialog')).toHaveAccessibleName('評價買家')
  })
})
