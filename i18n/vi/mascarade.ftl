# Trợ lý bàn chơi Mascarade (Mascarade Companion): tiếng Việt (vi); tiếng Anh là ngôn ngữ dự phòng.
# Lời của Mascarade, chỉ phần mã của trò này nói ra (src/mascarade/): nhân vật và luật, điều mỗi
# mục đã làm, lời từ chối, thiết lập, kịch bản và các màn hình. Lời của chính ứng dụng nằm trong
# companion.ftl, của Coup trong coup.ftl; mỗi tệp có đúng các mã như tệp tiếng Anh cùng tên (có bài
# kiểm tra đối chiếu). `[R-…]` là mã một luật trong docs/rules.md: bản luật cho người chơi bỏ nó đi, bản
# tra cứu giữ lại; dòng bắt đầu bằng `LOG: ` chỉ dành cho bản tra cứu. Giữ nguyên cả hai trong mọi
# ngôn ngữ.

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
character-bishop-summary = lấy 2 đồng vàng của người giàu nhất trong số những người chơi khác; nếu nhiều người giàu bằng nhau, Giám Mục chọn người phải trả
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
character-page-power-line = { $summary }.
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
character-page-more-reference = Cách tuyên bố và thách thức diễn ra: `mascarade rules` [R-CLAIM-1 đến R-CLAIM-5].
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

## Việc một mục đã làm, mỗi việc một câu (lịch sử, `state`, phần xem lại, phần xem trước)

effect-swap-or-not = { $player } đổi – hoặc giữ nguyên – với { $with }.
effect-looked = { $player } xem bài của mình.
effect-card-swap-or-not = { $player } đổi – hoặc giữ nguyên – { $card } với { $with }.
effect-card-looked = { $player } xem { $card }.
effect-hand-on = { $player } đặt tay lên { $card }.
effect-hand-on-contests = { $player } cũng nhận, tay đặt lên { $card }.
effect-announced = { $player } tuyên bố: “Tôi là { $character }.”
effect-revealed = { $player } lật bài: { $character }.
effect-uses-power-revealed = { $player } đúng là { $character } và thực hiện chức năng.
effect-uses-power-unrevealed = Không ai nhận: { $player } thực hiện chức năng của { $character } mà không lật bài.
effect-nobody-is = Không ai là { $character }: không có chức năng nào được thực hiện.
effect-fortunes-swapped = { $a } đổi tài sản với { $b }: giờ { $a } có { $a_now } và { $b } có { $b_now }.
effect-declined = { $player } không dùng chức năng của { $character }.
effect-cards-swap-or-not = { $player } ({ $character }) đổi – hoặc giữ nguyên – bài của { $a } và { $b }.
effect-cards-swap-or-not-looked = { $player } ({ $character }) đổi – hoặc giữ nguyên – bài của { $a } và { $b } sau khi xem cả hai lá.
effect-inquisition-right = { $target } nói “{ $answer }” và lật ra { $card }: đúng.
effect-inquisition-wrong = { $target } nói “{ $answer }” và lật ra { $card }: sai.
effect-cheat-wins = { $player } có { $have }: { $cheat } thắng.
effect-cheat-does-not-win = { $player } có { $have }, ít hơn { $needed }: { $cheat } không thắng.
effect-fortunes-passed-left = { $player } ({ $alchemist }): mọi người chơi trao toàn bộ tài sản cho người ngồi bên trái mình.
effect-fortunes-passed-right = { $player } ({ $alchemist }): mọi người chơi trao toàn bộ tài sản cho người ngồi bên phải mình.
effect-seats-swapped = { $a } và { $b } đổi chỗ ngồi; bài và tài sản vẫn ở chỗ cũ, nên giờ mỗi người có bài và tài sản của người kia.
effect-shown = { $player } cho mọi người xem bài của mình, trừ chính mình (do { $by } chọn).
effect-shown-card = { $player } cho mọi người xem bài của mình, trừ chính mình (do { $by } chọn): { $card }.
effect-looked-at = { $player } ({ $character }) xem bài của { $places }.
effect-places-and = { $a } và { $b }
effect-gambled-right = { $gambler } giấu { $hidden }; { $guesser } đoán { $guess }: đúng.
effect-gambled-wrong = { $gambler } giấu { $hidden }; { $guesser } đoán { $guess }: sai.
effect-must-swap = { $player } bị lật bài trong lượt của { $during }, nên đến lượt mình phải đổi – hoặc giữ nguyên (R-TURN-5).
effect-must-look = { $player } lỡ thấy bài của mình và phải xem bài ở lượt sau (R-TURN-4).
effect-look-waived = { $player } lẽ ra phải xem bài, nhưng lượt này buộc phải đổi: đổi được ưu tiên và việc xem bài được bỏ qua (R-TURN-4).
effect-eliminated = { $player } bị { $damned } loại: rời khỏi ván và khỏi thứ tự lượt.
effect-eliminated-instead = { $player } khiến { $holder } lật ra { $damned }, nên { $player } bị loại thay, trao lá bài của mình cho { $holder }, và { $damned } rời khỏi ván.
effect-borrows = { $player } dùng chức năng của { $character } với tư cách { $through }.
effect-nothing-to-copy = { $player } ({ $actress }) không có gì để sao chép: chưa có nhân vật nào được chơi.
effect-nobody-to-choose = { $player } ({ $character }) không còn ai để chọn: phần đó của chức năng không xảy ra.
effect-raised = { $player } ({ $necromancer }) lật { $character } từ nghĩa địa lên.
effect-usurped-right = { $player } ({ $usurper }) gọi { $target } là { $named }; { $target } lật ra { $card }: đúng.
effect-usurped-wrong = { $player } ({ $usurper }) gọi { $target } là { $named }; { $target } lật ra { $card }: sai.
effect-game-over = Ván kết thúc: { $outcome }.
effect-note-taken = Đã ghi chú.
effect-note = Ghi chú: { $comment }
effect-undone = Đã hoàn tác: { $what }.

## Các khoản trả

party-bank = Ngân Hàng
party-court = Toà Án
reason-power = { $character }
reason-fine = nhận sai là { $character }
reason-adjustment = điều chỉnh của người quản trò
payment-short = {" "}({ $from } phải trả { $owed } nhưng chỉ có { $paid }, R-PAY-1)
payment-enough-already = { $to } đã có đủ: không lấy gì từ Ngân Hàng ({ $why }).
payment-nothing-to-take = { $to } không nhận được gì từ { $from } ({ $why }): không có gì để lấy.
payment-takes = { $to } lấy { $coins } từ { $from } ({ $why }).
payment-pays = { $from } trả { $coins } cho { $to } ({ $why }){ $short }.
payment-moves = { $paid ->
   *[other] { $coins } chuyển từ { $from } sang { $to } ({ $why }).
}

## Những gì một lần hoàn tác đã rút lại

undid-whose = { $what } của { $player }
undid-the = { $what }
undid-announcement = lời tuyên bố
undid-swap = lượt đổi – hoặc giữ nguyên
undid-look = lượt xem bài
undid-seen = việc { $player } lỡ thấy bài của mình
undid-a-card-seen = một lá bị lỡ thấy
undid-correction-of = việc điều chỉnh tài sản của { $player }
undid-correction-of-court = việc điều chỉnh Toà Án
undid-note = ghi chú
undid-turn = lượt { $turn },{" "}
undid-fortune = { $who } { $made } → { $back }
undid-no-coins = { $turn }{ $what } (chưa có đồng nào được chuyển)
undid-with-coins = { $turn }{ $what } — { $fortunes }
redid = { $turn }{ $what } — { $effects }

## Luật cho phép gì lúc này, và ván đã kết thúc thế nào

now-over = Ván đã kết thúc: { $outcome }. Giờ chỉ còn nhận hoàn tác và ghi chú.
now-swap-with = với lá của một người chơi khác hoặc một lá giữa bàn
now-swap-with-player = với lá của một người chơi khác
now-swap-with-cards = một lá của mình, với lá của người chơi khác hoặc lá kia của mình
now-their-card = bài của mình
now-their-card-cards = một lá bài của mình
now-opening = Lượt { $turn } (đổi mở đầu { $turn }/{ $opening }): { $player } phải đổi – hoặc giữ nguyên, { $swap_with } (R-TURN-1).
now-forced = Lượt { $turn }: { $player } bị lật bài trong lượt của { $during }, nên { $player } phải đổi – hoặc giữ nguyên: không xem, không tuyên bố (R-TURN-5).
now-look = Lượt { $turn }: { $player } lỡ thấy bài của mình, nên lượt này { $player } phải xem bài (R-TURN-4).
now-free = Lượt { $turn }: { $player } có thể đổi – hoặc giữ nguyên, xem { $their_card }, hoặc tuyên bố một nhân vật có trong ván (R-TURN-2).
outcome-fortune = { $count ->
    [1] { $winners } thắng, khi có từ { $coins } đồng trở lên (R-END-1)
   *[other] { $winners } cùng thắng, khi có từ { $coins } đồng trở lên (R-END-1)
}
outcome-bankruptcy = { $count ->
    [1] { $bankrupt } mất đồng cuối cùng, nên người giàu nhất thắng: { $winners } (R-END-2)
   *[other] { $bankrupt } mất đồng cuối cùng, nên những người giàu nhất cùng thắng: { $winners } (R-END-2)
}
outcome-cheat = { $count ->
    [1] { $winners } thắng với tư cách { $cheat }, khi có từ { $coins } đồng trở lên (R-END-3)
   *[other] { $winners } cùng thắng với tư cách { $cheat }, khi có từ { $coins } đồng trở lên (R-END-3)
}
outcome-last-in-game = { $count ->
    [1] mọi người chơi khác đã bị { $damned } loại, nên { $winners } thắng
   *[other] mọi người chơi khác đã bị { $damned } loại, nên { $winners } cùng thắng
}
hand-left = trái
hand-right = phải
hand-protected = được bảo vệ
place-middle = lá giữa bàn { $n }
place-card = { $player } ({ $hand })

## Các màn hình: các phím làm gì, như dòng cuối màn hình và phần trợ giúp ghi

key-swap = đổi
key-look = xem
key-announce = tuyên bố
key-add-name = thêm tên vừa gõ
key-claims-too = cùng nhận
key-continue = tiếp tục
key-extra-middle-card = thêm lá giữa bàn
key-no = không
key-nobody-else = không ai nữa
key-record-the-deal = ghi lại cách chia
key-remove = xoá
key-saw = thấy
key-select = chọn
key-stop-recording = dừng ghi
key-undo-a-card = bỏ một lá

## Các màn hình: trình đơn bắt đầu, các ván đã chơi, phần xem lại, trợ giúp, khung

start-new = Ván Mascarade mới
replay-then-correction = , rồi một điều chỉnh
replay-then-seen = , rồi một lá bị lỡ thấy
replay-then-note = , rồi một ghi chú
replay-at-start = lúc bắt đầu, { $total } lượt
replay-before-first = trước lượt 1 trên { $total }{ $between }
replay-at-turn = lượt { $played } trên { $total }{ $between }
replay-title = Mascarade · xem lại · { $at } · { $file }
replay-teaching = { $now } (xem lại: chỉ đọc)
replay-start = Lúc bắt đầu: mọi người có số vàng khởi đầu. Nhấn → để xem ván từng bước.
help-characters-of-game = CÁC NHÂN VẬT CỦA VÁN NÀY: nhấn một phím để đến nhân vật đó
help-characters = CÁC NHÂN VẬT: nhấn một phím để đến nhân vật đó
frame-title-setup = Mascarade · ván mới: ai chơi?
frame-title-deal = Mascarade · ván mới: các lá bài
help-title = {" "}Trợ giúp — ↑↓ PgUp PgDn: cuộn · phím nhân vật: luật của nó · Esc: đóng{" "}

## Các màn hình: thiết lập một ván mới

setup-rule-starting-coins = vàng khởi đầu
setup-rule-winning-fortune = tài sản để thắng
setup-rule-fine = tiền phạt
setup-rule-cheat-wins-at = { $cheat } thắng với
setup-rule-widow-tops-up = { $widow } lấy cho đủ
setup-rule-penalty = mức phạt { $inquisitor }
setup-seated = { $n ->
    [0] chưa có người chơi nào: cần xếp { $least } đến { $most } người
   *[other] đã xếp { $n } người chơi: cần xếp { $least } đến { $most } người
}
setup-no-scenario = không có kịch bản nào dùng được
setup-type-a-name = hãy gõ một cái tên trước
setup-most-players = trò chơi chỉ nhận tối đa { $most } người chơi
setup-most-players-edition = { $edition } chỉ nhận tối đa { $most } người chơi
setup-teach-players = Xếp { $least } đến { $most } người chơi theo chiều kim đồng hồ: mỗi người ngồi bên trái người trước (R-SET-3). Tên phải khác nhau.
setup-teach-edition = Phiên bản quyết định các mặt nạ: thứ nhất (2013, cùng bản mở rộng) hoặc thứ hai (2021: Nhà Vua 2 đồng, Nữ Đế 3, Đạo Sư, Kẻ Gian Lận; 4 đến 12 người chơi).
setup-teach-scenario = Kịch bản chọn các nhân vật theo số người chơi (R-SET-4).
setup-teach-first = Người chơi nhỏ tuổi nhất đi trước; sau đó chơi theo chiều kim đồng hồ (R-SET-3).
setup-teach-rules = Luật riêng thay đổi các con số của sách luật; chúng được ghi vào nhật ký ván (R-SET-6).
setup-teach-start = Enter kiểm tra thiết lập theo luật (R-SET-2, R-SET-5) và cho biết cần lấy những lá nào ra.
setup-not-added = chưa thêm '{ $name }': { $problem }
setup-removed = đã xoá { $name }
setup-edition-chosen = { $edition }: { $least } đến { $most } người chơi, kịch bản { $scenario }
setup-no-scenario-name = (không có)
setup-cannot-start = chưa thể bắt đầu ván: { $problems }
setup-plays-first = {"  "}(đi trước)
setup-no-one-yet = Chưa có ai: gõ một cái tên, rồi Enter.
setup-add = Thêm:{" "}
setup-players-title = Người chơi, chiều kim đồng hồ
setup-edition-line = ◀ { $edition } ▶  { $year }, { $least }–{ $most } người
setup-edition-title = Phiên bản
setup-scenario-title = Kịch bản
setup-youngest-starts = (người nhỏ tuổi nhất đi trước)
setup-first-title = Người đi trước
setup-rules-title = Luật riêng
setup-see-cards = Enter: xem cần lấy những lá nào ra
setup-start-title = Bắt đầu

## Các màn hình: các lá cần lấy ra, và việc chia bài

deal-teaching = Bài được chia ngửa và ghi nhớ, rồi lật úp (R-SET-3). Ghi lại cách chia là tuỳ chọn.
deal-first-not-a-player = --first { $first }: không phải là một trong những người chơi ({ $players })
deal-extra-for-six = lá giữa bàn thêm chỉ dành cho từ 6 người chơi trở lên; với { $players } người, bộ bài giữ nguyên (R-SET-2)
deal-no-extra-to-remove = không có lá giữa bàn thêm nào để bỏ ra: bộ bài đúng như kịch bản đưa ra
deal-two-middle-already = bộ bài này đã có đủ 2 lá giữa bàn mà luật cho phép (R-SET-2)
deal-extra-at-most = bộ bài này chỉ được thêm tối đa { $n } lá giữa bàn (R-SET-2)
deal-none-to-add = không còn nhân vật nào khác của phiên bản này để thêm vào giữa bàn
deal-written-to = Ván được ghi dần vào { $path }
deal-could-not-start = không thể bắt đầu ván: { $problem }
deal-title = {" "}Các lá bài{" "}
deal-title-edition = {" "}Các lá bài · phiên bản { $edition }{" "}
deal-dealt-to-title = {" "}Lá bài chia cho { $place }{" "}
deal-which-card = Lá nào đã được chia cho { $place }?
deal-copies = { $name } ×{ $n }
deal-take-out = Lấy { $n } lá này ra khỏi hộp:
deal-two-players = Chia cho mỗi người ba lá, ngửa: trái, phải, và một lá đặt lùi phía sau, được bảo vệ (R-2P).
deal-three-players = Chia cho mỗi người hai lá, ngửa: trái và phải (R-3P).
deal-one-each = Chia cho mỗi người một lá, ngửa.
deal-one-each-middle = Chia cho mỗi người một lá và { $n } lá ra giữa bàn, tất cả đều ngửa.
deal-memorise = Để mọi người ghi nhớ từng lá, rồi lật úp tất cả. Mỗi người lấy { $coins } đồng vàng.
deal-memorise-shared = Để mọi người ghi nhớ từng lá, rồi lật úp tất cả. Mỗi người lấy { $coins } đồng vàng, dùng chung cho mọi lá bài của mình.
deal-enter-start = Enter: bắt đầu ván.
deal-record = d: ghi lại trước mỗi lá đã được chia vào đâu (tuỳ chọn).
deal-print-aid = p: ghi ra một thẻ tóm tắt một trang để in, bằng ngôn ngữ của bàn chơi.
deal-extra-one = 1 lá giữa bàn thêm
deal-extra-up-to = 1 hoặc { $n } lá giữa bàn thêm
deal-add-extra = + -: thêm { $most }, để tăng phần ngờ vực (R-SET-2); hiện có { $now }.
deal-start-with-deal = Enter: bắt đầu ván với cách chia này.
deal-the-deal = {" "}Cách chia bài{" "}

## Các màn hình: một lần điều chỉnh

correction-teaching = Một lần điều chỉnh chuyển vàng giữa Ngân Hàng và một khoản tài sản (hoặc Toà Án), hoặc từ tài sản này sang tài sản khác; tài sản không bao giờ xuống dưới 0.
correction-the-bank = Ngân Hàng: + lấy từ đó, − trả về đó
correction-to = cho { $party }
correction-problem = { $problem }:{" "}
correction-zero = 0 đồng thì không thay đổi gì:{" "}
correction-nothing-to-move = không có gì để chuyển (Esc: quay lại)
correction-number-up-to = gõ một số từ 1 đến { $most } (Esc: quay lại)
correction-from-the-bank = gõ số đồng lấy từ Ngân Hàng, ví dụ 2
correction-from-or-to-bank = gõ số đồng, ví dụ 2 (lấy từ Ngân Hàng) hoặc −2 (trả về Ngân Hàng); không nhỏ hơn −{ $most }
correction-whose = Điều chỉnh tài sản của ai?
correction-whose-is = Tài sản của: { $party }
correction-where = Vàng đi đâu? Về Ngân Hàng, hoặc — nếu là đồng vàng đã đưa nhầm người — đến đúng chỗ của nó:
correction-where-bank = Đi đâu: Ngân Hàng
correction-coins-bank = Số đồng (+ lấy từ Ngân Hàng, − trả về Ngân Hàng): { $amount }
correction-where-to = Đi đâu: cho { $party }
correction-coins-moved = Số đồng chuyển: { $amount }
correction-why = Lý do (tuỳ chọn, Enter để lưu): { $reason }
correction-title = {" "}Điều chỉnh tài sản{" "}

## Các màn hình: bàn chơi

table-new-game = Ván mới, được ghi dần vào { $path }
table-warning = cảnh báo: { $warning }
table-resumed = Đã mở lại { $path }
table-title = Mascarade · { $phase } · { $players } người · nhật ký { $file }
table-teach-swap = Đổi – hoặc giữ nguyên (R-TURN-3): { $player } lấy lá bài của mình và một lá úp khác rồi đổi hoặc không, dưới mặt bàn. Không ai biết đã đổi hay chưa.
table-teach-look-card = { $player } bí mật xem một lá bài của mình (R-TURN-2).
table-teach-swap-two = Đổi – hoặc giữ nguyên (R-2P): một lá của bạn, kể cả lá được bảo vệ, với lá khác của bạn hoặc lá trái hay phải của đối thủ, trừ lá được bảo vệ.
table-teach-swap-three = Đổi – hoặc giữ nguyên (R-3P): một lá của bạn với lá của người chơi khác hoặc với lá kia của chính bạn. Không ai biết đã đổi hay chưa.
table-teach-seen = Người chơi lỡ thấy bài của mình phải xem bài ở lượt sau (R-TURN-4).
table-teach-note = Ghi chú được đưa vào lịch sử ván; nó không thay đổi gì.
table-game-over-only = ván đã kết thúc: chỉ còn nhận hoàn tác và ghi chú
table-phase-opening = đổi mở đầu { $turn }/{ $opening }
table-phase-turn = lượt { $turn }
table-phase-over = ván đã kết thúc
table-panel = {" "}Bàn chơi{" "}
table-panel-later = {" "}Bàn chơi · { $n } mục mới hơn ở dưới: PgDn, End{" "}
table-swap-which = {" "}Đổi – hoặc giữ nguyên: với lá nào?{" "}
table-look-which = {" "}Xem bài: lá nào?{" "}
table-swap-own = {" "}Đổi – hoặc giữ nguyên: lá nào của mình?{" "}
table-whose-cards = Lá nào của { $player }?
table-card-with-which = { $card } với lá nào?
table-who-saw = {" "}Ai lỡ thấy bài của mình?{" "}
table-note = {" "}Ghi chú{" "}
table-seats-after = {" "}Chỗ ngồi · vàng → sau{" "}
table-seats = {" "}Chỗ ngồi · vàng{" "}
table-mark-must-look = phải xem
table-mark-must-swap = phải đổi
table-mark-swap = đổi
table-mark-to-play = đến lượt
table-mark-out = bị loại (Kẻ Bị Nguyền)
table-mark-wins = ★ thắng
table-mark-must-look-short = phải xem
table-mark-must-swap-short = phải đổi
table-mark-swap-short = đổi
table-mark-to-play-short = đến lượt
table-mark-out-short = bị loại
table-mark-wins-short = ★ thắng
table-middle = {"   "}Giữa bàn: { $n } lá
table-fortunes = Toà Án { $court }   Ngân Hàng đã chi { $bank }{ $middle }
table-edition = {" "}(phiên bản { $edition })
table-in-play = Trong ván{ $edition }: { $characters }
table-final-fortunes = Tài sản cuối cùng: { $fortunes }
table-game-over = {" "}Ván kết thúc{" "}
table-chart = {" "}Vàng theo mục · cuối mỗi đường là phím{" "}
table-chart-short = {" "}Vàng theo mục{" "}
table-saved-short = Đã lưu: { $changes }; lịch sử kể đầy đủ.
table-saved-short-none = Đã lưu; lịch sử kể đầy đủ.
table-entries = { $n } mục

## Các màn hình: một lời tuyên bố

announce-teach-character = Chỉ được tuyên bố một nhân vật có trong ván này (R-TURN-6).
announce-teach-hand-announcer-two = Người tuyên bố đặt tay lên lá bên trái hoặc bên phải của mình, không bao giờ lên lá được bảo vệ (R-2P).
announce-teach-hand-announcer = Người tuyên bố đặt tay lên một lá bài của mình (R-3P).
announce-teach-hand-contester-two = Người cùng nhận đặt tay lên đúng một lá bài của mình, kể cả lá được bảo vệ (R-2P).
announce-teach-hand-contester = Người cùng nhận đặt tay lên đúng một lá bài của mình (R-3P).
announce-teach-contest = Lần lượt hỏi từng người chơi khác, theo chiều kim đồng hồ từ bên trái { $announcer }, xem họ có cùng nhận không (R-CLAIM-1).
announce-teach-reveal = Mọi người đã nhận cùng lật bài một lúc; ai thật sự là nhân vật đó thì thực hiện chức năng (R-CLAIM-3).
announce-teach-power = Chức năng được thực hiện trước; tiền phạt của những người nhận sai đến sau (R-CLAIM-4).
announce-teach-preview = Chức năng trước, rồi mỗi người nhận sai nộp phạt { $fine } đồng vào Toà Án (R-CLAIM-3, R-CLAIM-4).
announce-refused = bị từ chối: { $problem } — Esc để quay lại
announce-hand-on = , tay đặt lên { $card }
announce-announces = { $player } tuyên bố là { $character }{ $hand }
announce-announces-unknown = { $player } tuyên bố …{ $hand }
announce-claims = { $player } cùng nhận{ $hand }
announce-no = { $player } không
announce-asked = Đã hỏi: { $answers }
announce-asked-count = Đã hỏi: { $claims } người cùng nhận, { $no } người không
announce-which-character = Nhân vật nào?
announce-which-hand = Tay của { $player } đặt lên lá nào?
announce-does-claim = { $player } có nhận mình cũng là { $character } không?
announce-yes-no = y: có · n: không · Enter: không ai khác nhận
announce-which-revealed = { $player } đã lật ra lá nào?
announce-what-happens = Điều gì xảy ra (Enter: xác nhận · Esc: quay lại):
announce-refuse = Luật không chấp nhận lời tuyên bố này:
announce-go-back = Esc: quay lại để sửa một câu trả lời.
announce-title = {" "}Tuyên bố{" "}
ask-user-as = { $player }, với tư cách { $announced }
ask-cemetery = { $character } ({ $user }) lật lá trên cùng của nghĩa địa: đó là nhân vật nào?
ask-usurper-target = { $character } ({ $user }) chọn ai để gọi tên nhân vật của người đó?
ask-usurper-names = { $character } ({ $user }) nói { $target } là nhân vật nào?
ask-usurper-reveal = { $target } lật bài: đó là lá gì? Nếu đúng là nhân vật đã được gọi tên, { $character } dùng chức năng của nó.
ask-richest-tie = { $tied } cùng giàu nhất: { $character } ({ $user }) lấy của ai?
ask-witch = { $character } ({ $user }) lấy tài sản của ai để đổi lấy tài sản của mình?
ask-spy = { $character } ({ $user }) xem lá nào khác?
ask-fool-cards = { $character } ({ $user }) đổi – hoặc giữ nguyên – hai lá của những người chơi khác: lá thứ nhất?
ask-fool = { $character } ({ $user }) đổi – hoặc giữ nguyên – bài của hai người chơi khác: người thứ nhất?
ask-puppet-master = { $character } ({ $user }) lấy { $fee } đồng của mỗi người trong hai người chơi khác, rồi họ đổi chỗ ngồi cho nhau: người thứ nhất?
ask-sage-cards = { $character } ({ $user }) xem một lá của mỗi người trong hai người chơi khác: lá thứ nhất?
ask-sage = { $character } ({ $user }) xem bài của hai người chơi khác (hoặc lá giữa bàn): lá thứ nhất?
ask-second-card = … và lá thứ hai, ngoài { $first }?
ask-second-player = … và người thứ hai, ngoài { $first }?
ask-inquisitor-target = { $character } ({ $user }) chỉ định ai?
ask-inquisitor-answer = { $target } nói lá bài của mình là gì?
ask-inquisitor-reveal = { $target } lật bài: đó là lá gì?
ask-alchemist = { $character } ({ $user }) bắt mọi người chơi trao toàn bộ tài sản sang phía nào?
ask-courtesan = { $neighbour }, ngồi bên phải { $character } ({ $user }), lật bài: đó là lá gì? Nếu là nhân vật nam thì phải đưa cô { $coins } đồng.
ask-gambler-guesser = { $character } ({ $user }) lấy { $most } đồng từ Ngân Hàng và giấu một ít trong nắm tay: ai đoán số đồng?
ask-gambler-hidden = { $character } ({ $user }) đã giấu bao nhiêu đồng trong nắm tay?
ask-gambler-guess = { $guesser } đoán bao nhiêu?
ask-princess = { $character } ({ $user }) chọn người chơi nào khác để cho những người còn lại xem bài, mà bản thân người đó không được nhìn?
ask-princess-shown = { $target } đã cho những người khác xem bài: đó là lá gì? Ghi lại để trí nhớ của bàn chơi biết lá đó; Enter để không ghi.
ask-bear-nothing-yet = Chưa có đồng nào được chuyển.
ask-bear-so-far = Đến giờ: { $moves }.
ask-bear-party = { $character } ({ $user }): cả bàn tự nghĩ ra chức năng. Vàng của ai được chuyển, lấy từ hay trả về Ngân Hàng? { $so_far }
ask-bear-coins-so-far = , đến giờ { $coins }
ask-bear-coins-player = { $party } lấy từ Ngân Hàng (+) hay trả lại (−) bao nhiêu đồng? Người này đang có { $now }{ $so_far }.
ask-bear-coins-court = { $party } lấy từ Ngân Hàng (+) hay trả lại (−) bao nhiêu đồng? Hiện đang giữ { $now }{ $so_far }.
answer-decline = từ chối (giữ tài sản của mình)
answer-not-noted = không ghi lại
answer-left = trái (theo chiều kim đồng hồ): tài sản của { $player } sang { $to }
answer-right = phải: tài sản của { $player } sang { $to }
answer-done = xong

## Các màn hình: thoát, các phím, cửa sổ dòng lệnh, nhật ký trong lúc chơi

app-notice = { $notice }. { $done }
app-whose-card = Lá của { $player }:{" "}
app-prefix = { $key } … { $owner }{ $hands }
app-no-card = { $key } { $hand }: lá này không nằm trong các lựa chọn (chỉ chủ của lá được bảo vệ mới được đổi nó, và không thể đổi một lá với chính nó)

## Từ chối: điều gì sai trong một mục, và điều gì sẽ được chấp nhận
## Một lời từ chối được nói theo `refusal-frame`: điều gì sai (một thông điệp `refusal-…`), luật
## bị vi phạm, rồi điều gì sẽ được chấp nhận (một thông điệp `refusal-accepted-…`). Những từ trong
## dấu backtick là từ của nhật ký và giữ nguyên; tên nhân vật trong phần được chấp nhận (`Witch`,
## `King`) cũng vậy, vì đó là tên nhật ký ghi.

# Hình thức của nhật ký.
refusal-game-over = ván đã kết thúc ({ $winners } thắng), nên không thể có thêm mục `{ $action }`
refusal-undo-of-state = hoàn tác là huỷ một mục trong lịch sử của ván, không phải một trạng thái
refusal-nothing-to-undo = không có gì để hoàn tác: không có mục nào đang có hiệu lực
refusal-not-kept = không thể giữ mục này
refusal-no-such-field = mục `{ $action }` không có trường `{ $field }`
refusal-no-such-field-card = mục `{ $action }` không có trường `card` (`card` cho biết người chơi đổi, xem hoặc tuyên bố bằng lá nào trong các lá của mình, trong ván 2 và 3 người)
refusal-missing-field = thiếu `{ $field }`
refusal-not-a-player = `{ $field }: { $name }` không phải là người chơi ở bàn này
refusal-not-a-player-case = `{ $field }: { $name }` không phải là người chơi ở bàn này (có phải ý bạn là { $player }? tên phân biệt chữ hoa chữ thường)
# $why: vì sao lá bài không thuộc phiên bản này, và cách sửa.
refusal-other-edition = `{ $field }: { $name }`: { $why }
refusal-not-a-character = `{ $field }: { $name }` không phải là nhân vật
# $closest: tên như nhật ký ghi.
refusal-not-a-character-closest = `{ $field }: { $name }` không phải là nhân vật (có phải ý bạn là { $closest }?)
refusal-adjust-without-coins = một lần điều chỉnh cần `coins`, là một số khác 0
refusal-more-than-the-box = { $coins } đồng là nhiều hơn toàn bộ số vàng trong hộp ({ $most })
# $who: tên một người chơi, hoặc `party-court`.
refusal-cannot-give-back = { $who } { $have ->
    [0] không có đồng nào
   *[other] có { $have } đồng
}, nên không thể trả lại { $coins }
refusal-move-to-itself = `to` ghi { $who }, chính là người đưa vàng
refusal-move-without-coins = chuyển vàng từ { $from } sang { $to } cần `coins`, là một số từ 1 trở lên
refusal-move-too-much = { $from } { $have ->
    [0] không có đồng nào
   *[other] có { $have } đồng
}, nên không thể đưa { $coins } cho { $to }

# Lượt chơi. $action là từ nhật ký dùng cho mục bị từ chối: `look` hoặc `announce`.
refusal-not-your-turn = đang là lượt của { $next }, không phải của { $player } (chơi theo chiều kim đồng hồ)
refusal-eliminated-saw-nothing = { $player } đã bị { $damned } loại và không có lá nào để thấy
refusal-must-look = { $player } lỡ thấy bài của mình và lượt này phải xem bài
refusal-must-look-not = { $player } lỡ thấy bài của mình và lượt này phải xem bài: { $action ->
    [look] không được xem bài
   *[other] không được tuyên bố
}
refusal-opening-swap = lượt { $turn } là một trong 4 lượt đầu tiên, khi mọi người chơi phải đổi – hoặc giữ nguyên: { $action ->
    [look] không được xem bài
   *[other] không được tuyên bố
}
refusal-forced-swap = { $player } bị lật bài trong lượt của { $during }, nên phải đổi – hoặc giữ nguyên: { $action ->
    [look] không được xem bài
   *[other] không được tuyên bố
}
refusal-swap-without = đổi bài cần `with`: lá còn lại được lấy xuống dưới mặt bàn
refusal-swap-with-own = { $player } không thể đổi với chính lá bài của mình
refusal-eliminated-no-card = { $player } đã bị { $damned } loại và không còn lá bài nào trên bàn
refusal-not-a-card = `{ $field }: { $name }` không phải là một lá bài trên bàn này

# Tuyên bố và thách thức.
refusal-not-in-game = { $character } không có trong ván này
refusal-cannot-be-announced = không ai được tuyên bố là { $character }
refusal-contest-own = { $player } đã tuyên bố, nên không thể cùng nhận với lời tuyên bố của chính mình
refusal-contester-eliminated = { $player } đã bị { $damned } loại và không thể cùng nhận
refusal-contest-twice = { $player } có tên hai lần trong `contests`
refusal-contest-order = từng người được hỏi lần lượt theo chiều kim đồng hồ, bắt đầu từ bên trái { $announcer }, nên những người cùng nhận được liệt kê theo đúng thứ tự đó
refusal-revealed-without-contest = không ai cùng nhận, nên không có lá nào bị lật
refusal-revealed-not-claimant = { $player } không tuyên bố cũng không cùng nhận, nên bài của họ không bị lật
refusal-reveal-missing-announcer = { $player } đã tuyên bố và có người cùng nhận, nên bài của họ đã bị lật, nhưng `revealed` không cho biết đó là lá gì
refusal-reveal-missing-contester = { $player } đã cùng nhận, nên bài của họ đã bị lật, nhưng `revealed` không cho biết đó là lá gì
refusal-damned-gone = { $character } đã bị lật trước đó và đã rời khỏi ván
refusal-revealed-not-in-game = một lá { $character } bị lật, nhưng { $character } không có trong ván này
refusal-too-many-revealed = { $shown } lá { $character } bị lật, nhưng ván chỉ có { $copies } lá
refusal-revealed-other-card = { $player } vừa lật ra { $shown }, nên giờ không thể lật ra { $card }

# Chức năng. $problem là thông điệp của một lời từ chối khác, được nói như một phần của lời này.
refusal-no-such-power-field = chức năng của { $character } không có `{ $field }`
refusal-no-power-used = không ai là { $character }, nên không có chức năng nào được thực hiện; { $problem }
refusal-last-player-wins = { $damned } chỉ để lại một người chơi trong ván, người đó thắng ngay: không có chức năng nào được thực hiện; { $problem }
refusal-field-outside-then = chức năng của { $character } không có `{ $field }` riêng: chức năng mà nó dùng ghi các trường của mình dưới `then:`
# $further: `refusal-borrowed-further` một lần cho mỗi nhân vật xa hơn trong chuỗi.
refusal-borrowed = { $problem } (chức năng của { $borrowed }, được dùng thông qua { $through }{ $further })
refusal-borrowed-further = , bản thân nó lại được dùng thông qua { $character }
# $why: một trong các thông điệp `refusal-no-borrowing-…`.
refusal-then-not-needed = `then:` có các trường, nhưng không chức năng nào cần chúng: { $why }
refusal-no-borrowing-nothing-played = chưa có nhân vật nào được chơi
refusal-no-borrowing-peasant = chức năng của { $peasant } không có trường nào
refusal-no-borrowing-damned = { $damned } không có chức năng nào để dùng
refusal-no-borrowing-usurper-eliminated = hắn đã bị loại
refusal-no-borrowing-named-wrong = hắn gọi tên { $named }, không phải { $card }, nên không dùng chức năng nào
refusal-no-borrowing-cemetery-damned = { $card } khiến { $character } bị loại, nên không có chức năng nào được dùng
refusal-missing-target-looks-at = { $character } xem một lá khác: thiếu `{ $field }`
refusal-missing-target-points-at = { $character } chỉ định một người chơi khác: thiếu `{ $field }`
refusal-missing-target-guesses = một người chơi khác đoán số đồng mà { $character } giấu: thiếu `{ $field }`
refusal-missing-target-shows-card = { $character } chọn một người chơi khác, người đó cho xem bài: thiếu `{ $field }`
refusal-missing-target-chooses = { $character } chọn một người chơi khác: thiếu `{ $field }`
refusal-player-not-middle = chức năng của { $character } nhắm vào một người chơi, không phải một lá giữa bàn ({ $name })
refusal-eliminated-gone = { $name } đã bị { $damned } loại và không còn trong ván
refusal-not-themselves = { $name } đang dùng chức năng của { $character } và không thể nhắm vào chính mình
refusal-spy-own-card = { $character } xem lá của chính mình và một lá khác: { $name } là lá của chính cô
refusal-sage-own-card = `targets: { $name }`: { $name } đang dùng chức năng của { $character }, người xem bài của hai người chơi khác (hoặc lá giữa bàn), không phải bài của chính mình
refusal-not-a-player-or-middle = `{ $name }` không phải là người chơi hay lá giữa bàn ở bàn này
refusal-not-two-swaps = { $character } đổi – hoặc giữ nguyên – bài của hai người chơi khác: `targets` cần đúng hai, không phải { $count }
refusal-not-two-looks-at = { $character } xem bài của hai người chơi khác: `targets` cần đúng hai, không phải { $count }
refusal-same-player-twice = { $character } cần hai người chơi khác nhau, không phải { $name } hai lần
refusal-sage-needs-two = { $character } xem bài của hai người chơi khác: `targets` cần hai người khác nhau
refusal-richest-tie = { $names } cùng là những người chơi khác giàu nhất (mỗi người { $most } đồng): { $character } chọn một người
refusal-not-the-richest = { $name } có { $coins } đồng và không phải là người chơi khác giàu nhất ({ $names }: { $most })
refusal-cemetery-missing = { $character } lật lá trên cùng của nghĩa địa: thiếu `cemetery`
# $edition: từ nhật ký dùng cho phiên bản, `first` hoặc `second`.
refusal-cemetery-other-edition = { $card } không phải là lá bài của phiên bản { $edition ->
    [first] thứ nhất
   *[other] thứ hai
}, nên không có trong nghĩa địa
refusal-cemetery-in-play = { $card } đang có trong ván, nên không có trong nghĩa địa (các nhân vật còn lại trong hộp)
refusal-missing-direction = { $character } chọn trái hoặc phải: thiếu `direction`
refusal-gambler-numbers = { $character } giấu từ 1 đến { $most } đồng và lời đoán là từ 1 đến { $most }: cần có `hidden` và `guess`
refusal-moves-twice = `moves` ghi tên { $name } hai lần
refusal-moves-too-much = `moves: { $name }: { $coins }` là không thể: { $name } có { $have } đồng
refusal-false-usurper-chosen = { $name } vừa bị lật bài vì nhận sai là { $character }, nên không thể được chọn

# Ván 2 và 3 người. $players: số người chơi (2 hoặc 3).
refusal-card-in-one-card-game = `card: { $card }`: `card` cho biết người chơi dùng lá nào trong các lá của mình, trong ván 2 và 3 người; ván này có { $players } người chơi, mỗi người một lá
refusal-card-missing-swap = { $player } chơi trong { $players ->
    [2] ván 2 người, nơi mỗi người có ba lá (trái, phải và lá được bảo vệ)
   *[other] ván 3 người, nơi mỗi người có hai lá (trái và phải)
}, nên đổi bài cần `card`: người chơi lấy lá nào của mình
refusal-card-missing-look = { $player } chơi trong { $players ->
    [2] ván 2 người, nơi mỗi người có ba lá (trái, phải và lá được bảo vệ)
   *[other] ván 3 người, nơi mỗi người có hai lá (trái và phải)
}, nên xem bài cần `card`: người chơi xem lá nào của mình
refusal-card-missing-announce = { $player } chơi trong { $players ->
    [2] ván 2 người, nơi mỗi người có ba lá (trái, phải và lá được bảo vệ)
   *[other] ván 3 người, nơi mỗi người có hai lá (trái và phải)
}, nên tuyên bố cần `card`: lá mà tay người tuyên bố đặt lên
refusal-card-not-own = `card: { $card }` không phải là lá của chính { $player }
refusal-announce-with-protected = { $player } tuyên bố bằng cách đặt tay lên lá bên trái hoặc bên phải, không bao giờ lên lá được bảo vệ
refusal-card-not-of-player = `card: { $card }` không phải là lá của { $player }: đây là { $players ->
    [2] ván 2 người, nơi mỗi người có ba lá (trái, phải và lá được bảo vệ)
   *[other] ván 3 người, nơi mỗi người có hai lá (trái và phải)
}
refusal-names-player = `{ $field }: { $name }` ghi tên một người chơi, mà đây là { $players ->
    [2] ván 2 người, nơi mỗi người có ba lá (trái, phải và lá được bảo vệ)
   *[other] ván 3 người, nơi mỗi người có hai lá (trái và phải)
}: hãy ghi tên lá bài
refusal-swap-card-with-itself = không thể đổi { $with } với chính nó
refusal-protected-card = { $name } là lá được bảo vệ của { $owner }: chỉ chủ của nó mới được đổi nó
refusal-card-of-eliminated = { $with } là lá của { $owner }, người đã bị { $damned } loại: lá này không còn trên bàn
refusal-contest-two-cards = { $player } cùng nhận bằng hai lá ({ $first } và { $second }): người cùng nhận đặt tay lên đúng một lá
refusal-contest-names-player = `contests: [{ $name }]`: đây là { $players ->
    [2] ván 2 người, nơi mỗi người có ba lá (trái, phải và lá được bảo vệ)
   *[other] ván 3 người, nơi mỗi người có hai lá (trái và phải)
}, và người cùng nhận đặt tay lên đúng một lá của mình: hãy ghi tên lá đó
refusal-contest-unknown-card = `contests: [{ $name }]` không phải là một lá bài ở bàn này
refusal-revealed-other-hand = `revealed:` ghi { $key }, nhưng { $player } chỉ cho xem lá mà tay họ đặt lên ({ $card })
refusal-revealed-other-hand-no-claim = `revealed:` ghi { $key }, nhưng { $player } chỉ cho xem lá mà tay họ đặt lên (họ đã không nhận)
refusal-revealed-twice = `revealed:` ghi lá của { $player } hai lần
refusal-power-own-card = { $name } là lá của chính { $character }: chức năng này nhắm vào bài của những người chơi khác
refusal-cannot-take-as-well = { $character } không thể lấy thêm cả { $name }
refusal-not-two-cards-swaps = { $character } đổi – hoặc giữ nguyên – hai lá của những người chơi khác: `targets` cần đúng hai, không phải { $count }
refusal-not-two-cards-looks-at = { $character } xem hai lá của những người chơi khác: `targets` cần đúng hai, không phải { $count }
refusal-same-card-twice = { $character } cần hai lá khác nhau, không phải { $second } hai lần
refusal-cards-of-one-player-swaps = { $character } đổi bài của hai người chơi khác, mà { $first } và { $second } đều là của { $owner }
refusal-cards-of-one-player-looks-at = { $character } xem bài của hai người chơi khác, mà { $first } và { $second } đều là của { $owner }

# Điều gì sẽ được chấp nhận. $choices, $cards, $players, $characters: danh sách tên, như nhật ký
# ghi, nối bằng dấu phẩy.
refusal-accepted-game-over = hoàn tác (để rút lại mục đã kết thúc ván) hoặc một ghi chú
refusal-accepted-undo-of-state = hoàn tác theo lịch sử của ván
refusal-accepted-an-action = đổi bài, xem bài hoặc tuyên bố, hoặc một ghi chú
refusal-accepted-not-kept = một mục chỉ gồm chữ và số thông thường
refusal-accepted-only-comment = mục `{ $action }` chỉ có `comment` (và `at`)
refusal-accepted-fields = mục `{ $action }` với các trường { $fields }
refusal-accepted-field-one-of = `{ $field }:` một trong { $choices }
refusal-accepted-field-one-of-or-court = `{ $field }:` một trong { $choices }, hoặc court
refusal-accepted-one-of = một trong { $choices }
refusal-accepted-one-of-or-court = một trong { $choices }, hoặc court
refusal-accepted-adjust-coins = `coins: 2` (lấy từ Ngân Hàng) hoặc `coins: -2` (trả về Ngân Hàng)
refusal-accepted-coins-range = `coins:` từ -{ $have } đến { $most }, khác 0
refusal-accepted-nothing-to-give-back = `coins:` là số dương (vàng lấy từ Ngân Hàng): không có gì để trả lại
refusal-accepted-coins-from = `coins:` từ -{ $have } trở lên
refusal-accepted-move-to = `to:` một người chơi khác, hoặc court (hoặc không có `to`, nếu vàng lấy từ hay trả về Ngân Hàng)
refusal-accepted-nothing-to-give = không chuyển gì: không có gì để đưa
refusal-accepted-coins-up-to = `coins:` từ 1 đến { $have }
refusal-accepted-turn-of = đổi bài, xem bài hoặc tuyên bố của { $player }
refusal-accepted-still-in-game = một người chơi vẫn còn trong ván
refusal-accepted-look-by = { $player } xem bài
refusal-accepted-swap-by = { $player } đổi bài
refusal-accepted-swap-with = `with:` lá của một người chơi khác hoặc một lá giữa bàn: { $cards }
refusal-accepted-announce-one-of = tuyên bố một trong { $characters }
refusal-accepted-announce-another = tuyên bố một nhân vật khác có trong ván: { $characters }
refusal-accepted-contests-by-others = chỉ những người chơi khác cùng nhận
refusal-accepted-contests-still-in-game = chỉ những người chơi còn trong ván cùng nhận: { $players }
refusal-accepted-each-contester-once = mỗi người cùng nhận một lần
refusal-accepted-leave-out-revealed = bỏ `revealed`, hoặc liệt kê những người cùng nhận trong `contests`
refusal-accepted-revealed-cards-of = các lá bị lật của { $claimants }
refusal-accepted-revealed-with = `revealed:` với các lá của { $claimants }
refusal-accepted-real-card = lá thật của mỗi người chơi (kiểm tra xem ai đã cho xem lá gì)
refusal-accepted-characters-in-play = một trong các nhân vật có trong ván: { $characters }
refusal-accepted-leave-out = bỏ `{ $field }`
refusal-accepted-under-then = `then:` có `{ $field }` bên trong
# $deeper: ` → `then:`` một lần cho mỗi lần mượn thêm; $accepted: điều mà chức năng được mượn chấp nhận.
refusal-accepted-borrowed = dưới `then:`{ $deeper }, { $accepted }
refusal-accepted-no-target = không có `target`: mọi người chơi khác vừa bị lật bài vì nhận sai là { $usurper }
refusal-accepted-two-of = `targets: [A, B]` với hai trong số { $choices }
refusal-accepted-targets-two-of = `targets:` hai trong số { $choices }
refusal-accepted-field-among = `{ $field }:` trong số { $choices }
refusal-accepted-richest-or-none = `target: { $name }`, hoặc bỏ `target`
refusal-accepted-direction = `direction: left` hoặc `direction: right`
refusal-accepted-gambler = `hidden:` và `guess:`, mỗi giá trị từ 1 đến { $most }
refusal-accepted-one-move = một lần chuyển cho { $name }, với số đồng đã cộng lại
refusal-accepted-moves-for = `moves` cho những người chơi còn trong ván, hoặc court: { $players }
refusal-accepted-moves-range = với { $name }, một số khác 0 từ -{ $have } đến 194
refusal-accepted-without-card = mục `{ $action }` không có `card`
# Hai cách viết một trường, cách thứ nhất có thể lại là một danh sách cách viết: `card: left` hoặc `card: right`.
refusal-accepted-or = { $first } hoặc { $second }
refusal-accepted-one-card = mỗi người cùng nhận một lần, với một lá
refusal-accepted-contests-among = `contests:` các lá trong số { $cards }
refusal-accepted-revealed-keyed = `revealed:` theo tên người nhận (`Bao: King`) hoặc theo lá mà tay họ đặt lên (`Bao/right: King`)
refusal-accepted-one-revealed = mỗi người nhận một lá bị lật
refusal-accepted-first-and-one-of = `targets:` { $first } và một trong { $cards }

## Dòng lệnh và nhật ký: thông báo, lỗi và báo cáo

# `mascarade scenarios`
cli-scenarios-heading = Các kịch bản có sẵn:
cli-scenarios-show-one = Xem một kịch bản bằng: mascarade scenarios show TÊN --players N [--edition second]
cli-scenario-valid = { $file }: hợp lệ — có bộ bài cho { $counts } người chơi.
cli-show-title = { $scenario } cho { $players } người chơi: { $cards } lá.
cli-show-title-second = { $scenario } (phiên bản thứ hai) cho { $players } người chơi: { $cards } lá.
cli-show-take-out = Lấy những lá này ra khỏi hộp:
cli-show-card = { $character } — { $summary }
cli-show-cards = { $character } ×{ $copies } — { $summary }
cli-show-deal-two = Chia cho mỗi người ba lá, ngửa: một lá bên trái, một lá bên phải và một lá đặt lùi phía sau, được bảo vệ (R-2P).
cli-show-deal-three = Chia cho mỗi người hai lá, ngửa: một lá bên trái và một lá bên phải (R-3P).
cli-show-deal = { $middle ->
    [0] Chia cho mỗi người một lá, ngửa.
   *[other] Chia cho mỗi người một lá và { $middle } lá ra giữa bàn, tất cả đều ngửa.
}
cli-show-memorise = Mọi người ghi nhớ từng lá, rồi tất cả được lật úp (R-SET-3).
cli-show-coins = Mỗi người lấy { $coins } đồng vàng (R-SET-1). Người chơi nhỏ tuổi nhất đi trước; chơi theo chiều kim đồng hồ.
cli-show-coins-shared = Mỗi người lấy { $coins } đồng vàng (R-SET-1), dùng chung cho mọi lá bài của mình. Người chơi nhỏ tuổi nhất đi trước; chơi theo chiều kim đồng hồ.
# `mascarade simulate` và `mascarade demo`
cli-simulate-players = --players { $players }: trình mô phỏng xếp được từ { $fewest } đến { $most } người chơi
cli-simulate-players-edition = --players { $players }: trình mô phỏng xếp được từ { $fewest } đến { $most } người chơi với { $edition }
cli-simulate-wrote = Đã ghi { $games } ván { $players } người chơi ({ $entries } mục) vào { $folder }.
cli-simulate-wrote-scenario = Đã ghi { $games } ván { $players } người chơi, kịch bản { $scenario } ({ $entries } mục) vào { $folder }.
cli-simulate-wrote-second = Đã ghi { $games } ván { $players } người chơi, phiên bản thứ hai ({ $entries } mục) vào { $folder }.
cli-simulate-wrote-scenario-second = Đã ghi { $games } ván { $players } người chơi, kịch bản { $scenario }, phiên bản thứ hai ({ $entries } mục) vào { $folder }.
cli-demo-title = Một ván Mascarade mô phỏng: { $players } người chơi ({ $names }), kịch bản { $scenario }, hạt giống { $seed }.
cli-demo-title-edition = Một ván Mascarade mô phỏng: { $players } người chơi ({ $names }), kịch bản { $scenario }, { $edition }, hạt giống { $seed }.
cli-demo-log = Nhật ký của ván: { $path }
# Ba lệnh giữ nguyên: `rules` là `mascarade rules` hoặc `mascarade rules --edition second`.
cli-demo-try = Thử: mascarade state { $path } --json    { $rules }    mascarade --help
cli-state-middle = { $middle } lá giữa bàn
cli-state-scenario = kịch bản { $scenario }
cli-state-characters = Nhân vật: { $characters }
cli-state-turn-opening = Lượt { $turn } (lượt đổi mở đầu: { $turn } trên { $opening }), { $entries } mục có hiệu lực
cli-state-turn-play = Lượt { $turn } (đang chơi), { $entries } mục có hiệu lực
cli-state-turn-over = Lượt { $turn } (đã kết thúc), { $entries } mục có hiệu lực
cli-state-eliminated = bị { $damned } loại
cli-state-must-look = phải xem bài ở lượt sau
# Từ đứng sau số vàng của một người chơi, trong một cột (đệm cho bằng dạng dài nhất).
cli-state-coins-word = { $n ->
   *[other] đồng
}
# Số vàng của một người chơi, có kèm từ chỉ đơn vị.
cli-state-coins = { $n } đồng
# Số Ngân Hàng đã chi khi nó đã thu vào nhiều hơn chi ra (một số âm).
cli-state-coins-negative = { $n } đồng
cli-state-money = Toà Án: { $court }    Ngân Hàng đã chi: { $bank }
cli-state-game-over = Ván kết thúc: { $outcome }.
cli-state-winners = Người thắng: { $winners }
log-listed-twice = `{ $key }` được ghi hai lần: mỗi tên chỉ được xuất hiện một lần
# Lỗi thiết lập: phần đầu của một nhật ký, các bộ bài của một kịch bản, màn hình thiết lập.
setup-more-problems = … và { $more } lỗi khác cùng loại
setup-name-empty = người chơi { $seat } có tên trống: mỗi người chơi cần một cái tên
setup-name-spaces = tên người chơi '{ $name }' bắt đầu hoặc kết thúc bằng dấu cách: hãy viết là '{ $trimmed }'
setup-name-unsafe = tên của người chơi { $seat } có ký tự xuống dòng, ký tự điều khiển hoặc vô hình, hay ký tự đổi chiều văn bản ({ $name }): hãy dùng chữ cái, chữ số và dấu cách
setup-name-too-long = tên của người chơi { $seat } ('{ $start }…') dài { $length } ký tự: tên dài tối đa { $most } ký tự
setup-name-reserved = '{ $name }' không thể là tên người chơi: court, bank và middle-1, middle-2, … là các tên dành riêng
setup-name-slash = tên người chơi '{ $name }' chứa '/', ký tự dùng để gọi tên các lá bài của người chơi (Ana/left): hãy chọn tên khác
setup-name-twice = '{ $name }' có tên hai lần: mỗi người chơi cần một tên khác nhau
setup-name-case = '{ $earlier }' và '{ $name }' chỉ khác nhau ở chữ hoa chữ thường: hãy đặt tên khác nhau
setup-too-few-players = đã xếp { $players } người chơi: trò chơi cần từ 2 đến { $most } người
setup-two-players-cards = 2 người chơi dùng 6 lá: mỗi người 3 lá (trái, phải và lá được bảo vệ), không phải { $cards }
setup-three-players-cards = 3 người chơi dùng 6 lá: mỗi người 2 lá (trái và phải), không phải { $cards }
setup-four-five-cards = với { $players } người chơi, trò chơi dùng đúng 6 lá ({ $middle } lá ở giữa bàn), không phải { $cards }
setup-cards-per-player = với { $players } người chơi, trò chơi dùng mỗi người một lá cộng thêm 0, 1 hoặc 2 lá giữa bàn ({ $fewest } đến { $most } lá), không phải { $cards }
setup-too-many-players = { $players } người chơi là quá nhiều: trò chơi nhận từ 2 đến { $most } người
setup-second-too-many = { $players } người chơi: phiên bản thứ hai nhận từ 4 đến { $most } người; hãy xếp { $most } người trở xuống, hoặc chơi phiên bản thứ nhất (`edition: first`), nhận tối đa { $first_most } người
setup-second-too-few = đã xếp { $players } người chơi: phiên bản thứ hai không có luật cho 2 hay 3 người; hãy xếp từ 4 đến { $most } người
# `character` là tên nhật ký ghi (Peasant, Puppet Master): kịch bản hay phần đầu liệt kê nó như vậy.
setup-too-many-copies = { $copies ->
    [1] { $character } được liệt kê { $count } lần, nhưng hộp chỉ có { $copies } lá: chỉ liệt kê một lần
   *[other] { $character } được liệt kê { $count } lần, nhưng hộp chỉ có { $copies } lá: liệt kê tối đa { $copies } lần
}
# Peasant, Queen, Witch, Spy, Widow: tên mà kịch bản hay phần đầu ghi.
setup-peasants-pair = các Nông Dân đi theo cặp: ghi `Peasant` hai lần, hoặc không ghi lần nào
setup-needs-players = { $character } cần ít nhất { $min } người chơi, mà mới có { $players } người: hãy lấy lá này ra
setup-puppet-master-two = { $puppet_master } bắt hai người chơi khác đổi chỗ ngồi, mà ván 2 người chỉ có một người khác: hãy lấy lá này ra
setup-judge-needed = { $judge } phải có trong ván (trừ khi khoảng hai phần ba số nhân vật lấy vàng từ Ngân Hàng): hãy thêm { $judge }, nếu không tiền phạt sẽ không bao giờ quay lại
setup-money-third = chỉ { $money } trên { $characters } nhân vật lấy vàng từ Ngân Hàng ({ $names }); ít nhất một phần ba nên như vậy: hãy thêm một nhân vật, hoặc bỏ qua quy định này bằng `overrides: [{ $only }]`
setup-courtesan-female = { $courtesan } cần ít nhất một phần ba số nhân vật là nữ, mà chỉ { $female } trên { $characters } có thể là nữ: hãy thêm nhân vật nữ (`Queen`, `Witch`, `Spy`, `Widow`, …) hoặc lấy cô ra
setup-not-an-override = '{ $given }' không phải là một quy định có thể bỏ qua; quy định duy nhất là { $only } (các quy định về số lá thì không thể bỏ qua)
setup-format = format là '{ $format }': ứng dụng này đọc '{ $expected }'
setup-first-not-a-player = first: '{ $name }' không phải là một trong những người chơi ({ $players })
setup-deal-not-a-place = deal: '{ $place }' không phải là một vị trí ở bàn này: { $places }
setup-deal-problem = deal: { $problem }
setup-deal-too-many = deal: { $character } được chia { $dealt } lần nhưng chỉ có { $in_play } lá trong ván
setup-genders-problem = genders: { $problem }
setup-genders-not-a-gender = genders: '{ $name }: { $word }': hãy viết male hoặc female
setup-genders-not-open = { $gender ->
    [male] genders: { $character } là nam theo sách luật; chỉ những nhân vật mà sách luật không nói rõ giới tính mới được gán giới tính: { $open }
   *[female] genders: { $character } là nữ theo sách luật; chỉ những nhân vật mà sách luật không nói rõ giới tính mới được gán giới tính: { $open }
}
setup-genders-twice = genders: { $character } được gán hai lần
setup-rules-starting-zero = rules.starting_coins là 0: mỗi người chơi phải bắt đầu với ít nhất 1 vàng
setup-rules-too-large = rules.{ $field } là { $value }: nhiều hơn toàn bộ số vàng trong hộp (194); hãy dùng một số từ 0 đến 194
setup-rules-win-not-above = rules.win_coins ({ $win }) phải lớn hơn rules.starting_coins ({ $start }), nếu không mọi người sẽ thắng ngay lập tức
# Các phiên bản, trong câu: "các nhân vật của phiên bản thứ nhất (2013) là …".
edition-word-first = thứ nhất
edition-word-second = thứ hai
edition-title-first = phiên bản thứ nhất (2013)
edition-title-second = phiên bản thứ hai (2021)
edition-unknown = '{ $edition }' không phải là một phiên bản: hãy viết first (2013) hoặc second (2021)
# `name` là điều đã viết; `closest` và `names` là các tên nhật ký ghi.
edition-not-a-character = '{ $name }' không phải là nhân vật; các nhân vật của { $edition } là { $names }
edition-not-a-character-closest = '{ $name }' không phải là nhân vật (có phải ý bạn là { $closest }?); các nhân vật của { $edition } là { $names }
edition-unknown-character = '{ $name }' không phải là nhân vật; các nhân vật là { $names }
edition-unknown-character-closest = '{ $name }' không phải là nhân vật (có phải ý bạn là { $closest }?); các nhân vật là { $names }
character-lookup-unsafe = '{ $name }' chứa ký tự xuống dòng hoặc ký tự điều khiển, thứ mà không tên nào có: hãy gõ tên nhân vật trên một dòng, ví dụ { $example }
# Một lá bài của phiên bản kia. `write` là tên cần viết vào nhật ký thay thế.
edition-first-card-renamed = { $character } là lá bài của phiên bản thứ nhất; ở phiên bản thứ hai, chức năng của nó thuộc về { $counterpart }: hãy viết { $write }, hoặc `edition: first`
edition-first-card-queen = { $queen } là lá bài của phiên bản thứ nhất; phiên bản thứ hai có { $empress } thay thế (3 đồng vàng từ Ngân Hàng): hãy viết { $write }, hoặc `edition: first`
edition-first-card-expansion = { $character } là lá bài của phiên bản thứ nhất (bản mở rộng 2014), không phải mặt nạ của phiên bản thứ hai: hãy lấy nó ra, hoặc viết `edition: first`
edition-first-card = { $character } là lá bài của phiên bản thứ nhất, không phải mặt nạ của phiên bản thứ hai: hãy lấy nó ra, hoặc viết `edition: first`
edition-second-mask-renamed = { $character } là mặt nạ của phiên bản thứ hai: hãy viết `edition: second`, hoặc { $write }, tên của nó ở phiên bản thứ nhất
edition-second-mask = { $character } là mặt nạ của phiên bản thứ hai: hãy viết `edition: second`
# Tệp kịch bản.
scenario-not-found = không có kịch bản nào tên '{ $name }': các kịch bản có sẵn là { $available }; hoặc đưa đường dẫn của một tệp kịch bản
scenario-problem-in-set = { $at }: bộ bài cho { $players } người: { $problem }
scenario-wrong-edition = kịch bản '{ $name }' dành cho { $is_for }, không phải { $wanted }: { $wanted_word ->
    [second] các kịch bản có sẵn của phiên bản thứ hai là { $theirs }; hoặc đưa một tệp kịch bản có `edition: second`
   *[first] các kịch bản có sẵn của phiên bản thứ nhất là { $theirs }; hoặc đưa một tệp kịch bản có `edition: first`
}
scenario-no-set = kịch bản '{ $name }' không có bộ bài cho { $players } người chơi; nó có bộ bài cho { $counts }
scenario-counts-range = { $fewest } đến { $most }
scenario-line = { $name } — { $title } ({ $counts } người chơi)
scenario-line-genders = { $name } — { $title } ({ $counts } người chơi); giới tính: { $genders }
scenario-empty = tệp rỗng: một kịch bản có `name:` và các `sets:` của nó (xem mascarade scenarios show basic)
scenario-sets-empty = `sets` rỗng: hãy đưa ít nhất một bộ bài, ví dụ `7: [Judge, Bishop, King, Fool, Queen, Thief, Witch]`
scenario-built-in = kịch bản có sẵn '{ $name }'
scenario-not-utf8 = dòng này không phải văn bản UTF-8: hãy lưu kịch bản dưới dạng UTF-8 (kịch bản là một tệp văn bản YAML)

## Thẻ tóm tắt in được cho người chơi

aid-title = Mascarade · { $scenario } · { $players } người chơi
aid-setup = { $middle ->
    [0] { $cards } lá: mỗi người một lá. Mọi người bắt đầu với { $coins } đồng vàng; 4 lượt đầu tiên là đổi – hoặc giữ nguyên.
   *[other] { $cards } lá: mỗi người một lá, { $middle } lá ở giữa bàn. Mọi người bắt đầu với { $coins } đồng vàng; 4 lượt đầu tiên là đổi – hoặc giữ nguyên.
}
aid-setup-several = { $cards } lá: mỗi người { $each } lá. Mọi người bắt đầu với { $coins } đồng vàng, dùng chung cho mọi lá bài của mình; 4 lượt đầu tiên là đổi – hoặc giữ nguyên.
aid-characters = Các nhân vật của ván này
aid-more = Luật đầy đủ của mọi nhân vật: mascarade rules TÊN. Trợ lý bàn chơi Mascarade lo phần vàng, lượt chơi và các lần thách thức.
key-print-aid = thẻ tóm tắt

## `mascarade games`: tóm tắt các ván trong một thư mục

games-end-fortune = { $winners } thắng khi có từ { $coins } đồng trở lên
games-end-bankruptcy = { $winners } thắng: có người mất đồng cuối cùng
games-end-cheat = { $winners } thắng với tư cách { $cheat }
games-end-last = { $winners } thắng, người cuối cùng còn lại trong ván
games-set = { $scenario }, phiên bản { $edition }
games-set-unknown = phiên bản { $edition }

## stats, export, board

stats-games = { $games ->
   *[other] { $games } ván
} ({ $finished } ván đã kết thúc, { $unfinished } ván dở dang)
stats-players-heading = Người chơi (số ván thắng và tài sản, tính trên các ván đã kết thúc)
stats-bluffing-heading = Tháu cáy
stats-endings-heading = Các ván kết thúc thế nào, và kéo dài bao lâu
stats-characters-heading = Nhân vật
stats-head-to-head-heading = Đối đầu
stats-records-heading = Kỷ lục
stats-col-average-fortune = Đồng TB
stats-col-broke-caused = Gây phá sản
stats-col-broke-suffered = Bị phá sản
stats-col-announced = Tuyên bố
stats-col-contested = Bị cùng nhận
stats-col-caught = Bị bắt bài
stats-col-contests = Cùng nhận
stats-col-right = Nhận đúng
stats-col-fines = Tiền phạt
stats-col-true = Đúng
stats-col-false = Sai
stats-col-power-used = Chức năng
stats-col-coins-moved = Đồng chuyển
stats-endings = đủ tài sản để thắng: { $fortune } · có người mất đồng cuối cùng: { $bankruptcy } · Kẻ Lừa Đảo: { $cheat } · người cuối cùng còn lại: { $last } · dở dang: { $unfinished }
stats-head-to-head = { $player } và { $vs } đã chơi chung { $games ->
   *[other] { $games } ván
} ({ $finished } ván đã kết thúc): { $player } thắng { $player_wins }, { $vs } thắng { $vs_wins }, cùng thắng { $shared }
stats-record-fastest = Thắng nhanh nhất: { $turns } lượt, { $winners } ({ $game })
stats-record-longest = Ván dài nhất: { $turns } lượt ({ $game })
stats-record-richest = Tài sản lớn nhất: { $player }, { $coins } đồng ({ $game })
export-md-title = Mascarade, { $when } ({ $length })
export-md-set = Bộ bài: { $set }
export-md-quiet-turn = Lượt { $turn }: đổi – hoặc giữ nguyên – hoặc xem bài.
export-md-quiet-turns = Lượt { $from } đến { $to }: những lần đổi – hoặc giữ nguyên – và xem bài.
export-md-fortunes = Tài sản cuối ván
export-md-coins = Đồng vàng
export-md-court = Còn lại trên Toà Án: { $coins ->
   *[other] { $coins } đồng
}

## board, statistics screen, end-screen export

board-courthouse = Toà Án
board-last-announcement = Lời tuyên bố gần nhất
board-no-announcement = Chưa có lời tuyên bố nào.
stats-chart-fortune = đủ tài sản
stats-chart-bankruptcy = phá sản
stats-chart-cheat = Kẻ Lừa Đảo
stats-chart-last = trụ đến cuối
stats-chart-unfinished = dở dang
stats-chart-turns-by-game = Số lượt mỗi ván, ván gần nhất ở bên phải

## history: more messages

stats-no-records = Chưa có ván nào kết thúc: kỷ lục sẽ có từ ván đầu tiên kết thúc.

aid-claim-order = Luôn luôn chức năng trước, tiền phạt sau [R-CLAIM-4].
aid-claim-order-judge = Luôn luôn chức năng trước, tiền phạt sau: Quan Toà không nhận tiền phạt của lượt này [R-CLAIM-4].
aid-claim-order-witch = Luôn luôn chức năng trước, tiền phạt sau: Phù Thuỷ đổi tài sản trước khi tiền phạt được nộp [R-CLAIM-4].
aid-special-forced = Buộc phải đổi: nếu bài của bạn bị lật lên trong lượt ngay trước lượt của bạn, lượt của bạn phải là đổi – hoặc giữ nguyên. Chỉ người chơi kế tiếp bị ảnh hưởng, kể cả khi người đó thật sự là nhân vật đó [R-TURN-5].
export-md-correction-why = Lý do: { $reason }
replay-over = Ván đã kết thúc: { $outcome }.
stats-second-edition-card = { $name } (bản 2)
effect-hands-swap-or-not = { $player } ({ $character }) đổi – hoặc giữ nguyên – bài của { $a } và { $b }.
effect-hands-swap-or-not-looked = { $player } ({ $character }) đổi – hoặc giữ nguyên – bài của { $a } và { $b } sau khi xem cả hai lá.
effect-looked-at-hands = { $player } ({ $character }) xem bài của { $places }.
scenario-title-basic = Cấu hình cơ bản (các bộ bài luật chơi khuyên dùng)
scenario-title-basic-second = Cấu hình cơ bản, phiên bản thứ hai (các bộ bài của phiên bản thứ nhất, đổi tên)
scenario-title-classic = Cổ Điển, kịch bản gợi ý của bản mở rộng
scenario-title-let-it-roll = Cứ Để Nó Lăn!, kịch bản gợi ý của bản mở rộng
scenario-title-strength-in-unity = Đoàn Kết Là Sức Mạnh, kịch bản gợi ý của bản mở rộng
scenario-title-ultimate-combo = Tổ Hợp Tối Thượng, kịch bản gợi ý của bản mở rộng
scenario-title-deadly-duel = Tử Chiến Tay Đôi, kịch bản 2 người của bản mở rộng
scenario-title-infernal-trio = Bộ Ba Địa Ngục, kịch bản 3 người của bản mở rộng

## Bảng công khai phục vụ từ bàn của người quản trò (w)
serve-teaching = Bảng công khai: đúng những gì cả bàn đều thấy, trên mọi điện thoại, cập nhật tức thì. Không điều gì riêng tư rời khỏi máy này.

## The table's memory of the cards: what a card could be, and why a reveal is impossible
memory-or = { $first } hoặc { $second }
memory-nothing = không gì cả
memory-character = { $character }
memory-at-turn = lượt { $turn }
memory-at-entry = mục { $entry }
memory-why-dealt = { $place } được chia { $character }.
memory-why-not-recorded = Lá của { $place } không được ghi lại khi chia bài.
memory-why-shown = { $place } đã lật ra là { $character } ({ $when }).
memory-why-deduced = Từ những gì lật ra ở { $when }, chắc chắn { $place } là { $character }.
memory-why-started-again = Bản ghi trở nên bất khả ở { $when }, và trí nhớ bắt đầu lại từ những gì lúc đó cho thấy: lá của { $place } không được thấy ở đó.
memory-untouched = Từ đó không có gì có thể đổi nó.
memory-touched = Từ đó, { $count ->
    [one] chỉ { $moves } có thể đã đổi nó.
   *[other] chỉ những điều này có thể đã đổi nó: { $moves }.
}
memory-touched-many = Từ đó, { $moves } và { $more } lần trước nữa có thể đã đổi nó.
memory-swap-or-not = đổi – hoặc giữ nguyên – với { $other } ({ $when })
memory-moved-certainly = chắc chắn đổi chỗ với { $other } ({ $when })
memory-why = { $known } { $since }
memory-impossible-reason = Theo bản ghi, { $place } không thể là { $shown }: { $place } chỉ có thể là { $could }. { $why }
memory-impossible = { $reason } Hãy kiểm tra mục này; lá bài trên bàn là đúng: nếu lưu như vậy, trí nhớ bắt đầu lại từ những gì nó cho thấy.
check-memory-warning = { $when } (mục { $entry } trong tệp): { $what }
check-memory-warning-entry = mục { $entry } trong tệp: { $what }
announce-impossible = ⚠ { $what }
memory-impossible-short = Theo bản ghi, { $place } không thể là { $shown }: chỉ có thể là { $could }.
announce-impossible-short = ⚠ { $what } m: vì sao.
announce-impossible-back = m: quay lại điều sẽ xảy ra. Enter vẫn lưu như vậy (lá bài trên bàn là đúng); Esc quay lại để sửa.
announce-ends-game = ★ Enter kết thúc ván: { $outcome } ({ $fortunes }).
announce-winner-coins = { $player }: { $coins } đồng
announce-every-step = ↓: cả danh sách, thêm { $n } bước
key-why = vì sao
key-what-happens = điều sẽ xảy ra
key-memory = có thể là
replay-memory = {" "}Vì sao mỗi lá có thể là vậy{" "}
replay-memory-more = {" "}Vì sao · ↑ thêm { $above } · ↓ thêm { $below }{" "}
memory-short-dealt = được chia { $character }
memory-short-not-recorded = không ghi lại khi chia
memory-short-shown = đã lật ra là { $character } ở { $when }
memory-short-deduced = chắc chắn là { $character } từ { $when }
memory-short-started-again = chưa được thấy từ khi bắt đầu lại ở { $when }
memory-short-touched = { $known }; { $count } lần đổi – hoặc giữ nguyên – từ đó
memory-why-line = { $place }: { $why }
memory-not-exact = ≈ Có quá nhiều cách các lần đổi có thể đã diễn ra để theo từng cách: danh sách của mỗi lá chứa mọi khả năng, có thể thừa một nhân vật.
memory-contradiction = ⚠ Bản ghi trở nên bất khả ở { $when }: bắt đầu lại từ đó.

## The memory aid: what each seat's card could be, beside it
memory-aid-heading = Các lá có thể là gì
memory-grid-legend = ○ có thể là, ● chắc chắn là, · không thể là
help-memory-grid = Bảng của trợ giúp trí nhớ: mỗi lá một hàng (lá của mỗi chỗ ngồi, ngay cạnh chỗ đó; với 2 hoặc 3 người, từng lá của họ; rồi các lá giữa bàn), mỗi nhân vật trong ván một cột, đầu cột là phím của nhân vật như trên dòng "Trong ván". ○ lá đó có thể là nhân vật ấy, ● chắc chắn là, · không thể là. Một hàng toàn ○ là lá có thể là bất cứ gì. Bảng theo từng lần đổi – hoặc giữ nguyên từ lúc chia và rõ dần sau mỗi lá lật ra; m ẩn và hiện lại bảng.
memory-grid-middle = giữa bàn { $n }
memory-grid-middle-short = giữa bàn
deal-teaching-memory-aid = Với trợ giúp trí nhớ, một bảng cạnh chỗ ngồi cho thấy mỗi lá có thể là gì, theo dõi từ lúc chia: hãy ghi lại như mọi người đã thấy lúc bài ngửa.
deal-memory-aid = m: trợ giúp trí nhớ cho bàn người mới: mỗi chỗ ngồi hiện lá của mình có thể là gì (đang tắt; được ghi vào nhật ký).
deal-memory-aid-chosen = m: trợ giúp trí nhớ đang bật: mỗi chỗ ngồi sẽ hiện lá của mình có thể là gì.
deal-memory-aid-without-deal = m: trợ giúp trí nhớ đang bật; chưa ghi lại cách chia thì nó chỉ biết các lá đã lật: d để ghi lại.
deal-memory-aid-on = Đã bật trợ giúp trí nhớ: hãy ghi lại cách chia từng lá một, như mọi người đã thấy lúc bài ngửa.
deal-memory-aid-off = Đã tắt trợ giúp trí nhớ: người chơi tự ghi nhớ các lá bài.

## Its options on the command line (`--help`): the same on every command that takes them,
## unless a command says its own (in companion.ftl).
help-option--scenario = Một kịch bản có sẵn hoặc một tệp kịch bản [mặc định: basic]
help-option--edition = Phiên bản: first (2013) hoặc second (2021) [mặc định: theo kịch bản; basic: first]
