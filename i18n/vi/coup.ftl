## Các từ của Coup: nhân vật và hành động, lỗi thiết lập, lời từ chối, điều mỗi mục đã làm, và
## cách `state` thuật lại một ván. Chữ giữa hai dấu backtick là của nhật ký và giữ nguyên; tên
## nhân vật và hành động trong phần hợp lệ (`Duke`, `foreign_aid`) cũng vậy, vì nhật ký ghi
## đúng những tên đó. Tên nhân vật và hành động theo bài giới thiệu Coup tiếng Việt (seed 002):
## xem docs/glossary-vi.md, mục Coup.

coup-game-name = Coup

# Các nhân vật.
coup-character-duke = Đại Ca
coup-character-assassin = Nữ Sát Thủ
coup-character-captain = Thuyền Trưởng
coup-character-ambassador = Đại Sứ
coup-character-inquisitor = Kiểm Sát Viên
coup-character-contessa = Nữ Bá Tước

# Các hành động, như người quản trò đọc.
coup-action-income = Nhận thu nhập
coup-action-foreign_aid = Nhận viện trợ
coup-action-coup = Đảo chính
coup-action-tax = Thu thuế
coup-action-assassinate = Ám sát
coup-action-steal = Lấy cắp
coup-action-exchange = Trao đổi
coup-action-examine = Tra xét
coup-action-adjust = một lần điều chỉnh
coup-action-undo = một lần hoàn tác
coup-action-note = một ghi chú

# Một hành động được nói đến giữa câu: viết thường, như seed 002 ("chặn lấy cắp"); tên viết
# hoa ở trên chỉ dùng làm nhãn (một lựa chọn, một tiêu đề, hành động của một mục ở đầu lời từ
# chối: "Lấy cắp: …").
coup-deed-income = nhận thu nhập
coup-deed-foreign_aid = nhận viện trợ
coup-deed-coup = đảo chính
coup-deed-tax = thu thuế
coup-deed-assassinate = ám sát
coup-deed-steal = lấy cắp
coup-deed-exchange = trao đổi
coup-deed-examine = tra xét
coup-deed-adjust = điều chỉnh
coup-deed-undo = hoàn tác
coup-deed-note = ghi chú

# Lỗi thiết lập: mỗi lỗi nêu khoá sai của phần đầu.
coup-setup-format = `format` ghi “{ $found }”: nhật ký Coup phải ghi `format: coup-log/1`
coup-setup-player-count = `players` có { $players ->
   *[other] { $players } người chơi
  }: Coup dành cho 2 đến 10 người chơi
coup-setup-name-empty = `players` có một tên để trống: hãy ghi tên của từng người chơi
coup-setup-name-spaces = `players`: “{ $name }” có dấu cách ở đầu hoặc ở cuối: hãy viết lại, bỏ các dấu cách đó
coup-setup-name-unsafe = `players`: “{ $name }” có ký tự xuống dòng, ký tự điều khiển hoặc vô hình, hay ký tự đổi chiều văn bản: hãy dùng chữ cái, chữ số và dấu cách
coup-setup-name-too-long = `players`: “{ $name }” dài hơn { $most } ký tự
coup-setup-same-name = `players`: “{ $first }” và “{ $second }” là cùng một tên (chữ hoa, chữ thường không phân biệt được người chơi): hãy đặt tên khác cho một trong hai người
coup-setup-unknown-first = `first` là “{ $name }”, nhưng người này không có trong danh sách người chơi: hãy ghi một trong { $players }
coup-setup-unknown-variant = `variant` là “{ $found }”: hãy ghi `ambassador` (bản cơ bản) hoặc `inquisitor`
coup-setup-unknown-deal = `deal` là “{ $found }”: hãy ghi `standard` hoặc `sets` (biến thể cho hai người chơi)
coup-setup-deck-too-small = `copies` là { $copies }: với { $players } người chơi, chồng bài rút lúc đầu sẽ còn ít hơn 2 lá; hãy ghi từ { $least } trở lên, hoặc bỏ `copies` đi (mặc định { $default } với { $players } người chơi)
coup-setup-sets-players = `deal: sets` là biến thể cho hai người chơi, nhưng danh sách có { $players } người chơi: hãy ghi `deal: standard` hoặc bỏ dòng này đi
coup-setup-sets-copies = `deal: sets` cần 3 lá cho mỗi nhân vật (15 lá), nhưng `copies` là { $copies }
coup-setup-coins-beyond-treasury = người chơi bắt đầu với tổng cộng { $needed } đồng, nhiều hơn { $treasury } đồng của `rules.treasury`: hãy giảm `rules.starting_coins` hoặc tăng `rules.treasury`

# Điều sai trong một lời từ chối.
coup-refusal-game-over = { $action }: không thể thực hiện nữa, vì ván đã kết thúc ({ $winner } thắng)
coup-refusal-missing-key = { $action } cần `{ $key }`
coup-refusal-key-not-for = { $action } không dùng `{ $key }`
coup-refusal-unknown-player = `{ $key }` ghi “{ $name }”, nhưng đó không phải người chơi
coup-refusal-unknown-character = `{ $key }` ghi “{ $name }”, nhưng đó không phải nhân vật của trò chơi này
coup-refusal-not-their-turn = đang là lượt của { $next }, không phải của { $player }
coup-refusal-actor-out = { $player } đã bị loại; đang là lượt của { $next }
coup-refusal-must-coup = { $action }: không được, vì { $player } bắt đầu lượt với { $coins } đồng nên chỉ được đảo chính
coup-refusal-cannot-afford = { $action } tốn { $cost } đồng, mà { $player } chỉ có { $coins }
coup-refusal-missing-target = { $action } cần một `target`
coup-refusal-target-not-taken = { $action } không có mục tiêu
coup-refusal-own-target = { $player } không thể chọn chính mình làm mục tiêu
coup-refusal-target-out = { $target } đã bị loại, không thể làm mục tiêu
coup-refusal-nothing-to-steal = { $target } không có đồng nào để lấy cắp (D-6)
coup-refusal-examine-without-inquisitor = Tra xét là hành động của Kiểm Sát Viên, mà ván này chơi với Đại Sứ (`variant: ambassador`)
coup-refusal-not-challengeable = { $action } không nhận nhân vật nào, nên không thể bị thách thức
coup-refusal-own-claim = { $player } không thể thách thức { $block ->
    [yes] lượt chặn của chính mình
   *[no] hành động của chính mình
  }
coup-refusal-challenger-out = lúc đó { $player } đã bị loại, nên không thể thách thức
coup-refusal-cannot-be-shown = mọi lá { $character } đều đã bị lật ngửa, nên không còn lá nào để cho xem
coup-refusal-not-blockable = { $action } không thể bị chặn
coup-refusal-only-target-blocks = { $action }: chỉ { $target }, mục tiêu của hành động, mới được chặn, không phải { $blocker }
coup-refusal-own-action-blocked = { $player } không thể chặn hành động của chính mình
coup-refusal-wrong-block-claim = { $action }: “{ $claim }” không chặn được hành động này
coup-refusal-block-after-failed = { $action }: lời thách thức đã khiến hành động thất bại, nên không còn gì để chặn
coup-refusal-blocker-out = lúc đó { $player } đã bị loại, nên không thể chặn
coup-refusal-missing-loss = `lost` không cho biết { $player } đã lật ngửa lá ảnh hưởng nào do { $cause }
coup-refusal-wrong-loser = `lost` ghi { $written } lật ngửa một lá, trong khi người phải mất một lá do { $cause } là { $due }
coup-refusal-extra-loss = `lost` ghi { $player } lật ngửa một lá, nhưng { $due ->
    [0] không ai phải mất lá nào
   *[other] chỉ có { $due } lá phải mất
  }
coup-refusal-no-copy-left = mọi lá { $character } đều đã bị lật ngửa, nên không thể mất thêm lá nào
coup-refusal-adjust-out = { $player } đã bị loại, nên số tiền của người này không thể thay đổi
coup-refusal-adjust-nothing = `coins: 0` không thay đổi gì cả
coup-refusal-beyond-treasury = Ngân Hàng chỉ còn { $treasury } đồng, ít hơn { $coins }
coup-refusal-below-zero = { $player } có { $has } đồng, và { $coins } sẽ khiến số tiền xuống dưới 0
coup-refusal-nothing-to-undo = không có gì để hoàn tác
coup-refusal-not-kept = không thể giữ mục này

# Lý do phải mất một lá, bên trong các lời từ chối ở trên.
coup-cause-action-challenge = lời thách thức hành động
coup-cause-block-challenge = lời thách thức lượt chặn
coup-cause-coup = cuộc đảo chính
coup-cause-assassination = vụ ám sát

# Những gì sẽ được chấp nhận thay vào đó.
coup-accepted-only-undo-note = `undo` hoặc `note`
coup-accepted-key = `{ $key }: …`
coup-accepted-without-key = mục này, bỏ `{ $key }` đi
coup-accepted-one-of = một trong { $items }
coup-accepted-next-player = `player: { $next }`
coup-accepted-coup-target = `action: coup` kèm một `target`: một trong { $targets }
coup-accepted-coins-action = một hành động mà { $player } đủ tiền trả: { $actions }
coup-accepted-target = một `target` còn trong ván, không phải người hành động: một trong { $targets }
coup-accepted-no-target = mục này, bỏ `target` đi
coup-accepted-steal-target = một `target` đang có tiền: một trong { $targets }
coup-accepted-no-steal-target = một hành động khác: không ai khác có tiền để lấy cắp
coup-accepted-exchange = `action: exchange`, hoặc `variant: inquisitor` ở phần đầu nếu ván chơi với Kiểm Sát Viên
coup-accepted-challenge-actions = chỉ được thách thức `tax`, `assassinate`, `steal`, `exchange` hoặc `examine`, hoặc một lượt chặn
coup-accepted-challenger = một người chơi khác còn trong ván: một trong { $players }
coup-accepted-shown-false = `shown: false`
coup-accepted-block-actions = chỉ được chặn `foreign_aid`, `assassinate` hoặc `steal`
coup-accepted-blocker = `block: {"{"}by: { $target }, …{"}"}`
coup-accepted-blocker-anyone = một người chơi khác còn trong ván: một trong { $players }
coup-accepted-block-claim = `claim:` { $claims }
coup-accepted-no-block = mục này, bỏ `block` đi
coup-accepted-loss = `{ $player }: CHARACTER` là dòng tiếp theo trong `lost`, với CHARACTER là một trong { $characters }
coup-accepted-losses-due = `lost` ghi đúng { $due ->
   *[other] { $due } lá bị mất
  }, theo thứ tự giải quyết
coup-accepted-no-loss = mục này, bỏ `lost` đi
coup-accepted-lost-character = một nhân vật còn lá chưa lộ: { $characters }
coup-accepted-adjust = `coins:` từ { $least } đến { $most }, khác 0
coup-accepted-nothing = không gì cả: mục này không cần thiết

# Điều một mục đã làm.
coup-effect-paid = { $player } trả { $coins } đồng vào Ngân Hàng.
coup-effect-challenged-shown = { $challenger } thách thức việc { $claimant } nhận là { $character }: { $claimant } cho xem lá đó, trả nó vào chồng bài rút và rút một lá mới.
coup-effect-challenged-not-shown = { $challenger } thách thức việc { $claimant } nhận là { $character }: { $claimant } không cho xem.
coup-effect-blocked = { $by } chặn, nhận mình là { $claim }.
coup-effect-lost = { $player } lật ngửa { $character } (do { $cause }).
coup-effect-out = { $player } không còn ảnh hưởng nào và bị loại.
coup-effect-failed-challenged = Việc { $action } thất bại: lời nhận nhân vật không được chứng minh.
coup-effect-failed-blocked = Việc { $action } bị chặn.
coup-effect-refunded = { $player } được trả lại { $coins } đồng.
coup-effect-took = { $player } lấy { $coins } đồng từ Ngân Hàng.
coup-effect-took-short = { $player } lấy { $coins } đồng từ Ngân Hàng: Ngân Hàng chỉ còn chừng đó, thay vì { $due } đồng.
coup-effect-stole = { $player } lấy { $coins } đồng của { $from }.
coup-effect-exchanged = { $player } trao đổi với chồng bài rút ({ $drawn ->
   *[other] rút { $drawn } lá
  }); không có gì công khai thay đổi.
coup-effect-examined = { $player } xem một lá bài của { $target }.
coup-effect-examined-forced = { $player } xem một lá bài của { $target } và buộc người đó đổi lá ấy.
coup-effect-examined-kept = { $player } xem một lá bài của { $target } rồi trả lại.
coup-effect-nothing-to-hit = { $target } đã bị loại: không còn gì để nhắm vào.
coup-effect-returned = { $coins } đồng của { $player } trở về Ngân Hàng.
coup-effect-game-over = { $winner } là người cuối cùng còn ảnh hưởng và giành chiến thắng.
coup-effect-adjusted-up = Điều chỉnh: { $player } nhận { $coins } đồng từ Ngân Hàng.
coup-effect-adjusted-down = Điều chỉnh: { $player } trả { $coins } đồng về Ngân Hàng.
coup-effect-noted = Ghi chú: { $comment }
coup-effect-noted-empty = Ghi chú.

# Cách `state` thuật lại một ván.
coup-state-turn = Lượt { $turn } · đến lượt { $next }
coup-state-must-coup = { $next } có { $coins } đồng và buộc phải đảo chính.
coup-state-over = Kết thúc sau { $turns ->
   *[other] { $turns } lượt
  }: { $winner } thắng.
coup-state-treasury = Ngân Hàng: { $treasury } đồng · chồng bài rút: { $deck } lá
coup-state-player = { $coins ->
   *[other] { $coins } đồng
  }, { $influence ->
    [0] bị loại
   *[other] { $influence } ảnh hưởng
  }
coup-state-face-up = ; đã lật: { $cards }
coup-state-unseen = Chưa lộ: { $cards }
coup-state-unseen-one = { $character } { $copies }
coup-state-entries = { $entries ->
   *[other] { $entries } mục
  } có hiệu lực

# Một ván trong danh sách các ván đã chơi.
coup-games-won = { $winner } thắng, người cuối cùng còn ảnh hưởng
coup-games-set = Coup
coup-games-set-variant = Coup với { $character }

# `mascarade rules --game coup`: luật chơi giảng cho cả bàn. Mã luật trong ngoặc vuông chỉ
# xuất hiện trong bản tra cứu (`--reference`); dòng bắt đầu bằng `LOG: ` cũng vậy.
coup-rules-title = Coup — luật chơi
coup-rules-title-inquisitor = Coup với Kiểm Sát Viên — luật chơi
coup-rules-intro = Mỗi người chơi là người đứng đầu một gia tộc quyền thế trong một thành bang thối nát. Hai lá bài úp trước mặt là ảnh hưởng của bạn ở Toà Án; bạn có thể nhận mình đang giữ bất kỳ nhân vật nào, và ai cũng có thể vạch trần lời nói dối của bạn. Mất cả hai lá là bạn bị loại.
coup-rules-goal-heading = Mục tiêu
coup-rules-goal = Là người chơi cuối cùng còn lá bài úp. Không có hạng nhì. [R-COUP-END-1]
coup-rules-setup-heading = Chuẩn bị
coup-rules-setup-cards = Toà Án gồm { $copies } lá cho mỗi nhân vật trong năm nhân vật: { $characters }. Xáo bài, chia úp cho mỗi người hai lá, rồi đặt úp phần còn lại ở giữa bàn: đó là chồng bài rút. Bạn được xem bài của mình bất cứ lúc nào. [R-COUP-SETUP-2, R-COUP-SETUP-3]
coup-rules-setup-coins = Mỗi người lấy 2 đồng; tiền luôn để ai cũng thấy. Phần còn lại trong 50 đồng của hộp là Ngân Hàng. Không bao giờ được cho hay cho mượn tiền, và không thoả thuận nào có tính ràng buộc. [R-COUP-SETUP-4, R-COUP-SETUP-5]
coup-rules-setup-big = Với 7 hoặc 8 người chơi, dùng 4 lá cho mỗi nhân vật; với 9 hoặc 10 người, dùng 5 lá (bản mở rộng Reformation có thêm các lá này). [R-COUP-BIG-1]
coup-rules-turn-heading = Lượt của bạn
coup-rules-turn-one = Ván chơi theo chiều kim đồng hồ. Đến lượt mình, bạn thực hiện đúng một hành động; không được bỏ lượt. Bạn có thể chọn bất kỳ hành động nào mình đủ tiền trả, dù có giữ nhân vật của hành động đó hay không. [R-COUP-TURN-1, R-COUP-TURN-2]
coup-rules-turn-forced = Nếu bắt đầu lượt với từ 10 đồng trở lên, bạn buộc phải đảo chính. [R-COUP-TURN-3]
coup-rules-turn-target = Hành động có mục tiêu phải nêu mục tiêu ngay khi tuyên bố: một người chơi khác còn trong ván. [R-COUP-TURN-4]
coup-rules-actions-heading = Các hành động
coup-rules-action-income = lấy 1 đồng từ Ngân Hàng. Không ai ngăn được. [R-COUP-ACT-1]
coup-rules-action-foreign-aid = lấy 2 đồng. Ai cũng có thể chặn bằng cách nhận mình là { $duke }. [R-COUP-ACT-2]
coup-rules-action-coup = trả 7 đồng: mục tiêu của bạn lật ngửa một lá. Không ai ngăn được. [R-COUP-ACT-3]
coup-rules-action-tax = nhận mình là { $duke }: lấy 3 đồng. [R-COUP-ACT-4]
coup-rules-action-assassinate = nhận mình là { $assassin } và trả 3 đồng: mục tiêu của bạn lật ngửa một lá. Mục tiêu có thể chặn bằng cách nhận mình là { $contessa }; 3 đồng đã trả vẫn mất. [R-COUP-ACT-5]
coup-rules-action-steal = nhận mình là { $captain }: lấy 2 đồng của một người chơi đang có tiền (1 đồng nếu họ chỉ có 1). Mục tiêu có thể chặn bằng cách nhận mình là { $captain } hoặc { $exchanger }. [R-COUP-ACT-6, R-COUP-ACT-9]
coup-rules-action-exchange = nhận mình là { $ambassador }: rút 2 lá từ chồng bài rút, chọn trong các lá bài úp của bạn và hai lá vừa rút để giữ lại đúng bằng số lá bạn đã có, rồi trả lại hai lá còn lại. [R-COUP-ACT-7]
coup-rules-action-exchange-inquisitor = nhận mình là { $inquisitor }: rút 1 lá từ chồng bài rút, nếu muốn thì đổi nó lấy một lá của bạn, rồi trả lại một lá. [R-COUP-INQ-2]
coup-rules-action-examine = nhận mình là { $inquisitor }: mục tiêu cho bạn xem một lá bài úp của họ; bạn trả lại lá đó, hoặc họ phải rút một lá mới từ chồng bài rút rồi trả lá vừa cho xem vào chồng bài đó. [R-COUP-INQ-3]
coup-rules-blocks-heading = Chặn
coup-rules-blocks = Chặn cũng là một lời nhận: người chặn có thể đang nói dối, và lượt chặn có thể bị thách thức. Lượt chặn đứng vững thì hành động bị chặn lại. Chỉ mục tiêu mới được chặn việc lấy cắp hoặc ám sát; còn việc nhận viện trợ thì bất kỳ người nào khác cũng có thể chặn. Không thể chặn: { $unblockable }. [R-COUP-BLOCK-1, R-COUP-BLOCK-2]
coup-rules-challenges-heading = Thách thức
coup-rules-challenge-who = Bất kỳ người chơi nào khác còn trong ván cũng có thể thách thức một nhân vật được nhận, dù là cho hành động hay cho lượt chặn, trước khi ván chơi tiếp. Nhận thu nhập, nhận viện trợ và đảo chính không nhận nhân vật nào nên không thể bị thách thức. [R-COUP-CHAL-1, R-COUP-CHAL-2]
coup-rules-challenge-shown = Người bị thách thức có thể cho xem nhân vật đó: khi ấy người thách thức mất một ảnh hưởng, còn lá vừa cho xem được trả vào chồng bài rút, xáo lại, rồi người kia rút một lá mới. [R-COUP-CHAL-3]
coup-rules-challenge-not-shown = Nếu họ không thể, hoặc không muốn, cho xem, họ mất một ảnh hưởng và lời nhận thất bại: hành động thất bại được hoàn lại chi phí; lượt chặn thất bại thì hành động vẫn diễn ra. [R-COUP-CHAL-3, R-COUP-CHAL-4]
coup-rules-challenge-order = Luôn theo thứ tự này: hành động và chi phí của nó, lời thách thức hành động, rồi lượt chặn, rồi lời thách thức lượt chặn, và cuối cùng là kết quả của hành động. [R-COUP-CHAL-5]
coup-rules-lose-heading = Mất ảnh hưởng
coup-rules-lose-choose = Ai mất một ảnh hưởng thì tự chọn lật ngửa lá nào của mình. Lá đó nằm ngửa trước mặt họ cho đến hết ván. [R-COUP-LOSE-1]
coup-rules-lose-two = Mục tiêu của một vụ ám sát có thể mất cả hai lá trong một lượt, nếu thách thức { $assassin } mà sai, hoặc chặn bằng { $contessa } mà không cho xem được khi bị thách thức. [R-COUP-LOSE-2]
coup-rules-lose-out = Khi cả hai lá đều đã lật ngửa, bạn bị loại: tiền của bạn trở về Ngân Hàng khi lượt đó kết thúc. [R-COUP-LOSE-3]
coup-rules-two-heading = Hai người chơi
coup-rules-two-coins = Người đi trước chỉ lấy 1 đồng. [R-COUP-2P-1]
coup-rules-two-sets = Biến thể cho hai người: chia bài thành ba bộ, mỗi bộ có một lá của mỗi nhân vật. Mỗi người lấy một bộ, bí mật giữ một lá và úp bốn lá còn lại sang một bên, không ai được xem; xáo bộ thứ ba, chia mỗi người một lá, và ba lá cuối cùng là chồng bài rút. [R-COUP-2P-2]
coup-rules-inquisitor-heading = Kiểm Sát Viên
coup-rules-inquisitor = Một biến thể chơi được với mọi số người: { $inquisitor } thay cho mọi lá { $ambassador }. Nhân vật này trao đổi một lá thay vì hai, có thể tra xét lá bài của người chơi khác, và chặn được việc lấy cắp. [R-COUP-INQ-1, R-COUP-INQ-4]
coup-rules-companion-heading = Những gì ứng dụng theo dõi giúp bạn
coup-rules-companion = Tiền và Ngân Hàng, lượt của ai và lượt buộc phải đảo chính, mọi lá đã lật ngửa và ai đã bị loại, và mỗi nhân vật còn bao nhiêu lá chưa ai thấy lật ngửa. Ứng dụng không bao giờ hỏi đến lá bài úp. [R-COUP-TRACK-1, R-COUP-TRACK-2]
coup-rules-log-turn = LOG: Mỗi lượt là một mục: `action`, `player`, `target`, rồi `challenge: {"{"}by, shown{"}"}`, `block: {"{"}by, claim, challenge{"}"}` và `lost:`, các lá bị lật ngửa theo thứ tự giải quyết.

# Bảng công khai (`mascarade board`).
coup-board-treasury = Ngân Hàng
coup-board-last-turn = Lượt vừa rồi
coup-board-no-turn = Chưa có lượt nào.
coup-board-unseen-one = { $character }: { $copies } trên { $total } lá chưa lộ
coup-board-influence = { $influence ->
    [0] bị loại
   *[other] { $influence } ảnh hưởng
  }

# Xem lại một ván (`mascarade replay`).
coup-replay-title = Coup · xem lại · { $at } · { $file }
coup-replay-at-start = lúc bắt đầu, { $total } mục
coup-replay-at-turn = mục { $entry } trên { $total }, lượt { $turn }
coup-replay-at-entry = mục { $entry } trên { $total }
coup-replay-entry = {" "}Kết quả{" "}
coup-replay-start = Lúc bắt đầu: mọi người có số đồng khởi đầu và hai lá bài úp. Nhấn → để xem ván từng bước.

## Bàn chơi: người dẫn nhập một lượt, mỗi lần một sự việc.
coup-table-title = Coup · { $state } · { $file }
# Trạng thái trên tiêu đề khi ván đã kết thúc: ngắn, để tên tệp nhật ký vừa bên cạnh.
coup-table-title-over = hết ván, { $winner } thắng
coup-table-seats = {" "}Bàn chơi{" "}
coup-table-unseen = {" "}Bài chưa lộ{" "}
coup-table-history = {" "}Đã xảy ra{" "}
coup-table-turn = {" "}Lượt { $turn }{" "}
coup-table-preview = {" "}Trước khi lưu{" "}
coup-table-fix = {" "}Sửa{" "}
coup-table-note = {" "}Ghi chú{" "}
coup-table-over = {" "}Hết ván{" "}
coup-table-coins = { $coins ->
   *[other] { $coins } đồng
  }
coup-table-out = bị loại
coup-table-must-coup = buộc phải đảo chính
coup-table-unseen-one = [{ $key }] { $character }: { $copies } trên { $total }
coup-table-all-face-up = { $character }: mọi lá đều đã lật ngửa, nên ai nhận là { $character } thì chắc chắn là nói dối
coup-table-nothing-yet = Chưa có gì: ván bắt đầu.
coup-ask-action = Lượt của { $player }: hành động nào?
coup-ask-target = { $player }: { $action }, nhắm vào ai?
coup-ask-challenge = Có ai thách thức việc { $claimant } nhận là { $character } không?
coup-ask-challenge-block = Có ai thách thức việc { $claimant } chặn bằng { $character } không?
coup-ask-block = Có ai chặn việc { $action } không?
coup-ask-loss = { $player } lật ngửa lá nào? ({ $cause })
coup-ask-forced = { $player } đã xem lá bài của { $target }: { $player } có buộc { $target } đổi lá ấy không?
coup-ask-preview = Enter lưu lượt này; Esc lùi lại một bước.
coup-choice-nobody = không ai
coup-choice-challenger = { $player } thách thức
coup-choice-shown = cho xem: { $claimant } có { $character }
coup-choice-not-shown = không cho xem
coup-choice-forced = có: { $target } đổi lá ấy
coup-choice-kept = không: { $target } giữ lá ấy
coup-choice-block = { $player } chặn bằng { $character }
coup-choice-blocker = { $player } chặn
coup-no-such-key = { $key } không phải lựa chọn nào trên màn hình: nhấn một phím trong ngoặc vuông, hoặc ? để xem trợ giúp.
coup-loss-own-key = Lật lá nào là do { $player } chọn: hãy nhấn phím của lá đó (chỉ Enter thì không chọn lá nào).
coup-adjust-whose = Điều chỉnh: tiền của ai?
coup-adjust-coins = { $player } có { $coins } đồng: lấy bao nhiêu từ Ngân Hàng (+) hoặc trả lại (−)? Gõ số rồi Enter.
coup-adjust-not-a-number = '{ $typed }' không phải số đồng: gõ chẳng hạn +2 hoặc −1.
coup-adjust-out-of-range = { $player } chỉ có thể nhận từ { $least } đến +{ $most } (số đồng đang có, số đồng trong Ngân Hàng), không phải { $typed }: gõ một số trong khoảng đó, khác 0.
coup-note-prompt = Ghi chú cho lịch sử ván: gõ rồi Enter.
coup-over-out = Bị loại, theo thứ tự: { $players }

## Ván mới: biểu mẫu thiết lập, rồi những gì cần lấy ra khỏi hộp.
coup-setup-title = Coup · ván mới
coup-setup-form = {" "}Bàn chơi{" "}
coup-setup-about = {" "}Giải thích{" "}
coup-setup-players = Người chơi, theo chiều kim đồng hồ (gõ tên, Enter)
coup-setup-first = Người đi đầu
coup-setup-first-default = người ngồi đầu tiên
coup-setup-variant = Biến thể
coup-setup-variant-ambassador = bản gốc (Đại Sứ)
coup-setup-variant-inquisitor = Kiểm Sát Viên thay cho Đại Sứ
coup-setup-copies = Số lá mỗi nhân vật
coup-setup-copies-auto = { $copies } (cho { $players } người chơi)
coup-setup-deal = Cách chia
coup-setup-deal-standard = thông thường
coup-setup-deal-sets = chia theo bộ cho hai người
coup-setup-coins = Số đồng khởi đầu
coup-setup-treasury = Số đồng trong hộp
coup-setup-teach-players = Xếp 2 đến 10 người chơi theo chiều kim đồng hồ: mỗi người ngồi bên trái người trước. Backspace khi tên trống sẽ bỏ người cuối.
coup-setup-teach-first = Người chơi lượt đầu tiên; sau đó đi theo chiều kim đồng hồ.
coup-setup-teach-variant = Kiểm Sát Viên thay Đại Sứ: đổi một lá, có thể xem lá của người khác, và chặn việc lấy cắp.
coup-setup-teach-copies = 3 lá mỗi nhân vật đến 6 người chơi, 4 lá cho 7 hoặc 8, 5 lá cho 9 hoặc 10 (bản Reformation có thêm lá). Đổi bằng ◀ ▶.
coup-setup-teach-deal = Với hai người, biến thể của luật: ba bộ, mỗi bộ một lá mỗi nhân vật; mỗi người giữ một lá của một bộ và úp bỏ bốn lá không ai xem.
coup-setup-teach-coins = Mọi người bắt đầu với 2 đồng (hai người chơi thì người đi đầu ít hơn một). Luật nhà có thể đổi; nhật ký ghi lại.
coup-setup-teach-treasury = Hộp có 50 đồng; Ngân Hàng là số đồng không ai giữ. Luật nhà có thể đổi; nhật ký ghi lại.
coup-deal-title = {" "}Trước lượt đầu tiên{" "}
coup-deal-take = Lấy ra khỏi hộp { $copies } lá của mỗi nhân vật sau: { $characters } ({ $cards } lá). Cất các lá khác đi.
coup-deal-shuffle = Xáo và chia úp 2 lá cho mỗi người; { $deck } lá còn lại là chồng bài rút, úp ở giữa.
coup-deal-sets = Chia thành ba bộ, mỗi bộ một lá mỗi nhân vật. Mỗi người lấy một bộ, bí mật giữ một lá và úp bỏ bốn lá kia, không ai xem. Xáo bộ thứ ba, chia mỗi người một lá; ba lá cuối là chồng bài rút.
coup-deal-coins = Đưa mỗi người { $coins } đồng; Ngân Hàng giữ { $treasury } đồng.
coup-deal-coins-two = Đưa mỗi người { $coins } đồng, riêng { $first } đi đầu nhận { $first_coins }; Ngân Hàng giữ { $treasury } đồng.
coup-deal-memory-aid = Có trợ giúp trí nhớ: mỗi chỗ ngồi hiện người chơi đã nhận vai gì, trên màn hình bàn chơi (m để ẩn) và trên các bảng công khai.
coup-deal-first = Enter: lượt đầu tiên, của { $first }.
coup-setup-heading = { $label }:
coup-setup-field = { $label }: { $value }

## Số liệu Coup của câu lạc bộ (mascarade stats).
coup-stats-games = { $games ->
   *[other] { $games } ván
  } ({ $finished } ván đã kết thúc, { $unfinished } ván dở dang)
coup-stats-players-heading = Người chơi (tỷ lệ thắng tính trên các ván đã kết thúc)
coup-stats-bluffing-heading = Nhận vai: bị thách, bị bắt, đứng vững
coup-stats-challenges-heading = Thách thức và chặn
coup-stats-characters-heading = Nhân vật
coup-stats-length-heading = Các ván kéo dài bao lâu
coup-stats-col-lost = Lá mất
coup-stats-col-eliminations = Loại người khác
coup-stats-col-out = Bị loại
coup-stats-col-claims = Nhận vai
coup-stats-col-challenged = Bị thách
coup-stats-col-caught = Bị bắt
coup-stats-col-defended = Đứng vững
coup-stats-col-challenges = Thách thức
coup-stats-col-won = Đúng
coup-stats-col-blocks = Chặn
coup-stats-col-blocks-challenged = Chặn bị thách
coup-stats-col-turned-up = Bị lật
coup-md-title = Coup, { $when } ({ $length })
coup-md-end = Mỗi người chơi kết thúc thế nào
coup-md-coins = Tiền
coup-md-face-up = Đã lật
coup-stats-heading = Coup

## The printable player aid (mascarade aid --game coup).
coup-aid-title = Coup · { $players } người chơi
coup-aid-more = Người bạn đồng hành kể toàn bộ luật chơi: mascarade rules --game coup.

# Ai làm gì, nói đầu tiên trong lịch sử mỗi lượt.
coup-effect-declared-income = { $player } nhận thu nhập.
coup-effect-declared-foreign-aid = { $player } nhận viện trợ.
coup-effect-declared-coup = { $player } đảo chính { $target }.
coup-effect-declared-tax = { $player } nhận mình là { $character } và thu thuế.
coup-effect-declared-assassinate = { $player } nhận mình là { $character } và định ám sát { $target }.
coup-effect-declared-steal = { $player } nhận mình là { $character } và định lấy cắp của { $target }.
coup-effect-declared-exchange = { $player } nhận mình là { $character } để trao đổi bài.
coup-effect-declared-examine = { $player } nhận mình là { $character } để tra xét một lá bài của { $target }.

# Lần hoàn tác đã lấy lại những gì.
coup-effect-undone = Đã hoàn tác: { $what }.
coup-effect-undone-changes = Đã hoàn tác: { $what } — { $changes }.
coup-undid-turn = lượt { $turn }, { $player } { $action }
coup-undid-entry = { $action } (mục { $entry })
coup-undid-coins = { $who } { $made }→{ $back }
coup-undid-treasury = Ngân Hàng
coup-undid-face-down = { $character } của { $player } úp lại
coup-redone = { $what } — { $first }

# Bảng Chưa lộ, khi một câu không vừa một dòng.
coup-table-all-face-up-short = [{ $key }] { $character }: 0 trên { $total } · nói dối
coup-table-treasury = Ngân Hàng: { $treasury } đồng
coup-table-deck = Chồng bài rút: { $deck } lá

# Các vấn đề trên màn hình thiết lập, bằng lời của biểu mẫu.
coup-form-player-count = { $players ->
    [0] Chưa có người chơi: gõ từng tên rồi Enter (Coup dành cho 2 đến 10 người)
   *[other] { $players } người chơi: Coup dành cho 2 đến 10 người
  }
coup-form-name-empty = Có một tên trống: hãy gõ tên người chơi
coup-form-name-spaces = “{ $name }” có dấu cách ở đầu hoặc cuối: gõ lại không có dấu cách
coup-form-name-unsafe = “{ $name }” có ký tự xuống dòng, ký tự điều khiển hoặc vô hình, hay ký tự đổi chiều văn bản: chỉ gõ chữ cái, chữ số và dấu cách
coup-form-name-too-long = “{ $name }” dài hơn { $most } ký tự: hãy rút ngắn
coup-form-same-name = “{ $first }” và “{ $second }” là cùng một tên (chữ hoa chữ thường không phân biệt người chơi): đặt tên khác cho một người
coup-form-unknown-first = Người đi đầu, “{ $name }”, không có trong số người chơi: chọn một trong { $players }
coup-form-seated-twice = “{ $name }” ngồi hai lần: đặt tên khác cho một người
coup-form-deck-too-small = Với { $players } người chơi, { $copies } lá mỗi nhân vật thì chồng bài rút còn chưa tới 2 lá: chọn { $least } trở lên
coup-form-sets-players = Chia theo bộ chỉ dành cho hai người, mà đang có { $players } người: chọn cách chia thông thường
coup-form-sets-copies = Chia theo bộ cần 3 lá mỗi nhân vật, không phải { $copies }
coup-form-coins-beyond-treasury = Người chơi bắt đầu với tổng cộng { $needed } đồng, nhiều hơn { $treasury } đồng trong hộp: giảm số đồng khởi đầu hoặc tăng số đồng trong hộp

# The table: refusals said on screen, an undo with nothing to undo, a correction typed, a turn in what happened.
coup-screen-refusal = { $problem } ({ $rule }).
coup-adjust-digits-only = { $typed } không phải chữ số: gõ số đồng bằng chữ số, thêm + hoặc − phía trước để cho hoặc lấy lại.
coup-adjust-empty = Hãy gõ số đồng trước: +2 lấy 2 đồng từ Ngân Hàng, −1 trả 1 đồng lại.
coup-history-turn = { $turn }. { $said }
coup-ask-shown = { $who }: lá bài có được cho xem không?
coup-ask-block-as = { $who }: nhận mình là nhân vật nào?
coup-key-clear = xoá dòng

## `--help`: từng lệnh và đối số (help-LỆNH và help-LỆNH--ĐỐI-SỐ), các tiêu đề

variant-unknown = '{ $variant }' không phải là biến thể của Coup: hãy viết ambassador hoặc inquisitor
deal-unknown = '{ $deal }' không phải là cách chia bài của Coup: hãy viết standard, hoặc sets (hai người chơi)
cli-rules-coup-character = Các nhân vật của Coup đều được giới thiệu trên một trang: mascarade rules --game coup
cli-simulate-coup-players = Coup dành cho 2 đến 10 người chơi, không phải { $players }
cli-simulate-wrote-coup = Đã ghi { $games } ván Coup cho { $players } người chơi ({ $entries } mục) vào { $folder }

## Các màn hình: trình đơn bắt đầu, các ván đã chơi, phần xem lại, trợ giúp, khung

start-new-coup = Ván Coup mới

## The memory aid: what each player has claimed, beside their seat
coup-memory-heading = Mỗi người chơi đã nhận vai gì
coup-claims-legend = 2: đã nhận 2 lần · ✓ cho xem để chứng minh · ✗ bị bắt khi nhận bừa
coup-table-claims = {" "}Nhận vai · chưa lộ{" "}
coup-key-claims = nhận vai
coup-table-unseen-row = chưa lộ / { $total }
coup-setup-memory-aid = Trợ giúp trí nhớ
coup-setup-memory-aid-off = tắt
coup-setup-memory-aid-on = bật
coup-setup-teach-memory-aid = Cho bàn người mới: bên cạnh mỗi chỗ ngồi, các nhân vật người chơi đó đã nhận trong ván, bao nhiêu lần, và lá nào họ đã chứng minh bằng cách cho xem lá bài. Người chơi vốn phải tự nhớ, nên nó tắt trừ khi được chọn; nhật ký ghi lại lựa chọn này.

## Its options on the command line (`--help`): the same on every command that takes them,
## unless a command says its own.
help-option--variant = Coup: ambassador (bản gốc, mặc định) hoặc inquisitor
help-option--deal = Coup hai người: standard (mặc định) hoặc sets
