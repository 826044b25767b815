# 化裝舞會小幫手（Mascarade Companion）：繁體中文（台灣）。
# 化裝舞會的文字，只由它自己的程式碼（src/mascarade/）使用：角色與規則、每筆紀錄做了什麼、拒絕的
# 理由、設定、劇本與畫面。本程式自己的文字在 companion.ftl，政變的在 coup.ftl；每個檔案都與同名的
# 英文檔有相同的 id（有測試檢查）。
# `[R-…]` 標示 docs/rules.md 的規則編號：給玩家看的規則會略去它，參考版則保留；以 `LOG: ` 開頭的行
# 只出現在參考版。這兩者在每種語言中都照原樣保留。

## 角色名稱，照牌桌上的說法（遊戲紀錄一律寫英文名稱）

character-judge = 法官
character-bishop = 主教
character-king = 國王
character-queen = 皇后
character-fool = 小丑
character-thief = 小偷
character-witch = 女巫
character-spy = 間諜
character-peasant = 農民
character-cheat = 騙子
character-inquisitor = 調查官
character-widow = 寡婦
character-alchemist = 煉金術士
character-actress = 女演員
character-courtesan = 交際花
character-gambler = 賭徒
character-puppet-master = 傀儡師
character-damned = 被詛咒者
character-necromancer = 死靈法師
character-princess = 公主
character-sage = 賢者
character-patron = 贊助人
character-beggar = 乞丐
character-usurper = 篡位者
character-bear-tamer = 馴熊師
character-empress = 女皇
character-guru = 大師
character-cheater = 老千

## 每個角色的技能，一句話說完，數字依照規則書

character-judge-summary = 拿走法院上所有的錢幣（本回合的罰款在技能之後才支付，所以他拿不到）
character-bishop-summary = 向其他玩家中最有錢的人拿2元；若有多人並列，由主教選擇向誰拿
character-king-summary = 從公區領取3元
character-queen-summary = 從公區領取2元
character-fool-summary = 從公區領取1元，然後不看牌，把另外兩位玩家的角色卡交換（或不換）
character-thief-summary = 向左手邊和右手邊的玩家各拿1元
character-witch-summary = 可以用自己的全部錢幣與另一位玩家的全部錢幣交換，也可以不換
character-spy-summary = 偷偷察看自己的角色卡，以及另一位玩家的角色卡或一張中央卡，然後把這兩張牌交換（或不換）
character-peasant-summary = 從公區領取1元；若同一回合兩位農民都被翻開，各領取2元
character-cheat-summary = 若擁有10元以上，立即贏得遊戲
character-inquisitor-summary = 指定另一位玩家，對方說出自己認為的角色並翻開角色卡；說錯的話，要付給調查官4元
character-widow-summary = 從公區領取錢幣，直到擁有10元為止（已有10元以上則不領取）
character-alchemist-summary = 選擇左或右：每位玩家都把自己的全部錢幣交給那一側的鄰座
character-actress-summary = 把上一個出場角色的技能當作自己的來用（被詛咒者除外）
character-courtesan-summary = 她右手邊的玩家翻開角色卡：若是男性角色，要給她3元
character-gambler-summary = 從公區領取3元，藏起1、2或3元；另一位玩家猜有幾元：猜對，錢歸猜的人；猜錯，錢歸賭徒；其餘放回公區
character-puppet-master-summary = 向兩位玩家各拿1元，然後這兩人交換座位；兩人的角色卡與錢幣都留在原位
character-damned-summary = 不能被宣稱；被翻開時，持有者遭到淘汰
character-necromancer-summary = 翻開墓地最上面的一張牌，立即使用它的技能，再把它放到墓地最底下
character-princess-summary = 從公區領取2元，然後指定一位玩家，該玩家在自己不看的情況下把角色卡亮給其他人看
character-sage-summary = 從公區領取1元，並察看另外兩位玩家的角色卡（也可以看中央卡）
character-patron-summary = 從公區領取3元；他左右兩邊的玩家各領取1元
character-beggar-summary = 從她左手邊開始依序向每位玩家要錢：當下比她有錢的人都要給她1元
character-usurper-summary = 指定一位玩家並說出一個角色；翻開該玩家的角色卡，若說對了，他就把那個技能當作自己的來用
character-bear-tamer-summary = 空白卡：由牌桌自行設計它的技能
character-empress-summary = 從公區領取3元
character-guru-summary = 指定另一位玩家，對方說出自己認為的角色並翻開角色卡；說錯的話，要付給大師4元
character-cheater-summary = 若擁有10元以上，立即贏得遊戲
character-king-second-summary = 從公區領取2元

## `mascarade rules`：規則總覽

rules-title-first = 化裝舞會：基本遊戲，2至13人
rules-title-second = 化裝舞會：第二版（2021），4至12人
rules-intro = 你們每人面前都有一張正面朝下的角色卡。整場遊戲中角色卡不停換手，所以你永遠無法確定自己是誰：宣稱角色、虛張聲勢，或是揭穿別人的謊言。
rules-intro-second = 第二版沿用第一版的規則，但使用自己的17張面具：國王領取2元，女皇領取3元；大師與老千分別擁有第一版調查官與騙子的技能。
rules-goal-heading = 遊戲目標
rules-goal = 率先擁有13元 [R-END-1]，或在有人錢幣歸零時成為最有錢的玩家 [R-END-2]。
rules-setup-heading = 遊戲準備
rules-setup-coins = 每人一開始有6元，每個人的錢幣隨時公開。其餘的錢幣就是公區；收取罰款的法院一開始是空的 [R-SET-1]。
rules-setup-cards = 6至{ $most }人時，每人一張角色卡。4或5人時使用6張：多出的2張或1張正面朝上放在桌面中央。6人以上時，主持人可以再加1或2張中央卡 [R-SET-2]。
rules-setup-deal = 正面朝上發牌，讓所有人記住每一張牌（中央卡也要），然後全部翻成正面朝下。由年紀最輕的玩家先開始，依順時針方向（往左）輪流進行 [R-SET-3]。
rules-turn-heading = 你的回合
rules-turn-opening = 遊戲的前四回合都必須「換卡（或不換）」 [R-TURN-1]。
rules-turn-actions = 之後，每回合從以下三種行動中選擇一種，且只能選一種 [R-TURN-2]：
rules-turn-swap = 換卡（或不換）：拿起你的角色卡和另一張正面朝下的牌（某位玩家的牌或中央卡），在桌面下交換或不交換。沒有人知道到底換了沒有，連本程式也不知道 [R-TURN-3]。
rules-turn-look = 看卡：偷偷察看自己的角色卡 [R-TURN-4]。
rules-turn-announce = 宣稱：說出你是哪個角色。必須是這局遊戲中有的角色 [R-TURN-6]。
rules-claim-heading = 宣稱與異議
rules-claim-round = 從宣稱者的左手邊開始依順時針方向，其他玩家依序表明自己是否也宣稱是該角色 [R-CLAIM-1]。
rules-claim-nobody = 沒有人提出異議：宣稱者不必翻開角色卡就能使用技能，所以虛張聲勢也能成功 [R-CLAIM-2]。
rules-claim-contest = 有人提出異議：宣稱者與所有異議者同時翻開角色卡。真正是該角色的人立即使用技能，即使還沒輪到自己也一樣；接著，每位翻開角色卡卻不是該角色的玩家，都要付1元罰款到法院。如果沒有人是該角色，就不發動任何技能，所有參與者都要付罰款 [R-CLAIM-3]。
rules-claim-order = 一律先發動技能，再付罰款：法官拿不到本回合的罰款，女巫也是在罰款支付之前就交換錢幣 [R-CLAIM-4]。
rules-claim-next = 翻開的角色卡翻回正面朝下，不論技能由誰使用，都由宣稱者左手邊的玩家接著進行 [R-CLAIM-5]。
rules-claim-copies = 每個角色只有一張牌，只有農民有兩張；其他角色若翻出兩張，就表示輸入有誤 [R-CLAIM-6]。
rules-special-heading = 特殊情況
rules-special-forced = 強制換卡：如果你的角色卡在上一位玩家的回合中被翻開（作為異議者，或作為{ $inquisitor }的目標），你這回合必須換卡（或不換）。只有下一位玩家會受影響，即使那位玩家真的是該角色也一樣 [R-TURN-5]。
rules-special-seen = 不小心看到了自己的角色卡？你的下一回合必須看卡；若同時也被強制換卡，則以換卡為準 [R-TURN-4]。
rules-special-pay = 要付的錢比你擁有的還多？那就付出你全部的錢 [R-PAY-1]。公區的錢永遠不會用完 [R-PAY-2]。
rules-few-heading = 兩人與三人遊戲
rules-few-cards = 使用主教、小丑、法官、皇后、國王、女巫（或擴充的「地獄三人組」與「致命對決」，或你們自己的組合），不使用中央卡。三人遊戲每人兩張角色卡，分別在左手與右手 [R-3P]；兩人遊戲每人三張，第三張是受保護卡 [R-2P]。你所有的角色卡共用一份錢幣；前四回合仍然都是換卡。
rules-few-play = 換卡時，拿你的一張角色卡與其他玩家的一張牌交換，或與你自己的另一張交換，但絕不能換對手的受保護卡；看卡時只看一張；宣稱時，把手放在你左邊或右邊的牌上。異議者則可以把手放在自己任何一張牌上。
rules-end-heading = 遊戲結束
rules-end-fortune = 擁有13元以上的玩家立即獲勝；若多人在同一個行動中達到，這些人全都獲勝 [R-END-1]。
rules-end-broke = 當有人失去最後一枚錢幣時，先完成正在進行的行動，然後由最有錢的玩家獲勝；最有錢的玩家平手時共同獲勝。13元的勝利條件優先 [R-END-2]。
rules-end-cheat = 擁有10元以上的{ $cheat }在發動技能時就獲勝，早於任何罰款 [R-END-3]。
rules-house = 房規可以更改6、13、1、10和4這幾個數字；遊戲紀錄會記下這些設定 [R-SET-6]。
rules-characters-heading-first = 角色（單一角色的完整說明：`mascarade rules 名稱`）
rules-characters-heading-second = 面具（單一面具的完整說明：`mascarade rules 名稱 --edition second`）
rules-characters-copies = { $name } ×{ $copies }
rules-characters-needs = { $text }（{ $players }人以上）
rules-second-heading = 第二版
rules-second = 2021年的第二版玩法相同，使用17張面具，4至12人：`mascarade rules --edition second`。

## `mascarade rules 名稱`：單一角色的完整說明

character-page-title = { $upper } [R-CHAR-{ $id }]
character-page-edition = 版本
character-page-edition-second = 第二版（2021）的面具。
character-page-power = 技能
character-page-power-line = { $summary }。
character-page-needs = 人數
character-page-needs-second = 至少需要{ $players }位玩家：人數較少時不要放入 [R-SET-5]。
character-page-needs-first = 至少需要{ $players }位玩家：人數較少時不要放入，但2人與3人遊戲除外 [R-SET-5]。
character-page-needs-any = 任何人數皆可，{ $least }至{ $most }人。
character-page-money = 收入
character-page-money-yes = 有：會從公區帶進錢幣；場上至少要有三分之一的角色如此 [R-SET-5]。
character-page-money-no = 無：不會從公區帶進錢幣 [R-SET-5]。
character-page-cards = 張數
character-page-cards-one = 盒中只有一張 [R-CLAIM-6]。
character-page-cards-two = 盒中有兩張，一定成對使用：兩張都放，或都不放 [R-SET-5, R-CLAIM-6]。
character-page-cards-many = 盒中有{ $copies }張 [R-CLAIM-6]。
character-page-good-to-know = 注意事項
character-page-from-the-rulebook = 規則書範例
character-page-more-players = 宣稱與異議的流程：請見規則總覽（mascarade rules）。
character-page-more-reference = 宣稱與異議的流程：`mascarade rules` [R-CLAIM-1 至 R-CLAIM-5]。
character-lookup-empty = 沒有提供角色名稱。角色有：{ $names }。
character-lookup-unknown = 「{ $name }」不是化裝舞會的角色。{ $hint }角色有：{ $names }。
character-lookup-hint = {" "}你是指 { $closest } 嗎？

## 每個角色的特殊情況，一行一條，接著是規則書的範例（空訊息表示沒有）。行數要與英文
## 相同：第二版會依位置略去其中幾行。

character-king-second-details =
    真正是國王的異議者即使不是自己的回合，也能領取2元；若下一個就輪到自己，之後還必須換卡（或不換） [R-TURN-5]。
    這是第二版的國王；在2013年的第一版中，國王領取3元。

character-king-second-examples = {""}

character-empress-details =
    從公區領取3元，沒有其他效果：在單純從公區領錢的面具中，她領得最多。
    第二版沒有皇后：本程式的基本組合把女皇放在第一版放皇后的位置 [R-SET-4]。

character-empress-examples = {""}

character-guru-details =
    就是第一版的調查官換了名字：技能相同；房規可以更改其中的4。
    LOG: 這條房規叫 `inquisitor_penalty`。
    大師指定另一位玩家（不能是中央卡），對方說出自己認為的角色，然後翻開角色卡。
    猜錯的話，目標要付給大師4元（不足則付出全部 [R-PAY-1]）；猜對則不必付錢。
    目標的角色卡被翻開了：若目標坐在宣稱者左手邊，也就是下一個輪到目標，目標就必須換卡（或不換） [R-TURN-5]。
    目標先付錢給大師，本回合的罰款之後才支付 [R-CLAIM-4]。

character-guru-examples = {""}

character-cheater-details =
    就是第一版的騙子換了名字：技能相同；房規可以更改其中的10。
    LOG: 這條房規叫 `cheat_coins`。
    只有在發動技能時擁有10元以上，他才會獲勝；不到10元則什麼也不會發生（但真正的老千絕不會被罰款）。
    勝利發生在技能發動的當下、任何罰款之前，所以罰款不會先讓他掉到10元以下 [R-END-3]。
    看的是真正老千的錢幣，而不是宣稱者的。

character-cheater-examples = {""}

character-actress-details =
    她複製上一個出場的角色：也就是最近一個被宣稱、而且技能有被使用的角色。還沒有角色出場時，她沒有技能。
    在死靈法師或篡位者之後，她複製的是這兩個角色本身，而不是它們借用的那張牌；她絕不會複製被詛咒者，因為被詛咒者從不出場。
    她複製農民時，若本回合有真正的農民被翻開，她和每位被翻開的農民各領取2元，然後這些農民要付罰款：翻開的牌不是女演員。
    LOG: 遊戲紀錄把複製來的技能欄位寫在 `then:` 之下。

character-actress-examples = {""}

character-damned-details =
    沒有人可以宣稱它。在異議中被翻開時，持有者立即遭到淘汰，早於任何技能，而且不必付罰款。
    若是被篡位者、交際花或調查官的技能翻開，改由使用該技能的玩家遭到淘汰，並把自己的角色卡交給被詛咒者的持有者，而該技能的其餘部分不會發生。
    無論哪種情況，被詛咒者都會離開遊戲。公主選到它不會有任何效果；翻到它的死靈法師會遭到淘汰。
    被淘汰的玩家不再參與輪流，也不計入任何人數或比較；最後留在遊戲中的玩家獲勝。

character-damned-examples = {""}

character-necromancer-details =
    墓地就是留在盒中的角色：翻開墓地最上面的一張牌，立即把它的技能當作死靈法師自己的技能來使用。
    LOG: 主持人輸入翻開的牌（`cemetery:`）；該技能的欄位寫在 `then:` 之下。
    翻到被詛咒者時，死靈法師遭到淘汰。

character-necromancer-examples = {""}

character-usurper-details =
    他指定一位玩家（不能是中央卡），並說出對方的角色；接著翻開該玩家的角色卡。說對了，他就把那個技能當作自己的來用。
    LOG: 他所使用的技能把欄位寫在 `then:` 之下。
    被翻開的玩家若坐在他左手邊，輪到自己時必須換卡 (R-TURN-5)。
    剛剛因為冒充篡位者而被翻開的玩家，他不能指定。

character-usurper-examples = {""}

character-alchemist-details =
    每位玩家同時把自己的全部錢幣交給她所選那一側的鄰座：全桌的錢幣總數不變，但每個人的錢幣都換了位置。
    LOG: 遊戲紀錄會寫明方向：`direction: left` 或 `direction: right`。

character-alchemist-examples = {""}

character-courtesan-details =
    翻開角色卡的是她右手邊的玩家；若是男性角色，對方要給她3元（最多付出自己全部的錢） [R-PAY-1]。
    規則書沒有明確說明性別的角色，不算男性。
    被翻開的玩家若接著就輪到自己，必須換卡 [R-TURN-5]。
    有交際花的組合，至少要有三分之一的角色是女性 [R-SET-5]。

character-courtesan-examples = {""}

character-gambler-details =
    她從公區領取3元，把1、2或3元藏在拳頭裡；另一位玩家猜有幾元。猜對：藏起的錢幣歸猜的人；猜錯：歸她。其餘的放回公區。
    LOG: 遊戲紀錄保存猜的人（`target`）、`hidden` 與 `guess`。

character-gambler-examples = {""}

character-puppet-master-details =
    他向另外兩位玩家各拿1元，然後這兩人交換座位。這兩人的角色卡與錢幣都留在原位，所以各自接手了對方的牌與錢幣。
    輪流順序依照新的座位。

character-puppet-master-examples = {""}

character-princess-details =
    從公區領取2元後，她指定另一位玩家（不能是自己，也不能是中央卡），該玩家在自己不看的情況下，把角色卡亮給其他人看。

character-princess-examples = {""}

character-sage-details =
    從公區領取1元後，他偷偷察看另外兩位玩家的角色卡（也可以看中央卡）。他不交換任何牌。
    3人遊戲時，他察看每位對手各一張牌；2人遊戲時，察看對手的兩張牌，受保護卡也可以看：它只是不能被交換而已 [R-2P, R-3P]。

character-sage-examples = {""}

character-patron-details =
    他從公區領取3元，他左右兩邊的鄰座各領取1元。
    2人遊戲時，對手同時是他左右兩邊的鄰座，所以領取兩次1元 [R-2P]。

character-patron-examples = {""}

character-beggar-details =
    她從左手邊開始，依順時針方向逐一向每位玩家要錢；當下比她有錢的人要給她1元。她邊要邊變有錢，所以繞一圈下來，比較的標準也跟著改變。

character-beggar-examples =
    順時針依序為 Thomas 4元、Cedrick 8元、Ann 11元、Bruno 11元、Eric 7元、Adele 9元。Thomas 宣稱乞丐，沒有人提出異議：Cedrick、Ann 與 Bruno 各給1元（Thomas 此時有7元），Eric（7元）不用給，Adele（9元）給1元：Thomas 最後有8元。

character-bear-tamer-details =
    空白卡：由牌桌在遊戲開始前自行設計它的技能。使用時，由主持人輸入它移動了哪些錢幣：每位玩家或法院各增減多少，是從公區拿出還是放回公區。
    LOG: 寫成 `moves: {"{"}Ana: 2, court: -1{"}"}`。

character-bear-tamer-examples = {""}

character-judge-details =
    本回合的罰款在他的技能之後才支付，所以被提出異議的真正法官拿不到這些罰款：它們會留在法院上，等下一位法官來拿 [R-CLAIM-4]。
    法院上沒有錢幣時，他什麼也拿不到。
    自訂的角色組合必須包含法官；否則罰款會一直累積，卻沒有人能拿 [R-SET-5]。

character-judge-examples =
    Adele 宣稱法官；Cedric 與 David 提出異議。Adele 是女巫，Cedric 是法官，David 是間諜。Cedric 拿走法院上的錢幣，然後 Adele 與 David 各付1元到法院。接著由 Adele 左手邊的 Bruno 進行。

character-bishop-details =
    是「其他」玩家中最有錢的人：主教自己的錢幣不列入比較，即使他自己最有錢也一樣。
    好幾位其他玩家並列最有錢時，由主教選擇由誰付錢。
    錢幣不足2元的被拿者付出全部 [R-PAY-1]；失去最後一枚錢幣會讓遊戲結束 [R-END-2]。

character-bishop-examples = {""}

character-king-details =
    真正是國王的異議者即使不是自己的回合，也能領取3元；若下一個就輪到自己，之後還必須換卡（或不換） [R-TURN-5]。
    這是第一版的國王；在2021年的第二版中，國王只領取2元。

character-king-examples =
    Bruno 宣稱國王，沒有人提出異議：無論他的角色卡是什麼，Bruno 都從公區領取3元。
    Bruno 宣稱國王；Adele 與 Cedric 提出異議；三人都不是國王：每人各付1元到法院。
    Bruno 宣稱國王；他左手邊的 Cedric 提出異議。Bruno 是小偷，Cedric 是國王：Cedric 領取3元，Bruno 付1元，輪到 Cedric 時，他被強制換卡（或不換） [R-TURN-5]。

character-queen-details =
    就像國王，只是少一點：從公區領取2元，沒有其他效果。
    4人以上的每一種建議角色組合中都有她 [R-SET-4]。

character-queen-examples = {""}

character-fool-details =
    先從公區領取1元，再換卡。
    這兩張牌屬於另外兩位「其他」玩家：絕不能是他自己的牌，也不能是中央卡。
    他在桌面下不看牌地交換，或假裝交換：沒有人知道牌到底有沒有換 [R-TURN-3]。
    2或3人遊戲時，他交換其他玩家的兩張牌，絕不能是受保護卡：3人時，其他兩位玩家各一張；2人時，對手左右手的兩張牌 [R-3P, R-2P]。

character-fool-examples = {""}

character-thief-details =
    他向桌邊兩位鄰座各拿1元；中央卡不算鄰座。
    鄰座若付出最後一枚錢幣，遊戲會在這個行動結束後結束，由最有錢的玩家獲勝 [R-END-2]。
    2人遊戲時，對手同時坐在他兩側：小偷向對手拿兩次1元 [R-2P]。

character-thief-examples = {""}

character-witch-details =
    她可以選擇不換，保留自己的錢幣。
    她可以和任何其他玩家交換，包括最有錢的人；只換錢幣，角色卡留在原位。
    交換發生在罰款之前 [R-CLAIM-4]：冒充者用交換後手上的錢幣付罰款。

character-witch-examples = {""}

character-spy-details =
    她察看自己的角色卡和另一張牌：另一位玩家的牌或一張中央卡（規則書允許中央卡）。
    然後她在桌面下把這兩張牌交換（或不換）；其他人只知道她可能換了 [R-TURN-3]。
    2或3人遊戲時，她自己的牌是她手放著的那一張，另一張是其他玩家的牌，絕不能是受保護卡 [R-3P, R-2P]。

character-spy-examples = {""}

character-peasant-details =
    農民有兩張，所以可能同時有兩位玩家真的是農民：兩人都使用技能，都不必付罰款。
    只有一位農民時領取1元；同一回合兩位農民都被翻開時，各領取2元。

character-peasant-examples =
    一位農民宣稱，沒有人提出異議：+1。
    兩位農民都被翻開：各+2。
    兩位農民，加上第三位冒充農民的玩家：農民各領取2元，然後第三位付1元。

character-cheat-details =
    只有在發動技能時擁有10元以上，他才會獲勝；不到10元則什麼也不會發生（但真正的騙子絕不會被罰款）。
    勝利發生在技能發動的當下、任何罰款之前，所以罰款不會先讓他掉到10元以下 [R-END-3]。
    看的是真正騙子的錢幣，而不是宣稱者的。

character-cheat-examples =
    Adele（11元）宣稱騙子；Cedric（10元）提出異議。Adele 是皇后，Cedric 是騙子：Cedric 獲勝。如果 Cedric 不到10元，他就不會獲勝，而 Adele 要付1元。

character-inquisitor-details =
    他指定另一位玩家（不能是中央卡），對方說出自己認為的角色，然後翻開角色卡。
    猜錯的話，目標要付給調查官4元（不足則付出全部 [R-PAY-1]）；猜對則不必付錢。
    目標的角色卡被翻開了：若目標坐在宣稱者左手邊，也就是下一個輪到目標，目標就必須換卡（或不換） [R-TURN-5]。
    目標先付錢給調查官，本回合的罰款之後才支付 [R-CLAIM-4]。

character-inquisitor-examples =
    Bruno 宣稱調查官；Fran 提出異議。Bruno 是調查官，Fran 是皇后。Bruno 指定 Cedric，Cedric 說「法官」，翻開卻是農民：Cedric 付4元給 Bruno，然後 Fran 付1元罰款。

character-widow-details =
    她從公區領取的錢幣，剛好讓她補到10元。
    擁有10元以上時，她什麼也不領取，保留原有的錢幣。

character-widow-examples =
    Adele（1元）宣稱寡婦；Harry 提出異議。Adele 是皇后，Harry 是寡婦：Harry 補到10元，然後 Adele 付出最後一枚錢幣作為罰款，於是遊戲結束，由最有錢的玩家獲勝 [R-END-2]。

## 每筆紀錄做了什麼，一句話一筆（歷史、`state`、重播、預覽）

effect-swap-or-not = { $player }與{ $with }換卡（或不換）。
effect-looked = { $player }察看自己的角色卡。
effect-card-swap-or-not = { $player }把{ $card }與{ $with }交換（或不換）。
effect-card-looked = { $player }察看{ $card }。
effect-hand-on = { $player }的手放在{ $card }上。
effect-hand-on-contests = { $player }也宣稱是該角色，手放在{ $card }上。
effect-announced = { $player }宣稱：「我是{ $character }。」
effect-revealed = { $player }翻開的是{ $character }。
effect-uses-power-revealed = { $player }確實是{ $character }，使用技能。
effect-uses-power-unrevealed = 沒有人提出異議：{ $player }不翻牌，使用{ $character }的技能。
effect-nobody-is = 沒有人是{ $character }：不發動任何技能。
effect-fortunes-swapped = { $a }與{ $b }交換全部錢幣：{ $a }現在有{ $a_now }，{ $b }有{ $b_now }。
effect-declined = { $player }放棄使用{ $character }的技能。
effect-cards-swap-or-not = { $player }（{ $character }）把{ $a }與{ $b }的角色卡交換（或不換）。
effect-cards-swap-or-not-looked = { $player }（{ $character }）看過{ $a }與{ $b }的角色卡後，把這兩張交換（或不換）。
effect-inquisition-right = { $target }說「{ $answer }」，翻開的是{ $card }：說對了。
effect-inquisition-wrong = { $target }說「{ $answer }」，翻開的是{ $card }：說錯了。
effect-cheat-wins = { $player }有{ $have }：{ $cheat }獲勝。
effect-cheat-does-not-win = { $player }有{ $have }，不到{ $needed }：{ $cheat }沒有獲勝。
effect-fortunes-passed-left = { $player }（{ $alchemist }）：每位玩家都把全部錢幣交給左手邊的玩家。
effect-fortunes-passed-right = { $player }（{ $alchemist }）：每位玩家都把全部錢幣交給右手邊的玩家。
effect-seats-swapped = { $a }與{ $b }交換座位；角色卡與錢幣留在原位，所以兩人各自接手了對方的牌與錢幣。
effect-shown = { $player }把角色卡亮給自己以外的所有人看（由{ $by }選擇）。
effect-shown-card = { $player }把角色卡亮給自己以外的所有人看（由{ $by }選擇）：{ $card }。
effect-looked-at = { $player }（{ $character }）察看了{ $places }的角色卡。
effect-places-and = { $a }與{ $b }
effect-gambled-right = { $gambler }藏了{ $hidden }；{ $guesser }猜{ $guess }：猜對了。
effect-gambled-wrong = { $gambler }藏了{ $hidden }；{ $guesser }猜{ $guess }：猜錯了。
effect-must-swap = { $player }在{ $during }的回合中被翻開，所以輪到自己時必須換卡（或不換） (R-TURN-5)。
effect-must-look = { $player }不小心看到了自己的角色卡，下一回合必須看卡 (R-TURN-4)。
effect-look-waived = { $player }本來必須看卡，但這回合必須換卡：以換卡為準，不必看卡 (R-TURN-4)。
effect-eliminated = { $player }被{ $damned }淘汰：退出遊戲，也不再參與輪流。
effect-eliminated-instead = { $player }讓{ $holder }翻開了{ $damned }，所以改由{ $player }遭到淘汰，並把自己的角色卡交給{ $holder }，{ $damned }則離開遊戲。
effect-borrows = { $player }以{ $through }的身分使用{ $character }的技能。
effect-nothing-to-copy = { $player }（{ $actress }）沒有可以複製的技能：還沒有角色出場。
effect-nobody-to-choose = { $player }（{ $character }）已經沒有人可以選：技能的這個部分不會發生。
effect-raised = { $player }（{ $necromancer }）從墓地翻出了{ $character }。
effect-usurped-right = { $player }（{ $usurper }）說{ $target }是{ $named }；{ $target }翻開的是{ $card }：說對了。
effect-usurped-wrong = { $player }（{ $usurper }）說{ $target }是{ $named }；{ $target }翻開的是{ $card }：說錯了。
effect-game-over = 遊戲結束：{ $outcome }。
effect-note-taken = 已記下備註。
effect-note = 備註：{ $comment }
effect-undone = 已復原：{ $what }。

## 付款

party-bank = 公區
party-court = 法院
reason-power = { $character }
reason-fine = 冒充{ $character }
reason-adjustment = 主持人修正
payment-short = {" "}（{ $from }應付{ $owed }元，但只有{ $paid }元，R-PAY-1）
payment-enough-already = { $to }的錢已經夠了：不從公區領取（{ $why }）。
payment-nothing-to-take = { $to }從{ $from }拿不到任何錢幣（{ $why }）：沒有錢可拿。
payment-takes = { $to }從{ $from }拿取{ $coins }（{ $why }）。
payment-pays = { $from }付{ $coins }給{ $to }（{ $why }）{ $short }。
payment-moves = { $paid ->
   *[other] { $coins }從{ $from }移到{ $to }（{ $why }）。
}

## 復原時撤回了什麼

undid-whose = { $player }的{ $what }
undid-the = { $what }
undid-announcement = 宣稱
undid-swap = 換卡（或不換）
undid-look = 看卡
undid-seen = { $player }看到自己的角色卡
undid-a-card-seen = 一張被看到的角色卡
undid-correction-of = 對{ $player }錢幣的修正
undid-correction-of-court = 對法院錢幣的修正
undid-note = 備註
undid-turn = 第{ $turn }回合{" "}
undid-fortune = { $who } { $made } → { $back }
undid-no-coins = { $turn }{ $what }（沒有錢幣移動）
undid-with-coins = { $turn }{ $what } — { $fortunes }
redid = { $turn }{ $what } — { $effects }

## 規則現在允許什麼，以及遊戲如何結束

now-over = 遊戲已結束：{ $outcome }。現在只接受復原與備註。
now-swap-with = 與另一位玩家的牌或一張中央卡
now-swap-with-player = 與另一位玩家的牌
now-swap-with-cards = 用自己的一張牌，與另一位玩家的牌或自己的另一張牌
now-their-card = 自己的角色卡
now-their-card-cards = 自己的一張牌
now-opening = 第{ $turn }回合（開局換卡：第{ $turn }次，共{ $opening }次）：{ $player }必須{ $swap_with }交換（或不換）。(R-TURN-1)
now-forced = 第{ $turn }回合：{ $player }在{ $during }的回合中被翻開，所以{ $player }必須換卡（或不換）：不能看卡，也不能宣稱。(R-TURN-5)
now-look = 第{ $turn }回合：{ $player }不小心看到了自己的角色卡，所以{ $player }這回合必須看卡。(R-TURN-4)
now-free = 第{ $turn }回合：{ $player }可以換卡（或不換）、看{ $their_card }，或宣稱一個場上有的角色。(R-TURN-2)
outcome-fortune = { $count ->
    [1] { $winners }擁有{ $coins }元以上，獲勝 (R-END-1)
   *[other] { $winners }擁有{ $coins }元以上，共同獲勝 (R-END-1)
}
outcome-bankruptcy = { $count ->
    [1] { $bankrupt }失去了最後一枚錢幣，所以由最有錢的玩家獲勝：{ $winners } (R-END-2)
   *[other] { $bankrupt }失去了最後一枚錢幣，所以由最有錢的玩家共同獲勝：{ $winners } (R-END-2)
}
outcome-cheat = { $count ->
    [1] { $winners }以{ $cheat }的身分擁有{ $coins }元以上，獲勝 (R-END-3)
   *[other] { $winners }以{ $cheat }的身分擁有{ $coins }元以上，共同獲勝 (R-END-3)
}
outcome-last-in-game = { $count ->
    [1] 其他玩家都被{ $damned }淘汰了，所以{ $winners }獲勝
   *[other] 其他玩家都被{ $damned }淘汰了，所以{ $winners }共同獲勝
}
hand-left = 左
hand-right = 右
hand-protected = 受保護卡
place-middle = 第{ $n }張中央卡
place-card = { $player }（{ $hand }）

## 畫面：各按鍵的功能，照頁尾與說明的說法

key-swap = 換卡
key-look = 看卡
key-announce = 宣稱
key-add-name = 新增輸入的名字
key-claims-too = 也宣稱
key-continue = 繼續
key-extra-middle-card = 額外中央卡
key-no = 否
key-nobody-else = 沒有其他人
key-record-the-deal = 記錄發牌
key-remove = 移除
key-saw = 誤看
key-select = 選擇
key-stop-recording = 停止記錄
key-undo-a-card = 復原一張牌

## 畫面：開始選單、過去的遊戲、重播、說明、外框

start-new = 新的 Mascarade 遊戲
replay-then-correction = ，接著一筆修正
replay-then-seen = ，接著一次誤看
replay-then-note = ，接著一則備註
replay-at-start = 開局，共{ $total }回合
replay-before-first = 第1回合之前，共{ $total }回合{ $between }
replay-at-turn = 第{ $played }回合，共{ $total }回合{ $between }
replay-title = 化裝舞會 · 重播 · { $at } · { $file }
replay-teaching = { $now }（重播：唯讀）
replay-start = 開局：每個人都拿到了起始錢幣。按 → 逐步檢視這局遊戲。
help-characters-of-game = 本局的角色：按下按鍵跳到該角色
help-characters = 角色：按下按鍵跳到該角色
frame-title-setup = 化裝舞會 · 新遊戲：誰要玩？
frame-title-deal = 化裝舞會 · 新遊戲：角色卡
help-title = {" "}說明 — ↑↓ PgUp PgDn：捲動 · 角色的按鍵：該角色的規則 · Esc：關閉{" "}

## 畫面：新遊戲的設定

setup-rule-starting-coins = 起始錢幣
setup-rule-winning-fortune = 獲勝所需錢幣
setup-rule-fine = 罰款
setup-rule-cheat-wins-at = { $cheat }獲勝門檻
setup-rule-widow-tops-up = { $widow }補到
setup-rule-penalty = { $inquisitor }的罰金
setup-seated = { $n ->
    [0] 還沒有玩家入座：請安排{ $least }至{ $most }人入座
   *[other] 已有{ $n }位玩家入座：請安排{ $least }至{ $most }人入座
}
setup-no-scenario = 沒有可用的劇本
setup-type-a-name = 請先輸入名字
setup-most-players = 遊戲最多只能有{ $most }位玩家
setup-most-players-edition = { $edition }最多只能有{ $most }位玩家
setup-teach-players = 依順時針順序安排{ $least }至{ $most }位玩家入座：每人坐在前一位的左手邊(R-SET-3)。名字不可重複。
setup-teach-edition = 版本決定使用哪些面具：第一版（2013，含擴充）或第二版（2021：國王2元、女皇3元、大師、老千；4至12人）。
setup-teach-scenario = 劇本依玩家人數決定使用哪些角色 (R-SET-4)。
setup-teach-first = 由年紀最輕的玩家先開始，之後依順時針方向進行 (R-SET-3)。
setup-teach-rules = 房規會更改規則書中的數字；這些設定會寫入遊戲紀錄 (R-SET-6)。
setup-teach-start = 按 Enter 依規則檢查設定 (R-SET-2, R-SET-5)，並顯示要拿出哪些牌。
setup-not-added = 未加入「{ $name }」：{ $problem }
setup-removed = 已移除{ $name }
setup-edition-chosen = { $edition }：{ $least }至{ $most }人，劇本「{ $scenario }」
setup-no-scenario-name = 無
setup-cannot-start = 遊戲還不能開始：{ $problems }
setup-plays-first = {"  "}（先手）
setup-no-one-yet = 還沒有人：輸入名字，按 Enter。
setup-add = 新增：{" "}
setup-players-title = 玩家（順時針）
setup-edition-line = ◀ { $edition } ▶  { $year }，{ $least }至{ $most }人
setup-edition-title = 版本
setup-scenario-title = 劇本
setup-youngest-starts = （由年紀最輕的玩家先開始）
setup-first-title = 起始玩家
setup-rules-title = 房規
setup-see-cards = Enter：查看要拿出哪些牌
setup-start-title = 開始

## 畫面：要拿出的牌，以及發牌

deal-teaching = 正面朝上發牌並讓大家記住，然後翻成正面朝下 (R-SET-3)。記錄發牌內容是選擇性的。
deal-first-not-a-player = --first { $first }：不是玩家之一（{ $players }）
deal-extra-for-six = 額外中央卡只適用於6人以上；{ $players }人時，牌組維持原樣 (R-SET-2)
deal-no-extra-to-remove = 沒有額外中央卡可以拿掉：牌組就是劇本所給的樣子
deal-two-middle-already = 這副牌組已經有規則允許的2張中央卡 (R-SET-2)
deal-extra-at-most = 這副牌組最多只能加{ $n }張額外中央卡 (R-SET-2)
deal-none-to-add = 這個版本沒有其他角色可以加到中央
deal-written-to = 遊戲進行時會寫入 { $path }
deal-could-not-start = 遊戲無法開始：{ $problem }
deal-title = {" "}角色卡{" "}
deal-title-edition = {" "}角色卡 · { $edition }{" "}
deal-dealt-to-title = {" "}發給{ $place }的牌{" "}
deal-which-card = 發給{ $place }的是哪一張牌？
deal-copies = { $name } ×{ $n }
deal-take-out = 從盒中拿出這{ $n }張牌：
deal-two-players = 每位玩家發三張，正面朝上：左邊、右邊，以及後方受保護的一張 (R-2P)。
deal-three-players = 每位玩家發兩張，正面朝上：左邊與右邊 (R-3P)。
deal-one-each = 每位玩家發一張，正面朝上。
deal-one-each-middle = 每位玩家發一張，中央放{ $n }張，全部正面朝上。
deal-memorise = 讓所有人記住每一張牌，然後全部翻成正面朝下。每位玩家拿{ $coins }元。
deal-memorise-shared = 讓所有人記住每一張牌，然後全部翻成正面朝下。每位玩家拿{ $coins }元，由自己所有的牌共用。
deal-enter-start = Enter：開始遊戲。
deal-record = d：先記錄每張牌發到哪裡（選擇性）。
deal-extra-one = 1張額外中央卡
deal-extra-up-to = 1或{ $n }張額外中央卡
deal-add-extra = + -：加入{ $most }，增加更多懸念 (R-SET-2)；目前{ $now }張。
deal-start-with-deal = Enter：以這次的發牌開始遊戲。
deal-the-deal = {" "}發牌{" "}

## 畫面：修正

correction-teaching = 修正是在公區與某人的錢幣（或法院）之間移動錢幣，或從一人的錢幣移到另一人；錢幣永遠不會低於0。
correction-the-bank = 公區：+ 從公區拿，− 放回公區
correction-to = 給{ $party }
correction-problem = { $problem }：{" "}
correction-zero = 0元不會改變任何東西：{" "}
correction-nothing-to-move = 沒有可以移動的錢幣（Esc：返回）
correction-number-up-to = 輸入1到{ $most }之間的數字（Esc：返回）
correction-from-the-bank = 輸入從公區拿的錢幣數，例如 2
correction-from-or-to-bank = 輸入錢幣數，例如 2（從公區拿）或 −2（放回公區）；不可少於 −{ $most }
correction-whose = 要修正誰的錢幣？
correction-whose-is = 誰的錢幣：{ $party }
correction-where = 錢幣要去哪裡？公區，或者——若錢幣給錯了人——它該去的地方：
correction-where-bank = 去向：公區
correction-coins-bank = 錢幣（+ 從公區拿，− 放回公區）：{ $amount }
correction-where-to = 去向：給{ $party }
correction-coins-moved = 移動的錢幣：{ $amount }
correction-why = 原因（選填，按 Enter 儲存）：{ $reason }
correction-title = {" "}修正錢幣{" "}

## 畫面：牌桌

table-new-game = 新遊戲，進行時會寫入 { $path }
table-warning = 警告：{ $warning }
table-resumed = 已繼續 { $path }
table-title = 化裝舞會 · { $phase } · { $players }位玩家 · 紀錄檔 { $file }
table-teach-swap = 換卡（或不換）：{ $player }拿起自己的牌和另一張蓋著的牌，在桌下交換或不換，沒人知道換了沒有。(R-TURN-3)
table-teach-look-card = { $player }偷偷察看自己的一張牌。(R-TURN-2)
table-teach-swap-two = 換卡（或不換）：拿你的一張牌（包括受保護卡），與你的其他牌或對手左邊或右邊的牌交換，絕不能換對手的受保護卡。(R-2P)
table-teach-swap-three = 換卡（或不換）：拿你的一張牌，與另一位玩家的牌或你自己的另一張牌交換。沒有人知道到底換了沒有。(R-3P)
table-teach-seen = 不小心看到自己角色卡的玩家，下一回合必須看卡 (R-TURN-4)。
table-teach-note = 備註會寫進遊戲歷史；它不會改變任何事。
table-game-over-only = 遊戲已結束：只接受復原與備註
table-phase-opening = 開局換卡 { $turn }/{ $opening }
table-phase-turn = 第{ $turn }回合
table-phase-over = 遊戲結束
table-panel = {" "}牌桌{" "}
table-panel-later = {" "}牌桌 · 下方還有{ $n }筆較新的紀錄：PgDn、End{" "}
table-swap-which = {" "}換卡（或不換）：和哪張牌？{" "}
table-look-which = {" "}看卡：看哪張牌？{" "}
table-swap-own = {" "}換卡（或不換）：用自己的哪張牌？{" "}
table-whose-cards = { $player }的哪一張牌？
table-card-with-which = { $card }和哪張牌交換？
table-who-saw = {" "}誰不小心看到了自己的牌？{" "}
table-note = {" "}備註{" "}
table-seats-after = {" "}座位 · 錢幣 → 之後{" "}
table-seats = {" "}座位 · 錢幣{" "}
table-mark-must-look = 必須看卡
table-mark-must-swap = 必須換卡
table-mark-swap = 換卡
table-mark-to-play = 輪到此玩家
table-mark-out = 出局（被詛咒者）
table-mark-wins = ★ 獲勝
table-mark-must-look-short = 必須看卡
table-mark-must-swap-short = 必須換卡
table-mark-swap-short = 換卡
table-mark-to-play-short = 輪到
table-mark-out-short = 出局
table-mark-wins-short = ★ 獲勝
table-middle = {"   "}中央：{ $n }張牌
table-fortunes = 法院 { $court }   公區已付出 { $bank }{ $middle }
table-edition = {" "}（{ $edition }）
table-in-play = 場上角色{ $edition }：{ $characters }
table-final-fortunes = 最終錢幣：{ $fortunes }
table-game-over = {" "}遊戲結束{" "}
table-chart = {" "}各筆紀錄後的錢幣 · 每條線的末端標示其按鍵{" "}
table-chart-short = {" "}各筆紀錄後的錢幣{" "}
table-saved-short = 已儲存：{ $changes }；完整內容見歷史紀錄。
table-saved-short-none = 已儲存；完整內容見歷史紀錄。
table-entries = { $n }筆紀錄

## 畫面：宣稱

announce-teach-character = 只能宣稱這局遊戲中有的角色 (R-TURN-6)。
announce-teach-hand-announcer-two = 宣稱者把手放在自己左邊或右邊的牌上，不能放在受保護卡上 (R-2P)。
announce-teach-hand-announcer = 宣稱者把手放在自己的一張牌上 (R-3P)。
announce-teach-hand-contester-two = 異議者把手放在自己的其中一張牌上，受保護卡也可以 (R-2P)。
announce-teach-hand-contester = 異議者把手放在自己的其中一張牌上 (R-3P)。
announce-teach-contest = 從{ $announcer }的左手邊開始依順時針方向，依序詢問其他玩家是否也宣稱是該角色。(R-CLAIM-1)
announce-teach-reveal = 所有宣稱的人同時翻開角色卡；真正是該角色的人使用技能 (R-CLAIM-3)。
announce-teach-power = 先使用技能；冒充者的罰款之後才支付 (R-CLAIM-4)。
announce-teach-preview = 先使用技能，然後每位冒充者付{ $fine }元罰款到法院。(R-CLAIM-3, R-CLAIM-4)
announce-refused = 不接受：{ $problem } — 按 Esc 返回
announce-hand-on = ，手放在{ $card }上
announce-announces = { $player }宣稱是{ $character }{ $hand }
announce-announces-unknown = { $player }宣稱是……{ $hand }
announce-claims = { $player }也宣稱{ $hand }
announce-no = { $player }：否
announce-asked = 已詢問：{ $answers }
announce-asked-count = 已詢問：{ $claims }人也宣稱，{ $no }人沒有
announce-which-character = 哪個角色？
announce-which-hand = { $player }的手放在哪張牌上？
announce-does-claim = { $player }也宣稱自己是{ $character }嗎？
announce-yes-no = y：是 · n：否 · Enter：沒有其他人
announce-which-revealed = { $player }翻開的是哪張牌？
announce-what-happens = 結果如下（Enter：確認 · Esc：返回）：
announce-refuse = 規則不允許這次宣稱：
announce-go-back = Esc：返回並更改回答。
announce-title = {" "}宣稱{" "}
ask-user-as = { $player }，作為{ $announced }
ask-cemetery = { $character }（{ $user }）翻開墓地最上面的牌：是哪個角色？
ask-usurper-target = { $character }（{ $user }）要指定誰，說出對方的角色？
ask-usurper-names = { $character }（{ $user }）說{ $target }是哪個角色？
ask-usurper-reveal = { $target }翻開角色卡：是什麼？若正是說出的那個角色，{ $character }就使用它的技能。
ask-richest-tie = { $tied }並列最有錢：{ $character }（{ $user }）要向誰拿？
ask-witch = { $character }（{ $user }）要用自己的錢幣和誰的全部錢幣交換？
ask-spy = { $character }（{ $user }）要察看另外哪一張牌？
ask-fool-cards = { $character }（{ $user }）交換（或不換）其他玩家的兩張牌：第一張是？
ask-fool = { $character }（{ $user }）交換（或不換）另外兩位玩家的角色卡：第一位是？
ask-puppet-master = { $fee ->
   *[other] { $character }（{ $user }）向另外兩位玩家各拿{ $fee }元，這兩人交換座位：第一位是？
}
ask-sage-cards = { $character }（{ $user }）察看另外兩位玩家各一張牌：第一張是？
ask-sage = { $character }（{ $user }）察看另外兩位玩家的角色卡（或中央卡）：第一張是？
ask-second-card = ……第二張牌是？（{ $first }以外）
ask-second-player = ……第二位玩家是？（{ $first }以外）
ask-inquisitor-target = { $character }（{ $user }）指定誰？
ask-inquisitor-answer = { $target }說自己的角色卡是什麼？
ask-inquisitor-reveal = { $target }翻開角色卡：是什麼？
ask-alchemist = { $character }（{ $user }）要所有玩家把全部錢幣往哪個方向交出？
ask-courtesan = { $neighbour }坐在{ $character }（{ $user }）的右手邊，翻開角色卡：是什麼？若是男性角色，要給她{ $coins }元。
ask-gambler-guesser = { $character }（{ $user }）從公區領取{ $most }元，把一部分藏在拳頭裡：誰來猜有幾元？
ask-gambler-hidden = { $character }（{ $user }）在拳頭裡藏了幾元？
ask-gambler-guess = { $guesser }猜幾元？
ask-princess = { $character }（{ $user }）要選哪一位其他玩家，在自己不看的情況下把角色卡亮給其他人看？
ask-princess-shown = { $target }把角色卡亮給其他人看了：是哪一張？記下來，牌桌的記憶就會知道這張牌；按 Enter 則不記錄。
ask-bear-nothing-yet = 還沒有錢幣移動。
ask-bear-so-far = 目前為止：{ $moves }。
ask-bear-party = { $character }（{ $user }）：技能由牌桌自行設計。誰的錢幣要從公區拿出或放回？{ $so_far }
ask-bear-coins-so-far = ，目前為止{ $coins }
ask-bear-coins-player = { $party }要從公區拿（+）或放回（−）多少錢幣？目前有{ $now }{ $so_far }。
ask-bear-coins-court = { $party }要從公區拿（+）或放回（−）多少錢幣？目前有{ $now }{ $so_far }。
answer-decline = 放棄（保留自己的錢幣）
answer-not-noted = 不記錄
answer-left = 左（順時針）：{ $player }的錢幣交給{ $to }
answer-right = 右：{ $player }的錢幣交給{ $to }
answer-done = 完成

## 畫面：離開、按鍵、終端機，以及遊戲中的紀錄檔

app-notice = { $notice }。{ $done }
app-whose-card = { $player }的牌：{" "}
app-prefix = { $key } … { $owner }{ $hands }
app-no-card = { $key } { $hand }：這張牌不在選項中（受保護卡只有持有者自己能交換，而且一張牌不能和自己交換）

## 拒絕：一筆紀錄哪裡有問題，以及可接受的寫法
## 拒絕訊息以 `refusal-frame` 的形式呈現：哪裡有問題（一則 `refusal-…` 訊息）、違反的規則，
## 然後是可接受的寫法（一則 `refusal-accepted-…` 訊息）。反引號之間的字是紀錄檔的用字，
## 照原樣保留；可接受寫法中的角色名稱（`Witch`、`King`）也一樣，因為紀錄檔寫的就是這些名稱。

# 紀錄檔的格式。
refusal-game-over = 遊戲已經結束（由{ $winners }獲勝），所以後面不能再接 `{ $action }`
refusal-undo-of-state = 復原取消的是歷史中的一筆紀錄，而不是某個狀態中的紀錄
refusal-nothing-to-undo = 沒有可以復原的：目前沒有任何生效的紀錄
refusal-not-kept = 這筆紀錄無法保存
refusal-no-such-field = `{ $action }` 紀錄沒有 `{ $field }` 欄位
refusal-no-such-field-card = `{ $action }` 紀錄沒有 `card` 欄位（`card` 用於2人與3人遊戲，表示玩家用自己的哪一張牌換卡、看卡或宣稱）
refusal-missing-field = 缺少 `{ $field }`
refusal-not-a-player = `{ $field }: { $name }` 不是這桌的玩家
refusal-not-a-player-case = `{ $field }: { $name }` 不是這桌的玩家（你是指 { $player } 嗎？名字有區分大小寫）
# $why：為什麼這張牌不屬於這個版本，以及修正方法。
refusal-other-edition = `{ $field }: { $name }`：{ $why }
refusal-not-a-character = `{ $field }: { $name }` 不是角色
# $closest：紀錄檔中寫的名稱。
refusal-not-a-character-closest = `{ $field }: { $name }` 不是角色（你是指 { $closest } 嗎？）
refusal-adjust-without-coins = 修正需要 `coins`，而且必須是0以外的數字
refusal-more-than-the-box = { $coins }元比整盒的錢幣還多（{ $most }元）
# $who：玩家的名字，或 `party-court`。
refusal-cannot-give-back = { $who }{ $have ->
    [0] 沒有錢幣
   *[other] 只有{ $have }元
}，所以無法放回{ $coins }元
refusal-move-to-itself = `to` 寫的是{ $who }，也就是付出錢幣的人
refusal-move-without-coins = 從{ $from }移到{ $to }的錢幣需要 `coins`：1以上的數字
refusal-move-too-much = { $from }{ $have ->
    [0] 沒有錢幣
   *[other] 只有{ $have }元
}，所以無法給{ $to }{ $coins }元

# 回合。$action 是被拒絕的紀錄在紀錄檔中的用字：`look` 或 `announce`。
refusal-not-your-turn = 現在輪到{ $next }，不是{ $player }（依順時針方向進行）
refusal-eliminated-saw-nothing = { $player }已被{ $damned }淘汰，沒有牌可以看
refusal-must-look = { $player }不小心看到了自己的角色卡，這回合必須看卡
refusal-must-look-not = { $player }不小心看到了自己的角色卡，這回合必須看卡：{ $action ->
    [look] 不能看卡
   *[other] 不能宣稱
}
refusal-opening-swap = 第{ $turn }回合屬於前四回合，每位玩家都必須換卡（或不換）：{ $action ->
    [look] 不能看卡
   *[other] 不能宣稱
}
refusal-forced-swap = { $player }在{ $during }的回合中被翻開，所以必須換卡（或不換）：{ $action ->
    [look] 不能看卡
   *[other] 不能宣稱
}
refusal-swap-without = 換卡需要 `with`：在桌面下拿來交換的另一張牌
refusal-swap-with-own = { $player }不能和自己的牌交換
refusal-eliminated-no-card = { $player }已被{ $damned }淘汰，桌上已經沒有牌了
refusal-not-a-card = `{ $field }: { $name }` 不是這桌上的牌

# 宣稱與異議。
refusal-not-in-game = 這局遊戲中沒有{ $character }
refusal-cannot-be-announced = { $character }不能被宣稱
refusal-contest-own = { $player }是宣稱者，不能再對自己的宣稱提出異議
refusal-contester-eliminated = { $player }已被{ $damned }淘汰，不能提出異議
refusal-contest-twice = { $player }在 `contests` 中出現了兩次
refusal-contest-order = 異議是從{ $announcer }的左手邊開始依順時針方向逐一詢問的，所以要依這個順序列出
refusal-revealed-without-contest = 沒有人提出異議，所以沒有翻開任何牌
refusal-revealed-not-claimant = { $player }既沒有宣稱也沒有提出異議，所以沒有翻開自己的牌
refusal-reveal-missing-announcer = { $player }宣稱後被提出異議，所以翻開了自己的牌，但 `revealed` 沒有寫是什麼
refusal-reveal-missing-contester = { $player }提出了異議，所以翻開了自己的牌，但 `revealed` 沒有寫是什麼
refusal-damned-gone = { $character }之前已被翻開，已經離開遊戲
refusal-revealed-not-in-game = 翻開了{ $character }，但這局遊戲中沒有{ $character }
refusal-too-many-revealed = 翻開了{ $shown }張{ $character }，但這局遊戲{ $copies ->
    [1] 只有一張
   *[other] 只有{ $copies }張
}
refusal-revealed-other-card = { $player }剛才翻開的是{ $shown }，現在不能改成翻開{ $card }

# 技能。$problem 是另一則拒絕訊息，作為這則訊息的一部分。
refusal-no-such-power-field = { $character }的技能沒有 `{ $field }`
refusal-no-power-used = 沒有人是{ $character }，所以沒有使用技能；{ $problem }
refusal-last-player-wins = { $damned }讓遊戲中只剩一位玩家，這位玩家立即獲勝：不使用技能；{ $problem }
refusal-field-outside-then = { $character }的技能本身沒有 `{ $field }`：它所使用的技能把欄位寫在 `then:` 之下
# $further：鏈中每多一個角色，就加一次 `refusal-borrowed-further`。
refusal-borrowed = { $problem }（{ $borrowed }的技能，透過{ $through }使用{ $further }）
refusal-borrowed-further = ，而它本身又是透過{ $character }使用
# $why：其中一則 `refusal-no-borrowing-…` 訊息。
refusal-then-not-needed = `then:` 給了欄位，但沒有任何技能需要：{ $why }
refusal-no-borrowing-nothing-played = 還沒有角色出場
refusal-no-borrowing-peasant = { $peasant }的技能沒有欄位
refusal-no-borrowing-damned = { $damned }沒有可以使用的技能
refusal-no-borrowing-usurper-eliminated = 他已遭到淘汰
refusal-no-borrowing-named-wrong = 他說的是{ $named }，而不是{ $card }，所以不使用技能
refusal-no-borrowing-cemetery-damned = { $card }淘汰了{ $character }，他不使用技能
refusal-missing-target-looks-at = { $character }要察看另一張牌：缺少 `{ $field }`
refusal-missing-target-points-at = { $character }要指定另一位玩家：缺少 `{ $field }`
refusal-missing-target-guesses = 要由另一位玩家猜{ $character }藏起的錢幣：缺少 `{ $field }`
refusal-missing-target-shows-card = { $character }要選另一位玩家亮出角色卡：缺少 `{ $field }`
refusal-missing-target-chooses = { $character }要選另一位玩家：缺少 `{ $field }`
refusal-player-not-middle = { $character }的技能要指定玩家，而不是中央卡（{ $name }）
refusal-eliminated-gone = { $name }已被{ $damned }淘汰，不在遊戲中了
refusal-not-themselves = { $name }使用的是{ $character }的技能，不能指定自己
refusal-spy-own-card = { $character }察看自己的牌和另一張牌：{ $name }是她自己的牌
refusal-sage-own-card = `targets: { $name }`：{ $name }正在使用{ $character }的技能，要察看的是另外兩位玩家的牌（或中央卡），不是自己的
refusal-not-a-player-or-middle = `{ $name }` 不是這桌的玩家，也不是中央卡
refusal-not-two-swaps = { $character }交換（或不換）另外兩位玩家的角色卡：`targets` 必須剛好兩個，而不是{ $count }個
refusal-not-two-looks-at = { $character }察看另外兩位玩家的角色卡：`targets` 必須剛好兩個，而不是{ $count }個
refusal-same-player-twice = { $character }需要兩位不同的玩家，而不是兩次{ $name }
refusal-sage-needs-two = { $character }察看另外兩位玩家的角色卡：`targets` 需要兩個不同的對象
refusal-richest-tie = { $names }並列為其他玩家中最有錢的人（各{ $most }元）：由{ $character }選擇其中一位
refusal-not-the-richest = { $name }有{ $coins }元，不是其他玩家中最有錢的人（{ $names }：{ $most }元）
refusal-cemetery-missing = { $character }翻開墓地最上面的牌：缺少 `cemetery`
# $edition：紀錄檔中的版本用字，`first` 或 `second`。
refusal-cemetery-other-edition = { $card }不是{ $edition ->
    [first] 第一版
   *[other] 第二版
}的牌，所以不在墓地中
refusal-cemetery-in-play = { $card }在場上，所以不在墓地中（墓地是留在盒中的角色）
refusal-missing-direction = { $character }要選擇左或右：缺少 `direction`
refusal-gambler-numbers = { $character }藏1到{ $most }元，猜的數字也是1到{ $most }：需要 `hidden` 與 `guess`
refusal-moves-twice = `moves` 中{ $name }出現了兩次
refusal-moves-too-much = `moves: { $name }: { $coins }` 不可能：{ $name }只有{ $have }元
refusal-false-usurper-chosen = { $name }剛剛被翻開，是冒充的{ $character }，所以不能被選

# 兩人與三人遊戲。$players：遊戲人數（2或3）。
refusal-card-in-one-card-game = `card: { $card }`：`card` 用於2人與3人遊戲，表示玩家使用自己多張牌中的哪一張；這局有{ $players }位玩家，每人一張牌
refusal-card-missing-swap = { $player }玩的是{ $players ->
    [2] 2人遊戲，每位玩家有三張牌（左、右與受保護卡）
   *[other] 3人遊戲，每位玩家有兩張牌（左與右）
}，所以換卡需要 `card`：玩家拿自己的哪一張牌
refusal-card-missing-look = { $player }玩的是{ $players ->
    [2] 2人遊戲，每位玩家有三張牌（左、右與受保護卡）
   *[other] 3人遊戲，每位玩家有兩張牌（左與右）
}，所以看卡需要 `card`：玩家看自己的哪一張牌
refusal-card-missing-announce = { $player }玩的是{ $players ->
    [2] 2人遊戲，每位玩家有三張牌（左、右與受保護卡）
   *[other] 3人遊戲，每位玩家有兩張牌（左與右）
}，所以宣稱需要 `card`：宣稱者的手放在哪一張牌上
refusal-card-not-own = `card: { $card }` 不是{ $player }自己的牌
refusal-announce-with-protected = { $player }宣稱時，手要放在左邊或右邊的牌上，絕不能放在受保護卡上
refusal-card-not-of-player = `card: { $card }` 不是{ $player }的牌：這是{ $players ->
    [2] 2人遊戲，每位玩家有三張牌（左、右與受保護卡）
   *[other] 3人遊戲，每位玩家有兩張牌（左與右）
}
refusal-names-player = `{ $field }: { $name }` 寫的是玩家，但這是{ $players ->
    [2] 2人遊戲，每位玩家有三張牌（左、右與受保護卡）
   *[other] 3人遊戲，每位玩家有兩張牌（左與右）
}：請寫出是哪一張牌
refusal-swap-card-with-itself = { $with }不能和自己交換
refusal-protected-card = { $name }是{ $owner }的受保護卡：只有持有者自己能交換
refusal-card-of-eliminated = { $with }原本是{ $owner }的牌，而{ $owner }已被{ $damned }淘汰：這張牌已不在桌上
refusal-contest-two-cards = { $player }用兩張牌（{ $first }與{ $second }）提出異議：異議者只能把手放在一張牌上
refusal-contest-names-player = `contests: [{ $name }]`：這是{ $players ->
    [2] 2人遊戲，每位玩家有三張牌（左、右與受保護卡）
   *[other] 3人遊戲，每位玩家有兩張牌（左與右）
}，異議者只能把手放在自己的其中一張牌上：請寫出是哪一張
refusal-contest-unknown-card = `contests: [{ $name }]` 不是這桌上的牌
refusal-revealed-other-hand = `revealed:` 寫了{ $key }，但{ $player }只亮出了手放著的那張牌（{ $card }）
refusal-revealed-other-hand-no-claim = `revealed:` 寫了{ $key }，但{ $player }只亮出了手放著的那張牌（而且沒有宣稱）
refusal-revealed-twice = `revealed:` 把{ $player }的牌寫了兩次
refusal-power-own-card = { $name }是{ $character }自己的牌：這個技能要的是其他玩家的牌
refusal-cannot-take-as-well = { $character }不能再同時選{ $name }
refusal-not-two-cards-swaps = { $character }交換（或不換）其他玩家的兩張牌：`targets` 必須剛好兩個，而不是{ $count }個
refusal-not-two-cards-looks-at = { $character }察看其他玩家的兩張牌：`targets` 必須剛好兩個，而不是{ $count }個
refusal-same-card-twice = { $character }需要兩張不同的牌，而不是兩次{ $second }
refusal-cards-of-one-player-swaps = { $character }交換的是另外兩位玩家的牌，但{ $first }和{ $second }都是{ $owner }的
refusal-cards-of-one-player-looks-at = { $character }察看的是另外兩位玩家的牌，但{ $first }和{ $second }都是{ $owner }的

# 可接受的寫法。$choices、$cards、$players、$characters：名稱清單，照紀錄檔的寫法，
# 以逗號分隔。
refusal-accepted-game-over = 復原（撤回結束遊戲的那筆紀錄）或備註
refusal-accepted-undo-of-state = 在遊戲歷史中復原
refusal-accepted-an-action = 換卡、看卡或宣稱，或者備註
refusal-accepted-not-kept = 只含純文字與數字的紀錄
refusal-accepted-only-comment = 只有 `comment`（以及 `at`）的 `{ $action }` 紀錄
refusal-accepted-fields = 含有欄位 { $fields } 的 `{ $action }` 紀錄
refusal-accepted-field-one-of = `{ $field }:` { $choices } 其中之一
refusal-accepted-field-one-of-or-court = `{ $field }:` { $choices } 其中之一，或 court
refusal-accepted-one-of = { $choices } 其中之一
refusal-accepted-one-of-or-court = { $choices } 其中之一，或 court
refusal-accepted-adjust-coins = `coins: 2`（從公區拿）或 `coins: -2`（放回公區）
refusal-accepted-coins-range = `coins:` 從 -{ $have } 到 { $most }，不能是0
refusal-accepted-nothing-to-give-back = 正數的 `coins:`（從公區拿的錢幣）：沒有錢可以放回
refusal-accepted-coins-from = `coins:` 從 -{ $have } 起
refusal-accepted-move-to = `to:` 另一位玩家，或 court（或不寫 `to`，表示從公區拿或放回公區）
refusal-accepted-nothing-to-give = 不移動：沒有錢可以給
refusal-accepted-coins-up-to = `coins:` 從1到{ $have }
refusal-accepted-turn-of = { $player }的換卡、看卡或宣稱
refusal-accepted-still-in-game = 仍在遊戲中的玩家
refusal-accepted-look-by = { $player }看卡
refusal-accepted-swap-by = { $player }換卡
refusal-accepted-swap-with = `with:` 另一位玩家的牌或中央卡：{ $cards }
refusal-accepted-announce-one-of = 宣稱以下其中一個角色：{ $characters }
refusal-accepted-announce-another = 宣稱另一個場上的角色：{ $characters }
refusal-accepted-contests-by-others = 只能由其他玩家提出異議
refusal-accepted-contests-still-in-game = 由仍在遊戲中的玩家提出異議：{ $players }
refusal-accepted-each-contester-once = 每位異議者只列一次
refusal-accepted-leave-out-revealed = 不寫 `revealed`，或在 `contests` 中列出異議者
refusal-accepted-revealed-cards-of = { $claimants }翻開的牌
refusal-accepted-revealed-with = `revealed:` 寫出{ $claimants }的牌
refusal-accepted-real-card = 每位玩家真正的牌（確認誰亮出了什麼）
refusal-accepted-characters-in-play = 場上的角色之一：{ $characters }
refusal-accepted-leave-out = 不寫 `{ $field }`
refusal-accepted-under-then = `then:` 之下寫 `{ $field }`
# $deeper：每多借用一層就加一次 ` → `then:``；$accepted：被借用的技能所接受的寫法。
refusal-accepted-borrowed = 在 `then:`{ $deeper } 之下：{ $accepted }
refusal-accepted-no-target = 不寫 `target`：其他每位玩家都剛剛被翻開，是冒充的{ $usurper }
refusal-accepted-two-of = `targets: [A, B]`，從{ $choices }中選兩個
refusal-accepted-targets-two-of = `targets:` 從{ $choices }中選兩個
refusal-accepted-field-among = `{ $field }:` 從{ $choices }中選
refusal-accepted-richest-or-none = `target: { $name }`，或不寫 `target`
refusal-accepted-direction = `direction: left` 或 `direction: right`
refusal-accepted-gambler = `hidden:` 與 `guess:`，各為1到{ $most }
refusal-accepted-one-move = { $name }只寫一筆移動，把錢幣加總
refusal-accepted-moves-for = 為仍在遊戲中的玩家或 court 寫 `moves`：{ $players }
refusal-accepted-moves-range = { $name }：-{ $have } 到 194 之間、不為0的數字
refusal-accepted-without-card = 不含 `card` 的 `{ $action }` 紀錄
# 一個欄位的兩種寫法，第一種本身可能是多種寫法的清單：`card: left` 或 `card: right`。
refusal-accepted-or = { $first } 或 { $second }
refusal-accepted-one-card = 每位異議者只列一次，各用一張牌
refusal-accepted-contests-among = `contests:` 從{ $cards }中選牌
refusal-accepted-revealed-keyed = `revealed:` 以宣稱者為鍵（`Bao: King`），或以宣稱者手放著的牌為鍵（`Bao/right: King`）
refusal-accepted-one-revealed = 每位宣稱者翻開一張牌
refusal-accepted-first-and-one-of = `targets:` { $first } 以及{ $cards }其中之一

## 命令列與遊戲紀錄：訊息、錯誤與報告

# `mascarade scenarios`
cli-scenarios-heading = 內建劇本：
cli-scenarios-show-one = 查看其中一個：mascarade scenarios show 名稱 --players N [--edition second]
cli-scenario-valid = { $file }：有效，含{ $counts }人的組合。
cli-show-title = 劇本 { $scenario }，{ $players }位玩家：共{ $cards }張牌。
cli-show-title-second = 劇本 { $scenario }（第二版），{ $players }位玩家：共{ $cards }張牌。
cli-show-take-out = 從盒中拿出這些牌：
cli-show-card = { $character } — { $summary }
cli-show-cards = { $character } ×{ $copies } — { $summary }
cli-show-deal-two = 每位玩家發三張，正面朝上：左邊、右邊，以及後方受保護的一張 (R-2P)。
cli-show-deal-three = 每位玩家發兩張，正面朝上：左邊與右邊 (R-3P)。
cli-show-deal = { $middle ->
    [0] 每位玩家發一張，正面朝上。
   *[other] 每位玩家發一張，桌面中央放{ $middle }張，全部正面朝上。
}
cli-show-memorise = 讓所有人記住每一張牌，然後全部翻成正面朝下 (R-SET-3)。
cli-show-coins = 每位玩家拿{ $coins }元 (R-SET-1)。由年紀最輕的玩家先開始，依順時針方向進行。
cli-show-coins-shared = 每位玩家拿{ $coins }元 (R-SET-1)，由自己所有的牌共用。由年紀最輕的玩家先開始，依順時針方向進行。
# `mascarade simulate` 與 `mascarade demo`
cli-simulate-players = --players { $players }：模擬器可安排{ $fewest }至{ $most }位玩家
cli-simulate-players-edition = --players { $players }：在{ $edition }中，模擬器可安排{ $fewest }至{ $most }位玩家
cli-simulate-wrote = { $games ->
   *[other] 已將{ $games }局{ $players }人遊戲（共{ $entries }筆紀錄）寫入 { $folder }。
}
cli-simulate-wrote-scenario = { $games ->
   *[other] 已將{ $games }局{ $players }人遊戲（劇本 { $scenario }，共{ $entries }筆紀錄）寫入 { $folder }。
}
cli-simulate-wrote-second = { $games ->
   *[other] 已將{ $games }局{ $players }人遊戲（第二版，共{ $entries }筆紀錄）寫入 { $folder }。
}
cli-simulate-wrote-scenario-second = { $games ->
   *[other] 已將{ $games }局{ $players }人遊戲（劇本 { $scenario }，第二版，共{ $entries }筆紀錄）寫入 { $folder }。
}
cli-demo-title = 一局模擬的化裝舞會：{ $players }位玩家（{ $names }），劇本 { $scenario }，亂數種子 { $seed }。
cli-demo-title-edition = 一局模擬的化裝舞會：{ $players }位玩家（{ $names }），劇本 { $scenario }，{ $edition }，亂數種子 { $seed }。
cli-demo-log = 這局遊戲的紀錄檔：{ $path }
# 三個指令照原樣保留：`rules` 是 `mascarade rules` 或 `mascarade rules --edition second`。
cli-demo-try = 試試看：mascarade state { $path } --json    { $rules }    mascarade --help
cli-state-middle = { $middle ->
   *[other] { $middle }張中央卡
}
cli-state-scenario = 劇本 { $scenario }
cli-state-characters = 角色：{ $characters }
cli-state-turn-opening = 第{ $turn }回合（開局換卡：第{ $turn }次，共{ $opening }次），{ $entries }筆紀錄生效中
cli-state-turn-play = 第{ $turn }回合（進行中），{ $entries }筆紀錄生效中
cli-state-turn-over = 第{ $turn }回合（已結束），{ $entries }筆紀錄生效中
cli-state-eliminated = 已被{ $damned }淘汰
cli-state-must-look = 下一回合必須看卡
# 一欄中接在玩家錢幣數字之後的字（補齊到最長的寫法）。
cli-state-coins-word = { $n ->
   *[other] 元
}
# 公區收進的比付出的多時，公區已付出的數目（負數）。
cli-state-coins = { $n }元
cli-state-coins-negative = { $n }元
cli-state-money = 法院：{ $court }    公區已付出：{ $bank }
cli-state-game-over = 遊戲結束：{ $outcome }。
cli-state-winners = 獲勝者：{ $winners }
log-listed-twice = `{ $key }` 列了兩次：每個名稱只能出現一次
# 設定的問題：紀錄檔的標頭、劇本的組合、設定畫面。
setup-more-problems = ……以及另外{ $more }個同類的問題
setup-name-empty = 第{ $seat }位玩家的名字是空的：每位玩家都需要名字
setup-name-spaces = 玩家名字「{ $name }」的開頭或結尾有空格：請寫成「{ $trimmed }」
setup-name-unsafe = 第{ $seat }位玩家的名字含有換行、控制字元、不可見字元或文字方向覆寫字元（{ $name }）：請只用文字、數字和空格
setup-name-too-long = 第{ $seat }位玩家的名字（「{ $start }…」）長達{ $length }個字元：名字最多{ $most }個字元
setup-name-reserved = 「{ $name }」不能當作玩家名字：court、bank 以及 middle-1、middle-2……都是保留字
setup-name-slash = 玩家名字「{ $name }」含有「/」，而「/」是用來表示玩家的牌（Ana/left）：請換一個名字
setup-name-twice = 「{ $name }」列了兩次：每位玩家的名字都必須不同
setup-name-case = 「{ $earlier }」和「{ $name }」只有大小寫不同：請取不一樣的名字
setup-too-few-players = 已入座{ $players }位玩家：遊戲需要2至{ $most }位玩家
setup-two-players-cards = 2人遊戲使用6張牌：每人3張（左、右與受保護卡），而不是{ $cards }張
setup-three-players-cards = 3人遊戲使用6張牌：每人2張（左與右），而不是{ $cards }張
setup-four-five-cards = { $players }人時，遊戲剛好使用6張牌（中央{ $middle }張），而不是{ $cards }張
setup-cards-per-player = { $players }人時，遊戲每位玩家一張牌，再加0、1或2張額外中央卡（共{ $fewest }至{ $most }張），而不是{ $cards }張
setup-too-many-players = { $players }位玩家太多了：遊戲可容納2至{ $most }人
setup-second-too-many = { $players }位玩家：第二版可容納4至{ $most }人；請安排{ $most }人以下入座，或改玩第一版（`edition: first`），第一版最多可容納{ $first_most }人
setup-second-too-few = 已入座{ $players }位玩家：第二版沒有2人或3人遊戲的規則；請安排4至{ $most }位玩家入座
# `character` 是紀錄檔寫的名稱（Peasant、Puppet Master）：劇本或標頭就是這樣列的。
setup-too-many-copies = { $copies ->
   *[other] { $character } 列了{ $count }次，但盒中只有{ $copies }張：最多只能列{ $copies }次
}
# Peasant、Queen、Witch、Spy、Widow：劇本或標頭中寫的名稱。
setup-peasants-pair = 農民一定成對使用：Peasant 要列兩次，或完全不列
setup-needs-players = { $players ->
   *[other] { $character }至少需要{ $min }位玩家，目前只有{ $players }位入座：請把它拿掉
}
setup-puppet-master-two = { $puppet_master }要讓另外兩位玩家交換座位，但2人遊戲只有一位其他玩家：請把這個角色拿掉
setup-judge-needed = { $judge }必須在場上（除非約有三分之二的角色會帶進錢幣）：請加入{ $judge }，否則罰款永遠拿不回來
setup-money-third = { $characters }個角色中只有{ $money }個會從公區帶進錢幣（{ $names }）；至少應有三分之一：請加入一個，或用 `overrides: [{ $only }]` 覆寫這條規則
setup-courtesan-female = { $courtesan }需要至少三分之一的角色是女性，但{ $characters }個角色中只有{ $female }個可以是女性：請加入女性角色（Queen、Witch、Spy、Widow……），或把她拿掉
setup-not-an-override = 「{ $given }」不是可以覆寫的規則；唯一可以覆寫的是 { $only }（張數的規則不能覆寫）
setup-format = format 寫的是「{ $format }」：本程式讀取的是「{ $expected }」
setup-first-not-a-player = first: 「{ $name }」不是玩家之一（{ $players }）
setup-deal-not-a-place = deal: 「{ $place }」不是這桌上的位置：{ $places }
setup-deal-problem = deal: { $problem }
setup-deal-too-many = deal: { $character }發了{ $dealt }次，但場上只有{ $in_play }張
setup-genders-problem = genders: { $problem }
setup-genders-not-a-gender = genders: 「{ $name }: { $word }」：請寫 male 或 female
setup-genders-not-open = { $gender ->
    [male] genders: 規則書中{ $character }是男性；只有規則書未定性別的角色才能指定性別：{ $open }
   *[female] genders: 規則書中{ $character }是女性；只有規則書未定性別的角色才能指定性別：{ $open }
}
setup-genders-twice = genders: { $character }指定了兩次
setup-rules-starting-zero = rules.starting_coins 是 0：每位玩家開局至少要有 1 枚錢幣
setup-rules-too-large = rules.{ $field } 是 { $value }：比盒中全部錢幣（194）還多；請用 0 到 194 之間的數字
setup-rules-win-not-above = rules.win_coins（{ $win }）必須大於 rules.starting_coins（{ $start }），否則所有人一開局就贏了
# 句子中的版本名稱：「第一版（2013）的角色有……」。
edition-word-first = 第一版
edition-word-second = 第二版
edition-title-first = 第一版（2013）
edition-title-second = 第二版（2021）
edition-unknown = 「{ $edition }」不是版本：請寫 first（2013）或 second（2021）
# `name` 是寫下的內容；`closest` 與 `names` 是紀錄檔寫的名稱。
edition-not-a-character = 「{ $name }」不是角色；{ $edition }的角色有：{ $names }
edition-not-a-character-closest = 「{ $name }」不是角色（你是指 { $closest } 嗎？）；{ $edition }的角色有：{ $names }
edition-unknown-character = 「{ $name }」不是角色；角色有：{ $names }
edition-unknown-character-closest = 「{ $name }」不是角色（你是指 { $closest } 嗎？）；角色有：{ $names }
character-lookup-unsafe = 「{ $name }」含有換行或控制字元，而名稱不會含有這些字元：請在同一行輸入角色名稱，例如{ $example }
# 另一個版本的牌。`write` 是要改寫進紀錄檔的名稱。
edition-first-card-renamed = { $character }是第一版的牌；在第二版中，它的技能屬於{ $counterpart }：請寫 { $write }，或寫 `edition: first`
edition-first-card-queen = { $queen }是第一版的牌；第二版改用{ $empress }（從公區領取3元）：請寫 { $write }，或寫 `edition: first`
edition-first-card-expansion = { $character }是第一版的牌（2014年的擴充），不是第二版的面具：請把它拿掉，或寫 `edition: first`
edition-first-card = { $character }是第一版的牌，不是第二版的面具：請把它拿掉，或寫 `edition: first`
edition-second-mask-renamed = { $character }是第二版的面具：請寫 `edition: second`，或改寫它在第一版的名稱 { $write }
edition-second-mask = { $character }是第二版的面具：請寫 `edition: second`
# 劇本檔案。
scenario-not-found = 沒有名為「{ $name }」的劇本：內建劇本有 { $available }；或提供劇本檔案的路徑
scenario-problem-in-set = { $at }：{ $players }人組合：{ $problem }
scenario-wrong-edition = 劇本「{ $name }」適用於{ $is_for }，而不是{ $wanted }：{ $wanted_word ->
    [second] 第二版的內建劇本有 { $theirs }；或提供含有 `edition: second` 的劇本檔案
   *[first] 第一版的內建劇本有 { $theirs }；或提供含有 `edition: first` 的劇本檔案
}
scenario-no-set = 劇本「{ $name }」沒有{ $players }人的組合；它有{ $counts }人的組合
scenario-counts-range = { $fewest }至{ $most }
scenario-line = { $name } — { $title }（{ $counts }人）
scenario-line-genders = { $name } — { $title }（{ $counts }人）；性別：{ $genders }
scenario-empty = 檔案是空的：劇本要有 `name:` 與它的 `sets:`（請參考 mascarade scenarios show basic）
scenario-sets-empty = `sets` 是空的：請至少提供一個組合，例如 `7: [Judge, Bishop, King, Fool, Queen, Thief, Witch]`
scenario-built-in = 內建劇本「{ $name }」
scenario-not-utf8 = 這一行不是 UTF-8 文字：請把劇本存成 UTF-8（劇本是 YAML 文字檔）

## 畫面：要拿出的牌，以及發牌

deal-print-aid = p：產生一頁可列印的玩家提示卡（使用牌桌的語言）。

## 可列印的玩家提示卡

aid-title = 化裝舞會 · { $scenario } · { $players }人
aid-setup = { $middle ->
    [0] 共{ $cards }張牌：每人一張。每人一開始有{ $coins }元；前四回合都是換卡（或不換）。
   *[other] 共{ $cards }張牌：每人一張，中央{ $middle }張。每人一開始有{ $coins }元；前四回合都是換卡（或不換）。
}
aid-setup-several = 共{ $cards }張牌：每人{ $each }張。每人一開始有{ $coins }元，由自己所有的牌共用；前四回合都是換卡（或不換）。
aid-characters = 本局的角色
aid-more = 每個角色的完整規則：mascarade rules 名稱。化裝舞會小幫手會替你們記下錢幣、回合與異議。
key-print-aid = 提示卡

## `mascarade games`：資料夾中的遊戲，一局一行

games-end-fortune = { $winners }獲勝，擁有{ $coins }元以上
games-end-bankruptcy = { $winners }獲勝：有玩家錢幣歸零
games-end-cheat = { $winners }以{ $cheat }的身分獲勝
games-end-last = { $winners }獲勝：最後留在遊戲中的玩家
games-set = { $scenario }，{ $edition }
games-set-unknown = { $edition }

## stats, export, board
stats-games = { $games ->
   *[other] 共{ $games }局遊戲
}（{ $finished }局已結束，{ $unfinished }局未完成）
stats-players-heading = 玩家（勝場與錢幣只計算已結束的遊戲）
stats-bluffing-heading = 虛張聲勢
stats-endings-heading = 遊戲如何結束，以及玩了多久
stats-characters-heading = 角色
stats-head-to-head-heading = 兩人交手
stats-records-heading = 各項之最
stats-col-average-fortune = 平均錢幣
stats-col-broke-caused = 讓人歸零
stats-col-broke-suffered = 自己歸零
stats-col-announced = 宣稱
stats-col-contested = 被異議
stats-col-caught = 被揭穿
stats-col-contests = 提出異議
stats-col-right = 異議成立
stats-col-fines = 罰款
stats-col-true = 翻開為真
stats-col-false = 翻開為假
stats-col-power-used = 發動技能
stats-col-coins-moved = 移動錢幣
stats-endings = 錢幣達到獲勝門檻：{ $fortune } · 有玩家錢幣歸零：{ $bankruptcy } · 騙子獲勝：{ $cheat } · 最後留下一人：{ $last } · 未完成：{ $unfinished }
stats-head-to-head = { $player }與{ $vs }一起玩了{ $games ->
   *[other] { $games }局
}（{ $finished }局已結束）：{ $player }贏了{ $player_wins }局，{ $vs }贏了{ $vs_wins }局，{ $shared }局共同獲勝
stats-record-fastest = 最快獲勝：{ $turns }回合，{ $winners }（{ $game }）
stats-record-longest = 最長的一局：{ $turns }回合（{ $game }）
stats-record-richest = 最多錢幣：{ $player }，{ $coins }元（{ $game }）
export-md-title = 化裝舞會，{ $when }（{ $length }）
export-md-set = 使用的牌：{ $set }
export-md-quiet-turn = 第{ $turn }回合：換卡（或不換），或看卡。
export-md-quiet-turns = 第{ $from }至{ $to }回合：換卡（或不換）與看卡。
export-md-fortunes = 最終錢幣
export-md-coins = 錢幣
export-md-court = 留在法院上的錢幣：{ $coins ->
   *[other] { $coins }元
}

## board, statistics screen, end-screen export
board-courthouse = 法院
board-last-announcement = 最近一次宣稱
board-no-announcement = 還沒有人宣稱。
stats-chart-fortune = 錢幣達標
stats-chart-bankruptcy = 錢幣歸零
stats-chart-cheat = 騙子獲勝
stats-chart-last = 最後一人
stats-chart-unfinished = 未完成
stats-chart-turns-by-game = 每局的回合數，最新的在最右邊

## history: more messages
stats-no-records = 還沒有任何一局遊戲結束：第一局結束後就會有各項之最。

aid-claim-order = 一律先發動技能，再付罰款 [R-CLAIM-4]。
aid-claim-order-judge = 一律先發動技能，再付罰款：法官拿不到本回合的罰款 [R-CLAIM-4]。
aid-claim-order-witch = 一律先發動技能，再付罰款：女巫是在罰款支付之前就交換錢幣 [R-CLAIM-4]。
aid-special-forced = 強制換卡：如果你的角色卡在上一位玩家的回合中被翻開，你這回合必須換卡（或不換）。只有下一位玩家會受影響，即使那位玩家真的是該角色也一樣 [R-TURN-5]。
export-md-correction-why = 原因：{ $reason }
replay-over = 遊戲已結束：{ $outcome }。
stats-second-edition-card = { $name }（第二版）
effect-hands-swap-or-not = { $player }（{ $character }）把{ $a }與{ $b }的角色卡交換（或不換）。
effect-hands-swap-or-not-looked = { $player }（{ $character }）看過{ $a }與{ $b }的角色卡後，把這兩張交換（或不換）。
effect-looked-at-hands = { $player }（{ $character }）察看了{ $places }的角色卡。
scenario-title-basic = 基本配置（規則書建議的組合）
scenario-title-basic-second = 基本配置，第二版（第一版的組合，改用新名稱）
scenario-title-classic = 經典，擴充的建議劇本
scenario-title-let-it-roll = 放手一搏！，擴充的建議劇本
scenario-title-strength-in-unity = 團結就是力量，擴充的建議劇本
scenario-title-ultimate-combo = 終極組合，擴充的建議劇本
scenario-title-deadly-duel = 致命對決，擴充的2人劇本
scenario-title-infernal-trio = 地獄三人組，擴充的3人劇本

## 從主持人的牌桌提供公開看板（w）
serve-teaching = 公開看板：每個人在牌桌上看得到的，即時出現在每支手機上。私人的資訊都不會離開這台電腦。

## The table's memory of the cards: what a card could be, and why a reveal is impossible
memory-or = { $first }或{ $second }
memory-nothing = 沒有
memory-character = { $character }
memory-at-turn = 第{ $turn }回合
memory-at-entry = 第{ $entry }筆
memory-why-dealt = { $place }發到的是{ $character }。
memory-why-not-recorded = 發牌時沒有記下{ $place }的牌。
memory-why-shown = { $place }翻開是{ $character }（{ $when }）。
memory-why-deduced = 從{ $when }翻開的牌可知，{ $place }確定是{ $character }。
memory-why-started-again = 紀錄在{ $when }變得不可能，記憶從那時翻開的牌重新開始：那時沒有看到{ $place }的牌。
memory-untouched = 此後沒有任何事能改變它。
memory-touched = 此後，{ $count ->
    [one] 只有{ $moves }可能改變了它。
   *[other] 只有這些可能改變了它：{ $moves }。
}
memory-touched-many = 此後，{ $moves }，以及更早的{ $more }次，可能改變了它。
memory-swap-or-not = 與{ $other }交換或不交換（{ $when }）
memory-moved-certainly = 與{ $other }確定互換（{ $when }）
memory-why = { $known }{ $since }
memory-impossible-reason = 依紀錄，{ $place }不可能是{ $shown }：{ $place }只可能是{ $could }。{ $why }
memory-impossible = { $reason }請檢查這筆；以桌上的牌為準：照樣存下的話，記憶會從它所翻開的牌重新開始。
check-memory-warning = { $when }（檔案第{ $entry }筆）：{ $what }
check-memory-warning-entry = 檔案第{ $entry }筆：{ $what }
announce-impossible = ⚠{ $what }
memory-impossible-short = 依紀錄，{ $place }不可能是{ $shown }：只可能是{ $could }。
announce-impossible-short = ⚠ { $what } m：原因。
announce-impossible-back = m：回到會發生什麼。Enter 仍照樣儲存（以桌上的牌為準）；Esc 返回修改。
announce-ends-game = ★ Enter 結束本局：{ $outcome }（{ $fortunes }）。
announce-winner-coins = { $player }：{ $coins }元
announce-every-step = ↓：完整清單，還有{ $n }步
key-why = 原因
key-what-happens = 會發生什麼
key-memory = 可能是
replay-memory = {" "}每張牌為何可能是這些{" "}
replay-memory-more = {" "}原因 · ↑ 還有{ $above } · ↓ 還有{ $below }{" "}
memory-short-dealt = 發到的是{ $character }
memory-short-not-recorded = 發牌沒有記下
memory-short-shown = { $when }翻開是{ $character }
memory-short-deduced = 自{ $when }起確定是{ $character }
memory-short-started-again = 自{ $when }重新開始後未曾看到
memory-short-touched = { $known }；此後交換或不交換{ $count }次
memory-why-line = { $place }：{ $why }
memory-not-exact = ≈ 交換的可能走法太多，無法逐一追蹤：每張牌的清單包含所有可能，也許多列了一個角色。
memory-contradiction = ⚠ 紀錄在{ $when }變得不可能：從那時重新開始。

## The memory aid: what each seat's card could be, beside it
memory-aid-heading = 各張牌可能是什麼
memory-grid-legend = ○ 可能是，● 確定是，· 不可能是
help-memory-grid = 記憶輔助的表格：每張牌一列（各座位的牌就在座位旁；2或3人時每人的每張牌；然後是中央的牌），場上每個角色一欄，欄首是角色的按鍵，與「場上角色」那一行相同。○ 這張牌可能是該角色，● 確定是，· 不可能是。整列都是 ○ 的牌可能是任何角色。表格從發牌起跟著每次換卡（或不換），每翻開一張牌就更清楚；m 可隱藏或再顯示。
memory-grid-middle = 中央{ $n }
memory-grid-middle-short = 中央
deal-teaching-memory-aid = 記憶輔助會在座位旁以一張表顯示每張牌從發牌起可能是什麼：請照大家看到的正面朝上的牌記錄發牌。
deal-memory-aid = m：給新手牌桌的記憶輔助：每個座位顯示自己的牌可能是什麼（目前關閉；會記入紀錄檔）。
deal-memory-aid-chosen = m：記憶輔助已開啟：每個座位會顯示自己的牌可能是什麼。
deal-memory-aid-without-deal = m：記憶輔助已開啟；沒有發牌紀錄時，它只知道翻開過的牌：按 d 記錄。
deal-memory-aid-on = 記憶輔助已開啟：請照大家看到的正面朝上的牌，一張一張記錄發牌。
deal-memory-aid-off = 記憶輔助已關閉：玩家自己記住牌。

## Its options on the command line (`--help`): the same on every command that takes them,
## unless a command says its own (in companion.ftl).
help-option--scenario = 內建劇本或劇本檔案 [預設：basic]
help-option--edition = 版本：first（2013）或 second（2021）[預設：依劇本；basic 為 first]
