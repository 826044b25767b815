//! A game's setup: the header as written (plain data) and the validated [`Setup`] the engine trusts.
//!
//! Turning a [`Header`] into a [`Setup`] checks every setup rule once (R-SET-1, R-SET-2, R-SET-5,
//! R-SET-6) and reports every problem at once; after that the engine need not check them again.

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};

use super::character::{Character, Edition, Gender, Genders, Power, closest_among};
use super::hands::{Hand, card_name, deal_places, hands_for};
use super::house_rules::HouseRules;
use super::ids::RuleId;
use super::ordered::OrderedMap;
pub use crate::table::text::name_key;

/// A player's index in the header's `players` list (their seat at the start).
pub type PlayerId = usize;

/// The format tag of the first line of every log.
pub const LOG_FORMAT: &str = "mascarade-log/1";

/// The override that lets a set bring money with fewer than a third of its characters (R-SET-5).
pub const OVERRIDE_MONEY_THIRD: &str = "money-third";

/// The most players the base game seats (R-SET-2: the box holds 13 characters).
pub const MAX_PLAYERS: usize = 13;

/// The first document of a game log, as written: who sits where, which cards, which rules.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Header {
    /// Always `mascarade-log/1`.
    pub format: String,
    /// When the game was created, with the host's UTC offset.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::table::game::timestamp"
    )]
    pub created: Option<DateTime<FixedOffset>>,
    /// The edition; first when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edition: Option<Edition>,
    /// Seating order, clockwise.
    pub players: Vec<String>,
    /// Who takes turn 1; the first listed when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first: Option<String>,
    /// Every card in play, middle cards included.
    pub characters: Vec<String>,
    /// The scenario the set came from, for information.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scenario: Option<String>,
    /// House rules; the rulebook's numbers when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<HouseRules>,
    /// Setup guidance the host chose to override, e.g. `money-third` (R-SET-5).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub overrides: Vec<String>,
    /// Genders for the characters whose gender the rulebooks leave open (`Alchemist: female`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub genders: Option<OrderedMap>,
    /// Where each card was dealt, as everyone saw it face up.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<OrderedMap>,
    /// The table plays with the memory aid: every seat shows what its card could be.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub memory_aid: bool,
    /// A remark about the game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
}

impl Header {
    /// A header for a new game with the rulebook's defaults.
    pub fn new(players: Vec<String>, characters: Vec<Character>) -> Header {
        Header {
            format: LOG_FORMAT.to_string(),
            created: None,
            edition: None,
            players,
            first: None,
            characters: characters.iter().map(|c| c.name().to_string()).collect(),
            scenario: None,
            rules: None,
            overrides: Vec::new(),
            genders: None,
            deal: None,
            memory_aid: false,
            comment: None,
        }
    }
}

/// A place a face-down card lies: before a player, or in the middle of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// A player's card (with 4 or more players, one card each); in 2- and 3-player games, the
    /// player as a whole (their cards are [`Place::Card`]).
    Player(PlayerId),
    /// A middle card, counted from 0 (written `middle-1`, `middle-2`, …).
    Middle(usize),
    /// One of a player's cards in a 2- or 3-player game (R-2P, R-3P), written `Ana/left`.
    Card(PlayerId, Hand),
}

/// One problem with a setup, and the rule it breaks; its words are the table's
/// (`words::setup`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupProblem {
    /// The rule broken.
    pub rule: RuleId,
    /// What is wrong, with what the words need to say how to fix it.
    pub issue: SetupIssue,
}

/// What can be wrong with a setup, as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupIssue {
    /// The log's format line is another's.
    Format { format: String },
    /// A player (1-based seat) without a name.
    NameEmpty { seat: usize },
    /// A name that starts or ends with a space.
    NameSpaces { name: String },
    /// A name with a line break, a control or invisible character (shown escaped).
    NameUnsafe { seat: usize, name: String },
    /// A name longer than [`MAX_NAME_CHARS`]: its start and its length.
    NameTooLong {
        seat: usize,
        start: String,
        length: usize,
    },
    /// `court`, `bank`, `middle-N`.
    NameReserved { name: String },
    /// A `/`, which names a player's cards.
    NameSlash { name: String },
    /// The same name twice.
    NameTwice { name: String },
    /// Two names that differ only in case.
    NameCase { earlier: String, name: String },
    /// Fewer than 2 players.
    TooFewPlayers { players: usize },
    /// More than [`MAX_PLAYERS`].
    TooManyPlayers { players: usize },
    /// 2 players and not 6 cards.
    TwoPlayersCards { cards: usize },
    /// 3 players and not 6 cards.
    ThreePlayersCards { cards: usize },
    /// 4 or 5 players and not 6 cards.
    FourFiveCards { players: usize, cards: usize },
    /// 6 or more players, and not one card each plus 0 to 2.
    CardsPerPlayer { players: usize, cards: usize },
    /// More players than the second edition seats.
    SecondTooMany { players: usize },
    /// Fewer than 4 players in the second edition.
    SecondTooFew { players: usize },
    /// A card name that is no card of the edition.
    Card(CardIssue),
    /// More copies of a character than the box holds.
    TooManyCopies {
        character: Character,
        count: usize,
        copies: usize,
    },
    /// A single Peasant.
    PeasantsPair,
    /// A character for more players than sit at the table.
    NeedsPlayers {
        character: Character,
        min: usize,
        players: usize,
    },
    /// The Puppet Master in a 2-player game.
    PuppetMasterTwo,
    /// No Judge, and too few characters bring money.
    JudgeNeeded,
    /// Fewer than a third of the characters bring money (the edition's that do are named).
    MoneyThird {
        money: usize,
        characters: usize,
        edition: Edition,
    },
    /// The Courtesan, and fewer than a third of the characters can be female.
    CourtesanFemale { female: usize, characters: usize },
    /// An override that is not [`OVERRIDE_MONEY_THIRD`].
    NotAnOverride { given: String },
    /// `first:` names nobody at the table.
    FirstNotAPlayer { name: String, players: Vec<String> },
    /// `deal:` names a place that is not at this table.
    DealNotAPlace { place: String, places: Vec<String> },
    /// `deal:` names a card that is no card of the edition.
    DealCard(CardIssue),
    /// `deal:` deals a character more often than it is in play.
    DealTooMany {
        character: Character,
        dealt: usize,
        in_play: usize,
    },
    /// `genders:` names a card that is no card of the edition.
    GendersCard(CardIssue),
    /// `genders:` gives a word that is neither male nor female.
    NotAGender { name: String, word: String },
    /// `genders:` gives a gender the rulebooks already give.
    GenderNotOpen {
        character: Character,
        edition: Edition,
    },
    /// `genders:` names a character twice.
    GenderTwice { character: Character },
    /// `rules.starting_coins` is 0.
    StartingCoinsZero,
    /// A house rule's number above the box's 194 coins.
    RuleTooLarge { field: &'static str, value: u32 },
    /// `rules.win_coins` is not above `rules.starting_coins`.
    WinNotAboveStart { win: u32, start: u32 },
    /// A scenario file without sets.
    NoSets,
}

/// Why a name is not a card of an edition.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum CardIssue {
    /// A card of the other edition.
    OtherEdition {
        character: Character,
        edition: Edition,
    },
    /// No card of `edition`; the closest of its names, when one is close enough.
    Unknown {
        name: String,
        edition: Edition,
        closest: Option<Character>,
    },
}

/// Every problem found in a setup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError {
    /// The problems, in the order they were found.
    pub problems: Vec<SetupProblem>,
}

/// The most setup problems said at once: a file that lists thousands of bad cards needs only
/// the first of them to be fixed.
pub const MOST_PROBLEMS_SHOWN: usize = 20;

/// A validated game setup.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    /// The edition played.
    pub edition: Edition,
    /// Player names by id; also the seating at the start, clockwise.
    pub players: Vec<String>,
    /// Who takes turn 1.
    pub first: PlayerId,
    /// Every card in play, middle cards included.
    pub characters: Vec<Character>,
    /// How many cards lie in the middle.
    pub middle: usize,
    /// The house rules in force.
    pub rules: HouseRules,
    /// Where cards were dealt face up, when the host recorded it.
    pub deal: Vec<(Place, Character)>,
    /// The genders the header gives the characters the rulebooks leave open.
    pub genders: Genders,
    /// The table plays with the memory aid (what each card could be, on every screen).
    pub memory_aid: bool,
}

fn problem(rule: RuleId, issue: SetupIssue) -> SetupProblem {
    SetupProblem { rule, issue }
}

/// Whether `name` is reserved for something that is not a player (R-SET-1's bank and courthouse,
/// and the middle cards).
pub fn is_reserved_name(name: &str) -> bool {
    let lower = name.to_lowercase();
    lower == "court"
        || lower == "bank"
        || lower
            .strip_prefix("middle-")
            .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
}

/// The longest a player's name may be, in characters: room for a full name in any script, and
/// short enough to sit in a column of the table.
pub const MAX_NAME_CHARS: usize = 32;

/// The problems with a list of player names: the rule every game shares
/// ([`crate::table::names`]), then Mascarade's own reserved names and its `/`.
pub fn player_name_problems(players: &[String]) -> Vec<SetupProblem> {
    use crate::table::names::{NameFault, alike_names, name_fault};
    let mut problems = Vec::new();
    let mut alike = alike_names(players).into_iter().peekable();
    for (i, name) in players.iter().enumerate() {
        let issue = match name_fault(name, MAX_NAME_CHARS) {
            Some(NameFault::Empty) => Some(SetupIssue::NameEmpty { seat: i + 1 }),
            Some(NameFault::Spaces) => Some(SetupIssue::NameSpaces { name: name.clone() }),
            Some(NameFault::Unsafe) => Some(SetupIssue::NameUnsafe {
                seat: i + 1,
                name: crate::table::text::escape_inline(name).into_owned(),
            }),
            Some(NameFault::TooLong) => Some(SetupIssue::NameTooLong {
                seat: i + 1,
                start: name.chars().take(12).collect(),
                length: name.chars().count(),
            }),
            None if is_reserved_name(name) => Some(SetupIssue::NameReserved { name: name.clone() }),
            None if name.contains('/') => Some(SetupIssue::NameSlash { name: name.clone() }),
            None => None,
        };
        problems.extend(issue.map(|issue| problem(RuleId::LogFormat, issue)));
        if let Some((first, _)) = alike.next_if(|&(_, seat)| seat == i) {
            let earlier = &players[first];
            problems.push(problem(
                RuleId::LogFormat,
                if crate::table::text::nfc(earlier) == crate::table::text::nfc(name) {
                    SetupIssue::NameTwice { name: name.clone() }
                } else {
                    SetupIssue::NameCase {
                        earlier: earlier.clone(),
                        name: name.clone(),
                    }
                },
            ));
        }
    }
    problems
}

/// How many middle cards a set of `cards` for `players` players puts in the middle, or the problem.
pub fn middle_cards(players: usize, cards: usize) -> Result<usize, SetupProblem> {
    match players {
        0 | 1 => Err(problem(RuleId::Set2, SetupIssue::TooFewPlayers { players })),
        2 if cards != 6 => Err(problem(
            RuleId::TwoPlayers,
            SetupIssue::TwoPlayersCards { cards },
        )),
        3 if cards != 6 => Err(problem(
            RuleId::ThreePlayers,
            SetupIssue::ThreePlayersCards { cards },
        )),
        2 | 3 => Ok(0),
        4 | 5 if cards != 6 => Err(problem(
            RuleId::Set2,
            SetupIssue::FourFiveCards { players, cards },
        )),
        4 | 5 => Ok(6 - players),
        6..=MAX_PLAYERS if cards < players || cards > players + 2 => Err(problem(
            RuleId::Set2,
            SetupIssue::CardsPerPlayer { players, cards },
        )),
        6..=MAX_PLAYERS => Ok(cards - players),
        _ => Err(problem(
            RuleId::Set2,
            SetupIssue::TooManyPlayers { players },
        )),
    }
}

/// The problem with seating `players` players with `cards` cards in `edition`, if any: the
/// second edition seats 4 to 12 and has no 2- or 3-player rules; otherwise R-SET-2's counts.
pub fn table_problem(edition: Edition, players: usize, cards: usize) -> Option<SetupProblem> {
    let most = edition.max_players();
    if edition == Edition::Second && players > most {
        return Some(problem(RuleId::Set2, SetupIssue::SecondTooMany { players }));
    }
    if edition == Edition::Second && players < 4 {
        return Some(problem(RuleId::Set2, SetupIssue::SecondTooFew { players }));
    }
    middle_cards(players, cards).err()
}

/// Every R-SET-5 problem with a set of characters for `players` players in `edition`.
/// `overrides` may hold [`OVERRIDE_MONEY_THIRD`], the one piece of guidance a host may waive.
pub fn set_problems(
    edition: Edition,
    players: usize,
    characters: &[Character],
    overrides: &[String],
    genders: &Genders,
) -> Vec<SetupProblem> {
    let mut problems = Vec::new();
    if let Some(p) = table_problem(edition, players, characters.len()) {
        problems.push(p);
    }
    for &c in characters {
        let issue = SetupIssue::Card(CardIssue::OtherEdition {
            character: c,
            edition,
        });
        if !edition.has(c) && !problems.iter().any(|p| p.issue == issue) {
            problems.push(problem(RuleId::Set5, issue));
        }
    }
    for c in Character::every() {
        let count = characters.iter().filter(|&&x| x == c).count();
        let copies = usize::from(c.info().copies);
        if count > copies {
            problems.push(problem(
                RuleId::Set5,
                SetupIssue::TooManyCopies {
                    character: c,
                    count,
                    copies,
                },
            ));
        }
        if c == Character::Peasant && count == 1 {
            problems.push(problem(RuleId::Set5, SetupIssue::PeasantsPair));
        }
        let min = usize::from(c.info().min_players);
        // Decision: the N+ limits are for the one-card game; the 2- and 3-player games have
        // their own sets (the expansion's duel and trio use 8+ characters).
        if count > 0 && players < min && hands_for(players).is_empty() {
            problems.push(problem(
                RuleId::Set5,
                SetupIssue::NeedsPlayers {
                    character: c,
                    min,
                    players,
                },
            ));
        }
    }
    if players == 2 && characters.contains(&Character::PuppetMaster) {
        problems.push(problem(RuleId::TwoPlayers, SetupIssue::PuppetMasterTwo));
    }
    let money = characters.iter().filter(|c| c.info().brings_money).count();
    // The expansion lets a set do without the Judge when about two thirds bring money.
    if !characters.is_empty()
        && !characters.contains(&Character::Judge)
        && money * 3 < characters.len() * 2
    {
        problems.push(problem(RuleId::Set5, SetupIssue::JudgeNeeded));
    }
    let waived = overrides.iter().any(|o| o == OVERRIDE_MONEY_THIRD);
    if !characters.is_empty() && money * 3 < characters.len() && !waived {
        problems.push(problem(
            RuleId::Set5,
            SetupIssue::MoneyThird {
                money,
                characters: characters.len(),
                edition,
            },
        ));
    }
    // The Courtesan needs a third of the characters female; a character whose gender the
    // rulebooks leave open may be either, so only a set that fails even counting those is refused.
    if characters.contains(&Character::Courtesan) {
        let could_be_female = characters
            .iter()
            .filter(|c| matches!(genders.of(**c), Gender::Female | Gender::Unknown))
            .count();
        if could_be_female * 3 < characters.len() {
            problems.push(problem(
                RuleId::Set5,
                SetupIssue::CourtesanFemale {
                    female: could_be_female,
                    characters: characters.len(),
                },
            ));
        }
    }
    for o in overrides {
        if o != OVERRIDE_MONEY_THIRD {
            problems.push(problem(
                RuleId::Set5,
                SetupIssue::NotAnOverride { given: o.clone() },
            ));
        }
    }
    problems
}

impl Setup {
    /// Checks a header against every setup rule, reporting every problem at once.
    pub fn from_header(header: &Header) -> Result<Setup, SetupError> {
        let mut problems = Vec::new();
        if header.format != LOG_FORMAT {
            problems.push(problem(
                RuleId::LogFormat,
                SetupIssue::Format {
                    format: header.format.clone(),
                },
            ));
        }
        let edition = header.edition.unwrap_or_default();
        problems.extend(player_name_problems(&header.players));
        let mut characters = Vec::new();
        let mut named = std::collections::HashSet::new();
        for name in &header.characters {
            match Character::parse_in(name, edition) {
                Ok(c) => characters.push(c),
                Err(e) => {
                    // A card of the other edition is named once, however often it is listed.
                    if named.insert(e.clone()) {
                        problems.push(problem(RuleId::Set5, SetupIssue::Card(e)));
                    }
                }
            }
        }
        if characters.len() != header.characters.len()
            && let Some(p) = table_problem(edition, header.players.len(), header.characters.len())
        {
            problems.push(p);
        }
        let genders = match header.genders.as_ref().map(|m| Genders::parse(m, edition)) {
            None => Genders::default(),
            Some(Ok(genders)) => genders,
            Some(Err(issues)) => {
                problems.extend(issues.into_iter().map(|i| problem(RuleId::Set5, i)));
                Genders::default()
            }
        };
        if characters.len() == header.characters.len() {
            problems.extend(set_problems(
                edition,
                header.players.len(),
                &characters,
                &header.overrides,
                &genders,
            ));
        }
        let middle = middle_cards(header.players.len(), header.characters.len()).unwrap_or(0);
        let rules = header.rules.unwrap_or_default();
        for issue in rules.problems() {
            problems.push(problem(RuleId::Set6, issue));
        }
        let first = match &header.first {
            None => 0,
            Some(name) => match header.players.iter().position(|p| p == name) {
                Some(i) => i,
                None => {
                    problems.push(problem(
                        RuleId::Set3,
                        SetupIssue::FirstNotAPlayer {
                            name: name.clone(),
                            players: header.players.clone(),
                        },
                    ));
                    0
                }
            },
        };
        let mut setup = Setup {
            edition,
            players: header.players.clone(),
            first,
            characters,
            middle,
            rules,
            deal: Vec::new(),
            genders,
            memory_aid: header.memory_aid,
        };
        if let Some(deal) = &header.deal {
            setup.deal = setup.read_deal(deal, &mut problems);
        }
        if problems.is_empty() {
            Ok(setup)
        } else {
            Err(SetupError { problems })
        }
    }

    fn read_deal(
        &self,
        deal: &OrderedMap,
        problems: &mut Vec<SetupProblem>,
    ) -> Vec<(Place, Character)> {
        let mut dealt = Vec::new();
        for (place_name, character_name) in deal.iter() {
            // In a 2- or 3-player game the deal names each card, not the player.
            let place = self
                .place(place_name)
                .filter(|p| !(self.several_cards() && matches!(p, Place::Player(_))));
            let character = Character::parse_in(character_name, self.edition);
            match (place, character) {
                (None, _) => problems.push(problem(
                    RuleId::Set3,
                    SetupIssue::DealNotAPlace {
                        place: place_name.to_string(),
                        places: self.place_names(),
                    },
                )),
                (_, Err(e)) => problems.push(problem(RuleId::Set3, SetupIssue::DealCard(e))),
                (Some(place), Ok(c)) => dealt.push((place, c)),
            }
        }
        for c in Character::every() {
            let dealt_count = dealt.iter().filter(|(_, x)| *x == c).count();
            let in_play = self.copies_in_play(c);
            if dealt_count > in_play {
                problems.push(problem(
                    RuleId::Set3,
                    SetupIssue::DealTooMany {
                        character: c,
                        dealt: dealt_count,
                        in_play,
                    },
                ));
            }
        }
        dealt
    }

    /// The player with exactly this name.
    pub fn player(&self, name: &str) -> Option<PlayerId> {
        self.players.iter().position(|p| p == name)
    }

    /// The place with this name: a player's, `middle-N`, or in a 2- or 3-player game one of a
    /// player's cards (`Ana/left`).
    pub fn place(&self, name: &str) -> Option<Place> {
        if let Some(p) = self.player(name) {
            return Some(Place::Player(p));
        }
        if let Some((player, hand)) = name.split_once('/') {
            let p = self.player(player)?;
            let hand = Hand::parse(hand).filter(|h| self.hands().contains(h))?;
            return Some(Place::Card(p, hand));
        }
        let digits = name.strip_prefix("middle-")?;
        let n: usize = digits.parse().ok()?;
        // Only the names the log uses: `middle-1`, not `middle-01` or `middle-+1`.
        if n.to_string() != digits {
            return None;
        }
        (1..=self.middle)
            .contains(&n)
            .then_some(Place::Middle(n - 1))
    }

    /// How a place is written in the log.
    pub fn place_name(&self, place: Place) -> String {
        match place {
            Place::Player(p) => self.players[p].clone(),
            Place::Middle(i) => format!("middle-{}", i + 1),
            Place::Card(p, hand) => card_name(&self.players[p], hand),
        }
    }

    /// Every place a card is dealt to, by name: the players (in a 2- or 3-player game, each of
    /// their cards), then the middle cards.
    pub fn place_names(&self) -> Vec<String> {
        deal_places(&self.players, self.middle)
    }

    /// Every place a card is dealt to, in the deal's order (as [`Self::place_names`] names them).
    pub fn places(&self) -> Vec<Place> {
        self.place_names()
            .iter()
            .filter_map(|name| self.place(name))
            .collect()
    }

    /// How many cards of a character are in play.
    pub fn copies_in_play(&self, character: Character) -> usize {
        self.characters.iter().filter(|&&c| c == character).count()
    }

    /// The power `character` has in this game: its edition's, with the house rules' numbers.
    pub fn power(&self, character: Character) -> Power {
        character.power(&self.rules, self.edition)
    }

    /// Whether revealing `character` eliminates a player: the Damned's mark.
    pub fn eliminates(&self, character: Character) -> bool {
        self.power(character) == Power::Eliminates
    }

    /// Whether a character is in play.
    pub fn in_play(&self, character: Character) -> bool {
        self.characters.contains(&character)
    }

    /// The distinct characters in play, in the order of the edition's cards (the rulebook's).
    pub fn characters_in_play(&self) -> Vec<Character> {
        self.edition
            .characters()
            .iter()
            .copied()
            .filter(|c| self.in_play(*c))
            .collect()
    }

    /// The names of the characters in play, as the log writes them, for a refusal's list of
    /// what would be accepted.
    pub fn characters_in_play_names(&self) -> Vec<String> {
        self.characters_in_play()
            .iter()
            .map(|c| c.name().to_string())
            .collect()
    }

    /// The total of all fortunes at the start.
    pub fn starting_total(&self) -> i64 {
        i64::from(self.rules.starting_coins) * self.players.len() as i64
    }
}

impl HouseRules {
    /// Every problem with these numbers.
    pub fn problems(&self) -> Vec<SetupIssue> {
        let mut problems = Vec::new();
        if self.starting_coins == 0 {
            problems.push(SetupIssue::StartingCoinsZero);
        }
        // The box holds coins worth 194 (R-SET-1): larger numbers are typing slips.
        for (field, value) in [
            ("starting_coins", self.starting_coins),
            ("win_coins", self.win_coins),
            ("fine", self.fine),
            ("cheat_coins", self.cheat_coins),
            ("widow_coins", self.widow_coins),
            ("inquisitor_penalty", self.inquisitor_penalty),
        ] {
            if value > 194 {
                problems.push(SetupIssue::RuleTooLarge { field, value });
            }
        }
        if self.win_coins <= self.starting_coins {
            problems.push(SetupIssue::WinNotAboveStart {
                win: self.win_coins,
                start: self.starting_coins,
            });
        }
        problems
    }
}

impl Genders {
    /// Reads `Alchemist: female`-style pairs, or says every problem with them.
    pub fn parse(
        map: &super::ordered::OrderedMap,
        edition: Edition,
    ) -> Result<Genders, Vec<SetupIssue>> {
        let mut genders = Vec::new();
        let mut problems = Vec::new();
        for (name, word) in map.iter() {
            let character = match Character::parse_in(name, edition) {
                Ok(c) => c,
                Err(e) => {
                    problems.push(SetupIssue::GendersCard(e));
                    continue;
                }
            };
            let gender = match word.trim().to_lowercase().as_str() {
                "male" => Gender::Male,
                "female" => Gender::Female,
                _ => {
                    problems.push(SetupIssue::NotAGender {
                        name: name.to_string(),
                        word: word.to_string(),
                    });
                    continue;
                }
            };
            if character.info().gender != Gender::Unknown {
                problems.push(SetupIssue::GenderNotOpen { character, edition });
            } else if genders.iter().any(|(c, _)| *c == character) {
                problems.push(SetupIssue::GenderTwice { character });
            } else {
                genders.push((character, gender));
            }
        }
        if problems.is_empty() {
            Ok(Genders(genders))
        } else {
            Err(problems)
        }
    }
}

impl Character {
    /// The character of `edition` with this name, ignoring case and surrounding spaces; else
    /// why not: a card of the other edition, or no card of this one (with the closest of its
    /// names to a mistyped one).
    pub fn parse_in(name: &str, edition: Edition) -> Result<Character, CardIssue> {
        match Character::parse(name) {
            Some(c) if edition.has(c) => Ok(c),
            Some(c) => Err(CardIssue::OtherEdition {
                character: c,
                edition,
            }),
            None => Err(CardIssue::Unknown {
                name: name.trim().to_string(),
                edition,
                closest: closest_among(name, edition.characters().iter().copied()),
            }),
        }
    }
}
