# 化裝舞會小幫手（Mascarade Companion）：繁體中文（台灣）。
# 本程式自己的文字：兩款遊戲共用的程式碼所說的每段文字（命令列與 `--help`、紀錄檔的錯誤、選單與
# 畫面框架、按鍵、終端機、網頁看板、匯出與統計），以及兩款遊戲都用到的訊息。化裝舞會的文字在
# mascarade.ftl，政變的在 coup.ftl；每個檔案都與同名的英文檔有相同的 id（有測試檢查）。

## 語言

lang-unknown = { $source } 指定的語言 `{ $asked }`，本程式不支援
lang-accepted = { $choices } 其中之一
# 放在可接受的值之前，接在說明哪裡有問題的訊息之後。
accepted = 可接受
lang-label = 語言

## 每筆紀錄做了什麼，一句話一筆（歷史、`state`、重播、預覽）

coins = { $n }元

## 規則現在允許什麼，以及遊戲如何結束

list-separator = 、
list-and = { $a }與{ $b }
names-nobody = 沒有人
names-two = { $first }和{ $last }

## 畫面：各按鍵的功能，照頁尾與說明的說法

key-plus-10 = +10
key-minus-10 = −10
key-add = 新增
key-back = 返回
key-cancel = 取消
key-change = 更改
key-confirm = 確認
key-ends = 首尾
key-fix = 修正
key-help = 說明
key-history-earlier-later = 歷史：較早、較晚
key-menu = 選單
key-move = 移動
key-next = 下一步
key-note = 備註
key-pick = 選取
key-quit = 離開
key-redo = 重做
key-save = 儲存
key-scroll = 捲動
key-start = 開始
key-undo = 復原
key-choose = 挑選
key-key = 按鍵
key-page = 翻頁

## 畫面：開始選單、過去的遊戲、重播、說明、外框

past-turns = { $n }回合
replay-table = {" "}牌桌{" "}
help-keys-now = 目前可用的按鍵
frame-too-small = 終端機視窗太小：至少需要{ $width }×{ $height }。
frame-enlarge = 請放大視窗，或按 q 離開：遊戲已安全保存在紀錄檔中。
frame-scroll = ↑↓ 捲動：上方還有{ $above }行，下方還有{ $below }行
frame-more = ↑↓ 查看其餘項目：上方還有{ $above }項，下方還有{ $below }項
start-continue = 繼續最近一局未完成的遊戲（{ $file }）
start-open = 開啟過去的遊戲
start-rules = 閱讀規則
start-quit = 離開
start-language = { $label }：{ $language }
start-read-only = 以唯讀方式檢視 { $file }（重播）：它正在另一個視窗中進行
start-open-elsewhere = { $file } 已在另一個 mascarade 視窗中開啟，並由那個視窗寫入：請在那裡繼續，或在這裡以唯讀方式開啟（Enter）
start-teaching = 按括號中的按鍵選擇，或用 ↑↓ 和 Enter。每局遊戲進行時都會寫入紀錄檔。
start-rules-teaching = { $games } 的規則，依序列出：內容與 mascarade rules --game GAME 相同。按 Esc 返回。
start-no-logs = { $folder } 中還沒有遊戲紀錄
start-tagline = 牌桌小幫手：錢幣、回合、宣稱，以及每局遊戲的歷史
start-rules-title = {" "}規則（↑↓ PgUp PgDn 捲動）{" "}
start-language-now = 語言：{ $language }
past-unreadable = { $folder }{ $file } · 無法讀取：{ $problem }
past-more-players = { $players } +{ $more }
past-won = { $folder }{ $when } · { $players } · { $winners }獲勝 · { $turns }
past-unfinished = { $folder }{ $when } · { $players } · 未完成，{ $turns }
past-teaching = 過去的遊戲以唯讀方式開啟：可以一筆一筆逐步檢視。
past-title = {" "}過去的遊戲，最新的在前：選一局來重播{" "}
# The help over the start menu, the past games, the statistics and the rules: no characters there.
help-overlay-title = {" "}說明 — ↑↓ PgUp PgDn：捲動 · Esc：關閉{" "}
help-choice-keys = 按下每個選項旁邊的按鍵即可選擇
help-ctrl-c = Ctrl+C 隨時都能離開，打字中也可以：所有內容都已寫入紀錄檔
help-this-step = 這一步
frame-size = 目前是 { $width }×{ $height }；化裝舞會至少需要 { $min_width }×{ $min_height }。
frame-title = 化裝舞會小幫手

## 畫面：牌桌

table-redone = 已重做：{ $effects }
table-type-note = 請先輸入備註（Esc 取消）
table-history-more-below = …… PgDn：這筆紀錄的其餘部分

## 畫面：離開、按鍵、終端機，以及遊戲中的紀錄檔

app-quit = 要離開嗎？y：離開 · m：回到開始選單 · 其他任何鍵：留下（遊戲已寫入紀錄檔，之後可以繼續）
session-no-space = { $problem }：請清出一些空間，或為紀錄檔選擇另一個資料夾（--log-dir）
session-no-free-name = { $folder }：沒有可用的新紀錄檔名稱；請用 --log-dir 選擇另一個資料夾
session-damaged = { $problem }（損壞的結尾已保留，如紀錄檔最後幾行所述，遊戲繼續進行）
session-not-written = 無法寫入紀錄檔，所以這筆輸入沒有被接受：{ $problem }；問題解決後，請再輸入一次
session-nothing-to-redo = 沒有可以重做的：自上一筆輸入以來，沒有復原任何紀錄
terminal-needed = 畫面需要終端機：請在終端機視窗中執行 mascarade（文字示範：mascarade demo；查看遊戲狀態：mascarade state 檔案）
terminal-dumb = 這個終端機（TERM=dumb）無法繪製畫面：請在完整的終端機中執行 mascarade，或使用指令（mascarade state 檔案、mascarade check 檔案、mascarade rules、mascarade --help）
terminal-no-term = 沒有設定 TERM，所以無法繪製畫面：請在終端機視窗中執行 mascarade，或使用指令（mascarade state 檔案、mascarade check 檔案、mascarade rules、mascarade --help）
terminal-setup = 無法設定終端機：{ $problem }
terminal-error = 終端機錯誤：{ $problem }
app-no-choice = { $key }：沒有任何選項使用這個按鍵
app-in-its-log = 遊戲已寫入紀錄檔：在選單上按 c 即可繼續
app-not-on-disk = 遊戲沒有存到磁碟上：{ $problem }。請清出一些空間後再試一次
app-not-on-disk-quit = 遊戲沒有存到磁碟上：{ $problem }。請清出一些空間，然後再離開一次（q y 或 Ctrl+C）以寫入並離開；若仍然無法寫入，程式一樣會離開，這局遊戲就會遺失
app-quit-over = 要離開嗎？y：離開 · m：回到開始選單 · 其他任何鍵：留下（這局已結束，並記在紀錄檔中）

## 拒絕：一筆紀錄哪裡有問題，以及可接受的寫法
## 拒絕訊息以 `refusal-frame` 的形式呈現：哪裡有問題（一則 `refusal-…` 訊息）、違反的規則，
## 然後是可接受的寫法（一則 `refusal-accepted-…` 訊息）。反引號之間的字是紀錄檔的用字，
## 照原樣保留；可接受寫法中的角色名稱（`Witch`、`King`）也一樣，因為紀錄檔寫的就是這些名稱。

rule-log-format = 紀錄檔格式
refusal-frame = { $problem } ({ $rule })。可接受：{ $accepted }

## 命令列與遊戲紀錄：訊息、錯誤與報告

# 放在指令的錯誤或警告之前，輸出到標準錯誤。
cli-error = 錯誤：{ $message }
cli-warning = 警告：{ $message }
cli-no-unfinished-game = { $folder } 中沒有未完成的遊戲：請提供紀錄檔的路徑（mascarade resume 檔案），或用 mascarade new 開始新遊戲
cli-cannot-write-output = 無法寫入標準輸出：{ $reason }
cli-output-closed = 它已被關閉（`>&-`），因此無法寫出任何內容：請把它導向檔案、管線或終端機
cli-generate-failed = 無法產生自動補全或 man 說明頁：{ $problem }
cli-arg-unknown-option = 這裡沒有 `{ $option }` 這個選項
cli-arg-unexpected = `{ $word }` 在這裡是多出來的一個詞
cli-arg-did-you-mean = { $said }：你是指 `{ $closest }` 嗎？
cli-arg-dash-value = { $said }：若要把 `{ $option }` 當成值，請在它前面寫 `--`
cli-arg-value-missing = { $option } 需要一個值：{ $accepted } 其中之一
cli-arg-value-missing-any = { $option } 後面需要接一個值
cli-arg-value-not-one-of = `{ $value }` 不是 { $option } 可用的值：請寫 { $accepted } 其中之一
cli-arg-value-wrong = { $option }：{ $why }
cli-arg-missing = 這個指令需要 { $missing }
cli-arg-no-command = 沒有 `{ $command }` 這個指令
cli-arg-no-command-closest = 沒有 `{ $command }` 這個指令：你是指 `{ $closest }` 嗎？
cli-arg-command-missing = `{ $command }` 後面需要接一個子指令：{ $accepted }
cli-arg-conflict = { $option } 不能和 { $other } 一起用：請擇一
cli-arg-no-equals = { $option } 的值要寫在 `=` 之後，例如 { $option }=值
cli-arg-too-many = 對 { $option } 來說，`{ $value }` 是多出來的一個值
cli-arg-values-count = { $option } 所給的值個數不對
cli-arg-not-utf8 = 指令列中有一個詞不是 UTF-8 文字
cli-arg-unreadable = 無法讀取這行指令
cli-arg-more = 各選項的意思請看：{ $help }
cli-arg-not-a-number = `{ $value }` 不是整數：請寫 { $min } 到 { $max } 之間的整數
cli-arg-out-of-range = { $value } 不在 { $min } 到 { $max } 之間：請寫 { $min } 到 { $max } 之間的整數
# `mascarade check`：讀了幾個檔案，以及其中有幾筆紀錄。
cli-check-valid = { $files ->
   *[other] { $files }個檔案有效（共{ $entries }筆紀錄）。
}
cli-check-warning = { $file }：警告：{ $warning }
cli-check-no-logs = { $folder }：這個資料夾及其子資料夾裡沒有遊戲紀錄檔（.yaml 檔案）
cli-check-not-valid = { $files ->
   *[other] { $files }個檔案中有{ $bad }個無效。
}
cli-out-is-a-file = { $path }：這是檔案，不是資料夾：請給 --out 一個存放紀錄檔的資料夾（不存在時會自動建立）
# `mascarade state`：給人看的摘要（`state --json` 在每種語言中都相同）。
cli-state-players = { $players }位玩家
# 摘要第一行各部分之間：7位玩家，1張中央卡，劇本 classic。
cli-state-separator = ，
cli-state-title = { $file } — { $details }
cli-state-next = ← 下一位
cli-state-winner = ★ 獲勝
cli-state-last-entries = 最近幾筆紀錄：
# 紀錄檔中的位置：`game.yaml:12:5`，接著是標頭，或紀錄的編號。
log-at-header = { $place }：標頭
log-at-entry = { $place }：第{ $entry }筆紀錄
log-cannot-create = { $folder }：無法在這個資料夾建立新的遊戲紀錄（{ $reason }）：請用 --log-dir 選擇另一個資料夾
log-not-a-file = { $kind ->
    [fifo] { $path }：這是具名管道（FIFO），不是可以讀取的檔案：請提供 .yaml 檔案的路徑
    [device] { $path }：這是裝置，不是可以讀取的檔案：請提供 .yaml 檔案的路徑
    [socket] { $path }：這是通訊端，不是可以讀取的檔案：請提供 .yaml 檔案的路徑
    [folder] { $path }：這是資料夾，不是可以讀取的檔案：請提供 .yaml 檔案的路徑
   *[other] { $path }：這不是一般檔案，無法讀取：請提供 .yaml 檔案的路徑
}
log-too-large = { $path }：檔案大小為 { $size } MB，對遊戲紀錄或劇本來說太大了（上限是 { $limit } MB）：請確認是不是正確的檔案
log-locked = { $path }：這局遊戲已在另一個 mascarade 視窗中開啟，並由那個視窗寫入：請在那裡進行，或用 `mascarade replay { $path }` 以唯讀方式跟著看
log-would-be-too-large = { $path }：這筆紀錄會讓紀錄檔超過 { $limit } MB，也就是本程式能讀取的上限：請縮短內容（這麼長的備註應該放在另一個檔案）
log-not-a-folder = { $path }：這是檔案，不是資料夾：請提供存放紀錄檔的資料夾（不存在時會自動建立）
log-empty = { $path }：檔案是空的：遊戲紀錄以標頭開始，標頭寫明 format（{ $formats }）與 players
log-setup-not-valid = { $at }：設定無效：
log-rejected = { $at }：不接受：{ $error }
# 系統對某個檔案的回報。
log-io-not-found = 找不到這個檔案或資料夾
log-io-permission-denied = 權限不足：這個使用者無法讀取或寫入它
log-io-read-only = 磁碟是唯讀的
log-io-disk-full = 磁碟已滿
log-io-quota = 磁碟配額已用完
log-io-already-exists = 已經有同名的檔案
log-io-is-a-folder = 這是資料夾
log-io-not-a-folder = 路徑中有一部分是檔案，而不是資料夾
log-io-too-large = 檔案太大
log-io-link-loop = 這是一個繞成迴圈的符號連結，不指向任何檔案
# 無法讀取的 YAML 文件，用白話說明。
log-header-not-valid = 標頭無效：{ $problem }
log-entry-not-valid = 這筆紀錄無效：{ $problem }
log-yaml-too-deep = 這裡的清單與對應表巢狀層數太深：遊戲紀錄只需要幾層
log-yaml-too-many-aliases = YAML 錨點（&名稱）或別名（*名稱）太多：請把每個值完整寫出
log-yaml-too-large = 這份文件太大了，不可能是標頭、紀錄或劇本
log-yaml-alias-loop = YAML 別名（*名稱）指向自己，或沒有指向任何東西：請把值完整寫出
log-yaml-expected-count = 這裡應該是0以上的整數，例如 2
log-yaml-expected-integer = 這裡應該是整數，例如 2 或 -2
log-yaml-number-too-large = `{ $value }` 這個數字太大了：遊戲中沒有任何數量會接近它
log-yaml-expected-bool = 這裡應該是 true 或 false
log-yaml-at-key = `{ $key }`：{ $problem }
log-yaml-expected-plain = 這裡應該是單純的值
log-yaml-nothing-written = 文字在寫下任何內容之前就結束了
log-yaml-second-document = 這裡開始了第二份 YAML 文件（`---`）：劇本只有一份文件；而在遊戲紀錄中，每個 `---` 都要自成一行（每行以換行字元結尾）
log-yaml-key-twice = `{ $key }` 寫了兩次：每個鍵只能出現一次
log-yaml-a-key-twice = 有個鍵寫了兩次：每個鍵只能出現一次
log-yaml-missing = 缺少 `{ $field }`
log-yaml-not-one-of = `{ $value }` 不是 { $expected } 其中之一
log-yaml-expected-not = 這裡應該是{ $expected }，而不是{ $found }
log-yaml-is-not = { $value } 不是{ $expected }
log-yaml-expected-name-not-nothing = 這裡應該是名稱或一個詞，不能是空的
log-yaml-not-utf8 = 這不是 UTF-8 文字：請把檔案存成 UTF-8
log-yaml-could-not-read = 無法讀取：{ $reason }
# serde 預期的東西，用白話說，放在 log-yaml-expected-not 與 log-yaml-is-not 之中。
log-yaml-a-list = 清單
log-yaml-key-value-lines = `key: value` 形式的行
log-yaml-a-name = 名稱或一個詞
log-yaml-a-count = 0以上的整數
log-yaml-an-integer = 整數
# YAML 解析器的訊息，用白話說明。
log-yaml-expected-list = 這裡應該是清單：項目放在方括號 [ ] 中，或寫在鍵下方以 `- ` 開頭的各行
log-yaml-expected-map = 這裡應該是 `key: value` 形式的行
log-yaml-expected-name = 這裡應該是名稱或一個詞，而不是清單或對應表
log-yaml-expected-start = 這一行之前應該有 `---`：新的一筆紀錄以 `---` 這一行開始
log-yaml-colon = 這裡不能出現 `: `：含有 `: ` 的值要加上引號，例如 comment: "a: b"
log-yaml-not-key-value = 這一行不是 `key: value`：先寫鍵，再寫 `: ` 和它的值，例如 `player: Ana`
log-yaml-after-quote = 加了引號的值後面，同一行還有文字：請把整個值放在引號內
log-yaml-block-scalar = `|` 或 `>` 之後必須換行：文字寫在接下來的各行，並且縮排
log-yaml-unclosed-quote = 引號開了卻沒有關上：請在值的結尾關上引號
log-yaml-brackets = 括號沒有對應：每個 `[` 要用 `]` 關上，每個 `{"{"}` 要用 `{"}"}` 關上
log-yaml-not-lined-up = 這一行沒有和其他行對齊：每一行都是相同縮排的 `key: value`，清單項目 `- …` 則寫在它們的鍵下方
log-yaml-item-not-lined-up = 有個清單項目沒有和其他項目對齊：同一個清單的每個 `- ` 都要從同一欄開始
log-yaml-tab = 用了 Tab 字元縮排：YAML 要用空格縮排
log-yaml-ends-inside = 文件在清單或對應表的中間結束了：請關上它的括號，或寫完它的各行
log-yaml-ends-early = 文字太早結束了
log-yaml-sign = 這個符號在這個位置會被 YAML 當成語法符號：請把值加上引號
log-yaml-comment = 值後面緊接著 `#`：註解前面要加一個空格，或把值加上引號
log-yaml-item-out-of-place = 這裡不能有清單，卻出現了 `- ` 清單項目：清單項目要各自一行，寫在像 `contests:` 這樣的鍵下方
log-yaml-not-alias = 這個 `&` 或 `*` 不是 YAML 錨點或別名：請把值加上引號
log-yaml-not-tag = 這個 `!` 不是 YAML 標籤：請把值加上引號
log-yaml-directive = 檔案中間出現了以 `%` 開頭的行：像 %YAML 這樣的 YAML 指令只能放在第一個 `---` 之前
log-yaml-key-for-value = 應該是值的地方出現了鍵：請把值加上引號
log-yaml-one-word = 這裡應該是一個詞，例如 swap
log-yaml-value-missing = 這裡缺少一個值
log-yaml-map-not-closed = 大括號中的對應表沒有在該結束的地方關上：它的 `key: value` 配對以 `, ` 分隔，並以 `{"}"}` 結尾
log-yaml-list-not-closed = 方括號中的清單沒有在該結束的地方關上：它的項目以 `, ` 分隔，並以 `]` 結尾
log-yaml-bracket-not-closed = 這裡的 `{ $open }` 沒有關上：請用 `{ $close }` 關上
log-yaml-cannot-start = 值不能在這裡以 `{ $character }` 開頭：請把值加上引號
log-yaml-version = `{ $line }`：遊戲紀錄是 YAML 1.2（用 1.1 讀也一樣）：請寫 `%YAML 1.2`，或拿掉這一行
log-not-a-time = `{ $text }` 不是日期時間：請依 RFC 3339 書寫，例如 2026-12-02T19:30:00+07:00
log-yaml-merge = 這裡不支援合併鍵（`<<`）：請把每個鍵逐一寫出
log-yaml-shape = 這裡的結構不符合預期：請寫成 `key: value` 形式的行，清單則寫成 `[a, b]`
log-yaml-unknown-key = `{ $key }` 不是這裡的鍵：可用的鍵有 { $expected }
log-yaml-unknown-key-closest = `{ $key }` 不是這裡的鍵（你是指 `{ $closest }` 嗎？）：可用的鍵有 { $expected }
log-yaml-a-bool = true 或 false
log-yaml-a-map-of-names = `名稱: 值` 形式的行，例如 `Ana: King`
log-yaml-a-word = 一個詞
log-yaml-another-value = 其他類型的值
log-yaml-found-text = 文字「{ $value }」
log-yaml-nothing = 空值
log-yaml-list-item-here = 這裡不能開始一個清單項目（`- `）：請把值寫在鍵的後面，如 `key: value`，或把清單寫成 `key: [a, b]`
log-yaml-bom = 文字中間有位元組順序記號（U+FEFF）：只有檔案最開頭才能有它；請刪除它
log-yaml-syntax = 這一行無法當成 YAML 讀取：請寫成 `key: value` 形式的行，例如 `player: Ana`
# 損壞的位元組，以及寫入時被截斷的最後一筆紀錄。
log-damage-not-utf8 = 這一行不是 UTF-8 文字：請把紀錄檔存成 UTF-8（遊戲紀錄是 YAML 文字檔）
log-damage-not-text = 這一行含有 NUL 或控制字元，文字檔中絕不會有這些：檔案在這裡損壞了（遊戲紀錄是 YAML 文字檔）
log-damage-cut-character = 這一行有個字元被切成兩半：檔案在這裡損壞了（遊戲紀錄是 YAML 文字檔）
log-header-cut-off = 標頭被截斷了：它的最後一行沒有寫完；請把它補完，或重新開始這局遊戲
log-cut-off = 最後一筆紀錄在寫入時被截斷了（程式或電腦停止運作），所以載入的遊戲不含這筆紀錄；{ $what }
log-cut-what-was-read = 讀到的內容：{ $problem }
log-cut-damaged-bytes-after = 它後面接著文字中絕不會有的位元組（NUL 或控制字元）
log-cut-no-line-break = 檔案不是以換行結尾，所以最後一行沒有寫完
log-cut-no-at-line = 它沒有 `at:` 這一行，而這一行是程式最後才寫的
log-cut-not-whole = 檔案在它之後以損壞的位元組結尾，而那裡的內容不是一筆完整的紀錄（{ $error }）
log-writing-stopped = 寫入在那裡中斷了（程式或電腦停止運作）：{ $what }；每一筆完整的紀錄都會載入
log-stopped-damaged-bytes = 檔案在最後一筆完整紀錄之後，以損壞的位元組（零或亂碼）結尾，這些不屬於遊戲
log-stopped-after-at-line = 最後一筆完整紀錄的 `at:` 行之後，接著的內容不屬於任何紀錄
log-stopped-not-an-entry = 最後一筆完整紀錄之後，接著的一行不屬於任何紀錄
log-stopped-new-entry-begun = 在最後一筆完整紀錄之後，新的一筆紀錄只寫了開頭幾個字元
# 遊戲寫入期間：紀錄檔在程式不知情時被更動，以及程式如何處理。
log-notice-continued = { $old } 被另一個視窗正在寫入的遊戲取代了：這局遊戲繼續進行，完整寫入 { $new }
log-notice-written-again = { $found ->
    [missing] 遊戲開啟期間，紀錄檔 { $name } 被刪除或移走了：整局遊戲已重新寫入其中
    [replaced] 遊戲開啟期間，紀錄檔 { $name } 被另一個檔案取代了：整局遊戲已重新寫入其中
    [cut-short] 遊戲開啟期間，紀錄檔 { $name } 被其他程式截短了：整局遊戲已重新寫入其中
   *[changed] 遊戲開啟期間，紀錄檔 { $name } 被其他程式更改了：整局遊戲已重新寫入其中
}
log-notice-written-again-kept = { $found ->
    [missing] 遊戲開啟期間，紀錄檔 { $name } 被刪除或移走了：整局遊戲已重新寫入其中，原本的內容保留為 { $kept }
    [replaced] 遊戲開啟期間，紀錄檔 { $name } 被另一個檔案取代了：整局遊戲已重新寫入其中，原本的內容保留為 { $kept }
    [cut-short] 遊戲開啟期間，紀錄檔 { $name } 被其他程式截短了：整局遊戲已重新寫入其中，原本的內容保留為 { $kept }
   *[changed] 遊戲開啟期間，紀錄檔 { $name } 被其他程式更改了：整局遊戲已重新寫入其中，原本的內容保留為 { $kept }
}
log-notice-and-then = { $first }；接著{ $then }
log-not-taken-back = { $error }；而且已寫入的部分無法撤回（{ $again }）：紀錄檔可能以一筆損壞的紀錄結尾，繼續這局遊戲時程式會修復它
log-damage-needs-space = { $reason }；要保留損壞的結尾（{ $bytes } 位元組），需要同樣大小的可用空間
log-unknown-format = format 寫的是「{ $format }」：本程式讀取的是 { $formats }
log-no-format = 標頭沒有 format 這一行：遊戲紀錄的標頭以 format: 開頭，後接 { $formats } 其中之一

## 可列印的玩家提示卡

aid-written = 玩家提示卡已寫入 { $path }：請用瀏覽器開啟並列印（A4 或 Letter 紙，一頁）。

## `--help`：每個指令與引數（help-COMMAND 與 help-COMMAND--ARGUMENT），以及標題

help-heading-usage = 用法
help-heading-commands = 指令
help-heading-options = 選項
help-heading-arguments = 引數
help-flag-help = 顯示說明
help-flag-version = 顯示版本
help-mascarade = 詐唬卡牌遊戲 { $games } 的牌桌小幫手：記下錢幣、回合、宣稱，並寫成遊戲紀錄
help-game = 遊戲：{ $games } [預設：{ $default }]
help-mascarade--log-dir = 存放遊戲紀錄的資料夾 [預設：$MASCARADE_LOG_DIR，否則為目前資料夾中的 logs/]
help-mascarade--lang = 使用的語言：en、vi、zh-TW、uk 或 fa [預設：$MASCARADE_LANG，否則依系統語言，再否則為 en]。遊戲紀錄在每種語言中都一樣
help-mascarade--ascii = 以 ASCII 繪製符號（▶ ★ → · … 與外框線條），適用於把這些符號畫成兩欄寬的終端機 [使用中文時預設開啟]
help-mascarade--unicode = 以 Unicode 繪製符號，使用中文時也一樣
help-mascarade--generate = 寫出 shell 的自動補全（complete-bash、complete-zsh、complete-fish）或 man 說明頁（man），然後結束
help-new = 開始新遊戲：進入設定畫面；若給了 --players，則先列出要從盒中拿出的牌，再進入牌桌
help-new--players = 玩家，依順時針順序，以逗號分隔：Ana,Bao,Chi,Dung
help-new--first = 誰先開始（年紀最輕的玩家）；預設：名單上的第一位
help-new--log-dir = 存放遊戲紀錄的資料夾 [預設：$MASCARADE_LOG_DIR，否則為目前資料夾中的 logs/]
help-resume = 繼續一局遊戲：指定的紀錄檔，或紀錄資料夾中最近一局未完成的遊戲
help-resume--file = 這局遊戲的紀錄檔
help-resume--log-dir = 存放遊戲紀錄的資料夾 [預設：$MASCARADE_LOG_DIR，否則為目前資料夾中的 logs/]
help-replay = 逐筆重播過去的一局遊戲（唯讀）
help-replay--file = 這局遊戲的紀錄檔
help-state = 從紀錄檔顯示遊戲狀態：錢幣、法院、輪到誰、誰贏了
help-state--file = 遊戲紀錄檔（YAML）
help-state--json = 輸出一個 JSON 物件（欄位見該遊戲的紀錄格式，在 docs/ 中），而不是摘要
help-check = 檢查遊戲紀錄檔：全部有效時結束代碼為 0，否則列出每個檔案的第一個錯誤
help-check--files = 要檢查的遊戲紀錄檔（資料夾：其中及其子資料夾裡的每個紀錄檔）
help-rules = 用淺白的話說明規則，或完整說明單一角色
help-rules--character = 角色，例如主教（或 Bishop）
help-rules--edition = 版本：first（2013）或 second（2021）[預設：first，或該角色所屬的版本]
help-rules--reference = 參考版：附上規則參考的規則編號，以及紀錄檔如何記下每個技能（不加此選項時，規則會像對牌桌上的玩家那樣講解）
game-unknown = 「{ $game }」不是本程式認得的遊戲：請寫 { $games }
cli-option-not-for-game = { $option } 是給 { $other } 用的，不是給 { $game }
cli-not-offered = { $game } 沒有 `{ $command }` 指令
help-scenarios = 列出劇本（各人數的牌組），顯示其中一個，或檢查劇本檔案
help-scenarios-list = 列出內建劇本
help-scenarios-show = 依玩家人數，顯示要從盒中拿出哪些牌
help-scenarios-show--name = 內建劇本的名稱，或劇本檔案的路徑
help-scenarios-show--players = 牌桌上有幾位玩家
help-scenarios-show--edition = 兩個版本都有的內建劇本（basic）要用哪個版本 [預設：first]
help-scenarios-check = 依設定規則檢查劇本檔案（R-SET-5）
help-scenarios-check--file = 劇本檔案
help-simulate = 把某個劇本的隨機合法遊戲寫成紀錄檔（用於測試、效能評測、展示）
help-simulate--players = 每局的玩家人數，2至13人（第二版：4至12人）
help-simulate--games = 要模擬幾局
help-simulate--seed = 亂數種子：相同的種子會寫出相同的檔案
help-simulate--out = 寫入紀錄檔的資料夾（不存在時會自動建立）
help-aid = 依劇本與玩家人數，以目前使用的語言產生一頁玩家提示卡（HTML，可用 A4 或 Letter 紙列印）：角色與技能、回合流程、提出異議
help-aid--players = 牌桌上有幾位玩家
help-aid--out = 要寫入的檔案 [預設：目前資料夾中的 aid-SCENARIO-PLAYERS-LANG.html]；`-` 會把頁面寫到標準輸出
help-demo = 模擬一局遊戲並逐筆講述，最後顯示它的狀態
help-demo--players = 玩家人數，2至13人（第二版：4至12人）
help-demo--seed = 亂數種子

## `mascarade games`：資料夾中的遊戲，一局一行

games-line = { $when } · { $length } · { $players } · { $ending } · { $set }
games-no-date = （無日期）
games-minutes = { $minutes }分鐘，{ $turns }
games-turns-only = { $turns }
games-end-unfinished = 未完成
games-total = { $n ->
   *[other] 共{ $n }局遊戲
}
games-none = { $paths } 中沒有符合條件的遊戲。
games-none-yet = { $paths } 中還沒有任何遊戲：每局遊戲進行時都會寫入那裡。
games-unreadable-heading = 無法讀取：
games-bad-date = `{ $date }` 不是日期：請寫成 2026-12-03 這樣的格式
help-games = 列出紀錄資料夾（或指定的資料夾與檔案）中的遊戲：何時玩、玩多久、誰參加、誰怎麼獲勝、用哪個劇本
help-games--paths = 資料夾或遊戲紀錄檔 [預設：紀錄資料夾]
help-games--player = 只列出這位玩家參加過的遊戲
help-games--since = 只列出在這天或之後開始的遊戲（2026-12-01）
help-games--until = 只列出在這天或之前開始的遊戲（2026-12-31）
help-games--unfinished = 只列出還沒結束的遊戲
help-games--log-dir = 存放遊戲紀錄的資料夾 [預設：$MASCARADE_LOG_DIR，否則為目前資料夾中的 logs/]

## stats, export, board

stats-vs-needs-player = --vs 用來比較兩位玩家：請用 --player 指定第一位（--player Ana --vs Bao）
stats-percent = { $n }%
stats-seats-heading = 座位，從起始玩家開始依順時針方向
stats-col-player = 玩家
stats-col-games = 局數
stats-col-wins = 勝場
stats-col-win-rate = 勝率
stats-col-seat = 座位
stats-col-character = 角色
stats-seat-first = 1（起始玩家）
stats-seat = { $n }
stats-length-turns = { $min }至{ $max }回合，平均{ $average }回合
stats-length-minutes = { $min }至{ $max }分鐘，平均{ $average }分鐘（{ $games ->
   *[other] { $games }局有記錄時間
}）
# 每一局都一樣長時：只說一個長度，不說「13至13回合」。
stats-length-turns-same = { $games ->
    [1] { $turns }回合
   *[other] 每局都是{ $turns }回合
}
stats-length-minutes-same = { $games ->
    [1] { $minutes }分鐘
   *[other] 每局都是{ $minutes }分鐘
}（{ $games ->
   *[other] { $games }局有記錄時間
}）
help-stats = 紀錄資料夾（或指定的資料夾與檔案）中所有遊戲的社團統計：玩家、座位、結局、角色、虛張聲勢、各項之最
help-stats--paths = 資料夾或遊戲紀錄檔 [預設：紀錄資料夾]
help-stats--player = 只計算這位玩家參加過的遊戲，也只列出這位玩家的數據
help-stats--vs = 搭配 --player：--player 指定的玩家與這位玩家一起玩過的遊戲，以及誰贏了
help-stats--since = 只計算在這天或之後開始的遊戲（2026-12-01）
help-stats--until = 只計算在這天或之前開始的遊戲（2026-12-31）
help-stats--json = 輸出一個 JSON 物件（各欄位的說明見 docs/stats.md）
help-stats--game = 只看這個遊戲的數據，JSON 中放在最上層：{ $games } [預設：所有遊戲的]
help-stats--log-dir = 存放遊戲紀錄的資料夾 [預設：$MASCARADE_LOG_DIR，否則為目前資料夾中的 logs/]
export-skipped = 已略過：{ $problem }
export-unfinished-left-out = { $n ->
   *[other] 已略過{ $n }局尚未結束的遊戲：BG Stats 只記錄已完成的對局。
}
export-cannot-write = 無法寫入 { $file }：{ $reason }
export-written = { $n ->
   *[other] 已將{ $n }局遊戲寫入 { $file }
}
export-bgstats-comment = 化裝舞會小幫手：{ $turns }回合；{ $ending }
export-md-players = 玩家（依順時針順序）：{ $players }。由{ $first }先開始。
export-md-timeline = 遊戲經過
help-export = 把遊戲匯出給其他工具使用：BG Stats 應用程式的匯入檔、試算表用的 CSV，或每局一份、可貼到社團聊天群組的 Markdown 報告
help-export--paths = 資料夾或遊戲紀錄檔 [預設：紀錄資料夾]
help-export--format = bgstats（BG Stats 應用程式用的 JSON）、csv 或 markdown（也可簡寫為 md）
help-export--player = 只匯出這位玩家參加過的遊戲
help-export--since = 只匯出在這天或之後開始的遊戲（2026-12-01）
help-export--until = 只匯出在這天或之前開始的遊戲（2026-12-31）
help-export--out = 要寫入的檔案 [預設：標準輸出]
help-export--log-dir = 存放遊戲紀錄的資料夾 [預設：$MASCARADE_LOG_DIR，否則為目前資料夾中的 logs/]

## board, statistics screen, end-screen export

board-footer = { $file } · q 離開
board-footer-following = 即時追蹤 { $file } · q 離開
board-footer-problem = 目前無法讀取紀錄檔，看板顯示的是最後讀到的內容：{ $problem }
help-board = 給第二個螢幕（電視）用的公開看板：以大字顯示每個人的錢幣、法院、輪到誰、最近一次宣稱；加上 --follow 時，會隨著主持人的操作即時更新
help-board--file = 這局遊戲的紀錄檔 [預設：紀錄資料夾中最近一局未完成的遊戲]
help-board--follow = 紀錄檔寫入新的紀錄時，持續更新顯示這局遊戲
help-board--log-dir = 存放遊戲紀錄的資料夾 [預設：$MASCARADE_LOG_DIR，否則為目前資料夾中的 logs/]
key-export = 匯出
table-export-when-over = 遊戲結束後才能匯出：到時按 x，就會在紀錄檔旁邊寫入這局的報告和 BG Stats 檔。
table-exported = 已寫在紀錄檔旁邊：{ $files }
replay-export-at-the-end = 報告要在已結束遊戲的最後一步匯出：按 End 到那裡，再按 x。
start-stats = 過去遊戲的統計
stats-screen-per-game = { $game }：{ $line }
stats-screen-unreadable = { $n ->
    [1] 有1個紀錄檔無法讀取（mascarade games 會列出它）
   *[other] 有{ $n }個紀錄檔無法讀取（mascarade games 會列出它們）
}

## history: more messages

games-no-such-path = 沒有 `{ $path }` 這個資料夾或檔案：請提供存放遊戲紀錄的資料夾，或紀錄檔（*.yaml）
export-nothing-finished = { $n ->
    [1] 唯一的一局遊戲還沒結束：BG Stats 只記錄已完成的對局
   *[other] { $n }局遊戲都還沒結束：BG Stats 只記錄已完成的對局
}
stats-vs-same = --vs 要指定第二位玩家，不能又是{ $player }
board-no-unfinished-game = { $folder } 中沒有未完成的遊戲：請提供要顯示的紀錄檔（mascarade board 檔案），或它所在的資料夾（--log-dir 資料夾）
log-not-text = 這不是遊戲紀錄：檔案開頭是文字裡不會出現的位元組（NUL、控制字元，或不是 UTF-8 的位元組）
stats-decimal = { $whole }.{ $tenth }
export-would-replace-log = 那正是這局遊戲的紀錄檔
write-refused-input = 那是正在讀取的檔案之一
write-refused-game-log = 那是一份遊戲紀錄檔，遊戲紀錄檔絕不會被覆寫
write-refused-not-ours = 已有同名的檔案，而且不是這個指令寫的：請換個名稱，或先把那個檔案移走

## 網頁上的公開看板（mascarade board --serve）

web-title = { $game } · 牌桌
web-language = 語言
web-connecting = 正在連線到牌桌…
web-reconnecting = 與牌桌的連線中斷了：正在重試…
web-lesson = 規則
web-coins = { $coins ->
   *[other] 元
  }
web-log-gone = 這局的紀錄檔不見了：看板顯示最後讀到的內容。
web-log-replaced = 這局的紀錄檔被換成了另一個檔案：看板現在顯示那一個。
web-log-other-game = 這局的紀錄檔被換成了另一局的紀錄檔：看板顯示這一局最後讀到的內容。
web-log-unreadable = 目前無法讀取這局的紀錄檔（主持人可能正在寫入）；看板顯示最後讀到的內容。
web-bad-address = 「{ $address }」不是可以監聽的位址：請寫 IP 位址和連接埠，例如 127.0.0.1:8080（只限這台電腦）或 0.0.0.0:8080（牌桌的網路）
web-port-in-use = 連接埠 { $port } 已被使用（{ $address }）：請用 --listen 選另一個，例如同一位址 { $address } 改用另一個連接埠，或停止正在使用它的程式
web-address-not-here = { $address } 不是這台電腦的位址：請用 127.0.0.1（只限這台電腦）或 0.0.0.0（它連上的每個網路）
web-port-denied = 這裡不允許監聽 { $address }：1024 以下的連接埠需要特殊權限；請選 8080 之類的連接埠
web-cannot-listen = 無法監聽 { $address }：{ $problem }
web-cannot-start = 無法提供看板：{ $problem }
web-serving = { $file } 的看板網址：
web-scan = 玩家用瀏覽器開啟，或用手機相機對準這個 QR 碼：
web-local-only = 只有這台電腦能開啟。要讓玩家的手機也能開啟，請在牌桌的網路上提供：--listen 0.0.0.0:{ $port }
web-stop = 按 Enter 停止提供（或按 Ctrl+C）。
web-stopped = 看板已停止提供。
web-qr-unicode = QR 碼需要能顯示 Unicode 的終端機：加上 --unicode 即可顯示。

## 從主持人的牌桌提供公開看板（w）

key-web-board = 玩家手機上的看板
serve-title = {" "}公開看板，每支手機都能看{" "}
serve-ask = 以網頁提供公開看板：要讓哪些裝置可以開啟？
serve-local = l  只限這台電腦（它自己的瀏覽器、第二個螢幕）
serve-network = t  牌桌的網路：同一個 Wi-Fi 上的每支手機、平板或電視
serve-ask-keys = l 或 t：開始提供 · 其他鍵：回到牌桌
serve-at = 看板網址：
serve-viewers = 目前觀看人數：{ $viewers }
serve-local-only = 只有這台電腦能開啟：按 s，再按 w 和 t，就能在牌桌的網路上提供。
serve-ports-taken = 這台電腦的連接埠 { $first } 到 { $last } 都已被使用：請停止佔用其中一個連接埠的程式，或在命令列用 mascarade board --serve --listen 指定你選的連接埠。
serve-keys = s：停止提供 · 其他鍵：回到牌桌（看板會一直提供到牌桌關閉）
key-web-local = 這台電腦
key-web-network = 牌桌的網路
key-web-stop = 停止提供

## The screens: the table, undo and the history's scrolling (both games)

table-nothing-to-undo = 還沒有可以復原的：還沒有存下任何回合。
key-history-latest = 最新

## The memory aid at the table
key-memory-aid = 記憶
table-aid-not-chosen = 這局沒有使用記憶輔助：記憶輔助要在設定牌局時、第一回合之前選擇。
table-aid-shown = 記憶輔助顯示在座位旁。
table-aid-hidden = 記憶輔助已在這個畫面隱藏；公開看板仍會顯示。
