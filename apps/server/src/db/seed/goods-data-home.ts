/** Demo listings: home appliances, furniture and home goods (format: goods-data-tech.ts). */
export const HOME_LISTINGS = `
# Home Appliances
mrs | Fridges | fridge | 1 | 1200 | 樂聲 雙門雪櫃 280公升 銀色 搬屋急放
  用咗四年，雪得好凍，冇異聲。觀塘有電梯，要自己搵人搬，可以幫手約車。
lin | Fridges | fridge | 1 | 500 | 美的 小冰箱 93升 单门 宿舍用
  毕业回内地，冰箱带不走。制冷正常，九龙塘自提。
emma | Fridges | fridge | 1 | 300 | Mini fridge 46L, quiet, great for a bedroom or office
  Moving out of our flat this month. Collect from Discovery Bay ferry pier.
dw | Washing Machines & Dryers | washer | 1 | 900 | 西門子 前置式洗衣機 7公斤 九成新
  搬屋新屋有洗衣乾衣機所以放。冇漏水，已清洗缸。太子交收，要自己搬。
kitty | Washing Machines & Dryers | washer | 1 | 700 | 伊萊克斯 乾衣機 6公斤 連疊放架
  回南天救星，濾網乾淨。西營盤自取。
tko | Air Conditioners | aircon | 1 | 1100 | 大金 窗口式冷氣機 1匹 遙控型號
  搬屋拆落嚟，冇漏雪種，已洗隔塵網。將軍澳自取，要自己搵師傅裝。
lin | Air Conditioners | aircon | 1 | 1600 | 格力 分体空调 1.5匹 冷暖
  搬家拆下来的，连外机和铜管。需要自己找师傅安装。
kitty | Water Heaters | dehumidifier | 1 | 400 | 儲水式電熱水爐 15加侖 九成新
  新屋用煤氣爐，所以放。西營盤交收，要自己搬。
emma | Microwaves & Ovens | microwave | 1 | 250 | Panasonic microwave oven 25L, with grill
  Works perfectly. Moving back to London, everything must go.
kitty | Air Purifiers | dehumidifier | 1 | 1300 | Dyson 空氣清新機 TP07 連風扇功能
  濾網上個月先換，有遙控。養貓必備。
mrs | Rice Cookers | ricecooker | 1 | 380 | 象印 IH 電飯煲 1.8L 白色 九成新
  用咗一年，內膽冇甩漆，煲飯好香。因為屋企人少轉細煲所以放。觀塘站交收。
lin | Rice Cookers | ricecooker | 0 | 450 | 小米米家 IH 电饭煲 3L 全新
  搬家多出来的，全新未拆。适合两三个人用。九龙塘面交。
tko | Rice Cookers | ricecooker | 1 | 120 | 樂信 迷你電飯煲 0.6L 一人用
  一個人住啱晒，煲一杯米剛好。外觀有少少花。
mrs | Air Fryers | airfryer | 1 | 280 | Philips 氣炸鍋 4.1L 焗雞翼一流
  每星期用幾次，清潔得好乾淨。送錫紙盤同食譜。
emma | Air Fryers | airfryer | 0 | 420 | Ninja Air Fryer AF100 – brand new in box
  Duplicate wedding gift. Never opened. Pick up at DB Plaza or Central Pier 3.
dw | Coffee Machines | coffee | 1 | 650 | Nespresso Essenza Mini 膠囊咖啡機 連 20 粒膠囊
  返工前嘆杯咖啡一流。已除鈣，運作正常。
kitty | Coffee Machines | coffee | 1 | 1800 | De'Longhi 半自動咖啡機 EC685 銀色
  可以打奶泡，整 latte 好方便。有原裝盒，附奶缸。
mrs | Vacuum Cleaners | robotvacuum | 1 | 1300 | 石頭 Roborock S7 掃地機械人 連拖地
  用咗一年半，已換新主刷同濾網。App 控制正常。
dw | Vacuum Cleaners | robotvacuum | 1 | 1500 | Dyson V8 無線吸塵機 電池新換
  上個月換咗原廠電池，吸力強。附四個吸頭同掛牆架。
tko | Dehumidifiers | dehumidifier | 1 | 800 | 日立 抽濕機 20公升 回南天必備
  用咗兩個春天，抽濕力強，冇異聲。將軍澳自取，有電梯。
lin | Dehumidifiers | dehumidifier | 1 | 550 | 美的 除湿机 12升 静音
  宿舍用的，毕业搬走不方便带。功能正常。
emma | Fans | fan | 1 | 200 | Pedestal fan, 3 speeds, works fine
  Moving out of our flat, must go this week. Collect from Discovery Bay.
kitty | Fans | fan | 0 | 680 | Dyson 風格 無葉風扇 連遙控 全新
  公司禮品，全新未開盒。夏天必備。
dw | Televisions | tv | 1 | 2200 | Sony 55吋 4K 智能電視 KD-55X80J
  畫面靚，Android TV 可以睇 YouTube Netflix。需自行搬運，太子交收。
mrs | Televisions | tv | 1 | 600 | LG 32吋 電視 適合睡房
  放房用，冇壞點。有遙控同底座。
sam | Projectors | projector | 2 | 150 | Projector for rent, $150 per day (with 100" screen)
  Perfect for movie nights, football or birthday parties. Includes HDMI cable and tripod screen.
  Deposit required. Pick up from Sha Tin.

# Furniture & Home
emma | Sofas | sofa | 1 | 2800 | IKEA KIVIK 3-seater sofa, grey, washable covers
  Covers washed and in great shape. Must go before we move. Buyer arranges transport from DB.
dw | Sofas | sofa | 1 | 1200 | 兩座位布梳化 灰藍色 九成新
  平時得一個人坐，冇煙冇寵物。需自行搬運，旺角交收。
lin | Sofas | sofa | 1 | 800 | 懒人沙发 豆袋 米白色
  很舒服，可以拆洗。搬家出，需自提。
kitty | Sofas | sofa | 0 | 1900 | 全新 北歐風 單人梳化 連腳踏
  買咗先發覺放唔落，全新冇用過。可以送貨（運費另計）。
mrs | Beds & Bed Frames | bed | 1 | 1500 | 雙人床連床褥 4呎6 x 6呎3
  床架係實木，床褥用咗三年，冇污漬。要自己拆同搬。
emma | Mattresses | bed | 0 | 3200 | Brand new queen memory foam mattress (still rolled)
  Ordered the wrong size. Still in its vacuum packaging. Delivery possible for a fee.
tko | Beds & Bed Frames | bed | 1 | 900 | 碌架床 上下格 白色 鐵架
  小朋友大咗唔再用，結構穩陣。將軍澳交收，要自己拆。
dw | Desks | table | 1 | 450 | IKEA 白色書枱 120x60 九成新 可旺角交收
  讀書做嘢啱晒，枱面冇花。已經拆好，方便搬運。旺角站交收。
lin | Office Chairs | table | 1 | 600 | 人体工学椅 网背 可调扶手
  久坐不累，所有调节功能都正常。自提。
emma | Dining Tables | table | 1 | 1200 | Solid wood dining table + 4 chairs
  Seats 4 comfortably. A few light scratches on the top. Collect from DB.
kitty | Dining Chairs | table | 1 | 280 | 摺枱 連兩張摺椅 露營野餐啱用
  輕身方便，放車尾箱一流。
mrs | Wardrobes | wardrobe | 1 | 700 | 雙門衣櫃 淺木色 180cm 高
  搬屋放，完好無缺。要自己拆同搬，觀塘交收。
tko | Storage | boxes | 0 | 150 | 透明收納箱 三個 全新
  大掃除買多咗，全新。
dw | Coffee Tables & TV Cabinets | table | 1 | 350 | 電視櫃 淺木色 160cm 兩個櫃桶
  搬屋放，枱面冇花。旺角交收，要自己搬。
kitty | Bookcases & Shelves | shelf | 1 | 220 | 五層書架 白色 IKEA BILLY
  放書放擺設都得，已拆好方便搬。
emma | Moving Supplies | boxes | 1 | 80 | Moving boxes x20 + bubble wrap, used once
  Flat-packed and clean. Free tape if you take them all. Discovery Bay.
tko | Moving Supplies | boxes | 1 | 50 | 搬屋紙箱 15個 連膠紙同氣泡紙
  搬完屋剩低，已摺好。將軍澳站交收。
dw | Lighting | lamp | 1 | 180 | 北歐風座地燈 暖光 LED
  客廳用，有調光。燈膽新換。
emma | Lighting | lamp | 1 | 120 | Bedside lamp pair, brass base
  Selling as a pair. Bulbs included.
kitty | Rugs & Curtains | curtains | 1 | 250 | 遮光窗簾 兩幅 粉紅色 140x230cm
  遮光效果好，已乾洗。因為搬屋尺寸唔啱所以放。
mrs | Rugs & Curtains | curtains | 1 | 300 | 客廳地氈 160x230 灰色短毛
  已清洗，冇污漬。捲埋方便拎。
kitty | Plants & Pots | plant | 0 | 180 | 龜背竹 連陶瓷盆 60cm 高
  自己養大，好健康。只限西營盤交收（唔郵寄）。
lin | Plants & Pots | plant | 0 | 60 | 多肉植物 小盆栽 五盆一起
  自己种的，适合放办公桌。可以微信联系。
emma | Plants & Pots | plant | 1 | 90 | Large ceramic plant pots x3
  Glazed, with drainage holes. Collect from DB.
mrs | Cookware | cookware | 1 | 250 | Le Creuset 鑄鐵鍋 20cm 紅色
  煲湯燜餸一流，琺瑯完好。
tko | Cookware | cookware | 0 | 180 | 不黐底煎鑊 28cm 全新
  超市儲分換嘅，全新未用。
mrs | Tableware | tableware | 0 | 120 | 日本製 碗碟套裝 八件 全新
  親戚送，屋企太多碗碟所以放。
lin | Tableware | tableware | 1 | 80 | 北欧风马克杯 四个 带木托盘
  很少用，干净。
`
