## 政變（Coup）的用語：角色與行動、設定問題、拒絕的理由、每筆紀錄做了什麼，以及 `state`
## 如何描述一局遊戲。反引號之間的字是遊戲紀錄的用語，保持原樣；「可接受」中的角色與行動名稱
## （`Duke`、`foreign_aid`）也一樣，因為遊戲紀錄寫的就是這些名稱。用語對照見
## docs/glossary-zh-TW.md 的「政變（Coup）」一節。

coup-game-name = Coup

# 角色。
coup-character-duke = 公爵
coup-character-assassin = 刺客
coup-character-captain = 隊長
coup-character-ambassador = 大使
coup-character-inquisitor = 審判官
coup-character-contessa = 伯爵夫人

# 行動，照主持人唸出來的說法。
coup-action-income = 收入
coup-action-foreign_aid = 外國援助
coup-action-coup = 政變
coup-action-tax = 收稅
coup-action-assassinate = 刺殺
coup-action-steal = 偷竊
coup-action-exchange = 交換
coup-action-examine = 審問
coup-action-adjust = 修正
coup-action-undo = 復原
coup-action-note = 備註

# 句子中間提到的行動：中文沒有大小寫或詞性的問題，所以就是上面的名稱。
coup-deed-income = { coup-action-income }
coup-deed-foreign_aid = { coup-action-foreign_aid }
coup-deed-coup = { coup-action-coup }
coup-deed-tax = { coup-action-tax }
coup-deed-assassinate = { coup-action-assassinate }
coup-deed-steal = { coup-action-steal }
coup-deed-exchange = { coup-action-exchange }
coup-deed-examine = { coup-action-examine }
coup-deed-adjust = { coup-action-adjust }
coup-deed-undo = { coup-action-undo }
coup-deed-note = { coup-action-note }

# 設定問題：每一則都指出標頭中出錯的鍵。
coup-setup-format = `format` 寫的是「{ $found }」：Coup 的遊戲紀錄應寫 `format: coup-log/1`
coup-setup-player-count = `players` 列了{ $players ->
   *[other] { $players }位玩家
  }：Coup 需要2至10位玩家
coup-setup-name-empty = `players` 中有空白的名字：請寫下每位玩家的名字
coup-setup-name-spaces = `players`：「{ $name }」的前後有空格：請去掉空格再寫
coup-setup-name-unsafe = `players`：「{ $name }」含有換行、控制字元、不可見字元或文字方向覆寫字元：請只用文字、數字和空格
coup-setup-name-too-long = `players`：「{ $name }」超過{ $most }個字元
coup-setup-same-name = `players`：「{ $first }」與「{ $second }」是同一個名字（大小寫不同不能區分玩家）：請幫其中一位換個名字
coup-setup-unknown-first = `first` 寫的是「{ $name }」，但這不是本局的玩家：請寫{ $players }其中之一
coup-setup-unknown-variant = `variant` 寫的是「{ $found }」：請寫 `ambassador`（基本遊戲）或 `inquisitor`
coup-setup-unknown-deal = `deal` 寫的是「{ $found }」：請寫 `standard` 或 `sets`（兩人變體）
coup-setup-deck-too-small = `copies` 是{ $copies }：{ $players }位玩家時，宮廷牌庫一開始會少於2張；請寫{ $least }以上，或省略 `copies`（{ $players }位玩家時預設為{ $default }）
coup-setup-sets-players = `deal: sets` 是兩人變體，但列了{ $players }位玩家：請寫 `deal: standard`，或省略這一項
coup-setup-sets-copies = `deal: sets` 需要每個角色3張（共15張），但 `copies` 是{ $copies }
coup-setup-coins-beyond-treasury = 玩家起始的錢幣合計{ $needed }元，超過 `rules.treasury` 的{ $treasury }元：請調低 `rules.starting_coins` 或調高 `rules.treasury`

# 拒絕的理由（哪裡有問題）。
coup-refusal-game-over = 遊戲已經結束（{ $winner }獲勝），所以不能再執行{ $action }
coup-refusal-missing-key = { $action }需要 `{ $key }`
coup-refusal-key-not-for = { $action }不使用 `{ $key }`
coup-refusal-unknown-player = `{ $key }` 寫的是「{ $name }」，但這不是玩家
coup-refusal-unknown-character = `{ $key }` 寫的是「{ $name }」，但這不是本遊戲的角色
coup-refusal-not-their-turn = 現在輪到{ $next }，不是{ $player }
coup-refusal-actor-out = { $player }已經出局；現在輪到{ $next }
coup-refusal-must-coup = { $player }在回合開始時有{ $coins }元，所以只能發動政變，不能執行{ $action }
coup-refusal-cannot-afford = { $action }要花{ $cost }元，而{ $player }只有{ $coins }元
coup-refusal-missing-target = { $action }需要 `target`
coup-refusal-target-not-taken = { $action }沒有目標
coup-refusal-own-target = { $player }不能以自己為目標
coup-refusal-target-out = { $target }已經出局，不能被指定為目標
coup-refusal-nothing-to-steal = { $target }沒有錢幣可以偷 (D-6)
coup-refusal-examine-without-inquisitor = 審問是審判官的行動，而這局遊戲使用的是大使（`variant: ambassador`）
coup-refusal-not-challengeable = { $action }沒有宣稱任何角色，所以不能被質疑
coup-refusal-own-claim = { $player }不能質疑{ $block ->
    [yes] 自己的阻擋
   *[no] 自己的行動
  }
coup-refusal-challenger-out = { $player }當時已經出局，不能質疑
coup-refusal-cannot-be-shown = 所有的{ $character }都已經正面朝上，所以沒有{ $character }可以出示
coup-refusal-not-blockable = { $action }不能被阻擋
coup-refusal-only-target-blocks = 只有目標{ $target }可以阻擋{ $action }，{ $blocker }不行
coup-refusal-own-action-blocked = { $player }不能阻擋自己的行動
coup-refusal-wrong-block-claim = 「{ $claim }」不能阻擋{ $action }
coup-refusal-block-after-failed = 質疑已經讓{ $action }失敗，沒有東西可以阻擋了
coup-refusal-blocker-out = { $player }當時已經出局，不能阻擋
coup-refusal-missing-loss = `lost` 沒有寫出{ $player }因為{ $cause }翻開了哪一張影響力
coup-refusal-wrong-loser = `lost` 寫的是{ $written }翻開一張牌，但因為{ $cause }而要失去一張的是{ $due }
coup-refusal-extra-loss = `lost` 寫{ $player }翻開一張牌，但{ $due ->
    [0] 現在沒有人需要失去影響力
   *[other] 只需要失去{ $due }點影響力
  }
coup-refusal-no-copy-left = 所有的{ $character }都已經正面朝上，所以不可能再失去{ $character }
coup-refusal-adjust-out = { $player }已經出局，錢幣不能再變動
coup-refusal-adjust-nothing = `coins: 0` 不會改變任何東西
coup-refusal-beyond-treasury = 公區只有{ $treasury }元，少於{ $coins }元
coup-refusal-below-zero = { $player }有{ $has }元，{ $coins }會讓他的錢幣低於0
coup-refusal-nothing-to-undo = 沒有可以復原的紀錄
coup-refusal-not-kept = 這筆紀錄無法保存

# 為什麼要失去影響力，用在上面的拒絕理由中。
coup-cause-action-challenge = 行動被質疑
coup-cause-block-challenge = 阻擋被質疑
coup-cause-coup = 政變
coup-cause-assassination = 刺殺

# 改成什麼就可以接受。
coup-accepted-only-undo-note = `undo` 或 `note`
coup-accepted-key = `{ $key }: …`
coup-accepted-without-key = 不含 `{ $key }` 的這筆紀錄
coup-accepted-one-of = { $items }其中之一
coup-accepted-next-player = `player: { $next }`
coup-accepted-coup-target = `action: coup` 加上 `target`：{ $targets }其中之一
coup-accepted-coins-action = { $player }付得起的行動：{ $actions }
coup-accepted-target = 仍在遊戲中、且不是行動者本人的 `target`：{ $targets }其中之一
coup-accepted-no-target = 不含 `target` 的這筆紀錄
coup-accepted-steal-target = 有錢幣的 `target`：{ $targets }其中之一
coup-accepted-no-steal-target = 其他行動：其他人都沒有錢幣可以偷
coup-accepted-exchange = `action: exchange`；若這局遊戲使用審判官，則在標頭寫 `variant: inquisitor`
coup-accepted-challenge-actions = 只能質疑 `tax`、`assassinate`、`steal`、`exchange` 或 `examine`，或是質疑阻擋
coup-accepted-challenger = 另一位仍在遊戲中的玩家：{ $players }其中之一
coup-accepted-shown-false = `shown: false`
coup-accepted-block-actions = 只能阻擋 `foreign_aid`、`assassinate` 或 `steal`
coup-accepted-blocker = `block: {"{"}by: { $target }, …{"}"}`
coup-accepted-blocker-anyone = 另一位仍在遊戲中的玩家：{ $players }其中之一
coup-accepted-block-claim = `claim:` { $claims }
coup-accepted-no-block = 不含 `block` 的這筆紀錄
coup-accepted-loss = 在 `lost` 中接著寫 `{ $player }: CHARACTER`，CHARACTER 為{ $characters }其中之一
coup-accepted-losses-due = `lost` 中剛好寫{ $due ->
   *[other] { $due }張失去的牌
  }，依結算順序排列
coup-accepted-no-loss = 不含 `lost` 的這筆紀錄
coup-accepted-lost-character = 還有牌尚未翻開的角色：{ $characters }
coup-accepted-adjust = `coins:` 從{ $least }到{ $most }，但不能是0
coup-accepted-nothing = 什麼都不用：這筆紀錄是多餘的

# 每筆紀錄做了什麼。
coup-effect-paid = { $player }付{ $coins }元到公區。
coup-effect-challenged-shown = { $challenger }質疑{ $claimant }的{ $character }：{ $claimant }出示該牌，把它放回宮廷牌庫，再抽一張新牌。
coup-effect-challenged-not-shown = { $challenger }質疑{ $claimant }的{ $character }：{ $claimant }沒有出示。
coup-effect-blocked = { $by }宣稱{ $claim }，進行阻擋。
coup-effect-lost = { $player }翻開{ $character }（{ $cause }）。
coup-effect-out = { $player }失去所有影響力，出局。
coup-effect-failed-challenged = { $action }失敗：宣稱不成立。
coup-effect-failed-blocked = { $action }被阻擋。
coup-effect-refunded = { $player }拿回{ $coins }元。
coup-effect-took = { $player }從公區拿取{ $coins }元。
coup-effect-took-short = { $player }從公區拿取{ $coins }元：應得{ $due }元，但公區只剩這些。
coup-effect-stole = { $player }從{ $from }那裡拿走{ $coins }元。
coup-effect-exchanged = { $player }與宮廷牌庫交換（{ $drawn ->
   *[other] 抽{ $drawn }張
  }）；公開的資訊沒有改變。
coup-effect-examined = { $player }察看{ $target }的一張牌。
coup-effect-examined-forced = { $player }察看{ $target }的一張牌，並要求對方換掉它。
coup-effect-examined-kept = { $player }察看{ $target }的一張牌，然後交還。
coup-effect-nothing-to-hit = { $target }已經出局：沒有牌可以翻了。
coup-effect-returned = { $player }的{ $coins }元回到公區。
coup-effect-game-over = { $winner }是最後一位還有影響力的玩家，獲勝。
coup-effect-adjusted-up = 修正：{ $player }從公區拿取{ $coins }元。
coup-effect-adjusted-down = 修正：{ $player }把{ $coins }元放回公區。
coup-effect-noted = 備註：{ $comment }
coup-effect-noted-empty = 備註。

# `state` 如何描述一局遊戲。
coup-state-turn = 第{ $turn }回合 · 輪到{ $next }
coup-state-must-coup = { $next }有{ $coins }元，必須發動政變。
coup-state-over = 共進行{ $turns ->
   *[other] { $turns }回合
  }後結束：{ $winner }獲勝。
coup-state-treasury = 公區：{ $treasury }元 · 宮廷牌庫：{ $deck }張
coup-state-player = { $coins ->
   *[other] { $coins }元
  }，{ $influence ->
    [0] 已出局
   *[other] { $influence }點影響力
  }
coup-state-face-up = ；已翻開：{ $cards }
coup-state-unseen = 尚未翻開：{ $cards }
coup-state-unseen-one = { $character }{ $copies }張
coup-state-entries = { $entries ->
   *[other] { $entries }筆紀錄
  }生效中

# 過去遊戲清單中的一局。
coup-games-won = { $winner }獲勝：最後一位還有影響力的玩家
coup-games-set = Coup
coup-games-set-variant = Coup（使用{ $character }）

# `mascarade rules --game coup`：在牌桌上教的規則。方括號中的規則編號只出現在參考版
# （`--reference`）；以 `LOG: ` 開頭的行也一樣。
coup-rules-title = Coup：遊戲規則
coup-rules-title-inquisitor = Coup（審判官變體）：遊戲規則
coup-rules-intro = 每位玩家都是腐敗城邦中一個有權勢家族的首領。你面前兩張正面朝下的牌，就是你在宮廷中的影響力；你可以宣稱自己持有任何角色，而任何人都可以揭穿你的謊言。兩張牌都失去，你就出局。
coup-rules-goal-heading = 遊戲目標
coup-rules-goal = 成為最後一位仍有牌正面朝下的玩家。沒有第二名。 [R-COUP-END-1]
coup-rules-setup-heading = 遊戲準備
coup-rules-setup-cards = 宮廷由五種角色各{ $copies }張組成：{ $characters }。洗牌後，發給每位玩家兩張正面朝下的牌，其餘的牌正面朝下放在桌面中央，作為宮廷牌庫。你隨時都可以看自己的牌。 [R-COUP-SETUP-2, R-COUP-SETUP-3]
coup-rules-setup-coins = 每人拿2元；錢幣一律公開擺放。盒中50元錢幣的其餘部分就是公區。錢幣絕不能贈送或借出，任何協議都沒有約束力。 [R-COUP-SETUP-4, R-COUP-SETUP-5]
coup-rules-setup-big = 7或8人時，每種角色使用4張；9或10人時使用5張。額外的牌在《Reformation》擴充裡。 [R-COUP-BIG-1]
coup-rules-turn-heading = 你的回合
coup-rules-turn-one = 依順時針方向輪流進行。輪到你時，必須執行剛好一個行動，不能跳過。只要付得起，任何行動你都可以執行，不論你是否持有該行動的角色。 [R-COUP-TURN-1, R-COUP-TURN-2]
coup-rules-turn-forced = 如果你在回合開始時有10元以上，你的行動必須是政變。 [R-COUP-TURN-3]
coup-rules-turn-target = 有目標的行動，在宣告時就要指明目標：一位仍在遊戲中的其他玩家。 [R-COUP-TURN-4]
coup-rules-actions-heading = 行動
coup-rules-action-income = 從公區拿1元。沒有人能阻止。 [R-COUP-ACT-1]
coup-rules-action-foreign-aid = 拿2元。任何人都可以宣稱{ $duke }來阻擋。 [R-COUP-ACT-2]
coup-rules-action-coup = 支付7元：你的目標翻開一張牌。沒有人能阻止。 [R-COUP-ACT-3]
coup-rules-action-tax = 宣稱{ $duke }：拿3元。 [R-COUP-ACT-4]
coup-rules-action-assassinate = 宣稱{ $assassin }並支付3元：你的目標翻開一張牌。目標可以宣稱{ $contessa }來阻擋；已付的3元不退回。 [R-COUP-ACT-5]
coup-rules-action-steal = 宣稱{ $captain }：從一位有錢幣的玩家那裡拿2元（對方只有1元就拿1元）。目標可以宣稱{ $captain }或{ $exchanger }來阻擋。 [R-COUP-ACT-6, R-COUP-ACT-9]
coup-rules-action-exchange = 宣稱{ $ambassador }：從宮廷牌庫抽2張，從你正面朝下的牌和這兩張中，留下與你原有張數相同的牌，再放回另外兩張。 [R-COUP-ACT-7]
coup-rules-action-exchange-inquisitor = 宣稱{ $inquisitor }：從宮廷牌庫抽1張，想換的話就用它換掉你的一張牌，再放回一張。 [R-COUP-INQ-2]
coup-rules-action-examine = 宣稱{ $inquisitor }：你的目標給你看他的一張正面朝下的牌；你把牌還給他，或是他必須從宮廷牌庫抽一張新牌，再把給你看的那張放回宮廷牌庫。 [R-COUP-INQ-3]
coup-rules-blocks-heading = 阻擋
coup-rules-blocks = 阻擋也是一種宣稱：阻擋者可能在虛張聲勢，也可以被質疑。成立的阻擋會讓行動失效。只有目標可以阻擋偷竊或刺殺；外國援助則可以由其他任何人阻擋。{ $unblockable }都不能被阻擋。 [R-COUP-BLOCK-1, R-COUP-BLOCK-2]
coup-rules-challenges-heading = 質疑
coup-rules-challenge-who = 在遊戲繼續進行之前，任何一位仍在遊戲中的其他玩家，都可以質疑為了行動或阻擋而宣稱的角色。收入、外國援助與政變不宣稱任何角色，不能被質疑。 [R-COUP-CHAL-1, R-COUP-CHAL-2]
coup-rules-challenge-shown = 被質疑的玩家可以出示該角色：質疑者失去1點影響力，出示的牌則放回宮廷牌庫洗勻，然後被質疑者抽一張新牌。 [R-COUP-CHAL-3]
coup-rules-challenge-not-shown = 如果他無法或不願出示，就失去1點影響力，宣稱也隨之失敗：失敗的行動退回費用；失敗的阻擋則讓行動照常發生。 [R-COUP-CHAL-3, R-COUP-CHAL-4]
coup-rules-challenge-order = 一律依照這個順序：行動及其費用、對行動的質疑、阻擋、對阻擋的質疑，最後才是行動的效果。 [R-COUP-CHAL-5]
coup-rules-lose-heading = 失去影響力
coup-rules-lose-choose = 失去影響力的玩家，自己選擇要翻開哪一張牌。翻開的牌在遊戲剩下的時間裡，都正面朝上留在他面前。 [R-COUP-LOSE-1]
coup-rules-lose-two = 刺殺的目標如果質疑{ $assassin }卻質疑錯了，或是宣稱{ $contessa }來阻擋卻出示不了，就可能在一個回合內失去兩張牌。 [R-COUP-LOSE-2]
coup-rules-lose-out = 兩張牌都正面朝上時，你就出局：你的錢幣在該回合結束時回到公區。 [R-COUP-LOSE-3]
coup-rules-two-heading = 兩人遊戲
coup-rules-two-coins = 起始玩家只拿1元。 [R-COUP-2P-1]
coup-rules-two-sets = 兩人變體：把牌分成三組，每組五種角色各一張。每位玩家拿一組，秘密留下一張，其餘四張不看、放到一旁；把第三組洗勻，每人發一張，剩下的三張就是宮廷牌庫。 [R-COUP-2P-2]
coup-rules-inquisitor-heading = 審判官
coup-rules-inquisitor = 任何人數都能使用的變體：以{ $inquisitor }取代所有的{ $ambassador }。它交換一張牌而不是兩張，可以審問其他玩家的牌，也能阻擋偷竊。 [R-COUP-INQ-1, R-COUP-INQ-4]
coup-rules-companion-heading = 本程式幫你記下的事
coup-rules-companion = 錢幣與公區、輪到誰與強制政變、每一張正面朝上的牌與誰已出局，以及每個角色還有幾張從未被翻開過。本程式從不詢問正面朝下的牌。 [R-COUP-TRACK-1, R-COUP-TRACK-2]
coup-rules-log-turn = LOG: 一個回合就是一筆紀錄：`action`、`player`、`target`，接著是 `challenge: {"{"}by, shown{"}"}`、`block: {"{"}by, claim, challenge{"}"}` 與 `lost:`，也就是依結算順序翻開的牌。

# 公開看板（`mascarade board`）。
coup-board-treasury = 公區
coup-board-last-turn = 上一回合
coup-board-no-turn = 還沒有人行動。
coup-board-unseen-one = { $character }：{ $total }張中還有{ $copies }張未現身
coup-board-influence = { $influence ->
    [0] 已出局
   *[other] { $influence }點影響力
  }

# 逐步回顧一局（`mascarade replay`）。
coup-replay-title = Coup · 重播 · { $at } · { $file }
coup-replay-at-start = 開局，共{ $total }筆紀錄
coup-replay-at-turn = 第{ $entry }筆紀錄，共{ $total }筆，第{ $turn }回合
coup-replay-at-entry = 第{ $entry }筆紀錄，共{ $total }筆
coup-replay-entry = {" "}發生了什麼{" "}
coup-replay-start = 開局：每個人都拿到起始錢幣和兩張蓋著的牌。按 → 逐步檢視這局遊戲。

## 牌桌：主持人一次輸入一件事，記下一個回合。
coup-table-title = Coup · { $state } · { $file }
# 遊戲結束後標題上的狀態：要短，紀錄檔的名稱才放得下。
coup-table-title-over = 遊戲結束，{ $winner }獲勝
coup-table-seats = {" "}牌桌{" "}
coup-table-unseen = {" "}未現身的牌{" "}
coup-table-history = {" "}發生了什麼{" "}
coup-table-turn = {" "}第{ $turn }回合{" "}
coup-table-preview = {" "}儲存之前{" "}
coup-table-fix = {" "}修正{" "}
coup-table-note = {" "}備註{" "}
coup-table-over = {" "}遊戲結束{" "}
coup-table-coins = { $coins ->
   *[other] { $coins }元
  }
coup-table-out = 已出局
coup-table-must-coup = 必須發動政變
coup-table-unseen-one = [{ $key }] { $character }：{ $total }張中還有{ $copies }張
coup-table-all-face-up = { $character }：每一張都已翻開，宣稱它一定是虛張聲勢
coup-table-nothing-yet = 還沒有任何事：遊戲開始。
coup-ask-action = 輪到{ $player }：哪個行動？
coup-ask-target = { $player }：{ $action }，對誰？
coup-ask-challenge = 有人質疑{ $claimant }的{ $character }嗎？
coup-ask-challenge-block = 有人質疑{ $claimant }以{ $character }阻擋嗎？
coup-ask-block = 有人阻擋{ $action }嗎？
coup-ask-loss = { $player }翻開哪張牌？（{ $cause }）
coup-ask-forced = { $player }已看過{ $target }的牌：{ $player }有沒有要求{ $target }換掉它？
coup-ask-preview = Enter 儲存這個回合；Esc 退回一步。
coup-choice-nobody = 沒有人
coup-choice-challenger = { $player }質疑
coup-choice-shown = 出示：{ $claimant }確實有{ $character }
coup-choice-not-shown = 沒有出示
coup-choice-forced = 有：{ $target }換掉這張牌
coup-choice-kept = 沒有：{ $target }留著這張牌
coup-choice-block = { $player }以{ $character }阻擋
coup-choice-blocker = { $player }阻擋
coup-no-such-key = { $key } 不是畫面上的任何選項：請按方括號中的鍵，或按 ? 取得說明。
coup-loss-own-key = 翻開哪張牌由{ $player }決定：請按那張牌的鍵（只按 Enter 不會選任何一張）。
coup-adjust-whose = 修正：誰的錢幣？
coup-adjust-coins = { $player }有{ $coins }元：從公區拿多少（+）或還回多少（−）？輸入數字後按 Enter。
coup-adjust-not-a-number = 「{ $typed }」不是錢幣數量：例如輸入 +2 或 −1。
coup-adjust-out-of-range = { $player }只能修正{ $least }到+{ $most }元（自己持有的、公區裡的），不能是{ $typed }：請輸入這個範圍內、不是0的數字。
coup-note-prompt = 給這局歷史的備註：輸入後按 Enter。
coup-over-out = 依序出局：{ $players }

## 新遊戲：設定表單，然後是要從盒中取出的牌。
coup-setup-title = Coup · 新遊戲
coup-setup-form = {" "}牌桌{" "}
coup-setup-about = {" "}說明{" "}
coup-setup-players = 玩家，依順時針（輸入名字後按 Enter）
coup-setup-first = 先手玩家
coup-setup-first-default = 第一位入座者
coup-setup-variant = 變體
coup-setup-variant-ambassador = 基本遊戲（大使）
coup-setup-variant-inquisitor = 以審判官取代大使
coup-setup-copies = 每個角色的張數
coup-setup-copies-auto = { $copies }（{ $players }位玩家）
coup-setup-deal = 發牌
coup-setup-deal-standard = 標準
coup-setup-deal-sets = 兩人成套發牌
coup-setup-coins = 起始錢幣
coup-setup-treasury = 盒中錢幣
coup-setup-teach-players = 依順時針安排 2 到 10 位玩家：每人坐在前一位的左邊。名字為空時按 Backspace 會移除最後一位。
coup-setup-teach-first = 進行第一回合的玩家；之後依順時針進行。
coup-setup-teach-variant = 審判官取代大使：他交換一張牌，可以檢視其他玩家的一張牌，並能阻擋偷竊。
coup-setup-teach-copies = 6 人以下每個角色 3 張，7 或 8 人 4 張，9 或 10 人 5 張（宗教改革擴充有額外的牌）。用 ◀ ▶ 更改。
coup-setup-teach-deal = 兩人時，規則書的變體：三套各含每個角色一張的牌；每位玩家從一套中留一張，其餘四張蓋著放到一旁，不讓任何人看。
coup-setup-teach-coins = 每人起始 2 元（兩人遊戲時先手少 1 元）。家規可以更改；紀錄檔會記下。
coup-setup-teach-treasury = 盒中有 50 元；公區是沒有玩家持有的錢幣。家規可以更改；紀錄檔會記下。
coup-deal-title = {" "}第一回合之前{" "}
coup-deal-take = 從盒中取出下列每個角色各{ $copies }張：{ $characters }（共{ $cards }張）。其餘放回盒中。
coup-deal-shuffle = 洗牌後每人發兩張蓋著的牌；剩下的{ $deck }張是宮廷牌庫，蓋著放在中間。
coup-deal-sets = 分成三套，每套各含每個角色一張。每位玩家拿一套，秘密留下一張，其餘四張蓋著放到一旁，不讓任何人看。將第三套洗勻，每人發一張；最後三張是宮廷牌庫。
coup-deal-coins = 每人拿{ $coins }元；公區留下{ $treasury }元。
coup-deal-coins-two = 每人拿{ $coins }元，但先手的{ $first }拿{ $first_coins }元；公區留下{ $treasury }元。
coup-deal-memory-aid = 使用記憶輔助：每個座位會顯示該玩家宣稱過什麼，在牌桌畫面（按 m 隱藏）和公開看板上。
coup-deal-first = Enter：第一回合，輪到{ $first }。
coup-setup-heading = { $label }：
coup-setup-field = { $label }：{ $value }

## 俱樂部的 Coup 數據（mascarade stats）。
coup-stats-games = { $games ->
   *[other] 共{ $games }局遊戲
  }（{ $finished }局已結束，{ $unfinished }局未完成）
coup-stats-players-heading = 玩家（勝率只計算已結束的遊戲）
coup-stats-bluffing-heading = 宣稱：被質疑、被識破、成功辯護
coup-stats-challenges-heading = 質疑與阻擋
coup-stats-characters-heading = 角色
coup-stats-length-heading = 每局遊戲的長度
coup-stats-col-lost = 失去的牌
coup-stats-col-eliminations = 淘汰他人
coup-stats-col-out = 出局
coup-stats-col-claims = 宣稱
coup-stats-col-challenged = 被質疑
coup-stats-col-caught = 被識破
coup-stats-col-defended = 成功辯護
coup-stats-col-challenges = 質疑
coup-stats-col-won = 質疑成功
coup-stats-col-blocks = 阻擋
coup-stats-col-blocks-challenged = 阻擋被質疑
coup-stats-col-turned-up = 被翻開
coup-md-title = Coup，{ $when }（{ $length }）
coup-md-end = 每位玩家的結局
coup-md-coins = 錢幣
coup-md-face-up = 已翻開
coup-stats-heading = Coup

## The printable player aid (mascarade aid --game coup).
coup-aid-title = Coup · { $players }位玩家
coup-aid-more = 完整規則請見：mascarade rules --game coup。

# 誰做了什麼，每一回合的紀錄都先說這句。
coup-effect-declared-income = { $player }拿取收入。
coup-effect-declared-foreign-aid = { $player }拿取外國援助。
coup-effect-declared-coup = { $player }對{ $target }發動政變。
coup-effect-declared-tax = { $player }宣稱{ $character }，收稅。
coup-effect-declared-assassinate = { $player }宣稱{ $character }，試圖刺殺{ $target }。
coup-effect-declared-steal = { $player }宣稱{ $character }，試圖向{ $target }偷竊。
coup-effect-declared-exchange = { $player }宣稱{ $character }，要交換牌。
coup-effect-declared-examine = { $player }宣稱{ $character }，要審問{ $target }的一張牌。

# 復原拿回了什麼。
coup-effect-undone = 已復原：{ $what }。
coup-effect-undone-changes = 已復原：{ $what }——{ $changes }。
coup-undid-turn = 第{ $turn }回合{ $player }的{ $action }
coup-undid-entry = { $action }（第{ $entry }筆紀錄）
coup-undid-coins = { $who } { $made }→{ $back }
coup-undid-treasury = 公區
coup-undid-face-down = { $player }的{ $character }重新正面朝下
coup-redone = { $what }——{ $first }

# 「未現身」一欄，一句話放不下一行的時候。
coup-table-all-face-up-short = [{ $key }] { $character }：0/{ $total }張 · 必是虛張聲勢
coup-table-treasury = 公區：{ $treasury }元
coup-table-deck = 宮廷牌庫：{ $deck }張

# 設定畫面上的問題，用表單的說法。
coup-form-player-count = { $players ->
    [0] 還沒有玩家：輸入每個名字後按 Enter（Coup 需要2至10位玩家）
   *[other] { $players }位玩家：Coup 需要2至10位玩家
  }
coup-form-name-empty = 有一個名字是空的：請輸入玩家的名字
coup-form-name-spaces = 「{ $name }」前後有空格：請不加空格重新輸入
coup-form-name-unsafe = 「{ $name }」含有換行、控制字元、不可見字元或文字方向覆寫字元：請只輸入文字、數字和空格
coup-form-name-too-long = 「{ $name }」超過{ $most }個字元：請縮短
coup-form-same-name = 「{ $first }」和「{ $second }」是同一個名字（大小寫不能區分玩家）：請替其中一位換個名字
coup-form-unknown-first = 第一位玩家「{ $name }」不在玩家之中：請從{ $players }中選一位
coup-form-seated-twice = 「{ $name }」入座了兩次：請替其中一位換個名字
coup-form-deck-too-small = { $players }位玩家時，每個角色{ $copies }張會讓宮廷牌庫少於2張：請選{ $least }張以上
coup-form-sets-players = 成套發牌是兩人遊戲用的，現在有{ $players }位玩家：請選標準發牌
coup-form-sets-copies = 成套發牌需要每個角色3張，不是{ $copies }張
coup-form-coins-beyond-treasury = 玩家起始錢幣合計{ $needed }元，比盒中的{ $treasury }元還多：請減少起始錢幣，或增加盒中錢幣

# The table: refusals said on screen, an undo with nothing to undo, a correction typed, a turn in what happened.
coup-screen-refusal = { $problem }（{ $rule }）。
coup-adjust-digits-only = 「{ $typed }」不是數字：請用數字輸入錢幣數，前面加 + 或 − 表示給予或收回。
coup-adjust-empty = 請先輸入錢幣數：+2 從公區拿2元，−1 還回1元。
coup-history-turn = { $turn }. { $said }
coup-ask-shown = { $who }：有沒有出示那張牌？
coup-ask-block-as = { $who }：宣稱哪個角色？
coup-key-clear = 清除這一行

## `--help`：每個指令與引數（help-COMMAND 與 help-COMMAND--ARGUMENT），以及標題

variant-unknown = 「{ $variant }」不是 Coup 的變體：請寫 ambassador 或 inquisitor
deal-unknown = 「{ $deal }」不是 Coup 的發牌方式：請寫 standard，或 sets（兩人遊戲）
cli-rules-coup-character = Coup 的角色都在同一頁說明：mascarade rules --game coup
cli-simulate-coup-players = Coup 適合 2 到 10 位玩家，不是 { $players } 位
cli-simulate-wrote-coup = 已將 { $games } 局 { $players } 人的 Coup（{ $entries } 筆記錄）寫入 { $folder }

## 畫面：開始選單、過去的遊戲、重播、說明、外框

start-new-coup = 新的 Coup 遊戲

## The memory aid: what each player has claimed, beside their seat
coup-memory-heading = 每位玩家宣稱過什麼
coup-claims-legend = 2：宣稱了兩次 · ✓ 出示證明 · ✗ 詐唬被識破
coup-table-claims = {" "}宣稱 · 未現身{" "}
coup-key-claims = 宣稱
coup-table-unseen-row = 未現身（共{ $total }）
coup-setup-memory-aid = 記憶輔助
coup-setup-memory-aid-off = 關閉
coup-setup-memory-aid-on = 開啟
coup-setup-teach-memory-aid = 給新手牌桌：在每個座位旁顯示該玩家這局宣稱過的角色、次數，以及哪些曾出示證明。玩家本來應該自己記住，所以預設關閉，需要時再選擇；紀錄檔會記下這個選擇。

## Its options on the command line (`--help`): the same on every command that takes them,
## unless a command says its own.
help-option--variant = Coup：ambassador（基本遊戲，預設）或 inquisitor
help-option--deal = 兩人 Coup：standard（預設）或 sets
