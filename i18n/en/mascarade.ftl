# Mascarade Companion: English, the fallback for every other language.
# Every text a person reads lives here, under a message id; the other languages' files have the
# same ids (a test checks it). `[R-…]` marks a rule id of RULES.md: the rules for players leave
# it out, the reference keeps it; a line starting `LOG: ` is for the reference only. Keep both
# as they are in every language.

## Languages

lang-unknown = { $source } asks for the language `{ $asked }`, which the companion does not speak
lang-accepted = one of { $choices }
lang-label = Language
# Before what would be accepted, after a message that says what is wrong.
accepted = Accepted

## The characters' names, as the table says them (the log always writes the English ones)

character-judge = Judge
character-bishop = Bishop
character-king = King
character-queen = Queen
character-fool = Fool
character-thief = Thief
character-witch = Witch
character-spy = Spy
character-peasant = Peasant
character-cheat = Cheat
character-inquisitor = Inquisitor
character-widow = Widow
character-alchemist = Alchemist
character-actress = Actress
character-courtesan = Courtesan
character-gambler = Gambler
character-puppet-master = Puppet Master
character-damned = Damned
character-necromancer = Necromancer
character-princess = Princess
character-sage = Sage
character-patron = Patron
character-beggar = Beggar
character-usurper = Usurper
character-bear-tamer = Bear Tamer
character-empress = Empress
character-guru = Guru
character-cheater = Cheater

## Each power in one sentence, with the rulebook's numbers

character-judge-summary = takes every coin on the courthouse (this turn's fines are paid after, so he does not get them)
character-bishop-summary = takes 2 coins from the richest other player; on a tie, the Bishop chooses which
character-king-summary = takes 3 coins from the bank
character-queen-summary = takes 2 coins from the bank
character-fool-summary = takes 1 coin from the bank, then swaps – or not – the cards of two other players, without looking
character-thief-summary = takes 1 coin from the player on his left and 1 from the player on his right
character-witch-summary = may swap her whole fortune with another player's, or decline
character-spy-summary = secretly looks at her own card and at another player's card or a middle card, then swaps them – or not
character-peasant-summary = takes 1 coin from the bank; if both Peasants are revealed in the same turn, each takes 2
character-cheat-summary = wins the game at once if he has 10 coins or more
character-inquisitor-summary = points at another player, who says what they think their card is and reveals it; if wrong, they pay him 4 coins
character-widow-summary = takes coins from the bank until she has 10 (nothing if she already has 10 or more)
character-alchemist-summary = chooses left or right: every player hands their whole fortune to their neighbour on that side
character-actress-summary = uses the power of the last character played, as her own (never the Damned's)
character-courtesan-summary = the player on her right reveals their card: a male character gives her 3 coins
character-gambler-summary = takes 3 coins from the bank and hides 1, 2 or 3; another player guesses how many: right, the guesser wins them; wrong, the Gambler does; the rest go back
character-puppet-master-summary = takes 1 coin from each of two players, who then swap seats; their cards and fortunes stay where they were
character-damned-summary = cannot be announced; when revealed, its holder is eliminated
character-necromancer-summary = turns up the top card of the cemetery, uses its power at once, and puts it at the bottom
character-princess-summary = takes 2 coins from the bank, then a player she chooses shows their card to the others without looking at it
character-sage-summary = takes 1 coin from the bank and looks at the cards of two other players (middle cards allowed)
character-patron-summary = takes 3 coins from the bank; the players on his left and right each take 1
character-beggar-summary = asks each player in turn, from her left, for a coin: each one richer than her at that moment gives her 1
character-usurper-summary = chooses a player and names a character; the player's card is revealed, and if the name is right he uses that power as his own
character-bear-tamer-summary = a blank card: the table invents its power
character-empress-summary = takes 3 coins from the bank
character-guru-summary = points at another player, who says what they think their card is and reveals it; if wrong, they pay the Guru 4 coins
character-cheater-summary = wins the game at once if he has 10 coins or more
character-king-second-summary = takes 2 coins from the bank

## `mascarade rules`: the overview

rules-title-first = MASCARADE: the base game, 2 to 13 players
rules-title-second = MASCARADE: the second edition (2021), 4 to 12 players
rules-intro = Each of you holds one character card, face down. Cards change hands all game, so you are never quite sure who you are: claim a character, bluff, or catch others bluffing.
rules-intro-second = The second edition plays by the first edition's rules with its own 17 masks: the King takes 2 coins and the Empress 3; the Guru and the Cheater have the powers of the first edition's Inquisitor and Cheat.
rules-goal-heading = THE GOAL
rules-goal = Be the first to own 13 coins [R-END-1], or be the richest when somebody goes broke [R-END-2].
rules-setup-heading = SETUP
rules-setup-coins = Everybody starts with 6 coins, and fortunes are always public. The rest of the money is the bank; the courthouse, where fines go, starts empty [R-SET-1].
rules-setup-cards = With 6 to { $most } players, one card each. With 4 or 5, use 6 cards: the 2 or 1 left over lie face up in the middle. With 6 or more the host may add 1 or 2 middle cards [R-SET-2].
rules-setup-deal = Deal face up, let everybody memorise every card (the middle ones too), then turn them all face down. The youngest player starts; play goes clockwise, to the left [R-SET-3].
rules-turn-heading = YOUR TURN
rules-turn-opening = The first four turns of the game must be "swap – or not" [R-TURN-1].
rules-turn-actions = After that, take exactly one of three actions [R-TURN-2]:
rules-turn-swap = Swap – or not: take your card and one other face-down card (a player's or a middle card), and under the table swap them or not. Nobody knows which, not even the app [R-TURN-3].
rules-turn-look = Look at your own card, secretly [R-TURN-4].
rules-turn-announce = Announce: say which character you are. It must be one in the game [R-TURN-6].
rules-claim-heading = ANNOUNCING AND CONTESTS
rules-claim-round = Starting at the announcer's left and going clockwise, each other player says whether they claim to be that character too [R-CLAIM-1].
rules-claim-nobody = Nobody claims it: the announcer uses the power without showing the card, so a bluff works [R-CLAIM-2].
rules-claim-contest = Somebody claims it: the announcer and every contester reveal at the same time. Whoever really is the character uses the power at once, even out of turn; then every revealed claimant who is not pays a fine of 1 coin to the courthouse. If nobody is, no power happens and everybody involved pays [R-CLAIM-3].
rules-claim-order = Always the power first, then the fines: the Judge does not collect this turn's fines, and the Witch swaps fortunes before they are paid [R-CLAIM-4].
rules-claim-next = The revealed cards go back face down and the player on the announcer's left plays next, whoever used the power [R-CLAIM-5].
rules-claim-copies = There is one card of each character, except two Peasants; two revealed cards of anything else is a mistake in what was entered [R-CLAIM-6].
rules-special-heading = SPECIAL CASES
rules-special-forced = Forced swap: if your card was revealed during the turn just before yours (as a contester, or as the { $inquisitor }'s target), your turn must be swap – or not. Only the next player can be affected, even one who truly was the character [R-TURN-5].
rules-special-seen = Saw your card by mistake? Your next turn must be a look; if you are also forced to swap, the swap wins [R-TURN-4].
rules-special-pay = Must pay more than you have? You pay all you have [R-PAY-1]. The bank never runs out [R-PAY-2].
rules-few-heading = TWO AND THREE PLAYERS
rules-few-cards = Bishop, Fool, Judge, Queen, King, Witch (or the expansion's Infernal Trio and Deadly Duel, or a set of your own), no middle card. Three players have two cards each, left and right [R-3P]; two players three, the third one protected [R-2P]. One fortune for all your cards; the first four turns are still swaps.
rules-few-play = Swap one of your cards with another player's or your own other one, never the opponent's protected card; look at one; announce with a hand on your left or right card. A contester's hand goes on any one of their cards.
rules-end-heading = THE END
rules-end-fortune = Whoever has 13 coins or more wins at once; if several reach it in the same action, they all win [R-END-1].
rules-end-broke = When somebody loses their last coin, the action in progress finishes, then the richest player wins; tied richest players share the win. 13 coins comes first [R-END-2].
rules-end-cheat = The { $cheat } with 10 coins or more wins during the power, before any fine [R-END-3].
rules-house = House rules may change the numbers 6, 13, 1, 10 and 4; the game log records them [R-SET-6].
rules-characters-heading-first = THE CHARACTERS (`mascarade rules NAME` tells one in full)
rules-characters-heading-second = THE MASKS (`mascarade rules NAME --edition second` tells one in full)
rules-characters-copies = { $name } ×{ $copies }
rules-characters-needs = { $text } ({ $players }+ players)
rules-second-heading = THE SECOND EDITION
rules-second = The 2021 second edition plays the same way with 17 masks, 4 to 12 players: `mascarade rules --edition second`.

## `mascarade rules NAME`: one character in full

character-page-title = THE { $upper } [R-CHAR-{ $id }]
character-page-edition = Edition
character-page-edition-second = A mask of the second edition (2021).
character-page-power = Power
character-page-needs = Needs
character-page-needs-second = At least { $players } players: leave it out of smaller games [R-SET-5].
character-page-needs-first = At least { $players } players: leave it out of smaller games, except the 2- and 3-player games [R-SET-5].
character-page-needs-any = Any number of players, { $least } to { $most }.
character-page-money = Money
character-page-money-yes = Yes: it brings coins from the bank; at least a third of the characters in play must [R-SET-5].
character-page-money-no = No: it does not bring coins from the bank [R-SET-5].
character-page-cards = Cards
character-page-cards-one = One in the box [R-CLAIM-6].
character-page-cards-two = Two in the box, always played as a pair: both or none [R-SET-5, R-CLAIM-6].
character-page-cards-many = { $copies } in the box [R-CLAIM-6].
character-page-good-to-know = Good to know
character-page-from-the-rulebook = From the rulebook
character-page-more-players = How announcing and contests work: the rules' overview (mascarade rules).
character-page-more-reference = How announcing and contests work: `mascarade rules` [R-CLAIM-1 to R-CLAIM-5].
character-lookup-empty = No character name was given. The characters are: { $names }.
character-lookup-unknown = '{ $name }' is not a character of Mascarade.{ $hint } The characters are: { $names }.
character-lookup-hint = {" "}Did you mean { $closest }?

## Each character's edge cases, one per line, then the rulebook's worked examples (an empty
## message: none). Keep as many lines as English has: the second edition leaves some out by
## their place.

character-king-second-details =
    A contester who truly is the King takes the 2 coins even though it is not their turn, and must then swap – or not if they play next [R-TURN-5].
    This is the second edition's King; in the 2013 first edition the King takes 3.

character-king-second-examples = {""}

character-empress-details =
    3 coins from the bank, nothing else: the richest of the masks that simply take from the bank.
    The second edition has no Queen: the basic sets of this app put the Empress where the first edition's had the Queen [R-SET-4].

character-empress-examples = {""}

character-guru-details =
    The first edition's Inquisitor under a new name: the same power; a house rule may change its 4.
    LOG: The house rule is `inquisitor_penalty`.
    The Guru points at another player (not a middle card), who says what they think their card is, then reveals it.
    A wrong guess costs the target 4 coins, paid to the Guru (all they have if fewer [R-PAY-1]); a right guess costs nothing.
    The target's card was revealed: if the target sits on the announcer's left and so plays next, they must swap – or not [R-TURN-5].
    The target pays the Guru before this turn's fines are paid [R-CLAIM-4].

character-guru-examples = {""}

character-cheater-details =
    The first edition's Cheat under a new name: the same power; a house rule may change its 10.
    LOG: The house rule is `cheat_coins`.
    He wins only if he has 10 coins or more when the power is used; with fewer, nothing happens (but a true Cheater is never fined).
    The win happens during the power, before any fine, so no fine can pull him below 10 first [R-END-3].
    What counts is the true Cheater's fortune, not the announcer's.

character-cheater-examples = {""}

character-actress-details =
    She copies the last character played: the last one announced whose power was used. With nothing played yet she has no power.
    After a Necromancer or a Usurper she copies that character, not the card it used; she never copies the Damned, which is never played.
    Copying a Peasant while real Peasants are revealed this turn, she and each revealed Peasant take 2, and the Peasants are then fined: they were not the Actress.
    LOG: The log writes the copied power's fields under `then:`.

character-actress-examples = {""}

character-damned-details =
    Nobody may announce it. Revealed in a contest, its holder is eliminated at once, before any power, and pays no fine.
    Revealed by the power of a Usurper, a Courtesan or an Inquisitor, the player who used that power is eliminated instead, hands their own card to the Damned's holder, and the rest of that power does not happen.
    Either way the Damned leaves the game. A Princess's choice of it has no effect; a Necromancer who turns it up is eliminated.
    An eliminated player leaves the turn order and every count; the last player left in the game wins.

character-damned-examples = {""}

character-necromancer-details =
    The cemetery is the characters left in the box: its top card is turned up, and its power is used at once, as the Necromancer's own.
    LOG: The host enters the card turned up (`cemetery:`); its power's fields go under `then:`.
    Turning up the Damned eliminates the Necromancer.

character-necromancer-examples = {""}

character-usurper-details =
    He chooses a player (not a middle card) and names their character; their card is revealed. Named right, he uses that power as his own.
    LOG: The power he uses writes its fields under `then:`.
    The player revealed must swap on their turn if they sit on his left (R-TURN-5).
    He cannot choose a player just revealed as a false Usurper.

character-usurper-examples = {""}

character-alchemist-details =
    Every player at once hands their whole fortune to the neighbour on the side she chooses: nobody gains or loses coins in all, but everyone's fortune moves.
    LOG: The log says which side: `direction: left` or `direction: right`.

character-alchemist-examples = {""}

character-courtesan-details =
    It is the player on her right who reveals their card; if it is a male character, they give her 3 coins (never more than they have) [R-PAY-1].
    A character whose gender the rulebooks leave open does not count as male.
    The revealed player, if they play next, must swap [R-TURN-5].
    A set with her needs at least a third of its characters female [R-SET-5].

character-courtesan-examples = {""}

character-gambler-details =
    She takes 3 coins from the bank and hides 1, 2 or 3 in her fist; another player guesses how many. Right: the guesser wins the hidden coins; wrong: she does. The rest go back to the bank.
    LOG: The log keeps the guesser (`target`), `hidden` and `guess`.

character-gambler-examples = {""}

character-puppet-master-details =
    He takes 1 coin from each of two other players, who then swap seats. Their cards and fortunes stay where they were, so each takes over the other's.
    Turn order follows the new seating.

character-puppet-master-examples = {""}

character-princess-details =
    After taking 2 coins from the bank she chooses another player (not herself, not a middle card), who shows their card to the others without looking at it.

character-princess-examples = {""}

character-sage-details =
    After taking 1 coin from the bank he secretly looks at the cards of two other players (middle cards allowed). He swaps nothing.
    With 3 players he looks at one card of each opponent; with 2 players at two of the opponent's cards, the protected one too: only swaps are kept from it [R-2P, R-3P].

character-sage-examples = {""}

character-patron-details =
    He takes 3 coins from the bank, and his left and right neighbours take 1 each.
    With 2 players the opponent is both neighbours and takes 1 twice [R-2P].

character-patron-examples = {""}

character-beggar-details =
    She asks each player in turn, from her left, clockwise; whoever is richer than her at that moment gives her 1 coin. She grows richer as she asks, so the comparison changes as she goes round.

character-beggar-examples =
    Clockwise Thomas 4, Cedrick 8, Ann 11, Bruno 11, Eric 7, Adele 9. Thomas announces Beggar, nobody contests: Cedrick, Ann and Bruno each give 1 (Thomas now 7), Eric (7) gives nothing, Adele (9) gives 1: Thomas ends with 8.

character-bear-tamer-details =
    A blank card: the table invents its power before the game. When it is used, the host enters the coins it moved, for each player or the courthouse, from the bank or back to it.
    LOG: Written `moves: {"{"}Ana: 2, court: -1{"}"}`.

character-bear-tamer-examples = {""}

character-judge-details =
    The fines of this very turn are paid after his power, so a true Judge who was contested does not collect them: they wait on the courthouse for the next Judge [R-CLAIM-4].
    With an empty courthouse he takes nothing.
    A custom set of cards must include the Judge; otherwise the fines would pile up for nobody [R-SET-5].

character-judge-examples =
    Adele announces Judge; Cedric and David contest. Adele is the Witch, Cedric the Judge, David the Spy. Cedric takes the courthouse, then Adele and David pay 1 each into it. Bruno, on Adele's left, plays next.

character-bishop-details =
    The richest *other* player: the Bishop's own fortune does not count, even when he is the richest.
    When several other players are tied richest, the Bishop chooses which one pays.
    A victim with fewer than 2 coins pays all they have [R-PAY-1]; losing the last coin ends the game [R-END-2].

character-bishop-examples = {""}

character-king-details =
    A contester who truly is the King takes the 3 coins even though it is not their turn, and must then swap – or not if they play next [R-TURN-5].
    This is the first edition's King; in the 2021 second edition the King takes only 2.

character-king-examples =
    Bruno announces King and nobody contests: Bruno takes 3 from the bank, whatever his card.
    Bruno announces King; Adele and Cedric contest; none of the three is the King: each pays 1 to the courthouse.
    Bruno announces King; Cedric, on his left, contests. Bruno is the Thief, Cedric the King: Cedric takes 3, Bruno pays 1, and on his turn Cedric is forced to swap – or not [R-TURN-5].

character-queen-details =
    Like the King but smaller: 2 coins from the bank, nothing else.
    She is in every recommended set of cards, from 4 players up [R-SET-4].

character-queen-examples = {""}

character-fool-details =
    First 1 coin from the bank, then the swap.
    The two cards belong to two *other* players: never his own card, and never a middle card.
    He swaps them under the table without looking, or pretends to: nobody knows whether they were swapped [R-TURN-3].
    With 2 or 3 players he swaps two cards of other players, never a protected one: with 3, one card of each other player; with 2, the opponent's left and right cards [R-3P, R-2P].

character-fool-examples = {""}

character-thief-details =
    He takes from his two neighbours at the table, 1 coin each; middle cards are not neighbours.
    A neighbour who pays their last coin ends the game once the action is over, and the richest player wins [R-END-2].
    With 2 players the opponent sits on both sides: the Thief takes 1 coin from them twice [R-2P].

character-thief-examples = {""}

character-witch-details =
    She may decline and keep her own fortune.
    She swaps with any other player, the richest included; coins only, the cards stay where they are.
    The swap happens before the fines [R-CLAIM-4]: a false claimant pays out of the fortune they hold after the swap.

character-witch-examples = {""}

character-spy-details =
    She looks at her own card and one other: another player's or a middle card (the rulebook allows middle cards).
    Then she swaps the two under the table – or not; the others see only that she may have swapped [R-TURN-3].
    With 2 or 3 players her own card is the one her hand is on, and the other is another player's card, never a protected one [R-3P, R-2P].

character-spy-examples = {""}

character-peasant-details =
    There are two Peasants, so two players can truly be Peasants at once: both use the power and neither is fined.
    Alone, a Peasant takes 1 coin; when both Peasants are revealed in the same turn, each takes 2.

character-peasant-examples =
    One Peasant announced and not contested: +1.
    Two Peasants revealed: +2 each.
    Two Peasants and a third player who falsely claimed Peasant: the Peasants take 2 each, then the third pays 1.

character-cheat-details =
    He wins only if he has 10 coins or more when the power is used; with fewer, nothing happens (but a true Cheat is never fined).
    The win happens during the power, before any fine, so no fine can pull him below 10 first [R-END-3].
    What counts is the true Cheat's fortune, not the announcer's.

character-cheat-examples =
    Adele (11 coins) announces Cheat; Cedric (10) contests. Adele is the Queen, Cedric the Cheat: Cedric wins. With fewer than 10 coins Cedric would not win, and Adele would pay 1.

character-inquisitor-details =
    He points at another player (not a middle card), who says what they think their card is, then reveals it.
    A wrong guess costs the target 4 coins, paid to the Inquisitor (all they have if fewer [R-PAY-1]); a right guess costs nothing.
    The target's card was revealed: if the target sits on the announcer's left and so plays next, they must swap – or not [R-TURN-5].
    The target pays him before this turn's fines are paid [R-CLAIM-4].

character-inquisitor-examples =
    Bruno announces Inquisitor; Fran contests. Bruno is the Inquisitor, Fran the Queen. Bruno points at Cedric, who says "Judge" and reveals a Peasant: Cedric pays 4 to Bruno, then Fran pays 1.

character-widow-details =
    She takes from the bank exactly what brings her up to 10 coins.
    At 10 coins or more she takes nothing, and keeps what she has.

character-widow-examples =
    Adele (1 coin) announces Widow; Harry contests. Adele is the Queen, Harry the Widow: Harry goes up to 10, then Adele pays her last coin as a fine, so the game ends and the richest player wins [R-END-2].

## What an entry did, one sentence each (the history, `state`, the replay, the preview)

coins = { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}
effect-swap-or-not = { $player } swaps – or not – with { $with }.
effect-looked = { $player } looks at their card.
effect-card-swap-or-not = { $player } swaps – or not – { $card } with { $with }.
effect-card-looked = { $player } looks at { $card }.
effect-hand-on = { $player }'s hand is on { $card }.
effect-hand-on-contests = { $player } claims it too, hand on { $card }.
effect-announced = { $player } announces: "I am the { $character }."
effect-revealed = { $player } reveals the { $character }.
effect-uses-power-revealed = { $player } was the { $character } and uses the power.
effect-uses-power-unrevealed = Nobody contests: { $player } uses the { $character }'s power without revealing.
effect-nobody-is = Nobody was the { $character }: no power is used.
effect-fortunes-swapped = { $a } swaps fortunes with { $b }: { $a } now has { $a_now } and { $b } has { $b_now }.
effect-declined = { $player } declines the { $character }'s power.
effect-cards-swap-or-not = { $player } ({ $character }) swaps – or not – the cards of { $a } and { $b }.
effect-cards-swap-or-not-looked = { $player } ({ $character }) swaps – or not – the cards of { $a } and { $b } after looking at both.
effect-inquisition-right = { $target } says "{ $answer }" and reveals the { $card }: right.
effect-inquisition-wrong = { $target } says "{ $answer }" and reveals the { $card }: wrong.
effect-cheat-wins = { $player } has { $have }: the { $cheat } wins.
effect-cheat-does-not-win = { $player } has { $have }, fewer than { $needed }: the { $cheat } does not win.
effect-fortunes-passed-left = { $player } ({ $alchemist }): every player hands their whole fortune to the player on their left.
effect-fortunes-passed-right = { $player } ({ $alchemist }): every player hands their whole fortune to the player on their right.
effect-seats-swapped = { $a } and { $b } swap seats; the cards and fortunes stay where they were, so each now has the other's.
effect-shown = { $player } shows their card to everyone but themselves ({ $by }'s choice).
effect-looked-at = { $player } ({ $character }) looks at the cards of { $places }.
effect-places-and = { $a } and { $b }
effect-gambled-right = { $gambler } hid { $hidden }; { $guesser } guessed { $guess }: right.
effect-gambled-wrong = { $gambler } hid { $hidden }; { $guesser } guessed { $guess }: wrong.
effect-must-swap = { $player } was revealed during { $during }'s turn, so must swap – or not on their turn (R-TURN-5).
effect-must-look = { $player } saw their card by mistake and must look at it on their next turn (R-TURN-4).
effect-look-waived = { $player } had to look, but must swap this turn: the swap wins and the look is waived (R-TURN-4).
effect-eliminated = { $player } is eliminated by the { $damned }: out of the game and the turn order.
effect-eliminated-instead = { $player } made { $holder } reveal the { $damned }, so { $player } is eliminated instead, hands their own card to { $holder }, and the { $damned } leaves the game.
effect-borrows = { $player } uses the { $character }'s power as the { $through }.
effect-nothing-to-copy = { $player } ({ $actress }) has nothing to copy: no character has been played yet.
effect-nobody-to-choose = { $player } ({ $character }) has nobody left to choose: that part of the power does not happen.
effect-raised = { $player } ({ $necromancer }) turns up the { $character } from the cemetery.
effect-usurped-right = { $player } ({ $usurper }) names { $target } the { $named }; { $target } reveals the { $card }: right.
effect-usurped-wrong = { $player } ({ $usurper }) names { $target } the { $named }; { $target } reveals the { $card }: wrong.
effect-game-over = Game over: { $outcome }.
effect-note-taken = Note taken.
effect-note = Note: { $comment }
effect-undone = Undone: { $what }.

## Payments

party-bank = the bank
party-court = the courthouse
reason-power = { $character }
reason-fine = false claim of the { $character }
reason-adjustment = host's correction
payment-short = {" "}({ $from } owed { $owed } but had only { $paid }, R-PAY-1)
payment-enough-already = { $to } already has enough: takes nothing from the bank ({ $why }).
payment-nothing-to-take = { $to } gets nothing from { $from } ({ $why }): there was nothing to take.
payment-takes = { $to } takes { $coins } from { $from } ({ $why }).
payment-pays = { $from } pays { $coins } to { $to } ({ $why }){ $short }.
payment-moves = { $paid ->
    [one] { $coins } goes from { $from } to { $to } ({ $why }).
   *[other] { $coins } go from { $from } to { $to } ({ $why }).
}

## What an undo took back

undid-whose = { $player }'s { $what }
undid-the = the { $what }
undid-announcement = announcement
undid-swap = swap – or not
undid-look = look
undid-seen = { $player } having seen their card
undid-a-card-seen = a card seen
undid-correction-of = the correction of { $player }'s fortune
undid-correction-of-court = the correction of the courthouse
undid-note = the note
undid-turn = turn { $turn },{" "}
undid-fortune = { $who } { $made } → { $back }
undid-no-coins = { $turn }{ $what } (no coins had moved)
undid-with-coins = { $turn }{ $what } — { $fortunes }

## What the rules allow now, and how a game ended

now-over = The game is over: { $outcome }. Only undo and notes are accepted now.
now-swap-with = with another player's card or a middle card
now-swap-with-cards = one of their cards, with another player's card or their own other card
now-their-card = their card
now-their-card-cards = one of their cards
now-opening = Turn { $turn } (opening swaps: { $turn } of { $opening }): { $player } must swap – or not, { $swap_with } (R-TURN-1).
now-forced = Turn { $turn }: { $player } was revealed during { $during }'s turn, so { $player } must swap – or not: no look, no announcement (R-TURN-5).
now-look = Turn { $turn }: { $player } saw their card by mistake, so { $player } must look at it this turn (R-TURN-4).
now-free = Turn { $turn }: { $player } may swap – or not, look at { $their_card }, or announce a character in play (R-TURN-2).
outcome-fortune = { $count ->
    [one] { $winners } wins, with { $coins } coins or more (R-END-1)
   *[other] { $winners } share the win, with { $coins } coins or more (R-END-1)
}
outcome-bankruptcy = { $count ->
    [one] { $bankrupt } lost their last coin, so the richest player wins: { $winners } (R-END-2)
   *[other] { $bankrupt } lost their last coin, so the richest players share the win: { $winners } (R-END-2)
}
outcome-cheat = { $count ->
    [one] { $winners } wins as the { $cheat } with { $coins } coins or more (R-END-3)
   *[other] { $winners } share the win as the { $cheat } with { $coins } coins or more (R-END-3)
}
outcome-last-in-game = { $count ->
    [one] every other player was eliminated by the { $damned }, so { $winners } wins
   *[other] every other player was eliminated by the { $damned }, so { $winners } share the win
}
names-nobody = nobody
names-two = { $first } and { $last }

## The command line and the log: messages, errors and reports

# Before a command's error or warning, on standard error.
cli-error = error: { $message }
cli-warning = warning: { $message }
cli-no-unfinished-game = no unfinished game in { $folder }: give the log's path (mascarade resume FILE), or start one with mascarade new
cli-cannot-write-output = could not write to standard output: { $reason }
# `mascarade check`: how many files were read, and how many entries they hold.
cli-check-valid = { $files ->
    [one] { $files } file valid ({ $entries } entries).
   *[other] { $files } files valid ({ $entries } entries).
}
cli-check-not-valid = { $files ->
    [one] { $bad } of { $files } file not valid.
   *[other] { $bad } of { $files } files not valid.
}
# `mascarade scenarios`
cli-scenarios-heading = Built-in scenarios:
cli-scenarios-show-one = Show one with: mascarade scenarios show NAME --players N [--edition second]
cli-scenario-valid = { $file }: valid — sets for { $counts } players.
cli-show-title = { $scenario } for { $players } players: { $cards } cards.
cli-show-title-second = { $scenario } (second edition) for { $players } players: { $cards } cards.
cli-show-take-out = Take these cards out of the box:
cli-show-card = { $character } — { $summary }
cli-show-cards = { $character } ×{ $copies } — { $summary }
cli-show-deal-two = Deal three cards to each player, face up: one on their left, one on their right and one further back, protected (R-2P).
cli-show-deal-three = Deal two cards to each player, face up: one on their left and one on their right (R-3P).
cli-show-deal = { $middle ->
    [0] Deal one card to each player, face up.
   *[other] Deal one card to each player and { $middle } to the middle of the table, all face up.
}
cli-show-memorise = Everyone memorises every card, then all are turned face down (R-SET-3).
cli-show-coins = Each player takes { $coins } coins (R-SET-1). The youngest player starts; play goes clockwise.
cli-show-coins-shared = Each player takes { $coins } coins (R-SET-1), shared by all their cards. The youngest player starts; play goes clockwise.
# `mascarade simulate` and `mascarade demo`
cli-simulate-players = --players { $players }: the simulator seats { $fewest } to { $most } players
cli-simulate-players-edition = --players { $players }: the simulator seats { $fewest } to { $most } players in { $edition }
cli-out-is-a-file = { $path }: this is a file, not a folder: give --out a folder for the logs (it is created if missing)
cli-simulate-wrote = { $games ->
    [one] Wrote { $games } game of { $players } players ({ $entries } entries) to { $folder }.
   *[other] Wrote { $games } games of { $players } players ({ $entries } entries) to { $folder }.
}
cli-simulate-wrote-scenario = { $games ->
    [one] Wrote { $games } game of { $players } players, scenario { $scenario } ({ $entries } entries) to { $folder }.
   *[other] Wrote { $games } games of { $players } players, scenario { $scenario } ({ $entries } entries) to { $folder }.
}
cli-simulate-wrote-second = { $games ->
    [one] Wrote { $games } game of { $players } players, second edition ({ $entries } entries) to { $folder }.
   *[other] Wrote { $games } games of { $players } players, second edition ({ $entries } entries) to { $folder }.
}
cli-simulate-wrote-scenario-second = { $games ->
    [one] Wrote { $games } game of { $players } players, scenario { $scenario }, second edition ({ $entries } entries) to { $folder }.
   *[other] Wrote { $games } games of { $players } players, scenario { $scenario }, second edition ({ $entries } entries) to { $folder }.
}
cli-demo-title = A simulated game of Mascarade: { $players } players ({ $names }), { $scenario } scenario, seed { $seed }.
cli-demo-title-edition = A simulated game of Mascarade: { $players } players ({ $names }), { $scenario } scenario, { $edition }, seed { $seed }.
cli-demo-log = The game's log: { $path }
# The three commands stay as they are: `rules` is `mascarade rules` or `mascarade rules --edition second`.
cli-demo-try = Try: mascarade state { $path } --json    { $rules }    mascarade --help
# `mascarade state`: the summary for a person (`state --json` is the same in every language).
cli-state-players = { $players } players
cli-state-middle = { $middle ->
    [one] { $middle } middle card
   *[other] { $middle } middle cards
}
cli-state-scenario = scenario { $scenario }
# Between the parts of the summary's first line: 7 players, 1 middle card, scenario classic.
cli-state-separator = ,{" "}
cli-state-title = { $file } — { $details }
cli-state-characters = Characters: { $characters }
cli-state-turn-opening = Turn { $turn } (opening swaps: { $turn } of { $opening }), { $entries } entries in effect
cli-state-turn-play = Turn { $turn } (play), { $entries } entries in effect
cli-state-turn-over = Turn { $turn } (over), { $entries } entries in effect
cli-state-next = ← next
cli-state-winner = ★ winner
cli-state-eliminated = eliminated by the { $damned }
cli-state-must-look = must look on their next turn
# The word after a player's coins, in a column (padded to the longest form).
cli-state-coins-word = { $n ->
    [one] coin
   *[other] coins
}
# What the bank has paid out when it has taken in more than it paid (a negative number).
cli-state-coins-negative = { $n } coins
cli-state-money = Courthouse: { $court }    Bank paid out: { $bank }
cli-state-game-over = Game over: { $outcome }.
cli-state-winners = Winners: { $winners }
cli-state-last-entries = Last entries:
# Where in a log: `game.yaml:12:5` then the header, or the entry's number.
log-at-header = { $place }: header
log-at-entry = { $place }: entry { $entry }
log-cannot-create = { $folder }: a new game log cannot be created in this folder ({ $reason }): choose another with --log-dir
log-not-a-file = { $kind ->
    [fifo] { $path }: this is a named pipe (FIFO), not a file that can be read: give the path of a .yaml file
    [device] { $path }: this is a device, not a file that can be read: give the path of a .yaml file
    [socket] { $path }: this is a socket, not a file that can be read: give the path of a .yaml file
    [folder] { $path }: this is a folder, not a file that can be read: give the path of a .yaml file
   *[other] { $path }: this is not a regular file, not a file that can be read: give the path of a .yaml file
}
log-too-large = { $path }: the file is { $size } MB, too large for a game log or a scenario (the limit is { $limit } MB): check that it is the right file
log-locked = { $path }: this game is open in another window of mascarade, which is writing it: play it there, or follow it read-only with `mascarade replay { $path }`
log-would-be-too-large = { $path }: this entry would make the log larger than { $limit } MB, the most the app reads: shorten it (a note this long belongs in another file)
log-not-a-folder = { $path }: this is a file, not a folder: give a folder for the logs (it is created if missing)
log-empty = { $path }: the file is empty: a game log starts with a header (format: mascarade-log/1, players, characters)
log-setup-not-valid = { $at }: the setup is not valid:
log-rejected = { $at }: rejected: { $error }
# What the system said about a file.
log-io-not-found = no such file or folder
log-io-permission-denied = permission denied: this user may not read or write it
log-io-read-only = the disk is read-only
log-io-disk-full = the disk is full
log-io-quota = the disk quota is used up
log-io-already-exists = a file of that name already exists
log-io-is-a-folder = this is a folder
log-io-not-a-folder = a part of the path is a file, not a folder
log-io-too-large = the file is too large
# A YAML document that cannot be read, in plain words.
log-header-not-valid = the header is not valid: { $problem }
log-entry-not-valid = this entry is not valid: { $problem }
log-yaml-too-deep = lists and maps are nested too deeply here: a game log needs only a few levels
log-yaml-too-many-aliases = too many YAML anchors (&name) or aliases (*name): write each value out
log-yaml-too-large = this document is far too large to be a header, an entry or a scenario
log-yaml-alias-loop = a YAML alias (*name) that refers to itself or to nothing: write the value out in full
log-yaml-expected-count = expected a whole number from 0 up, such as 2
log-yaml-expected-integer = expected a whole number, such as 2 or -2
log-yaml-expected-bool = expected true or false
log-yaml-expected-plain = expected a plain value here
log-yaml-nothing-written = the text ends before anything was written
log-yaml-second-document = a second YAML document starts here (`---`): a scenario holds one, and in a game log each `---` starts a line of its own (lines end with a line feed)
log-yaml-key-twice = `{ $key }` is written twice: each key may appear only once
log-yaml-a-key-twice = a key is written twice: each key may appear only once
log-yaml-missing = `{ $field }` is missing
log-yaml-not-one-of = `{ $value }` is not one of { $expected }
log-yaml-expected-not = expected { $expected }, not { $found }
log-yaml-is-not = { $value } is not { $expected }
log-yaml-expected-name-not-nothing = expected a name or a word here, not nothing
log-yaml-not-utf8 = this is not UTF-8 text: save the file as UTF-8
log-yaml-could-not-read = could not be read: { $reason }
# What serde expected, said plainly, inside log-yaml-expected-not and log-yaml-is-not.
log-yaml-a-list = a list
log-yaml-key-value-lines = `key: value` lines
log-yaml-a-name = a name or a word
log-yaml-a-count = a whole number from 0 up
log-yaml-an-integer = a whole number
# The YAML parser's messages, in plain words.
log-yaml-expected-list = expected a list here: items in [brackets], or on `- ` lines under the key
log-yaml-expected-map = expected `key: value` lines here
log-yaml-expected-name = expected a name or a word here, not a list or a map
log-yaml-expected-start = expected `---` before this line: a new entry starts with a `---` line
log-yaml-colon = a `: ` where it cannot be: put a value that holds `: ` in quotes, such as comment: "a: b"
log-yaml-not-key-value = this line is not `key: value`: write a key, then `: ` and its value, such as `player: Ana`
log-yaml-after-quote = text follows a quoted value on its line: put the whole value inside the quotes
log-yaml-block-scalar = after `|` or `>` the line must end: the text goes on the next lines, indented
log-yaml-unclosed-quote = a quote is opened and not closed: close it at the end of the value
log-yaml-brackets = the brackets do not match: each `[` is closed by `]` and each `{"{"}` by `{"}"}`
log-yaml-not-lined-up = this line does not line up with the others: each line is `key: value` at the same indentation, and list items `- …` go under their key
log-yaml-item-not-lined-up = a list item does not line up with the others: each `- ` of a list starts at the same column
log-yaml-tab = a tab is used to indent: YAML indents with spaces
log-yaml-ends-inside = the document ends in the middle of a list or a map: close its brackets, or finish its lines
log-yaml-ends-early = the text ends too early
log-yaml-sign = a sign that YAML reads as its own where it stands: put the value in quotes
log-yaml-comment = a `#` right after a value: put a space before a comment, or the value in quotes
log-yaml-item-out-of-place = a `- ` list item where no list can be: list items go on their own lines under a key such as `contests:`
log-yaml-not-alias = a `&` or `*` that is not a YAML anchor or alias: put the value in quotes
log-yaml-not-tag = a `!` that is not a YAML tag: put the value in quotes
log-yaml-directive = a `%` line inside the file: a YAML directive such as %YAML goes only before the first `---`
log-yaml-key-for-value = a key where a value belongs: put the value in quotes
log-yaml-one-word = expected one word here, such as swap
log-yaml-value-missing = a value is missing here
log-yaml-map-not-closed = a map in braces is not closed where it should be: its `key: value` pairs are separated by `, ` and it ends with `{"}"}`
log-yaml-list-not-closed = a list in brackets is not closed where it should be: its items are separated by `, ` and it ends with `]`
log-yaml-bracket-not-closed = the `{ $open }` here is not closed: close it with `{ $close }`
log-yaml-cannot-start = `{ $character }` cannot start a value here: put the value in quotes
log-yaml-version = `{ $line }`: a game log is YAML 1.2 (1.1 reads the same): write `%YAML 1.2`, or leave the line out
# Damaged bytes, and a last entry cut off while being written.
log-damage-not-utf8 = this line is not UTF-8 text: save the log as UTF-8 (a game log is a YAML text file)
log-damage-not-text = this line holds a NUL or control character, which a text file never holds: the file is damaged here (a game log is a YAML text file)
log-damage-cut-character = this line holds a character cut in two: the file is damaged here (a game log is a YAML text file)
log-header-cut-off = the header is cut off: its last line is unfinished; complete it, or start the game again
log-cut-off = the last entry was cut off while being written (the app or the machine stopped), so the game loads without it; { $what }
log-cut-what-was-read = what was read: { $problem }
log-cut-damaged-bytes-after = bytes that a text never holds (a NUL or a control character) come after it
log-cut-no-line-break = the file does not end with a line break, so its last line is unfinished
log-cut-no-at-line = it has no `at:` line, which the app writes last
log-cut-not-whole = the file ends in damaged bytes after it, and what is there is not a whole entry ({ $error })
log-writing-stopped = the writing stopped there (the app or the machine stopped): { $what }; every whole entry loads
log-stopped-damaged-bytes = the file ends in damaged bytes (zeros or garbage) after the last whole entry, which are not part of the game
log-stopped-after-at-line = after the last whole entry's `at:` line comes what is not part of an entry
log-stopped-new-entry-begun = only the first characters of a new entry were written after the last whole entry
# While a game is written: the log changed under it, and what was done.
log-notice-continued = { $old } was replaced by a game another window is writing: this game goes on, written whole, in { $new }
log-notice-written-again = { $found ->
    [missing] the log { $name } was deleted or moved while the game was open: the whole game is written to it again
    [replaced] the log { $name } was replaced by another file while the game was open: the whole game is written to it again
    [cut-short] the log { $name } was cut short by something else while the game was open: the whole game is written to it again
   *[changed] the log { $name } was changed by something else while the game was open: the whole game is written to it again
}
log-notice-written-again-kept = { $found ->
    [missing] the log { $name } was deleted or moved while the game was open: the whole game is written to it again, and what was there is kept as { $kept }
    [replaced] the log { $name } was replaced by another file while the game was open: the whole game is written to it again, and what was there is kept as { $kept }
    [cut-short] the log { $name } was cut short by something else while the game was open: the whole game is written to it again, and what was there is kept as { $kept }
   *[changed] the log { $name } was changed by something else while the game was open: the whole game is written to it again, and what was there is kept as { $kept }
}
log-notice-and-then = { $first }; and then { $then }
log-not-taken-back = { $error }; and the part written could not be taken back ({ $again }): the log may end in a damaged entry, which the app repairs when the game is resumed
log-damage-needs-space = { $reason }; the damaged end ({ $bytes } bytes) needs that much free space to be kept
# The setup's problems: the header of a log, a scenario's sets, the setup screen.
setup-more-problems = … and { $more } more of the same kinds
setup-name-empty = player { $seat } has an empty name: every player needs a name
setup-name-spaces = player name '{ $name }' starts or ends with a space: write it as '{ $trimmed }'
setup-name-unsafe = player { $seat } has a name with a line break, a control or invisible character, or a direction override ({ $name }): use letters, digits and spaces
setup-name-too-long = player { $seat }'s name ('{ $start }…') is { $length } characters long: a name has at most { $most }
setup-name-reserved = '{ $name }' cannot be a player's name: court, bank and middle-1, middle-2, … are reserved
setup-name-slash = player name '{ $name }' contains '/', which names a player's cards (Ana/left): choose another name
setup-name-twice = '{ $name }' is listed twice: every player needs a different name
setup-name-case = '{ $earlier }' and '{ $name }' differ only in case: give them names that differ
setup-too-few-players = { $players } player(s) seated: the game needs 2 to { $most } players
setup-two-players-cards = 2 players play with 6 cards: 3 each (left, right and protected), not { $cards }
setup-three-players-cards = 3 players play with 6 cards: 2 each (left and right), not { $cards }
setup-four-five-cards = with { $players } players the game uses exactly 6 cards ({ $middle } in the middle), not { $cards }
setup-cards-per-player = with { $players } players the game uses one card per player plus 0, 1 or 2 extra middle cards ({ $fewest } to { $most } cards), not { $cards }
setup-too-many-players = { $players } players is too many: the game seats 2 to { $most }
setup-second-too-many = { $players } players: the second edition seats 4 to { $most }; seat { $most } or fewer, or play the first edition (`edition: first`), which seats up to { $first_most }
setup-second-too-few = { $players } player(s) seated: the second edition has no 2- or 3-player rules; seat 4 to { $most } players
# `character` is the name the log writes (Peasant, Puppet Master): a scenario or a header lists it so.
setup-too-many-copies = { $copies ->
    [one] { $character } is listed { $count } times, but the box holds { $copies }: list it once
   *[other] { $character } is listed { $count } times, but the box holds { $copies }: list it at most { $copies } times
}
# Peasant, Queen, Witch, Spy, Widow: the names a scenario or a header writes.
setup-peasants-pair = the Peasants come as a pair: list Peasant twice, or not at all
setup-needs-players = { $players ->
    [one] the { $character } needs at least { $min } players, and { $players } is seated: take it out
   *[other] the { $character } needs at least { $min } players, and { $players } are seated: take it out
}
setup-puppet-master-two = the { $puppet_master } makes two other players swap seats, and a 2-player game has only one other: take him out
setup-judge-needed = the { $judge } must be in play (unless about two thirds of the characters bring money): add the { $judge }, or fines never come back
setup-money-third = only { $money } of { $characters } characters bring money from the bank ({ $names }); at least a third should: add one, or override with `overrides: [{ $only }]`
setup-courtesan-female = the { $courtesan } needs at least a third of the characters to be female, and only { $female } of { $characters } can be: add female characters (Queen, Witch, Spy, Widow, …) or take her out
setup-not-an-override = '{ $given }' is not a rule that can be overridden; the only one is { $only } (the card-count rules cannot be)
setup-format = format is '{ $format }': this app reads '{ $expected }'
setup-first-not-a-player = first: '{ $name }' is not one of the players ({ $players })
setup-deal-not-a-place = deal: '{ $place }' is not a place at this table: { $places }
setup-deal-problem = deal: { $problem }
setup-deal-too-many = deal: the { $character } is dealt { $dealt } times but { $in_play } in play
setup-genders-problem = genders: { $problem }
setup-genders-not-a-gender = genders: '{ $name }: { $word }': write male or female
setup-genders-not-open = { $gender ->
    [male] genders: the { $character } is male in the rulebook; only the characters it leaves open can be given one: { $open }
   *[female] genders: the { $character } is female in the rulebook; only the characters it leaves open can be given one: { $open }
}
setup-genders-twice = genders: the { $character } is given twice
# The editions, inside sentences: "the characters of the first edition (2013) are …".
edition-title-first = the first edition (2013)
edition-title-second = the second edition (2021)
edition-unknown = '{ $edition }' is not an edition: write first (2013) or second (2021)
# `name` is what was written; `closest` and `names` are the names the log writes.
edition-not-a-character = '{ $name }' is not a character; the characters of { $edition } are { $names }
edition-not-a-character-closest = '{ $name }' is not a character (did you mean { $closest }?); the characters of { $edition } are { $names }
edition-unknown-character = '{ $name }' is not a character; the characters are { $names }
edition-unknown-character-closest = '{ $name }' is not a character (did you mean { $closest }?); the characters are { $names }
# A card of the other edition. `write` is the name to write in the log instead.
edition-first-card-renamed = the { $character } is a first-edition card; in the second edition its power is the { $counterpart }'s: write { $write }, or `edition: first`
edition-first-card-queen = the { $queen } is a first-edition card; the second edition has the { $empress } instead (3 coins from the bank): write { $write }, or `edition: first`
edition-first-card-expansion = the { $character } is a first-edition card (the 2014 expansion) and not a mask of the second edition: take it out, or write `edition: first`
edition-first-card = the { $character } is a first-edition card and not a mask of the second edition: take it out, or write `edition: first`
edition-second-mask-renamed = the { $character } is a second-edition mask: write `edition: second`, or { $write }, its first-edition name
edition-second-mask = the { $character } is a second-edition mask: write `edition: second`
# Scenario files.
scenario-not-found = no scenario named '{ $name }': the built-in scenarios are { $available }; or give the path of a scenario file
scenario-problem-in-set = { $at }: the { $players }-player set: { $problem }
scenario-wrong-edition = the scenario '{ $name }' is for { $is_for }, not { $wanted }: { $wanted_word ->
    [second] the second edition's built-in scenarios are { $theirs }; or give a scenario file with `edition: second`
   *[first] the first edition's built-in scenarios are { $theirs }; or give a scenario file with `edition: first`
}
scenario-no-set = the scenario '{ $name }' has no set for { $players } players; it has sets for { $counts }
scenario-counts-range = { $fewest } to { $most }
scenario-line = { $name } — { $title } ({ $counts } players)
scenario-line-genders = { $name } — { $title } ({ $counts } players); genders: { $genders }
scenario-empty = the file is empty: a scenario has a `name:` and its `sets:` (see mascarade scenarios show basic)
scenario-sets-empty = `sets` is empty: give at least one set, e.g. `7: [Judge, Bishop, King, Fool, Queen, Thief, Witch]`
scenario-built-in = built-in scenario '{ $name }'
scenario-not-utf8 = this line is not UTF-8 text: save the scenario as UTF-8 (a scenario is a YAML text file)
