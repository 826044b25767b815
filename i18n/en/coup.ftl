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

# Setup problems: each names the header's key at fault.
coup-setup-format = `format` says "{ $found }": a Coup log says `format: coup-log/1`
coup-setup-player-count = `players` lists { $players ->
    [one] 1 player
   *[other] { $players } players
  }: Coup is for 2 to 10 players
coup-setup-name-empty = `players` has an empty name: write each player's name
coup-setup-name-spaces = `players`: "{ $name }" has spaces before or after it: write it without them
coup-setup-name-control = `players`: "{ $name }" holds a line break or a tab: write it on one line
coup-setup-name-too-long = `players`: "{ $name }" is longer than { $most } characters
coup-setup-same-name = `players`: "{ $first }" and "{ $second }" are the same name (case does not tell players apart): give one of them another
coup-setup-unknown-first = `first` is "{ $name }", who is not among the players: write one of { $players }
coup-setup-unknown-variant = `variant` is "{ $found }": write `ambassador` (the base game) or `inquisitor`
coup-setup-unknown-deal = `deal` is "{ $found }": write `standard` or `sets` (the two-player variant)
coup-setup-deck-too-small = `copies` is { $copies }: with { $players } players the court deck would start with fewer than 2 cards; write { $least } or more, or leave `copies` out ({ $default } for { $players } players)
coup-setup-sets-players = `deal: sets` is the two-player variant, and { $players } players are listed: write `deal: standard` or leave it out
coup-setup-sets-copies = `deal: sets` needs 3 copies of each character (15 cards), and `copies` is { $copies }
coup-setup-coins-beyond-treasury = the players start with { $needed } coins together, more than the { $treasury } of `treasury`: lower `starting_coins` or raise `treasury`

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
coup-refusal-extra-loss = `lost` lists more than the { $due ->
    [0] no loss
    [one] one loss
   *[other] { $due } losses
  } due: { $player }'s is one too many
coup-refusal-no-copy-left = every { $character } is already face up, so none can be lost
coup-refusal-adjust-out = { $player } is out of the game, so their coins cannot change
coup-refusal-adjust-nothing = `coins: 0` changes nothing
coup-refusal-beyond-treasury = the treasury holds { $treasury } coins, fewer than { $coins }
coup-refusal-below-zero = { $player } has { $has } coins, and { $coins } would leave them below 0
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
    [0] no loss
    [one] one loss
   *[other] { $due } losses
  }, in the order of resolution
coup-accepted-lost-character = a character with a copy left unseen: { $characters }
coup-accepted-adjust = `coins:` from { $least } to { $most }, not 0
coup-accepted-nothing = nothing: the entry is not needed

# What an entry did.
coup-effect-paid = { $player } pays { $coins } coins to the treasury.
coup-effect-challenged-shown = { $challenger } challenges { $claimant }'s { $character }: { $claimant } shows it, returns it to the court deck and draws a new card.
coup-effect-challenged-not-shown = { $challenger } challenges { $claimant }'s { $character }: { $claimant } does not show it.
coup-effect-blocked = { $by } blocks, claiming the { $claim }.
coup-effect-lost = { $player } turns { $character } face up ({ $cause }).
coup-effect-out = { $player } has no influence left and is out.
coup-effect-failed-challenged = { $action } fails: its claim did not stand.
coup-effect-failed-blocked = { $action } is blocked.
coup-effect-refunded = { $player } gets the { $coins } coins back.
coup-effect-took = { $player } takes { $coins } from the treasury.
coup-effect-took-short = { $player } takes { $coins } from the treasury: all it holds of the { $due } due.
coup-effect-stole = { $player } takes { $coins } from { $from }.
coup-effect-exchanged = { $player } exchanges with the court deck ({ $drawn ->
    [one] draws 1 card
   *[other] draws { $drawn } cards
  }); nothing public changes.
coup-effect-examined = { $player } looks at one of { $target }'s cards.
coup-effect-examined-forced = { $player } looks at one of { $target }'s cards and makes them exchange it.
coup-effect-examined-kept = { $player } looks at one of { $target }'s cards and hands it back.
coup-effect-nothing-to-hit = { $target } is already out: nothing left to hit.
coup-effect-returned = { $player }'s { $coins } coins return to the treasury.
coup-effect-game-over = { $winner } is the last with influence and wins.
coup-effect-adjusted-up = Correction: { $player } gets { $coins } from the treasury.
coup-effect-adjusted-down = Correction: { $player } returns { $coins } to the treasury.
coup-effect-undone = Undone: entry { $entry } ({ $action }).
coup-effect-noted = Note.

# How `state` says a game.
coup-state-turn = Turn { $turn } · { $next } to play
coup-state-must-coup = { $next } has { $coins } coins and must launch a Coup.
coup-state-over = Over after { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
  }: { $winner } wins.
coup-state-treasury = Treasury: { $treasury } coins · court deck: { $deck } cards
coup-state-player = { $name }: { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
  }, { $influence ->
    [0] out
    [one] 1 influence
   *[other] { $influence } influences
  }
coup-state-face-up = face up: { $cards }
coup-state-unseen = Unseen: { $cards }
coup-state-unseen-one = { $character } { $copies }
coup-state-entries = { $entries ->
    [one] 1 entry
   *[other] { $entries } entries
  } in effect
