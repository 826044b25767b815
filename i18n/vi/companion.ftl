# Trợ lý bàn chơi Mascarade (Mascarade Companion): tiếng Việt (vi); tiếng Anh là ngôn ngữ dự phòng.
# Lời của chính ứng dụng: mọi dòng chữ mà phần mã chung của hai trò chơi nói ra (dòng lệnh và
# `--help`, lỗi của nhật ký, các menu và khung màn hình, các phím, terminal, bảng trên web, xuất
# dữ liệu và số liệu), cùng những thông điệp cả hai trò chơi đều dùng. Lời của Mascarade nằm trong
# mascarade.ftl, của Coup trong coup.ftl; mỗi tệp có đúng các mã như tệp tiếng Anh cùng tên (có bài
# kiểm tra đối chiếu).

## Ngôn ngữ

lang-unknown = { $source } chọn ngôn ngữ `{ $asked }`, nhưng ứng dụng chưa có ngôn ngữ này
lang-accepted = một trong { $choices }
# Đứng trước những giá trị hợp lệ, sau một thông báo nói điều gì sai.
accepted = Hợp lệ
lang-label = Ngôn ngữ

## Việc một mục đã làm, mỗi việc một câu (lịch sử, `state`, phần xem lại, phần xem trước)

coins = { $n } đồng

## Luật cho phép gì lúc này, và ván đã kết thúc thế nào

list-separator = {", "}
list-and = { $a } và { $b }
names-nobody = không ai
names-two = { $first } và { $last }

## Các màn hình: các phím làm gì, như dòng cuối màn hình và phần trợ giúp ghi

key-plus-10 = +10
key-minus-10 = −10
key-add = thêm
key-back = về
key-cancel = huỷ
key-change = đổi
key-confirm = xác nhận
key-ends = đầu/cuối
key-fix = sửa
key-help = giúp
key-history-earlier-later = lịch sử: trước, sau
key-menu = trình đơn
key-move = dời
key-next = tiếp
key-note = ghi
key-pick = chọn
key-quit = thoát
key-redo = tiến
key-save = lưu
key-scroll = cuộn
key-start = bắt đầu
key-undo = lùi
key-choose = chọn
key-key = phím
key-page = trang

## Các màn hình: trình đơn bắt đầu, các ván đã chơi, phần xem lại, trợ giúp, khung

past-turns = { $n } lượt
replay-table = {" "}Bàn chơi{" "}
help-keys-now = CÁC PHÍM LÚC NÀY
frame-too-small = Cửa sổ dòng lệnh quá nhỏ: cần ít nhất { $width }×{ $height }.
frame-enlarge = Hãy phóng to cửa sổ, hoặc nhấn q để thoát: ván chơi vẫn an toàn trong nhật ký.
frame-scroll = ↑↓ để cuộn: còn { $above } dòng phía trên, { $below } dòng phía dưới
frame-more = ↑↓ để xem các mục còn lại: { $above } mục ở trên, { $below } mục ở dưới
start-continue = Tiếp tục ván dở dang gần nhất ({ $file })
start-open = Mở một ván đã chơi
start-rules = Đọc luật chơi
start-quit = Thoát
start-language = { $label }: { $language }
start-read-only = Xem { $file } ở chế độ chỉ đọc (xem lại): ván này đang được chơi ở một cửa sổ khác
start-open-elsewhere = { $file } đang mở ở một cửa sổ mascarade khác, nơi đang ghi vào nó: hãy chơi ở đó, hoặc mở ở đây ở chế độ chỉ đọc (Enter)
start-teaching = Chọn bằng phím trong ngoặc vuông, hoặc ↑↓ và Enter. Mỗi ván đều được ghi dần vào nhật ký trong lúc chơi.
start-rules-teaching = Luật của { $games }, lần lượt từng trò: cùng nội dung với mascarade rules --game GAME. Esc để quay lại.
start-no-logs = chưa có nhật ký ván nào trong { $folder }
start-tagline = người bạn bên bàn chơi: vàng, lượt, lời tuyên bố, và lịch sử của mọi ván
start-rules-title = {" "}Luật chơi (↑↓ PgUp PgDn để cuộn){" "}
start-language-now = Ngôn ngữ: { $language }
past-unreadable = { $folder }{ $file } · không đọc được: { $problem }
past-more-players = { $players } +{ $more }
past-won = { $folder }{ $when } · { $players } · { $winners } thắng · { $turns }
past-unfinished = { $folder }{ $when } · { $players } · dở dang, { $turns }
past-teaching = Ván đã chơi được mở ở chế độ chỉ đọc: xem lại từng mục một.
past-title = {" "}Các ván đã chơi, mới nhất trước: chọn một ván để xem lại{" "}
# The help over the start menu, the past games, the statistics and the rules: no characters there.
help-overlay-title = {" "}Trợ giúp — ↑↓ PgUp PgDn: cuộn · Esc: đóng{" "}
help-choice-keys = nhấn phím ghi bên cạnh mỗi lựa chọn để chọn nó
help-ctrl-c = Ctrl+C thoát bất cứ lúc nào, kể cả khi đang gõ: mọi thứ đã có trong nhật ký
help-this-step = BƯỚC NÀY
frame-size = Hiện là { $width }×{ $height }; Mascarade cần ít nhất { $min_width }×{ $min_height }.
frame-title = Trợ lý bàn chơi Mascarade

## Các màn hình: bàn chơi

table-redone = Đã làm lại: { $effects }
table-type-note = hãy gõ ghi chú trước (Esc để huỷ)
table-history-more-below = … PgDn: phần còn lại của mục này

## Các màn hình: thoát, các phím, cửa sổ dòng lệnh, nhật ký trong lúc chơi

app-quit = Thoát? y: thoát · m: về trình đơn bắt đầu · phím khác: ở lại (ván đã có trong nhật ký, để chơi tiếp sau)
session-no-space = { $problem }: hãy giải phóng bớt dung lượng, hoặc chọn thư mục khác cho nhật ký (--log-dir)
session-no-free-name = { $folder }: không còn tên trống cho nhật ký mới; hãy chọn thư mục khác bằng --log-dir
session-damaged = { $problem } (phần cuối bị hỏng vẫn được giữ lại, như các dòng cuối của nhật ký ghi rõ, và ván vẫn tiếp tục)
session-not-written = không ghi được nhật ký, nên mục này chưa được nhận: { $problem }; sửa xong thì hãy nhập lại
session-nothing-to-redo = không có gì để làm lại: chưa có mục nào được hoàn tác kể từ mục nhập gần nhất
terminal-needed = các màn hình cần một cửa sổ dòng lệnh: hãy chạy mascarade trong cửa sổ dòng lệnh (để xem bản chạy thử dạng chữ: mascarade demo; để xem trạng thái một ván: mascarade state TỆP)
terminal-dumb = cửa sổ dòng lệnh này (TERM=dumb) không vẽ được các màn hình: hãy chạy mascarade trong một cửa sổ dòng lệnh đầy đủ, hoặc dùng các lệnh (mascarade state TỆP, mascarade check TỆP, mascarade rules, mascarade --help)
terminal-no-term = TERM chưa được đặt, nên không vẽ được các màn hình: hãy chạy mascarade trong cửa sổ dòng lệnh, hoặc dùng các lệnh (mascarade state TỆP, mascarade check TỆP, mascarade rules, mascarade --help)
terminal-setup = không thiết lập được cửa sổ dòng lệnh: { $problem }
terminal-error = lỗi cửa sổ dòng lệnh: { $problem }
app-no-choice = { $key }: không lựa chọn nào có phím này
app-in-its-log = Ván đã có trong nhật ký: nhấn c ở trình đơn để chơi tiếp
app-not-on-disk = ván chưa được lưu xuống đĩa: { $problem }. Hãy giải phóng bớt dung lượng rồi thử lại
app-not-on-disk-quit = ván chưa được lưu xuống đĩa: { $problem }. Hãy giải phóng bớt dung lượng, rồi thoát lần nữa (q y, hoặc Ctrl+C) để ghi ván và thoát; nếu vẫn không ghi được, ứng dụng vẫn thoát, và ván sẽ bị mất
app-quit-over = Thoát? y: thoát · m: về trình đơn bắt đầu · phím khác: ở lại (ván đã kết thúc và nằm trong nhật ký)

## Từ chối: điều gì sai trong một mục, và điều gì sẽ được chấp nhận
## Một lời từ chối được nói theo `refusal-frame`: điều gì sai (một thông điệp `refusal-…`), luật
## bị vi phạm, rồi điều gì sẽ được chấp nhận (một thông điệp `refusal-accepted-…`). Những từ trong
## dấu backtick là từ của nhật ký và giữ nguyên; tên nhân vật trong phần được chấp nhận (`Witch`,
## `King`) cũng vậy, vì đó là tên nhật ký ghi.

rule-log-format = định dạng nhật ký
refusal-frame = { $problem } ({ $rule }). Hợp lệ: { $accepted }

## Dòng lệnh và nhật ký: thông báo, lỗi và báo cáo

# Đứng trước lỗi hay cảnh báo của một lệnh, trên đầu ra lỗi chuẩn.
cli-error = lỗi: { $message }
cli-warning = cảnh báo: { $message }
cli-no-unfinished-game = không có ván dở dang nào trong { $folder }: hãy đưa đường dẫn của nhật ký (mascarade resume TỆP), hoặc bắt đầu ván mới bằng mascarade new
cli-cannot-write-output = không ghi được ra đầu ra chuẩn: { $reason }
cli-output-closed = nó đã bị đóng (`>&-`), nên không ghi được gì: hãy hướng nó vào một tệp, một đường ống hoặc cửa sổ dòng lệnh
cli-generate-failed = không tạo được phần tự hoàn thành hay trang man: { $problem }
cli-arg-unknown-option = ở đây không có tuỳ chọn `{ $option }`
cli-arg-unexpected = `{ $word }` là một từ thừa ở đây
cli-arg-did-you-mean = { $said }: có phải ý bạn là `{ $closest }`?
cli-arg-dash-value = { $said }: để dùng `{ $option }` làm giá trị, hãy viết `--` trước nó
cli-arg-value-missing = { $option } cần một giá trị: một trong { $accepted }
cli-arg-value-missing-any = { $option } cần một giá trị viết sau nó
cli-arg-value-not-one-of = `{ $value }` không phải là giá trị của { $option }: hãy viết một trong { $accepted }
cli-arg-value-wrong = { $option }: { $why }
cli-arg-missing = lệnh này cần { $missing }
cli-arg-no-command = không có lệnh `{ $command }`
cli-arg-no-command-closest = không có lệnh `{ $command }`: có phải ý bạn là `{ $closest }`?
cli-arg-command-missing = `{ $command }` cần một trong các lệnh con của nó: { $accepted }
cli-arg-conflict = không thể dùng { $option } cùng với { $other }: hãy chọn một trong hai
cli-arg-no-equals = { $option } nhận giá trị sau dấu `=`, ví dụ { $option }=GIÁ-TRỊ
cli-arg-too-many = `{ $value }` là một giá trị thừa cho { $option }
cli-arg-values-count = { $option } không được cho đúng số giá trị mà nó cần
cli-arg-not-utf8 = một từ trong dòng lệnh không phải là văn bản UTF-8
cli-arg-unreadable = không đọc được dòng lệnh này
cli-arg-more = Để biết ý nghĩa của từng tuỳ chọn: { $help }
cli-arg-not-a-number = `{ $value }` không phải là số nguyên: hãy viết một số từ { $min } đến { $max }
cli-arg-out-of-range = { $value } không nằm trong khoảng { $min } đến { $max }: hãy viết một số nguyên từ { $min } đến { $max }
# `mascarade check`: đã đọc bao nhiêu tệp, và chúng chứa bao nhiêu mục.
cli-check-valid = { $files } tệp hợp lệ ({ $entries } mục).
cli-check-warning = { $file }: cảnh báo: { $warning }
cli-check-no-logs = { $folder }: không có nhật ký ván nào (tệp .yaml) trong thư mục này hay các thư mục con
cli-check-not-valid = { $bad } trên { $files } tệp không hợp lệ.
cli-out-is-a-file = { $path }: đây là một tệp, không phải thư mục: hãy đưa cho --out một thư mục để chứa nhật ký (sẽ được tạo nếu chưa có)
# `mascarade state`: bản tóm tắt cho người đọc (`state --json` giống nhau ở mọi ngôn ngữ).
cli-state-players = { $players } người chơi
# Giữa các phần của dòng đầu bản tóm tắt: 7 người chơi, 1 lá giữa bàn, kịch bản classic.
cli-state-separator = ,{" "}
cli-state-title = { $file } — { $details }
cli-state-next = ← tiếp theo
cli-state-winner = ★ người thắng
cli-state-last-entries = Các mục gần nhất:
# Vị trí trong một nhật ký: `game.yaml:12:5` rồi phần đầu, hoặc số thứ tự của mục.
log-at-header = { $place }: phần đầu
log-at-entry = { $place }: mục { $entry }
log-cannot-create = { $folder }: không thể tạo nhật ký ván mới trong thư mục này ({ $reason }): hãy chọn thư mục khác bằng --log-dir
log-not-a-file = { $kind ->
    [fifo] { $path }: đây là một đường ống có tên (FIFO), không phải tệp có thể đọc: hãy đưa đường dẫn của một tệp .yaml
    [device] { $path }: đây là một thiết bị, không phải tệp có thể đọc: hãy đưa đường dẫn của một tệp .yaml
    [socket] { $path }: đây là một ổ cắm giao tiếp, không phải tệp có thể đọc: hãy đưa đường dẫn của một tệp .yaml
    [folder] { $path }: đây là một thư mục, không phải tệp có thể đọc: hãy đưa đường dẫn của một tệp .yaml
   *[other] { $path }: đây không phải là tệp thông thường, nên không đọc được: hãy đưa đường dẫn của một tệp .yaml
}
log-too-large = { $path }: tệp nặng { $size } MB, quá lớn đối với một nhật ký ván hay một kịch bản (giới hạn là { $limit } MB): hãy kiểm tra xem có đúng tệp không
log-locked = { $path }: ván này đang mở ở một cửa sổ mascarade khác, nơi đang ghi vào nó: hãy chơi ở đó, hoặc theo dõi ở chế độ chỉ đọc bằng `mascarade replay { $path }`
log-would-be-too-large = { $path }: mục này sẽ làm nhật ký lớn hơn { $limit } MB, mức tối đa ứng dụng đọc được: hãy rút ngắn nó (ghi chú dài như vậy nên để ở tệp khác)
log-not-a-folder = { $path }: đây là một tệp, không phải thư mục: hãy đưa một thư mục để chứa nhật ký (sẽ được tạo nếu chưa có)
log-empty = { $path }: tệp rỗng: một nhật ký ván bắt đầu bằng phần đầu ghi format của nó ({ $formats }) và players
log-setup-not-valid = { $at }: thiết lập không hợp lệ:
log-rejected = { $at }: bị từ chối: { $error }
# Điều hệ thống đã nói về một tệp.
log-io-not-found = không có tệp hay thư mục như vậy
log-io-permission-denied = không có quyền: người dùng này không được đọc hay ghi nó
log-io-read-only = ổ đĩa chỉ cho phép đọc
log-io-disk-full = ổ đĩa đã đầy
log-io-quota = đã dùng hết hạn mức dung lượng đĩa
log-io-already-exists = đã có một tệp trùng tên
log-io-is-a-folder = đây là một thư mục
log-io-not-a-folder = một phần của đường dẫn là tệp, không phải thư mục
log-io-too-large = tệp quá lớn
log-io-link-loop = đó là một liên kết tượng trưng tạo thành vòng lặp, không dẫn tới tệp nào
# Một tài liệu YAML không đọc được, nói bằng lời dễ hiểu.
log-header-not-valid = phần đầu không hợp lệ: { $problem }
log-entry-not-valid = mục này không hợp lệ: { $problem }
log-yaml-too-deep = danh sách và ánh xạ lồng nhau quá sâu ở đây: một nhật ký ván chỉ cần vài cấp
log-yaml-too-many-aliases = quá nhiều neo (&tên) hoặc bí danh (*tên) YAML: hãy viết từng giá trị ra đầy đủ
log-yaml-too-large = tài liệu này quá lớn để là phần đầu, một mục hay một kịch bản
log-yaml-alias-loop = một bí danh YAML (*tên) trỏ vào chính nó hoặc không trỏ vào đâu: hãy viết giá trị ra đầy đủ
log-yaml-expected-count = cần một số nguyên từ 0 trở lên, ví dụ 2
log-yaml-expected-integer = cần một số nguyên, ví dụ 2 hoặc -2
log-yaml-number-too-large = `{ $value }` là một số quá lớn: không con số nào trong ván chơi lại gần đến thế
log-yaml-expected-bool = cần true hoặc false
log-yaml-at-key = `{ $key }`: { $problem }
log-yaml-expected-plain = cần một giá trị đơn giản ở đây
log-yaml-nothing-written = văn bản kết thúc trước khi có gì được viết
log-yaml-second-document = một tài liệu YAML thứ hai bắt đầu ở đây (`---`): một kịch bản chỉ chứa một tài liệu, còn trong nhật ký ván mỗi `---` nằm trên một dòng riêng (các dòng kết thúc bằng ký tự xuống dòng)
log-yaml-key-twice = `{ $key }` được viết hai lần: mỗi khoá chỉ được xuất hiện một lần
log-yaml-a-key-twice = một khoá được viết hai lần: mỗi khoá chỉ được xuất hiện một lần
log-yaml-missing = thiếu `{ $field }`
log-yaml-not-one-of = `{ $value }` không phải là một trong { $expected }
log-yaml-expected-not = cần { $expected }, không phải { $found }
log-yaml-is-not = { $value } không phải là { $expected }
log-yaml-expected-name-not-nothing = cần một cái tên hoặc một từ ở đây, không được để trống
log-yaml-not-utf8 = đây không phải văn bản UTF-8: hãy lưu tệp dưới dạng UTF-8
log-yaml-could-not-read = không đọc được: { $reason }
# Điều serde mong đợi, nói bằng lời dễ hiểu, bên trong log-yaml-expected-not và log-yaml-is-not.
log-yaml-a-list = một danh sách
log-yaml-key-value-lines = các dòng `key: value`
log-yaml-a-name = một cái tên hoặc một từ
log-yaml-a-count = một số nguyên từ 0 trở lên
log-yaml-an-integer = một số nguyên
# Thông báo của bộ đọc YAML, nói bằng lời dễ hiểu.
log-yaml-expected-list = cần một danh sách ở đây: các mục trong [ngoặc vuông], hoặc trên các dòng `- ` dưới khoá
log-yaml-expected-map = cần các dòng `key: value` ở đây
log-yaml-expected-name = cần một cái tên hoặc một từ ở đây, không phải danh sách hay ánh xạ
log-yaml-expected-start = cần có `---` trước dòng này: một mục mới bắt đầu bằng một dòng `---`
log-yaml-colon = có `: ` ở chỗ không được có: hãy đặt giá trị chứa `: ` trong dấu ngoặc kép, ví dụ comment: "a: b"
log-yaml-not-key-value = dòng này không có dạng `key: value`: hãy viết một khoá, rồi `: ` và giá trị của nó, ví dụ `player: Ana`
log-yaml-after-quote = có chữ theo sau một giá trị trong ngoặc kép trên cùng dòng: hãy đặt toàn bộ giá trị trong ngoặc kép
log-yaml-block-scalar = sau `|` hoặc `>` dòng phải kết thúc: nội dung viết ở các dòng tiếp theo, thụt vào
log-yaml-unclosed-quote = một dấu ngoặc kép được mở mà chưa đóng: hãy đóng nó ở cuối giá trị
log-yaml-brackets = các dấu ngoặc không khớp nhau: mỗi `[` được đóng bằng `]` và mỗi `{"{"}` bằng `{"}"}`
log-yaml-not-lined-up = dòng này không thẳng hàng với các dòng khác: mỗi dòng là `key: value` với cùng mức thụt lề, và các mục danh sách `- …` nằm dưới khoá của chúng
log-yaml-item-not-lined-up = một mục danh sách không thẳng hàng với các mục khác: mọi `- ` của một danh sách bắt đầu ở cùng một cột
log-yaml-tab = có ký tự tab dùng để thụt lề: YAML thụt lề bằng dấu cách
log-yaml-ends-inside = tài liệu kết thúc giữa một danh sách hay một ánh xạ: hãy đóng các dấu ngoặc của nó, hoặc viết nốt các dòng của nó
log-yaml-ends-early = văn bản kết thúc quá sớm
log-yaml-sign = một ký hiệu mà YAML hiểu theo nghĩa riêng ở vị trí này: hãy đặt giá trị trong ngoặc kép
log-yaml-comment = có `#` ngay sau một giá trị: hãy thêm dấu cách trước chú thích, hoặc đặt giá trị trong ngoặc kép
log-yaml-item-out-of-place = một mục danh sách `- ` ở chỗ không thể có danh sách: các mục danh sách nằm trên dòng riêng dưới một khoá như `contests:`
log-yaml-not-alias = một `&` hoặc `*` không phải là neo hay bí danh YAML: hãy đặt giá trị trong ngoặc kép
log-yaml-not-tag = một `!` không phải là thẻ YAML: hãy đặt giá trị trong ngoặc kép
log-yaml-directive = một dòng `%` bên trong tệp: chỉ thị YAML như %YAML chỉ được đặt trước `---` đầu tiên
log-yaml-key-for-value = một khoá ở chỗ cần giá trị: hãy đặt giá trị trong ngoặc kép
log-yaml-one-word = cần một từ ở đây, ví dụ swap
log-yaml-value-missing = thiếu một giá trị ở đây
log-yaml-map-not-closed = một ánh xạ trong ngoặc nhọn không được đóng ở chỗ cần đóng: các cặp `key: value` của nó cách nhau bởi `, ` và kết thúc bằng `{"}"}`
log-yaml-list-not-closed = một danh sách trong ngoặc vuông không được đóng ở chỗ cần đóng: các mục của nó cách nhau bởi `, ` và kết thúc bằng `]`
log-yaml-bracket-not-closed = `{ $open }` ở đây chưa được đóng: hãy đóng nó bằng `{ $close }`
log-yaml-cannot-start = `{ $character }` không thể mở đầu một giá trị ở đây: hãy đặt giá trị trong ngoặc kép
log-yaml-version = `{ $line }`: nhật ký ván là YAML 1.2 (1.1 đọc cũng như vậy): hãy viết `%YAML 1.2`, hoặc bỏ dòng này đi
log-not-a-time = `{ $text }` không phải là ngày giờ: hãy viết theo RFC 3339, ví dụ 2026-12-02T19:30:00+07:00
log-yaml-merge = ở đây không đọc khoá gộp (`<<`): hãy viết ra đầy đủ từng khoá
log-yaml-shape = nội dung ở đây không có dạng như mong đợi: hãy viết các dòng `key: value`, và danh sách theo dạng `[a, b]`
log-yaml-unknown-key = `{ $key }` không phải là một khoá ở đây: các khoá hợp lệ là { $expected }
log-yaml-unknown-key-closest = `{ $key }` không phải là một khoá ở đây (có phải ý bạn là `{ $closest }`?): các khoá hợp lệ là { $expected }
log-yaml-a-bool = true hoặc false
log-yaml-a-map-of-names = các dòng `tên: giá trị`, ví dụ `Ana: King`
log-yaml-a-word = một từ
log-yaml-another-value = một giá trị thuộc loại khác
log-yaml-found-text = đoạn chữ “{ $value }”
log-yaml-nothing = giá trị rỗng
log-yaml-list-item-here = một mục danh sách (`- `) không thể bắt đầu ở đây: hãy viết giá trị sau khoá của nó, dạng `key: value`, hoặc danh sách dạng `key: [a, b]`
log-yaml-bom = một dấu thứ tự byte (U+FEFF) nằm giữa văn bản: chỉ những byte đầu tiên của tệp mới được có nó; hãy xoá nó đi
log-yaml-syntax = không đọc được dòng này dưới dạng YAML: hãy viết các dòng `key: value`, ví dụ `player: Ana`
# Byte bị hỏng, và một mục cuối bị cắt cụt khi đang được ghi.
log-damage-not-utf8 = dòng này không phải văn bản UTF-8: hãy lưu nhật ký dưới dạng UTF-8 (nhật ký ván là một tệp văn bản YAML)
log-damage-not-text = dòng này chứa ký tự NUL hoặc ký tự điều khiển, thứ mà tệp văn bản không bao giờ có: tệp bị hỏng ở đây (nhật ký ván là một tệp văn bản YAML)
log-damage-cut-character = dòng này chứa một ký tự bị cắt làm đôi: tệp bị hỏng ở đây (nhật ký ván là một tệp văn bản YAML)
log-header-cut-off = phần đầu bị cắt cụt: dòng cuối của nó chưa viết xong; hãy viết nốt, hoặc bắt đầu lại ván
log-cut-off = mục cuối cùng bị cắt cụt khi đang được ghi (ứng dụng hoặc máy đã dừng), nên ván được tải mà không có nó; { $what }
log-cut-what-was-read = phần đã đọc được: { $problem }
log-cut-damaged-bytes-after = sau nó là những byte mà văn bản không bao giờ có (ký tự NUL hoặc ký tự điều khiển)
log-cut-no-line-break = tệp không kết thúc bằng ký tự xuống dòng, nên dòng cuối chưa viết xong
log-cut-no-at-line = nó không có dòng `at:`, dòng mà ứng dụng ghi sau cùng
log-cut-not-whole = tệp kết thúc bằng các byte hỏng sau nó, và phần có ở đó không phải một mục trọn vẹn ({ $error })
log-writing-stopped = việc ghi đã dừng ở đó (ứng dụng hoặc máy đã dừng): { $what }; mọi mục trọn vẹn đều được tải
log-stopped-damaged-bytes = tệp kết thúc bằng các byte hỏng (số 0 hoặc dữ liệu rác) sau mục trọn vẹn cuối cùng; chúng không thuộc về ván
log-stopped-after-at-line = sau dòng `at:` của mục trọn vẹn cuối cùng là thứ không thuộc về một mục nào
log-stopped-not-an-entry = sau mục trọn vẹn cuối cùng là một dòng không thuộc về mục nào
log-stopped-new-entry-begun = chỉ vài ký tự đầu của một mục mới được ghi sau mục trọn vẹn cuối cùng
# Trong lúc ghi một ván: nhật ký bị thay đổi từ bên ngoài, và việc đã làm.
log-notice-continued = { $old } đã bị thay bằng một ván mà cửa sổ khác đang ghi: ván này vẫn tiếp tục, được ghi trọn vẹn vào { $new }
log-notice-written-again = { $found ->
    [missing] nhật ký { $name } đã bị xoá hoặc di chuyển khi ván đang mở: toàn bộ ván được ghi lại vào đó
    [replaced] nhật ký { $name } đã bị thay bằng một tệp khác khi ván đang mở: toàn bộ ván được ghi lại vào đó
    [cut-short] nhật ký { $name } đã bị một thứ khác cắt ngắn khi ván đang mở: toàn bộ ván được ghi lại vào đó
   *[changed] nhật ký { $name } đã bị một thứ khác thay đổi khi ván đang mở: toàn bộ ván được ghi lại vào đó
}
log-notice-written-again-kept = { $found ->
    [missing] nhật ký { $name } đã bị xoá hoặc di chuyển khi ván đang mở: toàn bộ ván được ghi lại vào đó, và nội dung cũ được giữ lại thành { $kept }
    [replaced] nhật ký { $name } đã bị thay bằng một tệp khác khi ván đang mở: toàn bộ ván được ghi lại vào đó, và nội dung cũ được giữ lại thành { $kept }
    [cut-short] nhật ký { $name } đã bị một thứ khác cắt ngắn khi ván đang mở: toàn bộ ván được ghi lại vào đó, và nội dung cũ được giữ lại thành { $kept }
   *[changed] nhật ký { $name } đã bị một thứ khác thay đổi khi ván đang mở: toàn bộ ván được ghi lại vào đó, và nội dung cũ được giữ lại thành { $kept }
}
log-notice-and-then = { $first }; rồi sau đó { $then }
log-not-taken-back = { $error }; và phần đã ghi không thể rút lại ({ $again }): nhật ký có thể kết thúc bằng một mục hỏng, ứng dụng sẽ sửa nó khi ván được mở lại
log-damage-needs-space = { $reason }; phần cuối bị hỏng ({ $bytes } byte) cần chừng ấy dung lượng trống để được giữ lại
log-unknown-format = format là '{ $format }': ứng dụng này đọc { $formats }
log-no-format = phần đầu không có dòng format: phần đầu của nhật ký ván bắt đầu bằng format: và một trong { $formats }

## Thẻ tóm tắt in được cho người chơi

aid-written = Thẻ tóm tắt đã được ghi vào { $path }: mở bằng trình duyệt và in ra (A4 hoặc Letter, một trang).

## `--help`: từng lệnh và đối số (help-LỆNH và help-LỆNH--ĐỐI-SỐ), các tiêu đề

help-heading-usage = Cách dùng
help-heading-commands = Lệnh
help-heading-options = Tuỳ chọn
help-heading-arguments = Đối số
help-flag-help = In phần trợ giúp
help-flag-version = In số phiên bản của ứng dụng
help-mascarade = Trợ lý bàn chơi cho các trò chơi bài tháu cáy { $games }: tiền, lượt, lời nhận nhân vật và nhật ký ván
help-game = Trò chơi: { $games } [mặc định: { $default }]
help-mascarade--log-dir = Thư mục chứa nhật ký ván [mặc định: $MASCARADE_LOG_DIR, nếu không có thì logs/ trong thư mục hiện tại]
help-mascarade--lang = Ngôn ngữ hiển thị: en, vi, zh-TW, uk hoặc fa [mặc định: $MASCARADE_LANG, nếu không có thì ngôn ngữ của hệ thống, cuối cùng là en]. Nhật ký ván giống nhau ở mọi ngôn ngữ
help-mascarade--ascii = Vẽ các ký hiệu (▶ ★ → · … và đường kẻ khung) bằng ASCII, cho cửa sổ dòng lệnh vẽ chúng rộng hai cột [mặc định: khi dùng tiếng Trung]
help-mascarade--unicode = Vẽ các ký hiệu bằng Unicode, kể cả khi dùng tiếng Trung
help-mascarade--generate = Ghi phần tự hoàn thành cho một shell (complete-bash, complete-zsh, complete-fish) hoặc trang man (man), rồi dừng
help-new = Bắt đầu ván mới: màn hình thiết lập, hoặc với --players là các lá cần lấy ra khỏi hộp, rồi đến bàn chơi
help-new--players = Người chơi, theo chiều kim đồng hồ, cách nhau bằng dấu phẩy: Ana,Bao,Chi,Dung
help-new--first = Ai đi trước (người nhỏ tuổi nhất); mặc định: người có tên đầu tiên trong danh sách
help-new--log-dir = Thư mục chứa nhật ký ván [mặc định: $MASCARADE_LOG_DIR, nếu không có thì logs/ trong thư mục hiện tại]
help-resume = Chơi tiếp một ván: từ nhật ký được chỉ định, hoặc ván dở dang gần nhất trong thư mục nhật ký
help-resume--file = Nhật ký của ván
help-resume--log-dir = Thư mục chứa nhật ký ván [mặc định: $MASCARADE_LOG_DIR, nếu không có thì logs/ trong thư mục hiện tại]
help-replay = Xem lại một ván đã chơi, từng mục một, ở chế độ chỉ đọc
help-replay--file = Nhật ký của ván
help-state = In trạng thái của một ván từ nhật ký: vàng, Toà Án, lượt của ai, ai thắng
help-state--file = Nhật ký ván (YAML)
help-state--json = In một đối tượng JSON (các trường của nó có trong định dạng nhật ký của trò chơi, ở docs/) thay cho bản tóm tắt
help-check = Kiểm tra nhật ký ván: thoát với mã 0 khi mọi tệp đều hợp lệ, nếu không thì in lỗi đầu tiên của từng tệp
help-check--files = Các nhật ký ván cần kiểm tra (một thư mục: mọi nhật ký trong đó và trong các thư mục con)
help-rules = Giải thích luật chơi bằng lời dễ hiểu, hoặc toàn bộ luật của một nhân vật
help-rules--character = Một nhân vật, ví dụ Bishop hoặc "Giám Mục"
help-rules--edition = Phiên bản: first (2013) hoặc second (2021) [mặc định: first, hoặc phiên bản có nhân vật đó]
help-rules--reference = Bản tra cứu: kèm mã luật của bản tra cứu luật và cách nhật ký ghi từng chức năng (không có tuỳ chọn này, luật được kể như cho người chơi ở bàn)
game-unknown = '{ $game }' không phải là trò chơi mà ứng dụng biết: hãy viết { $games }
cli-option-not-for-game = { $option } dành cho { $other }, không dành cho { $game }
cli-not-offered = Lệnh `{ $command }` không dùng được cho { $game }
help-scenarios = Liệt kê các kịch bản (bộ bài), xem một kịch bản, hoặc kiểm tra một tệp kịch bản
help-scenarios-list = Liệt kê các kịch bản có sẵn
help-scenarios-show = Cho biết cần lấy những lá nào ra khỏi hộp với một số người chơi
help-scenarios-show--name = Tên một kịch bản có sẵn, hoặc đường dẫn của một tệp kịch bản
help-scenarios-show--players = Số người chơi ngồi ở bàn
help-scenarios-show--edition = Phiên bản, cho kịch bản có sẵn có ở cả hai phiên bản (basic) [mặc định: first]
help-scenarios-check = Kiểm tra một tệp kịch bản theo luật thiết lập (R-SET-5)
help-scenarios-check--file = Tệp kịch bản
help-simulate = Ghi các ván ngẫu nhiên, đúng luật, của một kịch bản thành nhật ký (để kiểm thử, đo hiệu năng, trình diễn)
help-simulate--players = Số người chơi mỗi ván, từ 2 đến 13 (phiên bản thứ hai: 4 đến 12)
help-simulate--games = Số ván
help-simulate--seed = Hạt giống ngẫu nhiên: cùng hạt giống thì ghi ra đúng những tệp như nhau
help-simulate--out = Thư mục để ghi nhật ký vào (sẽ được tạo nếu chưa có)
help-aid = Ghi một thẻ tóm tắt một trang (HTML, in khổ A4 hoặc Letter) cho một kịch bản và một số người chơi, bằng ngôn ngữ đang dùng: các nhân vật và chức năng, lượt chơi, thách thức
help-aid--players = Số người chơi ngồi ở bàn
help-aid--out = Tệp cần ghi [mặc định: aid-SCENARIO-PLAYERS-LANG.html trong thư mục hiện tại]; `-` ghi trang ra đầu ra chuẩn
help-demo = Mô phỏng một ván và kể lại từng mục, rồi in trạng thái của ván
help-demo--players = Số người chơi, từ 2 đến 13 (phiên bản thứ hai: 4 đến 12)
help-demo--seed = Hạt giống ngẫu nhiên

## `mascarade games`: tóm tắt các ván trong một thư mục

games-line = { $when } · { $length } · { $players } · { $ending } · { $set }
games-no-date = (không rõ ngày)
games-minutes = { $minutes } phút, { $turns }
games-turns-only = { $turns }
games-end-unfinished = dở dang
games-total = { $n ->
   *[other] { $n } ván
}
games-none = Không có ván nào phù hợp trong { $paths }.
games-none-yet = Chưa có ván nào trong { $paths }: mỗi ván được ghi vào đó trong lúc chơi.
games-unreadable-heading = Không đọc được:
games-bad-date = `{ $date }` không phải là ngày: hãy viết theo dạng 2026-12-03
help-games = Liệt kê các ván trong thư mục nhật ký (hoặc trong các thư mục và tệp được chỉ định): khi nào, bao lâu, ai chơi, ai thắng và thắng thế nào, kịch bản
help-games--paths = Các thư mục hoặc nhật ký ván [mặc định: thư mục nhật ký]
help-games--player = Chỉ các ván có người chơi này tham gia
help-games--since = Chỉ các ván bắt đầu từ ngày này trở đi (2026-12-01)
help-games--until = Chỉ các ván bắt đầu đến hết ngày này (2026-12-31)
help-games--unfinished = Chỉ các ván còn dở dang
help-games--log-dir = Thư mục chứa nhật ký ván [mặc định: $MASCARADE_LOG_DIR, nếu không có thì logs/ trong thư mục hiện tại]

## stats, export, board

stats-vs-needs-player = --vs so sánh hai người chơi: hãy chỉ định người thứ nhất bằng --player (--player Ana --vs Bao)
stats-percent = { $n }%
stats-seats-heading = Chỗ ngồi, theo chiều kim đồng hồ, bắt đầu từ người đi trước
stats-col-player = Người chơi
stats-col-games = Ván
stats-col-wins = Thắng
stats-col-win-rate = Tỷ lệ thắng
stats-col-seat = Chỗ ngồi
stats-col-character = Nhân vật
stats-seat-first = 1 (người đi trước)
stats-seat = { $n }
stats-length-turns = từ { $min } đến { $max } lượt, trung bình { $average }
stats-length-minutes = từ { $min } đến { $max } phút, trung bình { $average } ({ $games ->
   *[other] { $games } ván có ghi thời gian
})
help-stats = Thống kê của câu lạc bộ qua các ván trong thư mục nhật ký (hoặc trong các thư mục và tệp được chỉ định): người chơi, chỗ ngồi, cách kết thúc, nhân vật, tháu cáy, kỷ lục
help-stats--paths = Các thư mục hoặc nhật ký ván [mặc định: thư mục nhật ký]
help-stats--player = Chỉ các ván có người chơi này tham gia, và chỉ số liệu của người đó
help-stats--vs = Dùng cùng --player: các ván người đó chơi chung với người chơi này, và ai đã thắng
help-stats--since = Chỉ các ván bắt đầu từ ngày này trở đi (2026-12-01)
help-stats--until = Chỉ các ván bắt đầu đến hết ngày này (2026-12-31)
help-stats--json = In một đối tượng JSON (các trường của nó được mô tả trong docs/stats.md)
help-stats--game = Chỉ số liệu của trò này, trong JSON ở cấp cao nhất: { $games } [mặc định: của mọi trò]
help-stats--log-dir = Thư mục chứa nhật ký ván [mặc định: $MASCARADE_LOG_DIR, nếu không có thì logs/ trong thư mục hiện tại]
export-skipped = Đã bỏ qua: { $problem }
export-unfinished-left-out = { $n ->
   *[other] Đã bỏ qua { $n } ván chưa kết thúc: BG Stats chỉ ghi nhận những ván đã chơi xong.
}
# Khi mọi ván được tính đều dài như nhau: một độ dài, không phải "từ 13 đến 13".
stats-length-turns-same = { $turns } lượt{ $games ->
    [1] {""}
   *[other] {" mỗi ván"}
}
stats-length-minutes-same = { $minutes } phút{ $games ->
    [1] {""}
   *[other] {" mỗi ván"}
} ({ $games ->
   *[other] { $games } ván có ghi thời gian
})
export-cannot-write = Không ghi được { $file }: { $reason }
export-written = { $n ->
   *[other] Đã ghi { $n } ván vào { $file }
}
export-bgstats-comment = Trợ lý bàn chơi Mascarade: { $turns } lượt; { $ending }
export-md-players = Người chơi, theo chiều kim đồng hồ: { $players }. { $first } đi trước.
export-md-timeline = Diễn biến
help-export = Xuất các ván cho công cụ khác: tệp nhập của ứng dụng BG Stats, tệp CSV cho bảng tính, hoặc mỗi ván một bản tường thuật Markdown để gửi vào nhóm trò chuyện của câu lạc bộ
help-export--paths = Các thư mục hoặc nhật ký ván [mặc định: thư mục nhật ký]
help-export--format = bgstats (JSON cho ứng dụng BG Stats), csv hoặc markdown (viết gọn: md)
help-export--player = Chỉ các ván có người chơi này tham gia
help-export--since = Chỉ các ván bắt đầu từ ngày này trở đi (2026-12-01)
help-export--until = Chỉ các ván bắt đầu đến hết ngày này (2026-12-31)
help-export--out = Tệp cần ghi [mặc định: đầu ra chuẩn]
help-export--log-dir = Thư mục chứa nhật ký ván [mặc định: $MASCARADE_LOG_DIR, nếu không có thì logs/ trong thư mục hiện tại]

## board, statistics screen, end-screen export

board-footer = { $file } · q thoát
board-footer-following = Đang theo dõi { $file } · q thoát
board-footer-problem = Tạm thời chưa đọc được nhật ký, bảng đang hiển thị những gì đọc được lần trước: { $problem }
help-board = Bảng công khai cho màn hình thứ hai (một chiếc tivi): tài sản của từng người chơi bằng chữ cỡ lớn, Toà Án, đến lượt ai, lời tuyên bố gần nhất; với --follow, bảng tự cập nhật trong lúc người quản trò ghi ván
help-board--file = Nhật ký của ván [mặc định: ván dở dang gần nhất trong thư mục nhật ký]
help-board--follow = Tiếp tục hiển thị ván khi có mục mới được thêm vào nhật ký
help-board--log-dir = Thư mục chứa nhật ký ván [mặc định: $MASCARADE_LOG_DIR, nếu không có thì logs/ trong thư mục hiện tại]
key-export = xuất
table-export-when-over = Chỉ xuất được ván khi ván đã kết thúc: lúc đó phím x ghi bản tường thuật và tệp BG Stats của ván vào cùng thư mục với nhật ký.
table-exported = Đã ghi vào cùng thư mục với nhật ký: { $files }
replay-export-at-the-end = Bản tường thuật được ghi từ cuối một ván đã kết thúc: End để đến đó, rồi x.
start-stats = Thống kê các ván đã chơi
stats-screen-per-game = { $game }: { $line }
stats-screen-unreadable = { $n ->
   *[other] { $n } nhật ký không đọc được (xem danh sách trong mascarade games)
}

## history: more messages

games-no-such-path = Không có thư mục hay tệp `{ $path }`: hãy đưa một thư mục chứa nhật ký ván, hoặc các nhật ký (*.yaml)
export-nothing-finished = { $n ->
    [1] Ván duy nhất vẫn chưa kết thúc: BG Stats chỉ ghi nhận những ván đã chơi xong
   *[other] Trong { $n } ván, chưa có ván nào kết thúc: BG Stats chỉ ghi nhận những ván đã chơi xong
}
stats-vs-same = --vs chỉ định người chơi thứ hai, không phải lại là { $player }
board-no-unfinished-game = không có ván dở dang nào trong { $folder }: hãy đưa nhật ký của ván cần hiển thị (mascarade board TỆP), hoặc thư mục chứa nó (--log-dir THƯ_MỤC)
log-not-text = đây không phải nhật ký ván: tệp bắt đầu bằng những byte không bao giờ có trong văn bản (NUL, ký tự điều khiển, hoặc byte không phải UTF-8)
stats-decimal = { $whole },{ $tenth }
export-would-replace-log = đó chính là nhật ký của ván
write-refused-input = đó là một trong những tệp đang được đọc
write-refused-game-log = đó là một nhật ký ván, và nhật ký ván không bao giờ bị ghi đè
write-refused-not-ours = đã có một tệp trùng tên, và tệp đó không phải do lệnh này ghi ra: hãy chọn tên khác, hoặc chuyển tệp đó đi nơi khác trước

## Bảng công khai dưới dạng trang web (mascarade board --serve)

web-title = { $game } · bàn chơi
web-language = Ngôn ngữ
web-connecting = Đang kết nối tới bàn chơi…
web-reconnecting = Mất kết nối tới bàn chơi: đang thử lại…
web-lesson = Luật
web-coins = { $coins ->
   *[other] đồng
  }
web-log-gone = Nhật ký của ván không còn nữa: bảng hiển thị những gì đọc được lần cuối.
web-log-replaced = Nhật ký của ván đã bị thay bằng một tệp khác: bảng giờ hiển thị tệp đó.
web-log-other-game = Nhật ký của ván đã bị thay bằng nhật ký của một ván khác: bảng hiển thị những gì đọc được lần cuối của ván này.
web-log-unreadable = Lúc này không đọc được nhật ký của ván (có thể người quản trò đang ghi); bảng hiển thị những gì đọc được lần cuối.
web-bad-address = “{ $address }” không phải địa chỉ để lắng nghe: hãy ghi địa chỉ IP và cổng, chẳng hạn 127.0.0.1:8080 (chỉ máy này) hoặc 0.0.0.0:8080 (mạng của bàn chơi)
web-port-in-use = Cổng { $port } đang được dùng ({ $address }): chọn cổng khác bằng --listen, chẳng hạn cùng địa chỉ { $address } nhưng với cổng khác, hoặc dừng chương trình đang dùng nó
web-address-not-here = { $address } không phải địa chỉ của máy này: dùng 127.0.0.1 (chỉ máy này) hoặc 0.0.0.0 (mọi mạng máy đang nối)
web-port-denied = Không được phép lắng nghe trên { $address }: cổng dưới 1024 cần quyền đặc biệt; hãy chọn cổng như 8080
web-cannot-listen = Không thể lắng nghe trên { $address }: { $problem }
web-cannot-start = Không phục vụ được bảng: { $problem }
web-serving = Bảng của { $file } đang được phục vụ tại:
web-scan = Người chơi mở nó trong trình duyệt, hoặc hướng camera điện thoại vào mã này:
web-local-only = Chỉ máy này mở được. Để điện thoại của người chơi mở được, hãy phục vụ trên mạng của bàn chơi: --listen 0.0.0.0:{ $port }
web-stop = Nhấn Enter để dừng phục vụ (hoặc Ctrl+C).
web-stopped = Bảng không còn được phục vụ.
web-qr-unicode = Mã QR cần một cửa sổ dòng lệnh vẽ được Unicode: thêm --unicode để vẽ.

## Bảng công khai phục vụ từ bàn của người quản trò (w)

key-web-board = bảng trên điện thoại người chơi
serve-title = {" "}Bảng công khai, trên mọi điện thoại{" "}
serve-ask = Phục vụ bảng công khai dưới dạng trang web: mở được từ đâu?
serve-local = l  chỉ trên máy này (trình duyệt của nó, màn hình thứ hai)
serve-network = t  trên mạng của bàn chơi: mọi điện thoại, máy tính bảng hay TV cùng Wi-Fi
serve-ask-keys = l hoặc t: phục vụ · phím khác: quay lại bàn chơi
serve-at = Bảng đang được phục vụ tại:
serve-viewers = Số người đang xem: { $viewers }
serve-local-only = Chỉ máy này mở được: s, rồi w và t để phục vụ trên mạng của bàn chơi.
serve-ports-taken = Các cổng từ { $first } đến { $last } trên máy này đều đang được dùng: dừng một chương trình đang dùng chúng, hoặc phục vụ bảng từ dòng lệnh bằng mascarade board --serve --listen với một cổng tuỳ chọn.
serve-keys = s: dừng phục vụ · phím khác: quay lại bàn chơi (bảng vẫn được phục vụ đến khi đóng bàn chơi)
key-web-local = máy này
key-web-network = mạng của bàn chơi
key-web-stop = dừng phục vụ

## The screens: the table, undo and the history's scrolling (both games)

table-nothing-to-undo = Chưa có gì để hoàn tác: chưa lượt nào được lưu.
key-history-latest = mới nhất

## The memory aid at the table
key-memory-aid = trí nhớ
table-aid-not-chosen = Ván này chơi không có trợ giúp trí nhớ: nó được chọn khi thiết lập ván, trước lượt đầu tiên.
table-aid-shown = Trợ giúp trí nhớ hiện bên cạnh các chỗ ngồi.
table-aid-hidden = Trợ giúp trí nhớ đã ẩn trên màn hình này; các bảng công khai vẫn hiện nó.
