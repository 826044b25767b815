# همراه ماسکاراد: فارسی (fa). هر پیامی که این‌جا نیست، به انگلیسی گفته می‌شود.
# واژه‌های خود برنامه: هر متنی که کد مشترک دو بازی می‌گوید (خط فرمان و `--help`، خطاهای گزارش، منوها و
# قاب صفحه‌ها، کلیدها، ترمینال، تابلوی وب، خروجی‌ها و آمار)، و هر پیامی که هر دو بازی می‌گویند.
# واژه‌های ماسکاراد در mascarade.ftl است و واژه‌های کودتا در coup.ftl؛ شناسه‌های هر فایل همان
# شناسه‌های فایل انگلیسیِ هم‌نام آن‌اند (یک آزمون آن را بررسی می‌کند).

## زبان‌ها

lang-unknown = { $source } زبان `{ $asked }` را می‌خواهد، اما این برنامه آن زبان را بلد نیست
lang-accepted = یکی از { $choices }
# پیش از آنچه پذیرفته می‌شود، پس از پیامی که می‌گوید چه چیزی اشتباه است.
accepted = مقدارهای مجاز
lang-label = زبان

## کاری که هر ورودی کرد، هر کدام در یک جمله (تاریخچه، `state`، بازپخش، پیش‌نمایش)

coins = { $n } سکه

## آنچه قوانین اکنون اجازه می‌دهند، و اینکه بازی چطور تمام شد

list-separator = {"، "}
list-and = { $a } و { $b }
names-nobody = هیچ‌کس
names-two = { $first } و { $last }

## صفحه‌ها: کار هر کلید، همان‌طور که پانویس و راهنما می‌گویند

key-plus-10 = +10
key-minus-10 = −10
key-add = افزودن
key-back = عقب
key-cancel = لغو
key-change = تغییر
key-confirm = تأیید
key-ends = اول/آخر
key-fix = اصلاح
key-help = کمک
key-history-earlier-later = تاریخچه: قبل‌تر، بعدتر
key-menu = منو
key-move = حرکت
key-next = بعدی
key-note = یادداشت
key-pick = انتخاب
key-quit = خروج
key-redo = دوباره
key-save = ذخیره
key-scroll = پیمایش
key-start = شروع
key-undo = واگرد
key-choose = انتخاب
key-key = کلید
key-page = صفحه

## صفحه‌ها: منوی آغاز، بازی‌های گذشته، بازپخش، راهنما، قاب

past-turns = { $n } نوبت
replay-table = {" "}میز{" "}
help-keys-now = کلیدهای این لحظه
frame-too-small = پنجره‌ی ترمینال خیلی کوچک است: دست‌کم { $width }×{ $height } لازم است.
frame-enlarge = پنجره را بزرگ‌تر کنید، یا برای خروج q را بزنید: بازی در گزارشش محفوظ است.
frame-scroll = پیمایش با ↑↓: { $above } خط دیگر در بالا، { $below } در پایین
frame-more = ↑↓ برای دیدن بقیه: { $above } مورد در بالا، { $below } مورد در پایین
start-continue = ادامه‌ی آخرین بازی ناتمام ({ $file })
start-open = باز کردن یک بازی گذشته
start-rules = خواندن قوانین
start-quit = خروج
start-language = { $label }: { $language }
start-read-only = دیدن { $file } فقط برای خواندن (بازپخش): در پنجره‌ی دیگری در حال بازی است
start-open-elsewhere = { $file } در پنجره‌ی دیگری از mascarade باز است و آن پنجره دارد در آن می‌نویسد: همان‌جا بازی کنید، یا این‌جا فقط برای خواندن بازش کنید (Enter)
start-teaching = با کلیدی که در کروشه است انتخاب کنید، یا با ↑↓ و Enter. هر بازی هم‌زمان با پیش رفتنش در یک گزارش نوشته می‌شود.
start-rules-teaching = قوانین { $games }، یکی پس از دیگری: همان متن mascarade rules --game GAME. برای بازگشت: Esc.
start-no-logs = هنوز هیچ گزارش بازی‌ای در { $folder } نیست
start-tagline = همراه سر میز: سکه‌ها، نوبت‌ها، اعلام‌ها، و تاریخچه‌ی هر بازی
start-rules-title = {" "}قوانین (↑↓ PgUp PgDn برای پیمایش){" "}
start-language-now = زبان: { $language }
past-unreadable = { $folder }{ $file } · خوانده نمی‌شود: { $problem }
past-more-players = { $players } +{ $more }
past-won = { $folder }{ $when } · { $players } · برنده: { $winners } · { $turns }
past-unfinished = { $folder }{ $when } · { $players } · ناتمام، { $turns }
past-teaching = بازی گذشته فقط برای خواندن باز می‌شود: ورودی به ورودی در آن جلو بروید.
past-title = {" "}بازی‌های گذشته، تازه‌ترین اول: یکی را برای بازپخش انتخاب کنید{" "}
# The help over the start menu, the past games, the statistics and the rules: no characters there.
help-overlay-title = {" "}راهنما — ↑↓ PgUp PgDn: پیمایش · Esc: بستن{" "}
help-choice-keys = کلید هر گزینه (کنارش) همان را انتخاب می‌کند
help-ctrl-c = Ctrl+C در هر لحظه، حتی هنگام تایپ، خارج می‌شود: همه‌چیز از قبل در گزارش هست
help-this-step = این مرحله
frame-size = اندازه‌اش { $width }×{ $height } است؛ ماسکاراد دست‌کم { $min_width }×{ $min_height } لازم دارد.
frame-title = همراه ماسکاراد

## صفحه‌ها: میز

table-redone = دوباره انجام شد: { $effects }
table-type-note = اول یادداشت را بنویسید (Esc برای لغو)
table-history-more-below = … PgDn: بقیه‌ی این ورودی

## صفحه‌ها: خروج، کلیدها، ترمینال، گزارش در حین بازی

app-quit = خروج؟ y: خروج · m: بازگشت به منوی آغاز · هر کلید دیگر: ماندن (بازی در گزارشش هست تا بعداً ادامه یابد)
session-no-space = { $problem }: کمی فضا آزاد کنید، یا پوشه‌ی دیگری برای گزارش‌ها انتخاب کنید (--log-dir)
session-no-free-name = { $folder }: هیچ نام آزادی برای گزارش تازه نیست؛ با --log-dir پوشه‌ی دیگری انتخاب کنید
session-damaged = { $problem } (انتهای آسیب‌دیده نگه داشته می‌شود، همان‌طور که خط‌های آخر گزارش می‌گویند، و بازی ادامه می‌یابد)
session-not-written = گزارش نوشته نشد، پس این ورودی پذیرفته نمی‌شود: { $problem }؛ پس از رفع مشکل، دوباره واردش کنید
session-nothing-to-redo = چیزی برای انجام دوباره نیست: از آخرین ورودی تا حالا هیچ ورودی‌ای واگرد نشده
terminal-needed = صفحه‌ها به ترمینال نیاز دارند: mascarade را در یک پنجره‌ی ترمینال اجرا کنید (برای نمایش متنی: mascarade demo؛ برای وضعیت یک بازی: mascarade state فایل)
terminal-dumb = این ترمینال (TERM=dumb) نمی‌تواند صفحه‌ها را نشان دهد: mascarade را در یک ترمینال کامل اجرا کنید، یا از فرمان‌ها استفاده کنید (mascarade state فایل، mascarade check فایل، mascarade rules، mascarade --help)
terminal-no-term = TERM تنظیم نشده، پس صفحه‌ها نشان داده نمی‌شوند: mascarade را در یک پنجره‌ی ترمینال اجرا کنید، یا از فرمان‌ها استفاده کنید (mascarade state فایل، mascarade check فایل، mascarade rules، mascarade --help)
terminal-setup = ترمینال آماده نشد: { $problem }
terminal-error = خطای ترمینال: { $problem }
app-no-choice = { $key }: هیچ گزینه‌ای این کلید را ندارد
app-in-its-log = بازی در گزارشش هست: c در منو آن را ادامه می‌دهد
app-not-on-disk = بازی روی دیسک نیست: { $problem }. کمی فضا آزاد کنید و دوباره امتحان کنید
app-not-on-disk-quit = بازی روی دیسک نیست: { $problem }. کمی فضا آزاد کنید، سپس دوباره خارج شوید (q y، یا Ctrl+C) تا نوشته شود و خارج شوید؛ اگر باز هم نوشته نشود، باز هم خارج می‌شود و بازی از دست می‌رود
app-quit-over = خروج؟ y: خروج · m: بازگشت به منوی آغاز · هر کلید دیگر: ماندن (بازی تمام شده و در گزارشش هست)

## ردها: چه چیزی در یک ورودی اشتباه است، و چه چیزی پذیرفته می‌شود
## هر رد به شکل `refusal-frame` گفته می‌شود: چه چیزی اشتباه است (یک پیام `refusal-…`)، قانونی که
## زیر پا می‌گذارد، سپس آنچه پذیرفته می‌شود (یک پیام `refusal-accepted-…`). واژه‌های میان
## بک‌تیک‌ها مال گزارش‌اند و همان‌طور که هستند می‌مانند؛ نام نقش‌ها در آنچه پذیرفته می‌شود
## (`Witch`، `King`) هم همین‌طور، چون همان‌هایی‌اند که گزارش می‌نویسد.

rule-log-format = قالب گزارش
refusal-frame = { $problem } ({ $rule }). مجاز: { $accepted }

## خط فرمان و گزارش: پیام‌ها، خطاها و گزارش‌ها

# پیش از خطا یا هشدار یک فرمان، در خروجی خطای استاندارد.
cli-error = خطا: { $message }
cli-warning = هشدار: { $message }
cli-no-unfinished-game = هیچ بازی ناتمامی در { $folder } نیست: مسیر گزارش را بدهید (mascarade resume فایل)، یا با mascarade new یک بازی تازه شروع کنید
cli-cannot-write-output = در خروجی استاندارد نوشته نشد: { $reason }
cli-output-closed = بسته است (`>&-`)، پس چیزی در آن نوشته نمی‌شود: آن را به یک فایل، یک لوله یا ترمینال هدایت کنید
cli-generate-failed = تکمیل خودکار یا صفحه‌ی man ساخته نشد: { $problem }
cli-arg-unknown-option = این‌جا گزینه‌ی `{ $option }` وجود ندارد
cli-arg-unexpected = `{ $word }` این‌جا یک واژه‌ی اضافه است
cli-arg-did-you-mean = { $said }: منظورتان `{ $closest }` بود؟
cli-arg-dash-value = { $said }: برای دادن `{ $option }` به‌عنوان مقدار، پیش از آن `--` بنویسید
cli-arg-value-missing = { $option } مقداری می‌خواهد: یکی از { $accepted }
cli-arg-value-missing-any = پس از { $option } باید مقداری بیاید
cli-arg-value-not-one-of = `{ $value }` مقداری برای { $option } نیست: یکی از { $accepted } را بنویسید
cli-arg-value-wrong = { $option }: { $why }
cli-arg-missing = این فرمان { $missing } را می‌خواهد
cli-arg-no-command = فرمان `{ $command }` وجود ندارد
cli-arg-no-command-closest = فرمان `{ $command }` وجود ندارد: منظورتان `{ $closest }` بود؟
cli-arg-command-missing = `{ $command }` یکی از زیرفرمان‌هایش را می‌خواهد: { $accepted }
cli-arg-conflict = { $option } را نمی‌توان همراه با { $other } داد: یکی را برگزینید
cli-arg-no-equals = { $option } مقدارش را پس از `=` می‌گیرد، مثلاً { $option }=مقدار
cli-arg-too-many = `{ $value }` برای { $option } یک مقدار اضافه است
cli-arg-values-count = شمار مقدارهایی که به { $option } داده شده درست نیست
cli-arg-not-utf8 = واژه‌ای از خط فرمان متن UTF-8 نیست
cli-arg-unreadable = این خط فرمان خوانده نمی‌شود
cli-arg-more = برای معنای هر گزینه: { $help }
cli-arg-not-a-number = `{ $value }` عدد صحیح نیست: عددی از { $min } تا { $max } بنویسید
cli-arg-out-of-range = { $value } در بازه‌ی { $min } تا { $max } نیست: عدد صحیحی از { $min } تا { $max } بنویسید
# `mascarade check`: چند فایل خوانده شد، و چند ورودی دارند.
cli-check-valid = { $files } فایل معتبر است ({ $entries } ورودی).
cli-check-warning = { $file }: هشدار: { $warning }
cli-check-no-logs = { $folder }: در این پوشه و زیرپوشه‌هایش هیچ گزارش بازی‌ای (فایل .yaml) نیست
cli-check-not-valid = { $bad } از { $files } فایل معتبر نیست.
cli-out-is-a-file = { $path }: این یک فایل است، نه پوشه: به --out پوشه‌ای برای گزارش‌ها بدهید (اگر نباشد ساخته می‌شود)
# `mascarade state`: خلاصه برای خواننده (`state --json` در همه‌ی زبان‌ها یکی است).
cli-state-players = { $players } بازیکن
# میان بخش‌های خط اول خلاصه: 7 بازیکن، 1 کارت وسط، سناریوی classic.
cli-state-separator = ،{" "}
cli-state-title = { $file } — { $details }
cli-state-next = ← نفر بعدی
cli-state-winner = ★ برنده
cli-state-last-entries = آخرین ورودی‌ها:
# کجای گزارش: `game.yaml:12:5` و سپس سرآغاز، یا شماره‌ی ورودی.
log-at-header = { $place }: سرآغاز
log-at-entry = { $place }: ورودی { $entry }
log-cannot-create = { $folder }: در این پوشه نمی‌توان گزارش بازی تازه ساخت ({ $reason }): با --log-dir پوشه‌ی دیگری انتخاب کنید
log-not-a-file = { $kind ->
    [fifo] { $path }: این یک لوله‌ی نام‌دار (FIFO) است، نه فایلی که بشود خواند: مسیر یک فایل .yaml را بدهید
    [device] { $path }: این یک دستگاه است، نه فایلی که بشود خواند: مسیر یک فایل .yaml را بدهید
    [socket] { $path }: این یک سوکت است، نه فایلی که بشود خواند: مسیر یک فایل .yaml را بدهید
    [folder] { $path }: این یک پوشه است، نه فایلی که بشود خواند: مسیر یک فایل .yaml را بدهید
   *[other] { $path }: این فایل معمولی نیست و نمی‌شود آن را خواند: مسیر یک فایل .yaml را بدهید
}
log-too-large = { $path }: فایل { $size } مگابایت است، برای گزارش بازی یا سناریو زیادی بزرگ است (حد آن { $limit } مگابایت است): بررسی کنید که فایل درست باشد
log-locked = { $path }: این بازی در پنجره‌ی دیگری از mascarade باز است که دارد در آن می‌نویسد: همان‌جا بازی کنید، یا با `mascarade replay { $path }` فقط‌خواندنی دنبالش کنید
log-would-be-too-large = { $path }: این ورودی گزارش را بزرگ‌تر از { $limit } مگابایت می‌کند، یعنی بیش از آنچه برنامه می‌خواند: کوتاهش کنید (یادداشتی به این درازی جایش در فایل دیگری است)
log-not-a-folder = { $path }: این یک فایل است، نه پوشه: پوشه‌ای برای گزارش‌ها بدهید (اگر نباشد ساخته می‌شود)
log-empty = { $path }: فایل خالی است: گزارش بازی با سرآغازی شروع می‌شود که format آن ({ $formats }) و players را می‌گوید
log-setup-not-valid = { $at }: آماده‌سازی معتبر نیست:
log-rejected = { $at }: رد شد: { $error }
# آنچه سیستم درباره‌ی یک فایل گفت.
log-io-not-found = چنین فایل یا پوشه‌ای نیست
log-io-permission-denied = اجازه نیست: این کاربر نمی‌تواند آن را بخواند یا بنویسد
log-io-read-only = دیسک فقط‌خواندنی است
log-io-disk-full = دیسک پر است
log-io-quota = سهمیه‌ی دیسک تمام شده است
log-io-already-exists = فایلی با این نام از قبل هست
log-io-is-a-folder = این یک پوشه است
log-io-not-a-folder = بخشی از مسیر یک فایل است، نه پوشه
log-io-too-large = فایل زیادی بزرگ است
log-io-link-loop = این یک پیوند نمادین است که در یک حلقه می‌چرخد و به هیچ فایلی نمی‌رسد
# سند YAML که خوانده نمی‌شود، به زبان ساده.
log-header-not-valid = سرآغاز معتبر نیست: { $problem }
log-entry-not-valid = این ورودی معتبر نیست: { $problem }
log-yaml-too-deep = فهرست‌ها و نگاشت‌ها این‌جا بیش از حد تودرتو هستند: گزارش بازی فقط به چند سطح نیاز دارد
log-yaml-too-many-aliases = لنگرهای (&نام) یا نام‌های مستعار (*نام) YAML بیش از حد زیادند: هر مقدار را کامل بنویسید
log-yaml-too-large = این سند برای سرآغاز، ورودی یا سناریو بسیار بزرگ است
log-yaml-alias-loop = نام مستعار YAML (*نام) که به خودش یا به هیچ‌چیز اشاره می‌کند: مقدار را کامل بنویسید
log-yaml-expected-count = این‌جا عدد صحیحی از 0 به بالا انتظار می‌رفت، مثلاً 2
log-yaml-expected-integer = این‌جا عدد صحیح انتظار می‌رفت، مثلاً 2 یا -2
log-yaml-number-too-large = `{ $value }` عددی بسیار بزرگ است: هیچ شماری در بازی به آن نزدیک هم نمی‌شود
log-yaml-expected-bool = true یا false انتظار می‌رفت
log-yaml-at-key = `{ $key }`: { $problem }
log-yaml-expected-plain = این‌جا یک مقدار ساده انتظار می‌رفت
log-yaml-nothing-written = متن پیش از آنکه چیزی نوشته شود تمام می‌شود
log-yaml-second-document = یک سند YAML دوم این‌جا شروع می‌شود (`---`): سناریو فقط یک سند دارد، و در گزارش بازی هر `---` در خطی جداگانه ورودی تازه‌ای را شروع می‌کند (خط‌ها با نویسه‌ی خط تازه تمام می‌شوند)
log-yaml-key-twice = `{ $key }` دو بار نوشته شده است: هر کلید فقط یک بار می‌تواند بیاید
log-yaml-a-key-twice = کلیدی دو بار نوشته شده است: هر کلید فقط یک بار می‌تواند بیاید
log-yaml-missing = `{ $field }` نیامده است
log-yaml-not-one-of = `{ $value }` یکی از { $expected } نیست
log-yaml-expected-not = { $expected } انتظار می‌رفت، نه { $found }
log-yaml-is-not = { $value } { $expected } نیست
log-yaml-expected-name-not-nothing = این‌جا یک نام یا واژه انتظار می‌رفت، نه هیچ‌چیز
log-yaml-not-utf8 = این متن UTF-8 نیست: فایل را با UTF-8 ذخیره کنید
log-yaml-could-not-read = خوانده نشد: { $reason }
# آنچه serde انتظار داشت، به زبان ساده، درون log-yaml-expected-not و log-yaml-is-not.
log-yaml-a-list = یک فهرست
log-yaml-key-value-lines = خط‌های `key: value`
log-yaml-a-name = یک نام یا واژه
log-yaml-a-count = عدد صحیحی از 0 به بالا
log-yaml-an-integer = یک عدد صحیح
# پیام‌های تجزیه‌گر YAML، به زبان ساده.
log-yaml-expected-list = این‌جا یک فهرست انتظار می‌رفت: آیتم‌ها داخل [کروشه]، یا روی خط‌های `- ` زیر کلید
log-yaml-expected-map = این‌جا خط‌های `key: value` انتظار می‌رفت
log-yaml-expected-name = این‌جا یک نام یا واژه انتظار می‌رفت، نه فهرست یا نگاشت
log-yaml-expected-start = پیش از این خط `---` انتظار می‌رفت: هر ورودی تازه با یک خط `---` شروع می‌شود
log-yaml-colon = یک `: ` در جایی که نمی‌تواند باشد: مقداری را که `: ` دارد داخل گیومه بگذارید، مثلاً comment: "a: b"
log-yaml-not-key-value = این خط `key: value` نیست: یک کلید بنویسید، سپس `: ` و مقدارش، مثلاً `player: Ana`
log-yaml-after-quote = پس از مقدار داخل گیومه، در همان خط متنی آمده است: کل مقدار را داخل گیومه بگذارید
log-yaml-block-scalar = پس از `|` یا `>` خط باید تمام شود: متن در خط‌های بعدی، با تورفتگی، می‌آید
log-yaml-unclosed-quote = گیومه‌ای باز شده و بسته نشده است: آن را در پایان مقدار ببندید
log-yaml-brackets = کروشه‌ها با هم جور نیستند: هر `[` با `]` و هر `{"{"}` با `{"}"}` بسته می‌شود
log-yaml-not-lined-up = این خط با بقیه هم‌تراز نیست: هر خط `key: value` با همان تورفتگی است، و آیتم‌های فهرست `- …` زیر کلیدشان می‌آیند
log-yaml-item-not-lined-up = یک آیتم فهرست با بقیه هم‌تراز نیست: هر `- ` یک فهرست از همان ستون شروع می‌شود
log-yaml-tab = برای تورفتگی از نویسه‌ی تب استفاده شده است: YAML با فاصله تورفتگی می‌دهد
log-yaml-ends-inside = سند وسط یک فهرست یا نگاشت تمام می‌شود: کروشه‌هایش را ببندید، یا خط‌هایش را کامل کنید
log-yaml-ends-early = متن زودتر از موعد تمام می‌شود
log-yaml-sign = نشانه‌ای که YAML در این جا معنای خاص خودش را برایش می‌خواند: مقدار را داخل گیومه بگذارید
log-yaml-comment = یک `#` درست پس از یک مقدار: پیش از توضیح یک فاصله بگذارید، یا مقدار را داخل گیومه بگذارید
log-yaml-item-out-of-place = آیتم فهرست `- ` در جایی که فهرستی نمی‌تواند باشد: آیتم‌های فهرست در خط‌های جداگانه زیر کلیدی مانند `contests:` می‌آیند
log-yaml-not-alias = یک `&` یا `*` که لنگر یا نام مستعار YAML نیست: مقدار را داخل گیومه بگذارید
log-yaml-not-tag = یک `!` که برچسب YAML نیست: مقدار را داخل گیومه بگذارید
log-yaml-directive = یک خط `%` درون فایل: دستور YAML مانند %YAML فقط پیش از نخستین `---` می‌آید
log-yaml-key-for-value = کلیدی در جایی که باید مقدار باشد: مقدار را داخل گیومه بگذارید
log-yaml-one-word = این‌جا یک واژه انتظار می‌رفت، مثلاً swap
log-yaml-value-missing = این‌جا مقداری کم است
log-yaml-map-not-closed = نگاشتی داخل آکولاد جایی که باید بسته نشده است: جفت‌های `key: value` آن با `, ` جدا می‌شوند و با `{"}"}` تمام می‌شود
log-yaml-list-not-closed = فهرستی داخل کروشه جایی که باید بسته نشده است: آیتم‌هایش با `, ` جدا می‌شوند و با `]` تمام می‌شود
log-yaml-bracket-not-closed = `{ $open }` این‌جا بسته نشده است: آن را با `{ $close }` ببندید
log-yaml-cannot-start = `{ $character }` نمی‌تواند این‌جا یک مقدار را شروع کند: مقدار را داخل گیومه بگذارید
log-yaml-version = `{ $line }`: گزارش بازی YAML 1.2 است (1.1 هم همین‌طور خوانده می‌شود): `%YAML 1.2` بنویسید، یا این خط را حذف کنید
log-not-a-time = `{ $text }` تاریخ و زمان نیست: آن را به شکل RFC 3339 بنویسید، مثلاً 2026-12-02T19:30:00+07:00
log-yaml-merge = کلید ادغام (`<<`) این‌جا خوانده نمی‌شود: هر کلید را جداگانه بنویسید
log-yaml-shape = این‌جا شکل دیگری انتظار می‌رفت: خط‌های `key: value` بنویسید، و فهرست را به شکل `[a, b]`
log-yaml-unknown-key = `{ $key }` این‌جا کلید نیست: کلیدهای مجاز: { $expected }
log-yaml-unknown-key-closest = `{ $key }` این‌جا کلید نیست (منظورتان `{ $closest }` بود؟): کلیدهای مجاز: { $expected }
log-yaml-a-bool = true یا false
log-yaml-a-map-of-names = خط‌های `نام: مقدار`، مثلاً `Ana: King`
log-yaml-a-word = یک واژه
log-yaml-another-value = مقداری از نوعی دیگر
log-yaml-found-text = متن «{ $value }»
log-yaml-nothing = مقدار خالی
log-yaml-list-item-here = آیتم فهرست (`- `) نمی‌تواند این‌جا شروع شود: مقدار را پس از کلیدش بنویسید، به شکل `key: value`، یا فهرست را به شکل `key: [a, b]`
log-yaml-bom = یک نشانه‌ی ترتیب بایت (U+FEFF) در میان متن: فقط نخستین بایت‌های فایل می‌توانند آن را داشته باشند؛ آن را پاک کنید
log-yaml-syntax = این خط را نمی‌توان به‌عنوان YAML خواند: خط‌های `key: value` بنویسید، مثلاً `player: Ana`
# بایت‌های آسیب‌دیده، و آخرین ورودی که هنگام نوشتن بریده شد.
log-damage-not-utf8 = این خط متن UTF-8 نیست: گزارش را با UTF-8 ذخیره کنید (گزارش بازی یک فایل متنی YAML است)
log-damage-not-text = این خط یک نویسه‌ی NUL یا کنترلی دارد که هیچ فایل متنی ندارد: فایل این‌جا آسیب دیده است (گزارش بازی یک فایل متنی YAML است)
log-damage-cut-character = این خط نویسه‌ای دارد که از وسط بریده شده: فایل این‌جا آسیب دیده است (گزارش بازی یک فایل متنی YAML است)
log-header-cut-off = سرآغاز بریده شده است: خط آخرش ناتمام است؛ کاملش کنید، یا بازی را از نو شروع کنید
log-cut-off = آخرین ورودی هنگام نوشته شدن بریده شد (برنامه یا دستگاه متوقف شد)، پس بازی بدون آن بار می‌شود؛ { $what }
log-cut-what-was-read = آنچه خوانده شد: { $problem }
log-cut-damaged-bytes-after = پس از آن بایت‌هایی آمده که هیچ متنی ندارد (یک NUL یا نویسه‌ی کنترلی)
log-cut-no-line-break = فایل با شکست خط تمام نمی‌شود، پس خط آخرش ناتمام است
log-cut-no-at-line = خط `at:` ندارد، که برنامه آن را آخر از همه می‌نویسد
log-cut-not-whole = فایل پس از آن با بایت‌های آسیب‌دیده تمام می‌شود، و آنچه هست یک ورودی کامل نیست ({ $error })
log-writing-stopped = نوشتن همان‌جا متوقف شد (برنامه یا دستگاه متوقف شد): { $what }؛ همه‌ی ورودی‌های کامل بار می‌شوند
log-stopped-damaged-bytes = فایل پس از آخرین ورودی کامل با بایت‌های آسیب‌دیده (صفر یا بی‌معنی) تمام می‌شود که بخشی از بازی نیستند
log-stopped-after-at-line = پس از خط `at:` آخرین ورودی کامل، چیزی آمده که بخشی از یک ورودی نیست
log-stopped-not-an-entry = پس از آخرین ورودی کامل، خطی آمده که بخشی از یک ورودی نیست
log-stopped-new-entry-begun = پس از آخرین ورودی کامل، فقط چند نویسه‌ی نخست یک ورودی تازه نوشته شد
# هنگام نوشتن بازی: گزارش زیر دستش تغییر کرد، و چه کاری انجام شد.
log-notice-continued = { $old } با بازی‌ای که پنجره‌ی دیگری می‌نویسد جایگزین شد: این بازی ادامه می‌یابد و به‌طور کامل در { $new } نوشته می‌شود
log-notice-written-again = { $found ->
    [missing] گزارش { $name } وقتی بازی باز بود پاک یا جابه‌جا شد: کل بازی دوباره در آن نوشته می‌شود
    [replaced] گزارش { $name } وقتی بازی باز بود با فایل دیگری جایگزین شد: کل بازی دوباره در آن نوشته می‌شود
    [cut-short] گزارش { $name } وقتی بازی باز بود به دست چیز دیگری کوتاه شد: کل بازی دوباره در آن نوشته می‌شود
   *[changed] گزارش { $name } وقتی بازی باز بود به دست چیز دیگری تغییر کرد: کل بازی دوباره در آن نوشته می‌شود
}
log-notice-written-again-kept = { $found ->
    [missing] گزارش { $name } وقتی بازی باز بود پاک یا جابه‌جا شد: کل بازی دوباره در آن نوشته می‌شود، و آنچه آن‌جا بود به نام { $kept } نگه داشته می‌شود
    [replaced] گزارش { $name } وقتی بازی باز بود با فایل دیگری جایگزین شد: کل بازی دوباره در آن نوشته می‌شود، و آنچه آن‌جا بود به نام { $kept } نگه داشته می‌شود
    [cut-short] گزارش { $name } وقتی بازی باز بود به دست چیز دیگری کوتاه شد: کل بازی دوباره در آن نوشته می‌شود، و آنچه آن‌جا بود به نام { $kept } نگه داشته می‌شود
   *[changed] گزارش { $name } وقتی بازی باز بود به دست چیز دیگری تغییر کرد: کل بازی دوباره در آن نوشته می‌شود، و آنچه آن‌جا بود به نام { $kept } نگه داشته می‌شود
}
log-notice-and-then = { $first }؛ و سپس { $then }
log-not-taken-back = { $error }؛ و بخشی که نوشته شده بود پس گرفته نشد ({ $again }): ممکن است گزارش با یک ورودی آسیب‌دیده تمام شود، که برنامه هنگام ادامه‌ی بازی آن را ترمیم می‌کند
log-damage-needs-space = { $reason }؛ برای نگه داشتن انتهای آسیب‌دیده ({ $bytes } بایت) همین اندازه فضای خالی لازم است
log-unknown-format = format برابر '{ $format }' است: این برنامه { $formats } را می‌خواند
log-no-format = سرآغاز خط format ندارد: سرآغاز گزارش بازی با format: و یکی از { $formats } شروع می‌شود

## راهنمای چاپی بازیکن

aid-written = راهنمای بازیکن در { $path } نوشته شد: آن را در مرورگر باز کنید و چاپ کنید (A4 یا Letter، یک صفحه).

## `--help`: هر فرمان و آرگومان (help-COMMAND و help-COMMAND--ARGUMENT)، و سرتیترها

help-heading-usage = کاربرد
help-heading-commands = فرمان‌ها
help-heading-options = گزینه‌ها
help-heading-arguments = آرگومان‌ها
help-flag-help = نمایش راهنما
help-flag-version = نمایش نسخه
help-mascarade = همراهی سر میز برای بازی‌های کارتی بلوف { $games }: سکه‌ها، نوبت‌ها، ادعاها و گزارش بازی
help-game = بازی: { $games } [پیش‌فرض: { $default }]
help-mascarade--log-dir = پوشه‌ی گزارش‌های بازی [پیش‌فرض: $MASCARADE_LOG_DIR، وگرنه logs/ در پوشه‌ی جاری]
help-mascarade--lang = زبان برنامه: en، vi، zh-TW، uk یا fa [پیش‌فرض: $MASCARADE_LANG، وگرنه زبان سیستم، وگرنه en]. گزارش‌ها در همه‌ی زبان‌ها یکسان‌اند
help-mascarade--ascii = نمادها (▶ ★ → · … و خط‌های کادرها) را با ASCII می‌کشد، برای ترمینال‌هایی که آن‌ها را دو ستون پهنا نشان می‌دهند [پیش‌فرض: در زبان چینی]
help-mascarade--unicode = نمادها را با Unicode می‌کشد، حتی در زبان چینی
help-mascarade--generate = تکمیل خودکار یک پوسته (complete-bash، complete-zsh، complete-fish) یا صفحه‌ی man (man) را می‌نویسد و تمام می‌کند
help-new = بازی تازه‌ای شروع می‌کند: صفحه‌ی آماده‌سازی، یا با --players کارت‌هایی که باید از جعبه بیرون آورد، سپس میز
help-new--players = بازیکنان، در جهت عقربه‌های ساعت، جداشده با ویرگول لاتین: Ana,Bao,Chi,Dung
help-new--first = چه کسی اول بازی می‌کند (جوان‌ترین)؛ پیش‌فرض: نخستین نام فهرست
help-new--log-dir = پوشه‌ی گزارش‌های بازی [پیش‌فرض: $MASCARADE_LOG_DIR، وگرنه logs/ در پوشه‌ی جاری]
help-resume = بازی‌ای را ادامه می‌دهد: گزارش داده‌شده، یا آخرین بازی ناتمام در پوشه‌ی گزارش‌ها
help-resume--file = گزارش بازی
help-resume--log-dir = پوشه‌ی گزارش‌های بازی [پیش‌فرض: $MASCARADE_LOG_DIR، وگرنه logs/ در پوشه‌ی جاری]
help-replay = یک بازی گذشته را ورودی به ورودی مرور می‌کند، فقط برای خواندن
help-replay--file = گزارش بازی
help-state = وضعیت یک بازی را از روی گزارشش چاپ می‌کند: سکه‌ها، دادگاه، نوبت کیست، چه کسی برده
help-state--file = گزارش بازی (YAML)
help-state--json = به جای خلاصه، یک شیء JSON چاپ می‌کند (فیلدهایش در قالب گزارش همان بازی، در docs/ آمده است)
help-check = گزارش‌های بازی را بررسی می‌کند: اگر همه‌ی فایل‌ها معتبر باشند با کد 0 خارج می‌شود، وگرنه نخستین خطای هر فایل را چاپ می‌کند
help-check--files = گزارش‌های بازی برای بررسی (یک پوشه: همه‌ی گزارش‌های درون آن و زیرپوشه‌هایش)
help-rules = قوانین را به زبان ساده توضیح می‌دهد، یا قوانین یک نقش را به‌طور کامل
help-rules--character = یک نقش، مثلاً اسقف (یا Bishop)
help-rules--edition = ویرایش: first (2013) یا second (2021) [پیش‌فرض: first، یا ویرایش همان نقش]
help-rules--reference = مرجع: با شناسه‌های قانون در مرجع قوانین و شیوه‌ی نوشتن هر توانایی در گزارش (بدون آن، قوانین همان‌طور گفته می‌شوند که برای بازیکنان سر میز)
game-unknown = '{ $game }' بازی‌ای نیست که این برنامه بشناسد: بنویسید { $games }
cli-option-not-for-game = { $option } برای { $other } است، نه برای { $game }
cli-not-offered = فرمان `{ $command }` برای { $game } در دسترس نیست
help-scenarios = سناریوها (مجموعه‌های کارت) را فهرست می‌کند، یکی را نشان می‌دهد، یا یک فایل سناریو را بررسی می‌کند
help-scenarios-list = سناریوهای آماده را فهرست می‌کند
help-scenarios-show = نشان می‌دهد برای تعداد معینی بازیکن کدام کارت‌ها را باید از جعبه بیرون آورد
help-scenarios-show--name = نام یک سناریوی آماده، یا مسیر یک فایل سناریو
help-scenarios-show--players = چند بازیکن سر میز نشسته‌اند
help-scenarios-show--edition = ویرایش سناریوی آماده‌ای که در هر دو ویرایش هست (basic) [پیش‌فرض: first]
help-scenarios-check = یک فایل سناریو را با قانون‌های آماده‌سازی (R-SET-5) بررسی می‌کند
help-scenarios-check--file = فایل سناریو
help-simulate = بازی‌های تصادفی و مطابق قوانین با یک سناریو را به صورت گزارش می‌نویسد (برای آزمون، سنجش کارایی، نمایش)
help-simulate--players = تعداد بازیکنان هر بازی، 2 تا 13 (ویرایش دوم: 4 تا 12)
help-simulate--games = چند بازی
help-simulate--seed = بذر تصادفی: بذر یکسان همان فایل‌ها را می‌نویسد
help-simulate--out = پوشه‌ای که گزارش‌ها در آن نوشته می‌شوند (اگر نباشد ساخته می‌شود)
help-aid = راهنمای یک‌صفحه‌ای بازیکن (HTML، برای چاپ روی A4 یا Letter) را برای یک سناریو و تعداد بازیکنان، به زبان برنامه، می‌نویسد: نقش‌ها و توانایی‌هایشان، نوبت، چالش
help-aid--players = چند بازیکن سر میز نشسته‌اند
help-aid--out = فایلی که نوشته می‌شود [پیش‌فرض: aid-SCENARIO-PLAYERS-LANG.html در پوشه‌ی جاری]؛ `-` صفحه را در خروجی استاندارد می‌نویسد
help-demo = یک بازی را شبیه‌سازی می‌کند و ورودی به ورودی روایتش می‌کند، سپس وضعیتش را چاپ می‌کند
help-demo--players = تعداد بازیکنان، 2 تا 13 (ویرایش دوم: 4 تا 12)
help-demo--seed = بذر تصادفی

## `mascarade games`: بازی‌های یک پوشه، به‌طور خلاصه

games-line = { $when } · { $length } · { $players } · { $ending } · { $set }
games-no-date = (بدون تاریخ)
games-minutes = { $minutes } دقیقه، { $turns }
games-turns-only = { $turns }
games-end-unfinished = ناتمام
games-total = { $n } بازی
games-none = هیچ بازی مطابقی در { $paths } پیدا نشد.
games-none-yet = هنوز هیچ بازی‌ای در { $paths } نیست: هر بازی هنگام انجام شدن همان‌جا نوشته می‌شود.
games-unreadable-heading = خوانده نشد:
games-bad-date = `{ $date }` تاریخ نیست: آن را به شکل 2026-12-03 بنویسید
help-games = بازی‌های پوشه‌ی گزارش‌ها (یا پوشه‌ها و فایل‌های داده‌شده) را فهرست می‌کند: کی، چقدر طول کشید، چه کسانی بازی کردند، چه کسی و چطور برد، سناریو
help-games--paths = پوشه‌ها یا گزارش‌های بازی [پیش‌فرض: پوشه‌ی گزارش‌ها]
help-games--player = فقط بازی‌هایی که این بازیکن در آن‌ها بازی کرده است
help-games--since = فقط بازی‌هایی که در این روز یا پس از آن شروع شده‌اند (2026-12-01)
help-games--until = فقط بازی‌هایی که در این روز یا پیش از آن شروع شده‌اند (2026-12-31)
help-games--unfinished = فقط بازی‌هایی که هنوز تمام نشده‌اند
help-games--log-dir = پوشه‌ی گزارش‌های بازی [پیش‌فرض: $MASCARADE_LOG_DIR، وگرنه logs/ در پوشه‌ی جاری]

## stats, export, board

stats-vs-needs-player = --vs دو بازیکن را با هم مقایسه می‌کند: اولی را با --player نام ببرید (--player Ana --vs Bao)
stats-percent = { $n }٪
stats-seats-heading = جایگاه‌ها، در جهت عقربه‌های ساعت از بازیکن اول
stats-col-player = بازیکن
stats-col-games = بازی‌ها
stats-col-wins = بردها
stats-col-win-rate = درصد برد
stats-col-seat = جایگاه
stats-col-character = نقش
stats-seat-first = 1 (بازیکن اول)
stats-seat = { $n }
stats-length-turns = { $min } تا { $max } نوبت، به‌طور میانگین { $average }
stats-length-minutes = { $min } تا { $max } دقیقه، به‌طور میانگین { $average } ({ $games ->
   *[other] { $games } بازی با زمان ثبت‌شده
})
help-stats = آمار باشگاه در بازی‌های پوشه‌ی گزارش‌ها (یا پوشه‌ها و فایل‌های داده‌شده): بازیکنان، جایگاه‌ها، پایان‌ها، نقش‌ها، بلوف، رکوردها
help-stats--paths = پوشه‌ها یا گزارش‌های بازی [پیش‌فرض: پوشه‌ی گزارش‌ها]
help-stats--player = فقط بازی‌هایی که این بازیکن در آن‌ها بازی کرده است، و فقط آمار خود او
help-stats--vs = همراه با --player: بازی‌های او با این بازیکن، و اینکه چه کسی آن‌ها را برده است
help-stats--since = فقط بازی‌هایی که در این روز یا پس از آن شروع شده‌اند (2026-12-01)
help-stats--until = فقط بازی‌هایی که در این روز یا پیش از آن شروع شده‌اند (2026-12-31)
help-stats--json = یک شیء JSON چاپ می‌کند (فیلدهایش در docs/stats.md آمده است)
help-stats--game = فقط آمار این بازی، در JSON در بالاترین سطح: { $games } [پیش‌فرض: آمار همه‌ی بازی‌ها]
help-stats--log-dir = پوشه‌ی گزارش‌های بازی [پیش‌فرض: $MASCARADE_LOG_DIR، وگرنه logs/ در پوشه‌ی جاری]
export-skipped = کنار گذاشته شد: { $problem }
export-unfinished-left-out = { $n ->
   *[other] { $n } بازی که هنوز تمام نشده‌اند کنار گذاشته شدند: BG Stats فقط بازی‌های تمام‌شده را ثبت می‌کند.
}
# وقتی همه‌ی بازی‌های شمرده‌شده به یک اندازه طول کشیدند: یک طول، نه «13 تا 13».
stats-length-turns-same = { $turns } نوبت{ $games ->
    [1] {""}
   *[other] {" در هر بازی"}
}
stats-length-minutes-same = { $minutes } دقیقه{ $games ->
    [1] {""}
   *[other] {" در هر بازی"}
} ({ $games ->
   *[other] { $games } بازی با زمان ثبت‌شده
})
export-cannot-write = نمی‌توان { $file } را نوشت: { $reason }
export-written = { $n ->
   *[other] { $n } بازی در { $file } نوشته شد
}
export-bgstats-comment = همراه ماسکاراد: { $turns } نوبت؛ { $ending }
export-md-players = بازیکنان، در جهت عقربه‌های ساعت: { $players }. { $first } اول بازی کرد.
export-md-timeline = آنچه پیش آمد
help-export = بازی‌ها را برای ابزارهای دیگر بیرون می‌نویسد: فایل درون‌ریزی برنامه‌ی BG Stats، یک CSV برای صفحه‌گسترده‌ها، یا شرحی Markdown از هر بازی برای گروه گفت‌وگوی باشگاه
help-export--paths = پوشه‌ها یا گزارش‌های بازی [پیش‌فرض: پوشه‌ی گزارش‌ها]
help-export--format = bgstats (JSON برای برنامه‌ی BG Stats)، csv یا markdown (به کوتاهی: md)
help-export--player = فقط بازی‌هایی که این بازیکن در آن‌ها بازی کرده است
help-export--since = فقط بازی‌هایی که در این روز یا پس از آن شروع شده‌اند (2026-12-01)
help-export--until = فقط بازی‌هایی که در این روز یا پیش از آن شروع شده‌اند (2026-12-31)
help-export--out = فایلی که نوشته می‌شود [پیش‌فرض: خروجی استاندارد]
help-export--log-dir = پوشه‌ی گزارش‌های بازی [پیش‌فرض: $MASCARADE_LOG_DIR، وگرنه logs/ در پوشه‌ی جاری]

## board, statistics screen, end-screen export

board-footer = { $file } · q خروج
board-footer-following = در حال دنبال کردن { $file } · q خروج
board-footer-problem = فعلاً نمی‌توان گزارش را خواند؛ تابلو آخرین چیزی را که خوانده است نشان می‌دهد: { $problem }
help-board = تابلوی عمومی برای صفحه‌ی دوم (یک تلویزیون): دارایی هر بازیکن با عددهای درشت، دادگاه، نوبت کیست، آخرین اعلام؛ با --follow هم‌پای بازی میزبان به‌روز می‌شود
help-board--file = گزارش بازی [پیش‌فرض: آخرین بازی ناتمام در پوشه‌ی گزارش‌ها]
help-board--follow = بازی را، هم‌زمان با افزوده شدن ورودی‌ها به گزارشش، پیوسته نشان می‌دهد
help-board--log-dir = پوشه‌ی گزارش‌های بازی [پیش‌فرض: $MASCARADE_LOG_DIR، وگرنه logs/ در پوشه‌ی جاری]
key-export = خروجی
table-export-when-over = از بازی فقط وقتی تمام شد خروجی گرفته می‌شود: آن‌گاه x شرح بازی و فایل BG Stats آن را کنار گزارشش می‌نویسد.
table-exported = کنار گزارش نوشته شد: { $files }
replay-export-at-the-end = گزارش از پایان یک بازیِ تمام‌شده نوشته می‌شود: End به آن‌جا می‌رود، سپس x.
start-stats = آمار بازی‌های گذشته
stats-screen-per-game = { $game }: { $line }
stats-screen-unreadable = { $n ->
   *[other] { $n } گزارش خوانده نشد (mascarade games آن‌ها را فهرست می‌کند)
}

## history: more messages

games-no-such-path = پوشه یا فایل `{ $path }` وجود ندارد: پوشه‌ای از گزارش‌های بازی، یا خود گزارش‌ها (*.yaml) را بدهید
export-nothing-finished = { $n ->
    [one] تنها بازی موجود هنوز تمام نشده است: BG Stats فقط بازی‌های تمام‌شده را ثبت می‌کند
   *[other] هیچ‌یک از { $n } بازی هنوز تمام نشده است: BG Stats فقط بازی‌های تمام‌شده را ثبت می‌کند
}
stats-vs-same = --vs بازیکن دومی را نام می‌برد، نه دوباره { $player } را
board-no-unfinished-game = هیچ بازی ناتمامی در { $folder } نیست: گزارشی را که باید نشان داده شود بدهید (mascarade board فایل)، یا پوشه‌اش را (--log-dir پوشه)
log-not-text = این گزارش بازی نیست: فایل با بایت‌هایی شروع می‌شود که در متن نمی‌آیند (NUL، نویسه‌ی کنترلی، یا بایت‌هایی که UTF-8 نیستند)
stats-decimal = { $whole }٫{ $tenth }
export-would-replace-log = این خودِ گزارش بازی است
write-refused-input = این یکی از فایل‌هایی است که همین فرمان در حال خواندنشان است
write-refused-game-log = این گزارش یک بازی است، و گزارش بازی هرگز بازنویسی نمی‌شود
write-refused-not-ours = فایلی با این نام از پیش هست و این فرمان آن را ننوشته است: نام دیگری برگزینید، یا نخست آن فایل را جابه‌جا کنید

## تابلوی عمومی به شکل صفحه‌ی وب (mascarade board --serve)

web-title = { $game } · میز
web-language = زبان
web-connecting = در حال وصل شدن به میز…
web-reconnecting = اتصال به میز قطع شد: دوباره تلاش می‌کنیم…
web-lesson = قانون
web-coins = { $coins ->
   *[other] سکه
  }
web-log-gone = گزارش بازی دیگر نیست: تابلو آخرین چیزی را که خوانده نشان می‌دهد.
web-log-replaced = گزارش بازی با فایل دیگری جایگزین شد: تابلو اکنون آن را نشان می‌دهد.
web-log-other-game = گزارش بازی با گزارش بازی دیگری جایگزین شد: تابلو آخرین چیزی را که از این بازی خوانده نشان می‌دهد.
web-log-unreadable = گزارش بازی الان خوانده نمی‌شود (شاید میزبان در حال نوشتن آن باشد)؛ تابلو آخرین چیزی را که خوانده نشان می‌دهد.
web-bad-address = «{ $address }» نشانی‌ای برای گوش دادن نیست: نشانی IP و درگاه را بنویسید، مثلاً 127.0.0.1:8080 (فقط همین رایانه) یا 0.0.0.0:8080 (شبکه‌ی میز)
web-port-in-use = درگاه { $port } در حال استفاده است ({ $address }): با ‎--listen درگاه دیگری انتخاب کنید، مثلاً { $address } با درگاهی دیگر، یا برنامه‌ای را که از آن استفاده می‌کند متوقف کنید
web-address-not-here = { $address } نشانی این رایانه نیست: از 127.0.0.1 (فقط همین رایانه) یا 0.0.0.0 (همه‌ی شبکه‌هایش) استفاده کنید
web-port-denied = گوش دادن روی { $address } اینجا مجاز نیست: درگاه‌های زیر 1024 دسترسی ویژه می‌خواهند؛ درگاهی مانند 8080 انتخاب کنید
web-cannot-listen = گوش دادن روی { $address } ممکن نیست: { $problem }
web-cannot-start = تابلو را نمی‌توان ارائه کرد: { $problem }
web-serving = تابلوی { $file } در این نشانی است:
web-scan = بازیکنان آن را در مرورگر باز می‌کنند، یا دوربین گوشی را رو به این کد می‌گیرند:
web-local-only = فقط همین رایانه می‌تواند بازش کند. برای گوشی‌های بازیکنان، آن را روی شبکه‌ی میز ارائه کنید: ‎--listen 0.0.0.0:{ $port }
web-stop = برای توقف Enter را بزنید (یا Ctrl+C).
web-stopped = تابلو دیگر ارائه نمی‌شود.
web-qr-unicode = کد QR به ترمینالی نیاز دارد که Unicode را نشان دهد: ‎--unicode آن را می‌کشد.

## تابلوی عمومی از میز میزبان (w)

key-web-board = تابلو روی گوشی بازیکنان
serve-title = {" "}تابلوی عمومی، روی هر گوشی{" "}
serve-ask = تابلوی عمومی به شکل صفحه‌ی وب: از کجا بتوان بازش کرد؟
serve-local = l  فقط روی همین رایانه (مرورگر خودش، صفحه‌ی دوم)
serve-network = t  روی شبکه‌ی میز: هر گوشی، تبلت یا تلویزیون روی همان Wi-Fi
serve-ask-keys = l یا t: ارائه · هر کلید دیگر: بازگشت به میز
serve-at = تابلو در این نشانی است:
serve-viewers = بینندگان اکنون: { $viewers }
serve-local-only = فقط همین رایانه می‌تواند بازش کند: s، سپس w و t تا روی شبکه‌ی میز ارائه شود.
serve-ports-taken = درگاه‌های { $first } تا { $last } روی این رایانه همه در حال استفاده‌اند: برنامه‌ای را که از یکی استفاده می‌کند متوقف کنید، یا تابلو را از خط فرمان با mascarade board --serve --listen و درگاهی دلخواه ارائه کنید.
serve-keys = s: توقف ارائه · هر کلید دیگر: بازگشت به میز (تابلو تا بسته شدن میز ارائه می‌شود)
key-web-local = همین رایانه
key-web-network = شبکه‌ی میز
key-web-stop = توقف ارائه

## The screens: the table, undo and the history's scrolling (both games)

table-nothing-to-undo = هنوز چیزی برای واگرد نیست: هیچ نوبتی ذخیره نشده است.
key-history-latest = تازه‌ترین

## The memory aid at the table
key-memory-aid = حافظه
table-aid-not-chosen = این بازی بدون کمک حافظه بازی می‌شود: کمک حافظه هنگام چیدن بازی، پیش از نوبت اول، انتخاب می‌شود.
table-aid-shown = کمک حافظه کنار جایگاه‌ها نشان داده شد.
table-aid-hidden = کمک حافظه در این صفحه پنهان شد؛ تابلوهای عمومی هنوز آن را نشان می‌دهند.
