/** My listings. Its page is routed from app/router.tsx; other features link to it by path. */
export { useMyGoods } from './api/my-goods.ts'
