# Mascarade Companion: English, the fallback for every other language.
# Mascarade's words, said only by its own code (src/mascarade/): its characters and rules, what
# an entry did, its refusals, its setup, scenarios and screens. The companion's own words are in
# companion.ftl, Coup's in coup.ftl; each language's file of the same name has the same ids (a
# test checks it). `[R-…]` marks a rule id of docs/rules.md: the rules for players leave it out, the
# reference keeps it; a line starting `LOG: ` is for the reference only. Keep both as they are
# in every language.

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
character-page-power-line = { $summary }.
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
effect-hands-swap-or-not = { $player } ({ $character }) swaps – or not – { $a } and { $b }.
effect-hands-swap-or-not-looked = { $player } ({ $character }) swaps – or not – { $a } and { $b } after looking at both.
effect-inquisition-right = { $target } says "{ $answer }" and reveals the { $card }: right.
effect-inquisition-wrong = { $target } says "{ $answer }" and reveals the { $card }: wrong.
effect-cheat-wins = { $player } has { $have }: the { $cheat } wins.
effect-cheat-does-not-win = { $player } has { $have }, fewer than { $needed }: the { $cheat } does not win.
effect-fortunes-passed-left = { $player } ({ $alchemist }): every player hands their whole fortune to the player on their left.
effect-fortunes-passed-right = { $player } ({ $alchemist }): every player hands their whole fortune to the player on their right.
effect-seats-swapped = { $a } and { $b } swap seats; the cards and fortunes stay where they were, so each now has the other's.
effect-shown = { $player } shows their card to everyone but themselves ({ $by }'s choice).
effect-shown-card = { $player } shows their card to everyone but themselves ({ $by }'s choice): { $card }.
effect-looked-at = { $player } ({ $character }) looks at the cards of { $places }.
effect-looked-at-hands = { $player } ({ $character }) looks at { $places }.
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
redid = { $turn }{ $what } — { $effects }

## What the rules allow now, and how a game ended

now-over = The game is over: { $outcome }. Only undo and notes are accepted now.
replay-over = The game is over: { $outcome }.
now-swap-with = with another player's card or a middle card
now-swap-with-player = with another player's card
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
hand-left = left
hand-right = right
hand-protected = protected
place-middle = middle card { $n }
place-card = { $player }'s { $hand } card

## The screens: what the keys do, as the footer and the help say it

key-swap = swap
key-look = look
key-announce = announce
key-add-name = add the name typed
key-claims-too = claims too
key-continue = continue
key-extra-middle-card = extra middle card
key-no = no
key-nobody-else = nobody else
key-record-the-deal = record the deal
key-remove = remove
key-saw = saw
key-select = select
key-stop-recording = stop recording
key-undo-a-card = undo a card

## The screens: the start menu, past games, the replay, the help, the frame

start-new = New game of Mascarade
replay-then-correction = , then a correction
replay-then-seen = , then a card seen
replay-then-note = , then a note
replay-at-start = the start, { $total } turns
replay-before-first = before turn 1 of { $total }{ $between }
replay-at-turn = turn { $played } of { $total }{ $between }
replay-title = Mascarade · replay · { $at } · { $file }
replay-teaching = { $now } (replay: read-only)
replay-start = The start: everyone has their starting coins. → to step through the game.
help-characters-of-game = THE CHARACTERS OF THIS GAME: press a key to jump to one
help-characters = THE CHARACTERS: press a key to jump to one
frame-title-setup = Mascarade · new game: who plays?
frame-title-deal = Mascarade · new game: the cards
help-title = {" "}Help — ↑↓ PgUp PgDn: scroll · a character's key: its rules · Esc: close{" "}

## The screens: a new game's setup

setup-rule-starting-coins = starting coins
setup-rule-winning-fortune = winning fortune
setup-rule-fine = fine
setup-rule-cheat-wins-at = { $cheat } wins at
setup-rule-widow-tops-up = { $widow } tops up to
setup-rule-penalty = { $inquisitor }'s penalty
setup-seated = { $n ->
    [0] no player seated: seat { $least } to { $most }
    [one] { $n } player seated: seat { $least } to { $most }
   *[other] { $n } players seated: seat { $least } to { $most }
}
setup-no-scenario = no scenario is available
setup-type-a-name = type a name first
setup-most-players = { $most } players is the most the game seats
setup-most-players-edition = { $most } players is the most { $edition } seats
setup-teach-players = Seat { $least } to { $most } players in clockwise order: each sits to the left of the one before (R-SET-3). Names must differ.
setup-teach-edition = The edition decides the masks: the first (2013, and its expansion) or the second (2021: King 2 coins, Empress 3, Guru, Cheater; 4 to 12 players).
setup-teach-scenario = The scenario chooses the characters for the number of players (R-SET-4).
setup-teach-first = The youngest player starts; play then goes clockwise (R-SET-3).
setup-teach-rules = House rules change the rulebook's numbers; they are written into the game's log (R-SET-6).
setup-teach-start = Enter checks the setup against the rules (R-SET-2, R-SET-5) and shows which cards to take out.
setup-not-added = '{ $name }' not added: { $problem }
setup-removed = { $name } removed
setup-edition-chosen = { $edition }: { $least } to { $most } players, the { $scenario } scenario
setup-no-scenario-name = no
setup-cannot-start = the game cannot start yet: { $problems }
setup-plays-first = {"  "}(plays first)
setup-no-one-yet = No one yet: type a name, Enter.
setup-add = Add:{" "}
setup-players-title = Players, clockwise
setup-edition-line = ◀ { $edition } ▶  { $year }, { $least } to { $most } players
setup-edition-title = Edition
setup-scenario-title = Scenario
setup-youngest-starts = (the youngest starts)
setup-first-title = First player
setup-rules-title = House rules
setup-see-cards = Enter: see which cards to take out
setup-start-title = Start

## The screens: the cards to take out, and the deal

deal-teaching = Cards are dealt face up and memorised, then turned face down (R-SET-3). Recording the deal is optional.
deal-first-not-a-player = --first { $first }: not one of the players ({ $players })
deal-extra-for-six = extra middle cards are for 6 or more players; with { $players }, the set is as it is (R-SET-2)
deal-no-extra-to-remove = no extra middle card to take away: the set is as the scenario gives it
deal-two-middle-already = this set already has the 2 middle cards the rules allow (R-SET-2)
deal-extra-at-most = { $n ->
    [one] { $n } extra middle card at most with this set (R-SET-2)
   *[other] { $n } extra middle cards at most with this set (R-SET-2)
}
deal-none-to-add = no other character of this edition can be added to the middle
deal-written-to = The game is written as it goes to { $path }
deal-could-not-start = the game could not start: { $problem }
deal-title = {" "}The cards{" "}
deal-title-edition = {" "}The cards · { $edition } edition{" "}
deal-dealt-to-title = {" "}The card dealt to { $place }{" "}
deal-which-card = Which card was dealt to { $place }?
deal-copies = { $name } ×{ $n }
deal-take-out = Take these { $n } cards out of the box:
deal-two-players = Deal three to each player, face up: left, right, and one further back, protected (R-2P).
deal-three-players = Deal two to each player, face up: left and right (R-3P).
deal-one-each = Deal one to each player, face up.
deal-one-each-middle = Deal one to each player and { $n } to the middle, all face up.
deal-memorise = Let everyone memorise every card, then turn them all face down. Each player takes { $coins } coins.
deal-memorise-shared = Let everyone memorise every card, then turn them all face down. Each player takes { $coins } coins, shared by all their cards.
deal-enter-start = Enter: start the game.
deal-record = d: first record where each card was dealt (optional).
deal-print-aid = p: write a one-page player aid to print, in the table's language.
deal-extra-one = 1 extra middle card
deal-extra-up-to = 1 or { $n } extra middle cards
deal-add-extra = + -: add { $most }, for more doubt (R-SET-2); now { $now }.
deal-start-with-deal = Enter: start the game with this deal.
deal-the-deal = {" "}The deal{" "}
deal-teaching-memory-aid = With the memory aid, a grid beside the seats shows what each card could be, followed from the deal: record it as everyone saw it face up.
deal-memory-aid = m: a memory aid for a table of beginners: every seat shows what its card could be (off; recorded in the log).
deal-memory-aid-chosen = m: the memory aid is on: every seat will show what its card could be.
deal-memory-aid-without-deal = m: the memory aid is on; without the deal it knows only the cards revealed: d records it.
deal-memory-aid-on = Memory aid on: record the deal card by card, as everyone saw it face up.
deal-memory-aid-off = Memory aid off: the players keep the cards in mind themselves.

## The screens: a correction

correction-teaching = A correction moves coins between the bank and a fortune (or the courthouse), or from one fortune to another; a fortune never goes below 0.
correction-the-bank = the bank: + from it, − back to it
correction-to = to { $party }
correction-problem = { $problem }:{" "}
correction-zero = 0 coins change nothing:{" "}
correction-nothing-to-move = there is nothing to move (Esc: back)
correction-number-up-to = type a number from 1 to { $most } (Esc: back)
correction-from-the-bank = type the coins from the bank, such as 2
correction-from-or-to-bank = type the coins, such as 2 (from the bank) or −2 (back to it); no fewer than −{ $most }
correction-whose = Whose fortune is corrected?
correction-whose-is = Whose fortune: { $party }
correction-where = Where do the coins go? The bank, or — for a coin given to the wrong player — where it belongs:
correction-where-bank = Where: the bank
correction-coins-bank = Coins (+ from the bank, − back to it): { $amount }
correction-where-to = Where: to { $party }
correction-coins-moved = Coins moved: { $amount }
correction-why = Why (optional, Enter to save): { $reason }
correction-title = {" "}Correct a fortune{" "}

## The screens: the table

table-new-game = New game, written as it goes to { $path }
table-warning = warning: { $warning }
table-resumed = Resumed { $path }
table-title = Mascarade · { $phase } · { $players } players · log { $file }
table-teach-swap = Swap – or not (R-TURN-3): { $player } takes their card and another face-down card and swaps them or not, under the table. Nobody knows which.
table-teach-look-card = { $player } looks secretly at one of their cards (R-TURN-2).
table-teach-swap-two = Swap – or not (R-2P): one of your cards, the protected one included, with your other cards or the opponent's left or right card, never the protected one.
table-teach-swap-three = Swap – or not (R-3P): one of your cards with another player's card or with your own other card. Nobody knows which.
table-teach-seen = A player who saw their own card by mistake must look at it on their next turn (R-TURN-4).
table-teach-note = A note goes into the game's history; it changes nothing.
table-game-over-only = the game is over: only undo and notes are accepted
table-phase-opening = opening swap { $turn } of { $opening }
table-phase-turn = turn { $turn }
table-phase-over = game over
table-panel = {" "}The table{" "}
table-panel-later = { $n ->
    [one] {" "}The table · { $n } later entry below: PgDn, End{" "}
   *[other] {" "}The table · { $n } later entries below: PgDn, End{" "}
}
table-swap-which = {" "}Swap – or not: with which card?{" "}
table-look-which = {" "}Look: at which card?{" "}
table-swap-own = {" "}Swap – or not: which own card?{" "}
table-whose-cards = Which of { $player }'s cards?
table-card-with-which = { $card } with which card?
table-who-saw = {" "}Who saw their card by mistake?{" "}
table-note = {" "}Note{" "}
table-seats-after = {" "}Seats · coins → after{" "}
table-seats = {" "}Seats · coins{" "}
table-mark-must-look = must look
table-mark-must-swap = must swap
table-mark-swap = swap
table-mark-to-play = to play
table-mark-out = out (Damned)
table-mark-wins = ★ wins
table-mark-must-look-short = to look
table-mark-must-swap-short = to swap
table-mark-swap-short = swap
table-mark-to-play-short = to play
table-mark-out-short = out
table-mark-wins-short = ★ wins
table-middle = { $n ->
    [one] {"   "}Middle: { $n } card
   *[other] {"   "}Middle: { $n } cards
}
table-fortunes = Courthouse { $court }   Bank paid out { $bank }{ $middle }
table-edition = {" "}({ $edition } edition)
table-in-play = In play{ $edition }: { $characters }
table-final-fortunes = Final fortunes: { $fortunes }
table-game-over = {" "}Game over{" "}
table-chart = {" "}Coins by entry · a line ends in its key{" "}
table-chart-short = {" "}Coins by entry{" "}
table-saved-short = Saved: { $changes }; the history tells it all.
table-saved-short-none = Saved; the history tells it all.
table-entries = { $n ->
    [one] { $n } entry
   *[other] { $n } entries
}

## The screens: an announcement

announce-teach-character = Only a character that is in this game can be announced (R-TURN-6).
announce-teach-hand-announcer-two = The announcer puts a hand on their left or right card, never the protected one (R-2P).
announce-teach-hand-announcer = The announcer puts a hand on one of their cards (R-3P).
announce-teach-hand-contester-two = A contester puts a hand on exactly one of their cards, the protected one included (R-2P).
announce-teach-hand-contester = A contester puts a hand on exactly one of their cards (R-3P).
announce-teach-contest = Each other player is asked in turn, clockwise from { $announcer }'s left, whether they claim it too (R-CLAIM-1).
announce-teach-reveal = Everyone who claimed it reveals at once; whoever truly is the character uses the power (R-CLAIM-3).
announce-teach-power = The power is used first; the fines of the false claimants come after (R-CLAIM-4).
announce-teach-preview = Power first, then a fine of { $fine } to the courthouse for each false claimant (R-CLAIM-3, R-CLAIM-4).
announce-refused = refused: { $problem } — Esc to go back
announce-hand-on = , hand on { $card }
announce-announces = { $player } announces the { $character }{ $hand }
announce-announces-unknown = { $player } announces …{ $hand }
announce-claims = { $player } claims it{ $hand }
announce-no = { $player } no
announce-asked = Asked: { $answers }
announce-asked-count = Asked: { $claims ->
    [0] nobody else claims it
    [one] 1 other claims it
   *[other] { $claims } others claim it
}, { $no ->
    [0] nobody said no
    [one] 1 said no
   *[other] { $no } said no
}
announce-which-character = Which character?
announce-which-hand = Which card is { $player }'s hand on?
announce-does-claim = Does { $player } claim to be the { $character } too?
announce-yes-no = y: yes · n: no · Enter: nobody else does
announce-which-revealed = Which card did { $player } reveal?
announce-what-happens = What happens (Enter: confirm · Esc: back):
announce-refuse = The rules refuse this announcement:
announce-go-back = Esc: go back and change an answer.
announce-title = {" "}Announce{" "}
ask-user-as = { $player }, as the { $announced }
ask-cemetery = The { $character } ({ $user }) turns up the top card of the cemetery: which character is it?
ask-usurper-target = Whom does the { $character } ({ $user }) choose, to name their character?
ask-usurper-names = Which character does the { $character } ({ $user }) say { $target } is?
ask-usurper-reveal = { $target } reveals their card: what is it? If it is the one named, the { $character } uses its power.
ask-richest-tie = { $tied } tie as the richest: which one does the { $character } ({ $user }) take from?
ask-witch = Whose fortune does the { $character } ({ $user }) take in exchange for her own?
ask-spy = Which other card does the { $character } ({ $user }) look at?
ask-fool-cards = The { $character } ({ $user }) swaps – or not – two cards of other players: the first?
ask-fool = The { $character } ({ $user }) swaps – or not – the cards of two other players: the first?
ask-puppet-master = { $fee ->
    [one] The { $character } ({ $user }) takes { $fee } coin from each of two other players, who swap seats: the first?
   *[other] The { $character } ({ $user }) takes { $fee } coins from each of two other players, who swap seats: the first?
}
ask-sage-cards = The { $character } ({ $user }) looks at a card of each of two other players: the first?
ask-sage = The { $character } ({ $user }) looks at the cards of two other players (or middle cards): the first?
ask-second-card = … and the second card, besides { $first }?
ask-second-player = … and the second player, besides { $first }?
ask-inquisitor-target = Whom does the { $character } ({ $user }) point at?
ask-inquisitor-answer = What does { $target } say their card is?
ask-inquisitor-reveal = { $target } reveals their card: what is it?
ask-alchemist = Which way does the { $character } ({ $user }) make every player hand on their whole fortune?
ask-courtesan = { $neighbour }, on the right of the { $character } ({ $user }), reveals their card: what is it? A male character gives her { $coins } coins.
ask-gambler-guesser = The { $character } ({ $user }) takes { $most } coins from the bank and hides some in her fist: who guesses how many?
ask-gambler-hidden = How many coins did the { $character } ({ $user }) hide in her fist?
ask-gambler-guess = How many does { $guesser } guess?
ask-princess = Which other player does the { $character } ({ $user }) choose to show their card to the others, without looking at it?
ask-princess-shown = { $target } showed their card to the others: which was it? Noting it lets the table's memory of the cards know it; Enter leaves it unnoted.
ask-bear-nothing-yet = No coins moved yet.
ask-bear-so-far = So far: { $moves }.
ask-bear-party = The { $character } ({ $user }): the table invents the power. Whose coins move, from or to the bank? { $so_far }
ask-bear-coins-so-far = , { $coins } so far
ask-bear-coins-player = How many coins does { $party } take from the bank (+) or give back (−)? They have { $now }{ $so_far }.
ask-bear-coins-court = How many coins does { $party } take from the bank (+) or give back (−)? It holds { $now }{ $so_far }.
answer-decline = decline (keep her fortune)
answer-not-noted = not noted
answer-left = left (clockwise): { $player }'s fortune goes to { $to }
answer-right = right: { $player }'s fortune goes to { $to }
answer-done = done

## The screens: quitting, keys, the terminal, the log while playing

app-notice = { $notice }. { $done }
app-whose-card = { $player }'s card:{" "}
app-prefix = { $key } … { $owner }{ $hands }
app-no-card = { $key } { $hand }: that card is not one of the choices (a protected card is its owner's alone to swap, and a card is not swapped with itself)

## Refusals: what is wrong with an entry, and what would be accepted
## A refusal is said as `refusal-frame`: what is wrong (a `refusal-…` message), the rule it
## breaks, then what would be accepted (a `refusal-accepted-…` message). Words between
## backticks are the log's and stay as they are; so do the character names in what would be
## accepted (`Witch`, `King`), which are the ones the log writes.

# The log's shape.
refusal-game-over = the game is over (won by { $winners }), so { $action ->
        [undo] an
        [adjust] an
        [announce] an
       *[other] a
    } `{ $action }` cannot follow
refusal-undo-of-state = undo cancels an entry of the history, not of one state
refusal-nothing-to-undo = there is nothing to undo: no entry is in effect
refusal-not-kept = this entry could not be kept
refusal-no-such-field = { $action ->
        [undo] an
        [adjust] an
        [announce] an
       *[other] a
    } `{ $action }` entry has no `{ $field }` field
refusal-no-such-field-card = { $action ->
        [undo] an
        [adjust] an
        [announce] an
       *[other] a
    } `{ $action }` entry has no `card` field (`card` says which of their cards a player swaps, looks at or announces with, in 2- and 3-player games)
refusal-missing-field = `{ $field }` is missing
refusal-not-a-player = `{ $field }: { $name }` is not a player at this table
refusal-not-a-player-case = `{ $field }: { $name }` is not a player at this table (did you mean { $player }? names are case-sensitive)
# $why: why the card is not of this edition, and the fix.
refusal-other-edition = `{ $field }: { $name }`: { $why }
refusal-not-a-character = `{ $field }: { $name }` is not a character
# $closest: the name as the log writes it.
refusal-not-a-character-closest = `{ $field }: { $name }` is not a character (did you mean { $closest }?)
refusal-adjust-without-coins = an adjustment needs `coins`, a number other than 0
refusal-more-than-the-box = { $coins } coins is more than the whole box holds ({ $most })
# $who: a player's name, or `party-court`.
refusal-cannot-give-back = { $who } has { $have ->
    [0] no coins
    [one] { $have } coin
   *[other] { $have } coins
}, so cannot give back { $coins }
refusal-move-to-itself = `to` names { $who }, who gives the coins
refusal-move-without-coins = a move of coins from { $from } to { $to } needs `coins`, a number from 1 up
refusal-move-too-much = { $from } has { $have ->
    [0] no coins
    [one] { $have } coin
   *[other] { $have } coins
}, so cannot give { $coins } to { $to }

# Turns. $action is the log's word for the entry refused: `look` or `announce`.
refusal-not-your-turn = it is { $next }'s turn, not { $player }'s (play goes clockwise)
refusal-eliminated-saw-nothing = { $player } was eliminated by the { $damned } and has no card to see
refusal-must-look = { $player } saw their card by mistake and must look at it this turn
refusal-must-look-not = { $player } saw their card by mistake and must look at it this turn: { $action ->
    [look] no look
   *[other] no announcement
}
refusal-opening-swap = turn { $turn } is one of the first four turns, when every player must swap – or not: { $action ->
    [look] no look
   *[other] no announcement
}
refusal-forced-swap = { $player } was revealed during { $during }'s turn, so must swap – or not: { $action ->
    [look] no look
   *[other] no announcement
}
refusal-swap-without = a swap needs `with`: the other card taken under the table
refusal-swap-with-own = { $player } cannot swap with their own card
refusal-eliminated-no-card = { $player } was eliminated by the { $damned } and has no card on the table
refusal-not-a-card = `{ $field }: { $name }` is not a card on this table

# Announcements and contests.
refusal-not-in-game = the { $character } is not in this game
refusal-cannot-be-announced = the { $character } cannot be announced
refusal-contest-own = { $player } announced, and cannot also contest their own announcement
refusal-contester-eliminated = { $player } was eliminated by the { $damned } and cannot contest
refusal-contest-twice = { $player } is listed twice in `contests`
refusal-contest-order = contests are asked one at a time clockwise from { $announcer }'s left, so they are listed in that order
refusal-revealed-without-contest = nobody contested, so no card was revealed
refusal-revealed-not-claimant = { $player } neither announced nor contested, so their card was not revealed
refusal-reveal-missing-announcer = { $player } announced and was contested, so their card was revealed, but `revealed` does not say what it was
refusal-reveal-missing-contester = { $player } contested, so their card was revealed, but `revealed` does not say what it was
refusal-damned-gone = the { $character } was revealed earlier and has left the game
refusal-revealed-not-in-game = a { $character } was revealed, but the { $character } is not in this game
refusal-too-many-revealed = { $shown } cards of the { $character } were revealed, but the game has { $copies ->
    [one] only one
   *[other] { $copies }
}
refusal-revealed-other-card = { $player } revealed the { $shown } a moment ago, so cannot now reveal the { $card }

# Powers. $problem is another refusal's message, said as part of this one.
refusal-no-such-power-field = the { $character }'s power has no `{ $field }`
refusal-no-power-used = nobody was the { $character }, so no power was used; { $problem }
refusal-last-player-wins = the { $damned } left one player in the game, who wins at once: no power is used; { $problem }
refusal-field-outside-then = the { $character }'s power has no `{ $field }` of its own: the power it uses takes its fields under `then:`
# $further: `refusal-borrowed-further` once for each character further along the chain.
refusal-borrowed = { $problem } (the { $borrowed }'s power, used through the { $through }{ $further })
refusal-borrowed-further = , itself used through the { $character }
# $why: one of the `refusal-no-borrowing-…` messages.
refusal-then-not-needed = `then:` gives fields, but no power needs them: { $why }
refusal-no-borrowing-nothing-played = no character has been played yet
refusal-no-borrowing-peasant = the { $peasant }'s power has none
refusal-no-borrowing-damned = the { $damned } has no power to use
refusal-no-borrowing-usurper-eliminated = he was eliminated
refusal-no-borrowing-named-wrong = he named the { $named }, not the { $card }, so uses no power
refusal-no-borrowing-cemetery-damned = the { $card } eliminates the { $character }, who uses no power
refusal-missing-target-looks-at = the { $character } looks at another card: `{ $field }` is missing
refusal-missing-target-points-at = the { $character } points at another player: `{ $field }` is missing
refusal-missing-target-guesses = another player guesses the { $character }'s hidden coins: `{ $field }` is missing
refusal-missing-target-shows-card = the { $character } chooses another player, who shows their card: `{ $field }` is missing
refusal-missing-target-chooses = the { $character } chooses another player: `{ $field }` is missing
refusal-player-not-middle = the { $character }'s power takes a player, not a middle card ({ $name })
refusal-eliminated-gone = { $name } was eliminated by the { $damned } and is no longer in the game
refusal-not-themselves = { $name } uses the { $character }'s power and cannot target themselves
refusal-spy-own-card = the { $character } looks at her own card and another one: { $name } is her own
refusal-sage-own-card = `targets: { $name }`: { $name } is using the { $character }'s power, who looks at the cards of two other players (or middle cards), not their own
refusal-not-a-player-or-middle = `{ $name }` is not a player or a middle card at this table
refusal-not-two-swaps = the { $character } swaps – or not – the cards of two other players: `targets` needs exactly two, not { $count }
refusal-not-two-looks-at = the { $character } looks at the cards of two other players: `targets` needs exactly two, not { $count }
refusal-same-player-twice = the { $character } needs two different players, not { $name } twice
refusal-sage-needs-two = the { $character } looks at the cards of two other players: `targets` needs two different ones
refusal-richest-tie = { $names } tie as the richest other players ({ $most } coins each): the { $character } chooses one
refusal-not-the-richest = { $name } has { $coins } coins and is not the richest other player ({ $names }: { $most })
refusal-cemetery-missing = the { $character } turns up the cemetery's top card: `cemetery` is missing
# $edition: the log's word for the edition, `first` or `second`.
refusal-cemetery-other-edition = the { $card } is not a card of the { $edition ->
    [first] first
   *[other] second
} edition, so it is not in the cemetery
refusal-cemetery-in-play = the { $card } is in play, so it is not in the cemetery (the characters left in the box)
refusal-missing-direction = the { $character } chooses left or right: `direction` is missing
refusal-gambler-numbers = the { $character } hides 1 to { $most } coins and the guess is 1 to { $most }: `hidden` and `guess` are needed
refusal-moves-twice = `moves` names { $name } twice
refusal-moves-too-much = `moves: { $name }: { $coins }` cannot be: { $name } has { $have } coins
refusal-false-usurper-chosen = { $name } was just revealed as a false { $character }, so cannot be chosen

# Two- and three-player games. $players: how many play (2 or 3).
refusal-card-in-one-card-game = `card: { $card }`: `card` says which of their several cards a player uses, in 2- and 3-player games; this game has { $players } players, one card each
refusal-card-missing-swap = { $player } plays in { $players ->
    [2] a 2-player game, where each player has three cards (left, right and protected)
   *[other] a 3-player game, where each player has two cards (left and right)
}, so a swap needs `card`: which of their cards the player takes
refusal-card-missing-look = { $player } plays in { $players ->
    [2] a 2-player game, where each player has three cards (left, right and protected)
   *[other] a 3-player game, where each player has two cards (left and right)
}, so a look needs `card`: which of their cards the player looks at
refusal-card-missing-announce = { $player } plays in { $players ->
    [2] a 2-player game, where each player has three cards (left, right and protected)
   *[other] a 3-player game, where each player has two cards (left and right)
}, so an announcement needs `card`: the card the announcer's hand is on
refusal-card-not-own = `card: { $card }` is not one of { $player }'s own cards
refusal-announce-with-protected = { $player } announces with the hand on the left or right card, never on the protected one
refusal-card-not-of-player = `card: { $card }` is not one of { $player }'s cards: this is { $players ->
    [2] a 2-player game, where each player has three cards (left, right and protected)
   *[other] a 3-player game, where each player has two cards (left and right)
}
refusal-names-player = `{ $field }: { $name }` names a player, and this is { $players ->
    [2] a 2-player game, where each player has three cards (left, right and protected)
   *[other] a 3-player game, where each player has two cards (left and right)
}: name the card
refusal-swap-card-with-itself = { $with } cannot be swapped with itself
refusal-protected-card = { $name } is { $owner }'s protected card: only its owner may swap it
refusal-card-of-eliminated = { $with } was { $owner }'s, who was eliminated by the { $damned }: it is no longer on the table
refusal-contest-two-cards = { $player } contests with two cards ({ $first } and { $second }): a contester puts a hand on exactly one card
refusal-contest-names-player = `contests: [{ $name }]`: this is { $players ->
    [2] a 2-player game, where each player has three cards (left, right and protected)
   *[other] a 3-player game, where each player has two cards (left and right)
}, and a contester puts a hand on exactly one of their cards: name it
refusal-contest-unknown-card = `contests: [{ $name }]` is not a card at this table
refusal-revealed-other-hand = `revealed:` names { $key }, but { $player } showed only the card their hand was on ({ $card })
refusal-revealed-other-hand-no-claim = `revealed:` names { $key }, but { $player } showed only the card their hand was on (they did not claim)
refusal-revealed-twice = `revealed:` gives { $player }'s card twice
refusal-power-own-card = { $name } is the { $character }'s own card: the power takes other players' cards
refusal-cannot-take-as-well = the { $character } cannot take { $name } as well
refusal-not-two-cards-swaps = the { $character } swaps – or not – two cards of other players: `targets` needs exactly two, not { $count }
refusal-not-two-cards-looks-at = the { $character } looks at two cards of other players: `targets` needs exactly two, not { $count }
refusal-same-card-twice = the { $character } needs two different cards, not { $second } twice
refusal-cards-of-one-player-swaps = the { $character } swaps the cards of two other players, and { $first } and { $second } are both { $owner }'s
refusal-cards-of-one-player-looks-at = the { $character } looks at the cards of two other players, and { $first } and { $second } are both { $owner }'s

# What would be accepted. $choices, $cards, $players, $characters: lists of names, as the log
# writes them, joined with commas.
refusal-accepted-game-over = undo (to take back the entry that ended it) or a note
refusal-accepted-undo-of-state = undo through the game's history
refusal-accepted-an-action = a swap, look or announcement, or a note
refusal-accepted-not-kept = an entry of plain text and numbers
refusal-accepted-only-comment = { $action ->
        [undo] an
        [adjust] an
        [announce] an
       *[other] a
    } `{ $action }` entry with only `comment` (and `at`)
refusal-accepted-fields = { $action ->
        [undo] an
        [adjust] an
        [announce] an
       *[other] a
    } `{ $action }` entry with the fields { $fields }
refusal-accepted-field-one-of = `{ $field }:` one of { $choices }
refusal-accepted-field-one-of-or-court = `{ $field }:` one of { $choices }, or court
refusal-accepted-one-of = one of { $choices }
refusal-accepted-one-of-or-court = one of { $choices }, or court
refusal-accepted-adjust-coins = `coins: 2` (from the bank) or `coins: -2` (back to the bank)
refusal-accepted-coins-range = `coins:` from -{ $have } to { $most }, not 0
refusal-accepted-nothing-to-give-back = a positive `coins:` (coins from the bank): there is nothing to give back
refusal-accepted-coins-from = `coins:` from -{ $have } up
refusal-accepted-move-to = `to:` another player, or court (or no `to`, for coins from or to the bank)
refusal-accepted-nothing-to-give = no move: there is nothing to give
refusal-accepted-coins-up-to = `coins:` from 1 to { $have }
refusal-accepted-turn-of = a swap, look or announcement by { $player }
refusal-accepted-still-in-game = a player still in the game
refusal-accepted-look-by = a look by { $player }
refusal-accepted-swap-by = a swap by { $player }
refusal-accepted-swap-with = `with:` another player's card or a middle card: { $cards }
refusal-accepted-announce-one-of = an announcement of one of { $characters }
refusal-accepted-announce-another = an announcement of another character in play: { $characters }
refusal-accepted-contests-by-others = contests by other players only
refusal-accepted-contests-still-in-game = contests by players still in the game: { $players }
refusal-accepted-each-contester-once = each contester once
refusal-accepted-leave-out-revealed = leave out `revealed`, or list the contesters in `contests`
refusal-accepted-revealed-cards-of = the revealed cards of { $claimants }
refusal-accepted-revealed-with = `revealed:` with the cards of { $claimants }
refusal-accepted-real-card = each player's real card (check who showed what)
refusal-accepted-characters-in-play = one of the characters in play: { $characters }
refusal-accepted-leave-out = leave out `{ $field }`
refusal-accepted-under-then = `then:` with `{ $field }` in it
# $deeper: ` → `then:`` once for each further borrowing; $accepted: what the borrowed power accepts.
refusal-accepted-borrowed = under `then:`{ $deeper }, { $accepted }
refusal-accepted-no-target = no `target`: every other player was just revealed as a false { $usurper }
refusal-accepted-two-of = `targets: [A, B]` with two of { $choices }
refusal-accepted-targets-two-of = `targets:` two of { $choices }
refusal-accepted-field-among = `{ $field }:` among { $choices }
refusal-accepted-richest-or-none = `target: { $name }`, or leave `target` out
refusal-accepted-direction = `direction: left` or `direction: right`
refusal-accepted-gambler = `hidden:` and `guess:`, each from 1 to { $most }
refusal-accepted-one-move = one move for { $name }, with the coins added up
refusal-accepted-moves-for = `moves` for players still in the game, or court: { $players }
refusal-accepted-moves-range = for { $name }, a number other than 0 from -{ $have } to 194
refusal-accepted-without-card = { $action ->
        [undo] an
        [adjust] an
        [announce] an
       *[other] a
    } `{ $action }` entry without `card`
# Two ways of writing a field, the first of which may itself be a list of ways: `card: left` or `card: right`.
refusal-accepted-or = { $first } or { $second }
refusal-accepted-one-card = each contester once, with one card
refusal-accepted-contests-among = `contests:` cards among { $cards }
refusal-accepted-revealed-keyed = `revealed:` keyed by the claimants (`Bao: King`) or by the cards their hands were on (`Bao/right: King`)
refusal-accepted-one-revealed = one revealed card per claimant
refusal-accepted-first-and-one-of = `targets:` { $first } and one of { $cards }

## The command line and the log: messages, errors and reports

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
cli-state-middle = { $middle ->
    [one] { $middle } middle card
   *[other] { $middle } middle cards
}
cli-state-scenario = scenario { $scenario }
cli-state-characters = Characters: { $characters }
cli-state-turn-opening = Turn { $turn } (opening swaps: { $turn } of { $opening }), { $entries } entries in effect
cli-state-turn-play = Turn { $turn } (play), { $entries } entries in effect
cli-state-turn-over = Turn { $turn } (over), { $entries } entries in effect
cli-state-eliminated = eliminated by the { $damned }
cli-state-must-look = must look on their next turn
# The word after a player's coins, in a column (padded to the longest form).
cli-state-coins-word = { $n ->
    [one] coin
   *[other] coins
}
# What the bank has paid out when it has taken in more than it paid (a negative number).
cli-state-coins = { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}
cli-state-coins-negative = { $n } coins
cli-state-money = Courthouse: { $court }    Bank paid out: { $bank }
cli-state-game-over = Game over: { $outcome }.
cli-state-winners = Winners: { $winners }
log-listed-twice = `{ $key }` is listed twice: each may appear only once
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
setup-too-few-players = { $players ->
    [one] 1 player seated
   *[other] { $players } players seated
}: the game needs 2 to { $most } players
setup-two-players-cards = 2 players play with 6 cards: 3 each (left, right and protected), not { $cards }
setup-three-players-cards = 3 players play with 6 cards: 2 each (left and right), not { $cards }
setup-four-five-cards = with { $players } players the game uses exactly 6 cards ({ $middle } in the middle), not { $cards }
setup-cards-per-player = with { $players } players the game uses one card per player plus 0, 1 or 2 extra middle cards ({ $fewest } to { $most } cards), not { $cards }
setup-too-many-players = { $players } players is too many: the game seats 2 to { $most }
setup-second-too-many = { $players } players: the second edition seats 4 to { $most }; seat { $most } or fewer, or play the first edition (`edition: first`), which seats up to { $first_most }
setup-second-too-few = { $players ->
    [one] 1 player seated
   *[other] { $players } players seated
}: the second edition has no 2- or 3-player rules; seat 4 to { $most } players
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
setup-rules-starting-zero = rules.starting_coins is 0: every player must start with at least 1 coin
setup-rules-too-large = rules.{ $field } is { $value }: more than all the coins in the box (194); use a number from 0 to 194
setup-rules-win-not-above = rules.win_coins ({ $win }) must be more than rules.starting_coins ({ $start }), or everybody would win at once
# The editions, inside sentences: "the characters of the first edition (2013) are …".
# The edition as a word in a title, a label or the setup: "second edition".
edition-word-first = first
edition-word-second = second
edition-title-first = the first edition (2013)
edition-title-second = the second edition (2021)
edition-unknown = '{ $edition }' is not an edition: write first (2013) or second (2021)
# `name` is what was written; `closest` and `names` are the names the log writes.
edition-not-a-character = '{ $name }' is not a character; the characters of { $edition } are { $names }
edition-not-a-character-closest = '{ $name }' is not a character (did you mean { $closest }?); the characters of { $edition } are { $names }
edition-unknown-character = '{ $name }' is not a character; the characters are { $names }
edition-unknown-character-closest = '{ $name }' is not a character (did you mean { $closest }?); the characters are { $names }
character-lookup-unsafe = '{ $name }' holds a line break or a control character, which no name does: type the character's name on one line, such as { $example }
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
scenario-no-set = the scenario '{ $name }' has no set for { $players ->
        [one] 1 player
       *[other] { $players } players
    }; it has sets for { $counts }
scenario-counts-range = { $fewest } to { $most }
scenario-line = { $name } — { $title } ({ $counts } players)
scenario-line-genders = { $name } — { $title } ({ $counts } players); genders: { $genders }
scenario-empty = the file is empty: a scenario has a `name:` and its `sets:` (see mascarade scenarios show basic)
scenario-sets-empty = `sets` is empty: give at least one set, e.g. `7: [Judge, Bishop, King, Fool, Queen, Thief, Witch]`
scenario-built-in = built-in scenario '{ $name }'
scenario-not-utf8 = this line is not UTF-8 text: save the scenario as UTF-8 (a scenario is a YAML text file)

## The printable player aid

aid-title = Mascarade · { $scenario } · { $players } players
aid-setup = { $middle ->
    [0] { $cards } cards: one each. Everyone starts with { $coins } coins; the first four turns are swaps – or not.
   *[other] { $cards } cards: one each, { $middle } in the middle. Everyone starts with { $coins } coins; the first four turns are swaps – or not.
}
aid-setup-several = { $cards } cards: { $each } each. Everyone starts with { $coins } coins, shared by all their cards; the first four turns are swaps – or not.
aid-characters = The characters of this game
aid-claim-order = Always the power first, then the fines [R-CLAIM-4].
aid-claim-order-judge = Always the power first, then the fines: the Judge does not collect this turn's fines [R-CLAIM-4].
aid-claim-order-witch = Always the power first, then the fines: the Witch swaps fortunes before they are paid [R-CLAIM-4].
aid-special-forced = Forced swap: if your card was revealed during the turn just before yours, your turn must be swap – or not. Only the next player can be affected, even one who truly was the character [R-TURN-5].
aid-more = Every character's rules in full: mascarade rules NAME. Mascarade Companion keeps the coins, the turns and the contests.
key-print-aid = player aid

## `mascarade games`: the games of a folder, summed up

games-end-fortune = { $winners } won, with { $coins } coins or more
games-end-bankruptcy = { $winners } won: a player went broke
games-end-cheat = { $winners } won as the { $cheat }
games-end-last = { $winners } won, the last one left in the game
games-set = { $scenario }, { $edition } edition
games-set-unknown = { $edition } edition

## mascarade stats
stats-games = { $games ->
    [one] 1 game
   *[other] { $games } games
} ({ $finished } over, { $unfinished } unfinished)
stats-players-heading = Players (wins and fortunes over the games that are over)
stats-bluffing-heading = Bluffing
stats-endings-heading = How the games ended, and how long they lasted
stats-characters-heading = Characters
stats-head-to-head-heading = Head to head
stats-records-heading = Records
stats-col-average-fortune = Avg coins
stats-col-broke-caused = Broke others
stats-col-broke-suffered = Went broke
stats-col-announced = Announced
stats-col-contested = Contested
stats-col-caught = Caught
stats-col-contests = Contests
stats-col-right = Right
stats-col-fines = Fines
stats-col-true = True
stats-col-false = False
stats-col-power-used = Power used
stats-col-coins-moved = Coins moved
stats-second-edition-card = { $name } (2nd ed.)
stats-endings = a winning fortune: { $fortune } · a player broke: { $bankruptcy } · the Cheat: { $cheat } · the last one left: { $last } · unfinished: { $unfinished }
stats-head-to-head = { $player } and { $vs } played { $games ->
    [one] 1 game
   *[other] { $games } games
} together ({ $finished } over): { $player } won { $player_wins }, { $vs } won { $vs_wins }, { $shared } shared
stats-record-fastest = Fastest win: { $turns } turns, { $winners } ({ $game })
stats-record-longest = Longest game: { $turns } turns ({ $game })
stats-record-richest = Richest fortune: { $player }, { $coins } coins ({ $game })

## mascarade export
export-md-title = Mascarade, { $when } ({ $length })
export-md-set = Cards: { $set }
export-md-quiet-turn = Turn { $turn }: a swap – or not – or a look.
export-md-quiet-turns = Turns { $from } to { $to }: swaps – or not – and looks.
export-md-fortunes = Final fortunes
export-md-coins = Coins
export-md-court = Left on the courthouse: { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
}
export-md-correction-why = Why: { $reason }

## mascarade board
board-courthouse = Courthouse
board-last-announcement = Last announcement
board-no-announcement = No announcement yet.

## the statistics screen
stats-chart-fortune = fortune
stats-chart-bankruptcy = broke
stats-chart-cheat = Cheat
stats-chart-last = last left
stats-chart-unfinished = unfinished
stats-chart-turns-by-game = Turns per game, the latest on the right
stats-no-records = No game is over yet: the records come with the first one.
scenario-title-basic = Basic configuration (the rulebook's recommended sets)
scenario-title-basic-second = Basic configuration, second edition (the first edition's sets, renamed)
scenario-title-classic = Classic, the expansion's suggested scenario
scenario-title-let-it-roll = Let it roll!, the expansion's suggested scenario
scenario-title-strength-in-unity = Strength in Unity, the expansion's suggested scenario
scenario-title-ultimate-combo = Ultimate Combo, the expansion's suggested scenario
scenario-title-deadly-duel = Deadly Duel, the expansion's 2-player scenario
scenario-title-infernal-trio = The Infernal Trio, the expansion's 3-player scenario

## The web board served from the host's table (w)
serve-teaching = The public board: the same as the table shows everyone, on every phone, live. Nothing private leaves this computer.

## The table's memory of the cards: what a card could be, and why a reveal is impossible
memory-or = { $first } or { $second }
memory-nothing = nothing
memory-character = the { $character }
memory-at-turn = turn { $turn }
memory-at-entry = entry { $entry }
memory-why-dealt = { $place } was dealt { $character }.
memory-why-not-recorded = { $place }'s card was not recorded at the deal.
memory-why-shown = { $place } was shown to be { $character } ({ $when }).
memory-why-deduced = { $place } was known to be { $character } from what was shown at { $when }.
memory-why-started-again = The record became impossible at { $when }, and the memory started again from what it showed: { $place }'s card was not seen there.
memory-untouched = Nothing could have changed it since.
memory-touched = Since then, { $count ->
    [one] only { $moves } could have changed it.
   *[other] only these could have changed it: { $moves }.
}
memory-touched-many = Since then, { $moves } and { $more } earlier could have changed it.
memory-swap-or-not = a swap – or not with { $other } ({ $when })
memory-moved-certainly = a certain exchange with { $other } ({ $when })
memory-why = { $known } { $since }
memory-impossible-reason = By the record, { $place } cannot be { $shown }: { $place } could be { $could }. { $why }
memory-impossible = { $reason } Check the entry; the cards on the table win: saved as it is, the memory starts again from what it shows.
check-memory-warning = { $when } (entry { $entry } in the file): { $what }
check-memory-warning-entry = entry { $entry } in the file: { $what }
announce-impossible = ⚠ { $what }
memory-impossible-short = By the record, { $place } cannot be { $shown }: only { $could }.
announce-impossible-short = ⚠ { $what } m: why.
announce-impossible-back = m: back to what happens. Enter saves it all the same (the cards on the table win); Esc goes back to fix it.
announce-ends-game = ★ Enter ends the game: { $outcome } ({ $fortunes }).
announce-winner-coins = { $player }: { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
}
announce-every-step = { $n ->
    [one] ↓: the whole list, 1 more step
   *[other] ↓: the whole list, { $n } more steps
}
key-why = why
key-what-happens = what happens
key-memory = could be
replay-memory = {" "}Why each card could be that{" "}
replay-memory-more = {" "}Why · ↑ { $above } more · ↓ { $below } more{" "}
memory-short-dealt = dealt { $character }
memory-short-not-recorded = deal not recorded
memory-short-shown = shown to be { $character } at { $when }
memory-short-deduced = known to be { $character } since { $when }
memory-short-started-again = not seen since the record's fresh start at { $when }
memory-short-touched = { $known }; { $count ->
    [one] 1 swap – or not since
   *[other] { $count } swaps – or not since
}
memory-why-line = { $place }: { $why }
memory-not-exact = ≈ Too many ways the swaps could have gone to follow one by one: each card's list holds every possibility, perhaps a character too many.
memory-contradiction = ⚠ The record became impossible at { $when }: started again from it.

## The memory aid: what each seat's card could be, beside it
memory-aid-heading = What the cards could be
memory-grid-legend = ○ could be, ● is, · cannot be
help-memory-grid = The memory aid's grid: a row for each card (each seat's, beside it; with 2 or 3 players each of their cards; then the middle cards), a column for each character in play, headed by its key as on the "In play" line. ○ the card could be that character, ● it is for certain, · it cannot be. A row of ○ is a card that could be anything. The grid follows every swap – or not from the deal and sharpens with every card revealed; m hides it and shows it again.
memory-grid-middle = middle { $n }
memory-grid-middle-short = middle

## Its options on the command line (`--help`): the same on every command that takes them,
## unless a command says its own (in companion.ftl).
help-option--scenario = A built-in scenario or a scenario file [default: basic]
help-option--edition = The edition: first (2013) or second (2021) [default: the scenario's; basic: first]
