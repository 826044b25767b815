## Слова «Перевороту» (Coup): його персонажі й дії, проблеми налаштування, відмови, що зробив
## кожен запис і як `state` розповідає про гру. Слова між зворотними лапками – з журналу й лишаються
## як є; так само й назви персонажів і дій у тому, що приймається (`Duke`, `foreign_aid`), бо журнал
## пише саме їх. Терміни – у docs/glossary-uk.md, розділ «Переворот (Coup)».

coup-game-name = Coup

# Персонажі.
coup-character-duke = Герцог
coup-character-assassin = Убивця
coup-character-captain = Капітан
coup-character-ambassador = Посол
coup-character-inquisitor = Інквізитор
coup-character-contessa = Графиня

# Дії, як їх читає ведучий.
coup-action-income = Дохід
coup-action-foreign_aid = Іноземна допомога
coup-action-coup = Переворот
coup-action-tax = Податок
coup-action-assassinate = Замах
coup-action-steal = Крадіжка
coup-action-exchange = Обмін
coup-action-examine = Допит
coup-action-adjust = виправлення
coup-action-undo = скасування
coup-action-note = нотатка

# Дія, про яку речення говорить посередині: українські назви дій – уже іменники
# («блокує дію «Замах»»), тож це ті самі назви.
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

# Проблеми налаштування: кожна називає ключ заголовка, у якому помилка.
coup-setup-format = `format` – «{ $found }», а журнал Coup має `format: coup-log/1`
coup-setup-player-count = у `players` { $players ->
    [one] { $players } гравець
    [few] { $players } гравці
    [many] { $players } гравців
   *[other] { $players } гравця
  }: у Coup грають від 2 до 10 гравців
coup-setup-name-empty = у `players` є порожнє ім'я: напишіть ім'я кожного гравця
coup-setup-name-spaces = `players`: «{ $name }» має пробіли на початку чи в кінці: напишіть ім'я без них
coup-setup-name-unsafe = `players`: «{ $name }» містить перенесення рядка, керівний чи невидимий символ або зміну напрямку тексту: використовуйте літери, цифри й пробіли
coup-setup-name-too-long = `players`: «{ $name }» довше, ніж { $most ->
    [one] { $most } символ
    [few] { $most } символи
    [many] { $most } символів
   *[other] { $most } символу
  }
coup-setup-same-name = `players`: «{ $first }» і «{ $second }» – те саме ім'я (великі й малі літери гравців не розрізняють): дайте одному з них інше
coup-setup-unknown-first = `first` – «{ $name }», але такого гравця немає: напишіть одне з імен { $players }
coup-setup-unknown-variant = `variant` – «{ $found }»: напишіть `ambassador` (базова гра) або `inquisitor`
coup-setup-unknown-deal = `deal` – «{ $found }»: напишіть `standard` або `sets` (варіант для двох гравців)
coup-setup-deck-too-small = `copies` – { $copies }: коли гравців { $players }, у колоді двору на початку буде менше ніж 2 карти; напишіть { $least } чи більше або приберіть `copies` (коли гравців { $players }, типово { $default })
coup-setup-sets-players = `deal: sets` – це варіант для двох гравців, а гравців у списку { $players }: напишіть `deal: standard` або приберіть цей рядок
coup-setup-sets-copies = `deal: sets` потребує по 3 карти кожного персонажа (15 карт), а `copies` – { $copies }
coup-setup-coins-beyond-treasury = разом гравці починають, маючи { $needed ->
    [one] { $needed } монету
    [few] { $needed } монети
    [many] { $needed } монет
   *[other] { $needed } монети
  }, а це більше, ніж { $treasury } у `rules.treasury`: зменште `rules.starting_coins` або збільште `rules.treasury`

# Що не так, коли запис відхилено.
coup-refusal-game-over = гру закінчено (перемога: { $winner }), тож запис «{ $action }» не приймається
coup-refusal-missing-key = { $action } потребує `{ $key }`
coup-refusal-key-not-for = { $action } не приймає `{ $key }`
coup-refusal-unknown-player = `{ $key }` називає «{ $name }», а такого гравця немає
coup-refusal-unknown-character = `{ $key }` називає «{ $name }», а такого персонажа в цій грі немає
coup-refusal-not-their-turn = зараз ходить { $next }, а не { $player }
coup-refusal-actor-out = { $player } вже поза грою; зараз ходить { $next }
coup-refusal-must-coup = { $player } починає хід, маючи { $coins ->
    [one] { $coins } монету
    [few] { $coins } монети
    [many] { $coins } монет
   *[other] { $coins } монети
  }, тож дозволено лише Переворот, а не «{ $action }»
coup-refusal-cannot-afford = { $action } коштує { $cost ->
    [one] { $cost } монету
    [few] { $cost } монети
    [many] { $cost } монет
   *[other] { $cost } монети
  }, а { $player } має { $coins }
coup-refusal-missing-target = { $action } потребує `target`
coup-refusal-target-not-taken = { $action } не має цілі
coup-refusal-own-target = { $player } не може вибрати ціллю себе
coup-refusal-target-out = { $target } вже поза грою: цю ціль вибрати не можна
coup-refusal-nothing-to-steal = { $target } не має жодної монети, тож красти нічого (D-6)
coup-refusal-examine-without-inquisitor = Допит – дія Інквізитора, а ця гра йде з Послом (`variant: ambassador`)
coup-refusal-not-challengeable = { $action } не вимагає заявляти персонажа, тож оскаржити цю дію не можна
coup-refusal-own-claim = { $player } не може оскаржити { $block ->
    [yes] власне блокування
   *[no] власну дію
  }
coup-refusal-challenger-out = { $player } на той момент уже поза грою й не може оскаржувати
coup-refusal-cannot-be-shown = усі карти «{ $character }» уже лежать горілиць, тож показати жодну не можна
coup-refusal-not-blockable = { $action } заблокувати не можна
coup-refusal-only-target-blocks = заблокувати дію «{ $action }» може лише її ціль – { $target }, а не { $blocker }
coup-refusal-own-action-blocked = { $player } не може блокувати власну дію
coup-refusal-wrong-block-claim = «{ $claim }» не блокує дію «{ $action }»
coup-refusal-block-after-failed = оскарження вже зупинило дію «{ $action }», тож блокувати нічого
coup-refusal-blocker-out = { $player } на той момент уже поза грою й не може блокувати
coup-refusal-missing-loss = `lost` не каже, яку карту впливу { $player } відкриває через { $cause }
coup-refusal-wrong-loser = за `lost` карту відкриває { $written }, а вплив через { $cause } утрачає { $due }
coup-refusal-extra-loss = за `lost` { $player } відкриває карту, але { $due ->
    [0] ніхто не мусить нічого втрачати
    [one] належить утратити лише { $due } карту
    [few] належить утратити лише { $due } карти
    [many] належить утратити лише { $due } карт
   *[other] належить утратити лише { $due } карти
  }
coup-refusal-no-copy-left = усі карти «{ $character }» уже лежать горілиць, тож утратити таку не можна
coup-refusal-adjust-out = { $player } вже поза грою, тож гроші цього гравця змінити не можна
coup-refusal-adjust-nothing = `coins: 0` нічого не змінює
coup-refusal-beyond-treasury = у банку лише { $treasury ->
    [one] { $treasury } монета
    [few] { $treasury } монети
    [many] { $treasury } монет
   *[other] { $treasury } монети
  }, а це менше ніж { $coins }
coup-refusal-below-zero = { $player } має { $has ->
    [one] { $has } монету
    [few] { $has } монети
    [many] { $has } монет
   *[other] { $has } монети
  }, і зміна на { $coins } опустила б гроші нижче 0
coup-refusal-nothing-to-undo = нема чого скасовувати
coup-refusal-not-kept = цей запис не вдалося зберегти

# Чому належить утратити вплив – усередині відмов вище.
coup-cause-action-challenge = оскарження дії
coup-cause-block-challenge = оскарження блокування
coup-cause-coup = Переворот
coup-cause-assassination = замах

# Що приймається замість цього.
coup-accepted-only-undo-note = `undo` або `note`
coup-accepted-key = `{ $key }: …`
coup-accepted-without-key = той самий запис без `{ $key }`
coup-accepted-one-of = одне з: { $items }
coup-accepted-next-player = `player: { $next }`
coup-accepted-coup-target = `action: coup` із `target`: одне з імен { $targets }
coup-accepted-coins-action = дія, на яку вистачає грошей ({ $player }): { $actions }
coup-accepted-target = `target` – гравець, який ще в грі, але не той, хто діє: одне з імен { $targets }
coup-accepted-no-target = той самий запис без `target`
coup-accepted-steal-target = `target` – гравець, який має монети: одне з імен { $targets }
coup-accepted-no-steal-target = інша дія: більше ні в кого немає монет, які можна вкрасти
coup-accepted-exchange = `action: exchange` або, якщо гра йде з Інквізитором, `variant: inquisitor` у заголовку
coup-accepted-challenge-actions = оскаржити можна лише `tax`, `assassinate`, `steal`, `exchange` чи `examine` або блокування
coup-accepted-challenger = інший гравець, який ще в грі: одне з імен { $players }
coup-accepted-shown-false = `shown: false`
coup-accepted-block-actions = заблокувати можна лише `foreign_aid`, `assassinate` чи `steal`
coup-accepted-blocker = `block: {"{"}by: { $target }, …{"}"}`
coup-accepted-blocker-anyone = інший гравець, який ще в грі: одне з імен { $players }
coup-accepted-block-claim = `claim:` { $claims }
coup-accepted-no-block = той самий запис без `block`
coup-accepted-loss = `{ $player }: CHARACTER` наступним рядком у `lost`, де CHARACTER – один із персонажів { $characters }
coup-accepted-losses-due = `lost`, де рівно { $due ->
    [one] { $due } утрачена карта
    [few] { $due } утрачені карти
    [many] { $due } утрачених карт
   *[other] { $due } утраченої карти
  }, у порядку розв'язання
coup-accepted-no-loss = той самий запис без `lost`
coup-accepted-lost-character = персонаж, у якого ще є невідкрита карта: { $characters }
coup-accepted-adjust = `coins:` від { $least } до { $most }, але не 0
coup-accepted-nothing = нічого: цей запис не потрібен

# Що зробив запис.
coup-effect-paid = { $player } платить до банку { $coins ->
    [one] { $coins } монету
    [few] { $coins } монети
    [many] { $coins } монет
   *[other] { $coins } монети
  }.
coup-effect-challenged-shown = { $challenger } оскаржує заяву, що { $claimant } – { $character }: { $claimant } показує карту, повертає її в колоду двору й бере нову.
coup-effect-challenged-not-shown = { $challenger } оскаржує заяву, що { $claimant } – { $character }: { $claimant } карти не показує.
coup-effect-blocked = { $by } блокує як { $claim }.
coup-effect-lost = { $player } відкриває карту «{ $character }» ({ $cause }).
coup-effect-out = { $player } більше не має впливу й вибуває з гри.
coup-effect-failed-challenged = { $action } не вдається: заява не встояла.
coup-effect-failed-blocked = Дію «{ $action }» заблоковано.
coup-effect-refunded = { $player } отримує назад { $coins ->
    [one] { $coins } монету
    [few] { $coins } монети
    [many] { $coins } монет
   *[other] { $coins } монети
  }.
coup-effect-took = { $player } бере з банку { $coins ->
    [one] { $coins } монету
    [few] { $coins } монети
    [many] { $coins } монет
   *[other] { $coins } монети
  }.
coup-effect-took-short = { $player } бере з банку { $coins ->
    [one] { $coins } монету
    [few] { $coins } монети
    [many] { $coins } монет
   *[other] { $coins } монети
  }: це все, що там є, хоча належало { $due }.
coup-effect-stole = { $player } забирає { $coins ->
    [one] { $coins } монету
    [few] { $coins } монети
    [many] { $coins } монет
   *[other] { $coins } монети
  } – { $coins ->
    [one] її
   *[other] їх
  } віддає { $from }.
coup-effect-exchanged = { $player } робить обмін із колодою двору ({ $drawn ->
    [one] бере { $drawn } карту
    [few] бере { $drawn } карти
    [many] бере { $drawn } карт
   *[other] бере { $drawn } карти
  }); на столі нічого не змінюється.
coup-effect-examined = { $target } показує одну зі своїх карт, і { $player } дивиться на неї.
coup-effect-examined-forced = { $target } показує одну зі своїх карт; { $player } дивиться на неї й вимагає цю карту обміняти.
coup-effect-examined-kept = { $target } показує одну зі своїх карт; { $player } дивиться на неї й повертає.
coup-effect-nothing-to-hit = { $target } вже поза грою: відкривати більше нічого.
coup-effect-returned = { $player } повертає до банку { $coins ->
    [one] свою { $coins } монету
    [few] свої { $coins } монети
    [many] свої { $coins } монет
   *[other] свої { $coins } монети
  }.
coup-effect-game-over = Лише { $winner } ще має вплив і перемагає.
coup-effect-adjusted-up = Виправлення: { $player } бере з банку { $coins ->
    [one] { $coins } монету
    [few] { $coins } монети
    [many] { $coins } монет
   *[other] { $coins } монети
  }.
coup-effect-adjusted-down = Виправлення: { $player } повертає до банку { $coins ->
    [one] { $coins } монету
    [few] { $coins } монети
    [many] { $coins } монет
   *[other] { $coins } монети
  }.
coup-effect-noted = Нотатка: { $comment }
coup-effect-noted-empty = Нотатка.

# Як `state` розповідає про гру.
coup-state-turn = Хід { $turn } · ходить { $next }
coup-state-must-coup = { $next } має { $coins ->
    [one] { $coins } монету
    [few] { $coins } монети
    [many] { $coins } монет
   *[other] { $coins } монети
  } і мусить здійснити Переворот.
coup-state-over = Гру закінчено після { $turns ->
    [one] { $turns } ходу
    [few] { $turns } ходів
    [many] { $turns } ходів
   *[other] { $turns } ходу
  }: перемагає { $winner }.
coup-state-treasury = Банк: { $treasury ->
    [one] { $treasury } монета
    [few] { $treasury } монети
    [many] { $treasury } монет
   *[other] { $treasury } монети
  } · колода двору: { $deck ->
    [one] { $deck } карта
    [few] { $deck } карти
    [many] { $deck } карт
   *[other] { $deck } карти
  }
coup-state-player = { $coins ->
    [one] { $coins } монета
    [few] { $coins } монети
    [many] { $coins } монет
   *[other] { $coins } монети
  }, { $influence ->
    [0] поза грою
    [one] { $influence } вплив
    [few] { $influence } впливи
    [many] { $influence } впливів
   *[other] { $influence } впливу
  }
coup-state-face-up = ; відкриті: { $cards }
coup-state-unseen = Не відкрито: { $cards }
coup-state-unseen-one = { $character } { $copies }
coup-state-entries = Чинних записів: { $entries }

# Гра в списку минулих ігор.
coup-games-won = перемога: { $winner } – усі інші втратили вплив
coup-games-set = Coup
coup-games-set-variant = Coup, варіант «{ $character }»

# `mascarade rules --game coup`: гра, як її пояснюють за столом. Ідентифікатори правил у квадратних
# дужках лишаються тільки в довіднику (`--reference`); рядок, що починається з `LOG: `, теж.
coup-rules-title = Coup — правила
coup-rules-title-inquisitor = Coup з Інквізитором — правила
coup-rules-intro = Кожен гравець – голова могутньої родини в корумпованому місті-державі. Ваші дві карти долілиць – це ваш вплив при дворі; ви можете заявити, що маєте будь-якого персонажа, а будь-хто може зловити вас на блефі. Утратите обидві карти – вибуваєте з гри.
coup-rules-goal-heading = Мета гри
coup-rules-goal = Залишитися останнім гравцем, у якого ще є карта долілиць. Другого місця немає. [R-COUP-END-1]
coup-rules-setup-heading = Підготовка
coup-rules-setup-cards = Двір – це по { $copies ->
    [one] { $copies } карті
    [few] { $copies } карти
    [many] { $copies } карт
   *[other] { $copies } карти
  } кожного з п'яти персонажів: { $characters }. Перетасуйте карти, роздайте кожному гравцеві дві долілиць, а решту покладіть долілиць посередині: це колода двору. На свої карти можна дивитися будь-коли. [R-COUP-SETUP-2, R-COUP-SETUP-3]
coup-rules-setup-coins = Кожен бере 2 монети; монети завжди лежать на виду. Решта з 50 монет коробки – це банк. Монети ніколи не дарують і не позичають, а домовленості ні до чого не зобов'язують. [R-COUP-SETUP-4, R-COUP-SETUP-5]
coup-rules-setup-big = Якщо гравців 7 чи 8, беріть по 4 карти кожного персонажа, якщо 9 чи 10 – по 5 (додаткові карти є в доповненні Reformation). [R-COUP-BIG-1]
coup-rules-turn-heading = Ваш хід
coup-rules-turn-one = Гра йде за годинниковою стрілкою. У свій хід виконайте рівно одну дію; пропустити хід не можна. Можна виконати будь-яку дію, за яку ви можете заплатити, незалежно від того, чи маєте ви її персонажа. [R-COUP-TURN-1, R-COUP-TURN-2]
coup-rules-turn-forced = Якщо на початку ходу у вас 10 монет чи більше, ваша дія має бути Переворотом. [R-COUP-TURN-3]
coup-rules-turn-target = Дія з ціллю називає ціль одразу, коли дію оголошують: це інший гравець, який ще в грі. [R-COUP-TURN-4]
coup-rules-actions-heading = Дії
coup-rules-action-income = візьміть 1 монету з банку. Зупинити це ніхто не може. [R-COUP-ACT-1]
coup-rules-action-foreign-aid = візьміть 2 монети. Будь-хто може заблокувати, заявивши, що він – { $duke }. [R-COUP-ACT-2]
coup-rules-action-coup = заплатіть 7 монет: ваша ціль відкриває одну карту. Зупинити це ніхто не може. [R-COUP-ACT-3]
coup-rules-action-tax = заявіть, що ви – { $duke }: візьміть 3 монети. [R-COUP-ACT-4]
coup-rules-action-assassinate = заявіть, що ви – { $assassin }, і заплатіть 3 монети: ваша ціль відкриває одну карту. Ціль може заблокувати, заявивши, що вона – { $contessa }; 3 монети все одно сплачено. [R-COUP-ACT-5]
coup-rules-action-steal = заявіть, що ви – { $captain }: візьміть 2 монети в гравця, який їх має (1, якщо в нього лише 1). Ціль може заблокувати, заявивши, що вона – { $captain } або { $exchanger }. [R-COUP-ACT-6, R-COUP-ACT-9]
coup-rules-action-exchange = заявіть, що ви – { $ambassador }: візьміть 2 карти з колоди двору, із ваших карт долілиць і цих двох залиште собі стільки карт, скільки мали, а дві інші поверніть. [R-COUP-ACT-7]
coup-rules-action-exchange-inquisitor = заявіть, що ви – { $inquisitor }: візьміть 1 карту з колоди двору, за бажання обміняйте її на одну зі своїх, а одну карту поверніть. [R-COUP-INQ-2]
coup-rules-action-examine = заявіть, що ви – { $inquisitor }: ваша ціль показує вам одну зі своїх карт долілиць; ви повертаєте її власникові, або ж він мусить узяти нову карту з колоди двору, а потім покласти показану карту в цю колоду. [R-COUP-INQ-3]
coup-rules-blocks-heading = Блокування
coup-rules-blocks = Блокування – теж заява: той, хто блокує, може блефувати, і блокування можна оскаржити. Блокування, що встояло, зупиняє дію. Крадіжку чи Замах може заблокувати лише ціль; Іноземну допомогу – будь-хто інший. Заблокувати не можна: { $unblockable }. [R-COUP-BLOCK-1, R-COUP-BLOCK-2]
coup-rules-challenges-heading = Оскарження
coup-rules-challenge-who = Будь-який інший гравець, який ще в грі, може оскаржити заявленого персонажа – для дії чи для блокування, – поки гра не пішла далі. Дохід, Іноземна допомога й Переворот не вимагають заявляти персонажа, тож оскаржити їх не можна. [R-COUP-CHAL-1, R-COUP-CHAL-2]
coup-rules-challenge-shown = Гравець, чию заяву оскаржили, може показати цього персонажа: тоді той, хто оскаржив, утрачає вплив, а показану карту повертають у колоду двору й перетасовують її, перш ніж гравець візьме нову карту. [R-COUP-CHAL-3]
coup-rules-challenge-not-shown = Якщо гравець не може або не хоче показати персонажа, він утрачає вплив, а заява не спрацьовує: дія, що не вдалася, повертає свою ціну; блокування, що не вдалося, дає дії відбутися. [R-COUP-CHAL-3, R-COUP-CHAL-4]
coup-rules-challenge-order = Завжди в такому порядку: дія та її ціна, оскарження дії, потім блокування, потім оскарження блокування і наостанок наслідок дії. [R-COUP-CHAL-5]
coup-rules-lose-heading = Утрата впливу
coup-rules-lose-choose = Хто втрачає вплив, сам вибирає, яку зі своїх карт відкрити. Ця карта лежить горілиць перед ним до кінця гри. [R-COUP-LOSE-1]
coup-rules-lose-two = Ціль замаху може втратити обидві карти за один хід: якщо оскаржить заяву, що нападник – { $assassin }, і помилиться, або заблокує, заявивши, що вона – { $contessa }, але не покаже цієї карти. [R-COUP-LOSE-2]
coup-rules-lose-out = Коли обидві ваші карти лежать горілиць, ви вибуваєте з гри: ваші монети повертаються до банку, щойно хід закінчиться. [R-COUP-LOSE-3]
coup-rules-two-heading = Двоє гравців
coup-rules-two-coins = Гравець, який починає, бере лише 1 монету. [R-COUP-2P-1]
coup-rules-two-sets = Варіант для двох: розкладіть карти на три набори, у кожному по одній карті кожного персонажа. Кожен гравець бере набір, таємно залишає собі одну карту, а решту чотири, не показуючи, відкладає; третій набір перетасуйте й роздайте по одній карті кожному, а три останні карти стають колодою двору. [R-COUP-2P-2]
coup-rules-inquisitor-heading = Інквізитор
coup-rules-inquisitor = Варіант для будь-якої кількості гравців: карти «{ $inquisitor }» замінюють усі карти «{ $ambassador }». Цей персонаж обмінює одну карту замість двох, може допитати іншого гравця, подивившись одну його карту, і блокує крадіжку. [R-COUP-INQ-1, R-COUP-INQ-4]
coup-rules-companion-heading = Що застосунок пам'ятає за вас
coup-rules-companion = Монети й банк, чий хід і вимушений Переворот, кожну відкриту карту й хто поза грою, а також скільки карт кожного персонажа ще ніхто не бачив горілиць. Про карти долілиць застосунок ніколи не питає. [R-COUP-TRACK-1, R-COUP-TRACK-2]
coup-rules-log-turn = LOG: Хід – це один запис: `action`, `player`, `target`, потім `challenge: {"{"}by, shown{"}"}`, `block: {"{"}by, claim, challenge{"}"}` і `lost:` – відкриті карти в порядку розв'язання.

# Публічне табло (`mascarade board`).
coup-board-treasury = Банк
coup-board-last-turn = Останній хід
coup-board-no-turn = Ще ніхто не ходив.
coup-board-unseen-one = { $character }: { $copies } з { $total } ще не відкрито
coup-board-influence = { $influence ->
    [0] поза грою
    [one] { $influence } вплив
    [few] { $influence } впливи
    [many] { $influence } впливів
   *[other] { $influence } впливу
  }

# Перегляд партії (`mascarade replay`).
coup-replay-title = Coup · повтор · { $at } · { $file }
coup-replay-at-start = { $total ->
    [one] початок, усього { $total } запис
    [few] початок, усього { $total } записи
   *[other] початок, усього { $total } записів
  }
coup-replay-at-turn = запис { $entry } з { $total }, хід { $turn }
coup-replay-at-entry = запис { $entry } з { $total }
coup-replay-entry = {" "}Що сталося{" "}
coup-replay-start = Початок: у кожного стартові монети й дві карти долілиць. → – переглядати гру крок за кроком.

## Стіл: ведучий уводить хід, по одному факту.
coup-table-title = Coup · { $state } · { $file }
# Стан у заголовку, коли гру завершено: коротко, щоб поруч умістилася назва журналу.
coup-table-title-over = гру завершено, перемога: { $winner }
coup-table-seats = {" "}Стіл{" "}
coup-table-unseen = {" "}Невідкриті карти{" "}
coup-table-history = {" "}Що сталося{" "}
coup-table-turn = {" "}Хід { $turn }{" "}
coup-table-preview = {" "}Перед збереженням{" "}
coup-table-fix = {" "}Виправлення{" "}
coup-table-note = {" "}Примітка{" "}
coup-table-over = {" "}Гру завершено{" "}
coup-table-coins = { $coins ->
    [one] { $coins } монета
    [few] { $coins } монети
    [many] { $coins } монет
   *[other] { $coins } монети
  }
coup-table-out = поза грою
coup-table-must-coup = мусить здійснити Переворот
coup-table-unseen-one = [{ $key }] { $character }: { $copies } з { $total }
coup-table-all-face-up = { $character }: усі примірники відкрито, тож заява про цю карту – блеф
coup-table-nothing-yet = Поки нічого: гра починається.
coup-ask-action = Хід гравця { $player }: яка дія?
coup-ask-target = { $player }: { $action }, проти кого?
coup-ask-challenge = Чи хтось оскаржує, що { $claimant } – { $character }?
coup-ask-challenge-block = Чи хтось оскаржує блокування гравця { $claimant } як { $character }?
coup-ask-block = Чи хтось блокує дію «{ $action }»?
coup-ask-loss = Яку карту відкриває { $player }? ({ $cause })
coup-ask-forced = { $target } показує карту, { $player } дивиться на неї: чи вимагає { $player } цю карту обміняти?
coup-ask-preview = Enter зберігає цей хід; Esc – крок назад.
coup-choice-nobody = ніхто
coup-choice-challenger = { $player } оскаржує
coup-choice-shown = показано: у { $claimant } була карта «{ $character }»
coup-choice-not-shown = не показано
coup-choice-forced = так: { $target } обмінює карту
coup-choice-kept = ні: { $target } лишає карту собі
coup-choice-block = { $player } блокує як { $character }
coup-choice-blocker = { $player } блокує
coup-no-such-key = { $key } – жоден із варіантів на екрані: натисніть клавішу в квадратних дужках або ? для довідки.
coup-loss-own-key = Яку карту відкрити, вирішує { $player }: натисніть клавішу цієї карти (сам Enter жодної не вибирає).
coup-adjust-whose = Виправлення: чиї монети?
coup-adjust-coins = { $player } має { $coins ->
    [one] { $coins } монету
    [few] { $coins } монети
    [many] { $coins } монет
   *[other] { $coins } монети
  }: скільки взяти з банку (+) або повернути до нього (−)? Введіть число й натисніть Enter.
coup-adjust-not-a-number = «{ $typed }» – не кількість монет: введіть, наприклад, +2 або −1.
coup-adjust-out-of-range = { $player } може отримати від { $least } до +{ $most } (що має сам, що є в банку), а не { $typed }: введіть число з цього проміжку, відмінне від 0.
coup-note-prompt = Примітка до історії гри: введіть її й натисніть Enter.
coup-over-out = Вибули по черзі: { $players }

## Нова гра: форма налаштування, потім що дістати з коробки.
coup-setup-title = Coup · нова гра
coup-setup-form = {" "}Стіл{" "}
coup-setup-about = {" "}Пояснення{" "}
coup-setup-players = Гравці за годинниковою стрілкою (введіть ім'я, Enter)
coup-setup-first = Перший гравець
coup-setup-first-default = перший за столом
coup-setup-variant = Варіант
coup-setup-variant-ambassador = базова гра (Посол)
coup-setup-variant-inquisitor = Інквізитор замість Посла
coup-setup-copies = Карт кожного персонажа
coup-setup-copies-auto = { $copies } (для { $players } гравців)
coup-setup-deal = Роздача
coup-setup-deal-standard = звичайна
coup-setup-deal-sets = роздача наборами для двох
coup-setup-coins = Монет на початку
coup-setup-treasury = Монет у коробці
coup-setup-teach-players = Посадіть від 2 до 10 гравців за годинниковою стрілкою: кожен сидить ліворуч від попереднього. Backspace на порожньому імені прибирає останнього.
coup-setup-teach-first = Гравець, який робить перший хід; далі – за годинниковою стрілкою.
coup-setup-teach-variant = Інквізитор замінює Посла: обмінює одну карту, може подивитися карту іншого гравця й блокує крадіжку.
coup-setup-teach-copies = По 3 карти кожного персонажа до 6 гравців, по 4 для 7 чи 8, по 5 для 9 чи 10 (у «Реформації» є додаткові карти). Змінюйте клавішами ◀ ▶.
coup-setup-teach-deal = Для двох – варіант із правил: три набори по одній карті кожного персонажа; кожен гравець залишає одну карту свого набору, а чотири відкладає, ніким не бачені.
coup-setup-teach-coins = Кожен починає з 2 монетами (у грі вдвох перший гравець – з однією менше). Домашнє правило може це змінити; журнал це зберігає.
coup-setup-teach-treasury = У коробці 50 монет; банк – це монети, яких немає в жодного гравця. Домашнє правило може це змінити; журнал це зберігає.
coup-deal-title = {" "}Перед першим ходом{" "}
coup-deal-take = Дістаньте з коробки по { $copies } карти кожного з цих персонажів: { $characters } (разом { $cards }). Решту покладіть назад.
coup-deal-shuffle = Перетасуйте й роздайте кожному по 2 карти сорочкою догори; решта ({ $deck }) – колода двору, сорочкою догори посередині.
coup-deal-sets = Складіть три набори по одній карті кожного персонажа. Кожен гравець бере набір, таємно залишає одну карту, а інші чотири відкладає сорочкою догори, ніким не бачені. Перетасуйте третій набір і роздайте кожному по карті; останні три – колода двору.
coup-deal-coins = Дайте кожному гравцеві { $coins ->
    [one] { $coins } монету
    [few] { $coins } монети
    [many] { $coins } монет
   *[other] { $coins } монети
  }; у банку лишається { $treasury }.
coup-deal-coins-two = Дайте кожному гравцеві { $coins ->
    [one] { $coins } монету
    [few] { $coins } монети
    [many] { $coins } монет
   *[other] { $coins } монети
  }, але { $first }, хто ходить першим, – { $first_coins }; у банку лишається { $treasury }.
coup-deal-memory-aid = З підказкою пам'яті: біля кожного місця видно, що заявляв гравець, на екрані столу (m ховає) і на публічних табло.
coup-deal-first = Enter: перший хід, хід гравця { $first }.
coup-setup-heading = { $label }:
coup-setup-field = { $label }: { $value }

## Показники Coup у клубі (mascarade stats).
coup-stats-games = { $games ->
    [one] { $games } гра
    [few] { $games } гри
    [many] { $games } ігор
   *[other] { $games } гри
  } (закінчено: { $finished }, не закінчено: { $unfinished })
coup-stats-players-heading = Гравці (частка перемог у закінчених іграх)
coup-stats-bluffing-heading = Заяви: оскаржено, викрито, захищено
coup-stats-challenges-heading = Оскарження та блокування
coup-stats-characters-heading = Персонажі
coup-stats-length-heading = Скільки тривали ігри
coup-stats-col-lost = Втрачено карт
coup-stats-col-eliminations = Вибили
coup-stats-col-out = Вибули
coup-stats-col-claims = Заяви
coup-stats-col-challenged = Оскаржено
coup-stats-col-caught = Викрито
coup-stats-col-defended = Захищено
coup-stats-col-challenges = Оскаржень
coup-stats-col-won = Влучних
coup-stats-col-blocks = Блоків
coup-stats-col-blocks-challenged = Блоків оскаржено
coup-stats-col-turned-up = Відкрито
coup-md-title = Coup, { $when } ({ $length })
coup-md-end = Як гра закінчилася для кожного
coup-md-coins = Монети
coup-md-face-up = Відкриті
coup-stats-heading = Coup

## The printable player aid (mascarade aid --game coup).
coup-aid-title = Coup · гравців: { $players }
coup-aid-more = Усі правила гри: mascarade rules --game coup.

# Хто що зробив: перше речення в історії кожного ходу.
coup-effect-declared-income = { $player } бере Дохід.
coup-effect-declared-foreign-aid = { $player } бере Іноземну допомогу.
coup-effect-declared-coup = { $player } влаштовує Переворот; ціль – { $target }.
coup-effect-declared-tax = { $player } як { $character } бере Податок.
coup-effect-declared-assassinate = { $player } як { $character } готує Замах; ціль – { $target }.
coup-effect-declared-steal = { $player } як { $character } іде на Крадіжку; ціль – { $target }.
coup-effect-declared-exchange = { $player } як { $character } робить Обмін.
coup-effect-declared-examine = { $player } як { $character } влаштовує Допит; ціль – { $target }.

# Що забрало скасування.
coup-effect-undone = Скасовано: { $what }.
coup-effect-undone-changes = Скасовано: { $what } — { $changes }.
coup-undid-turn = хід { $turn }, { $player }: { $action }
coup-undid-entry = { $action } (запис { $entry })
coup-undid-coins = { $who } { $made }→{ $back }
coup-undid-treasury = банк
coup-undid-face-down = { $player }: { $character } знову долілиць
coup-redone = { $what } — { $first }

# Панель невидимих карт, коли речення не вміщається в рядок.
coup-table-all-face-up-short = [{ $key }] { $character }: 0 з { $total } · блеф
coup-table-treasury = Банк: { $treasury ->
    [one] { $treasury } монета
    [few] { $treasury } монети
    [many] { $treasury } монет
   *[other] { $treasury } монети
  }
coup-table-deck = Колода двору: { $deck ->
    [one] { $deck } карта
    [few] { $deck } карти
    [many] { $deck } карт
   *[other] { $deck } карти
  }

# Проблеми екрана налаштування, словами форми.
coup-form-player-count = { $players ->
    [0] Гравців ще немає: введіть кожне ім'я й натисніть Enter (у Coup грають від 2 до 10)
    [1] Лише 1 гравець: у Coup грають від 2 до 10
    [one] { $players } гравець: у Coup грають щонайбільше 10
    [few] { $players } гравці: у Coup грають щонайбільше 10
    [many] { $players } гравців: у Coup грають щонайбільше 10
   *[other] { $players } гравця: у Coup грають щонайбільше 10
  }
coup-form-name-empty = Одне ім'я порожнє: введіть ім'я гравця
coup-form-name-spaces = «{ $name }» має пробіли на початку чи в кінці: введіть без них
coup-form-name-unsafe = «{ $name }» містить розрив рядка, керівний чи невидимий символ або зміну напрямку тексту: введіть лише літери, цифри й пробіли
coup-form-name-too-long = «{ $name }» довше за { $most } символів: скоротіть його
coup-form-same-name = «{ $first }» і «{ $second }» – те саме ім'я (регістр не розрізняє гравців): дайте одному з них інше
coup-form-unknown-first = Першого гравця, «{ $name }», немає серед гравців; виберіть одного з них: { $players }
coup-form-seated-twice = «{ $name }» сидить двічі: дайте одному з них інше ім'я
coup-form-deck-too-small = Для { $players } гравців { $copies } карти кожного персонажа залишають у колоді двору менше 2 карт: виберіть { $least } чи більше
coup-form-sets-players = Роздача наборами – для двох гравців, а сидять { $players }: виберіть звичайну роздачу
coup-form-sets-copies = Роздача наборами потребує 3 карт кожного персонажа, а не { $copies }
coup-form-coins-beyond-treasury = Разом гравці починають, маючи { $needed ->
    [one] { $needed } монету
    [few] { $needed } монети
    [many] { $needed } монет
   *[other] { $needed } монети
  }, а це більше, ніж { $treasury } у коробці: зменште монети на початку або додайте монет у коробку

# The table: refusals said on screen, an undo with nothing to undo, a correction typed, a turn in what happened.
coup-screen-refusal = { $problem } ({ $rule }).
coup-adjust-digits-only = «{ $typed }» – не цифра: введіть кількість монет цифрами, спереду + чи −, щоб дати чи забрати.
coup-adjust-empty = Спершу введіть кількість монет: +2 дає 2 з банку, −1 повертає 1 до нього.
coup-history-turn = { $turn }. { $said }
coup-ask-shown = { $who }: карту показано?
coup-ask-block-as = { $who }: як який персонаж?
coup-key-clear = стерти рядок

## `--help`: кожна команда й аргумент (help-КОМАНДА і help-КОМАНДА--АРГУМЕНТ), заголовки

variant-unknown = «{ $variant }» – не варіант Coup: напишіть ambassador або inquisitor
deal-unknown = «{ $deal }» – не спосіб роздачі Coup: напишіть standard або sets (двоє гравців)
cli-rules-coup-character = Усі персонажі Coup описані на одній сторінці: mascarade rules --game coup
cli-simulate-coup-players = Coup – для 2–10 гравців, не для { $players }
cli-simulate-wrote-coup = Записано { $games ->
    [one] { $games } партію
    [few] { $games } партії
   *[other] { $games } партій
 } Coup на { $players } гравців ({ $entries } записів) у { $folder }

## Екрани: головне меню, минулі ігри, повтор, довідка, рамка

start-new-coup = Нова гра в Coup

## The memory aid: what each player has claimed, beside their seat
coup-memory-heading = Що заявив кожен гравець
coup-claims-legend = 2: заявляв двічі · ✓ показав, щоб довести · ✗ блеф викрито
coup-table-claims = {" "}Заяви · невідкриті{" "}
coup-key-claims = заяви
coup-table-unseen-row = невідкриті з { $total }
coup-setup-memory-aid = Підказка пам'яті
coup-setup-memory-aid-off = вимкнено
coup-setup-memory-aid-on = увімкнено
coup-setup-teach-memory-aid = Для столу новачків: біля кожного місця — персонажі, яких цей гравець заявляв у грі, скільки разів, і які він довів, показавши карту. Гравці мають пам'ятати це самі, тож підказку вимкнено, якщо її не обрати; журнал зберігає вибір.

## Its options on the command line (`--help`): the same on every command that takes them,
## unless a command says its own.
help-option--variant = Coup: ambassador (базова гра, типово) або inquisitor
help-option--deal = Coup на двох: standard (типово) або sets
