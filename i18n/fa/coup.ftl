## واژه‌های کودتا (Coup): نقش‌ها و حرکت‌هایش، مشکل‌های آماده‌سازی، دلیل‌های رد، کاری که هر ورودی
## کرد، و اینکه `state` یک بازی را چطور می‌گوید. واژه‌های میان بک‌تیک مال گزارش‌اند و همان‌طور
## می‌مانند؛ نام نقش‌ها و حرکت‌ها در آنچه پذیرفته می‌شود (`Duke`، `foreign_aid`) هم، چون گزارش
## همین‌ها را می‌نویسد. واژه‌نامه: docs/glossary-fa.md، بخش «کودتا (Coup)».

coup-game-name = Coup

# نقش‌ها.
coup-character-duke = دوک
coup-character-assassin = آدمکش
coup-character-captain = کاپیتان
coup-character-ambassador = سفیر
coup-character-inquisitor = مفتش
coup-character-contessa = کنتس

# حرکت‌ها، همان‌طور که میزبان می‌خواند.
coup-action-income = درآمد
coup-action-foreign_aid = کمک خارجی
coup-action-coup = کودتا
coup-action-tax = مالیات
coup-action-assassinate = ترور
coup-action-steal = دزدی
coup-action-exchange = مبادله
coup-action-examine = بازرسی
coup-action-adjust = اصلاح
coup-action-undo = واگرد
coup-action-note = یادداشت

# حرکتی که جمله در میانه‌ی خود از آن سخن می‌گوید: نام‌های فارسی حرکت‌ها خود اسم‌اند
# (جلوی ترور)، پس همان نام‌ها به کار می‌روند.
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

# مشکل‌های آماده‌سازی: هر کدام کلید نادرست سرآغاز را نام می‌برد.
coup-setup-format = `format` می‌گوید «{ $found }»: گزارش Coup `format: coup-log/1` دارد
coup-setup-player-count = `players` { $players ->
    [one] { $players } بازیکن
   *[other] { $players } بازیکن
  } دارد: Coup برای 2 تا 10 بازیکن است
coup-setup-name-empty = در `players` یک نام خالی است: نام هر بازیکن را بنویسید
coup-setup-name-spaces = `players`: «{ $name }» در آغاز یا پایانش فاصله دارد: آن را بدون فاصله بنویسید
coup-setup-name-unsafe = `players`: «{ $name }» شکست خط، نویسه‌ی کنترلی یا نامرئی، یا تغییردهنده‌ی جهت دارد: از حروف، رقم‌ها و فاصله استفاده کنید
coup-setup-name-too-long = `players`: «{ $name }» بیش از { $most } نویسه دارد
coup-setup-same-name = `players`: «{ $first }» و «{ $second }» یک نام‌اند (بزرگی و کوچکی حروف بازیکنان را از هم جدا نمی‌کند): برای یکی از آن دو نام دیگری بگذارید
coup-setup-unknown-first = `first` «{ $name }» است که در میان بازیکنان نیست: یکی از { $players } را بنویسید
coup-setup-unknown-variant = `variant` «{ $found }» است: `ambassador` (بازی پایه) یا `inquisitor` را بنویسید
coup-setup-unknown-deal = `deal` «{ $found }» است: `standard` یا `sets` (حالت دو نفره) را بنویسید
coup-setup-deck-too-small = `copies` { $copies } است: با { $players } بازیکن، دسته‌ی دربار در آغاز کمتر از 2 کارت خواهد داشت؛ { $least } یا بیشتر بنویسید، یا `copies` را بردارید (برای { $players } بازیکن پیش‌فرض { $default } است)
coup-setup-sets-players = `deal: sets` حالت دو نفره است، اما { $players } بازیکن فهرست شده‌اند: `deal: standard` بنویسید یا آن را بردارید
coup-setup-sets-copies = `deal: sets` از هر نقش 3 کارت (15 کارت) لازم دارد، اما `copies` { $copies } است
coup-setup-coins-beyond-treasury = بازیکنان روی هم با { $needed } سکه شروع می‌کنند، بیش از { $treasury } سکه‌ی `rules.treasury`: `rules.starting_coins` را کم کنید یا `rules.treasury` را زیاد

# دلیل رد یک ورودی («چه چیزی اشتباه است»).
coup-refusal-game-over = بازی تمام شده است ({ $winner } برد)، پس { $action } انجام نمی‌شود
coup-refusal-missing-key = { $action } به `{ $key }` نیاز دارد
coup-refusal-key-not-for = { $action } `{ $key }` نمی‌پذیرد
coup-refusal-unknown-player = `{ $key }` «{ $name }» را نام می‌برد که بازیکن نیست
coup-refusal-unknown-character = `{ $key }` «{ $name }» را نام می‌برد که نقشی از این بازی نیست
coup-refusal-not-their-turn = نوبت { $next } است، نه { $player }
coup-refusal-actor-out = { $player } از بازی حذف شده است؛ نوبت { $next } است
coup-refusal-must-coup = { $player } نوبتش را با { $coins } سکه شروع می‌کند، پس تنها حرکت مجاز کودتاست، نه { $action }
coup-refusal-cannot-afford = { $action } { $cost } سکه هزینه دارد و { $player } { $coins } سکه دارد
coup-refusal-missing-target = { $action } به یک `target` نیاز دارد
coup-refusal-target-not-taken = { $action } هدف ندارد
coup-refusal-own-target = { $player } نمی‌تواند خودش را هدف بگیرد
coup-refusal-target-out = { $target } از بازی حذف شده است و نمی‌توان هدفش گرفت
coup-refusal-nothing-to-steal = { $target } سکه‌ای برای دزدیدن ندارد (D-6)
coup-refusal-examine-without-inquisitor = بازرسی کار مفتش است، و این بازی با سفیر بازی می‌شود (`variant: ambassador`)
coup-refusal-not-challengeable = { $action } ادعای هیچ نقشی نیست، پس نمی‌توان آن را چالش کرد
coup-refusal-own-claim = { $player } نمی‌تواند { $block ->
    [yes] جلوگیری خودش
   *[no] حرکت خودش
  } را چالش کند
coup-refusal-challenger-out = { $player } در آن لحظه از بازی حذف شده است و نمی‌تواند چالش کند
coup-refusal-cannot-be-shown = همه‌ی کارت‌های { $character } رو شده‌اند، پس هیچ‌کدام را نمی‌توان نشان داد
coup-refusal-not-blockable = از { $action } نمی‌توان جلوگیری کرد
coup-refusal-only-target-blocks = فقط { $target }، که هدف است، می‌تواند از { $action } جلوگیری کند، نه { $blocker }
coup-refusal-own-action-blocked = { $player } نمی‌تواند از حرکت خودش جلوگیری کند
coup-refusal-wrong-block-claim = «{ $claim }» جلوی { $action } را نمی‌گیرد
coup-refusal-block-after-failed = چالش پیش‌تر { $action } را متوقف کرده است، پس چیزی برای جلوگیری نمانده
coup-refusal-blocker-out = { $player } در آن لحظه از بازی حذف شده است و نمی‌تواند جلوگیری کند
coup-refusal-missing-loss = `lost` نمی‌گوید { $player } به خاطر { $cause } کدام کارت نفوذش را رو کرد
coup-refusal-wrong-loser = در `lost`، { $written } کارتی را رو می‌کند، در حالی که به خاطر { $cause } باید { $due } کارتی از دست بدهد
coup-refusal-extra-loss = در `lost`، { $player } کارتی را رو می‌کند، اما { $due ->
    [0] هیچ‌کس نباید کارتی از دست بدهد
    [one] فقط یک کارت باید از دست برود
   *[other] فقط { $due } کارت باید از دست برود
  }
coup-refusal-no-copy-left = همه‌ی کارت‌های { $character } رو شده‌اند، پس هیچ‌کدام را نمی‌توان از دست داد
coup-refusal-adjust-out = { $player } از بازی حذف شده است، پس سکه‌هایش تغییر نمی‌کند
coup-refusal-adjust-nothing = `coins: 0` چیزی را تغییر نمی‌دهد
coup-refusal-beyond-treasury = خزانه { $treasury } سکه دارد، کمتر از { $coins }
coup-refusal-below-zero = { $player } { $has } سکه دارد، و { $coins } سکه‌هایش را به زیر 0 می‌برد
coup-refusal-nothing-to-undo = چیزی برای واگرد نیست
coup-refusal-not-kept = این ورودی نگه داشته نشد

# چرا باید نفوذی از دست برود، درون دلیل‌های رد بالا.
coup-cause-action-challenge = چالش حرکت
coup-cause-block-challenge = چالش جلوگیری
coup-cause-coup = کودتا
coup-cause-assassination = ترور

# آنچه به جایش پذیرفته می‌شود.
coup-accepted-only-undo-note = `undo` یا `note`
coup-accepted-key = `{ $key }: …`
coup-accepted-without-key = همین ورودی بدون `{ $key }`
coup-accepted-one-of = یکی از { $items }
coup-accepted-next-player = `player: { $next }`
coup-accepted-coup-target = `action: coup` با یک `target`: یکی از { $targets }
coup-accepted-coins-action = حرکتی که { $player } از پس هزینه‌اش برمی‌آید: { $actions }
coup-accepted-target = یک `target` که هنوز در بازی است و خود حرکت‌کننده نیست: یکی از { $targets }
coup-accepted-no-target = همین ورودی بدون `target`
coup-accepted-steal-target = یک `target` که سکه دارد: یکی از { $targets }
coup-accepted-no-steal-target = حرکتی دیگر: هیچ‌کس دیگری سکه‌ای برای دزدیدن ندارد
coup-accepted-exchange = `action: exchange`، یا اگر بازی با مفتش است، `variant: inquisitor` در سرآغاز
coup-accepted-challenge-actions = چالش فقط برای `tax`، `assassinate`، `steal`، `exchange` یا `examine`، یا برای یک جلوگیری
coup-accepted-challenger = بازیکن دیگری که هنوز در بازی است: یکی از { $players }
coup-accepted-shown-false = `shown: false`
coup-accepted-block-actions = جلوگیری فقط از `foreign_aid`، `assassinate` یا `steal`
coup-accepted-blocker = `block: {"{"}by: { $target }, …{"}"}`
coup-accepted-blocker-anyone = بازیکن دیگری که هنوز در بازی است: یکی از { $players }
coup-accepted-block-claim = `claim:` { $claims }
coup-accepted-no-block = همین ورودی بدون `block`
coup-accepted-loss = `{ $player }: CHARACTER` به عنوان مورد بعدی در `lost`، که CHARACTER یکی از { $characters } است
coup-accepted-losses-due = `lost` با دقیقاً { $due ->
    [one] یک کارت از دست‌رفته
   *[other] { $due } کارت از دست‌رفته
  }، به ترتیبی که حل می‌شوند
coup-accepted-no-loss = همین ورودی بدون `lost`
coup-accepted-lost-character = نقشی که هنوز کارتی از آن رو نشده است: { $characters }
coup-accepted-adjust = `coins:` از { $least } تا { $most }، به جز 0
coup-accepted-nothing = هیچ: این ورودی لازم نیست

# کاری که یک ورودی کرد.
coup-effect-paid = { $player } { $coins } سکه به خزانه می‌پردازد.
coup-effect-challenged-shown = { $challenger } ادعای { $claimant } را که { $character } است چالش می‌کند: { $claimant } کارت را نشان می‌دهد، آن را به دسته‌ی دربار برمی‌گرداند و کارت تازه‌ای می‌کشد.
coup-effect-challenged-not-shown = { $challenger } ادعای { $claimant } را که { $character } است چالش می‌کند: { $claimant } کارت را نشان نمی‌دهد.
coup-effect-blocked = { $by } با ادعای { $claim } جلوگیری می‌کند.
coup-effect-lost = { $player } کارت { $character } را رو می‌کند ({ $cause }).
coup-effect-out = { $player } دیگر نفوذی ندارد و از بازی حذف می‌شود.
coup-effect-failed-challenged = { $action } شکست می‌خورد: ادعایش پابرجا نماند.
coup-effect-failed-blocked = جلوی { $action } گرفته می‌شود.
coup-effect-refunded = { $player } { $coins } سکه‌اش را پس می‌گیرد.
coup-effect-took = { $player } { $coins } سکه از خزانه برمی‌دارد.
coup-effect-took-short = { $player } { $coins } سکه از خزانه برمی‌دارد: همه‌ی آنچه خزانه دارد، به جای { $due } سکه‌ای که حقش بود.
coup-effect-stole = { $player } { $coins } سکه از { $from } می‌گیرد.
coup-effect-exchanged = { $player } با دسته‌ی دربار مبادله می‌کند ({ $drawn ->
    [one] { $drawn } کارت می‌کشد
   *[other] { $drawn } کارت می‌کشد
  })؛ هیچ چیز آشکاری تغییر نمی‌کند.
coup-effect-examined = { $player } به یکی از کارت‌های { $target } نگاه می‌کند.
coup-effect-examined-forced = { $player } به یکی از کارت‌های { $target } نگاه می‌کند و او را وادار می‌کند آن را عوض کند.
coup-effect-examined-kept = { $player } به یکی از کارت‌های { $target } نگاه می‌کند و آن را پس می‌دهد.
coup-effect-nothing-to-hit = { $target } از قبل حذف شده است: چیزی برای رو کردن نمانده.
coup-effect-returned = { $coins } سکه‌ی { $player } به خزانه برمی‌گردد.
coup-effect-game-over = { $winner } آخرین کسی است که نفوذ دارد و برنده می‌شود.
coup-effect-adjusted-up = اصلاح: { $player } { $coins } سکه از خزانه می‌گیرد.
coup-effect-adjusted-down = اصلاح: { $player } { $coins } سکه به خزانه برمی‌گرداند.
coup-effect-noted = یادداشت: { $comment }
coup-effect-noted-empty = یادداشت.

# اینکه `state` یک بازی را چطور می‌گوید.
coup-state-turn = نوبت { $turn } · { $next } بازی می‌کند
coup-state-must-coup = { $next } { $coins } سکه دارد و باید کودتا کند.
coup-state-over = پایان پس از { $turns ->
    [one] { $turns } نوبت
   *[other] { $turns } نوبت
  }: { $winner } برنده است.
coup-state-treasury = خزانه: { $treasury } سکه · دسته‌ی دربار: { $deck } کارت
coup-state-player = { $coins ->
    [one] { $coins } سکه
   *[other] { $coins } سکه
  }، { $influence ->
    [0] حذف شده
    [one] { $influence } نفوذ
   *[other] { $influence } نفوذ
  }
coup-state-face-up = ؛ روشده: { $cards }
coup-state-unseen = رونشده: { $cards }
coup-state-unseen-one = { $character } { $copies }
coup-state-entries = { $entries ->
    [one] { $entries } ورودی
   *[other] { $entries } ورودی
  } در کار

# یک بازی در فهرست بازی‌های گذشته.
coup-games-won = برنده: { $winner }، آخرین کسی که نفوذ داشت
coup-games-set = Coup
coup-games-set-variant = Coup با { $character }

# `mascarade rules --game coup`: بازی، همان‌طور که سر میز آموزش داده می‌شود. شناسه‌های قانون میان
# کروشه فقط در مرجع (`--reference`) گفته می‌شوند؛ خطی هم که با `LOG: ` شروع می‌شود.
coup-rules-title = Coup — قوانین
coup-rules-title-inquisitor = Coup با مفتش — قوانین
coup-rules-intro = هر بازیکن سرپرست خاندانی قدرتمند در دولت‌شهری فاسد است. دو کارت رو به پایین شما نفوذ شما در دربار است؛ می‌توانید ادعا کنید هر نقشی را دارید، و هر کسی می‌تواند مچ بلوفتان را بگیرد. هر دو کارت را از دست بدهید، از بازی حذف می‌شوید.
coup-rules-goal-heading = هدف
coup-rules-goal = آخرین بازیکنی باشید که هنوز کارتی رو به پایین دارد. نفر دومی در کار نیست. [R-COUP-END-1]
coup-rules-setup-heading = آماده‌سازی
coup-rules-setup-cards = دربار از هر یک از پنج نقش { $copies } کارت دارد: { $characters }. کارت‌ها را بُر بزنید، به هر بازیکن دو کارت رو به پایین بدهید و بقیه را رو به پایین در وسط بگذارید: این دسته‌ی دربار است. هر وقت خواستید به کارت‌های خودتان نگاه کنید. [R-COUP-SETUP-2, R-COUP-SETUP-3]
coup-rules-setup-coins = هر کس 2 سکه برمی‌دارد؛ سکه‌ها همیشه جلوی چشم همه‌اند. باقی 50 سکه‌ی جعبه خزانه است. سکه هرگز بخشیده یا قرض داده نمی‌شود، و هیچ توافقی الزام‌آور نیست. [R-COUP-SETUP-4, R-COUP-SETUP-5]
coup-rules-setup-big = با 7 یا 8 بازیکن از هر نقش 4 کارت، و با 9 یا 10 بازیکن 5 کارت بگذارید (کارت‌های اضافه در بسته‌ی توسعه‌ی Reformation هست). [R-COUP-BIG-1]
coup-rules-turn-heading = نوبت شما
coup-rules-turn-one = بازی در جهت عقربه‌های ساعت پیش می‌رود. در نوبتتان دقیقاً یک حرکت انجام دهید؛ نمی‌توانید نوبتتان را رد کنید. هر حرکتی را که از پس هزینه‌اش برآیید می‌توانید انجام دهید، چه نقش آن را داشته باشید چه نه. [R-COUP-TURN-1, R-COUP-TURN-2]
coup-rules-turn-forced = اگر نوبتتان را با 10 سکه یا بیشتر شروع کنید، حرکتتان باید کودتا باشد. [R-COUP-TURN-3]
coup-rules-turn-target = حرکتی که هدف دارد، هنگام اعلام، هدفش را نام می‌برد: بازیکن دیگری که هنوز در بازی است. [R-COUP-TURN-4]
coup-rules-actions-heading = حرکت‌ها
coup-rules-action-income = 1 سکه از خزانه بردارید. هیچ‌کس نمی‌تواند جلویش را بگیرد. [R-COUP-ACT-1]
coup-rules-action-foreign-aid = 2 سکه بردارید. هر کسی می‌تواند با ادعای { $duke } جلویش را بگیرد. [R-COUP-ACT-2]
coup-rules-action-coup = 7 سکه بپردازید: هدفتان یک کارت را رو می‌کند. هیچ‌کس نمی‌تواند جلویش را بگیرد. [R-COUP-ACT-3]
coup-rules-action-tax = ادعا کنید { $duke } هستید: 3 سکه بردارید. [R-COUP-ACT-4]
coup-rules-action-assassinate = ادعا کنید { $assassin } هستید و 3 سکه بپردازید: هدفتان یک کارت را رو می‌کند. هدف می‌تواند با ادعای { $contessa } جلوی آن را بگیرد؛ 3 سکه‌ی پرداخت‌شده برنمی‌گردد. [R-COUP-ACT-5]
coup-rules-action-steal = ادعا کنید { $captain } هستید: 2 سکه از بازیکنی که سکه دارد بگیرید (اگر فقط 1 سکه دارد، همان 1 را). هدف می‌تواند با ادعای { $captain } یا { $exchanger } جلوی آن را بگیرد. [R-COUP-ACT-6, R-COUP-ACT-9]
coup-rules-action-exchange = ادعا کنید { $ambassador } هستید: 2 کارت از دسته‌ی دربار بکشید، از میان کارت‌های رو به پایین خودتان و این دو، به همان تعدادی که داشتید کارت نگه دارید و دو کارت دیگر را برگردانید. [R-COUP-ACT-7]
coup-rules-action-exchange-inquisitor = ادعا کنید { $inquisitor } هستید: 1 کارت از دسته‌ی دربار بکشید، اگر خواستید آن را با یکی از کارت‌هایتان عوض کنید، و یک کارت را برگردانید. [R-COUP-INQ-2]
coup-rules-action-examine = ادعا کنید { $inquisitor } هستید: هدفتان یکی از کارت‌های رو به پایینش را به شما نشان می‌دهد؛ آن را پس می‌دهید، یا او باید کارت تازه‌ای از دسته‌ی دربار بکشد و سپس کارت نشان‌داده‌شده را به همان دسته برگرداند. [R-COUP-INQ-3]
coup-rules-blocks-heading = جلوگیری
coup-rules-blocks = جلوگیری هم یک ادعاست: جلوگیری‌کننده ممکن است بلوف بزند، و می‌شود آن را چالش کرد. جلوگیری‌ای که پابرجا بماند، حرکت را متوقف می‌کند. فقط هدف می‌تواند از دزدی یا ترور جلوگیری کند؛ از کمک خارجی هر کس دیگری می‌تواند جلوگیری کند. از { $unblockable } نمی‌توان جلوگیری کرد. [R-COUP-BLOCK-1, R-COUP-BLOCK-2]
coup-rules-challenges-heading = چالش
coup-rules-challenge-who = هر بازیکن دیگری که هنوز در بازی است می‌تواند، پیش از آنکه بازی ادامه یابد، نقشی را که برای یک حرکت یا یک جلوگیری ادعا شده چالش کند. درآمد، کمک خارجی و کودتا ادعای هیچ نقشی نیستند و نمی‌توان چالششان کرد. [R-COUP-CHAL-1, R-COUP-CHAL-2]
coup-rules-challenge-shown = بازیکنی که چالش شده می‌تواند آن نقش را نشان دهد: آن وقت چالشگر یک نفوذ از دست می‌دهد، و کارت نشان‌داده‌شده به دسته‌ی دربار برمی‌گردد و دسته بُر می‌خورد، پیش از آنکه آن بازیکن کارت تازه‌ای بکشد. [R-COUP-CHAL-3]
coup-rules-challenge-not-shown = اگر نتواند یا نخواهد آن را نشان دهد، یک نفوذ از دست می‌دهد و ادعا شکست می‌خورد: حرکت شکست‌خورده هزینه‌اش را پس می‌دهد؛ جلوگیری شکست‌خورده می‌گذارد حرکت انجام شود. [R-COUP-CHAL-3, R-COUP-CHAL-4]
coup-rules-challenge-order = همیشه به این ترتیب: حرکت و هزینه‌اش، چالش آن، سپس جلوگیری، سپس چالش جلوگیری، و در آخر اثر حرکت. [R-COUP-CHAL-5]
coup-rules-lose-heading = از دست دادن نفوذ
coup-rules-lose-choose = هر کس نفوذی از دست بدهد، خودش انتخاب می‌کند کدام کارتش را رو کند. آن کارت تا پایان بازی رو به بالا جلویش می‌ماند. [R-COUP-LOSE-1]
coup-rules-lose-two = هدف ترور اگر { $assassin } را چالش کند و اشتباه کرده باشد، یا با ادعای { $contessa } جلوگیری کند و نتواند آن را نشان دهد، ممکن است در یک نوبت هر دو کارتش را از دست بدهد. [R-COUP-LOSE-2]
coup-rules-lose-out = وقتی هر دو کارتتان رو شده باشد، از بازی حذف می‌شوید: سکه‌هایتان در پایان همان نوبت به خزانه برمی‌گردد. [R-COUP-LOSE-3]
coup-rules-two-heading = دو بازیکن
coup-rules-two-coins = بازیکنی که شروع می‌کند فقط 1 سکه برمی‌دارد. [R-COUP-2P-1]
coup-rules-two-sets = حالتی برای دو نفر: کارت‌ها را به سه مجموعه تقسیم کنید که در هر کدام از هر نقش یک کارت باشد. هر بازیکن یک مجموعه برمی‌دارد، یک کارت را مخفیانه نگه می‌دارد و چهار کارت دیگر را نادیده کنار می‌گذارد؛ مجموعه‌ی سوم را بُر بزنید، به هر نفر یک کارت بدهید، و سه کارت آخر دسته‌ی دربار می‌شوند. [R-COUP-2P-2]
coup-rules-inquisitor-heading = مفتش
coup-rules-inquisitor = حالتی برای هر تعداد بازیکن: { $inquisitor } جای همه‌ی کارت‌های { $ambassador } را می‌گیرد. این نقش به جای دو کارت یک کارت مبادله می‌کند، می‌تواند کارت بازیکن دیگری را بازرسی کند، و از دزدی جلوگیری می‌کند. [R-COUP-INQ-1, R-COUP-INQ-4]
coup-rules-companion-heading = آنچه برنامه برایتان به خاطر می‌سپارد
coup-rules-companion = سکه‌ها و خزانه، نوبت کیست و کودتای اجباری، همه‌ی کارت‌های روشده و اینکه چه کسی حذف شده، و اینکه از هر نقش چند کارت هنوز رو نشده است. برنامه هرگز کارت رو به پایین را نمی‌پرسد. [R-COUP-TRACK-1, R-COUP-TRACK-2]
coup-rules-log-turn = LOG: هر نوبت یک ورودی است: `action`، `player`، `target`، سپس `challenge: {"{"}by, shown{"}"}`، `block: {"{"}by, claim, challenge{"}"}` و `lost:`، یعنی کارت‌هایی که به ترتیب حل شدن رو شده‌اند.

# تابلوی عمومی (`mascarade board`).
coup-board-treasury = خزانه
coup-board-last-turn = آخرین نوبت
coup-board-no-turn = هنوز نوبتی بازی نشده است.
coup-board-unseen-one = { $character }: { $copies } از { $total } هنوز دیده‌نشده
coup-board-influence = { $influence ->
    [0] حذف شده
   *[other] { $influence } نفوذ
  }

# بازپخش یک بازی (`mascarade replay`).
coup-replay-title = Coup · بازپخش · { $at } · { $file }
coup-replay-at-start = شروع، { $total } مدخل
coup-replay-at-turn = مدخل { $entry } از { $total }، نوبت { $turn }
coup-replay-at-entry = مدخل { $entry } از { $total }
coup-replay-entry = {" "}چه شد{" "}
coup-replay-start = شروع: هر کس سکه‌های آغازین و دو کارت رو به پایین دارد. با → بازی را قدم به قدم ببینید.

## میز: میزبان هر نوبت را یک رویداد در هر بار وارد می‌کند.
coup-table-title = Coup · { $state } · { $file }
# وضعیت در عنوان، وقتی بازی تمام شده است: کوتاه، تا نام گزارش کنارش جا شود.
coup-table-title-over = پایان بازی، برنده: { $winner }
coup-table-seats = {" "}میز{" "}
coup-table-unseen = {" "}کارت‌های دیده‌نشده{" "}
coup-table-history = {" "}چه شد{" "}
coup-table-turn = {" "}نوبت { $turn }{" "}
coup-table-preview = {" "}پیش از ذخیره{" "}
coup-table-fix = {" "}اصلاح{" "}
coup-table-note = {" "}یادداشت{" "}
coup-table-over = {" "}پایان بازی{" "}
coup-table-coins = { $coins ->
    [one] { $coins } سکه
   *[other] { $coins } سکه
  }
coup-table-out = حذف‌شده
coup-table-must-coup = باید کودتا کند
coup-table-unseen-one = [{ $key }] { $character }: { $copies } از { $total }
coup-table-all-face-up = { $character }: همه‌ی نسخه‌ها رو شده‌اند، پس ادعای آن بلوف است
coup-table-nothing-yet = هنوز چیزی نشده: بازی آغاز می‌شود.
coup-ask-action = نوبت { $player }: کدام حرکت؟
coup-ask-target = { $player }: { $action }، علیه چه کسی؟
coup-ask-challenge = آیا کسی ادعای { $claimant } را که { $character } است چالش می‌کند؟
coup-ask-challenge-block = آیا کسی جلوگیری { $claimant } با ادعای { $character } را چالش می‌کند؟
coup-ask-block = آیا کسی جلوی { $action } را می‌گیرد؟
coup-ask-loss = { $player } کدام کارت را رو می‌کند؟ ({ $cause })
coup-ask-forced = { $player } کارت { $target } را دید: آیا { $player } او را وادار کرد آن را عوض کند؟
coup-ask-preview = Enter این نوبت را ذخیره می‌کند؛ Esc یک گام به عقب برمی‌گردد.
coup-choice-nobody = هیچ‌کس
coup-choice-challenger = { $player } چالش می‌کند
coup-choice-shown = نشان داد: { $claimant } واقعاً { $character } داشت
coup-choice-not-shown = نشان نداد
coup-choice-forced = بله: { $target } آن را عوض می‌کند
coup-choice-kept = نه: { $target } آن را نگه می‌دارد
coup-choice-block = { $player } با ادعای { $character } جلوگیری می‌کند
coup-choice-blocker = { $player } جلوگیری می‌کند
coup-no-such-key = { $key } هیچ‌یک از گزینه‌های روی صفحه نیست: کلیدی را که در کروشه آمده بزنید، یا ? برای راهنما.
coup-loss-own-key = این‌که { $player } کدام کارت را رو کند با خودش است: کلید همان کارت را بزنید (Enter به‌تنهایی هیچ کارتی را انتخاب نمی‌کند).
coup-adjust-whose = اصلاح: سکه‌های چه کسی؟
coup-adjust-coins = { $player } { $coins } سکه دارد: چند سکه از خزانه (+) یا به خزانه (−)؟ عدد را بنویسید و Enter بزنید.
coup-adjust-not-a-number = «{ $typed }» تعداد سکه نیست: برای نمونه +2 یا −1 بنویسید.
coup-adjust-out-of-range = { $player } می‌تواند از { $least } تا +{ $most } بگیرد (آنچه دارد، آنچه در خزانه است)، نه { $typed }: عددی در این بازه و جز 0 بنویسید.
coup-note-prompt = یادداشتی برای تاریخچه‌ی بازی: بنویسید و Enter بزنید.
coup-over-out = به ترتیب حذف شدند: { $players }

## بازی تازه: فرم آماده‌سازی، سپس آنچه باید از جعبه بیرون آورد.
coup-setup-title = Coup · بازی تازه
coup-setup-form = {" "}میز{" "}
coup-setup-about = {" "}توضیح{" "}
coup-setup-players = بازیکنان، در جهت ساعت‌گرد (نامی بنویسید، Enter)
coup-setup-first = بازیکن نخست
coup-setup-first-default = نخستین نشسته
coup-setup-variant = گونه
coup-setup-variant-ambassador = بازی پایه (سفیر)
coup-setup-variant-inquisitor = مفتش به جای سفیر
coup-setup-copies = نسخه‌های هر نقش
coup-setup-copies-auto = { $copies } (برای { $players } بازیکن)
coup-setup-deal = پخش کارت
coup-setup-deal-standard = معمولی
coup-setup-deal-sets = پخش دسته‌ای دونفره
coup-setup-coins = سکه‌های آغازین
coup-setup-treasury = سکه‌های جعبه
coup-setup-teach-players = 2 تا 10 بازیکن را در جهت ساعت‌گرد بنشانید: هر کس سمت چپ نفر پیشین می‌نشیند. Backspace روی نام خالی آخرین نفر را برمی‌دارد.
coup-setup-teach-first = بازیکنی که نخستین نوبت را بازی می‌کند؛ سپس بازی ساعت‌گرد پیش می‌رود.
coup-setup-teach-variant = مفتش جای سفیر را می‌گیرد: یک کارت مبادله می‌کند، می‌تواند کارت بازیکن دیگری را ببیند و جلوی دزدی را می‌گیرد.
coup-setup-teach-copies = تا 6 بازیکن از هر نقش 3 کارت، برای 7 یا 8 بازیکن 4، برای 9 یا 10 بازیکن 5 (گسترش Reformation کارت‌های اضافه دارد). با ◀ ▶ عوض کنید.
coup-setup-teach-deal = برای دو نفر، گونه‌ی کتاب قوانین: سه دسته از هر نقش یک کارت؛ هر بازیکن یک کارت از دسته‌ی خود نگه می‌دارد و چهار کارت دیگر را دیده‌نشده کنار می‌گذارد.
coup-setup-teach-coins = هر کس با 2 سکه آغاز می‌کند (در بازی دونفره بازیکن نخست یکی کمتر). قانون خانگی می‌تواند آن را عوض کند؛ گزارش آن را نگه می‌دارد.
coup-setup-teach-treasury = جعبه 50 سکه دارد؛ خزانه سکه‌هایی است که دست هیچ بازیکنی نیست. قانون خانگی می‌تواند آن را عوض کند؛ گزارش آن را نگه می‌دارد.
coup-deal-title = {" "}پیش از نخستین نوبت{" "}
coup-deal-take = از جعبه از هر یک از این نقش‌ها { $copies } کارت بیرون بیاورید: { $characters } ({ $cards } کارت). بقیه را برگردانید.
coup-deal-shuffle = آن‌ها را بُر بزنید و به هر بازیکن 2 کارت رو به پایین بدهید؛ { $deck } کارت باقی‌مانده دسته‌ی دربار است، رو به پایین در میان.
coup-deal-sets = سه دسته بسازید که هر کدام از هر نقش یک کارت دارد. هر بازیکن یک دسته برمی‌دارد، پنهانی یک کارت نگه می‌دارد و چهار کارت دیگر را رو به پایین و دیده‌نشده کنار می‌گذارد. دسته‌ی سوم را بُر بزنید و به هر بازیکن یک کارت بدهید؛ سه کارت آخر دسته‌ی دربار است.
coup-deal-coins = به هر بازیکن { $coins } سکه بدهید؛ خزانه { $treasury } سکه نگه می‌دارد.
coup-deal-coins-two = به هر بازیکن { $coins } سکه بدهید، اما به { $first } که نخست بازی می‌کند { $first_coins }؛ خزانه { $treasury } سکه نگه می‌دارد.
coup-deal-memory-aid = با کمک حافظه: هر جایگاه نشان می‌دهد بازیکنش چه ادعا کرده، در صفحه‌ی میز (m پنهانش می‌کند) و روی تابلوهای عمومی.
coup-deal-first = Enter: نخستین نوبت، نوبت { $first }.
coup-setup-heading = { $label }:
coup-setup-field = { $label }: { $value }

## آمار Coup باشگاه (mascarade stats).
coup-stats-games = { $games ->
   *[other] { $games } بازی
  } ({ $finished } تمام‌شده، { $unfinished } ناتمام)
coup-stats-players-heading = بازیکنان (نرخ برد در بازی‌های تمام‌شده)
coup-stats-bluffing-heading = ادعاها: چالش‌شده، لو رفته، دفاع‌شده
coup-stats-challenges-heading = چالش‌ها و جلوگیری‌ها
coup-stats-characters-heading = نقش‌ها
coup-stats-length-heading = بازی‌ها چقدر طول کشیدند
coup-stats-col-lost = کارت از دست‌رفته
coup-stats-col-eliminations = حذف کرد
coup-stats-col-out = حذف شد
coup-stats-col-claims = ادعا
coup-stats-col-challenged = چالش‌شده
coup-stats-col-caught = لو رفته
coup-stats-col-defended = دفاع‌شده
coup-stats-col-challenges = چالش
coup-stats-col-won = موفق
coup-stats-col-blocks = جلوگیری
coup-stats-col-blocks-challenged = جلوگیری چالش‌شده
coup-stats-col-turned-up = رو شده
coup-md-title = Coup، { $when } ({ $length })
coup-md-end = پایان هر بازیکن
coup-md-coins = سکه‌ها
coup-md-face-up = رو شده
coup-stats-heading = Coup

## The printable player aid (mascarade aid --game coup).
coup-aid-title = Coup · { $players } بازیکن
coup-aid-more = همه‌ی قوانین بازی: mascarade rules --game coup.

# چه کسی چه کرد؛ نخستین جمله‌ی تاریخچه‌ی هر نوبت.
coup-effect-declared-income = { $player } درآمد برمی‌دارد.
coup-effect-declared-foreign-aid = { $player } کمک خارجی برمی‌دارد.
coup-effect-declared-coup = { $player } علیه { $target } کودتا می‌کند.
coup-effect-declared-tax = { $player } با ادعای { $character } مالیات می‌گیرد.
coup-effect-declared-assassinate = { $player } با ادعای { $character } قصد ترور { $target } را دارد.
coup-effect-declared-steal = { $player } با ادعای { $character } قصد دزدی از { $target } را دارد.
coup-effect-declared-exchange = { $player } با ادعای { $character } کارت مبادله می‌کند.
coup-effect-declared-examine = { $player } با ادعای { $character } یکی از کارت‌های { $target } را بازرسی می‌کند.

# واگرد چه چیزی را برگرداند.
coup-effect-undone = واگرد شد: { $what }.
coup-effect-undone-changes = واگرد شد: { $what } — { $changes }.
coup-undid-turn = نوبت { $turn }، { $player }: { $action }
coup-undid-entry = { $action } (ورودی { $entry })
coup-undid-coins = { $who } { $made }→{ $back }
coup-undid-treasury = خزانه
coup-undid-face-down = کارت { $character } { $player } دوباره رو به پایین
coup-redone = { $what } — { $first }

# ستون کارت‌های دیده‌نشده، وقتی جمله در یک سطر جا نمی‌شود.
coup-table-all-face-up-short = [{ $key }] { $character }: 0 از { $total } · بلوف
coup-table-treasury = خزانه: { $treasury } سکه
coup-table-deck = دسته‌ی دربار: { $deck } کارت

# مشکل‌های صفحه‌ی آماده‌سازی، به زبان فرم.
coup-form-player-count = { $players ->
    [0] هنوز بازیکنی نیست: هر نام را بنویسید و Enter بزنید (Coup برای 2 تا 10 بازیکن است)
   *[other] { $players } بازیکن: Coup برای 2 تا 10 بازیکن است
  }
coup-form-name-empty = یک نام خالی است: نام بازیکن را بنویسید
coup-form-name-spaces = «{ $name }» پیش یا پس از خود فاصله دارد: بدون فاصله بنویسید
coup-form-name-unsafe = «{ $name }» شکست سطر، نویسه‌ی کنترلی یا نامرئی، یا تغییردهنده‌ی جهت دارد: فقط حروف، رقم‌ها و فاصله بنویسید
coup-form-name-too-long = «{ $name }» بیش از { $most } نویسه است: کوتاهش کنید
coup-form-same-name = «{ $first }» و «{ $second }» یک نام‌اند (بزرگی و کوچکی حروف بازیکنان را جدا نمی‌کند): به یکی نام دیگری بدهید
coup-form-unknown-first = بازیکن نخست، «{ $name }»، در میان بازیکنان نیست: یکی از { $players } را انتخاب کنید
coup-form-seated-twice = «{ $name }» دو بار نشسته است: به یکی نام دیگری بدهید
coup-form-deck-too-small = با { $players } بازیکن، { $copies } نسخه از هر نقش کمتر از 2 کارت در دسته‌ی دربار باقی می‌گذارد: { $least } یا بیشتر انتخاب کنید
coup-form-sets-players = پخش دسته‌ای برای دو بازیکن است و { $players } بازیکن نشسته‌اند: پخش معمولی را انتخاب کنید
coup-form-sets-copies = پخش دسته‌ای به 3 نسخه از هر نقش نیاز دارد، نه { $copies }
coup-form-coins-beyond-treasury = بازیکنان روی هم با { $needed } سکه آغاز می‌کنند، بیش از { $treasury } سکه‌ی جعبه: سکه‌های آغازین را کم کنید یا سکه‌های جعبه را زیاد کنید

# The table: refusals said on screen, an undo with nothing to undo, a correction typed, a turn in what happened.
coup-screen-refusal = { $problem } ({ $rule }).
coup-adjust-digits-only = «{ $typed }» رقم نیست: تعداد سکه‌ها را با رقم بنویسید و برای دادن + یا برای پس گرفتن − را پیش از آن بگذارید.
coup-adjust-empty = اول تعداد سکه‌ها را بنویسید: +2 یعنی 2 سکه از خزانه، −1 یعنی 1 سکه به خزانه.
coup-history-turn = { $turn }. { $said }
coup-ask-shown = { $who }: کارت نشان داده شد؟
coup-ask-block-as = { $who }: با ادعای کدام نقش؟
coup-key-clear = پاک کردن سطر

## `--help`: هر فرمان و آرگومان (help-COMMAND و help-COMMAND--ARGUMENT)، و سرتیترها

variant-unknown = '{ $variant }' گونه‌ای از Coup نیست: بنویسید ambassador یا inquisitor
deal-unknown = '{ $deal }' شیوه‌ی پخش کارت در Coup نیست: بنویسید standard، یا sets (دو بازیکن)
cli-rules-coup-character = همه‌ی نقش‌های Coup در یک صفحه گفته شده‌اند: mascarade rules --game coup
cli-simulate-coup-players = Coup برای ۲ تا ۱۰ بازیکن است، نه { $players }
cli-simulate-wrote-coup = { $games } بازی Coup برای { $players } بازیکن ({ $entries } مدخل) در { $folder } نوشته شد

## صفحه‌ها: منوی آغاز، بازی‌های گذشته، بازپخش، راهنما، قاب

start-new-coup = بازی تازه‌ی Coup

## The memory aid: what each player has claimed, beside their seat
coup-memory-heading = هر بازیکن چه ادعا کرده است
coup-claims-legend = 2: دو بار ادعا شده · ✓ برای اثبات نشان داده شد · ✗ بلوف لو رفت
coup-table-claims = {" "}ادعاها · دیده‌نشده{" "}
coup-key-claims = ادعاها
coup-table-unseen-row = دیده‌نشده از { $total }
coup-setup-memory-aid = کمک حافظه
coup-setup-memory-aid-off = خاموش
coup-setup-memory-aid-on = روشن
coup-setup-teach-memory-aid = برای میز تازه‌کارها: کنار هر جایگاه، نقش‌هایی که آن بازیکن در این بازی ادعا کرده، چند بار، و کدام را با نشان دادن کارت ثابت کرده است. بازیکنان قرار است خودشان به خاطر بسپارند، پس تا انتخابش نکنید خاموش است؛ گزارش این انتخاب را نگه می‌دارد.

## Its options on the command line (`--help`): the same on every command that takes them,
## unless a command says its own.
help-option--variant = Coup: ambassador (بازی پایه، پیش‌فرض) یا inquisitor
help-option--deal = Coup دونفره: standard (پیش‌فرض) یا sets
