//! The sentences of what an entry did: each effect as a plain sentence for the table, e.g.
//! "Cedric takes 3 coins from the bank (King).", and an undo with the fortunes it gave back.
//! The effects themselves are the engine's data ([`crate::mascarade::rules::effect`]).

use crate::mascarade::rules::Character;
use crate::mascarade::rules::effect::*;
use crate::mascarade::rules::entry::Action;
use crate::mascarade::rules::setup::{Place, PlayerId, Setup};
use crate::mascarade::words::state::describe_outcome;
use crate::table::i18n::ListWords;
use crate::tr;

impl Undid {
    /// "turn 5, Eve's King — Eve 9 → 6, the courthouse 1 → 0".
    fn describe(&self, setup: &Setup) -> String {
        let (turn, what) = self.which(setup);
        let name = |p: PlayerId| setup.players[p].clone();
        let fortunes: Vec<String> = self
            .fortunes
            .iter()
            .map(|(party, made, back)| {
                let who = match party {
                    Party::Player(p) => name(*p),
                    _ => tr!("party-court"),
                };
                tr!("undid-fortune", who = who, made = made, back = back)
            })
            .collect();
        if fortunes.is_empty() {
            tr!("undid-no-coins", turn = turn, what = what)
        } else {
            tr!(
                "undid-with-coins",
                turn = turn,
                what = what,
                fortunes = fortunes.list_words()
            )
        }
    }

    /// Which entry, as an undo names it and a redo too: "turn 5, " and "Eve's King".
    fn which(&self, setup: &Setup) -> (String, String) {
        let name = |p: PlayerId| setup.players[p].clone();
        let whose = |what: String| match self.player {
            Some(p) => tr!("undid-whose", player = name(p), what = what),
            None => tr!("undid-the", what = what),
        };
        let what = match self.action {
            Action::Announce => whose(self.character.map_or_else(
                || tr!("undid-announcement"),
                crate::mascarade::words::character_name,
            )),
            Action::Swap => whose(tr!("undid-swap")),
            Action::Look => whose(tr!("undid-look")),
            Action::Seen => match self.player {
                Some(p) => tr!("undid-seen", player = name(p)),
                None => tr!("undid-a-card-seen"),
            },
            Action::Adjust => match self.player {
                Some(p) => tr!("undid-correction-of", player = name(p)),
                None => tr!("undid-correction-of-court"),
            },
            Action::Note | Action::Undo => tr!("undid-note"),
        };
        let turn = self
            .turn
            .map(|t| tr!("undid-turn", turn = t))
            .unwrap_or_default();
        (turn, what)
    }

    /// What a redo played again: which entry, then what it did ("turn 5, Eve's King — Eve
    /// takes 3 coins from the bank (King).").
    pub fn redone(&self, setup: &Setup, effects: &str) -> String {
        let (turn, what) = self.which(setup);
        tr!("redid", turn = turn, what = what, effects = effects)
    }
}

/// "1 coin", "3 coins", in this thread's language.
pub fn coins(n: u32) -> String {
    tr!("coins", n = n)
}

impl Effect {
    /// The effect as a plain sentence, e.g. "Cedric takes 3 coins from the bank (King)."
    pub fn describe(&self, setup: &Setup) -> String {
        let name = |p: &PlayerId| setup.players[*p].clone();
        let place = |p: &Place| crate::mascarade::words::place_words(setup, *p);
        let role = |c: &Character| crate::mascarade::words::character_name(*c);
        match self {
            Effect::SwapOrNot { player, with } => {
                tr!(
                    "effect-swap-or-not",
                    player = name(player),
                    with = place(with)
                )
            }
            Effect::Looked { player } => tr!("effect-looked", player = name(player)),
            Effect::CardSwapOrNot { player, card, with } => tr!(
                "effect-card-swap-or-not",
                player = name(player),
                card = place(card),
                with = place(with)
            ),
            Effect::CardLooked { player, card } => {
                tr!(
                    "effect-card-looked",
                    player = name(player),
                    card = place(card)
                )
            }
            Effect::HandOn {
                player,
                card,
                contests: false,
            } => tr!("effect-hand-on", player = name(player), card = place(card)),
            Effect::HandOn {
                player,
                card,
                contests: true,
            } => tr!(
                "effect-hand-on-contests",
                player = name(player),
                card = place(card)
            ),
            Effect::Announced { player, character } => tr!(
                "effect-announced",
                player = name(player),
                character = role(character)
            ),
            Effect::Revealed { player, character } => tr!(
                "effect-revealed",
                player = name(player),
                character = role(character)
            ),
            Effect::UsesPower {
                player,
                character,
                revealed: true,
            } => tr!(
                "effect-uses-power-revealed",
                player = name(player),
                character = role(character)
            ),
            Effect::UsesPower {
                player,
                character,
                revealed: false,
            } => tr!(
                "effect-uses-power-unrevealed",
                player = name(player),
                character = role(character)
            ),
            Effect::NobodyIs { character } => {
                tr!("effect-nobody-is", character = role(character))
            }
            Effect::Paid(p) => describe_payment(setup, p),
            Effect::FortunesSwapped { a, b, a_had, b_had } => tr!(
                "effect-fortunes-swapped",
                a = name(a),
                b = name(b),
                a_now = coins(*b_had),
                b_now = coins(*a_had)
            ),
            Effect::Declined { player, character } => tr!(
                "effect-declined",
                player = name(player),
                character = role(character)
            ),
            Effect::CardsSwapOrNot {
                by,
                character,
                a,
                b,
                looked,
            } => {
                // A player's card in a 2- or 3-player game is named as a card already.
                let hands = matches!(a, Place::Card(..)) || matches!(b, Place::Card(..));
                match (*looked, hands) {
                    (true, false) => tr!(
                        "effect-cards-swap-or-not-looked",
                        player = name(by),
                        character = role(character),
                        a = place(a),
                        b = place(b)
                    ),
                    (true, true) => tr!(
                        "effect-hands-swap-or-not-looked",
                        player = name(by),
                        character = role(character),
                        a = place(a),
                        b = place(b)
                    ),
                    (false, false) => tr!(
                        "effect-cards-swap-or-not",
                        player = name(by),
                        character = role(character),
                        a = place(a),
                        b = place(b)
                    ),
                    (false, true) => tr!(
                        "effect-hands-swap-or-not",
                        player = name(by),
                        character = role(character),
                        a = place(a),
                        b = place(b)
                    ),
                }
            }
            Effect::Inquisition {
                target,
                answer,
                card,
            } => {
                if answer == card {
                    tr!(
                        "effect-inquisition-right",
                        target = name(target),
                        answer = role(answer),
                        card = role(card)
                    )
                } else {
                    tr!(
                        "effect-inquisition-wrong",
                        target = name(target),
                        answer = role(answer),
                        card = role(card)
                    )
                }
            }
            Effect::CheatCheck {
                player,
                coins: have,
                needed,
            } => {
                // The Cheater in the second edition.
                let cheat = role(&Character::Cheat.in_edition(setup.edition));
                if have >= needed {
                    tr!(
                        "effect-cheat-wins",
                        player = name(player),
                        have = coins(*have),
                        cheat = cheat
                    )
                } else {
                    tr!(
                        "effect-cheat-does-not-win",
                        player = name(player),
                        have = coins(*have),
                        needed = needed,
                        cheat = cheat
                    )
                }
            }
            Effect::FortunesPassed { by, direction, .. } => {
                let alchemist = role(&Character::Alchemist);
                match direction {
                    crate::mascarade::rules::Direction::Left => tr!(
                        "effect-fortunes-passed-left",
                        player = name(by),
                        alchemist = alchemist
                    ),
                    crate::mascarade::rules::Direction::Right => tr!(
                        "effect-fortunes-passed-right",
                        player = name(by),
                        alchemist = alchemist
                    ),
                }
            }
            Effect::SeatsSwapped { a, b } => {
                tr!("effect-seats-swapped", a = name(a), b = name(b))
            }
            Effect::Shown { player, by, card } => match card {
                None => tr!("effect-shown", player = name(player), by = name(by)),
                Some(card) => tr!(
                    "effect-shown-card",
                    player = name(player),
                    by = name(by),
                    card = super::character_name(*card)
                ),
            },
            Effect::LookedAt {
                by,
                character,
                places,
            } => {
                let places_are_cards = places.iter().any(|p| matches!(p, Place::Card(..)));
                let places = match places.as_slice() {
                    [a, b] => tr!("effect-places-and", a = place(a), b = place(b)),
                    other => other.iter().map(place).collect::<Vec<_>>().list_words(),
                };
                if places_are_cards {
                    tr!(
                        "effect-looked-at-hands",
                        player = name(by),
                        character = role(character),
                        places = places
                    )
                } else {
                    tr!(
                        "effect-looked-at",
                        player = name(by),
                        character = role(character),
                        places = places
                    )
                }
            }
            Effect::Gambled {
                gambler,
                guesser,
                hidden,
                guess,
            } => {
                if hidden == guess {
                    tr!(
                        "effect-gambled-right",
                        gambler = name(gambler),
                        hidden = coins(*hidden),
                        guesser = name(guesser),
                        guess = guess
                    )
                } else {
                    tr!(
                        "effect-gambled-wrong",
                        gambler = name(gambler),
                        hidden = coins(*hidden),
                        guesser = name(guesser),
                        guess = guess
                    )
                }
            }
            Effect::MustSwap {
                player,
                during_turn_of,
            } => tr!(
                "effect-must-swap",
                player = name(player),
                during = name(during_turn_of)
            ),
            Effect::MustLook { player } => tr!("effect-must-look", player = name(player)),
            Effect::LookWaived { player } => tr!("effect-look-waived", player = name(player)),
            Effect::Eliminated {
                player,
                gives_card_to: None,
            } => tr!(
                "effect-eliminated",
                player = name(player),
                damned = role(&Character::Damned)
            ),
            Effect::Eliminated {
                player,
                gives_card_to: Some(holder),
            } => tr!(
                "effect-eliminated-instead",
                player = name(player),
                holder = name(holder),
                damned = role(&Character::Damned)
            ),
            Effect::Borrows {
                player,
                through,
                character,
            } => tr!(
                "effect-borrows",
                player = name(player),
                character = role(character),
                through = role(through)
            ),
            Effect::NothingToCopy { player } => tr!(
                "effect-nothing-to-copy",
                player = name(player),
                actress = role(&Character::Actress)
            ),
            Effect::NobodyToChoose { player, character } => tr!(
                "effect-nobody-to-choose",
                player = name(player),
                character = role(character)
            ),
            Effect::RaisedFromCemetery { player, character } => tr!(
                "effect-raised",
                player = name(player),
                necromancer = role(&Character::Necromancer),
                character = role(character)
            ),
            Effect::Usurped {
                player,
                target,
                named,
                card,
            } => {
                let usurper = role(&Character::Usurper);
                if named == card {
                    tr!(
                        "effect-usurped-right",
                        player = name(player),
                        usurper = usurper,
                        target = name(target),
                        named = role(named),
                        card = role(card)
                    )
                } else {
                    tr!(
                        "effect-usurped-wrong",
                        player = name(player),
                        usurper = usurper,
                        target = name(target),
                        named = role(named),
                        card = role(card)
                    )
                }
            }
            Effect::GameOver(outcome) => {
                tr!(
                    "effect-game-over",
                    outcome = describe_outcome(setup, outcome)
                )
            }
            Effect::Noted { comment } if comment.trim().is_empty() => tr!("effect-note-taken"),
            Effect::Noted { comment } => tr!("effect-note", comment = comment.trim()),
            Effect::Undone(undid) => tr!("effect-undone", what = undid.describe(setup)),
        }
    }
}

fn describe_payment(setup: &Setup, p: &Payment) -> String {
    let party = |x: &Party| match x {
        Party::Player(id) => setup.players[*id].clone(),
        Party::Bank => tr!("party-bank"),
        Party::Court => tr!("party-court"),
    };
    let why = match p.reason {
        Reason::Power(c) => tr!(
            "reason-power",
            character = crate::mascarade::words::character_name(c)
        ),
        Reason::Fine(c) => tr!(
            "reason-fine",
            character = crate::mascarade::words::character_name(c)
        ),
        Reason::Adjustment => tr!("reason-adjustment"),
    };
    let short = if p.paid < p.owed {
        tr!(
            "payment-short",
            from = party(&p.from),
            owed = p.owed,
            paid = p.paid
        )
    } else {
        String::new()
    };
    match (p.from, p.to) {
        (Party::Bank, Party::Player(_)) if p.owed == 0 => {
            tr!("payment-enough-already", to = party(&p.to), why = why)
        }
        (_, Party::Player(_)) if p.paid == 0 => tr!(
            "payment-nothing-to-take",
            to = party(&p.to),
            from = party(&p.from),
            why = why
        ),
        (Party::Bank, Party::Player(_)) | (Party::Court, Party::Player(_)) => tr!(
            "payment-takes",
            to = party(&p.to),
            coins = coins(p.paid),
            from = party(&p.from),
            why = why
        ),
        (Party::Player(_), to) => tr!(
            "payment-pays",
            from = party(&p.from),
            coins = coins(p.paid),
            to = party(&to),
            why = why,
            short = short
        ),
        (from, to) => tr!(
            "payment-moves",
            paid = p.paid,
            coins = coins(p.paid),
            from = party(&from),
            to = party(&to),
            why = why
        ),
    }
}
