//! What applying an entry did, as data: who paid whom and why, who revealed what, who must swap.
//!
//! The screens explain payouts from these, the tests assert them, and [`Effect::describe`] turns
//! each into a plain sentence for the table.

use super::character::Character;
use super::entry::Action;
use super::setup::{Place, PlayerId, Setup};
use super::state::{Outcome, describe_outcome};

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
    /// The Alchemist: every fortune was handed to the neighbour on one side.
    FortunesPassed {
        by: PlayerId,
        direction: super::entry::Direction,
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
        let whose = |what: &str| match self.player {
            Some(p) => format!("{}'s {what}", name(p)),
            None => format!("the {what}"),
        };
        let what = match self.action {
            Action::Announce => whose(self.character.map_or("announcement", |c| c.name())),
            Action::Swap => whose("swap – or not"),
            Action::Look => whose("look"),
            Action::Seen => match self.player {
                Some(p) => format!("{} having seen their card", name(p)),
                None => "a card seen".to_string(),
            },
            Action::Adjust => match self.player {
                Some(p) => format!("the correction of {}'s fortune", name(p)),
                None => "the correction of the courthouse".to_string(),
            },
            Action::Note | Action::Undo => "the note".to_string(),
        };
        let turn = self.turn.map(|t| format!("turn {t}, ")).unwrap_or_default();
        let fortunes: Vec<String> = self
            .fortunes
            .iter()
            .map(|(party, made, back)| {
                let who = match party {
                    Party::Player(p) => name(*p),
                    _ => "the courthouse".to_string(),
                };
                format!("{who} {made} → {back}")
            })
            .collect();
        if fortunes.is_empty() {
            format!("{turn}{what} (no coins had moved)")
        } else {
            format!("{turn}{what} — {}", fortunes.join(", "))
        }
    }
}

fn coins(n: u32) -> String {
    if n == 1 {
        "1 coin".to_string()
    } else {
        format!("{n} coins")
    }
}

impl Effect {
    /// The effect as a plain sentence, e.g. "Cedric takes 3 coins from the bank (King)."
    pub fn describe(&self, setup: &Setup) -> String {
        let name = |p: &PlayerId| setup.players[*p].clone();
        let place = |p: &Place| setup.place_name(*p);
        match self {
            Effect::SwapOrNot { player, with } => {
                format!("{} swaps – or not – with {}.", name(player), place(with))
            }
            Effect::Looked { player } => format!("{} looks at their card.", name(player)),
            Effect::CardSwapOrNot { player, card, with } => format!(
                "{} swaps – or not – {} with {}.",
                name(player),
                place(card),
                place(with)
            ),
            Effect::CardLooked { player, card } => {
                format!("{} looks at {}.", name(player), place(card))
            }
            Effect::HandOn {
                player,
                card,
                contests: false,
            } => format!("{}'s hand is on {}.", name(player), place(card)),
            Effect::HandOn {
                player,
                card,
                contests: true,
            } => format!("{} claims it too, hand on {}.", name(player), place(card)),
            Effect::Announced { player, character } => {
                format!("{} announces: \"I am the {character}.\"", name(player))
            }
            Effect::Revealed { player, character } => {
                format!("{} reveals the {character}.", name(player))
            }
            Effect::UsesPower {
                player,
                character,
                revealed: true,
            } => {
                format!("{} was the {character} and uses the power.", name(player))
            }
            Effect::UsesPower {
                player,
                character,
                revealed: false,
            } => {
                format!(
                    "Nobody contests: {} uses the {character}'s power without revealing.",
                    name(player)
                )
            }
            Effect::NobodyIs { character } => {
                format!("Nobody was the {character}: no power is used.")
            }
            Effect::Paid(p) => describe_payment(setup, p),
            Effect::FortunesSwapped { a, b, a_had, b_had } => format!(
                "{} swaps fortunes with {}: {} now has {} and {} has {}.",
                name(a),
                name(b),
                name(a),
                coins(*b_had),
                name(b),
                coins(*a_had)
            ),
            Effect::Declined { player, character } => {
                format!("{} declines the {character}'s power.", name(player))
            }
            Effect::CardsSwapOrNot {
                by,
                character,
                a,
                b,
                looked,
            } => {
                let look = if *looked {
                    " after looking at both"
                } else {
                    ""
                };
                format!(
                    "{} ({character}) swaps – or not – the cards of {} and {}{look}.",
                    name(by),
                    place(a),
                    place(b)
                )
            }
            Effect::Inquisition {
                target,
                answer,
                card,
            } => {
                let verdict = if answer == card { "right" } else { "wrong" };
                format!(
                    "{} says \"{answer}\" and reveals the {card}: {verdict}.",
                    name(target)
                )
            }
            Effect::CheatCheck {
                player,
                coins: have,
                needed,
            } => {
                // The Cheater in the second edition.
                let cheat = Character::Cheat.in_edition(setup.edition);
                if have >= needed {
                    format!("{} has {}: the {cheat} wins.", name(player), coins(*have))
                } else {
                    format!(
                        "{} has {}, fewer than {}: the {cheat} does not win.",
                        name(player),
                        coins(*have),
                        needed
                    )
                }
            }
            Effect::FortunesPassed { by, direction } => format!(
                "{} (Alchemist): every player hands their whole fortune to the player on their {}.",
                name(by),
                direction.word()
            ),
            Effect::SeatsSwapped { a, b } => format!(
                "{} and {} swap seats; the cards and fortunes stay where they were, so each now has the other's.",
                name(a),
                name(b)
            ),
            Effect::Shown { player, by } => format!(
                "{} shows their card to everyone but themselves ({}'s choice).",
                name(player),
                name(by)
            ),
            Effect::LookedAt {
                by,
                character,
                places,
            } => format!(
                "{} ({character}) looks at the cards of {}.",
                name(by),
                places.iter().map(place).collect::<Vec<_>>().join(" and ")
            ),
            Effect::Gambled {
                gambler,
                guesser,
                hidden,
                guess,
            } => format!(
                "{} hid {}; {} guessed {}: {}.",
                name(gambler),
                coins(*hidden),
                name(guesser),
                guess,
                if hidden == guess { "right" } else { "wrong" }
            ),
            Effect::MustSwap {
                player,
                during_turn_of,
            } => format!(
                "{} was revealed during {}'s turn, so must swap – or not on their turn (R-TURN-5).",
                name(player),
                name(during_turn_of)
            ),
            Effect::MustLook { player } => format!(
                "{} saw their card by mistake and must look at it on their next turn (R-TURN-4).",
                name(player)
            ),
            Effect::LookWaived { player } => format!(
                "{} had to look, but must swap this turn: the swap wins and the look is waived (R-TURN-4).",
                name(player)
            ),
            Effect::Eliminated {
                player,
                gives_card_to: None,
            } => format!(
                "{} is eliminated by the {}: out of the game and the turn order.",
                name(player),
                Character::Damned
            ),
            Effect::Eliminated {
                player,
                gives_card_to: Some(holder),
            } => format!(
                "{} made {} reveal the {}, so {} is eliminated instead, hands their own card to {}, and the {} leaves the game.",
                name(player),
                name(holder),
                Character::Damned,
                name(player),
                name(holder),
                Character::Damned
            ),
            Effect::Borrows {
                player,
                through,
                character,
            } => format!(
                "{} uses the {character}'s power as the {through}.",
                name(player)
            ),
            Effect::NothingToCopy { player } => format!(
                "{} ({}) has nothing to copy: no character has been played yet.",
                name(player),
                Character::Actress
            ),
            Effect::NobodyToChoose { player, character } => format!(
                "{} ({character}) has nobody left to choose: that part of the power does not happen.",
                name(player)
            ),
            Effect::RaisedFromCemetery { player, character } => format!(
                "{} ({}) turns up the {character} from the cemetery.",
                name(player),
                Character::Necromancer
            ),
            Effect::Usurped {
                player,
                target,
                named,
                card,
            } => format!(
                "{} ({}) names {} the {named}; {} reveals the {card}: {}.",
                name(player),
                Character::Usurper,
                name(target),
                name(target),
                if named == card { "right" } else { "wrong" }
            ),
            Effect::GameOver(outcome) => {
                format!("Game over: {}.", describe_outcome(setup, outcome))
            }
            Effect::Noted { comment } if comment.trim().is_empty() => "Note taken.".to_string(),
            Effect::Noted { comment } => format!("Note: {}", comment.trim()),
            Effect::Undone(undid) => format!("Undone: {}.", undid.describe(setup)),
        }
    }
}

fn describe_payment(setup: &Setup, p: &Payment) -> String {
    let party = |x: &Party| match x {
        Party::Player(id) => setup.players[*id].clone(),
        Party::Bank => "the bank".to_string(),
        Party::Court => "the courthouse".to_string(),
    };
    let why = match p.reason {
        Reason::Power(c) => format!("{c}"),
        Reason::Fine(c) => format!("false claim of the {c}"),
        Reason::Adjustment => "host's correction".to_string(),
    };
    let short = if p.paid < p.owed {
        format!(
            " ({} owed {} but had only {}, R-PAY-1)",
            party(&p.from),
            p.owed,
            p.paid
        )
    } else {
        String::new()
    };
    match (p.from, p.to) {
        (Party::Bank, Party::Player(_)) if p.owed == 0 => format!(
            "{} already has enough: takes nothing from the bank ({why}).",
            party(&p.to)
        ),
        (_, Party::Player(_)) if p.paid == 0 => format!(
            "{} gets nothing from {} ({why}): there was nothing to take.",
            party(&p.to),
            party(&p.from)
        ),
        (Party::Bank, Party::Player(_)) | (Party::Court, Party::Player(_)) => format!(
            "{} takes {} from {} ({why}).",
            party(&p.to),
            coins(p.paid),
            party(&p.from)
        ),
        (Party::Player(_), to) => format!(
            "{} pays {} to {} ({why}){short}.",
            party(&p.from),
            coins(p.paid),
            party(&to)
        ),
        (from, to) => format!(
            "{} {} from {} to {} ({why}).",
            coins(p.paid),
            if p.paid == 1 { "goes" } else { "go" },
            party(&from),
            party(&to)
        ),
    }
}
