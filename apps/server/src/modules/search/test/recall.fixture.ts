/**
 * The search recall set (recall.test.ts; docs/product/search.md, "How well it finds"): listings
 * written the way Hong Kong sellers write them (not the demo titles), and what Hong Kong buyers type
 * to find them — Cantonese words, Mainland words, English, typos (dropped, doubled and swapped
 * letters), spacing, product names with their model words — each with the listings a buyer typing
 * it wants to see on the first page.
 *
 * Listing lines: `key | English leaf category name | title | description`.
 * Query lines: `query => key key …` (the relevant listings).
 */

export const RECALL_LISTINGS = `
p1 | iPhone | iPhone 14 Pro Max 256GB 深紫色 電池91% | 港行，一直有套有貼，無維修記錄。
p2 | iPhone | 99%新 iPhone15 128G 黑色 | 買咗半年，跟單跟盒，荃灣交收。
p3 | iPhone | iPhone 13 mini 粉紅 128 | 細部機啱女仔用，邊位有少少花。
p4 | Android Phones | Samsung Galaxy S23 Ultra 512GB 綠色 | 行貨，有保養到明年三月。
p5 | Android Phones | 小米13 Pro 12+256 白色 | 用咗一年，冇跌過，送快充。
p6 | Other Phones | Nokia 105 老人機 全新 | 大字大聲，長輩用一流。
p7 | Android Phones | 三星 Galaxy Z Flip5 摺機 | 摺痕輕微，附原裝殼。
a1 | Cases & Screen Protectors | iPhone 15 Pro 玻璃保護貼 兩塊 | 買多咗，全新未拆，適合手機新機用。
a2 | Cases & Screen Protectors | 手機殼 iPhone 14 Pro Max 透明磁吸 | MagSafe 磁吸，用過一星期。
a3 | Chargers & Cables | Apple 20W USB-C 火牛 原裝 | 換手機多出嚟，正常使用。
a4 | Power Banks | Anker 10000mAh 尿袋 | 去旅行用，可以同時叉兩部手機。
t1 | iPad | iPad Air 5 64GB WiFi 藍色 連 Apple Pencil | 主要用嚟睇片，屏幕冇花，好似大部手機。
t2 | Android Tablets | 三星 Galaxy Tab S8 平板 | 連鍵盤套，追劇一流。
w1 | Smartwatches | Apple Watch Series 8 45mm 鋁金屬 | 可以接手機通知，電池健康 90%。
w2 | Fitness Trackers | 小米手環8 黑色 | 計步睇心跳，配對手機 app。
c1 | MacBook | MacBook Air M1 8+256 太空灰 | 電池循環 120 次，冇入過水。
c2 | Windows Laptops | Lenovo ThinkPad X1 Carbon 手提電腦 i7 | 公司淘汰，已重裝 Windows 11。
c3 | Monitors | Dell 27吋 4K mon U2720Q | 有 USB-C 一線通，冇壞點。
c4 | Keyboards & Mice | Logitech MX Master 3S 滑鼠 | 無線，手感好好。
c5 | Graphics Cards | RTX 3070 顯卡 冇挖過礦 | 自用打機，溫度正常。
m1 | Digital Cameras | Sony A7III 淨機 快門2萬 | 無反，連兩粒電。
m2 | Film Cameras | Canon AE-1 菲林機 連50mm鏡 | 測光準，快門正常。
m3 | Headphones & Earbuds | AirPods Pro 2 USB-C 全新未開 | 抽獎抽中，未開封。
m4 | Headphones & Earbuds | Sony WH-1000XM5 降噪耳機 黑色 | 搭飛機必備，連盒。
m5 | Speakers | JBL Flip 6 藍牙喇叭 | 防水，去海灘一流。
g1 | Consoles | Nintendo Switch OLED 白色 連兩隻Game | 有盒有單，手掣冇飄移。
g2 | Consoles | PS5 Slim 光碟版 連手掣 | 買咗冇時間打，九成九新。
g3 | Consoles | PlayStation 5 數位版 | 行貨，有兩個手掣。
g4 | Games | 薩爾達傳說 王國之淚 Switch 遊戲卡 | 打完一次，卡帶冇花。
g5 | Consoles | Switch Lite 珊瑚色 | 細路仔用，外殼有少少花。
f1 | Fridges | 西門子 雙門雪櫃 300公升 | 搬屋放，運作正常，要自己搬，大埔交收。
f2 | Fridges | 二手冰箱 海尔 小型 单门 | 租房用的，搬家转让，自提。
f3 | Fridges | Sharp fridge 2-door, 280L, works perfectly | Moving back to the UK, buyer collects from Tai Koo.
f4 | Fridges | 迷你雪櫃 酒店房用 | 放房或者寫字樓啱晒，好靜。
l1 | Washing Machines & Dryers | 樂聲 前置式洗衣機 7kg | 搬屋平放，用咗三年，冇漏水。
l2 | Washing Machines & Dryers | 伊萊克斯 乾衣機 | 回南天救星，換咗洗衣乾衣機所以放。
l3 | Washing Machines & Dryers | LG washer dryer combo 8kg | Works well, selling as we move out.
l4 | Air Conditioners | 大金 窗口式冷氣機 1匹 | 拆落嚟，冇漏雪種，要自己搬。
l5 | Air Conditioners | 格力 分体空调 1.5匹 | 搬家拆下来的，需要自己找师傅装。
l6 | Air Conditioners | Midea portable air conditioner | No installation needed, great for rented flats.
l7 | Dehumidifiers | Panasonic 抽濕機 16L 有乾衣功能 | 水箱大，回南天抽到滿晒。
l8 | Televisions | Samsung 65吋 QLED 智能電視 | 畫面好靚，連掛牆架。
l9 | Televisions | 小米电视 55寸 | 用了两年，没有坏点。
l10 | Water Heaters | 儲水式熱水爐 15加侖 | 新屋用唔著，九成新。
l11 | Microwaves & Ovens | Sharp 微波爐 20L | 翻熱飯餸一流。
l12 | Fans | 座地風扇 三段風速 | 夏天必備，搖頭正常。
l13 | Air Purifiers | Dyson 空氣清新機 TP07 | 連風扇功能，濾網新換。
l14 | Vacuum Cleaners | Dyson V11 無線吸塵機 | 電池耐，配件齊。
l15 | Rice Cookers | Tiger 虎牌 電飯煲 1L | 一個人住啱用。
s1 | Sofas | 三人梳化 布藝 灰色 | 冇煙冇寵物，需自行搬運。
s2 | Sofas | L形沙发 真皮 | 搬家急出，需自提。
s3 | Sofas | IKEA EKTORP 2-seat sofa, washable covers | Covers just washed. Collect in Sai Kung.
s4 | Beds & Bed Frames | 4呎雙人床架 連床頭櫃 | 實木，要自己拆。
s5 | Mattresses | 席夢思床褥 5呎 | 瞓咗兩年，有床褥套保護。
s6 | Mattresses | 乳胶床垫 1.5米 | 用了一年，很干净。
s7 | Mattresses | Queen size mattress, 2 years old | Always with a protector, no stains.
s8 | Wardrobes | 三門衣櫃 白色 | 搬屋放，要自己拆同搬。
s9 | Wardrobes | IKEA PAX wardrobe 150cm | Easy to take apart.
s10 | Dining Tables | 實木餐枱 四人 | 枱面有少少花，穩陣。
s11 | Dining Chairs | 餐椅 4張 | 配木枱好襯。
s12 | Desks | 書枱 100cm 連櫃桶 | 讀書啱用，已拆好。
s13 | Office Chairs | Herman Miller Aeron 電腦椅 | 坐足全日都唔攰。
s14 | Coffee Tables & TV Cabinets | 電視櫃 淺木色 180cm | 有兩個抽屜。
s15 | Bookcases & Shelves | 五層書架 白色 | 放書放雜物都得。
s16 | Moving Supplies | 搬屋紙箱 20個 連膠紙 | 搬完屋剩低，摺好咗。
s17 | Storage | 大號收納箱 3個 | 有轆，方便推入床底。
b1 | Strollers | Combi BB車 輕便可上飛機 | 一隻手收車，送雨罩。
b2 | Strollers | 好孩子 婴儿车 | 宝宝大了不用了。
b3 | Strollers | Bugaboo Fox stroller, black | Great condition, includes rain cover.
b4 | Cribs | BB床 實木 可調高度 | 連床褥，有蚊帳。
b5 | Car Seats | Britax 汽車安全座椅 0-4歲 | 冇撞過車，有 ISOFIX。
b6 | Feeding | BB櫈 食飯椅 可摺 | 易抹易清潔。
b7 | Baby Carriers | Ergobaby 孭帶 | 四個孭法都用得。
o1 | Road Bikes | Giant 公路車 TCR | 碳纖車架，輕身。
o2 | Folding Bikes | Brompton 摺車 M6L | 上落地鐵方便。
o3 | Designer Bags | LV Neverfull MM 手袋 | 有單有塵袋。
o4 | Sneakers | Nike Air Force 1 波鞋 US9 | 著過幾次，冇黃。
`

export const RECALL_QUERIES = `
手機 => p1 p2 p3 p4 p5 p6 p7
手机 => p1 p2 p3 p4 p5 p6 p7
phone => p1 p2 p3 p4 p5 p6 p7
mobile phone => p1 p2 p3 p4 p5 p6 p7
手提電話 => p1 p2 p3 p4 p5 p6 p7
smartphone => p1 p2 p3 p4 p5 p7
iphone => p1 p2 p3
iPhone 14 => p1
iphone14 => p1
iphone 14 pro max => p1
iphone15 => p2
iphone 15 => p2
iphnoe => p1 p2 p3
ipone 13 => p3
iphone 13 mini => p3
samsung => p4 p7 t2
samsnug => p4 p7 t2
三星 => p4 p7 t2
galaxy s23 => p4
s23 ultra => p4
z flip => p7
摺機 => p7
小米 => p5 w2 l9
xiaomi => p5 w2 l9
老人機 => p6
nokia => p6
保護貼 => a1
mon貼 => a1
screen protector => a1
钢化膜 => a1
手機殼 => a2
手机壳 => a2
phone case => a2
火牛 => a3
charger => a3
叉電器 => a3
尿袋 => a4
充电宝 => a4
power bank => a4
ipad => t1
ipad air => t1
iapd => t1
平板 => t1 t2
tablet => t1 t2
apple pencil => t1
apple watch => w1
applewatch => w1
智能手錶 => w1
smart watch => w1
小米手環 => w2
macbook air => c1
mac book => c1
macbok => c1
thinkpad => c2
thinkpda => c2
手提電腦 => c1 c2
笔记本电脑 => c1 c2
laptop => c1 c2
mon => c3
顯示器 => c3
monitor 4k => c3
滑鼠 => c4
鼠标 => c4
mx master => c4
顯卡 => c5
rtx3070 => c5
rtx 3070 => c5
相機 => m1 m2
相机 => m1 m2
camera => m1 m2
a7iii => m1
a7 iii => m1
菲林相機 => m2
film camera => m2
耳機 => m3 m4
耳机 => m3 m4
headphones => m3 m4
earphones => m3 m4
airpods => m3
air pods => m3
airpods pro 2 => m3
airpod pro => m3
airpdos => m3
sony xm5 => m4
降噪耳機 => m4
藍牙喇叭 => m5
speaker => m5
switch => g1 g5
nintendo switch => g1 g5
swich => g1 g5
nintedo swich => g1 g5
nitnendo switch => g1 g5
switch oled => g1
switch lite => g5
ps5 => g2 g3
ps 5 => g2 g3
ps5 slim => g2
playstation 5 => g2 g3
playstaion 5 => g2 g3
遊戲機 => g1 g2 g3 g5
游戏机 => g1 g2 g3 g5
game console => g1 g2 g3 g5
薩爾達 => g4
zelda => g4
王國之淚 => g4
雪櫃 => f1 f2 f3 f4
雪柜 => f1 f2 f3 f4
冰箱 => f1 f2 f3 f4
fridge => f1 f2 f3 f4
fridges => f1 f2 f3 f4
refrigerator => f1 f2 f3 f4
firdge => f1 f2 f3 f4
二手雪櫃 => f1 f2 f3 f4
雙門雪櫃 => f1
迷你雪櫃 => f4
mini fridge => f4
洗衣機 => l1 l3
洗衣机 => l1 l3
washing machine => l1 l3
washer => l1 l3
乾衣機 => l2 l3
干衣机 => l2 l3
冷氣機 => l4 l5 l6
冷氣 => l4 l5 l6
空调 => l4 l5 l6
aircon => l4 l5 l6
air conditioner => l4 l5 l6
窗口機 => l4
分體冷氣 => l5
抽濕機 => l7
除湿机 => l7
dehumidifier => l7
電視 => l8 l9
电视 => l8 l9
tv => l8 l9
65吋電視 => l8
熱水爐 => l10
water heater => l10
微波爐 => l11
microwave => l11
風扇 => l12
fan => l12
空氣清新機 => l13
空气净化器 => l13
air purifier => l13
dyson => l13 l14
dyson v11 => l14
dysno v11 => l14
吸塵機 => l14
吸尘器 => l14
vacuum => l14
電飯煲 => l15
电饭锅 => l15
rice cooker => l15
梳化 => s1 s2 s3
沙發 => s1 s2 s3
沙发 => s1 s2 s3
sofa => s1 s2 s3
couch => s1 s2 s3
sofas => s1 s2 s3
L形梳化 => s2
三人梳化 => s1
ikea sofa => s3
床架 => s4
雙人床 => s4
bed frame => s4
床褥 => s5 s6 s7
床垫 => s5 s6 s7
mattress => s5 s6 s7
matress => s5 s6 s7
席夢思 => s5
衣櫃 => s8 s9
衣柜 => s8 s9
wardrobe => s8 s9
餐枱 => s10
餐桌 => s10
dining table => s10
餐椅 => s11
dining chair => s11
書枱 => s12
书桌 => s12
desk => s12
電腦椅 => s13
office chair => s13
herman miller => s13
電視櫃 => s14
tv cabinet => s14
書架 => s15
bookshelf => s15
紙箱 => s16
搬屋紙箱 => s16
moving boxes => s16
收納箱 => s17
storage box => s17
BB車 => b1 b2 b3
bb车 => b1 b2 b3
BB 車 => b1 b2 b3
嬰兒車 => b1 b2 b3
婴儿车 => b1 b2 b3
stroller => b1 b2 b3
pram => b1 b2 b3
BB床 => b4
嬰兒床 => b4
crib => b4
汽車座椅 => b5
安全座椅 => b5
car seat => b5
BB櫈 => b6
high chair => b6
孭帶 => b7
baby carrier => b7
單車 => o1 o2
自行车 => o1 o2
bike => o1 o2
公路車 => o1
road bike => o1
摺車 => o2
brompton => o2
lv => o3
neverfull => o3
nevrefull => o3
波鞋 => o4
sneakers => o4
nike air force => o4
# Written after the changes of issue 22 were made, and not tuned for: a held-out check.
手機 二手 => p1 p2 p3 p4 p5 p6 p7
iphone 13 => p3
iPhone13mini => p3
三星手機 => p4 p7
samsung phone => p4 p7
galaxy => p4 p7 t2
ipad 平板 => t1
apple 手錶 => w1
mac => c1
lenovo => c2
dell mon => c3
4k mon => c3
logitech => c4
3070 => c5
sony相機 => m1
canon => m2
airpods pro => m3
降噪 => m4
jbl喇叭 => m5
switch 遊戲 => g4
ps5 手掣 => g2 g3
雪櫃 搬屋 => f1 f2
冰箱 二手 => f1 f2 f3 f4
LG 洗衣機 => l3
前置式洗衣機 => l1
窗口式冷氣 => l4
冷氣機 1匹 => l4
daikin => l4
panasonic 抽濕機 => l7
65吋 => l8
smart tv => l8
熱水器 => l10
微波炉 => l11
dyson 吸塵機 => l14
tiger 電飯煲 => l15
布梳化 => s1
真皮梳化 => s2
ikea 衣櫃 => s9
ikea => s3 s9
queen mattress => s7
床 => s4 s5 s6 s7
aeron => s13
電腦枱 => s12
搬屋用品 => s16
嬰兒推車 => b1 b2 b3
combi => b1
bugaboo => b3
isofix => b5
兒童餐椅 => b6
ergobaby => b7
公路單車 => o1
brompton 摺車 => o2
lv 手袋 => o3
nike 波鞋 => o4
`

export interface RecallListing {
  key: string
  leaf: string
  title: string
  intro: string
}

export function recallListings(): RecallListing[] {
  return RECALL_LISTINGS.trim()
    .split('\n')
    .map((line) => {
      const [key = '', leaf = '', title = '', intro = ''] = line.split(' | ').map((s) => s.trim())
      return { key, leaf, title, intro }
    })
}

export function recallQueries(): { query: string; relevant: string[]; heldOut: boolean }[] {
  const lines = RECALL_QUERIES.trim().split('\n')
  const mark = lines.findIndex((line) => line.startsWith('#'))
  return lines
    .map((line, i) => ({ line, heldOut: mark >= 0 && i > mark }))
    .filter(({ line }) => !line.startsWith('#'))
    .map(({ line, heldOut }) => {
      const [query = '', keys = ''] = line.split(' => ')
      return { query: query.trim(), relevant: keys.trim().split(/\s+/), heldOut }
    })
}
