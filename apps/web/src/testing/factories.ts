/**
 * Records for the web tests, in the contract's shapes: listing cards and details, a seller, a
 * member's own info, pages, a slice of the category tree, uploaded images. Each takes overrides
 * for what a test is about.
 */
import type {
  CategoryNode,
  ChatMessage,
  Evaluation,
  EvaluationCounts,
  GoodsCard,
  GoodsDetail,
  MemberInfo,
  Notice,
  Page,
  SellerCard,
  TalkDetail,
  TalkItem,
  ToBeEvaluated,
  UploadedImage,
} from '@kaifong/contract'

export function card(over: Partial<GoodsCard> = {}): GoodsCard {
  return {
    id: '5',
    sellerId: '9',
    sellerName: 'Ken',
    sellerFace: '',
    sellerScore: '',
    sellerReviewCount: 0,
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
    placeStation: null,
    placeDistrict: 'YAU_TSIM_MONG',
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
    stationIds: [],
    districts: [],
    placeNote: '',
    contactTypes: ['whatsapp', 'email'],
    chatOnly: false,
    contactAccess: 'REVEAL',
    openDays: 7,
    viewCount: 42,
    isOwner: false,
    isCollection: false,
    updateTime: '2025-01-10T10:00:00+08:00',
    storeId: null,
    storeName: '',
    storeLogo: '',
    skus: [],
    skuId: null,
    ...over,
  }
}

export const seller = (over: Partial<SellerCard> = {}): SellerCard => ({
  id: '9',
  deleted: false,
  nickName: 'Ken',
  face: '',
  bio: '',
  district: null,
  createTime: '2023-05-01T00:00:00+08:00',
  phoneVerified: true,
  goodsCount: 4,
  medalCount: 2,
  score: '',
  reviewCount: 0,
  ...over,
})

/** The signed-in member's own info (GET /buyer/passport/member). */
export const memberInfo = (over: Partial<MemberInfo> = {}): MemberInfo => ({
  id: '1',
  username: 'mary',
  nickName: 'Mary',
  face: '',
  bio: '',
  district: null,
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
    sellerScore: '',
    sellerReviewCount: 0,
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
    placeStation: null,
    placeDistrict: null,
    intro: 'Works well',
    categoryPath: [],
    images: [image('a')],
    severalInStock: false,
    tradingMethods: [0],
    addresses: [],
    stationIds: [],
    districts: [],
    placeNote: '',
    contactTypes: ['email'],
    chatOnly: false,
    contactAccess: 'REVEAL',
    openDays: 7,
    viewCount: 0,
    isOwner: true,
    isCollection: false,
    updateTime: '2026-11-02T10:00:00+08:00',
    storeId: null,
    storeName: '',
    storeLogo: '',
    skus: [],
    skuId: null,
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

/** A page of any records (reviews, deals), 10 a page as the review lists ask. */
export const pageOfAny = <T>(records: T[], total = records.length, current = 1, size = 10): Page<T> => ({
  records,
  total,
  size,
  current,
  pages: Math.ceil(total / size),
})

/** A review Ken (9), the buyer, wrote of seller Mary (1) about listing 7 (role: the member reviewed). */
export const review = (over: Partial<Evaluation> = {}): Evaluation => ({
  id: '70',
  memberId: '9',
  memberName: 'Ken',
  memberFace: '',
  memberDeleted: false,
  member2Id: '1',
  member2Name: 'Mary',
  member2Deleted: false,
  role: 'SELLER',
  goodsId: '7',
  goodsName: 'Rice cooker',
  goodsPicture: '/media/goods/a-t.webp',
  talkId: '30',
  content: 'Smooth deal, thanks!',
  serviceScore: 5,
  tag1: true,
  tag2: false,
  tag3: true,
  tag4: false,
  tag5: false,
  createTime: '2025-01-12T23:30:00+08:00',
  ...over,
})

/** A deal waiting for seller Mary's (1) review of buyer Ken (9), listing 7 in talk 30. */
export const waitingDeal = (over: Partial<ToBeEvaluated> = {}): ToBeEvaluated => ({
  talkId: '30',
  goodsId: '7',
  goodsName: 'Rice cooker',
  goodsPicture: '/media/goods/a-t.webp',
  price: '100.00',
  member2Id: '9',
  name: 'Ken',
  face: '',
  role: 'BUYER',
  dealTime: '2025-01-10T10:00:00+08:00',
  ...over,
})

export const reviewCounts = (over: Partial<EvaluationCounts> = {}): EvaluationCounts => ({
  count: 3,
  average: '4.7',
  asSeller: 2,
  asBuyer: 1,
  tag1: 2,
  tag2: 0,
  tag3: 1,
  tag4: 0,
  tag5: 3,
  ...over,
})

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

/** A talk in the list, as buyer Mary (1) sees it: with seller Ken (9) about listing 5. */
export const talkItem = (over: Partial<TalkItem> = {}): TalkItem => ({
  id: '30',
  userId: '9',
  sellerId: '9',
  buyerId: '1',
  goodsId: '5',
  name: 'Ken',
  face: '',
  lastTalkMessage: 'Is it still available?',
  lastTalkTime: '2025-01-10T10:00:00+08:00',
  goodsName: 'iPhone 13 128GB',
  goodsPicture: '/media/goods/5-thumb.webp',
  goodsPrice: '3200.00',
  goodsState: 'UPPER',
  quote: '',
  quoteStatus: 0,
  unread: 0,
  lastSeq: 0,
  otherReadSeq: 0,
  ...over,
})

/** That talk opened (GET /im/talk/30): Mary is the buyer, no offer, no deal, no blocks. */
export const talkDetail = (over: Partial<TalkDetail> = {}): TalkDetail => ({
  ...talkItem(),
  myRole: 'BUYER',
  currentQuote: null,
  deal: null,
  blockedByMe: false,
  blockedByOther: false,
  otherDeleted: false,
  ...over,
})

/** A text message in talk 30, from Ken (9) unless `senderId` says otherwise. */
export const chatMessage = (seq: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${seq}`,
  talkId: '30',
  seq,
  senderId: '9',
  kind: 'TEXT',
  text: `message ${seq}`,
  photo: null,
  event: null,
  quoteId: null,
  price: null,
  clientId: null,
  safety: [],
  createTime: '2025-01-10T10:00:00+08:00',
  ...over,
})

export const notice = (id: string, over: Partial<Notice> = {}): Notice => ({
  id,
  memberId: '1',
  status: 'UN_READ',
  noticeType: 'COLLECTED',
  createTime: '2026-11-20T04:00:00Z',
  operatorName: 'Ken',
  goodsId: '7',
  goodsName: 'Rice cooker',
  goodsPicture: '',
  title: `notice ${id}`,
  content: `Ken favourited your listing ${id}`,
  pointChangeType: null,
  talkId: null,
  link: null,
  ...over,
})
