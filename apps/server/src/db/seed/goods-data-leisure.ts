/** Demo listings: sports, books, toys, pets, tickets and services (format: goods-data-tech.ts). */
export const LEISURE_LISTINGS = `
# Sports & Outdoors
sam | Dumbbells & Weights | dumbbell | 1 | 600 | 可調校啞鈴 一對 2-24kg
  屋企健身用，一秒轉重量，慳位。沙田自取，好重。
emma | Dumbbells & Weights | dumbbell | 1 | 200 | Kettlebell 12kg + 2 x 5kg dumbbells
  Used for home workouts during lockdown. Collect from DB.
lin | Yoga | yogamat | 0 | 120 | 瑜伽垫 加厚 10mm 紫色 全新
  买了两张，多一张出。带绑带。
mary | Yoga | yogamat | 1 | 280 | Lululemon 瑜伽墊 5mm
  上堂用咗半年，防滑好。
sam | Road Bikes | bicycle | 1 | 6800 | Giant TCR Advanced 2 碳纖公路車 M 碼
  踩咗兩年，定期保養，剛換新鏈同外胎。沙田城門河交收可以試車。
emma | Road Bikes | bicycle | 1 | 2200 | Trek Domane AL 2, 54cm, well maintained
  Great starter road bike. New brake pads. Ride it around DB before you buy.
sam | Folding Bikes | foldbike | 1 | 9800 | Brompton M6L 摺車 黑色
  港鐵可以上車嘅好拍檔，變速正常，附前袋。
tko | Folding Bikes | foldbike | 1 | 800 | 摺合單車 20 吋 七速
  踩得唔多，鏈條已上油。將軍澳海濱踩一流。
sam | Bike Accessories | helmet | 1 | 200 | 單車頭盔 Giro M 碼 白色
  冇撞過，內墊已洗。
lin | Bike Accessories | helmet | 0 | 90 | 自行车尾灯 + 前灯 套装 全新
  USB 充电，全新未用。
sam | Hiking Gear | backpack | 1 | 450 | Osprey 行山背囊 38L 藍色
  麥理浩徑、鳳凰山都背過，冇爛。
emma | Hiking Gear | backpack | 1 | 380 | Hiking poles (pair) + 30L daypack
  Used on the Dragon's Back and Lantau Trail. Good condition.
sam | Tents & Sleeping Bags | tent | 2 | 80 | 租借 露營帳篷 每日 $80 四人用
  西貢、大嶼山露營一流。附地蓆同營釘，已清洗。按金 $300。
tko | Tents & Sleeping Bags | tent | 1 | 300 | 兩人帳篷 連兩個睡袋
  去過兩次營，冇漏水。
sam | Badminton | racket | 1 | 450 | Yonex Astrox 88D 羽毛球拍 4U
  拉咗 26 磅線，拍框冇花。
mrs | Badminton | racket | 0 | 80 | 羽毛球 一筒 12 粒 全新
  公司活動剩低，全新。
emma | Tennis | tennis | 1 | 500 | Wilson Clash 100 tennis racket, grip 2
  Restrung last month. Cover included.
sam | Football | football | 1 | 120 | Adidas 5 號足球 連氣泵
  踢過幾次，氣正常。

# Books & Stationery
emma | Fiction | books | 1 | 30 | Harry Potter paperbacks, books 1–3
  Read once each. Great for young readers.
kitty | Fiction | books | 1 | 50 | 村上春樹 小說 三本 中文版
  挪威的森林、1Q84、海邊的卡夫卡，書況良好。
lin | Fiction | books | 1 | 40 | 三体 全集 三本
  看完了，书很新。九龙塘面交或顺丰到付。
lin | Textbooks | books | 1 | 150 | 理大 会计 教科书 Financial Accounting 第 5 版
  有少量笔记，不影响阅读。
sam | Textbooks | books | 1 | 100 | DSE 數學 Past Paper 2012-2023 連答案
  做過少少，大部分乾淨。
emma | Textbooks | books | 1 | 120 | IB Biology textbook (Oxford), 2014 edition
  Light highlighting in a few chapters.
jason | Comics | books | 1 | 300 | 海賊王 漫畫 1-50 期 中文版
  一套齊，冇爛頁。
kitty | Comics | books | 1 | 80 | 《咒術迴戰》1-10 中文版
  睇完一次，好新。
mrs | Pens | pens | 0 | 60 | 百樂 Pilot 原子筆 十支 全新
  公司文具剩低，全新。
lin | Notebooks | notebook | 0 | 50 | 国誉 笔记本 五本 B5 全新
  开学买多了。

# Toys & Games
jason | Consoles | console | 1 | 1800 | Nintendo Switch OLED 連 3 隻 Games
  白色 OLED，屏幕冇花。送薩爾達、Mario Kart 8、動物森友會。附原裝盒同保護貼。
tko | Consoles | console | 1 | 2600 | PS5 光碟版 連兩個手掣
  一直放客廳，冇過熱。送 FIFA 同 GT7。將軍澳交收。
jason | Consoles | console | 1 | 1100 | Nintendo Switch Lite coral + case
  Small scratch on the back. Works perfectly.
lin | Consoles | console | 1 | 1600 | Switch 续航版 红蓝 带健身环
  健身环大冒险一起出，很少玩。
jason | Games | gamecase | 1 | 250 | Zelda: Tears of the Kingdom (Switch)
  Finished it, disc-free cartridge in perfect condition.
dw | Games | gamecase | 1 | 150 | PS5 遊戲 Spider-Man 2 中英文版
  打完一次，碟冇花。
jason | Models & Figures | figure | 0 | 680 | 高達 MG 1/100 模型 未砌
  全新未開盒，零件齊全。
tko | Models & Figures | figure | 1 | 120 | 盲盒公仔 一套 12 隻
  拆咗冇玩，齊套。
jason | Trading Cards | cards | 1 | 350 | Pokémon 卡 一百張 連卡簿
  有幾張閃卡，全部入咗卡套。
kitty | Trading Cards | cards | 1 | 200 | One Piece 卡牌 起始牌組 兩盒
  開咗玩過幾次。
mrs | Board Games | boardgame | 1 | 180 | 大富翁 香港版
  齊件，盒有少少舊。
emma | Board Games | boardgame | 1 | 150 | Catan + Seafarers expansion
  All pieces present. Great family game.
kitty | Puzzles | puzzle | 0 | 120 | 1000 塊砌圖 星空 全新
  買咗冇時間砌，全新未開。
lin | Puzzles | puzzle | 1 | 60 | 500 片拼图 两盒
  拼过一次，零件齐全。

# Pet Supplies
kitty | Cat Food | catfood | 0 | 260 | Orijen 貓糧 5.4kg 全新未開
  貓仔唔啱食，全新未開包，到期日 2027 年。
lin | Cat Food | catfood | 0 | 90 | 猫罐头 24 罐 金枪鱼味
  猫咪不爱吃，全新。
kitty | Litter & Boxes | litterbox | 1 | 150 | 半封閉貓砂盆 連貓砂鏟
  已洗乾淨消毒。
kitty | Dog Food | dogbowl | 0 | 80 | 不銹鋼狗兜 兩個 連防滑底座
  全新冇用過。
emma | Leashes & Clothing | leash | 1 | 60 | Dog harness + leash, size M
  Our dog outgrew it. Washed.
kitty | Leashes & Clothing | leash | 0 | 70 | 狗狗雨衣 S 碼 全新
  買錯尺碼，全新有牌。

# Tickets & Vouchers
mary | Concert Tickets | ticket | 1 | 1280 | 演唱會門票 紅館 兩張連位 原價讓
  臨時有事去唔到，原價讓，實名制可轉名。
jason | Concert Tickets | ticket | 1 | 880 | Concert ticket, AsiaWorld-Expo, standing (face value)
  Can't make it any more. Selling at face value only.
kitty | Theatre | ticket | 1 | 380 | 舞台劇門票 文化中心 星期六晚場
  原價讓，兩張。
mrs | Dining Vouchers | giftcard | 0 | 450 | 美心 餐飲禮券 $500
  有效期至明年年尾。
dw | Shopping Vouchers | giftcard | 0 | 920 | 百佳 超市現金券 $1000
  公司獎勵，可分開買。

# Services
fai | Moving & Delivery | truck | 3 | 380 | 搬屋 運輸 小型貨車 全港 $380 起
  5.5 噸貨車，兩位師傅幫手搬運。單件傢俬、學生搬宿舍、小型搬屋都得。
  晚上同假日照做，WhatsApp 報價。
fai | Repairs | tools | 3 | 300 | 家居維修 水電 裝燈 上門 $300 起
  換水龍頭、裝燈、通渠、裝傢俬。註冊電工，做嘢乾淨。
jason | Repairs | tools | 3 | 200 | 電腦維修 重裝系統 清塵 換散熱膏
  深水埗交收或上門（另計車費）。Windows、Mac 都得。
fai | Cleaning | spray | 3 | 450 | 家居清潔 3 小時 $450 入伙 吉屋清潔
  自備清潔用品，包抹窗、廚房油污、浴室除霉。
lin | Tutoring | gradcap | 3 | 250 | 普通话 一对一 补习 每小时 $250
  北京人，普通话标准，有教学经验。可上门或视频上课。
emma | Tutoring | gradcap | 3 | 400 | English tutoring by a native speaker, $400/hour
  IB and DSE English, speaking and writing. Online or in Discovery Bay / Central.
sam | Tutoring | gradcap | 3 | 300 | DSE 數學 M1 M2 補習 每堂 $300
  港大工程系畢業，教咗五年。沙田或網上上堂。
mary | Music Lessons | music | 3 | 280 | 鋼琴班 初學 兒童成人 每堂 $280
  八級鋼琴，有耐性，可以上門教。
sam | Photography | camera | 3 | 800 | 活動攝影 生日會 畢業相 每小時 $800
  提供精修相片，一星期內交相。
mary | Makeup Artists | makeupbrush | 3 | 600 | 化妝師 畢業禮 晚宴妝 $600 起
  自備化妝品，可上門。用品全部消毒。
`
