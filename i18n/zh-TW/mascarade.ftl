# 化裝舞會小幫手（Mascarade Companion）：繁體中文（台灣）。
# 玩家讀到的每段文字都放在這裡，各有一個訊息 id；每種語言的檔案都與英文檔有相同的 id（有測試檢查）。
# `[R-…]` 標示 RULES.md 的規則編號：給玩家看的規則會略去它，參考版則保留；以 `LOG: ` 開頭的行
# 只出現在參考版。這兩者在每種語言中都照原樣保留。

## 語言

lang-unknown = { $source } 指定的語言 `{ $asked }`，本程式不支援
lang-accepted = { $choices } 其中之一
lang-label = 語言

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
character-inquisitor-summary = 指定另一位玩家，對方說出自己認為的角色並翻開角色卡；說錯的話，要付給他4元
character-widow-summary = 從公區領取錢幣，直到擁有10元為止（已有10元以上則不領取）
character-alchemist-summary = 選擇左或右：每位玩家都把自己的全部錢幣交給那一側的鄰座
character-actress-summary = 把上一個出場角色的技能當作自己的來用（被詛咒者除外）
character-courtesan-summary = 她右手邊的玩家翻開角色卡：若是男性角色，要給她3元
character-gambler-summary = 從公區領取3元，藏起1、2或3元；另一位玩家猜有幾元：猜對，錢歸猜的人；猜錯，錢歸賭徒；其餘放回公區
character-puppet-master-summary = 向兩位玩家各拿1元，然後這兩人交換座位；他們的角色卡與錢幣都留在原位
character-damned-summary = 不能被宣稱；被翻開時，持有者遭到淘汰
character-necromancer-summary = 翻開墓地最上面的一張牌，立即使用它的技能，再把它放到墓地最底下
character-princess-summary = 從公區領取2元，然後由她指定一位玩家，在自己不看的情況下把角色卡亮給其他人看
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
rules-claim-contest = 有人提出異議：宣稱者與所有異議者同時翻開角色卡。真正是該角色的人立即使用技能，即使不是他的回合也一樣；接著，每位翻開角色卡卻不是該角色的玩家，都要付1元罰款到法院。如果沒有人是該角色，就不發動任何技能，所有參與者都要付罰款 [R-CLAIM-3]。
rules-claim-order = 一律先發動技能，再付罰款：法官拿不到本回合的罰款，女巫也是在罰款支付之前就交換錢幣 [R-CLAIM-4]。
rules-claim-next = 翻開的角色卡翻回正面朝下，不論技能由誰使用，都由宣稱者左手邊的玩家接著進行 [R-CLAIM-5]。
rules-claim-copies = 每個角色只有一張牌，只有農民有兩張；其他角色若翻出兩張，就表示輸入有誤 [R-CLAIM-6]。
rules-special-heading = 特殊情況
rules-special-forced = 強制換卡：如果你的角色卡在上一位玩家的回合中被翻開（作為異議者，或作為{ $inquisitor }的目標），你這回合必須換卡（或不換）。只有下一位玩家會受影響，即使他真的是該角色也一樣 [R-TURN-5]。
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
rules-characters-heading-first = 角色（`mascarade rules 名稱` 可查看單一角色的完整說明）
rules-characters-heading-second = 面具（`mascarade rules 名稱 --edition second` 可查看單一面具的完整說明）
rules-characters-copies = { $name } ×{ $copies }
rules-characters-needs = { $text }（{ $players }人以上）
rules-second-heading = 第二版
rules-second = 2021年的第二版玩法相同，使用17張面具，4至12人：`mascarade rules --edition second`。

## `mascarade rules 名稱`：單一角色的完整說明

character-page-title = { $upper } [R-CHAR-{ $id }]
character-page-edition = 版本
character-page-edition-second = 第二版（2021）的面具。
character-page-power = 技能
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
character-page-more-reference = 宣稱與異議的流程：`mascarade rules` [R-CLAIM-1 to R-CLAIM-5]。
character-lookup-empty = 沒有提供角色名稱。角色有：{ $names }。
character-lookup-unknown = 「{ $name }」不是化裝舞會的角色。{ $hint }角色有：{ $names }。
character-lookup-hint = {" "}你是指 { $closest } 嗎？

## 每個角色的特殊情況，一行一條，接著是規則書的範例（空訊息表示沒有）。行數要與英文
## 相同：第二版會依位置略去其中幾行。

character-king-second-details =
    真正是國王的異議者即使不是自己的回合，也能領取2元；若下一個輪到他，之後還必須換卡（或不換） [R-TURN-5]。
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
    目標的角色卡被翻開了：若目標坐在宣稱者左手邊，也就是下一個輪到他，他就必須換卡（或不換） [R-TURN-5]。
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
    她複製農民時，若本回合有真正的農民被翻開，她和每位被翻開的農民各領取2元，然後這些農民要付罰款：他們不是女演員。
    LOG: 遊戲紀錄把複製來的技能欄位寫在 `then:` 之下。

character-actress-examples = {""}

character-damned-details =
    沒有人可以宣稱它。在異議中被翻開時，持有者立即遭到淘汰，早於任何技能，而且不必付罰款。
    若是被篡位者、交際花或調查官的技能翻開，改由使用該技能的玩家遭到淘汰，他要把自己的角色卡交給被詛咒者的持有者，而該技能的其餘部分不會發生。
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
    被翻開的玩家若下一個輪到他，就必須換卡 [R-TURN-5]。
    有交際花的組合，至少要有三分之一的角色是女性 [R-SET-5]。

character-courtesan-examples = {""}

character-gambler-details =
    她從公區領取3元，把1、2或3元藏在拳頭裡；另一位玩家猜有幾元。猜對：藏起的錢幣歸猜的人；猜錯：歸她。其餘的放回公區。
    LOG: 遊戲紀錄保存猜的人（`target`）、`hidden` 與 `guess`。

character-gambler-examples = {""}

character-puppet-master-details =
    他向另外兩位玩家各拿1元，然後這兩人交換座位。他們的角色卡與錢幣都留在原位，所以兩人各自接手了對方的牌與錢幣。
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
    真正是國王的異議者即使不是自己的回合，也能領取3元；若下一個輪到他，之後還必須換卡（或不換） [R-TURN-5]。
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
    目標的角色卡被翻開了：若目標坐在宣稱者左手邊，也就是下一個輪到他，他就必須換卡（或不換） [R-TURN-5]。
    目標先付錢給調查官，本回合的罰款之後才支付 [R-CLAIM-4]。

character-inquisitor-examples =
    Bruno 宣稱調查官；Fran 提出異議。Bruno 是調查官，Fran 是皇后。Bruno 指定 Cedric，Cedric 說「法官」，翻開卻是農民：Cedric 付4元給 Bruno，然後 Fran 付1元罰款。

character-widow-details =
    她從公區領取的錢幣，剛好讓她補到10元。
    擁有10元以上時，她什麼也不領取，保留原有的錢幣。

character-widow-examples =
    Adele（1元）宣稱寡婦；Harry 提出異議。Adele 是皇后，Harry 是寡婦：Harry 補到10元，然後 Adele 付出最後一枚錢幣作為罰款，於是遊戲結束，由最有錢的玩家獲勝 [R-END-2]。
