/**
 * The demo category tree of a Hong Kong second-hand market: one line a category, two spaces of
 * indent a level, "Traditional Chinese | English". Simplified names are converted with OpenCC.
 */
export const CATEGORY_TREE = `
手機及配件 | Mobile Phones & Gadgets
  手機 | Mobile Phones
    iPhone | iPhone
    Android 手機 | Android Phones
    其他手機 | Other Phones
  平板電腦 | Tablets
    iPad | iPad
    Android 平板 | Android Tablets
  穿戴裝置 | Wearables
    智能手錶 | Smartwatches
    運動手環 | Fitness Trackers
  手機配件 | Phone Accessories
    手機殼及保護貼 | Cases & Screen Protectors
    充電器及線材 | Chargers & Cables
    流動電源 | Power Banks
電腦及科技 | Computers & Tech
  手提電腦 | Laptops
    MacBook | MacBook
    Windows 手提電腦 | Windows Laptops
    Chromebook | Chromebooks
  桌面電腦 | Desktops
    電腦主機 | Desktop PCs
    顯示器 | Monitors
  電腦零件 | Parts & Accessories
    顯示卡 | Graphics Cards
    記憶體及儲存 | Memory & Storage
    鍵盤及滑鼠 | Keyboards & Mice
  相機及攝影 | Cameras & Photography
    數碼相機 | Digital Cameras
    菲林相機 | Film Cameras
    鏡頭 | Lenses
  音響器材 | Audio
    耳機 | Headphones & Earbuds
    喇叭 | Speakers
家用電器 | Home Appliances
  廚房電器 | Kitchen Appliances
    電飯煲 | Rice Cookers
    氣炸鍋 | Air Fryers
    咖啡機 | Coffee Machines
  家居電器 | Household Appliances
    吸塵機 | Vacuum Cleaners
    抽濕機 | Dehumidifiers
    風扇及冷氣機 | Fans & Air Conditioners
  電視及影音 | TV & Home Entertainment
    電視 | Televisions
    投影機 | Projectors
傢俬及家居 | Furniture & Home
  傢俬 | Furniture
    梳化 | Sofas
    床及床褥 | Beds & Mattresses
    枱及椅 | Tables & Chairs
    衣櫃及收納 | Wardrobes & Storage
  家居裝飾 | Home Décor
    燈飾 | Lighting
    地氈及窗簾 | Rugs & Curtains
    植物及花器 | Plants & Pots
  廚具及餐具 | Kitchen & Dining
    煮食用具 | Cookware
    餐具 | Tableware
女裝 | Women's Fashion
  服飾 | Clothing
    上衣 | Tops
    連身裙 | Dresses
    褲及半身裙 | Pants & Skirts
  手袋及銀包 | Bags & Wallets
    名牌手袋 | Designer Bags
    銀包 | Wallets
  鞋 | Shoes
    運動鞋 | Sneakers
    高踭鞋 | Heels
  首飾及配飾 | Jewellery & Accessories
    首飾 | Jewellery
    手錶 | Watches
男裝 | Men's Fashion
  服飾 | Clothing
    T 恤及恤衫 | T-Shirts & Shirts
    褸及外套 | Jackets & Coats
    褲 | Pants
  鞋 | Shoes
    波鞋 | Sneakers
    皮鞋 | Formal Shoes
  配飾 | Accessories
    手錶 | Watches
    袋 | Bags
嬰兒及兒童 | Babies & Kids
  嬰兒用品 | Baby Gear
    BB 車 | Strollers
    汽車安全座椅 | Car Seats
    嬰兒床 | Cribs
  兒童服飾 | Kids' Clothing
    男童服飾 | Boys' Clothing
    女童服飾 | Girls' Clothing
  教育及玩具 | Learning & Toys
    圖書 | Children's Books
    益智玩具 | Educational Toys
運動及戶外 | Sports & Outdoors
  健身器材 | Fitness Equipment
    啞鈴及重量 | Dumbbells & Weights
    瑜伽用品 | Yoga
  單車 | Bicycles
    公路單車 | Road Bikes
    摺合單車 | Folding Bikes
    單車配件 | Bike Accessories
  行山及露營 | Hiking & Camping
    行山裝備 | Hiking Gear
    營幕及睡袋 | Tents & Sleeping Bags
  球類運動 | Ball Sports
    羽毛球 | Badminton
    網球 | Tennis
    足球 | Football
書籍及文具 | Books & Stationery
  書籍 | Books
    小說 | Fiction
    教科書 | Textbooks
    漫畫 | Comics
  文具 | Stationery
    筆 | Pens
    筆記簿 | Notebooks
玩具及遊戲 | Toys & Games
  電子遊戲 | Video Games
    遊戲機 | Consoles
    遊戲軟件 | Games
  收藏品 | Collectibles
    模型及公仔 | Models & Figures
    卡牌 | Trading Cards
  桌上遊戲 | Board Games
    桌遊 | Board Games
    拼圖 | Puzzles
美容及個人護理 | Beauty & Personal Care
  護膚 | Skincare
    面部護理 | Face Care
    身體護理 | Body Care
  化妝品 | Makeup
    唇膏 | Lipsticks
    粉底 | Foundation
  香水 | Fragrances
    女士香水 | Women's Fragrances
    男士香水 | Men's Fragrances
寵物用品 | Pet Supplies
  貓用品 | Cat Supplies
    貓糧 | Cat Food
    貓砂及貓砂盆 | Litter & Boxes
  狗用品 | Dog Supplies
    狗糧 | Dog Food
    狗帶及衣服 | Leashes & Clothing
門票及禮券 | Tickets & Vouchers
  演唱會及表演 | Concerts & Shows
    演唱會門票 | Concert Tickets
    舞台劇 | Theatre
  禮券 | Vouchers
    餐飲禮券 | Dining Vouchers
    購物禮券 | Shopping Vouchers
服務 | Services
  家居服務 | Home Services
    搬屋及運輸 | Moving & Delivery
    家居維修 | Repairs
    清潔 | Cleaning
  教育服務 | Lessons & Tutoring
    補習 | Tutoring
    音樂課程 | Music Lessons
  活動服務 | Events
    攝影 | Photography
    化妝 | Makeup Artists
`

export interface CategoryNode {
  hant: string
  en: string
  children: CategoryNode[]
}

/** Parses the indented list into a tree. */
export function parseCategoryTree(text: string): CategoryNode[] {
  const roots: CategoryNode[] = []
  const stack: CategoryNode[][] = [roots]
  for (const line of text.split('\n')) {
    if (!line.trim()) continue
    const depth = (line.length - line.trimStart().length) / 2
    const [hant = '', en = ''] = line.trim().split(' | ')
    const node: CategoryNode = { hant, en, children: [] }
    const siblings = stack[depth]
    if (!siblings) throw new Error(`bad indent in category tree: ${line}`)
    siblings.push(node)
    stack[depth + 1] = node.children
    stack.length = depth + 2
  }
  return roots
}
