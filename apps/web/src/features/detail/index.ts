/**
 * The goods detail page. The page is routed from app/ (app/pages/goods-detail.tsx, which adds the
 * seller's card); other features reach it by link (config/paths.ts), so it offers them nothing.
 */
export {}
