import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { CategoryPicker } from './CategoryPicker.tsx'

const node = (id: string, name: string, children: object[] = []) => ({
  id,
  parentId: '0',
  level: 1,
  name,
  image: '',
  children,
})
const TREE = [
  node('1', '手機及配件', [node('11', '手機', [node('111', 'iPhone'), node('112', 'Android 手機')])]),
  node('2', '傢俬及家居', [node('21', '傢俬', [node('211', '梳化')])]),
]

afterEach(() => vi.unstubAllGlobals())

describe('CategoryPicker', () => {
  it('finds categories by any part of their path, ignoring case, once typing pauses', async () => {
    fakeApi({ 'GET /buyer/goods/category/get/0': () => TREE })
    const onChange = vi.fn()
    const user = userEvent.setup()
    renderAt('/sell', <CategoryPicker id="cat" value="" onChange={onChange} />)
    await user.click(screen.getByTestId('category-trigger'))
    await screen.findByTestId('category-1')
    await user.type(screen.getByRole('searchbox'), 'IPHONE')
    // Still the columns while the 500 ms debounce runs.
    expect(screen.getByTestId('category-1')).toBeInTheDocument()
    const hit = await screen.findByRole('button', { name: '手機及配件 › 手機 › iPhone' }, { timeout: 2000 })
    expect(screen.queryByText('梳化')).not.toBeInTheDocument()
    await user.click(hit)
    expect(onChange).toHaveBeenCalledWith('111')
  })

  it('opens branches level by level and only lets a leaf be chosen', async () => {
    fakeApi({ 'GET /buyer/goods/category/get/0': () => TREE })
    const onChange = vi.fn()
    const user = userEvent.setup()
    renderAt('/sell', <CategoryPicker id="cat" value="" onChange={onChange} />)
    await user.click(screen.getByTestId('category-trigger'))
    await user.click(await screen.findByTestId('category-2'))
    expect(screen.getByTestId('category-2')).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByTestId('category-21'))
    expect(onChange).not.toHaveBeenCalled()
    await user.click(screen.getByTestId('category-211'))
    expect(onChange).toHaveBeenCalledWith('211')
  })
})
