/** Demo listings: fashion, beauty and baby goods (format: goods-data-tech.ts). */
export const STYLE_LISTINGS = `
# Women's Fashion
mary | Tops | tshirt | 1 | 80 | Uniqlo 針織冷衫 米白色 M 碼
  著過兩三次，冇起波。旺角交收或平郵 $15。
mary | Tops | tshirt | 0 | 120 | Zara 恤衫 白色 S 碼 全新有牌
  買咗唔啱著，吊牌仲喺度。
lin | Tops | tshirt | 1 | 60 | 优衣库 卫衣 灰色 L 码
  穿过几次，洗得很干净。
emma | Tops | tshirt | 1 | 100 | Lululemon top, size 6, black
  Barely worn. Selling because it's the wrong size.
mary | Dresses | dress | 1 | 150 | 碎花連身裙 夏天 S 碼
  去旅行影相著過一次，好上鏡。
kitty | Dresses | dress | 2 | 380 | 出租 晚裝裙 酒紅色 每次 $380
  飲宴、畢業晚會啱著。已乾洗，可以試身。按金 $800。
lin | Dresses | dress | 0 | 220 | 法式复古连衣裙 M 码 全新
  网购尺码不合适，全新带吊牌。
mary | Pants & Skirts | pants | 1 | 90 | Levi's 501 牛仔褲 W26
  經典款，冇爛冇甩色。
emma | Pants & Skirts | pants | 1 | 70 | Midi pleated skirt, size 8, navy
  Worn twice. Pet-free, smoke-free home.
mary | Designer Bags | handbag | 1 | 12800 | Chanel Classic Flap 中號 黑色荔枝皮 金扣
  2019 年購入，有單有盒有塵袋。四角輕微磨損（睇相）。可以去專門店驗貨。
kitty | Designer Bags | handbag | 1 | 6800 | Louis Vuitton Neverfull MM 老花
  用咗兩年，手挽有少少氧化，內裏乾淨。有塵袋。
lin | Designer Bags | handbag | 1 | 3800 | Coach 托特包 棕色 九成新
  专柜购入，有小票。很能装，上班用很方便。
mary | Wallets | wallet | 1 | 1500 | Prada 長銀包 黑色 Saffiano
  用咗一年，角位有少少磨損。有盒。
emma | Wallets | wallet | 0 | 250 | Kate Spade card holder, pink, new
  Gift I never used. Comes in the original box.
mary | Sneakers | sneaker | 1 | 350 | Nike Air Force 1 白色 US 7
  著過幾次，已清潔。鞋底仲好新。
kitty | Heels | heel | 1 | 280 | 高踭鞋 Charles & Keith 黑色 37 碼
  飲宴著過一次，冇磨損。有盒。
mary | Jewellery | ring | 0 | 520 | 925 銀 鑽石耳環 全新
  生日禮物，唔啱戴所以放。附首飾盒。
kitty | Watches | watch | 1 | 2100 | Daniel Wellington 女裝手錶 玫瑰金
  已換新電，錶面冇花。附兩條錶帶。

# Men's Fashion
sam | T-Shirts & Shirts | tshirt | 1 | 60 | Uniqlo Airism Polo 三件 L 碼
  返工著，冇黃冇爛，三件一齊賣。
emma | T-Shirts & Shirts | tshirt | 0 | 150 | Ralph Lauren Oxford shirt, men's M, new
  Bought for my husband, wrong size. Tags attached.
sam | Jackets & Coats | jacket | 1 | 650 | The North Face 羽絨 700 黑色 M 碼
  去日本滑雪著過，保暖度一流。已乾洗。
jason | Jackets & Coats | jacket | 1 | 280 | 飛行員褸 卡其色 L 碼
  秋冬啱著，冇甩線。
lin | Pants | pants | 1 | 80 | 男士休闲裤 32 码 卡其色
  穿过几次，很新。
sam | Pants | pants | 0 | 180 | Adidas 運動褲 M 碼 全新有牌
  買大咗，全新。
jason | Sneakers | sneaker | 1 | 900 | Nike Dunk Low Panda US 9
  Worn a handful of times, cleaned. Original box. Legit, receipt available.
sam | Sneakers | sneaker | 1 | 420 | New Balance 990v5 灰色 US 10
  跑步鞋，鞋底仲有好多坑紋。
dw | Formal Shoes | leathershoe | 1 | 350 | Clarks 黑色皮鞋 UK 8 返工啱著
  著過幾個月，已擦鞋油。
jason | Watches | watch | 1 | 1800 | Seiko 5 Sports 自動錶 藍面
  行走準確，錶鏡冇花。附原裝錶帶同一條 NATO 帶。
dw | Watches | watch | 1 | 5200 | Tissot PRX 石英錶 40mm 藍色
  2023 年買，有保養卡。偶爾戴，保持得好好。
sam | Bags | backpack | 1 | 300 | Herschel 背囊 25L 灰色
  返工返學都啱，有電腦間格。

# Beauty & Personal Care
mary | Face Care | creamjar | 0 | 480 | SK-II 神仙水 230ml 全新
  免稅店買多咗，有單，到期日 2027 年。
lin | Face Care | creamjar | 0 | 260 | 兰蔻 小黑瓶 精华 50ml 全新
  双十一囤货，全新未拆封。
kitty | Body Care | lotion | 0 | 90 | Aesop 潤手霜 75ml 全新
  公司禮物，全新未開。
mary | Lipsticks | lipstick | 0 | 150 | YSL 唇膏 #21 全新
  試色一次，幾乎全新。
lin | Lipsticks | lipstick | 0 | 120 | 迪奥 烈艳蓝金 999 全新
  朋友送的，颜色不适合自己。
mary | Foundation | foundation | 1 | 200 | Estée Lauder Double Wear 粉底液 1W1
  用咗少少，色號唔啱。
kitty | Women's Fragrances | perfume | 0 | 550 | Jo Malone 香水 Peony & Blush Suede 100ml
  全新有盒，生日收到兩支所以放。
jason | Men's Fragrances | perfume | 1 | 400 | Bleu de Chanel EDP 100ml, about 80% left
  Selling because I prefer lighter scents. Original box included.

# Babies & Kids
emma | Strollers | stroller | 1 | 1500 | Bugaboo Bee 5 stroller, grey, with rain cover
  Great for MTR and ferries, folds in one piece. Rain cover and cup holder included.
tko | Strollers | stroller | 2 | 50 | 出租 BB 車 每日 $50 去旅行啱用
  輕便 BB 車，可以摺埋上飛機。按金 $300，將軍澳交收。
mrs | Strollers | stroller | 1 | 400 | Combi 嬰兒車 雙向手推 粉紅色
  用咗一年，已清洗消毒。輪正常。
tko | Car Seats | carseat | 1 | 800 | Joie 汽車安全座椅 0-4 歲 Isofix
  冇發生過意外，布套已洗。
emma | Car Seats | carseat | 1 | 600 | Maxi-Cosi infant car seat with base
  Expiry 2028. Washed covers. Collect from Discovery Bay.
mrs | Cribs | crib | 1 | 900 | 實木嬰兒床 連床褥 可變書枱
  BB 大咗唔用，冇咬痕。要自己拆。
mrs | Feeding | bottle | 1 | 120 | Pigeon 奶樽 四個 連消毒鍋
  BB 戒咗奶樽，全部已消毒。九成新。
tko | Baby Carriers | backpack | 1 | 350 | Ergobaby 孭帶 四式孭法 灰色
  孭咗一年，已洗乾淨。將軍澳交收。
tko | Boys' Clothing | tshirt | 1 | 100 | 男童衫 一袋 2-3 歲 十件
  大部分只著過幾次，已洗乾淨。
lin | Boys' Clothing | jacket | 0 | 120 | 男童羽绒服 110 码 全新
  买大了，吊牌还在。
mrs | Girls' Clothing | dress | 1 | 80 | 女童連身裙 三條 4-5 歲
  冇污漬冇爛，整齊乾淨。
emma | Girls' Clothing | dress | 0 | 90 | Girls' party dress, age 6, new with tags
  Never worn. Sparkly and twirly!
tko | Children's Books | books | 1 | 120 | 兒童繪本 二十本 中英文
  小朋友睇完，書況良好，冇撕爛。
emma | Children's Books | books | 1 | 100 | Roald Dahl box set (15 books)
  All books present, light wear on the box.
mrs | Educational Toys | blocks | 1 | 150 | 木製積木 100 件 連收納箱
  冇甩色，適合 1 歲以上。
tko | Educational Toys | blocks | 0 | 220 | LEGO Duplo 數字火車 全新
  生日禮物重複咗，全新未開。
`
