/**
 * Demo listings: phones, gadgets and computers. Format (parsed by goods-data.ts): a `#` line names
 * the top-level category (English); a listing line is
 * `seller | leaf category (English) | picture motif | condition 0–3 | price HK$ | title`,
 * followed by its description on indented lines.
 */
export const TECH_LISTINGS = `
# Mobile Phones & Gadgets
dw | iPhone | phone | 1 | 4800 | iPhone 13 128GB 午夜色 電池 89%
  自用機，一直有套有貼，冇花冇崩。電池健康度 89%，Face ID 正常，已還原出廠。
  跟原裝盒同叉電線。旺角站或太子站交收，唔議價唔留貨，先到先得。
lin | iPhone | phone | 1 | 6300 | 二手 iPhone 14 Pro 256GB 电池 88%
  暗紫色，港行，2022 年 10 月买的，一直戴壳用。电池 88%，屏幕无划痕，所有功能正常。
  送两个手机壳。九龙塘又一城面交，可以先验机。
jason | iPhone | phone | 1 | 3200 | iPhone 12 mini 64GB Blue, 85% battery
  Small phone, still fast. Minor scuff on the frame (see photos), screen perfect.
  Unlocked, iCloud removed. Meet at Sham Shui Po MTR or Kowloon Bay.
mary | iPhone | phone | 0 | 7600 | 全新未開封 iPhone 15 128GB 粉紅色
  公司抽獎抽中，自己已經有手機所以放。全新未拆封，有單，Apple 保養一年。
  旺角朗豪坊交收，可以即場睇封口。
dw | Android Phones | phone | 1 | 2300 | Samsung Galaxy S21 5G 128GB 灰色
  用咗兩年，保養得好好，屏幕有貼保護貼。換咗 iPhone 所以放。附原廠叉電器。
tko | Android Phones | phone | 1 | 1500 | 小米 Redmi Note 12 Pro 8+256GB
  屋企人轉機放，九成新，背面有少少花（正常使用痕）。電量耐，一日用一叉。將軍澳站交收。
lin | Android Phones | phone | 1 | 2100 | 华为 Mate 40 Pro 8+256G 亮黑色
  国行，有谷歌服务问题介意勿拍。外观 95 新，拍照一流。带原装充电器 66W。
emma | Other Phones | phone | 1 | 380 | Nokia 3310 (2017) for hiking trips
  Battery lasts a week, perfect backup phone for hikes or travel. Charger included.
kitty | iPad | tablet | 1 | 2200 | iPad 第九代 64GB Wi-Fi 銀色 連 Apple Pencil
  比屋企小朋友上網課用，而家已經買咗新機。有一條細花，唔影響使用。送保護套。
  西營盤站交收。
lin | iPad | tablet | 1 | 4500 | iPad Air 5 M1 256GB 蓝色 带妙控键盘
  考研用来看书做笔记，九五新，一直贴类纸膜。键盘九成新。红磡站面交。
jason | iPad | tablet | 0 | 3300 | iPad mini 6 64GB Starlight – sealed
  Won it at a company dinner, still sealed in plastic. Receipt available. No trades.
mrs | Android Tablets | tablet | 1 | 900 | Samsung Galaxy Tab A8 10.5吋 平板
  婆婆用嚟睇劇，而家換咗大電視所以放。有保護套，功能正常。觀塘站交收。
dw | Smartwatches | smartwatch | 1 | 1600 | Apple Watch Series 7 45mm GPS 午夜色
  電池 90%，錶面冇花。附原裝充電線同兩條錶帶（運動錶帶 + 尼龍）。
sam | Smartwatches | smartwatch | 1 | 1200 | Garmin Forerunner 245 跑步錶
  跑馬拉松用過一年，GPS 準，心率正常。已換新錶帶。沙田站交收，可以試錶。
emma | Fitness Trackers | smartwatch | 1 | 150 | Fitbit Inspire 2 – works perfectly
  Used for a year. Charger included. Happy to meet in DB or Central Pier 3.
lin | Fitness Trackers | smartwatch | 0 | 199 | 小米手环 8 全新未拆 黑色
  双十一买多了一个，全新未拆封。可以微信联系。
mary | Cases & Screen Protectors | phonecase | 0 | 60 | iPhone 15 Pro 手機殼 透明防摔 兩個
  買錯型號，全新未用，兩個一齊 $60。可以郵寄（順豐到付）。
jason | Cases & Screen Protectors | phonecase | 0 | 45 | Spigen tempered glass for Galaxy S23, 2-pack
  Bought the wrong size. Unopened box. Can mail by SF Express.
dw | Chargers & Cables | charger | 1 | 120 | Apple 20W USB-C 火牛 原裝
  iPhone 盒入面嗰個，用咗幾次。旺角可以順手交收。
lin | Chargers & Cables | charger | 0 | 180 | Anker 65W 氮化镓充电器 三口
  全新，只拆了包装看看。可以同时充 MacBook 和手机。
sam | Power Banks | powerbank | 1 | 150 | Anker 10000mAh 尿袋 PD 20W
  行山必備，用咗半年，電量正常。有少少花痕。
tko | Power Banks | powerbank | 0 | 220 | 小米 20000mAh 行動電源 全新
  公司週年晚會禮物，全新未開盒，比市價平。
kitty | iPhone | phone | 1 | 2500 | iPhone SE 第三代 128GB 紅色
  細細部好易袋，電池 86%。因為換咗大機所以放，有盒。
emma | Android Phones | phone | 1 | 2800 | Google Pixel 7 128GB, great camera
  Clean, always in a case. Comes with the original box and a spare case.

# Computers & Tech
dw | MacBook | laptop | 1 | 6800 | MacBook Air M1 8GB 256GB 太空灰 電池 91%
  平時返工用，外觀九成新，鍵盤冇磨損。充電次數 210。附原裝火牛同盒。
  旺角站交收，可以即場開機試。
lin | MacBook | laptop | 1 | 9800 | MacBook Pro 14寸 M1 Pro 16+512 深空灰
  毕业回内地，出掉。电池循环 180 次，成色很好，无磕碰。送电脑包和拓展坞。
jason | MacBook | laptop | 1 | 5200 | MacBook Air 2020 Intel i5 – good for uni work
  Used for two years of coursework. Battery holds about 5 hours. Minor dent on one corner.
jason | Windows Laptops | laptop | 1 | 5500 | ASUS ROG Zephyrus G14 RTX 3060 打機手提
  打機一流，散熱正常，已清過塵換過散熱膏。16GB RAM，1TB SSD。深水埗黃金交收。
dw | Windows Laptops | laptop | 1 | 2800 | Lenovo ThinkPad T480 i5 16GB 讀書之選
  鍵盤好打，加咗 16GB RAM 同 512GB SSD。Windows 11 已啟動。
lin | Windows Laptops | laptop | 1 | 3600 | 联想小新 Pro 14 锐龙版 16+512
  轻薄，屏幕 2.8K 很清晰。考完试了出，九成新。
emma | Chromebooks | laptop | 1 | 900 | Acer Chromebook 314 – kids' homework laptop
  Simple and reliable, boots in seconds. Charger included.
jason | Desktop PCs | desktop | 1 | 7800 | Gaming PC i5-12400F / RTX 3060 Ti / 32GB RAM
  Built last year, runs everything at 1440p. Clean cable management, RGB case.
  Collect from Kowloon Bay, I can help test it before you go.
tko | Desktop PCs | desktop | 1 | 1800 | 文書電腦主機 i5 8代 8GB 適合返工上網
  屋企換咗手提電腦，主機用得好好。送鍵盤滑鼠。將軍澳交收，自己搬。
dw | Monitors | monitor | 1 | 950 | Dell 27吋 2K 顯示器 S2721DGF 165Hz
  打機睇片都一流，冇壞點冇光暈。有原裝盒，方便攜帶。
lin | Monitors | monitor | 1 | 700 | 小米 27寸 4K 显示器 带支架
  做设计用的，颜色准。搬家出，需自提。
jason | Graphics Cards | gpu | 1 | 2600 | RTX 3070 Founders Edition 8GB
  Never mined, gaming only. Temps are great. Original box included.
jason | Graphics Cards | gpu | 1 | 1200 | GTX 1660 Super 6GB 顯示卡
  升級咗所以放，1080p 打機仲好夠用。試機後交收。
dw | Memory & Storage | memory | 0 | 480 | Samsung 980 Pro 1TB NVMe SSD 全新
  買多咗一隻，全新未開封。讀寫快，PS5 都用得。
jason | Memory & Storage | memory | 1 | 320 | Corsair Vengeance DDR4 16GB (2x8GB) 3200MHz
  Pulled from a working build. Tested with MemTest, no errors.
lin | Keyboards & Mice | keyboard | 1 | 350 | Keychron K2 机械键盘 茶轴 蓝牙
  手感很好，可以蓝牙连三台设备。键帽轻微打油。
jason | Keyboards & Mice | keyboard | 1 | 250 | Logitech MX Master 3 mouse, graphite
  The best mouse I have owned; selling because I switched to a trackpad.
dw | Digital Cameras | camera | 1 | 3800 | Sony A6400 連 16-50mm 鏡頭 旅行一流
  快門 8000 幾次，感光元件乾淨。附兩粒電、充電器、32GB 卡。可以試機。
sam | Digital Cameras | camera | 2 | 180 | 出租 GoPro HERO 11 每日 $180
  行山、潛水、踩單車拍片一流。附防水殼、三腳架同兩粒電。按金 $1500，沙田交收。
lin | Digital Cameras | camera | 1 | 1800 | 富士 X100V 银色 卡片机
  成色很新，带原装皮套。拍照很有胶片感，喜欢的私聊。
emma | Film Cameras | filmcamera | 1 | 1500 | Olympus OM-1 film camera with 50mm f/1.8
  Light meter works, shutter speeds sound right. Great starter film camera.
kitty | Film Cameras | filmcamera | 1 | 680 | 菲林相機 Canon AE-1 連 50mm 鏡
  屋企清屋搵到，試過影咗一卷菲林，相片清晰。外觀有少少使用痕跡。
dw | Lenses | lens | 1 | 2400 | Sony FE 50mm f/1.8 定焦鏡 人像一流
  鏡片冇霉冇花，對焦正常。有前後蓋同遮光罩。
sam | Lenses | lens | 2 | 150 | 租借 Canon 70-200mm f/2.8 每日 $150
  影運動會、演唱會一流。每次出租前會清潔檢查。需按金，沙田站交收。
mary | Headphones & Earbuds | headphones | 1 | 980 | AirPods Pro 第二代 USB-C 九成新
  用咗半年，降噪正常，已消毒。有盒同未用過嘅耳塞。
lin | Headphones & Earbuds | headphones | 0 | 1700 | 索尼 WH-1000XM5 降噪耳机 全新
  年会抽到的，全新未拆，银色。九龙塘面交。
jason | Headphones & Earbuds | headphones | 1 | 600 | HyperX Cloud II gaming headset
  Great mic, comfy for long sessions. New ear pads fitted last month.
tko | Speakers | speaker | 1 | 450 | JBL Flip 5 藍牙喇叭 防水
  去沙灘 BBQ 必備，聲音大，電池仲好耐。
kitty | Speakers | speaker | 1 | 1200 | Marshall Acton II 藍牙喇叭 黑色
  放喺客廳做擺設多過用，冇花冇損，聲靚。需自取，西營盤交收。
`
