# Mascarade Companion: tiếng Việt (vi); tiếng Anh là ngôn ngữ dự phòng.
# Mọi dòng chữ người dùng đọc đều nằm ở đây, dưới một mã thông điệp; tệp của mỗi ngôn ngữ có đúng
# các mã như tệp tiếng Anh (có bài kiểm tra đối chiếu). `[R-…]` là mã một luật trong RULES.md: bản
# luật cho người chơi bỏ nó đi, bản tra cứu giữ lại; dòng bắt đầu bằng `LOG: ` chỉ dành cho bản
# tra cứu. Giữ nguyên cả hai trong mọi ngôn ngữ.

## Ngôn ngữ

lang-unknown = { $source } chọn ngôn ngữ `{ $asked }`, nhưng ứng dụng chưa có ngôn ngữ này
lang-accepted = một trong { $choices }
lang-label = Ngôn ngữ
# Đứng trước những giá trị hợp lệ, sau một thông báo nói điều gì sai.
accepted = Hợp lệ

## Tên các nhân vật, như cả bàn vẫn gọi (nhật ký ván luôn ghi tên tiếng Anh)

character-judge = Quan Toà
character-bishop = Giám Mục
character-king = Nhà Vua
character-queen = Nữ Hoàng
character-fool = Thằng Điên
character-thief = Ăn Trộm
character-witch = Phù Thuỷ
character-spy = Nội Gián
character-peasant = Nông Dân
character-cheat = Kẻ Lừa Đảo
character-inquisitor = Kiểm Sát Viên
character-widow = Goá Phụ
character-alchemist = Nhà Giả Kim
character-actress = Nữ Diễn Viên
character-courtesan = Kỹ Nữ
character-gambler = Con Bạc
character-puppet-master = Người Múa Rối
character-damned = Kẻ Bị Nguyền
character-necromancer = Thầy Gọi Hồn
character-princess = Công Chúa
character-sage = Nhà Hiền Triết
character-patron = Mạnh Thường Quân
character-beggar = Người Ăn Xin
character-usurper = Kẻ Soán Ngôi
character-bear-tamer = Người Dạy Gấu
character-empress = Nữ Đế
character-guru = Đạo Sư
character-cheater = Kẻ Gian Lận

## Chức năng của từng nhân vật trong một câu, với các con số của sách luật

character-judge-summary = lấy hết số vàng trên Toà Án (tiền phạt của lượt này được nộp sau, nên ông không nhận được)
character-bishop-summary = lấy 2 đồng vàng của người giàu nhất trong số những người chơi khác; nếu nhiều người bằng nhau, Giám Mục chọn người phải trả
character-king-summary = lấy 3 đồng vàng từ Ngân Hàng
character-queen-summary = lấy 2 đồng vàng từ Ngân Hàng
character-fool-summary = lấy 1 đồng vàng từ Ngân Hàng, rồi đổi – hoặc giữ nguyên – bài của hai người chơi khác, không được nhìn
character-thief-summary = lấy 1 đồng vàng của người ngồi bên trái và 1 đồng của người ngồi bên phải
character-witch-summary = có thể đổi toàn bộ tài sản của mình lấy tài sản của một người chơi khác, hoặc thôi không đổi
character-spy-summary = bí mật xem bài của mình và bài của một người chơi khác hoặc một lá giữa bàn, rồi đổi – hoặc giữ nguyên – hai lá đó
character-peasant-summary = lấy 1 đồng vàng từ Ngân Hàng; nếu cả hai Nông Dân cùng bị lật bài trong một lượt, mỗi người lấy 2 đồng
character-cheat-summary = thắng ván ngay lập tức nếu có từ 10 đồng vàng trở lên
character-inquisitor-summary = chỉ định một người chơi khác; người đó nói mình nghĩ mình là nhân vật nào rồi lật bài; nếu nói sai, họ trả ông 4 đồng vàng
character-widow-summary = lấy vàng từ Ngân Hàng cho đến khi có đủ 10 đồng (không lấy gì nếu đã có từ 10 đồng trở lên)
character-alchemist-summary = chọn bên trái hoặc bên phải: mọi người chơi trao toàn bộ tài sản của mình cho người ngồi cạnh ở phía đó
character-actress-summary = dùng chức năng của nhân vật được chơi gần nhất như của chính mình (không bao giờ là của Kẻ Bị Nguyền)
character-courtesan-summary = người ngồi bên phải cô lật bài: nếu là nhân vật nam, người đó đưa cô 3 đồng vàng
character-gambler-summary = lấy 3 đồng vàng từ Ngân Hàng và giấu 1, 2 hoặc 3 đồng; một người chơi khác đoán số đồng: đoán đúng thì người đoán được số đó, đoán sai thì Con Bạc được; số còn lại trả về Ngân Hàng
character-puppet-master-summary = lấy 1 đồng vàng của mỗi người trong hai người chơi, rồi hai người đó đổi chỗ ngồi cho nhau; bài và tài sản của họ vẫn ở chỗ cũ
character-damned-summary = không ai được tuyên bố là nhân vật này; khi lá này bị lật lên, người giữ nó bị loại
character-necromancer-summary = lật lá trên cùng của nghĩa địa, dùng ngay chức năng của lá đó, rồi đặt nó xuống dưới cùng
character-princess-summary = lấy 2 đồng vàng từ Ngân Hàng, rồi chọn một người chơi; người đó cho những người khác xem bài của mình mà bản thân không được nhìn
character-sage-summary = lấy 1 đồng vàng từ Ngân Hàng và xem bài của hai người chơi khác (được chọn lá giữa bàn)
character-patron-summary = lấy 3 đồng vàng từ Ngân Hàng; người ngồi bên trái và bên phải ông mỗi người lấy 1 đồng
character-beggar-summary = lần lượt xin từng người chơi một đồng vàng, bắt đầu từ bên trái: ai giàu hơn cô vào lúc đó thì đưa cô 1 đồng
character-usurper-summary = chọn một người chơi và gọi tên một nhân vật; bài của người đó được lật lên, và nếu gọi đúng tên, hắn dùng chức năng đó như của chính mình
character-bear-tamer-summary = một lá bài trắng: cả bàn tự nghĩ ra chức năng cho nó
character-empress-summary = lấy 3 đồng vàng từ Ngân Hàng
character-guru-summary = chỉ định một người chơi khác; người đó nói mình nghĩ mình là nhân vật nào rồi lật bài; nếu nói sai, họ trả Đạo Sư 4 đồng vàng
character-cheater-summary = thắng ván ngay lập tức nếu có từ 10 đồng vàng trở lên
character-king-second-summary = lấy 2 đồng vàng từ Ngân Hàng

## `mascarade rules`: tổng quan luật chơi

rules-title-first = MASCARADE: bản cơ bản, từ 2 đến 13 người chơi
rules-title-second = MASCARADE: phiên bản thứ hai (2021), từ 4 đến 12 người chơi
rules-intro = Mỗi người giữ một lá nhân vật, úp mặt xuống. Các lá bài đổi chủ suốt cả ván, nên bạn không bao giờ chắc chắn mình là ai: hãy nhận mình là một nhân vật, nói dối, hoặc bắt bài người khác đang nói dối.
rules-intro-second = Phiên bản thứ hai chơi theo luật của phiên bản thứ nhất, với 17 mặt nạ riêng: Nhà Vua lấy 2 đồng vàng và Nữ Đế lấy 3; Đạo Sư và Kẻ Gian Lận có chức năng của Kiểm Sát Viên và Kẻ Lừa Đảo ở phiên bản thứ nhất.
rules-goal-heading = MỤC TIÊU
rules-goal = Là người đầu tiên có 13 đồng vàng [R-END-1], hoặc là người giàu nhất khi có người hết sạch vàng [R-END-2].
rules-setup-heading = CHUẨN BỊ
rules-setup-coins = Mỗi người bắt đầu với 6 đồng vàng, và tài sản của mọi người luôn để công khai. Số vàng còn lại là Ngân Hàng; Toà Án, nơi nhận tiền phạt, lúc đầu để trống [R-SET-1].
rules-setup-cards = Từ 6 đến { $most } người chơi: mỗi người một lá. Với 4 hoặc 5 người, dùng 6 lá: 2 hoặc 1 lá dư được đặt ngửa ở giữa bàn. Từ 6 người trở lên, người quản trò có thể thêm 1 hoặc 2 lá giữa bàn [R-SET-2].
rules-setup-deal = Chia bài ngửa, để mọi người ghi nhớ từng lá (cả các lá giữa bàn), rồi lật úp tất cả. Người chơi nhỏ tuổi nhất đi trước; ván chơi theo chiều kim đồng hồ, tức là sang trái [R-SET-3].
rules-turn-heading = LƯỢT CỦA BẠN
rules-turn-opening = 4 lượt đầu tiên của ván bắt buộc là “đổi – hoặc giữ nguyên” [R-TURN-1].
rules-turn-actions = Sau đó, mỗi lượt bạn thực hiện đúng một trong ba hành động [R-TURN-2]:
rules-turn-swap = Đổi – hoặc giữ nguyên: lấy lá bài của bạn và một lá úp khác (của một người chơi hoặc ở giữa bàn), rồi dưới mặt bàn đổi hai lá cho nhau hoặc không. Không ai biết bạn đã đổi hay chưa, kể cả ứng dụng [R-TURN-3].
rules-turn-look = Bí mật xem bài của mình [R-TURN-4].
rules-turn-announce = Tuyên bố: nói bạn là nhân vật nào. Nhân vật đó phải có trong ván [R-TURN-6].
rules-claim-heading = TUYÊN BỐ VÀ THÁCH THỨC
rules-claim-round = Bắt đầu từ người ngồi bên trái người tuyên bố, theo chiều kim đồng hồ, từng người chơi khác lần lượt cho biết mình có nhận cũng là nhân vật đó không [R-CLAIM-1].
rules-claim-nobody = Không ai nhận: người tuyên bố thực hiện chức năng mà không phải lật bài, nên nói dối vẫn trót lọt [R-CLAIM-2].
rules-claim-contest = Có người nhận: người tuyên bố và mọi người cùng nhận lật bài cùng lúc. Ai thật sự là nhân vật đó thì thực hiện chức năng ngay, kể cả khi chưa đến lượt mình; sau đó mỗi người đã lật bài mà không phải nhân vật đó nộp phạt 1 đồng vàng vào Toà Án. Nếu không ai đúng, không có chức năng nào được thực hiện và mọi người liên quan đều nộp phạt [R-CLAIM-3].
rules-claim-order = Luôn luôn chức năng trước, tiền phạt sau: Quan Toà không nhận tiền phạt của lượt này, và Phù Thuỷ đổi tài sản trước khi tiền phạt được nộp [R-CLAIM-4].
rules-claim-next = Các lá đã lật được úp lại, và người ngồi bên trái người tuyên bố đi tiếp, bất kể ai đã thực hiện chức năng [R-CLAIM-5].
rules-claim-copies = Mỗi nhân vật chỉ có một lá, trừ Nông Dân có hai lá; nếu hai lá của cùng một nhân vật khác bị lật ra, tức là thông tin nhập vào đã sai [R-CLAIM-6].
rules-special-heading = TRƯỜNG HỢP ĐẶC BIỆT
rules-special-forced = Buộc phải đổi: nếu bài của bạn bị lật lên trong lượt ngay trước lượt của bạn (vì bạn cùng nhận, hoặc vì bị { $inquisitor } chỉ định), lượt của bạn phải là đổi – hoặc giữ nguyên. Chỉ người chơi kế tiếp bị ảnh hưởng, kể cả khi người đó thật sự là nhân vật đó [R-TURN-5].
rules-special-seen = Lỡ thấy bài của mình? Lượt sau của bạn phải là xem bài; nếu đồng thời bạn cũng bị buộc phải đổi, thì đổi được ưu tiên [R-TURN-4].
rules-special-pay = Phải trả nhiều hơn số vàng bạn có? Bạn trả hết những gì mình có [R-PAY-1]. Ngân Hàng không bao giờ hết tiền [R-PAY-2].
rules-few-heading = HAI VÀ BA NGƯỜI CHƠI
rules-few-cards = Giám Mục, Thằng Điên, Quan Toà, Nữ Hoàng, Nhà Vua, Phù Thuỷ (hoặc các kịch bản Bộ Ba Địa Ngục và Tử Chiến Tay Đôi của bản mở rộng, hoặc một bộ bài tự chọn), không có lá giữa bàn. Ba người chơi thì mỗi người hai lá, bên trái và bên phải [R-3P]; hai người chơi thì mỗi người ba lá, lá thứ ba được bảo vệ [R-2P]. Mọi lá bài của bạn dùng chung một khoản tài sản; 4 lượt đầu vẫn là đổi bài.
rules-few-play = Đổi một lá của bạn với một lá của người khác hoặc với lá kia của chính bạn, nhưng không bao giờ với lá được bảo vệ của đối thủ; xem một lá; tuyên bố bằng cách đặt tay lên lá bên trái hoặc bên phải. Người cùng nhận đặt tay lên một lá bất kỳ của mình.
rules-end-heading = KẾT THÚC
rules-end-fortune = Ai có từ 13 đồng vàng trở lên thắng ngay; nếu nhiều người cùng đạt mức đó trong một hành động, tất cả cùng thắng [R-END-1].
rules-end-broke = Khi có người mất đồng vàng cuối cùng, hành động đang diễn ra được làm nốt, rồi người giàu nhất thắng; nếu nhiều người cùng giàu nhất, họ cùng thắng. Mốc 13 đồng vàng được xét trước [R-END-2].
rules-end-cheat = { $cheat } có từ 10 đồng vàng trở lên thắng ngay trong lúc thực hiện chức năng, trước mọi tiền phạt [R-END-3].
rules-house = Luật riêng của bàn có thể thay đổi các con số 6, 13, 1, 10 và 4; nhật ký ván ghi lại chúng [R-SET-6].
rules-characters-heading-first = CÁC NHÂN VẬT (`mascarade rules TÊN` giới thiệu đầy đủ một nhân vật)
rules-characters-heading-second = CÁC MẶT NẠ (`mascarade rules TÊN --edition second` giới thiệu đầy đủ một mặt nạ)
rules-characters-copies = { $name } ×{ $copies }
rules-characters-needs = { $text } ({ $players }+ người)
rules-second-heading = PHIÊN BẢN THỨ HAI
rules-second = Phiên bản thứ hai (2021) chơi y như vậy, với 17 mặt nạ, từ 4 đến 12 người: `mascarade rules --edition second`.

## `mascarade rules TÊN`: giới thiệu đầy đủ một nhân vật

character-page-title = { $upper } [R-CHAR-{ $id }]
character-page-edition = Phiên bản
character-page-edition-second = Một mặt nạ của phiên bản thứ hai (2021).
character-page-power = Chức năng
character-page-needs = Số người
character-page-needs-second = Cần ít nhất { $players } người chơi: bỏ lá này ra khi chơi ít người hơn [R-SET-5].
character-page-needs-first = Cần ít nhất { $players } người chơi: bỏ lá này ra khi chơi ít người hơn, trừ ván 2 và 3 người [R-SET-5].
character-page-needs-any = Chơi được với mọi số người, từ { $least } đến { $most }.
character-page-money = Tiền
character-page-money-yes = Có: nhân vật này lấy vàng từ Ngân Hàng; ít nhất một phần ba số nhân vật trong ván phải như vậy [R-SET-5].
character-page-money-no = Không: nhân vật này không lấy vàng từ Ngân Hàng [R-SET-5].
character-page-cards = Số lá
character-page-cards-one = Một lá trong hộp [R-CLAIM-6].
character-page-cards-two = Hai lá trong hộp, luôn chơi theo cặp: cả hai lá hoặc không lá nào [R-SET-5, R-CLAIM-6].
character-page-cards-many = { $copies } lá trong hộp [R-CLAIM-6].
character-page-good-to-know = Nên biết
character-page-from-the-rulebook = Ví dụ trong sách luật
character-page-more-players = Cách tuyên bố và thách thức diễn ra: xem phần tổng quan luật chơi (mascarade rules).
character-page-more-reference = Cách tuyên bố và thách thức diễn ra: `mascarade rules` [R-CLAIM-1 to R-CLAIM-5].
character-lookup-empty = Chưa nhập tên nhân vật. Các nhân vật gồm: { $names }.
character-lookup-unknown = '{ $name }' không phải là nhân vật của Mascarade.{ $hint } Các nhân vật gồm: { $names }.
character-lookup-hint = {" "}Có phải ý bạn là { $closest }?

## Các trường hợp đặc biệt của từng nhân vật, mỗi ý một dòng, rồi đến các ví dụ trong sách luật
## (thông điệp rỗng: không có ví dụ). Giữ đúng số dòng như bản tiếng Anh: phiên bản thứ hai bỏ
## bớt một số dòng theo vị trí của chúng.

character-king-second-details =
    Người cùng nhận mà thật sự là Nhà Vua vẫn lấy 2 đồng vàng dù chưa đến lượt mình, và nếu đi kế tiếp thì sau đó phải đổi – hoặc giữ nguyên [R-TURN-5].
    Đây là Nhà Vua của phiên bản thứ hai; ở phiên bản thứ nhất (2013), Nhà Vua lấy 3 đồng.

character-king-second-examples = {""}

character-empress-details =
    3 đồng vàng từ Ngân Hàng, không gì khác: mặt nạ lấy được nhiều nhất trong số các mặt nạ chỉ lấy vàng từ Ngân Hàng.
    Phiên bản thứ hai không có Nữ Hoàng: các bộ bài cơ bản của ứng dụng này đặt Nữ Đế vào chỗ mà phiên bản thứ nhất dành cho Nữ Hoàng [R-SET-4].

character-empress-examples = {""}

character-guru-details =
    Kiểm Sát Viên của phiên bản thứ nhất dưới một tên mới: cùng chức năng; luật riêng của bàn có thể thay đổi con số 4.
    LOG: Luật riêng này là `inquisitor_penalty`.
    Đạo Sư chỉ định một người chơi khác (không phải lá giữa bàn); người đó nói mình nghĩ mình là nhân vật nào, rồi lật bài lên.
    Nói sai thì người bị chỉ định mất 4 đồng vàng, trả cho Đạo Sư (hết số mình có nếu ít hơn [R-PAY-1]); nói đúng thì không mất gì.
    Bài của người bị chỉ định đã bị lật: nếu người đó ngồi bên trái người tuyên bố và vì thế đi kế tiếp, họ phải đổi – hoặc giữ nguyên [R-TURN-5].
    Người bị chỉ định trả Đạo Sư trước khi tiền phạt của lượt này được nộp [R-CLAIM-4].

character-guru-examples = {""}

character-cheater-details =
    Kẻ Lừa Đảo của phiên bản thứ nhất dưới một tên mới: cùng chức năng; luật riêng của bàn có thể thay đổi con số 10.
    LOG: Luật riêng này là `cheat_coins`.
    Hắn chỉ thắng nếu có từ 10 đồng vàng trở lên vào lúc chức năng được thực hiện; ít hơn thì không có gì xảy ra (nhưng Kẻ Gian Lận thật không bao giờ bị phạt).
    Chiến thắng đến ngay trong lúc thực hiện chức năng, trước mọi tiền phạt, nên không khoản phạt nào kịp kéo hắn xuống dưới 10 [R-END-3].
    Cái được tính là tài sản của Kẻ Gian Lận thật, không phải của người tuyên bố.

character-cheater-examples = {""}

character-actress-details =
    Cô sao chép nhân vật được chơi gần nhất: nhân vật được tuyên bố gần nhất mà chức năng đã được thực hiện. Khi chưa có nhân vật nào được chơi, cô không có chức năng.
    Sau Thầy Gọi Hồn hoặc Kẻ Soán Ngôi, cô sao chép chính nhân vật đó, không phải lá bài mà nó đã dùng; cô không bao giờ sao chép Kẻ Bị Nguyền, vì lá này không bao giờ được chơi.
    Khi cô sao chép Nông Dân trong lượt có Nông Dân thật bị lật bài, cô và mỗi Nông Dân bị lật đều lấy 2 đồng, rồi các Nông Dân bị phạt: họ không phải là Nữ Diễn Viên.
    LOG: Nhật ký ghi các trường của chức năng được sao chép dưới `then:`.

character-actress-examples = {""}

character-damned-details =
    Không ai được tuyên bố là nhân vật này. Nếu lá này bị lật lên trong một lần thách thức, người giữ nó bị loại ngay, trước mọi chức năng, và không phải nộp phạt.
    Nếu lá này bị lật lên bởi chức năng của Kẻ Soán Ngôi, Kỹ Nữ hoặc Kiểm Sát Viên, thì người đã dùng chức năng đó bị loại thay, trao lá bài của chính mình cho người giữ Kẻ Bị Nguyền, và phần còn lại của chức năng đó không xảy ra.
    Dù thế nào, Kẻ Bị Nguyền cũng rời khỏi ván. Công Chúa chọn trúng nó thì không có tác dụng gì; Thầy Gọi Hồn lật trúng nó thì bị loại.
    Người bị loại ra khỏi thứ tự lượt và không còn được tính vào bất cứ việc gì; người chơi cuối cùng còn lại trong ván là người thắng.

character-damned-examples = {""}

character-necromancer-details =
    Nghĩa địa là các nhân vật còn lại trong hộp: lá trên cùng được lật lên, và chức năng của nó được dùng ngay, như chức năng của chính Thầy Gọi Hồn.
    LOG: Người quản trò nhập lá được lật (`cemetery:`); các trường của chức năng đó nằm dưới `then:`.
    Lật trúng Kẻ Bị Nguyền thì Thầy Gọi Hồn bị loại.

character-necromancer-examples = {""}

character-usurper-details =
    Hắn chọn một người chơi (không phải lá giữa bàn) và gọi tên nhân vật của người đó; bài của người đó được lật lên. Gọi đúng tên, hắn dùng chức năng đó như của chính mình.
    LOG: Chức năng hắn dùng ghi các trường của nó dưới `then:`.
    Người bị lật bài, nếu ngồi bên trái hắn, phải đổi bài khi đến lượt mình (R-TURN-5).
    Hắn không được chọn người vừa bị lật bài vì nhận sai là Kẻ Soán Ngôi.

character-usurper-examples = {""}

character-alchemist-details =
    Mọi người chơi cùng lúc trao toàn bộ tài sản cho người ngồi cạnh ở phía cô chọn: tổng số vàng của cả bàn không đổi, nhưng tài sản của từng người đều chuyển chỗ.
    LOG: Nhật ký ghi phía được chọn: `direction: left` hoặc `direction: right`.

character-alchemist-examples = {""}

character-courtesan-details =
    Chính người ngồi bên phải cô lật bài lên; nếu đó là nhân vật nam, người đó đưa cô 3 đồng vàng (không bao giờ nhiều hơn số họ có) [R-PAY-1].
    Nhân vật mà sách luật không nói rõ giới tính thì không được tính là nam.
    Người bị lật bài, nếu đi kế tiếp, phải đổi bài [R-TURN-5].
    Bộ bài có Kỹ Nữ cần ít nhất một phần ba số nhân vật là nữ [R-SET-5].

character-courtesan-examples = {""}

character-gambler-details =
    Cô lấy 3 đồng vàng từ Ngân Hàng và giấu 1, 2 hoặc 3 đồng trong nắm tay; một người chơi khác đoán số đồng. Đúng: người đoán được số đồng đã giấu; sai: Con Bạc được. Số còn lại trả về Ngân Hàng.
    LOG: Nhật ký lưu người đoán (`target`), `hidden` và `guess`.

character-gambler-examples = {""}

character-puppet-master-details =
    Người Múa Rối lấy 1 đồng vàng của mỗi người trong hai người chơi khác, rồi hai người đó đổi chỗ ngồi cho nhau. Bài và tài sản của họ vẫn ở chỗ cũ, nên mỗi người tiếp quản bài và tài sản của người kia.
    Thứ tự lượt đi theo chỗ ngồi mới.

character-puppet-master-examples = {""}

character-princess-details =
    Sau khi lấy 2 đồng vàng từ Ngân Hàng, cô chọn một người chơi khác (không phải chính mình, không phải lá giữa bàn); người đó cho những người khác xem bài của mình mà bản thân không được nhìn.

character-princess-examples = {""}

character-sage-details =
    Sau khi lấy 1 đồng vàng từ Ngân Hàng, ông bí mật xem bài của hai người chơi khác (được chọn lá giữa bàn). Ông không đổi lá nào.
    Với 3 người chơi, ông xem một lá của mỗi đối thủ; với 2 người chơi, ông xem hai lá của đối thủ, kể cả lá được bảo vệ: lá này chỉ được bảo vệ khỏi việc bị đổi [R-2P, R-3P].

character-sage-examples = {""}

character-patron-details =
    Ông lấy 3 đồng vàng từ Ngân Hàng, và người ngồi bên trái, người ngồi bên phải ông mỗi người lấy 1 đồng.
    Với 2 người chơi, đối thủ vừa là người bên trái vừa là người bên phải, nên lấy 1 đồng hai lần [R-2P].

character-patron-examples = {""}

character-beggar-details =
    Cô lần lượt xin từng người chơi, bắt đầu từ bên trái, theo chiều kim đồng hồ; ai giàu hơn cô vào lúc đó thì đưa cô 1 đồng vàng. Cô giàu lên dần trong lúc xin, nên phép so sánh thay đổi theo vòng xin.

character-beggar-examples =
    Theo chiều kim đồng hồ: Thomas 4, Cedrick 8, Ann 11, Bruno 11, Eric 7, Adele 9. Thomas tuyên bố là Người Ăn Xin, không ai cùng nhận: Cedrick, Ann và Bruno mỗi người đưa 1 đồng (Thomas giờ có 7), Eric (7) không đưa gì, Adele (9) đưa 1: cuối cùng Thomas có 8 đồng.

character-bear-tamer-details =
    Một lá bài trắng: cả bàn tự nghĩ ra chức năng cho nó trước khi chơi. Khi nó được dùng, người quản trò nhập số vàng nó đã chuyển cho từng người chơi hoặc Toà Án, lấy từ Ngân Hàng hoặc trả về Ngân Hàng.
    LOG: Ghi là `moves: {"{"}Ana: 2, court: -1{"}"}`.

character-bear-tamer-examples = {""}

character-judge-details =
    Tiền phạt của chính lượt này được nộp sau chức năng của ông, nên Quan Toà thật mà có người cùng nhận sẽ không nhận được số tiền đó: nó nằm trên Toà Án chờ Quan Toà tiếp theo [R-CLAIM-4].
    Nếu Toà Án trống, ông không lấy được gì.
    Bộ bài tự chọn phải có Quan Toà; nếu không, tiền phạt sẽ chất đống mà chẳng ai lấy [R-SET-5].

character-judge-examples =
    Adele tuyên bố là Quan Toà; Cedric và David cùng nhận. Adele là Phù Thuỷ, Cedric là Quan Toà, David là Nội Gián. Cedric lấy hết tiền trên Toà Án, rồi Adele và David mỗi người nộp 1 đồng vào đó. Bruno, ngồi bên trái Adele, đi tiếp.

character-bishop-details =
    Người giàu nhất trong số những người chơi *khác*: tài sản của chính Giám Mục không được tính, kể cả khi ông là người giàu nhất.
    Khi nhiều người chơi khác cùng giàu nhất, Giám Mục chọn người phải trả.
    Nạn nhân có ít hơn 2 đồng vàng thì trả hết số mình có [R-PAY-1]; mất đồng cuối cùng thì ván kết thúc [R-END-2].

character-bishop-examples = {""}

character-king-details =
    Người cùng nhận mà thật sự là Nhà Vua vẫn lấy 3 đồng vàng dù chưa đến lượt mình, và nếu đi kế tiếp thì sau đó phải đổi – hoặc giữ nguyên [R-TURN-5].
    Đây là Nhà Vua của phiên bản thứ nhất; ở phiên bản thứ hai (2021), Nhà Vua chỉ lấy 2 đồng.

character-king-examples =
    Bruno tuyên bố là Nhà Vua và không ai cùng nhận: Bruno lấy 3 đồng từ Ngân Hàng, dù lá bài của anh là gì.
    Bruno tuyên bố là Nhà Vua; Adele và Cedric cùng nhận; không ai trong ba người là Nhà Vua: mỗi người nộp phạt 1 đồng vào Toà Án.
    Bruno tuyên bố là Nhà Vua; Cedric, ngồi bên trái anh, cùng nhận. Bruno là Ăn Trộm, Cedric là Nhà Vua: Cedric lấy 3 đồng, Bruno nộp phạt 1 đồng, và đến lượt mình Cedric buộc phải đổi – hoặc giữ nguyên [R-TURN-5].

character-queen-details =
    Giống Nhà Vua nhưng ít hơn: 2 đồng vàng từ Ngân Hàng, không gì khác.
    Cô có mặt trong mọi bộ bài được khuyên dùng, từ 4 người chơi trở lên [R-SET-4].

character-queen-examples = {""}

character-fool-details =
    Trước tiên lấy 1 đồng vàng từ Ngân Hàng, sau đó mới đổi bài.
    Hai lá bài thuộc về hai người chơi *khác*: không bao giờ là lá của chính hắn, cũng không bao giờ là lá giữa bàn.
    Hắn đổi hai lá dưới mặt bàn mà không nhìn, hoặc giả vờ đổi: không ai biết hai lá đã được đổi hay chưa [R-TURN-3].
    Với 2 hoặc 3 người chơi, hắn đổi hai lá của người khác, không bao giờ là lá được bảo vệ: với 3 người, mỗi người chơi khác một lá; với 2 người, lá bên trái và lá bên phải của đối thủ [R-3P, R-2P].

character-fool-examples = {""}

character-thief-details =
    Hắn lấy của hai người ngồi cạnh mình, mỗi người 1 đồng vàng; lá giữa bàn không được tính là người ngồi cạnh.
    Người ngồi cạnh nào phải trả đồng vàng cuối cùng thì ván kết thúc khi hành động xong, và người giàu nhất thắng [R-END-2].
    Với 2 người chơi, đối thủ ngồi ở cả hai bên: Ăn Trộm lấy của họ 1 đồng hai lần [R-2P].

character-thief-examples = {""}

character-witch-details =
    Cô có thể từ chối và giữ nguyên tài sản của mình.
    Cô đổi với bất kỳ người chơi nào khác, kể cả người giàu nhất; chỉ đổi vàng, bài vẫn ở nguyên chỗ.
    Việc đổi diễn ra trước khi nộp phạt [R-CLAIM-4]: người nhận sai trả tiền phạt từ số tài sản họ có sau khi đổi.

character-witch-examples = {""}

character-spy-details =
    Cô xem lá bài của mình và một lá khác: của một người chơi khác hoặc một lá giữa bàn (sách luật cho phép chọn lá giữa bàn).
    Sau đó cô đổi hai lá đó dưới mặt bàn – hoặc không; những người khác chỉ biết là cô có thể đã đổi [R-TURN-3].
    Với 2 hoặc 3 người chơi, lá của cô là lá cô đang đặt tay lên, còn lá kia là một lá của người chơi khác, không bao giờ là lá được bảo vệ [R-3P, R-2P].

character-spy-examples = {""}

character-peasant-details =
    Có hai lá Nông Dân, nên hai người chơi có thể cùng lúc thật sự là Nông Dân: cả hai đều thực hiện chức năng và không ai bị phạt.
    Một mình, Nông Dân lấy 1 đồng vàng; khi cả hai Nông Dân cùng bị lật bài trong một lượt, mỗi người lấy 2 đồng.

character-peasant-examples =
    Một Nông Dân tuyên bố và không ai cùng nhận: +1.
    Hai Nông Dân lật bài: mỗi người +2.
    Hai Nông Dân và một người thứ ba nhận sai là Nông Dân: mỗi Nông Dân lấy 2 đồng, rồi người thứ ba nộp phạt 1 đồng.

character-cheat-details =
    Hắn chỉ thắng nếu có từ 10 đồng vàng trở lên vào lúc chức năng được thực hiện; ít hơn thì không có gì xảy ra (nhưng Kẻ Lừa Đảo thật không bao giờ bị phạt).
    Chiến thắng đến ngay trong lúc thực hiện chức năng, trước mọi tiền phạt, nên không khoản phạt nào kịp kéo hắn xuống dưới 10 [R-END-3].
    Cái được tính là tài sản của Kẻ Lừa Đảo thật, không phải của người tuyên bố.

character-cheat-examples =
    Adele (11 đồng) tuyên bố là Kẻ Lừa Đảo; Cedric (10 đồng) cùng nhận. Adele là Nữ Hoàng, Cedric là Kẻ Lừa Đảo: Cedric thắng. Nếu có ít hơn 10 đồng, Cedric sẽ không thắng, và Adele phải nộp phạt 1 đồng.

character-inquisitor-details =
    Ông chỉ định một người chơi khác (không phải lá giữa bàn); người đó nói mình nghĩ mình là nhân vật nào, rồi lật bài lên.
    Nói sai thì người bị chỉ định mất 4 đồng vàng, trả cho Kiểm Sát Viên (hết số mình có nếu ít hơn [R-PAY-1]); nói đúng thì không mất gì.
    Bài của người bị chỉ định đã bị lật: nếu người đó ngồi bên trái người tuyên bố và vì thế đi kế tiếp, họ phải đổi – hoặc giữ nguyên [R-TURN-5].
    Người bị chỉ định trả tiền cho ông trước khi tiền phạt của lượt này được nộp [R-CLAIM-4].

character-inquisitor-examples =
    Bruno tuyên bố là Kiểm Sát Viên; Fran cùng nhận. Bruno là Kiểm Sát Viên, Fran là Nữ Hoàng. Bruno chỉ định Cedric; Cedric nói “Quan Toà” rồi lật bài ra Nông Dân: Cedric trả 4 đồng cho Bruno, sau đó Fran nộp phạt 1 đồng.

character-widow-details =
    Cô lấy từ Ngân Hàng đúng số vàng còn thiếu để có đủ 10 đồng.
    Khi đã có từ 10 đồng trở lên, cô không lấy gì, và giữ nguyên số mình có.

character-widow-examples =
    Adele (1 đồng) tuyên bố là Goá Phụ; Harry cùng nhận. Adele là Nữ Hoàng, Harry là Goá Phụ: Harry được nâng lên 10 đồng, rồi Adele nộp đồng cuối cùng của mình làm tiền phạt, nên ván kết thúc và người giàu nhất thắng [R-END-2].
