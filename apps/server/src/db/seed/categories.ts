import { toSimplifiedText } from '../../lib/chinese.ts'
import type { Localized } from '../schema.ts'

/**
 * The demo category tree of a Hong Kong second-hand market: one line a category, two spaces of
 * indent a level, "Traditional Chinese | English | Simplified Chinese". The Simplified name is the
 * Mainland word (雪櫃 is 冰箱, 梳化 沙发); without one, the Traditional name is converted with OpenCC.
 * Large appliances and furniture by room are what people sell when they move home
 * (docs/product/search.md, "Categories").
 */
export const CATEGORY_TREE = `
手機及配件 | Mobile Phones & Gadgets | 手机及配件
  手機 | Mobile Phones | 手机
    iPhone | iPhone
    Android 手機 | Android Phones | 安卓手机
    其他手機 | Other Phones | 其他手机
  平板電腦 | Tablets | 平板电脑
    iPad | iPad
    Android 平板 | Android Tablets | 安卓平板
  穿戴裝置 | Wearables | 智能穿戴
    智能手錶 | Smartwatches | 智能手表
    運動手環 | Fitness Trackers | 运动手环
  手機配件 | Phone Accessories | 手机配件
    手機殼及保護貼 | Cases & Screen Protectors | 手机壳及保护膜
    充電器及線材 | Chargers & Cables | 充电器及数据线
    流動電源 | Power Banks | 充电宝
電腦及科技 | Computers & Tech | 电脑及数码
  手提電腦 | Laptops | 笔记本电脑
    MacBook | MacBook
    Windows 手提電腦 | Windows Laptops | Windows 笔记本
    Chromebook | Chromebooks
  桌面電腦 | Desktops | 台式电脑
    電腦主機 | Desktop PCs | 电脑主机
    顯示器 | Monitors | 显示器
  電腦零件 | Parts & Accessories | 电脑配件
    顯示卡 | Graphics Cards | 显卡
    記憶體及儲存 | Memory & Storage | 内存及存储
    鍵盤及滑鼠 | Keyboards & Mice | 键盘及鼠标
  相機及攝影 | Cameras & Photography | 相机及摄影
    數碼相機 | Digital Cameras | 数码相机
    菲林相機 | Film Cameras | 胶片相机
    鏡頭 | Lenses | 镜头
  音響器材 | Audio | 音响器材
    耳機 | Headphones & Earbuds | 耳机
    喇叭 | Speakers | 音箱
家用電器 | Home Appliances | 家用电器
  大型家電 | Large Appliances | 大家电
    雪櫃 | Fridges | 冰箱
    洗衣機及乾衣機 | Washing Machines & Dryers | 洗衣机及干衣机
    冷氣機 | Air Conditioners | 空调
    熱水爐 | Water Heaters | 热水器
  廚房電器 | Kitchen Appliances | 厨房电器
    電飯煲 | Rice Cookers | 电饭锅
    氣炸鍋 | Air Fryers | 空气炸锅
    咖啡機 | Coffee Machines | 咖啡机
    微波爐及焗爐 | Microwaves & Ovens | 微波炉及烤箱
  家居電器 | Household Appliances | 生活电器
    吸塵機 | Vacuum Cleaners | 吸尘器
    抽濕機 | Dehumidifiers | 除湿机
    風扇 | Fans | 风扇
    空氣清新機 | Air Purifiers | 空气净化器
  電視及影音 | TV & Home Entertainment | 电视及影音
    電視 | Televisions | 电视
    投影機 | Projectors | 投影仪
傢俬及家居 | Furniture & Home | 家具及家居
  客廳傢俬 | Living Room | 客厅家具
    梳化 | Sofas | 沙发
    茶几及電視櫃 | Coffee Tables & TV Cabinets | 茶几及电视柜
    書櫃及層架 | Bookcases & Shelves | 书柜及置物架
  睡房傢俬 | Bedroom | 卧室家具
    床及床架 | Beds & Bed Frames | 床及床架
    床褥 | Mattresses | 床垫
    衣櫃 | Wardrobes | 衣柜
  餐廳傢俬 | Dining Room | 餐厅家具
    餐枱 | Dining Tables | 餐桌
    餐椅 | Dining Chairs | 餐椅
  書房傢俬 | Study | 书房家具
    書枱 | Desks | 书桌
    辦公椅 | Office Chairs | 办公椅
  收納及搬屋 | Storage & Moving | 收纳及搬家
    收納用品 | Storage | 收纳用品
    搬屋用品 | Moving Supplies | 搬家用品
  家居裝飾 | Home Décor | 家居装饰
    燈飾 | Lighting | 灯具
    地氈及窗簾 | Rugs & Curtains | 地毯及窗帘
    植物及花器 | Plants & Pots | 植物及花盆
  廚具及餐具 | Kitchen & Dining | 厨具及餐具
    煮食用具 | Cookware | 厨具
    餐具 | Tableware | 餐具
女裝 | Women's Fashion | 女装
  服飾 | Clothing | 服装
    上衣 | Tops | 上衣
    連身裙 | Dresses | 连衣裙
    褲及半身裙 | Pants & Skirts | 裤子及半身裙
  手袋及銀包 | Bags & Wallets | 手提包及钱包
    名牌手袋 | Designer Bags | 名牌包
    銀包 | Wallets | 钱包
  鞋 | Shoes | 鞋
    運動鞋 | Sneakers | 运动鞋
    高踭鞋 | Heels | 高跟鞋
  首飾及配飾 | Jewellery & Accessories | 首饰及配饰
    首飾 | Jewellery | 首饰
    手錶 | Watches | 手表
男裝 | Men's Fashion | 男装
  服飾 | Clothing | 服装
    T 恤及恤衫 | T-Shirts & Shirts | T恤及衬衫
    褸及外套 | Jackets & Coats | 外套及大衣
    褲 | Pants | 裤子
  鞋 | Shoes | 鞋
    波鞋 | Sneakers | 球鞋
    皮鞋 | Formal Shoes | 皮鞋
  配飾 | Accessories | 配饰
    手錶 | Watches | 手表
    袋 | Bags | 包
嬰兒及兒童 | Babies & Kids | 婴儿及儿童
  嬰兒用品 | Baby Gear | 婴儿用品
    BB 車 | Strollers | 婴儿车
    汽車安全座椅 | Car Seats | 儿童安全座椅
    BB 床 | Cribs | 婴儿床
    餵哺用品 | Feeding | 喂养用品
    孭帶 | Baby Carriers | 婴儿背带
  兒童服飾 | Kids' Clothing | 童装
    男童服飾 | Boys' Clothing | 男童装
    女童服飾 | Girls' Clothing | 女童装
  教育及玩具 | Learning & Toys | 早教及玩具
    圖書 | Children's Books | 童书
    益智玩具 | Educational Toys | 益智玩具
運動及戶外 | Sports & Outdoors | 运动及户外
  健身器材 | Fitness Equipment | 健身器材
    啞鈴及重量 | Dumbbells & Weights | 哑铃及杠铃
    瑜伽用品 | Yoga | 瑜伽用品
  單車 | Bicycles | 自行车
    公路單車 | Road Bikes | 公路车
    摺合單車 | Folding Bikes | 折叠自行车
    單車配件 | Bike Accessories | 骑行配件
  行山及露營 | Hiking & Camping | 徒步及露营
    行山裝備 | Hiking Gear | 登山装备
    營幕及睡袋 | Tents & Sleeping Bags | 帐篷及睡袋
  球類運動 | Ball Sports | 球类运动
    羽毛球 | Badminton | 羽毛球
    網球 | Tennis | 网球
    足球 | Football | 足球
書籍及文具 | Books & Stationery | 图书及文具
  書籍 | Books | 图书
    小說 | Fiction | 小说
    教科書 | Textbooks | 教材
    漫畫 | Comics | 漫画
  文具 | Stationery | 文具
    筆 | Pens | 笔
    筆記簿 | Notebooks | 笔记本
玩具及遊戲 | Toys & Games | 玩具及游戏
  電子遊戲 | Video Games | 电子游戏
    遊戲機 | Consoles | 游戏机
    遊戲軟件 | Games | 游戏软件
  收藏品 | Collectibles | 收藏品
    模型及公仔 | Models & Figures | 模型及手办
    卡牌 | Trading Cards | 卡牌
  桌上遊戲 | Board Games | 桌游
    桌遊 | Board Games | 桌游
    拼圖 | Puzzles | 拼图
美容及個人護理 | Beauty & Personal Care | 美妆及个人护理
  護膚 | Skincare | 护肤
    面部護理 | Face Care | 面部护理
    身體護理 | Body Care | 身体护理
  化妝品 | Makeup | 彩妆
    唇膏 | Lipsticks | 口红
    粉底 | Foundation | 粉底
  香水 | Fragrances | 香水
    女士香水 | Women's Fragrances | 女士香水
    男士香水 | Men's Fragrances | 男士香水
寵物用品 | Pet Supplies | 宠物用品
  貓用品 | Cat Supplies | 猫用品
    貓糧 | Cat Food | 猫粮
    貓砂及貓砂盆 | Litter & Boxes | 猫砂及猫砂盆
  狗用品 | Dog Supplies | 狗用品
    狗糧 | Dog Food | 狗粮
    狗帶及衣服 | Leashes & Clothing | 狗绳及衣服
門票及禮券 | Tickets & Vouchers | 门票及礼券
  演唱會及表演 | Concerts & Shows | 演唱会及演出
    演唱會門票 | Concert Tickets | 演唱会门票
    舞台劇 | Theatre | 话剧
  禮券 | Vouchers | 礼券
    餐飲禮券 | Dining Vouchers | 餐饮券
    購物禮券 | Shopping Vouchers | 购物券
服務 | Services | 服务
  家居服務 | Home Services | 家居服务
    搬屋及運輸 | Moving & Delivery | 搬家及运输
    家居維修 | Repairs | 家居维修
    清潔 | Cleaning | 清洁
  教育服務 | Lessons & Tutoring | 教育服务
    補習 | Tutoring | 家教
    音樂課程 | Music Lessons | 音乐课程
  活動服務 | Events | 活动服务
    攝影 | Photography | 摄影
    化妝 | Makeup Artists | 化妆
`

export interface CategoryNode {
  hant: string
  en: string
  /** The Mainland name, where it is not the Traditional one converted ("雪櫃" is 冰箱, not 雪柜). */
  hans: string | null
  children: CategoryNode[]
}

/** A category's names in the three languages. */
export function categoryNames(node: Pick<CategoryNode, 'hant' | 'en' | 'hans'>): Localized {
  return { 'zh-Hant': node.hant, 'zh-Hans': node.hans ?? toSimplifiedText(node.hant), en: node.en }
}

/** Parses the indented list into a tree. */
export function parseCategoryTree(text: string): CategoryNode[] {
  const roots: CategoryNode[] = []
  const stack: CategoryNode[][] = [roots]
  for (const line of text.split('\n')) {
    if (!line.trim()) continue
    const depth = (line.length - line.trimStart().length) / 2
    const [hant = '', en = '', hans = null] = line.trim().split(' | ')
    const node: CategoryNode = { hant, en, hans, children: [] }
    const siblings = stack[depth]
    if (!siblings) throw new Error(`bad indent in category tree: ${line}`)
    siblings.push(node)
    stack[depth + 1] = node.children
    stack.length = depth + 2
  }
  return roots
}
