import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Modal } from './Modal.tsx'

/** A login-like dialog whose "send" button opens a slider-like dialog and is disabled once it passes. */
function Nested() {
  const [inner, setInner] = useState(false)
  const [sent, setSent] = useState(false)
  return (
    <Modal open title="outer" onClose={() => {}}>
      <input aria-label="code" data-autofocus />
      <button type="button" disabled={sent} onClick={() => setInner(true)}>
        send
      </button>
      <Modal open={inner} title="inner" onClose={() => setInner(false)} testId="inner">
        <button
          type="button"
          onClick={() => {
            setInner(false)
            setSent(true)
          }}
        >
          pass
        </button>
      </Modal>
    </Modal>
  )
}

describe('Modal', () => {
  it('gives focus back to its opener when it closes', async () => {
    const user = userEvent.setup()
    render(<Nested />)
    await user.click(screen.getByRole('button', { name: 'send' }))
    await user.click(within(screen.getByTestId('inner')).getByRole('button', { name: '關閉' }))
    expect(screen.getByRole('button', { name: 'send' })).toHaveFocus()
  })

  it('focuses the dialog underneath when the opener can no longer take focus', async () => {
    const user = userEvent.setup()
    render(<Nested />)
    await user.click(screen.getByRole('button', { name: 'send' }))
    await user.click(screen.getByRole('button', { name: 'pass' }))
    expect(screen.getByRole('button', { name: 'send' })).toBeDisabled()
    expect(screen.getByLabelText('code')).toHaveFocus()
  })
})
