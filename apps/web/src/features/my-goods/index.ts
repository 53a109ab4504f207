/**
 * My listings. Its page is routed from app/ (app/pages/MyGoodsPage.tsx, which puts the sell
 * feature's owner tools under each card); other features link to it by path.
 */
export {}
