/**
 * The category tree (the server's `categories` module): its query and the ways to walk it. The
 * shell's side drawer, discovery (the drawer, filters, browsing) and the sell wizard's picker use
 * it; it uses no other feature and has no side effects, as the shell loads it in the first load.
 */
export { useCategories } from './api/categories.ts'
export { categoryHref, filterTree, foldName, pathTo } from './lib/category-tree.ts'
