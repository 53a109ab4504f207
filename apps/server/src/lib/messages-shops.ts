/**
 * Server messages of shops (docs/product/shops.md): refusals, the console's shop applications and
 * the applicant's notices, in all three languages. `shops.reason.length` is the message of
 * packages/contract/src/admin/shops.ts.
 */
import type { Language } from '@kaifong/contract'

export const shopsMessages = {
  'zh-Hant': {
    'shop.not.found': '找不到此店鋪',
    'shop.already.applied': '你已經申請開店（審核中或已開業），不可再次申請',
    'shop.not.applying': '此申請已有決定',
    'shop.applicant.banned': '申請人已被停權，不可批准',
    'shop.address.not.found': '找不到此自取地點',
    'shop.address.limit': '每間店鋪最多 {max} 個自取地點',
    'shop.own': '不可收藏自己的店鋪',
    'shops.reason.length': '原因最多 500 字',
    'notice.shop.approved.title': '你的店鋪申請已獲批准',
    'notice.shop.approved.content': '「{name}」已開業，你可以為店鋪刊登貨品',
    'notice.shop.refused.title': '你的店鋪申請未獲批准',
    'notice.shop.refused.content': '「{name}」的申請未獲批准：{reason}。你可以修改後再次申請',
  },
  'zh-Hans': {
    'shop.not.found': '找不到此店铺',
    'shop.already.applied': '你已经申请开店（审核中或已开业），不可再次申请',
    'shop.not.applying': '此申请已有决定',
    'shop.applicant.banned': '申请人已被封禁，不可批准',
    'shop.address.not.found': '找不到此自取地点',
    'shop.address.limit': '每间店铺最多 {max} 个自取地点',
    'shop.own': '不可收藏自己的店铺',
    'shops.reason.length': '原因最多 500 字',
    'notice.shop.approved.title': '你的店铺申请已获批准',
    'notice.shop.approved.content': '“{name}”已开业，你可以为店铺发布商品',
    'notice.shop.refused.title': '你的店铺申请未获批准',
    'notice.shop.refused.content': '“{name}”的申请未获批准：{reason}。你可以修改后再次申请',
  },
  en: {
    'shop.not.found': 'Shop not found',
    'shop.already.applied': 'You have already applied for a shop (under review or open)',
    'shop.not.applying': 'This application has already been decided',
    'shop.applicant.banned': 'The applicant is suspended: the application cannot be approved',
    'shop.address.not.found': 'Pickup point not found',
    'shop.address.limit': 'A shop can have up to {max} pickup points',
    'shop.own': 'You cannot add your own shop to favourites',
    'shops.reason.length': 'The reason can be up to 500 characters',
    'notice.shop.approved.title': 'Your shop application was approved',
    'notice.shop.approved.content': '"{name}" is open: you can now list goods for your shop',
    'notice.shop.refused.title': 'Your shop application was not approved',
    'notice.shop.refused.content':
      'The application for "{name}" was not approved: {reason}. You can change it and apply again',
  },
} as const satisfies Record<Language, Record<string, string>>
