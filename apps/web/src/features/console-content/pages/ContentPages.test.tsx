import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { operatorOf, pageOf, signInOperator } from '../../../testing/console.ts'
import { fakeApi, type Handler } from '../../../testing/fake-api.ts'
import { FakeXhr, photoFile } from '../../../testing/fake-xhr.ts'
import { renderAt } from '../../../testing/render.tsx'
import { AdminApp } from '../../admin/index.ts'
import { CONTENT_PAGES } from '../index.ts'
import type { AdminArticle, AdminCategory, HotWordsOverview } from '../lib/types.ts'

/** A page is a lazy chunk: on a busy machine its first load takes longer than a find's default second. */
const LOADED = { timeout: 8000 }

beforeEach(() => signInOperator())
afterEach(() => {
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

const api = (routes: Record<string, Handler>, role: 'ADMIN' | 'MODERATOR' = 'ADMIN') =>
  fakeApi({ 'GET /admin/api/passport/me': () => operatorOf(role), ...routes })
const at = (url: string) => renderAt(url, <AdminApp pages={CONTENT_PAGES} />, { route: '/admin/*' })

const cat = (id: string, parentId: string, level: number, en: string, children: AdminCategory[] = []) => ({
  id,
  parentId,
  level,
  name: { 'zh-Hant': `${en}繁`, 'zh-Hans': `${en}简`, en },
  image: '',
  sortOrder: Number(id.at(-1)),
  hidden: false,
  children,
})

describe('CategoriesPage', () => {
  const tree = [
    cat('1', '0', 1, 'Phones', [
      cat('11', '1', 2, 'iPhone', [cat('111', '11', 3, 'Cases')]),
      cat('12', '1', 2, 'Android'),
    ]),
    cat('2', '0', 1, 'Home'),
  ]

  it('opens levels, offers only the moves that keep three levels, and sends the new parent', async () => {
    const server = api({
      'GET /admin/api/categories': () => tree,
      'PUT /admin/api/categories/*': () => tree[0],
    })
    const user = userEvent.setup()
    at('/admin/categories')
    const phones = await screen.findByTestId('category-1', {}, LOADED)
    expect(screen.queryByTestId('category-11')).toBeNull()
    const toggle = within(phones).getAllByTestId('category-toggle')[0] as HTMLElement
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const iphone = screen.getByTestId('category-11')
    await user.click(within(iphone).getAllByTestId('category-move-open')[0] as HTMLElement)
    const select = screen.getByTestId('category-parent')
    // iPhone carries a level under it: the top or under Home only (not under itself, its child or Android).
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['', '0', '2'])
    await user.selectOptions(select, '2')
    await user.click(screen.getByTestId('category-move-save'))
    await waitFor(() =>
      expect(server.find('PUT /admin/api/categories/11')[0]?.body).toEqual({ parentId: '2' }),
    )
  })

  it('adds a child only with every language, hides a node and reorders siblings', async () => {
    const server = api({
      'GET /admin/api/categories': () => tree,
      'POST /admin/api/categories': () => tree[1],
      'PUT /admin/api/categories/*': () => tree[1],
    })
    const user = userEvent.setup()
    at('/admin/categories')
    const home = await screen.findByTestId('category-2', {}, LOADED)
    await user.click(within(home).getByTestId('category-add-child'))
    for (const lang of ['zh-Hant', 'zh-Hans'])
      await user.type(screen.getByTestId(`category-name-${lang}`), '廚具')
    await user.click(screen.getByTestId('category-save'))
    expect(screen.getByTestId('category-name-en')).toHaveAttribute('aria-invalid', 'true')
    expect(server.find('POST /admin/api/categories')).toHaveLength(0)
    await user.type(screen.getByTestId('category-name-en'), 'Kitchen')
    await user.click(screen.getByTestId('category-save'))
    await waitFor(() =>
      expect(server.find('POST /admin/api/categories')[0]?.body).toEqual({
        parentId: '2',
        name: { 'zh-Hant': '廚具', 'zh-Hans': '廚具', en: 'Kitchen' },
        sortOrder: 0,
      }),
    )
    await user.click(
      within(screen.getByTestId('category-2')).getAllByTestId('category-hide')[0] as HTMLElement,
    )
    await waitFor(() => expect(server.find('PUT /admin/api/categories/2')[0]?.body).toEqual({ hidden: true }))
    const up = within(screen.getByTestId('category-2')).getAllByTestId('category-up')[0] as HTMLElement
    await waitFor(() => expect(up).toBeEnabled())
    await user.click(up)
    // Home (2) goes first: renumbered 0, Phones keeps its 1.
    await waitFor(() =>
      expect(server.find('PUT /admin/api/categories/2').map((c) => c.body)).toEqual([
        { hidden: true },
        { sortOrder: 0 },
      ]),
    )
    expect(server.find('PUT /admin/api/categories/1')).toHaveLength(0)
  })
})

describe('ArticleEditPage', () => {
  const saved: AdminArticle = {
    id: '77',
    key: 'about',
    type: 'PAGE',
    title: { 'zh-Hant': '關於', 'zh-Hans': '关于', en: 'About' },
    content: { 'zh-Hant': '', 'zh-Hans': '', en: '' },
    sortOrder: 0,
    createTime: '2025-03-01T02:00:00Z',
    updateTime: '2025-03-01T02:00:00Z',
  }

  it('previews Markdown live with raw HTML escaped, and opens a new article under its id once saved', async () => {
    const server = api({
      'POST /admin/api/articles': () => saved,
      'GET /admin/api/articles/77': () => saved,
      'GET /admin/api/articles': () => pageOf([saved]),
    })
    const user = userEvent.setup()
    const view = at('/admin/articles/new?type=PAGE')
    const editor = await screen.findByTestId('article-content-zh-Hant', {}, LOADED)
    await user.click(editor)
    await user.paste('## Hi <img src=x onerror=alert(1)> [x](javascript:alert(1))')
    const preview = screen.getByTestId('article-content-zh-Hant-preview')
    await waitFor(() => expect(preview.querySelector('h2')).not.toBeNull())
    expect(preview.querySelector('img')).toBeNull()
    expect(preview.querySelector('a')).toBeNull()
    expect(preview).toHaveTextContent('<img src=x onerror=alert(1)>')
    await user.click(screen.getByTestId('article-save'))
    expect(screen.getByTestId('article-key')).toHaveAttribute('aria-invalid', 'true')
    await user.selectOptions(screen.getByTestId('article-key'), 'about')
    await user.type(screen.getByTestId('article-title-zh-Hant'), '關於')
    await user.type(screen.getByTestId('article-title-zh-Hans'), '关于')
    await user.type(screen.getByTestId('article-title-en'), 'About')
    await user.click(screen.getByTestId('article-save'))
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/articles/77'))
    expect(server.find('POST /admin/api/articles')[0]?.body).toMatchObject({
      type: 'PAGE',
      key: 'about',
      title: { 'zh-Hant': '關於', 'zh-Hans': '关于', en: 'About' },
      sortOrder: 0,
    })
  })

  it('bolds the selection from the toolbar', async () => {
    api({
      'GET /admin/api/articles/77': () => ({ ...saved, content: { ...saved.content, 'zh-Hant': 'hello' } }),
    })
    const user = userEvent.setup()
    at('/admin/articles/77')
    const editor = (await screen.findByTestId('article-content-zh-Hant', {}, LOADED)) as HTMLTextAreaElement
    editor.focus()
    editor.setSelectionRange(0, 5)
    await user.click(screen.getByTestId('article-content-zh-Hant-bold'))
    expect(editor).toHaveValue('**hello**')
    await waitFor(() =>
      expect(screen.getByTestId('article-content-zh-Hant-preview').querySelector('strong')).toHaveTextContent(
        'hello',
      ),
    )
  })
})

describe('HotWordsPage', () => {
  it('pins and hides computed words, and orders the pins', async () => {
    const overview: HotWordsOverview = {
      computed: [
        { word: 'iphone', count: 30 },
        { word: 'sofa', count: 12 },
      ],
      shown: ['ps5', 'iphone'],
      rules: [
        { word: 'ps5', action: 'PIN', sortOrder: 0, createTime: '2025-03-01T00:00:00Z' },
        { word: 'switch', action: 'PIN', sortOrder: 1, createTime: '2025-03-01T00:00:00Z' },
      ],
    }
    const server = api({
      'GET /admin/api/hot-words': () => overview,
      'PUT /admin/api/hot-words/*': () => overview.rules[0],
    })
    const user = userEvent.setup()
    at('/admin/hot-words')
    const rows = await screen.findAllByTestId('hot-word-row', {}, LOADED)
    await user.click(within(rows[0] as HTMLElement).getByTestId('hot-word-pin'))
    await waitFor(() =>
      expect(server.find('PUT /admin/api/hot-words/iphone')[0]?.body).toEqual({
        action: 'PIN',
        sortOrder: 2,
      }),
    )
    await user.click(within(rows[1] as HTMLElement).getByTestId('hot-word-hide'))
    await waitFor(() =>
      expect(server.find('PUT /admin/api/hot-words/sofa')[0]?.body).toEqual({ action: 'HIDE', sortOrder: 0 }),
    )
    const rules = screen.getAllByTestId('hot-word-rule')
    await user.click(within(rules[1] as HTMLElement).getByTestId('hot-word-up'))
    await waitFor(() =>
      expect(server.find('PUT /admin/api/hot-words/switch')[0]?.body).toEqual({
        action: 'PIN',
        sortOrder: 0,
      }),
    )
    expect(server.find('PUT /admin/api/hot-words/ps5')[0]?.body).toEqual({ action: 'PIN', sortOrder: 1 })
  })
})

describe('BannersPage', () => {
  const banner = {
    id: '5',
    imageUrl: '/media/b5.webp',
    title: { 'zh-Hant': '新春', 'zh-Hans': '新春', en: 'New Year' },
    link: '/goodsList?q=red',
    sortOrder: 0,
    enabled: true,
  }

  beforeEach(() => {
    FakeXhr.reset()
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
  })

  it('adds a banner with an uploaded picture, with the operator token, after checking the link', async () => {
    const server = api({ 'GET /admin/api/banners': () => [banner], 'POST /admin/api/banners': () => banner })
    const user = userEvent.setup()
    at('/admin/banners')
    expect(await screen.findByTestId('banner-row', {}, LOADED)).toHaveTextContent('/goodsList?q=red')
    await user.click(screen.getByTestId('banner-add'))
    const dialog = screen.getByTestId('banner-dialog')
    await user.click(within(dialog).getByTestId('banner-save'))
    expect(within(dialog).getByText('請上載圖片')).toBeInTheDocument()
    await user.upload(within(dialog).getByLabelText('圖片'), photoFile())
    await waitFor(() =>
      expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/goods/img-1.webp'),
    )
    expect(FakeXhr.sent[0]?.url).toBe('/admin/api/media')
    expect(FakeXhr.sent[0]?.headers.accessToken).toBeTruthy()
    for (const lang of ['zh-Hant', 'zh-Hans', 'en'])
      await user.type(screen.getByTestId(`banner-title-${lang}`), 'Sale')
    await user.click(screen.getByTestId('banner-link'))
    await user.paste('javascript:alert(1)')
    await user.click(within(dialog).getByTestId('banner-save'))
    expect(screen.getByTestId('banner-link')).toHaveAttribute('aria-invalid', 'true')
    await user.clear(screen.getByTestId('banner-link'))
    await user.paste('https://kaifong.example/sale')
    await user.click(within(dialog).getByTestId('banner-save'))
    await waitFor(() =>
      expect(server.find('POST /admin/api/banners')[0]?.body).toEqual({
        imageUrl: '/media/goods/img-1.webp',
        title: { 'zh-Hant': 'Sale', 'zh-Hans': 'Sale', en: 'Sale' },
        link: 'https://kaifong.example/sale',
        sortOrder: 1,
        enabled: true,
      }),
    )
    expect(await screen.findByTestId('banners-done', {}, LOADED)).toHaveTextContent('已新增橫額。')
  }, 15_000)

  it('deletes a banner only once confirmed', async () => {
    const server = api({
      'GET /admin/api/banners': () => [banner],
      'DELETE /admin/api/banners/5': () => null,
    })
    const user = userEvent.setup()
    at('/admin/banners')
    await user.click(await screen.findByTestId('banner-delete', {}, LOADED))
    expect(server.find('DELETE /admin/api/banners/5')).toHaveLength(0)
    await user.click(screen.getByTestId('confirm-action-ok'))
    await waitFor(() => expect(server.find('DELETE /admin/api/banners/5')).toHaveLength(1))
  })
})

describe('ArticlesPage', () => {
  it('lists one type at a time and starts a new article of that type', async () => {
    const article = (type: AdminArticle['type']): AdminArticle => ({
      id: type,
      key: type === 'PAGE' ? 'terms' : '',
      type,
      title: { 'zh-Hant': `${type}繁`, 'zh-Hans': `${type}简`, en: type },
      content: { 'zh-Hant': '', 'zh-Hans': '', en: '' },
      sortOrder: 0,
      createTime: '2025-03-01T02:00:00Z',
      updateTime: '2025-03-01T02:00:00Z',
    })
    const server = api({
      'GET /admin/api/articles': ({ search }) =>
        pageOf([article(search.get('type') as AdminArticle['type'])]),
    })
    const user = userEvent.setup()
    const view = at('/admin/articles')
    expect(await screen.findByTestId('article-row', {}, LOADED)).toHaveTextContent('terms')
    await user.click(screen.getByRole('tab', { name: '公告' }))
    await waitFor(() => expect(screen.getByTestId('article-row')).toHaveTextContent('ANNOUNCEMENT繁'))
    expect(server.find('GET /admin/api/articles').map((c) => c.search.get('type'))).toEqual([
      'PAGE',
      'ANNOUNCEMENT',
    ])
    await user.click(screen.getByTestId('article-new'))
    await waitFor(() => expect(view.router.state.location.search).toBe('?type=ANNOUNCEMENT'))
    expect(await screen.findByTestId('article-type', {}, LOADED)).toHaveValue('ANNOUNCEMENT')
  })
})
