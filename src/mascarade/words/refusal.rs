//! The sentences of Mascarade's refusals: what is wrong, and what would be accepted, from the
//! catalogue's `refusal-…` messages, so that a refusal reads the same wherever it is shown, in
//! the table's language. The refusals themselves are the engine's data
//! ([`crate::mascarade::rules::refusal`]).

use crate::mascarade::rules::refusal::*;
use crate::mascarade::rules::{Action, Character, RuleError, RuleId};
use crate::mascarade::words::character_name;
use crate::mascarade::words::state::and_names;
use crate::table::i18n::ListWords;
use crate::tr;

/// Names joined for a list of what would be accepted: `Ana, Bao, Chi`.
fn list(names: &[String]) -> String {
    names.list_words()
}

/// The Damned's name, which many refusals speak of.
fn damned() -> String {
    character_name(Character::Damned)
}

impl Holder {
    /// Its words in a sentence: the player's name, or "the courthouse".
    fn words(&self) -> String {
        match self {
            Holder::Player(name) => name.clone(),
            Holder::Court => tr!("party-court"),
        }
    }
}

impl NoBorrowing {
    fn why(&self) -> String {
        match self {
            NoBorrowing::NothingPlayed => tr!("refusal-no-borrowing-nothing-played"),
            NoBorrowing::PeasantHasNone => tr!(
                "refusal-no-borrowing-peasant",
                peasant = character_name(Character::Peasant)
            ),
            NoBorrowing::DamnedHasNone => tr!("refusal-no-borrowing-damned", damned = damned()),
            NoBorrowing::UsurperEliminated => tr!("refusal-no-borrowing-usurper-eliminated"),
            NoBorrowing::NamedWrong { named, card } => tr!(
                "refusal-no-borrowing-named-wrong",
                named = character_name(*named),
                card = character_name(*card)
            ),
            NoBorrowing::CemeteryDamned { card, character } => tr!(
                "refusal-no-borrowing-cemetery-damned",
                card = character_name(*card),
                character = character_name(*character)
            ),
        }
    }
}

impl OtherCards {
    fn accepted(&self) -> String {
        let choices = list(&self.names);
        if self.field == "targets" {
            tr!("refusal-accepted-targets-two-of", choices = choices)
        } else {
            tr!(
                "refusal-accepted-field-one-of",
                field = self.field,
                choices = choices
            )
        }
    }
}

impl CardChoices {
    fn accepted(&self) -> String {
        let (field, choices) = (self.field.clone(), list(&self.cards));
        if self.among {
            tr!(
                "refusal-accepted-field-among",
                field = field,
                choices = choices
            )
        } else {
            tr!(
                "refusal-accepted-field-one-of",
                field = field,
                choices = choices
            )
        }
    }
}

/// `card: left` or `card: right`: the log's words, joined by the language's "or".
fn hands_words(hands: &[&'static str]) -> String {
    let mut ways = hands.iter().map(|h| format!("`card: {h}`"));
    let first = ways.next().unwrap_or_default();
    ways.fold(first, |first, second| {
        tr!("refusal-accepted-or", first = first, second = second)
    })
}

/// `field:` one of the choices, with the courthouse too when it may be named (a correction).
fn field_one_of(field: &str, choices: &[String], or_court: bool) -> String {
    let (field, choices) = (field.to_string(), list(choices));
    if or_court {
        tr!(
            "refusal-accepted-field-one-of-or-court",
            field = field,
            choices = choices
        )
    } else {
        tr!(
            "refusal-accepted-field-one-of",
            field = field,
            choices = choices
        )
    }
}

impl Refusal {
    /// What is wrong, in the host's words.
    pub fn problem(&self) -> String {
        use Refusal::*;
        let name = |c: &Character| character_name(*c);
        match self {
            GameOver { winners, action } => tr!(
                "refusal-game-over",
                winners = and_names(winners),
                action = action.word()
            ),
            UndoOfState => tr!("refusal-undo-of-state"),
            NothingToUndo => tr!("refusal-nothing-to-undo"),
            NotKept => tr!("refusal-not-kept"),
            NoSuchField { action, field, .. } => {
                if *field == "card" {
                    tr!("refusal-no-such-field-card", action = action.word())
                } else {
                    tr!(
                        "refusal-no-such-field",
                        action = action.word(),
                        field = field.to_string()
                    )
                }
            }
            MissingPlayer { field, .. } | MissingCharacter { field, .. } => {
                tr!("refusal-missing-field", field = field.as_str())
            }
            NotAPlayer {
                field,
                name,
                same_but_case,
                ..
            } => match same_but_case {
                Some(player) => tr!(
                    "refusal-not-a-player-case",
                    field = field.as_str(),
                    name = name.as_str(),
                    player = player.as_str()
                ),
                None => tr!(
                    "refusal-not-a-player",
                    field = field.as_str(),
                    name = name.as_str()
                ),
            },
            OtherEdition {
                field,
                name,
                character,
                edition,
                ..
            } => tr!(
                "refusal-other-edition",
                field = field.as_str(),
                name = name.as_str(),
                why = super::setup::other_edition(*character, *edition)
            ),
            NotACharacter {
                field,
                name,
                closest,
                ..
            } => match closest {
                // The name to write, as the log writes it.
                Some(c) => tr!(
                    "refusal-not-a-character-closest",
                    field = field.as_str(),
                    name = name.as_str(),
                    closest = c.name()
                ),
                None => tr!(
                    "refusal-not-a-character",
                    field = field.as_str(),
                    name = name.as_str()
                ),
            },
            AdjustWithoutCoins => tr!("refusal-adjust-without-coins"),
            MoreThanTheBox { coins, most, .. } => {
                tr!(
                    "refusal-more-than-the-box",
                    coins = crate::table::i18n::exact(*coins),
                    most = most
                )
            }
            CannotGiveBack { who, have, coins } => tr!(
                "refusal-cannot-give-back",
                who = who.words(),
                have = have,
                coins = crate::table::i18n::exact(*coins)
            ),
            MoveToItself { who } => tr!("refusal-move-to-itself", who = who.words()),
            MoveWithoutCoins { from, to, .. } => tr!(
                "refusal-move-without-coins",
                from = from.words(),
                to = to.words()
            ),
            MoveTooMuch {
                from,
                to,
                have,
                coins,
            } => tr!(
                "refusal-move-too-much",
                from = from.words(),
                have = have,
                coins = crate::table::i18n::exact(*coins),
                to = to.words()
            ),
            NotYourTurn { next, player } => tr!(
                "refusal-not-your-turn",
                next = next.as_str(),
                player = player.as_str()
            ),
            EliminatedSawNothing { player } => tr!(
                "refusal-eliminated-saw-nothing",
                player = player.as_str(),
                damned = damned()
            ),
            MustLook { player } => tr!("refusal-must-look", player = player.as_str()),
            MustLookNot { player, what } => tr!(
                "refusal-must-look-not",
                player = player.as_str(),
                action = what.word()
            ),
            OpeningSwap { turn, what, .. } => {
                tr!("refusal-opening-swap", turn = turn, action = what.word())
            }
            ForcedSwap {
                player,
                revealed_during,
                what,
            } => tr!(
                "refusal-forced-swap",
                player = player.as_str(),
                during = revealed_during.as_str(),
                action = what.word()
            ),
            SwapWithout { .. } => tr!("refusal-swap-without"),
            SwapWithOwn { player, .. } => tr!("refusal-swap-with-own", player = player.as_str()),
            SwapWithEliminated { with, .. } => tr!(
                "refusal-eliminated-no-card",
                player = with.as_str(),
                damned = damned()
            ),
            SwapWithUnknown { with, .. } => {
                tr!("refusal-not-a-card", field = "with", name = with.as_str())
            }
            NotInGame { character, .. } => {
                tr!("refusal-not-in-game", character = name(character))
            }
            CannotBeAnnounced { character, .. } => {
                tr!("refusal-cannot-be-announced", character = name(character))
            }
            ContestOwn { player } => tr!("refusal-contest-own", player = player.as_str()),
            ContesterEliminated { player, .. } => tr!(
                "refusal-contester-eliminated",
                player = player.as_str(),
                damned = damned()
            ),
            ContestTwice { player } => tr!("refusal-contest-twice", player = player.as_str()),
            ContestOrder { announcer, .. } => {
                tr!("refusal-contest-order", announcer = announcer.as_str())
            }
            RevealedWithoutContest => tr!("refusal-revealed-without-contest"),
            RevealedNotClaimant { player, .. } => {
                tr!("refusal-revealed-not-claimant", player = player.as_str())
            }
            RevealMissing {
                player, announced, ..
            } => {
                if *announced {
                    tr!("refusal-reveal-missing-announcer", player = player.as_str())
                } else {
                    tr!("refusal-reveal-missing-contester", player = player.as_str())
                }
            }
            DamnedGone { character } => {
                tr!("refusal-damned-gone", character = name(character))
            }
            RevealedNotInGame { character, .. } => {
                tr!("refusal-revealed-not-in-game", character = name(character))
            }
            TooManyRevealed {
                character,
                shown,
                copies,
            } => tr!(
                "refusal-too-many-revealed",
                shown = shown,
                character = name(character),
                copies = copies
            ),
            RevealedOtherCard {
                player,
                shown,
                card,
            } => tr!(
                "refusal-revealed-other-card",
                player = player.as_str(),
                shown = name(shown),
                card = name(card)
            ),
            NoSuchPowerField { character, field } => tr!(
                "refusal-no-such-power-field",
                character = name(character),
                field = field.to_string()
            ),
            NoPowerUsed { character, inner } => tr!(
                "refusal-no-power-used",
                character = name(character),
                problem = inner.problem()
            ),
            LastPlayerWins { inner } => tr!(
                "refusal-last-player-wins",
                damned = damned(),
                problem = inner.problem()
            ),
            FieldOutsideThen { character, field } => tr!(
                "refusal-field-outside-then",
                character = name(character),
                field = field.to_string()
            ),
            Borrowed {
                borrowed,
                through,
                inner,
            } => {
                let further: String = through
                    .iter()
                    .skip(1)
                    .map(|c| tr!("refusal-borrowed-further", character = name(c)))
                    .collect();
                tr!(
                    "refusal-borrowed",
                    problem = inner.problem(),
                    borrowed = name(borrowed),
                    through = through.first().map(name).unwrap_or_default(),
                    further = further
                )
            }
            ThenNotNeeded { why } => tr!("refusal-then-not-needed", why = why.why()),
            MissingTarget {
                character,
                purpose,
                field,
                ..
            } => {
                let (character, field) = (name(character), *field);
                match purpose {
                    Purpose::LooksAtAnother => tr!(
                        "refusal-missing-target-looks-at",
                        character = character,
                        field = field
                    ),
                    Purpose::PointsAt => tr!(
                        "refusal-missing-target-points-at",
                        character = character,
                        field = field
                    ),
                    Purpose::Guesses => tr!(
                        "refusal-missing-target-guesses",
                        character = character,
                        field = field
                    ),
                    Purpose::ShowsCard => tr!(
                        "refusal-missing-target-shows-card",
                        character = character,
                        field = field
                    ),
                    Purpose::Chooses => tr!(
                        "refusal-missing-target-chooses",
                        character = character,
                        field = field
                    ),
                }
            }
            PlayerNotMiddle {
                character, name: n, ..
            } => tr!(
                "refusal-player-not-middle",
                character = name(character),
                name = n.as_str()
            ),
            ChosenEliminated { name: n, .. } | MovesForEliminated { name: n, .. } => tr!(
                "refusal-eliminated-gone",
                name = n.as_str(),
                damned = damned()
            ),
            NotThemselves {
                character, name: n, ..
            } => tr!(
                "refusal-not-themselves",
                name = n.as_str(),
                character = name(character)
            ),
            SpyOwnCard {
                character, name: n, ..
            } => tr!(
                "refusal-spy-own-card",
                character = name(character),
                name = n.as_str()
            ),
            SageOwnCard {
                character, name: n, ..
            } => tr!(
                "refusal-sage-own-card",
                name = n.as_str(),
                character = name(character)
            ),
            CardOfEliminated { name: n, .. } => tr!(
                "refusal-eliminated-no-card",
                player = n.as_str(),
                damned = damned()
            ),
            NotAPlayerOrMiddle { name: n, .. } => {
                tr!("refusal-not-a-player-or-middle", name = n.as_str())
            }
            NotTwo {
                character,
                verb,
                count,
                ..
            } => match verb {
                TwoCardPower::SwapsOrNot => tr!(
                    "refusal-not-two-swaps",
                    character = name(character),
                    count = count
                ),
                TwoCardPower::LooksAt => tr!(
                    "refusal-not-two-looks-at",
                    character = name(character),
                    count = count
                ),
            },
            SamePlayerTwice {
                character, name: n, ..
            } => tr!(
                "refusal-same-player-twice",
                character = name(character),
                name = n.as_str()
            ),
            SageNeedsTwo { character, .. } => {
                tr!("refusal-sage-needs-two", character = name(character))
            }
            RichestTie {
                character,
                most,
                richest,
            } => tr!(
                "refusal-richest-tie",
                names = and_names(richest),
                most = most,
                character = name(character)
            ),
            NotTheRichest {
                name: n,
                coins,
                most,
                richest,
            } => tr!(
                "refusal-not-the-richest",
                name = n.as_str(),
                coins = coins,
                names = and_names(richest),
                most = most
            ),
            CemeteryMissing { character, .. } => {
                tr!("refusal-cemetery-missing", character = name(character))
            }
            CemeteryOtherEdition { card, edition, .. } => tr!(
                "refusal-cemetery-other-edition",
                card = name(card),
                edition = edition.word()
            ),
            CemeteryInPlay { card, .. } => tr!("refusal-cemetery-in-play", card = name(card)),
            MissingDirection { character } => {
                tr!("refusal-missing-direction", character = name(character))
            }
            GamblerNumbers { character, most } => tr!(
                "refusal-gambler-numbers",
                character = name(character),
                most = most
            ),
            MovesTwice { name: n } => tr!("refusal-moves-twice", name = n.as_str()),
            MovesTooMuch {
                name: n,
                coins,
                have,
            } => tr!(
                "refusal-moves-too-much",
                name = n.as_str(),
                coins = crate::table::i18n::exact(*coins),
                have = have
            ),
            FalseUsurperChosen {
                character, name: n, ..
            } => tr!(
                "refusal-false-usurper-chosen",
                name = n.as_str(),
                character = name(character)
            ),
            CardInOneCardGame { card, players, .. } => tr!(
                "refusal-card-in-one-card-game",
                card = card.as_str(),
                players = players
            ),
            CardMissing {
                player,
                players,
                action,
                ..
            } => {
                let (player, players) = (player.as_str(), *players);
                match action {
                    Action::Swap => tr!(
                        "refusal-card-missing-swap",
                        player = player,
                        players = players
                    ),
                    Action::Look => tr!(
                        "refusal-card-missing-look",
                        player = player,
                        players = players
                    ),
                    _ => tr!(
                        "refusal-card-missing-announce",
                        player = player,
                        players = players
                    ),
                }
            }
            CardNotOwn { card, player, .. } => tr!(
                "refusal-card-not-own",
                card = card.as_str(),
                player = player.as_str()
            ),
            AnnounceWithProtected { player, .. } => {
                tr!("refusal-announce-with-protected", player = player.as_str())
            }
            CardNotOfPlayer {
                card,
                player,
                players,
                ..
            } => tr!(
                "refusal-card-not-of-player",
                card = card.as_str(),
                player = player.as_str(),
                players = players
            ),
            NamesPlayer {
                field,
                name: n,
                players,
                ..
            } => tr!(
                "refusal-names-player",
                field = field.as_str(),
                name = n.as_str(),
                players = players
            ),
            SwapCardWithItself { with, .. } => {
                tr!("refusal-swap-card-with-itself", with = with.as_str())
            }
            ProtectedCard { name: n, owner, .. } => tr!(
                "refusal-protected-card",
                name = n.as_str(),
                owner = owner.as_str()
            ),
            SwapWithCardOfEliminated { with, owner, .. } => tr!(
                "refusal-card-of-eliminated",
                with = with.as_str(),
                owner = owner.as_str(),
                damned = damned()
            ),
            UnknownCard { field, name: n, .. } => tr!(
                "refusal-not-a-card",
                field = field.as_str(),
                name = n.as_str()
            ),
            ContestTwoCards {
                player,
                first,
                second,
            } => tr!(
                "refusal-contest-two-cards",
                player = player.as_str(),
                first = first.as_str(),
                second = second.as_str()
            ),
            ContestNamesPlayer {
                name: n, players, ..
            } => tr!(
                "refusal-contest-names-player",
                name = n.as_str(),
                players = players
            ),
            ContestUnknownCard { name: n, .. } => {
                tr!("refusal-contest-unknown-card", name = n.as_str())
            }
            RevealedOtherHand {
                key,
                player,
                claimed,
            } => match claimed {
                Some(card) => tr!(
                    "refusal-revealed-other-hand",
                    key = key.as_str(),
                    player = player.as_str(),
                    card = card.as_str()
                ),
                None => tr!(
                    "refusal-revealed-other-hand-no-claim",
                    key = key.as_str(),
                    player = player.as_str()
                ),
            },
            RevealedTwice { player } => tr!("refusal-revealed-twice", player = player.as_str()),
            PowerOwnCard {
                character, name: n, ..
            } => tr!(
                "refusal-power-own-card",
                name = n.as_str(),
                character = name(character)
            ),
            CannotTakeAsWell {
                character, name: n, ..
            } => tr!(
                "refusal-cannot-take-as-well",
                character = name(character),
                name = n.as_str()
            ),
            NotTwoCards {
                character,
                verb,
                count,
                ..
            } => match verb {
                TwoCardPower::SwapsOrNot => tr!(
                    "refusal-not-two-cards-swaps",
                    character = name(character),
                    count = count
                ),
                TwoCardPower::LooksAt => tr!(
                    "refusal-not-two-cards-looks-at",
                    character = name(character),
                    count = count
                ),
            },
            SameCardTwice {
                character, second, ..
            } => tr!(
                "refusal-same-card-twice",
                character = name(character),
                second = second.as_str()
            ),
            CardsOfOnePlayer {
                character,
                verb,
                first,
                second,
                owner,
                ..
            } => {
                let (character, first, second, owner) = (
                    name(character),
                    first.as_str(),
                    second.as_str(),
                    owner.as_str(),
                );
                match verb {
                    TwoCardPower::SwapsOrNot => tr!(
                        "refusal-cards-of-one-player-swaps",
                        character = character,
                        first = first,
                        second = second,
                        owner = owner
                    ),
                    TwoCardPower::LooksAt => tr!(
                        "refusal-cards-of-one-player-looks-at",
                        character = character,
                        first = first,
                        second = second,
                        owner = owner
                    ),
                }
            }
        }
    }

    /// What would be accepted instead.
    pub fn accepted(&self) -> String {
        use Refusal::*;
        match self {
            GameOver { .. } => tr!("refusal-accepted-game-over"),
            UndoOfState => tr!("refusal-accepted-undo-of-state"),
            NothingToUndo => tr!("refusal-accepted-an-action"),
            NotKept => tr!("refusal-accepted-not-kept"),
            NoSuchField {
                action, allowed, ..
            } => {
                if allowed.is_empty() {
                    tr!("refusal-accepted-only-comment", action = action.word())
                } else {
                    tr!(
                        "refusal-accepted-fields",
                        action = action.word(),
                        fields = allowed.list_words()
                    )
                }
            }
            MissingPlayer {
                field,
                players,
                or_court,
            } => field_one_of(field, players, *or_court),
            NotAPlayer {
                players, or_court, ..
            } => {
                if *or_court {
                    tr!("refusal-accepted-one-of-or-court", choices = list(players))
                } else {
                    tr!("refusal-accepted-one-of", choices = list(players))
                }
            }
            MissingCharacter { field, in_play }
            | OtherEdition { field, in_play, .. }
            | NotACharacter { field, in_play, .. } => tr!(
                "refusal-accepted-field-one-of",
                field = field.as_str(),
                choices = list(in_play)
            ),
            AdjustWithoutCoins => tr!("refusal-accepted-adjust-coins"),
            MoreThanTheBox { have, most, .. } => {
                tr!("refusal-accepted-coins-range", have = have, most = most)
            }
            CannotGiveBack { have, .. } => match have {
                0 => tr!("refusal-accepted-nothing-to-give-back"),
                _ => tr!("refusal-accepted-coins-from", have = have),
            },
            MoveToItself { .. } => tr!("refusal-accepted-move-to"),
            MoveWithoutCoins { have, .. } | MoveTooMuch { have, .. } => match have {
                0 => tr!("refusal-accepted-nothing-to-give"),
                _ => tr!("refusal-accepted-coins-up-to", have = have),
            },
            NotYourTurn { next, .. } => tr!("refusal-accepted-turn-of", player = next.as_str()),
            EliminatedSawNothing { .. } => tr!("refusal-accepted-still-in-game"),
            MustLook { player } | MustLookNot { player, .. } => {
                tr!("refusal-accepted-look-by", player = player.as_str())
            }
            OpeningSwap { player, .. } | ForcedSwap { player, .. } => {
                tr!("refusal-accepted-swap-by", player = player.as_str())
            }
            SwapWithout { cards }
            | SwapWithEliminated { cards, .. }
            | SwapWithUnknown { cards, .. } => field_one_of("with", cards, false),
            SwapWithOwn { cards, .. } => tr!("refusal-accepted-swap-with", cards = list(cards)),
            NotInGame { announceable, .. } => tr!(
                "refusal-accepted-announce-one-of",
                characters = list(announceable)
            ),
            CannotBeAnnounced { announceable, .. } => tr!(
                "refusal-accepted-announce-another",
                characters = list(announceable)
            ),
            ContestOwn { .. } => tr!("refusal-accepted-contests-by-others"),
            ContesterEliminated { others, .. } => tr!(
                "refusal-accepted-contests-still-in-game",
                players = list(others)
            ),
            ContestTwice { .. } => tr!("refusal-accepted-each-contester-once"),
            // The log's own words.
            ContestOrder { order, .. } => format!("contests: [{}]", list(order)),
            RevealedWithoutContest => tr!("refusal-accepted-leave-out-revealed"),
            RevealedNotClaimant { claimants, .. } => tr!(
                "refusal-accepted-revealed-cards-of",
                claimants = and_names(claimants)
            ),
            RevealMissing { claimants, .. } => tr!(
                "refusal-accepted-revealed-with",
                claimants = and_names(claimants)
            ),
            DamnedGone { .. } | TooManyRevealed { .. } => tr!("refusal-accepted-real-card"),
            RevealedNotInGame { in_play, .. } => tr!(
                "refusal-accepted-characters-in-play",
                characters = list(in_play)
            ),
            // The log's own words, with the character as the log writes it.
            RevealedOtherCard { shown, .. } => format!("`target_revealed: {shown}`"),
            NoSuchPowerField { field, .. } => {
                tr!("refusal-accepted-leave-out", field = field.to_string())
            }
            NoPowerUsed { inner, .. } | LastPlayerWins { inner } => inner.accepted(),
            FieldOutsideThen { field, .. } => {
                tr!("refusal-accepted-under-then", field = field.to_string())
            }
            Borrowed { through, inner, .. } => {
                let deeper = " → `then:`".repeat(through.len().saturating_sub(1));
                tr!(
                    "refusal-accepted-borrowed",
                    deeper = deeper,
                    accepted = inner.accepted()
                )
            }
            ThenNotNeeded { .. } => tr!("refusal-accepted-leave-out", field = "then:"),
            MissingTarget { field, choices, .. } => field_one_of(field, choices, false),
            PlayerNotMiddle { others, .. }
            | NotThemselves { others, .. }
            | ChosenEliminated { others, .. } => {
                tr!("refusal-accepted-one-of", choices = list(others))
            }
            SpyOwnCard { choices, .. }
            | SageOwnCard { choices, .. }
            | CardOfEliminated { choices, .. }
            | NotAPlayerOrMiddle { choices, .. } => choices.accepted(),
            FalseUsurperChosen { choosable, .. } => {
                if choosable.is_empty() {
                    tr!(
                        "refusal-accepted-no-target",
                        usurper = character_name(Character::Usurper)
                    )
                } else {
                    field_one_of("target", choosable, false)
                }
            }
            NotTwo { choices, .. } => tr!("refusal-accepted-two-of", choices = list(choices)),
            SamePlayerTwice { others, .. } => {
                tr!("refusal-accepted-two-of", choices = list(others))
            }
            SageNeedsTwo { choices, .. } => {
                tr!("refusal-accepted-two-of", choices = list(choices))
            }
            RichestTie { richest, .. } => field_one_of("target", richest, false),
            NotTheRichest { richest, .. } => match richest.as_slice() {
                [only] => tr!("refusal-accepted-richest-or-none", name = only.as_str()),
                _ => field_one_of("target", richest, false),
            },
            CemeteryMissing { cemetery, .. }
            | CemeteryOtherEdition { cemetery, .. }
            | CemeteryInPlay { cemetery, .. } => field_one_of("cemetery", cemetery, false),
            MissingDirection { .. } => tr!("refusal-accepted-direction"),
            GamblerNumbers { most, .. } => tr!("refusal-accepted-gambler", most = most),
            MovesTwice { name } => tr!("refusal-accepted-one-move", name = name.as_str()),
            MovesForEliminated { players, .. } => {
                tr!("refusal-accepted-moves-for", players = list(players))
            }
            MovesTooMuch { name, have, .. } => tr!(
                "refusal-accepted-moves-range",
                name = name.as_str(),
                have = have
            ),
            CardInOneCardGame { action, .. } => {
                tr!("refusal-accepted-without-card", action = action.word())
            }
            CardMissing { hands, .. }
            | CardNotOwn { hands, .. }
            | AnnounceWithProtected { hands, .. }
            | CardNotOfPlayer { hands, .. } => hands_words(hands),
            NamesPlayer { choices, .. }
            | SwapCardWithItself { choices, .. }
            | ProtectedCard { choices, .. }
            | SwapWithCardOfEliminated { choices, .. }
            | UnknownCard { choices, .. }
            | PowerOwnCard { choices, .. }
            | CannotTakeAsWell { choices, .. } => choices.accepted(),
            ContestTwoCards { .. } => tr!("refusal-accepted-one-card"),
            ContestNamesPlayer { cards, .. } | ContestUnknownCard { cards, .. } => {
                tr!("refusal-accepted-contests-among", cards = list(cards))
            }
            RevealedOtherHand { .. } => tr!("refusal-accepted-revealed-keyed"),
            RevealedTwice { .. } => tr!("refusal-accepted-one-revealed"),
            NotTwoCards { cards, .. } => tr!("refusal-accepted-two-of", choices = list(cards)),
            SameCardTwice { first, seconds, .. } | CardsOfOnePlayer { first, seconds, .. } => tr!(
                "refusal-accepted-first-and-one-of",
                first = first.as_str(),
                cards = list(seconds)
            ),
        }
    }
}

impl RuleError {
    /// What is wrong, in the host's words.
    pub fn problem(&self) -> String {
        self.refusal.problem()
    }

    /// What would be accepted instead.
    pub fn accepted(&self) -> String {
        self.refusal.accepted()
    }
}

/// A refusal said whole: what is wrong, the rule, what would be accepted.
pub fn said(error: &RuleError) -> String {
    tr!(
        "refusal-frame",
        problem = error.problem(),
        rule = match error.rule {
            // The log's form is no rule of the game: it is said in the table's words.
            RuleId::LogFormat => tr!("rule-log-format"),
            rule => rule.to_string(),
        },
        accepted = error.accepted()
    )
}
