//! What applying an entry did, as data: who paid whom and why, who revealed what, who must swap.
//!
//! The screens explain payouts from these, the tests assert them, and [`Effect::describe`] turns
//! each into a plain sentence for the table.

use super::character::Character;
use super::entry::Action;
use super::setup::{Place, PlayerId, Setup};
use super::state::{Outcome, describe_outcome};
use crate::i18n::ListWords;
use crate::tr;

/// Who gives or receives coins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Party {
    /// A player.
    Player(PlayerId),
    /// The bank (R-PAY-2: never runs out).
    Bank,
    /// The courthouse, where fines go.
    Court,
}

/// Why coins moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// A character's power.
    Power(Character),
    /// A false claim of this character (R-CLAIM-3).
    Fine(Character),
    /// The host's correction.
    Adjustment,
}

/// Coins that moved. `owed` is what the rules asked; `paid` is what moved (R-PAY-1: a player
/// pays at most what they have).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Payment {
    /// Who gave.
    pub from: Party,
    /// Who received.
    pub to: Party,
    /// What the rules asked.
    pub owed: u32,
    /// What actually moved.
    pub paid: u32,
    /// Why.
    pub reason: Reason,
}

/// One consequence of an entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// A player swapped – or not – their card with another (R-TURN-3).
    SwapOrNot { player: PlayerId, with: Place },
    /// A player looked at their card.
    Looked { player: PlayerId },
    /// 2–3 players: a player swapped – or not – one of their cards with another card (R-3P, R-2P).
    CardSwapOrNot {
        player: PlayerId,
        card: Place,
        with: Place,
    },
    /// 2–3 players: a player looked at one of their cards.
    CardLooked { player: PlayerId, card: Place },
    /// 2–3 players: the card a claimant's hand is on: the announcer's, or a contester's.
    HandOn {
        player: PlayerId,
        card: Place,
        contests: bool,
    },
    /// A player announced a character.
    Announced {
        player: PlayerId,
        character: Character,
    },
    /// A claimant's card was revealed (R-CLAIM-3).
    Revealed {
        player: PlayerId,
        character: Character,
    },
    /// This player uses the character's power (`revealed`: they showed the card).
    UsesPower {
        player: PlayerId,
        character: Character,
        revealed: bool,
    },
    /// Every claimant was revealed and none was the character: no power (R-CLAIM-3).
    NobodyIs { character: Character },
    /// Coins moved.
    Paid(Payment),
    /// The Witch swapped fortunes: `a` had `a_had`, `b` had `b_had`, and now the reverse.
    FortunesSwapped {
        a: PlayerId,
        b: PlayerId,
        a_had: u32,
        b_had: u32,
    },
    /// The Witch kept her fortune.
    Declined {
        player: PlayerId,
        character: Character,
    },
    /// Two cards were swapped – or not by a power (the Fool's two players, the Spy's pair).
    CardsSwapOrNot {
        by: PlayerId,
        character: Character,
        a: Place,
        b: Place,
        looked: bool,
    },
    /// The Alchemist: every fortune was handed to the neighbour on one side; `moved` is how many
    /// coins changed hands (what the players who gained gained).
    FortunesPassed {
        by: PlayerId,
        direction: super::entry::Direction,
        moved: u32,
    },
    /// The Puppet Master's two players swapped seats; the cards and fortunes stayed put.
    SeatsSwapped { a: PlayerId, b: PlayerId },
    /// A player showed their card to the others without looking (the Princess's choice).
    Shown { player: PlayerId, by: PlayerId },
    /// A power's user looked at cards without swapping (the Sage).
    LookedAt {
        by: PlayerId,
        character: Character,
        places: Vec<Place>,
    },
    /// The Gambler's round: the hidden count and the guess.
    Gambled {
        gambler: PlayerId,
        guesser: PlayerId,
        hidden: u32,
        guess: u32,
    },
    /// The Inquisitor's target answered and revealed their card.
    Inquisition {
        target: PlayerId,
        answer: Character,
        card: Character,
    },
    /// The Cheat's fortune was checked against the threshold.
    CheatCheck {
        player: PlayerId,
        coins: u32,
        needed: u32,
    },
    /// The next player must swap – or not: they were revealed this turn (R-TURN-5).
    MustSwap {
        player: PlayerId,
        during_turn_of: PlayerId,
    },
    /// The player must look on their next turn (R-TURN-4).
    MustLook { player: PlayerId },
    /// A look that was owed was set aside because the player must swap (R-TURN-4's decision).
    LookWaived { player: PlayerId },
    /// The Damned: a player left the game; `gives_card_to` is the Damned's holder when the
    /// player who made it be revealed was eliminated instead and handed over their card.
    Eliminated {
        player: PlayerId,
        gives_card_to: Option<PlayerId>,
    },
    /// A power used through another: the Actress's copy, the Necromancer's cemetery card, the
    /// Usurper's right guess.
    Borrows {
        player: PlayerId,
        through: Character,
        character: Character,
    },
    /// The Actress found no character played yet: no power.
    NothingToCopy { player: PlayerId },
    /// The power had nobody left to choose: the Usurper's others were all just revealed as
    /// false Usurpers, or the Damned left the Fool or the Puppet Master too few players.
    NobodyToChoose {
        player: PlayerId,
        character: Character,
    },
    /// The Necromancer turned up this card from the cemetery.
    RaisedFromCemetery {
        player: PlayerId,
        character: Character,
    },
    /// The Usurper named a character for his target, whose card was then revealed.
    Usurped {
        player: PlayerId,
        target: PlayerId,
        named: Character,
        card: Character,
    },
    /// The game ended.
    GameOver(Outcome),
    /// A remark, with no effect on the game.
    Noted { comment: String },
    /// An entry was cancelled: which, and the fortunes it had changed, now as they were.
    Undone(Undid),
}

/// What an undo took back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Undid {
    /// The entry's number in the log.
    pub entry: usize,
    /// The turn it was, for a swap, a look or an announcement.
    pub turn: Option<u32>,
    /// Its action.
    pub action: Action,
    /// Whose it was (for a correction: whose fortune).
    pub player: Option<PlayerId>,
    /// The character announced.
    pub character: Option<Character>,
    /// Each fortune it had changed: what it made it, and what it is again.
    pub fortunes: Vec<(Party, u32, u32)>,
}

impl Undid {
    /// "turn 5, Eve's King — Eve 9 → 6, the courthouse 1 → 0".
    fn describe(&self, setup: &Setup) -> String {
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
                    super::Direction::Left => tr!(
                        "effect-fortunes-passed-left",
                        player = name(by),
                        alchemist = alchemist
                    ),
                    super::Direction::Right => tr!(
                        "effect-fortunes-passed-right",
                        player = name(by),
                        alchemist = alchemist
                    ),
                }
            }
            Effect::SeatsSwapped { a, b } => {
                tr!("effect-seats-swapped", a = name(a), b = name(b))
            }
            Effect::Shown { player, by } => {
                tr!("effect-shown", player = name(player), by = name(by))
            }
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
