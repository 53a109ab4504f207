/**
 * Goods' part of the first load: the card and its menu, for the home and search pages
 * (docs/architecture.md, "Web features"). A page that imports an index gets, at run time, every
 * module the index names that other pages share (the bundler keeps their order of evaluation), so
 * those two pages take this file and the rest of goods stays in the pages that use it (index.ts).
 */
export { type CardAction, GoodsCard, GoodsGrid } from './components/GoodsCard.tsx'
export { useCardActions } from './hooks/use-card-actions.ts'
