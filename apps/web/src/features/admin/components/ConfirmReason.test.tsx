import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmReason } from './ConfirmReason.tsx'

const open = (props: Partial<Parameters<typeof ConfirmReason>[0]> = {}) => {
  const onSubmit = vi.fn()
  const onClose = vi.fn()
  const view = render(
    <ConfirmReason
      open
      title="Take down"
      message="It goes off the market."
      confirmLabel="Take it down"
      required
      onSubmit={onSubmit}
      onClose={onClose}
      {...props}
    />,
  )
  return { ...view, onSubmit, onClose }
}

describe('ConfirmReason', () => {
  it('refuses an empty reason when one is required, naming the problem under the field', async () => {
    const user = userEvent.setup()
    const { onSubmit } = open()
    const field = screen.getByLabelText('原因')
    expect(field).toHaveFocus()
    await user.type(field, '   ')
    await user.click(screen.getByTestId('confirm-reason-submit'))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent('請填寫原因。')
    expect(field).toHaveAttribute('aria-invalid', 'true')
  })

  it('sends the trimmed reason, or none when it is optional', async () => {
    const user = userEvent.setup()
    const { onSubmit, unmount } = open()
    await user.type(screen.getByLabelText('原因'), '  fake brand  ')
    await user.click(screen.getByRole('button', { name: 'Take it down' }))
    expect(onSubmit).toHaveBeenCalledWith('fake brand')
    unmount()
    const optional = open({ required: false })
    await user.click(screen.getByTestId('confirm-reason-submit'))
    expect(optional.onSubmit).toHaveBeenCalledWith('')
  })

  it('refuses a reason over the limit and shows the server refusal it is given', async () => {
    const user = userEvent.setup()
    const { onSubmit, rerender } = open({ max: 5 })
    await user.type(screen.getByLabelText('原因'), 'too long')
    await user.click(screen.getByTestId('confirm-reason-submit'))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent('原因最多 5 字。')
    rerender(
      <ConfirmReason
        open
        title="Take down"
        confirmLabel="Take it down"
        required
        error="No open reports"
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    )
    await user.clear(screen.getByLabelText('原因'))
    await user.type(screen.getByLabelText('原因'), 'ok')
    await user.click(screen.getByTestId('confirm-reason-submit'))
    expect(onSubmit).toHaveBeenCalledWith('ok')
    expect(screen.getByRole('alert')).toHaveTextContent('No open reports')
  })

  it('closes on cancel without sending', async () => {
    const user = userEvent.setup()
    const { onSubmit, onClose } = open()
    await user.click(screen.getByRole('button', { name: '取消' }))
    expect(onClose).toHaveBeenCalled()
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
