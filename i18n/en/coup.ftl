## Coup's words: its characters and actions, its setup problems, its refusals, what each entry
## did, and how `state` says a game. Words between backticks are the log's and stay as they are;
## so do the character and action names in what would be accepted (`Duke`, `foreign_aid`),
## which are the ones the log writes.

coup-game-name = Coup

# The characters.
coup-character-duke = Duke
coup-character-assassin = Assassin
coup-character-captain = Captain
coup-character-ambassador = Ambassador
coup-character-inquisitor = Inquisitor
coup-character-contessa = Contessa

# The actions, as a host reads them.
coup-action-income = Income
coup-action-foreign_aid = Foreign Aid
coup-action-coup = Coup
coup-action-tax = Tax
coup-action-assassinate = Assassinate
coup-action-steal = Steal
coup-action-exchange = Exchange
coup-action-examine = Examine
coup-action-adjust = a correction
coup-action-undo = an undo
coup-action-note = a note

# An action as a sentence of the table speaks of it, in the middle of its words: "Does anyone
# block the assassination?", "The theft is blocked.", "Ana's Income". The names above are
# labels (a choice, a heading, an entry's action in a refusal); an action's name is no noun
# ("block the Assassinate").
coup-deed-income = Income
coup-deed-foreign_aid = Foreign Aid
coup-deed-coup = Coup
coup-deed-tax = Tax
coup-deed-assassinate = assassination
coup-deed-steal = theft
coup-deed-exchange = exchange
coup-deed-examine = examination
coup-deed-adjust = correction
coup-deed-undo = undo
coup-deed-note = note

# Setup problems: each names the header's key at fault.
coup-setup-format = `format` says "{ $found }": a Coup log says `format: coup-log/1`
coup-setup-player-count = `players` lists { $players ->
    [one] 1 player
   *[other] { $players } players
  }: Coup is for 2 to 10 players
coup-setup-name-empty = `players` has an empty name: write each player's name
coup-setup-name-spaces = `players`: "{ $name }" has spaces before or after it: write it without them
coup-setup-name-unsafe = `players`: "{ $name }" holds a line break, a control or invisible character, or a direction override: use letters, digits and spaces
coup-setup-name-too-long = `players`: "{ $name }" is longer than { $most } characters
coup-setup-same-name = `players`: "{ $first }" and "{ $second }" are the same name (case does not tell players apart): give one of them another
coup-setup-unknown-first = `first` is "{ $name }", who is not among the players: write one of { $players }
coup-setup-unknown-variant = `variant` is "{ $found }": write `ambassador` (the base game) or `inquisitor`
coup-setup-unknown-deal = `deal` is "{ $found }": write `standard` or `sets` (the two-player variant)
coup-setup-deck-too-small = `copies` is { $copies }: with { $players } players the court deck would start with fewer than 2 cards; write { $least } or more, or leave `copies` out ({ $default } for { $players } players)
coup-setup-sets-players = `deal: sets` is the two-player variant, and { $players } players are listed: write `deal: standard` or leave it out
coup-setup-sets-copies = `deal: sets` needs 3 copies of each character (15 cards), and `copies` is { $copies }
coup-setup-coins-beyond-treasury = the players start with { $needed } coins together, more than the { $treasury } of `rules.treasury`: lower `rules.starting_coins` or raise `rules.treasury`

# A refusal's problem ("what is wrong").
coup-refusal-game-over = the game is over ({ $winner } won), so { $action } is not taken
coup-refusal-missing-key = { $action } needs `{ $key }`
coup-refusal-key-not-for = { $action } does not take `{ $key }`
coup-refusal-unknown-player = `{ $key }` names "{ $name }", who is not a player
coup-refusal-unknown-character = `{ $key }` names "{ $name }", which is not a character of this game
coup-refusal-not-their-turn = it is { $next }'s turn, not { $player }'s
coup-refusal-actor-out = { $player } is out of the game; it is { $next }'s turn
coup-refusal-must-coup = { $player } starts the turn with { $coins } coins, so a Coup is the only action allowed, not { $action }
coup-refusal-cannot-afford = { $action } costs { $cost } coins and { $player } has { $coins }
coup-refusal-missing-target = { $action } needs a `target`
coup-refusal-target-not-taken = { $action } has no target
coup-refusal-own-target = { $player } cannot target themself
coup-refusal-target-out = { $target } is out of the game and cannot be targeted
coup-refusal-nothing-to-steal = { $target } has no coins to steal (D-6)
coup-refusal-examine-without-inquisitor = Examine is the Inquisitor's, and this game plays with the Ambassador (`variant: ambassador`)
coup-refusal-not-challengeable = { $action } claims no character, so it cannot be challenged
coup-refusal-own-claim = { $player } cannot challenge { $block ->
    [yes] their own block
   *[no] their own action
  }
coup-refusal-challenger-out = { $player } is out of the game by then and cannot challenge
coup-refusal-cannot-be-shown = every { $character } is already face up, so none can be shown
coup-refusal-not-blockable = { $action } cannot be blocked
coup-refusal-only-target-blocks = only { $target }, the target, may block { $action }, not { $blocker }
coup-refusal-own-action-blocked = { $player } cannot block their own action
coup-refusal-wrong-block-claim = "{ $claim }" does not block { $action }
coup-refusal-block-after-failed = the challenge already stopped { $action }, so there is nothing left to block
coup-refusal-blocker-out = { $player } is out of the game by then and cannot block
coup-refusal-missing-loss = `lost` does not say which influence { $player } turned face up for { $cause }
coup-refusal-wrong-loser = `lost` has { $written } turning a card face up where { $due } loses one, for { $cause }
coup-refusal-extra-loss = `lost` has { $player } turning a card face up, and { $due ->
    [0] no loss is due
    [one] only one loss is due
   *[other] only { $due } losses are due
  }
coup-refusal-no-copy-left = every { $character } is already face up, so none can be lost
coup-refusal-adjust-out = { $player } is out of the game, so their coins cannot change
coup-refusal-adjust-nothing = `coins: 0` changes nothing
coup-refusal-beyond-treasury = the treasury holds { $treasury ->
    [one] 1 coin
   *[other] { $treasury } coins
  }, fewer than { $coins }
coup-refusal-below-zero = { $player } has { $has ->
    [one] 1 coin
   *[other] { $has } coins
  }, and { $coins } would leave them below 0
coup-refusal-nothing-to-undo = there is nothing to undo
coup-refusal-not-kept = the entry could not be kept

# Why a loss is due, inside the refusals above.
coup-cause-action-challenge = the challenge of the action
coup-cause-block-challenge = the challenge of the block
coup-cause-coup = the Coup
coup-cause-assassination = the assassination

# What would be accepted instead.
coup-accepted-only-undo-note = `undo` or `note`
coup-accepted-key = `{ $key }: …`
coup-accepted-without-key = the entry without `{ $key }`
coup-accepted-one-of = one of { $items }
coup-accepted-next-player = `player: { $next }`
coup-accepted-coup-target = `action: coup` with a `target`: one of { $targets }
coup-accepted-coins-action = an action { $player } can afford: { $actions }
coup-accepted-target = a `target` still in the game other than the actor: one of { $targets }
coup-accepted-no-target = the entry without `target`
coup-accepted-steal-target = a `target` with coins: one of { $targets }
coup-accepted-no-steal-target = another action: nobody else has coins to steal
coup-accepted-exchange = `action: exchange`, or `variant: inquisitor` in the header when the game plays with the Inquisitor
coup-accepted-challenge-actions = a challenge only of `tax`, `assassinate`, `steal`, `exchange` or `examine`, or of a block
coup-accepted-challenger = another player still in the game: one of { $players }
coup-accepted-shown-false = `shown: false`
coup-accepted-block-actions = a block only of `foreign_aid`, `assassinate` or `steal`
coup-accepted-blocker = `block: {"{"}by: { $target }, …{"}"}`
coup-accepted-blocker-anyone = another player still in the game: one of { $players }
coup-accepted-block-claim = `claim:` { $claims }
coup-accepted-no-block = the entry without `block`
coup-accepted-loss = `{ $player }: CHARACTER` next in `lost`, CHARACTER one of { $characters }
coup-accepted-losses-due = `lost` with exactly { $due ->
    [one] one loss
   *[other] { $due } losses
  }, in the order of resolution
coup-accepted-no-loss = the entry without `lost`
coup-accepted-lost-character = a character with a copy left unseen: { $characters }
coup-accepted-adjust = `coins:` from { $least } to { $most }, not 0
coup-accepted-nothing = nothing: the entry is not needed

# What an entry did.
coup-effect-paid = { $player } pays { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
  } to the treasury.
coup-effect-challenged-shown = { $challenger } challenges { $claimant }'s { $character }: { $claimant } shows it, returns it to the court deck and draws a new card.
coup-effect-challenged-not-shown = { $challenger } challenges { $claimant }'s { $character }: { $claimant } does not show it.
coup-effect-blocked = { $by } blocks, claiming the { $claim }.
coup-effect-lost = { $player } turns the { $character } face up ({ $cause }).
coup-effect-out = { $player } has no influence left and is out.
coup-effect-failed-challenged = The { $action } fails: its claim did not stand.
coup-effect-failed-blocked = The { $action } is blocked.
coup-effect-refunded = { $player } gets { $coins ->
    [one] the 1 coin
   *[other] the { $coins } coins
  } back.
coup-effect-took = { $player } takes { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
  } from the treasury.
coup-effect-took-short = { $player } takes { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
  } from the treasury: all it holds of the { $due } due.
coup-effect-stole = { $player } takes { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
  } from { $from }.
coup-effect-exchanged = { $player } exchanges with the court deck ({ $drawn ->
    [one] draws 1 card
   *[other] draws { $drawn } cards
  }); nothing public changes.
coup-effect-examined = { $player } looks at one of { $target }'s cards.
coup-effect-examined-forced = { $player } looks at one of { $target }'s cards and makes them exchange it.
coup-effect-examined-kept = { $player } looks at one of { $target }'s cards and hands it back.
coup-effect-nothing-to-hit = { $target } is already out: nothing left to hit.
coup-effect-returned = { $player }'s { $coins ->
    [one] 1 coin returns
   *[other] { $coins } coins return
  } to the treasury.
coup-effect-game-over = { $winner } is the last with influence and wins.
coup-effect-adjusted-up = Correction: { $player } gets { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
  } from the treasury.
coup-effect-adjusted-down = Correction: { $player } returns { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
  } to the treasury.
coup-effect-noted = Note: { $comment }
coup-effect-noted-empty = Note.

# How `state` says a game.
coup-state-turn = Turn { $turn } · { $next } to play
coup-state-must-coup = { $next } has { $coins } coins and must launch a Coup.
coup-state-over = Over after { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
  }: { $winner } wins.
coup-state-treasury = Treasury: { $treasury ->
    [one] 1 coin
   *[other] { $treasury } coins
  } · court deck: { $deck ->
    [one] 1 card
   *[other] { $deck } cards
  }
coup-state-player = { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
  }, { $influence ->
    [0] out
    [one] 1 influence
   *[other] { $influence } influences
  }
coup-state-face-up = ; face up: { $cards }
coup-state-unseen = Unseen: { $cards }
coup-state-unseen-one = { $character } { $copies }
coup-state-entries = { $entries ->
    [one] 1 entry
   *[other] { $entries } entries
  } in effect

# A game in the list of past games.
coup-games-won = { $winner } won, the last with influence
coup-games-set = Coup
coup-games-set-variant = Coup with the { $character }

# `mascarade rules --game coup`: the game taught at the table. Rule ids between brackets are
# said only in the reference (`--reference`); a line starting `LOG: ` too.
coup-rules-title = Coup — the rules
coup-rules-title-inquisitor = Coup with the Inquisitor — the rules
coup-rules-intro = Every player is the head of a powerful family in a corrupt city-state. Your two face-down cards are your influence at court; you may claim to hold any character, and anyone may call your bluff. Lose both cards and you are out.
coup-rules-goal-heading = The goal
coup-rules-goal = Be the last player with a face-down card. There is no second place. [R-COUP-END-1]
coup-rules-setup-heading = Setting up
coup-rules-setup-cards = The court is { $copies } cards of each of five characters: { $characters }. Shuffle, deal two face down to each player, and put the rest face down in the middle: the court deck. Look at your own cards whenever you like. [R-COUP-SETUP-2, R-COUP-SETUP-3]
coup-rules-setup-coins = Everyone takes 2 coins; coins are always in plain sight. The rest of the box's 50 coins is the treasury. Coins are never given or lent, and deals are never binding. [R-COUP-SETUP-4, R-COUP-SETUP-5]
coup-rules-setup-big = With 7 or 8 players use 4 cards of each character, with 9 or 10 use 5 (Reformation has the extra cards). [R-COUP-BIG-1]
coup-rules-turn-heading = Your turn
coup-rules-turn-one = Play goes clockwise. On your turn take exactly one action; you cannot pass. You may take any action you can pay for, whether or not you hold its character. [R-COUP-TURN-1, R-COUP-TURN-2]
coup-rules-turn-forced = If you start your turn with 10 coins or more, your action must be a Coup. [R-COUP-TURN-3]
coup-rules-turn-target = An action with a target names it when it is announced: another player still in the game. [R-COUP-TURN-4]
coup-rules-actions-heading = The actions
coup-rules-action-income = take 1 coin from the treasury. Nobody can stop it. [R-COUP-ACT-1]
coup-rules-action-foreign-aid = take 2 coins. Anyone may block it by claiming the { $duke }. [R-COUP-ACT-2]
coup-rules-action-coup = pay 7 coins: your target turns a card face up. Nobody can stop it. [R-COUP-ACT-3]
coup-rules-action-tax = claim the { $duke }: take 3 coins. [R-COUP-ACT-4]
coup-rules-action-assassinate = claim the { $assassin } and pay 3 coins: your target turns a card face up. The target may block by claiming the { $contessa }; the 3 coins stay paid. [R-COUP-ACT-5]
coup-rules-action-steal = claim the { $captain }: take 2 coins from a player who has some (1 if they have 1). The target may block by claiming the { $captain } or the { $exchanger }. [R-COUP-ACT-6, R-COUP-ACT-9]
coup-rules-action-exchange = claim the { $ambassador }: draw 2 cards from the court deck, keep as many of your face-down cards and those as you had, and return the other two. [R-COUP-ACT-7]
coup-rules-action-exchange-inquisitor = claim the { $inquisitor }: draw 1 card from the court deck, swap it for one of yours if you like, and return one. [R-COUP-INQ-2]
coup-rules-action-examine = claim the { $inquisitor }: your target shows you one of their face-down cards; you hand it back, or they must draw a new card from the court deck and then return the one shown to it. [R-COUP-INQ-3]
coup-rules-blocks-heading = Blocking
coup-rules-blocks = A block is a claim too: the blocker may be bluffing, and it can be challenged. A block that stands stops the action. Only the target may block a theft or an assassination; anyone else may block Foreign Aid. { $unblockable } cannot be blocked. [R-COUP-BLOCK-1, R-COUP-BLOCK-2]
coup-rules-challenges-heading = Challenging
coup-rules-challenge-who = Any other player still in the game may challenge a character claimed, for an action or a block, before play moves on. Income, Foreign Aid and Coup claim no character and cannot be challenged. [R-COUP-CHAL-1, R-COUP-CHAL-2]
coup-rules-challenge-shown = The challenged player may show the character: the challenger loses an influence, and the shown card goes back into the court deck, which is shuffled before they draw a new card. [R-COUP-CHAL-3]
coup-rules-challenge-not-shown = If they cannot, or will not, show it, they lose an influence and the claim fails: a failed action returns its cost; a failed block lets the action happen. [R-COUP-CHAL-3, R-COUP-CHAL-4]
coup-rules-challenge-order = Always in this order: the action and its cost, a challenge of it, then a block, then a challenge of the block, and last the action's effect. [R-COUP-CHAL-5]
coup-rules-lose-heading = Losing influence
coup-rules-lose-choose = Whoever loses an influence chooses which of their cards to turn face up. It stays face up in front of them for the rest of the game. [R-COUP-LOSE-1]
coup-rules-lose-two = The target of an assassination who challenges the { $assassin } and is wrong, or who blocks with a { $contessa } they do not show, can lose both cards in one turn. [R-COUP-LOSE-2]
coup-rules-lose-out = With both cards face up you are out: your coins go back to the treasury when the turn is over. [R-COUP-LOSE-3]
coup-rules-two-heading = Two players
coup-rules-two-coins = The starting player takes only 1 coin. [R-COUP-2P-1]
coup-rules-two-sets = A variant for two: split the cards into three sets of one of each character. Each player takes a set, keeps one card secretly and puts the other four aside unseen; shuffle the third set, deal one card each, and the last three are the court deck. [R-COUP-2P-2]
coup-rules-inquisitor-heading = The Inquisitor
coup-rules-inquisitor = A variant at any number of players: the { $inquisitor } replaces every { $ambassador }. It exchanges one card instead of two, can examine another player's card, and blocks stealing. [R-COUP-INQ-1, R-COUP-INQ-4]
coup-rules-companion-heading = What the companion keeps for you
coup-rules-companion = Coins and the treasury, whose turn and the forced Coup, every card face up and who is out, and how many copies of each character nobody has seen face up yet. It never asks for a face-down card. [R-COUP-TRACK-1, R-COUP-TRACK-2]
coup-rules-log-turn = LOG: A turn is one entry: `action`, `player`, `target`, then `challenge: {"{"}by, shown{"}"}`, `block: {"{"}by, claim, challenge{"}"}` and `lost:`, the cards turned face up in the order of resolution.

# The public board (`mascarade board`).
coup-board-treasury = Treasury
coup-board-last-turn = Last turn
coup-board-no-turn = No turn played yet.
coup-board-unseen-one = { $character }: { $copies } of { $total } unseen
coup-board-influence = { $influence ->
    [0] out
    [one] 1 influence
   *[other] { $influence } influences
  }

# Stepping through a game (`mascarade replay`).
coup-replay-title = Coup · replay · { $at } · { $file }
coup-replay-at-start = the start, { $total ->
    [one] 1 entry
   *[other] { $total } entries
  }
coup-replay-at-turn = entry { $entry } of { $total }, turn { $turn }
coup-replay-at-entry = entry { $entry } of { $total }
coup-replay-entry = {" "}What it did{" "}
coup-replay-start = The start: everyone has their starting coins and two cards face down. → to step through the game.

## The table: the host enters a turn one fact at a time.
coup-table-title = Coup · { $state } · { $file }
# The title's state once the game is over: short, so that the log's name fits beside it.
coup-table-title-over = game over, { $winner } wins
coup-table-seats = {" "}Table{" "}
coup-table-unseen = {" "}Unseen cards{" "}
coup-table-history = {" "}What happened{" "}
coup-table-turn = {" "}Turn { $turn }{" "}
coup-table-preview = {" "}Before saving{" "}
coup-table-fix = {" "}Correction{" "}
coup-table-note = {" "}Note{" "}
coup-table-over = {" "}Game over{" "}
coup-table-coins = { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
  }
coup-table-out = out
coup-table-must-coup = must launch a Coup
coup-table-unseen-one = [{ $key }] { $character }: { $copies } of { $total }
coup-table-all-face-up = { $character }: every copy is face up, so a claim of it is a bluff
coup-table-nothing-yet = Nothing yet: the game begins.
coup-ask-action = { $player }'s turn: which action?
coup-ask-target = { $player }: { $action }, at whom?
coup-ask-challenge = Does anyone challenge { $claimant }'s { $character }?
coup-ask-challenge-block = Does anyone challenge { $claimant }'s block as { $character }?
coup-ask-block = Does anyone block the { $action }?
coup-ask-loss = Which card does { $player } turn face up? ({ $cause })
coup-ask-forced = { $player } has seen { $target }'s card: did { $player } make { $target } exchange it?
coup-ask-preview = Enter saves this turn; Esc goes back a step.
coup-choice-nobody = nobody
coup-choice-challenger = { $player } challenges
coup-choice-shown = shown: { $claimant } had the { $character }
coup-choice-not-shown = not shown
coup-choice-forced = yes: { $target } exchanges it
coup-choice-kept = no: { $target } keeps it
coup-choice-block = { $player } blocks as { $character }
coup-choice-blocker = { $player } blocks
coup-no-such-key = { $key } is none of the choices on screen: press a key shown in brackets, or ? for help.
coup-loss-own-key = Which card { $player } turns face up is theirs to say: press its key (Enter alone never picks one).
coup-adjust-whose = A correction: whose coins?
coup-adjust-coins = { $player } has { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
  }: how many from the treasury (+) or back to it (−)? Type the number, then Enter.
coup-adjust-not-a-number = '{ $typed }' is not a number of coins: type +2 or −1, for instance.
coup-adjust-out-of-range = { $player } can get from { $least } to +{ $most } (what they hold, what the treasury holds), not { $typed }: type a number in that range other than 0.
coup-note-prompt = A note for the game's history: type it, then Enter.
coup-over-out = Out, in order: { $players }

## A new game: the setup form, then what to take out of the box.
coup-setup-title = Coup · a new game
coup-setup-form = {" "}The table{" "}
coup-setup-about = {" "}About this{" "}
coup-setup-players = Players, clockwise (type a name, Enter)
coup-setup-first = First player
coup-setup-first-default = the first seated
coup-setup-variant = Variant
coup-setup-variant-ambassador = the base game (Ambassador)
coup-setup-variant-inquisitor = the Inquisitor instead of the Ambassador
coup-setup-copies = Copies of each character
coup-setup-copies-auto = { $copies } (for { $players } players)
coup-setup-deal = Deal
coup-setup-deal-standard = standard
coup-setup-deal-sets = the two-player set deal
coup-setup-coins = Starting coins
coup-setup-treasury = Coins in the box
coup-setup-memory-aid = Memory aid
coup-setup-memory-aid-off = off
coup-setup-memory-aid-on = on
coup-setup-teach-players = Seat 2 to 10 players in clockwise order: each sits to the left of the one before. Backspace on an empty name takes the last one away.
coup-setup-teach-first = The player who takes the first turn; play then goes clockwise.
coup-setup-teach-variant = The Inquisitor replaces the Ambassador: he exchanges one card, may examine another player's card, and blocks stealing.
coup-setup-teach-copies = 3 of each character up to 6 players, 4 for 7 or 8, 5 for 9 or 10 (Reformation has the extra cards). Change it with ◀ ▶.
coup-setup-teach-deal = With two players, the rulebook's variant: three sets of one of each character; each player keeps one card of a set and puts four aside unseen.
coup-setup-teach-coins = Everyone starts with 2 coins (with two players, the first player with one less). A house rule may change it; the log keeps it.
coup-setup-teach-treasury = The box holds 50 coins; the treasury is what no player holds. A house rule may change it; the log keeps it.
coup-setup-teach-memory-aid = For a table of beginners: beside every seat, the characters that player has claimed this game, how often, and which they proved by showing the card. Players are meant to remember it themselves, so it is off unless chosen; the log keeps it.
coup-deal-title = {" "}Before the first turn{" "}
coup-deal-take = Take out of the box { $copies } cards of each of these characters: { $characters } ({ $cards } cards). Put the others back.
coup-deal-shuffle = Shuffle them and deal 2 face down to each player; the { $deck } left are the court deck, face down in the middle.
coup-deal-sets = Make three sets of one of each character. Each player takes a set, keeps one card secretly and puts the other four aside, face down and unseen. Shuffle the third set, deal one card to each player; the last three are the court deck.
coup-deal-coins = Give each player { $coins } coins; the treasury keeps { $treasury }.
coup-deal-coins-two = Give each player { $coins } coins, but { $first_coins } to { $first }, who plays first; the treasury keeps { $treasury }.
coup-deal-memory-aid = With the memory aid: every seat shows what its player claims, on the table's screen (m hides it) and on the public boards.
coup-deal-first = Enter: the first turn, { $first }'s.
coup-setup-heading = { $label }:
coup-setup-field = { $label }: { $value }

## The club's Coup figures (mascarade stats).
coup-stats-games = { $games ->
    [one] 1 game
   *[other] { $games } games
  } ({ $finished } over, { $unfinished } unfinished)
coup-stats-players-heading = Players (win rate over the games that are over)
coup-stats-bluffing-heading = Claims: challenged, caught, defended
coup-stats-challenges-heading = Challenges and blocks
coup-stats-characters-heading = Characters
coup-stats-length-heading = How long the games lasted
coup-stats-col-lost = Cards lost
coup-stats-col-eliminations = Put out
coup-stats-col-out = Went out
coup-stats-col-claims = Claims
coup-stats-col-challenged = Challenged
coup-stats-col-caught = Caught
coup-stats-col-defended = Defended
coup-stats-col-challenges = Challenges
coup-stats-col-won = Won
coup-stats-col-blocks = Blocks
coup-stats-col-blocks-challenged = Blocks challenged
coup-stats-col-turned-up = Turned up
coup-md-title = Coup, { $when } ({ $length })
coup-md-end = How each player ended
coup-md-coins = Coins
coup-md-face-up = Face up
coup-stats-heading = Coup

## The printable player aid (mascarade aid --game coup).
coup-aid-title = Coup · { $players } players
coup-aid-more = The table's companion tells the whole game: mascarade rules --game coup.

# Who did what, said first in every turn's history.
coup-effect-declared-income = { $player } takes Income.
coup-effect-declared-foreign-aid = { $player } takes Foreign Aid.
coup-effect-declared-coup = { $player } launches a Coup against { $target }.
coup-effect-declared-tax = { $player } claims the { $character } and takes Tax.
coup-effect-declared-assassinate = { $player } claims the { $character } and tries to assassinate { $target }.
coup-effect-declared-steal = { $player } claims the { $character } and tries to steal from { $target }.
coup-effect-declared-exchange = { $player } claims the { $character } to exchange cards.
coup-effect-declared-examine = { $player } claims the { $character } to examine one of { $target }'s cards.

# What an undo took back.
coup-effect-undone = Undone: { $what }.
coup-effect-undone-changes = Undone: { $what } — { $changes }.
coup-undid-turn = turn { $turn }, { $player }'s { $action }
coup-undid-entry = { $action } (entry { $entry })
coup-undid-coins = { $who } { $made }→{ $back }
coup-undid-treasury = the treasury
coup-undid-face-down = { $player }'s { $character } face down again
coup-redone = { $what } — { $first }

# The Unseen panel, when a sentence a line does not fit.
coup-table-all-face-up-short = [{ $key }] { $character }: 0 of { $total } · bluff
coup-table-treasury = Treasury: { $treasury ->
    [one] 1 coin
   *[other] { $treasury } coins
  }
coup-table-deck = Court deck: { $deck ->
    [one] 1 card
   *[other] { $deck } cards
  }

# The setup screen's problems, in the form's words.
coup-form-player-count = { $players ->
    [0] No players yet: type each name, then Enter (Coup takes 2 to 10)
    [one] Only 1 player: Coup takes 2 to 10
   *[other] { $players } players: Coup takes at most 10
  }
coup-form-name-empty = A name is empty: type the player's name
coup-form-name-spaces = "{ $name }" has spaces before or after it: type it without them
coup-form-name-unsafe = "{ $name }" holds a line break, a control or invisible character, or a direction override: type letters, digits and spaces
coup-form-name-too-long = "{ $name }" is longer than { $most } characters: shorten it
coup-form-same-name = "{ $first }" and "{ $second }" are the same name (case does not tell players apart): give one of them another
coup-form-unknown-first = The first player, "{ $name }", is not among the players: choose one of { $players }
coup-form-seated-twice = "{ $name }" is seated twice: give one of them another name
coup-form-deck-too-small = With { $players } players, { $copies } copies of each character leave fewer than 2 cards in the court deck: choose { $least } or more
coup-form-sets-players = The set deal is for two players, and { $players } are seated: choose the standard deal
coup-form-sets-copies = The set deal needs 3 copies of each character, not { $copies }
coup-form-coins-beyond-treasury = The players start with { $needed } coins together, more than the { $treasury } in the box: lower the starting coins or raise the coins in the box

# The table: refusals said on screen, an undo with nothing to undo, a correction typed, a turn in what happened.
coup-screen-refusal = { $problem } ({ $rule }).
coup-adjust-digits-only = { $typed } is not a digit: type the number of coins in digits, with + before it to give coins or − to take them back.
coup-adjust-empty = Type the number of coins first: +2 gives 2 from the treasury, −1 takes 1 back to it.
coup-history-turn = { $turn }. { $said }
coup-ask-shown = { $who }: was the card shown?
coup-ask-block-as = { $who }: claiming which character?
coup-key-clear = clear the line

## `--help`: each command and argument (help-COMMAND and help-COMMAND--ARGUMENT), the headings

variant-unknown = '{ $variant }' is not a variant of Coup: write ambassador or inquisitor
deal-unknown = '{ $deal }' is not a deal of Coup: write standard, or sets (two players)
cli-rules-coup-character = Coup's characters are all told on its one page: mascarade rules --game coup
cli-simulate-coup-players = Coup is for 2 to 10 players, not { $players }
cli-simulate-wrote-coup = Wrote { $games ->
    [one] 1 game
   *[other] { $games } games
 } of Coup for { $players } players ({ $entries } entries) in { $folder }

## The screens: the start menu, past games, the replay, the help, the frame

start-new-coup = New game of Coup

## The memory aid: what each player has claimed, beside their seat
coup-memory-heading = What each player has claimed
coup-claims-legend = 2: claimed twice · ✓ shown to prove it · ✗ caught bluffing
coup-table-claims = {" "}Claims · unseen{" "}
coup-key-claims = claims
coup-table-unseen-row = unseen of { $total }

## Its options on the command line (`--help`): the same on every command that takes them,
## unless a command says its own.
help-option--variant = Coup: ambassador (the base game, default) or inquisitor
help-option--deal = Coup with two players: standard (default) or sets
