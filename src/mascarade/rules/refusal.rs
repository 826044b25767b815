//! Why the engine refuses an entry, as data: each kind of refusal with the names, characters
//! and numbers it speaks of. Its sentences — what is wrong, and what would be accepted — are
//! Mascarade's words' ([`crate::mascarade::words::refusal`]), written there and nowhere else.

use super::{Action, Character, Edition};

/// Who has the coins a correction speaks of: a player, or the courthouse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Holder {
    /// A player, by name.
    Player(String),
    /// The courthouse.
    Court,
}

/// What a power does with two cards of other players: the Fool's, the Sage's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TwoCardPower {
    /// The Fool swaps them – or not.
    SwapsOrNot,
    /// The Sage looks at them.
    LooksAt,
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

/// A refused entry's kind, with its data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    // ---- The log's shape ---------------------------------------------------------------------
    /// The game is over: only undo and notes follow.
    GameOver {
        winners: Vec<String>,
        action: Action,
    },
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
    MissingCharacter { field: String, in_play: Vec<String> },
    /// A character of the other edition.
    OtherEdition {
        field: String,
        name: String,
        character: Character,
        edition: Edition,
        in_play: Vec<String>,
    },
    /// A name that is no character's.
    NotACharacter {
        field: String,
        name: String,
        closest: Option<Character>,
        in_play: Vec<String>,
    },
    /// An adjustment without coins.
    AdjustWithoutCoins,
    /// An adjustment of more than the box holds.
    MoreThanTheBox { coins: i64, have: u32, most: u64 },
    /// Coins given back that the party does not have.
    CannotGiveBack { who: Holder, have: u32, coins: u64 },
    /// A correction moving coins from a party to itself.
    MoveToItself { who: Holder },
    /// A correction moving coins without a positive count.
    MoveWithoutCoins { from: Holder, to: Holder, have: u32 },
    /// A correction moving more coins than the giver has.
    MoveTooMuch {
        from: Holder,
        to: Holder,
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
    MustLookNot { player: String, what: Action },
    /// One of the opening swaps (R-TURN-1).
    OpeningSwap {
        turn: u32,
        player: String,
        what: Action,
    },
    /// A forced swap after a reveal (R-TURN-5).
    ForcedSwap {
        player: String,
        revealed_during: String,
        what: Action,
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
    ContesterEliminated { player: String, others: Vec<String> },
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
    RevealedNotClaimant {
        player: String,
        claimants: Vec<String>,
    },
    /// A claimant's revealed card missing.
    RevealMissing {
        player: String,
        announced: bool,
        claimants: Vec<String>,
    },
    /// The Damned revealed after it left the game.
    DamnedGone { character: Character },
    /// A revealed card not in the game.
    RevealedNotInGame {
        character: Character,
        in_play: Vec<String>,
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
        others: Vec<String>,
    },
    /// A player eliminated by the Damned, chosen by a power.
    ChosenEliminated { name: String, others: Vec<String> },
    /// A power's user choosing themselves.
    NotThemselves {
        character: Character,
        name: String,
        others: Vec<String>,
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
        verb: TwoCardPower,
        count: usize,
        choices: Vec<String>,
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
        others: Vec<String>,
    },
    /// The Bishop's choice on a tie, missing.
    RichestTie {
        character: Character,
        most: u32,
        richest: Vec<String>,
    },
    /// The Bishop's choice of a player who is not the richest.
    NotTheRichest {
        name: String,
        coins: u32,
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
    MovesForEliminated { name: String, players: Vec<String> },
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
        verb: TwoCardPower,
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
        verb: TwoCardPower,
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
