/**
 * The console's content (docs/admin.md, "Content and settings", right `content`): banners, hot
 * words, the category tree and articles. Its pages, which app/console-pages.ts gives the console
 * (features/admin); each is a lazy chunk of its own.
 */
import { lazy } from 'react'
import type { ConsolePage } from '../admin/index.ts'

const BannersPage = lazy(() => import('./pages/BannersPage.tsx'))
const HotWordsPage = lazy(() => import('./pages/HotWordsPage.tsx'))
const CategoriesPage = lazy(() => import('./pages/CategoriesPage.tsx'))
const ArticlesPage = lazy(() => import('./pages/ArticlesPage.tsx'))
const ArticleEditPage = lazy(() => import('./pages/ArticleEditPage.tsx'))

export const CONTENT_PAGES: readonly ConsolePage[] = [
  { path: 'banners', right: 'content', Page: BannersPage },
  { path: 'hot-words', right: 'content', Page: HotWordsPage },
  { path: 'categories', right: 'content', Page: CategoriesPage },
  { path: 'articles', right: 'content', Page: ArticlesPage },
  { path: 'articles/new', right: 'content', Page: ArticleEditPage },
  { path: 'articles/:id', right: 'content', Page: ArticleEditPage },
]
