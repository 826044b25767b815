//! Why the engine refuses an entry, as data: each kind of refusal with the names, characters
//! and numbers it speaks of. Its sentences — what is wrong, and what would be accepted — are
//! written here and nowhere else, so that a refusal reads the same wherever it is shown, and a
//! catalogue of another language has one place to follow.

use super::{Action, Character, Edition};

/// Names joined for a list of what would be accepted: `Ana, Bao, Chi`.
fn list(names: &[String]) -> String {
    names.join(", ")
}

/// ", or court" after the players who may be named, where the courthouse may be too.
fn court(or_court: bool) -> &'static str {
    if or_court { ", or court" } else { "" }
}

/// "no coins", "1 coin", "6 coins".
fn coin_count(n: u32) -> String {
    match n {
        0 => "no coins".to_string(),
        1 => "1 coin".to_string(),
        n => format!("{n} coins"),
    }
}

/// Why a `then:` is refused: no power is borrowed after all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoBorrowing {
    /// The Actress, with nothing played yet.
    NothingPlayed,
    /// The Actress copying a Peasant: the Peasant's power has no fields.
    PeasantHasNone,
    /// The Damned, turned up from the cemetery.
    DamnedHasNone,
    /// The Usurper, eliminated by the Damned he revealed.
    UsurperEliminated,
    /// The Usurper named the wrong character.
    NamedWrong {
        /// What he named.
        named: Character,
        /// What was shown.
        card: Character,
    },
    /// The Necromancer turned up the Damned.
    CemeteryDamned {
        /// The Damned.
        card: Character,
        /// The Necromancer.
        character: Character,
    },
}

impl NoBorrowing {
    fn why(&self) -> String {
        match self {
            NoBorrowing::NothingPlayed => "no character has been played yet".to_string(),
            NoBorrowing::PeasantHasNone => "the Peasant's power has none".to_string(),
            NoBorrowing::DamnedHasNone => "the Damned has no power to use".to_string(),
            NoBorrowing::UsurperEliminated => "he was eliminated".to_string(),
            NoBorrowing::NamedWrong { named, card } => {
                format!("he named the {named}, not the {card}, so uses no power")
            }
            NoBorrowing::CemeteryDamned { card, character } => {
                format!("the {card} eliminates the {character}, who uses no power")
            }
        }
    }
}

/// A refused entry's kind, with its data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    // ---- The log's shape ---------------------------------------------------------------------
    /// The game is over: only undo and notes follow.
    GameOver { winners: String, action: Action },
    /// An `undo` applied to a state rather than to a game's history.
    UndoOfState,
    /// Nothing to undo.
    NothingToUndo,
    /// An entry that could not be kept (never, for the app's own types).
    NotKept,
    /// A field the action does not have.
    NoSuchField {
        action: Action,
        field: &'static str,
        allowed: Vec<&'static str>,
    },
    /// A field naming a player is missing.
    MissingPlayer {
        field: String,
        players: Vec<String>,
        /// Whether the courthouse may be named too (a correction).
        or_court: bool,
    },
    /// A name that is no player's.
    NotAPlayer {
        field: String,
        name: String,
        /// The player of that name in another case.
        same_but_case: Option<String>,
        players: Vec<String>,
        /// Whether the courthouse may be named too (a correction).
        or_court: bool,
    },
    /// A field naming a character is missing.
    MissingCharacter { field: String, in_play: String },
    /// A character of the other edition.
    OtherEdition {
        field: String,
        name: String,
        character: Character,
        edition: Edition,
        in_play: String,
    },
    /// A name that is no character's.
    NotACharacter {
        field: String,
        name: String,
        closest: Option<Character>,
        in_play: String,
    },
    /// An adjustment without coins.
    AdjustWithoutCoins,
    /// An adjustment of more than the box holds.
    MoreThanTheBox { coins: i64, have: u32, most: u64 },
    /// Coins given back that the party does not have.
    CannotGiveBack { who: String, have: u32, coins: u64 },
    /// A correction moving coins from a party to itself.
    MoveToItself { who: String },
    /// A correction moving coins without a positive count.
    MoveWithoutCoins { from: String, to: String, have: u32 },
    /// A correction moving more coins than the giver has.
    MoveTooMuch {
        from: String,
        to: String,
        have: u32,
        coins: u64,
    },

    // ---- Turns -------------------------------------------------------------------------------
    /// Not this player's turn.
    NotYourTurn { next: String, player: String },
    /// A player eliminated by the Damned saw no card.
    EliminatedSawNothing { player: String },
    /// A player who saw their card must look.
    MustLook { player: String },
    /// A look, swap or announcement refused for a player who must look.
    MustLookNot { player: String, what: &'static str },
    /// One of the opening swaps (R-TURN-1).
    OpeningSwap {
        turn: u32,
        player: String,
        what: &'static str,
    },
    /// A forced swap after a reveal (R-TURN-5).
    ForcedSwap {
        player: String,
        revealed_during: String,
        what: &'static str,
    },
    /// A swap without `with`.
    SwapWithout { cards: Vec<String> },
    /// A swap of a player with their own card.
    SwapWithOwn { player: String, cards: Vec<String> },
    /// A swap with an eliminated player's card.
    SwapWithEliminated { with: String, cards: Vec<String> },
    /// A swap with a card not at the table.
    SwapWithUnknown { with: String, cards: Vec<String> },

    // ---- Announcements and contests ----------------------------------------------------------
    /// A character not in the game.
    NotInGame {
        character: Character,
        announceable: Vec<String>,
    },
    /// The Damned announced.
    CannotBeAnnounced {
        character: Character,
        announceable: Vec<String>,
    },
    /// The announcer contesting.
    ContestOwn { player: String },
    /// An eliminated player contesting.
    ContesterEliminated { player: String, others: String },
    /// A contester listed twice.
    ContestTwice { player: String },
    /// Contests out of their clockwise order.
    ContestOrder {
        announcer: String,
        order: Vec<String>,
    },
    /// Revealed cards without a contest.
    RevealedWithoutContest,
    /// A revealed card of a player who did not claim.
    RevealedNotClaimant { player: String, claimants: String },
    /// A claimant's revealed card missing.
    RevealMissing {
        player: String,
        announced: bool,
        claimants: String,
    },
    /// The Damned revealed after it left the game.
    DamnedGone { character: Character },
    /// A revealed card not in the game.
    RevealedNotInGame {
        character: Character,
        in_play: String,
    },
    /// More copies of a character revealed than the game holds.
    TooManyRevealed {
        character: Character,
        shown: usize,
        copies: usize,
    },
    /// A player shown again through a power, with another card.
    RevealedOtherCard {
        player: String,
        shown: Character,
        card: Character,
    },

    // ---- Powers ------------------------------------------------------------------------------
    /// A field the power has no use for.
    NoSuchPowerField {
        character: Character,
        field: &'static str,
    },
    /// Fields given when nobody used the power (R-CLAIM-3).
    NoPowerUsed {
        character: Character,
        inner: Box<Refusal>,
    },
    /// Fields given for a power when the Damned left one player, who won at once.
    LastPlayerWins { inner: Box<Refusal> },
    /// A borrowing power's field given outside `then:`.
    FieldOutsideThen {
        character: Character,
        field: &'static str,
    },
    /// A refusal of a borrowed power: `through` is the chain of borrowing characters, the
    /// nearest first.
    Borrowed {
        borrowed: Character,
        through: Vec<Character>,
        inner: Box<Refusal>,
    },
    /// A `then:` when no power is borrowed.
    ThenNotNeeded { why: NoBorrowing },
    /// A required power field is missing.
    MissingTarget {
        character: Character,
        purpose: Purpose,
        field: &'static str,
        choices: Vec<String>,
    },
    /// A middle card where the power takes a player.
    PlayerNotMiddle {
        character: Character,
        name: String,
        others: String,
    },
    /// A player eliminated by the Damned, chosen by a power.
    ChosenEliminated { name: String, others: String },
    /// A power's user choosing themselves.
    NotThemselves {
        character: Character,
        name: String,
        others: String,
    },
    /// The Spy's own card where she takes another.
    SpyOwnCard {
        character: Character,
        name: String,
        choices: OtherCards,
    },
    /// The Sage's own card where he takes another player's.
    SageOwnCard {
        character: Character,
        name: String,
        choices: OtherCards,
    },
    /// An eliminated player's card, taken by the Spy or the Sage.
    CardOfEliminated { name: String, choices: OtherCards },
    /// A name that is no player or middle card.
    NotAPlayerOrMiddle { name: String, choices: OtherCards },
    /// Not two choices where a power takes two.
    NotTwo {
        character: Character,
        verb: &'static str,
        count: usize,
        choices: String,
    },
    /// The Sage's two targets, not two different ones.
    SageNeedsTwo {
        character: Character,
        choices: Vec<String>,
    },
    /// The same player twice.
    SamePlayerTwice {
        character: Character,
        name: String,
        others: String,
    },
    /// The Bishop's choice on a tie, missing.
    RichestTie {
        character: Character,
        names: String,
        most: u32,
        richest: Vec<String>,
    },
    /// The Bishop's choice of a player who is not the richest.
    NotTheRichest {
        name: String,
        coins: u32,
        names: String,
        most: u32,
        richest: Vec<String>,
    },
    /// The Necromancer's card missing.
    CemeteryMissing {
        character: Character,
        cemetery: Vec<String>,
    },
    /// A cemetery card of the other edition.
    CemeteryOtherEdition {
        card: Character,
        edition: Edition,
        cemetery: Vec<String>,
    },
    /// A cemetery card in play.
    CemeteryInPlay {
        card: Character,
        cemetery: Vec<String>,
    },
    /// The Alchemist's direction missing.
    MissingDirection { character: Character },
    /// The Gambler's numbers missing or out of range.
    GamblerNumbers { character: Character, most: u32 },
    /// The Bear Tamer's moves naming a party twice.
    MovesTwice { name: String },
    /// The Bear Tamer's moves for an eliminated player.
    MovesForEliminated { name: String, players: String },
    /// The Bear Tamer's moves taking back more than a party has.
    MovesTooMuch { name: String, coins: i64, have: u32 },
    /// A player just revealed as a false Usurper, chosen by the Usurper.
    FalseUsurperChosen {
        character: Character,
        name: String,
        choosable: Vec<String>,
    },

    // ---- Two- and three-player games ---------------------------------------------------------
    /// `card` in a game of one card each.
    CardInOneCardGame {
        card: String,
        players: usize,
        action: Action,
    },
    /// `card` missing in a game of several cards.
    CardMissing {
        player: String,
        players: usize,
        action: Action,
        hands: Vec<&'static str>,
    },
    /// `card: Bao/left` for another player's card.
    CardNotOwn {
        card: String,
        player: String,
        hands: Vec<&'static str>,
    },
    /// An announcement with the hand on the protected card.
    AnnounceWithProtected {
        player: String,
        hands: Vec<&'static str>,
    },
    /// `card` naming no card of the player's.
    CardNotOfPlayer {
        card: String,
        player: String,
        players: usize,
        hands: Vec<&'static str>,
    },
    /// A player named where a card is meant.
    NamesPlayer {
        field: String,
        name: String,
        players: usize,
        choices: CardChoices,
    },
    /// A card swapped with itself.
    SwapCardWithItself { with: String, choices: CardChoices },
    /// A protected card taken by another player (R-2P).
    ProtectedCard {
        name: String,
        owner: String,
        choices: CardChoices,
    },
    /// A card of an eliminated player, swapped with.
    SwapWithCardOfEliminated {
        with: String,
        owner: String,
        choices: CardChoices,
    },
    /// A card not at the table.
    UnknownCard {
        field: String,
        name: String,
        choices: CardChoices,
    },
    /// A contester with two cards.
    ContestTwoCards {
        player: String,
        first: String,
        second: String,
    },
    /// A contester named by player, not by card.
    ContestNamesPlayer {
        name: String,
        players: usize,
        cards: Vec<String>,
    },
    /// A contester's card not at the table.
    ContestUnknownCard { name: String, cards: Vec<String> },
    /// `revealed:` keyed by a card the claimant's hand was not on.
    RevealedOtherHand {
        key: String,
        player: String,
        claimed: Option<String>,
    },
    /// `revealed:` giving a claimant's card twice.
    RevealedTwice { player: String },
    /// A power's user's own card, where it takes other players' cards.
    PowerOwnCard {
        character: Character,
        name: String,
        choices: CardChoices,
    },
    /// A card a power cannot take as well.
    CannotTakeAsWell {
        character: Character,
        name: String,
        choices: CardChoices,
    },
    /// Not two cards where a power takes two cards of other players.
    NotTwoCards {
        character: Character,
        verb: &'static str,
        count: usize,
        cards: Vec<String>,
    },
    /// The same card twice.
    SameCardTwice {
        character: Character,
        second: String,
        first: String,
        seconds: Vec<String>,
    },
    /// Two cards of one player, where the power takes one of each of two other players.
    CardsOfOnePlayer {
        character: Character,
        verb: &'static str,
        first: String,
        second: String,
        owner: String,
        seconds: Vec<String>,
    },
}

/// What a power that needs a field does with it, for the message saying it is missing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The Spy: her other card.
    LooksAtAnother,
    /// The Inquisitor: the player he points at.
    PointsAt,
    /// The Gambler: who guesses.
    Guesses,
    /// The Princess: who shows their card.
    ShowsCard,
    /// The Usurper: whom he chooses.
    Chooses,
}

/// The cards the Spy or the Sage may take, in a game of one card each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OtherCards {
    /// `target` (the Spy's one card) or `targets` (the Sage's two).
    pub field: &'static str,
    /// Other players and middle cards.
    pub names: Vec<String>,
}

impl OtherCards {
    fn accepted(&self) -> String {
        if self.field == "targets" {
            format!("`targets:` two of {}", list(&self.names))
        } else {
            format!("`{}:` one of {}", self.field, list(&self.names))
        }
    }
}

/// The cards a field may name in a 2- or 3-player game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardChoices {
    /// The field.
    pub field: String,
    /// The cards, by name (`Bao/left`).
    pub cards: Vec<String>,
    /// Said "among" (a power's cards) rather than "one of" (a swap's).
    pub among: bool,
}

impl CardChoices {
    fn accepted(&self) -> String {
        let words = if self.among { "among" } else { "one of" };
        format!("`{}:` {words} {}", self.field, list(&self.cards))
    }
}

/// "a 3-player game, where each player has two cards (left and right)" and the like.
fn cards_each(players: usize) -> &'static str {
    match players {
        2 => "a 2-player game, where each player has three cards (left, right and protected)",
        _ => "a 3-player game, where each player has two cards (left and right)",
    }
}

/// `card: left` or `card: right`.
fn hands_words(hands: &[&'static str]) -> String {
    hands
        .iter()
        .map(|h| format!("`card: {h}`"))
        .collect::<Vec<_>>()
        .join(" or ")
}

impl Refusal {
    /// What is wrong, in the host's words.
    pub fn problem(&self) -> String {
        use Refusal::*;
        match self {
            GameOver { winners, action } => format!(
                "the game is over (won by {winners}), so a {} cannot follow",
                action.word()
            ),
            UndoOfState => "undo cancels an entry of the history, not of one state".to_string(),
            NothingToUndo => "there is nothing to undo: no entry is in effect".to_string(),
            NotKept => "this entry could not be kept".to_string(),
            NoSuchField { action, field, .. } => {
                let why = if *field == "card" {
                    " (`card` says which of their cards a player swaps, looks at or announces with, in 2- and 3-player games)"
                } else {
                    ""
                };
                format!("a {} entry has no `{field}` field{why}", action.word())
            }
            MissingPlayer { field, .. } | MissingCharacter { field, .. } => {
                format!("`{field}` is missing")
            }
            NotAPlayer {
                field,
                name,
                same_but_case,
                ..
            } => {
                let hint = same_but_case
                    .as_ref()
                    .map(|p| format!(" (did you mean {p}? names are case-sensitive)"))
                    .unwrap_or_default();
                format!("`{field}: {name}` is not a player at this table{hint}")
            }
            OtherEdition {
                field,
                name,
                character,
                edition,
                ..
            } => format!("`{field}: {name}`: {}", character.not_in_edition(*edition)),
            NotACharacter {
                field,
                name,
                closest,
                ..
            } => {
                let hint = closest
                    .map(|c| format!(" (did you mean {c}?)"))
                    .unwrap_or_default();
                format!("`{field}: {name}` is not a character{hint}")
            }
            AdjustWithoutCoins => "an adjustment needs `coins`, a number other than 0".to_string(),
            MoreThanTheBox { coins, most, .. } => {
                format!("{coins} coins is more than the whole box holds ({most})")
            }
            CannotGiveBack { who, have, coins } => format!(
                "{who} has {}, so cannot give back {coins}",
                coin_count(*have)
            ),
            MoveToItself { who } => format!("`to` names {who}, who gives the coins"),
            MoveWithoutCoins { from, to, .. } => {
                format!("a move of coins from {from} to {to} needs `coins`, a number from 1 up")
            }
            MoveTooMuch {
                from,
                to,
                have,
                coins,
            } => format!(
                "{from} has {}, so cannot give {coins} to {to}",
                coin_count(*have)
            ),
            NotYourTurn { next, player } => {
                format!("it is {next}'s turn, not {player}'s (play goes clockwise)")
            }
            EliminatedSawNothing { player } => {
                format!("{player} was eliminated by the Damned and has no card to see")
            }
            MustLook { player } => {
                format!("{player} saw their card by mistake and must look at it this turn")
            }
            MustLookNot { player, what } => format!(
                "{player} saw their card by mistake and must look at it this turn: no {what}"
            ),
            OpeningSwap { turn, what, .. } => format!(
                "turn {turn} is one of the first four turns, when every player must swap – or not: no {what}"
            ),
            ForcedSwap {
                player,
                revealed_during,
                what,
            } => format!(
                "{player} was revealed during {revealed_during}'s turn, so must swap – or not: no {what}"
            ),
            SwapWithout { .. } => {
                "a swap needs `with`: the other card taken under the table".to_string()
            }
            SwapWithOwn { player, .. } => format!("{player} cannot swap with their own card"),
            SwapWithEliminated { with, .. } => {
                format!("{with} was eliminated by the Damned and has no card on the table")
            }
            SwapWithUnknown { with, .. } => format!("`with: {with}` is not a card on this table"),
            NotInGame { character, .. } => format!("the {character} is not in this game"),
            CannotBeAnnounced { character, .. } => {
                format!("the {character} cannot be announced")
            }
            ContestOwn { player } => {
                format!("{player} announced, and cannot also contest their own announcement")
            }
            ContesterEliminated { player, .. } => {
                format!("{player} was eliminated by the Damned and cannot contest")
            }
            ContestTwice { player } => format!("{player} is listed twice in `contests`"),
            ContestOrder { announcer, .. } => format!(
                "contests are asked one at a time clockwise from {announcer}'s left, so they are listed in that order"
            ),
            RevealedWithoutContest => "nobody contested, so no card was revealed".to_string(),
            RevealedNotClaimant { player, .. } => {
                format!("{player} neither announced nor contested, so their card was not revealed")
            }
            RevealMissing {
                player, announced, ..
            } => format!(
                "{player} {}, so their card was revealed, but `revealed` does not say what it was",
                if *announced {
                    "announced and was contested"
                } else {
                    "contested"
                }
            ),
            DamnedGone { character } => {
                format!("the {character} was revealed earlier and has left the game")
            }
            RevealedNotInGame { character, .. } => {
                format!("a {character} was revealed, but the {character} is not in this game")
            }
            TooManyRevealed {
                character,
                shown,
                copies,
            } => format!(
                "{shown} cards of the {character} were revealed, but the game has {}",
                if *copies == 1 {
                    "only one".to_string()
                } else {
                    copies.to_string()
                }
            ),
            RevealedOtherCard {
                player,
                shown,
                card,
            } => format!(
                "{player} revealed the {shown} a moment ago, so cannot now reveal the {card}"
            ),
            NoSuchPowerField { character, field } => {
                format!("the {character}'s power has no `{field}`")
            }
            NoPowerUsed { character, inner } => format!(
                "nobody was the {character}, so no power was used; {}",
                inner.problem()
            ),
            LastPlayerWins { inner } => format!(
                "the Damned left one player in the game, who wins at once: no power is used; {}",
                inner.problem()
            ),
            FieldOutsideThen { character, field } => format!(
                "the {character}'s power has no `{field}` of its own: the power it uses takes its fields under `then:`"
            ),
            Borrowed {
                borrowed,
                through,
                inner,
            } => {
                let chain: Vec<String> = through
                    .iter()
                    .enumerate()
                    .map(|(i, c)| {
                        if i == 0 {
                            format!("used through the {c}")
                        } else {
                            format!("itself used through the {c}")
                        }
                    })
                    .collect();
                format!(
                    "{} (the {borrowed}'s power, {})",
                    inner.problem(),
                    chain.join(", ")
                )
            }
            ThenNotNeeded { why } => {
                format!(
                    "`then:` gives fields, but no power needs them: {}",
                    why.why()
                )
            }
            MissingTarget {
                character,
                purpose,
                field,
                ..
            } => {
                let what = match purpose {
                    Purpose::LooksAtAnother => format!("the {character} looks at another card"),
                    Purpose::PointsAt => format!("the {character} points at another player"),
                    Purpose::Guesses => {
                        format!("another player guesses the {character}'s hidden coins")
                    }
                    Purpose::ShowsCard => {
                        format!("the {character} chooses another player, who shows their card")
                    }
                    Purpose::Chooses => format!("the {character} chooses another player"),
                };
                format!("{what}: `{field}` is missing")
            }
            PlayerNotMiddle {
                character, name, ..
            } => format!("the {character}'s power takes a player, not a middle card ({name})"),
            ChosenEliminated { name, .. } => {
                format!("{name} was eliminated by the Damned and is no longer in the game")
            }
            NotThemselves {
                character, name, ..
            } => format!("{name} uses the {character}'s power and cannot target themselves"),
            SpyOwnCard {
                character, name, ..
            } => {
                format!("the {character} looks at her own card and another one: {name} is her own")
            }
            SageOwnCard {
                character, name, ..
            } => format!(
                "`targets: {name}`: {name} is using the {character}'s power, who looks at the cards of two other players (or middle cards), not their own"
            ),
            CardOfEliminated { name, .. } => {
                format!("{name} was eliminated by the Damned and has no card on the table")
            }
            NotAPlayerOrMiddle { name, .. } => {
                format!("`{name}` is not a player or a middle card at this table")
            }
            NotTwo {
                character,
                verb,
                count,
                ..
            } => format!(
                "the {character} {verb} the cards of two other players: `targets` needs exactly two, not {count}"
            ),
            SamePlayerTwice {
                character, name, ..
            } => format!("the {character} needs two different players, not {name} twice"),
            SageNeedsTwo { character, .. } => format!(
                "the {character} looks at the cards of two other players: `targets` needs two different ones"
            ),
            RichestTie {
                character,
                names,
                most,
                ..
            } => format!(
                "{names} tie as the richest other players ({most} coins each): the {character} chooses one"
            ),
            NotTheRichest {
                name,
                coins,
                names,
                most,
                ..
            } => format!(
                "{name} has {coins} coins and is not the richest other player ({names}: {most})"
            ),
            CemeteryMissing { character, .. } => {
                format!("the {character} turns up the cemetery's top card: `cemetery` is missing")
            }
            CemeteryOtherEdition { card, edition, .. } => format!(
                "the {card} is not a card of the {edition} edition, so it is not in the cemetery"
            ),
            CemeteryInPlay { card, .. } => format!(
                "the {card} is in play, so it is not in the cemetery (the characters left in the box)"
            ),
            MissingDirection { character } => {
                format!("the {character} chooses left or right: `direction` is missing")
            }
            GamblerNumbers { character, most } => format!(
                "the {character} hides 1 to {most} coins and the guess is 1 to {most}: `hidden` and `guess` are needed"
            ),
            MovesTwice { name } => format!("`moves` names {name} twice"),
            MovesForEliminated { name, .. } => {
                format!("{name} was eliminated by the Damned and is no longer in the game")
            }
            MovesTooMuch { name, coins, have } => {
                format!("`moves: {name}: {coins}` cannot be: {name} has {have} coins")
            }
            FalseUsurperChosen {
                character, name, ..
            } => format!("{name} was just revealed as a false {character}, so cannot be chosen"),
            CardInOneCardGame { card, players, .. } => format!(
                "`card: {card}`: `card` says which of their several cards a player uses, in 2- and 3-player games; this game has {players} players, one card each"
            ),
            CardMissing {
                player,
                players,
                action,
                ..
            } => {
                let what = match action {
                    Action::Swap => "a swap needs `card`: which of their cards the player takes",
                    Action::Look => "a look needs `card`: which of their cards the player looks at",
                    _ => "an announcement needs `card`: the card the announcer's hand is on",
                };
                format!("{player} plays in {}, so {what}", cards_each(*players))
            }
            CardNotOwn { card, player, .. } => {
                format!("`card: {card}` is not one of {player}'s own cards")
            }
            AnnounceWithProtected { player, .. } => format!(
                "{player} announces with the hand on the left or right card, never on the protected one"
            ),
            CardNotOfPlayer {
                card,
                player,
                players,
                ..
            } => format!(
                "`card: {card}` is not one of {player}'s cards: this is {}",
                cards_each(*players)
            ),
            NamesPlayer {
                field,
                name,
                players,
                ..
            } => format!(
                "`{field}: {name}` names a player, and this is {}: name the card",
                cards_each(*players)
            ),
            SwapCardWithItself { with, .. } => format!("{with} cannot be swapped with itself"),
            ProtectedCard { name, owner, .. } => {
                format!("{name} is {owner}'s protected card: only its owner may swap it")
            }
            SwapWithCardOfEliminated { with, owner, .. } => format!(
                "{with} was {owner}'s, who was eliminated by the Damned: it is no longer on the table"
            ),
            UnknownCard { field, name, .. } => {
                format!("`{field}: {name}` is not a card on this table")
            }
            ContestTwoCards {
                player,
                first,
                second,
            } => format!(
                "{player} contests with two cards ({first} and {second}): a contester puts a hand on exactly one card"
            ),
            ContestNamesPlayer { name, players, .. } => format!(
                "`contests: [{name}]`: this is {}, and a contester puts a hand on exactly one of their cards: name it",
                cards_each(*players)
            ),
            ContestUnknownCard { name, .. } => {
                format!("`contests: [{name}]` is not a card at this table")
            }
            RevealedOtherHand {
                key,
                player,
                claimed,
            } => format!(
                "`revealed:` names {key}, but {player} showed only the card their hand was on{}",
                match claimed {
                    Some(card) => format!(" ({card})"),
                    None => " (they did not claim)".to_string(),
                }
            ),
            RevealedTwice { player } => format!("`revealed:` gives {player}'s card twice"),
            PowerOwnCard {
                character, name, ..
            } => format!(
                "{name} is the {character}'s own card: the power takes other players' cards"
            ),
            CannotTakeAsWell {
                character, name, ..
            } => format!("the {character} cannot take {name} as well"),
            NotTwoCards {
                character,
                verb,
                count,
                ..
            } => format!(
                "the {character} {verb} two cards of other players: `targets` needs exactly two, not {count}"
            ),
            SameCardTwice {
                character, second, ..
            } => format!("the {character} needs two different cards, not {second} twice"),
            CardsOfOnePlayer {
                character,
                verb,
                first,
                second,
                owner,
                ..
            } => format!(
                "the {character} {} the cards of two other players, and {first} and {second} are both {owner}'s",
                verb.split(" –").next().unwrap_or(verb)
            ),
        }
    }

    /// What would be accepted instead.
    pub fn accepted(&self) -> String {
        use Refusal::*;
        match self {
            GameOver { .. } => "undo (to take back the entry that ended it) or a note".to_string(),
            UndoOfState => "undo through the game's history".to_string(),
            NothingToUndo => "a swap, look or announcement, or a note".to_string(),
            NotKept => "an entry of plain text and numbers".to_string(),
            NoSuchField {
                action, allowed, ..
            } => {
                if allowed.is_empty() {
                    format!("a {} entry with only `comment` (and `at`)", action.word())
                } else {
                    format!(
                        "a {} entry with the fields {}",
                        action.word(),
                        allowed.join(", ")
                    )
                }
            }
            MissingPlayer {
                field,
                players,
                or_court,
            } => format!("`{field}:` one of {}{}", list(players), court(*or_court)),
            NotAPlayer {
                players, or_court, ..
            } => format!("one of {}{}", list(players), court(*or_court)),
            MissingCharacter { field, in_play }
            | OtherEdition { field, in_play, .. }
            | NotACharacter { field, in_play, .. } => format!("`{field}:` one of {in_play}"),
            AdjustWithoutCoins => {
                "`coins: 2` (from the bank) or `coins: -2` (back to the bank)".to_string()
            }
            MoreThanTheBox { have, most, .. } => format!("`coins:` from -{have} to {most}, not 0"),
            CannotGiveBack { have, .. } => match have {
                0 => "a positive `coins:` (coins from the bank): there is nothing to give back"
                    .to_string(),
                _ => format!("`coins:` from -{have} up"),
            },
            MoveToItself { .. } => {
                "`to:` another player, or court (or no `to`, for coins from or to the bank)"
                    .to_string()
            }
            MoveWithoutCoins { have, .. } | MoveTooMuch { have, .. } => match have {
                0 => "no move: there is nothing to give".to_string(),
                _ => format!("`coins:` from 1 to {have}"),
            },
            NotYourTurn { next, .. } => format!("a swap, look or announcement by {next}"),
            EliminatedSawNothing { .. } => "a player still in the game".to_string(),
            MustLook { player } | MustLookNot { player, .. } => format!("a look by {player}"),
            OpeningSwap { player, .. } | ForcedSwap { player, .. } => {
                format!("a swap by {player}")
            }
            SwapWithout { cards } | SwapWithEliminated { cards, .. } | SwapWithUnknown {
                cards, ..
            } => format!("`with:` one of {}", list(cards)),
            SwapWithOwn { cards, .. } => format!(
                "`with:` another player's card or a middle card: {}",
                list(cards)
            ),
            NotInGame { announceable, .. } => {
                format!("an announcement of one of {}", list(announceable))
            }
            CannotBeAnnounced { announceable, .. } => format!(
                "an announcement of another character in play: {}",
                list(announceable)
            ),
            ContestOwn { .. } => "contests by other players only".to_string(),
            ContesterEliminated { others, .. } => {
                format!("contests by players still in the game: {others}")
            }
            ContestTwice { .. } => "each contester once".to_string(),
            ContestOrder { order, .. } => format!("contests: [{}]", list(order)),
            RevealedWithoutContest => {
                "leave out `revealed`, or list the contesters in `contests`".to_string()
            }
            RevealedNotClaimant { claimants, .. } => {
                format!("the revealed cards of {claimants}")
            }
            RevealMissing { claimants, .. } => {
                format!("`revealed:` with the cards of {claimants}")
            }
            DamnedGone { .. } | TooManyRevealed { .. } => {
                "each player's real card (check who showed what)".to_string()
            }
            RevealedNotInGame { in_play, .. } => {
                format!("one of the characters in play: {in_play}")
            }
            RevealedOtherCard { shown, .. } => format!("`target_revealed: {shown}`"),
            NoSuchPowerField { field, .. } => format!("leave out `{field}`"),
            NoPowerUsed { inner, .. } | LastPlayerWins { inner } => inner.accepted(),
            FieldOutsideThen { field, .. } => format!("`then:` with `{field}` in it"),
            Borrowed { through, inner, .. } => {
                let deeper = " → `then:`".repeat(through.len().saturating_sub(1));
                format!("under `then:`{deeper}, {}", inner.accepted())
            }
            ThenNotNeeded { .. } => "leave out `then:`".to_string(),
            MissingTarget { field, choices, .. } => {
                format!("`{field}:` one of {}", list(choices))
            }
            PlayerNotMiddle { others, .. }
            | NotThemselves { others, .. }
            | ChosenEliminated { others, .. } => format!("one of {others}"),
            SpyOwnCard { choices, .. }
            | SageOwnCard { choices, .. }
            | CardOfEliminated { choices, .. }
            | NotAPlayerOrMiddle { choices, .. } => choices.accepted(),
            FalseUsurperChosen { choosable, .. } => {
                if choosable.is_empty() {
                    "no `target`: every other player was just revealed as a false Usurper"
                        .to_string()
                } else {
                    format!("`target:` one of {}", list(choosable))
                }
            }
            NotTwo { choices, .. } => format!("`targets: [A, B]` with two of {choices}"),
            SamePlayerTwice { others, .. } => format!("`targets: [A, B]` with two of {others}"),
            SageNeedsTwo { choices, .. } => {
                format!("`targets: [A, B]` with two of {}", list(choices))
            }
            RichestTie { richest, .. } => format!("`target:` one of {}", list(richest)),
            NotTheRichest { names, richest, .. } => {
                if richest.len() == 1 {
                    format!("`target: {names}`, or leave `target` out")
                } else {
                    format!("`target:` one of {}", list(richest))
                }
            }
            CemeteryMissing { cemetery, .. }
            | CemeteryOtherEdition { cemetery, .. }
            | CemeteryInPlay { cemetery, .. } => {
                format!("`cemetery:` one of {}", list(cemetery))
            }
            MissingDirection { .. } => "`direction: left` or `direction: right`".to_string(),
            GamblerNumbers { most, .. } => format!("`hidden:` and `guess:`, each from 1 to {most}"),
            MovesTwice { name } => format!("one move for {name}, with the coins added up"),
            MovesForEliminated { players, .. } => {
                format!("`moves` for players still in the game, or court: {players}")
            }
            MovesTooMuch { name, have, .. } => {
                format!("for {name}, a number other than 0 from -{have} to 194")
            }
            CardInOneCardGame { action, .. } => format!("a {} entry without `card`", action.word()),
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
            ContestTwoCards { .. } => "each contester once, with one card".to_string(),
            ContestNamesPlayer { cards, .. } | ContestUnknownCard { cards, .. } => {
                format!("`contests:` cards among {}", list(cards))
            }
            RevealedOtherHand { .. } => "`revealed:` keyed by the claimants (`Bao: King`) or by the cards their hands were on (`Bao/right: King`)".to_string(),
            RevealedTwice { .. } => "one revealed card per claimant".to_string(),
            NotTwoCards { cards, .. } => format!("`targets: [A, B]` with two of {}", list(cards)),
            SameCardTwice { first, seconds, .. } | CardsOfOnePlayer { first, seconds, .. } => {
                format!("`targets:` {first} and one of {}", list(seconds))
            }
        }
    }
}
