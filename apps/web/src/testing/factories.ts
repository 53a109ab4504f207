/**
 * Records for the web tests, in the contract's shapes: listing cards and details, a seller, a
 * member's own info, pages, a slice of the category tree, uploaded images. Each takes overrides
 * for what a test is about.
 */
import type {
  CategoryNode,
  GoodsCard,
  GoodsDetail,
  MemberInfo,
  Page,
  SellerCard,
  UploadedImage,
} from '@kaifong/contract'

export function card(over: Partial<GoodsCard> = {}): GoodsCard {
  return {
    id: '5',
    sellerId: '9',
    sellerName: 'Ken',
    sellerFace: '',
    goodsName: 'iPhone 13 128GB',
    goodsPicture: '/media/goods/5-thumb.webp',
    price: '3200.00',
    goodsStatus: 1,
    marketEnable: 'UPPER',
    label: 'LISTED',
    categoryId: '12',
    openTime: '2025-01-10T10:00:00+08:00',
    closeTime: '2099-01-17T10:00:00+08:00',
    recommendPoint: 0,
    collectCount: 3,
    createTime: '2025-01-10T10:00:00+08:00',
    ...over,
  }
}

export function detail(over: Partial<GoodsDetail> = {}): GoodsDetail {
  return {
    ...card(),
    intro: 'Battery 89%.\nNo scratches.',
    categoryPath: [
      { id: '1', name: '電子產品' },
      { id: '12', name: '手機' },
    ],
    images: [
      { id: 'a', url: '/media/a.webp', thumbnail: '/media/a-t.webp', width: 1280, height: 960 },
      { id: 'b', url: '/media/b.webp', thumbnail: '/media/b-t.webp', width: 1280, height: 960 },
    ],
    severalInStock: false,
    tradingMethods: [0, 1],
    addresses: [{ name: '旺角站 E2 出口', district: 'YAU_TSIM_MONG', detail: '' }],
    contacts: [
      { type: 'whatsapp', value: '9123 4567' },
      { type: 'email', value: 'ken@example.com' },
    ],
    contactsHidden: false,
    openDays: 7,
    viewCount: 42,
    isOwner: false,
    isCollection: false,
    updateTime: '2025-01-10T10:00:00+08:00',
    ...over,
  }
}

export const seller = (over: Partial<SellerCard> = {}): SellerCard => ({
  id: '9',
  nickName: 'Ken',
  face: '',
  createTime: '2023-05-01T00:00:00+08:00',
  phoneVerified: true,
  goodsCount: 4,
  medalCount: 2,
  ...over,
})

/** The signed-in member's own info (GET /buyer/passport/member). */
export const memberInfo = (over: Partial<MemberInfo> = {}): MemberInfo => ({
  id: '1',
  username: 'mary',
  nickName: 'Mary',
  face: '',
  email: 'm@example.com',
  mobile: '',
  countryCode: '',
  phoneVerified: true,
  createTime: '2024-01-01T00:00:00+08:00',
  ...over,
})

export const emptyPage = { records: [], total: 0, size: 10, current: 1, pages: 0 }

/** An uploaded image, as the media API answers. */
export const image = (id: string): UploadedImage => ({
  id,
  url: `/media/goods/${id}.webp`,
  thumbnail: `/media/goods/${id}-t.webp`,
  width: 800,
  height: 600,
})

/** The signed-in member's own listing (seller 1, Mary), as the sell wizard and owner tools see it. */
export function myListing(over: Partial<GoodsDetail> = {}): GoodsDetail {
  return {
    id: '7',
    sellerId: '1',
    sellerName: 'Mary',
    sellerFace: '',
    goodsName: 'Rice cooker',
    goodsPicture: '/media/goods/a-t.webp',
    price: '120.00',
    goodsStatus: 1,
    marketEnable: 'DOWN',
    label: 'UNLISTED',
    categoryId: '111',
    openTime: null,
    closeTime: null,
    recommendPoint: 0,
    collectCount: 0,
    createTime: '2026-11-01T10:00:00+08:00',
    intro: 'Works well',
    categoryPath: [],
    images: [image('a')],
    severalInStock: false,
    tradingMethods: [0],
    addresses: [],
    contacts: [{ type: 'email', value: 'mary@example.com' }],
    contactsHidden: false,
    openDays: 7,
    viewCount: 0,
    isOwner: true,
    isCollection: false,
    updateTime: '2026-11-02T10:00:00+08:00',
    ...over,
  }
}

const node = (id: string, parentId: string, level: number, name: string, children: CategoryNode[] = []) => ({
  id,
  parentId,
  level,
  name,
  image: '',
  children,
})

/** A slice of the demo tree, with its Traditional Chinese names. */
export const TREE: CategoryNode[] = [
  node('1', '0', 1, '手機及配件', [
    node('11', '1', 2, '手機', [node('111', '11', 3, 'iPhone'), node('112', '11', 3, 'Android 手機')]),
    node('12', '1', 2, '平板電腦', [node('121', '12', 3, 'iPad')]),
  ]),
  node('2', '0', 1, '傢俬及家居', [
    node('21', '2', 2, '傢俬', [node('211', '21', 3, '梳化'), node('212', '21', 3, '床及床褥')]),
    node('22', '2', 2, '家居裝飾', [node('221', '22', 3, '燈飾')]),
  ]),
]

export function pageOf(
  records: GoodsCard[],
  total = records.length,
  current = 1,
  size = 20,
): Page<GoodsCard> {
  return { records, total, size, current, pages: Math.ceil(total / size) }
}

/** A slider captcha challenge as the server sends it (tiny images; the hole's row 40). */
export function sliderImages() {
  return {
    backImage: 'data:image/png;base64,AA==',
    slidingImage: 'data:image/png;base64,AA==',
    originalWidth: 300,
    originalHeight: 150,
    sliderWidth: 60,
    sliderHeight: 60,
    randomY: 40,
  }
}
