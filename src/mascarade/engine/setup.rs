//! A game's setup: the header as written (plain data) and the validated [`Setup`] the engine trusts.
//!
//! Turning a [`Header`] into a [`Setup`] checks every setup rule once (R-SET-1, R-SET-2, R-SET-5,
//! R-SET-6) and reports every problem at once; after that the engine need not check them again.

use crate::i18n::ListWords;
use std::fmt;

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};

use super::cards::{Hand, card_name, deal_places, hands_for};
use super::character::{Character, Edition, Gender, Genders, Power};
use super::ordered::OrderedMap;
use super::rules::{HouseRules, RuleId};
use crate::mascarade::words::character_name;
pub use crate::table::text::name_key;
use crate::tr;

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

/// One problem with a setup, and the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupProblem {
    /// The rule broken.
    pub rule: RuleId,
    /// What is wrong and how to fix it.
    pub message: String,
}

impl fmt::Display for SetupProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.message, self.rule)
    }
}

/// Every problem found in a setup.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct SetupError {
    /// The problems, in the order they were found.
    pub problems: Vec<SetupProblem>,
}

/// The most setup problems said at once: a file that lists thousands of bad cards needs only
/// the first of them to be fixed.
pub const MOST_PROBLEMS_SHOWN: usize = 20;

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.problems.iter().take(MOST_PROBLEMS_SHOWN).enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{p}")?;
        }
        if let Some(more) = self.problems.len().checked_sub(MOST_PROBLEMS_SHOWN)
            && more > 0
        {
            write!(f, "\n{}", tr!("setup-more-problems", more = more))?;
        }
        Ok(())
    }
}

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
}

fn problem(rule: RuleId, message: impl Into<String>) -> SetupProblem {
    SetupProblem {
        rule,
        message: message.into(),
    }
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

/// The problems with a list of player names.
pub fn player_name_problems(players: &[String]) -> Vec<SetupProblem> {
    let mut problems = Vec::new();
    // Each name's first seat, without regard to case: one pass, however long the list.
    let mut first_of: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for (i, name) in players.iter().enumerate() {
        if name.trim().is_empty() {
            problems.push(problem(
                RuleId::LogFormat,
                tr!("setup-name-empty", seat = (i + 1)),
            ));
        } else if name.trim() != name {
            problems.push(problem(
                RuleId::LogFormat,
                tr!(
                    "setup-name-spaces",
                    name = name.as_str(),
                    trimmed = name.trim()
                ),
            ));
        } else if name.chars().any(crate::text::is_unsafe) {
            problems.push(problem(
                RuleId::LogFormat,
                tr!(
                    "setup-name-unsafe",
                    seat = (i + 1),
                    name = crate::text::escape_inline(name).into_owned()
                ),
            ));
        } else if name.chars().count() > MAX_NAME_CHARS {
            let start: String = name.chars().take(12).collect();
            problems.push(problem(
                RuleId::LogFormat,
                tr!(
                    "setup-name-too-long",
                    seat = (i + 1),
                    start = start,
                    length = name.chars().count(),
                    most = MAX_NAME_CHARS
                ),
            ));
        } else if is_reserved_name(name) {
            problems.push(problem(
                RuleId::LogFormat,
                tr!("setup-name-reserved", name = name.as_str()),
            ));
        } else if name.contains('/') {
            problems.push(problem(
                RuleId::LogFormat,
                tr!("setup-name-slash", name = name.as_str()),
            ));
        }
        // Case is ignored in every script: Олена and олена would confuse a table as much as
        // Ana and ana; so are the two ways Unicode writes a letter with its marks (Nguyễn).
        let folded = name_key(name);
        let first = *first_of.entry(folded).or_insert(i);
        if first != i {
            let earlier = &players[first];
            problems.push(problem(
                RuleId::LogFormat,
                if crate::text::nfc(earlier) == crate::text::nfc(name) {
                    tr!("setup-name-twice", name = name.as_str())
                } else {
                    tr!(
                        "setup-name-case",
                        earlier = earlier.as_str(),
                        name = name.as_str()
                    )
                },
            ));
        }
    }
    problems
}

/// How many middle cards a set of `cards` for `players` players puts in the middle, or the problem.
pub fn middle_cards(players: usize, cards: usize) -> Result<usize, SetupProblem> {
    match players {
        0 | 1 => Err(problem(
            RuleId::Set2,
            tr!(
                "setup-too-few-players",
                players = players,
                most = MAX_PLAYERS
            ),
        )),
        2 if cards != 6 => Err(problem(
            RuleId::TwoPlayers,
            tr!("setup-two-players-cards", cards = cards),
        )),
        3 if cards != 6 => Err(problem(
            RuleId::ThreePlayers,
            tr!("setup-three-players-cards", cards = cards),
        )),
        2 | 3 => Ok(0),
        4 | 5 if cards != 6 => Err(problem(
            RuleId::Set2,
            tr!(
                "setup-four-five-cards",
                players = players,
                middle = (6 - players),
                cards = cards
            ),
        )),
        4 | 5 => Ok(6 - players),
        6..=MAX_PLAYERS if cards < players || cards > players + 2 => Err(problem(
            RuleId::Set2,
            tr!(
                "setup-cards-per-player",
                players = players,
                fewest = players,
                most = (players + 2),
                cards = cards
            ),
        )),
        6..=MAX_PLAYERS => Ok(cards - players),
        _ => Err(problem(
            RuleId::Set2,
            tr!(
                "setup-too-many-players",
                players = players,
                most = MAX_PLAYERS
            ),
        )),
    }
}

/// The problem with seating `players` players with `cards` cards in `edition`, if any: the
/// second edition seats 4 to 12 and has no 2- or 3-player rules; otherwise R-SET-2's counts.
pub fn table_problem(edition: Edition, players: usize, cards: usize) -> Option<SetupProblem> {
    let most = edition.max_players();
    if edition == Edition::Second && players > most {
        return Some(problem(
            RuleId::Set2,
            tr!(
                "setup-second-too-many",
                players = players,
                most = most,
                first_most = MAX_PLAYERS
            ),
        ));
    }
    if edition == Edition::Second && players < 4 {
        return Some(problem(
            RuleId::Set2,
            tr!("setup-second-too-few", players = players, most = most),
        ));
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
        if !edition.has(c)
            && !problems
                .iter()
                .any(|p| p.message == c.not_in_edition(edition))
        {
            problems.push(problem(RuleId::Set5, c.not_in_edition(edition)));
        }
    }
    for c in Character::every() {
        let count = characters.iter().filter(|&&x| x == c).count();
        let copies = usize::from(c.info().copies);
        if count > copies {
            problems.push(problem(
                RuleId::Set5,
                tr!(
                    "setup-too-many-copies",
                    character = c.name(),
                    count = count,
                    copies = copies
                ),
            ));
        }
        if c == Character::Peasant && count == 1 {
            problems.push(problem(RuleId::Set5, tr!("setup-peasants-pair")));
        }
        let min = usize::from(c.info().min_players);
        // Decision: the N+ limits are for the one-card game; the 2- and 3-player games have
        // their own sets (the expansion's duel and trio use 8+ characters).
        if count > 0 && players < min && hands_for(players).is_empty() {
            problems.push(problem(
                RuleId::Set5,
                tr!(
                    "setup-needs-players",
                    character = character_name(c),
                    min = min,
                    players = players
                ),
            ));
        }
    }
    if players == 2 && characters.contains(&Character::PuppetMaster) {
        problems.push(problem(
            RuleId::TwoPlayers,
            tr!(
                "setup-puppet-master-two",
                puppet_master = character_name(Character::PuppetMaster)
            ),
        ));
    }
    let money = characters.iter().filter(|c| c.info().brings_money).count();
    // The expansion lets a set do without the Judge when about two thirds bring money.
    if !characters.is_empty()
        && !characters.contains(&Character::Judge)
        && money * 3 < characters.len() * 2
    {
        problems.push(problem(
            RuleId::Set5,
            tr!(
                "setup-judge-needed",
                judge = character_name(Character::Judge)
            ),
        ));
    }
    let waived = overrides.iter().any(|o| o == OVERRIDE_MONEY_THIRD);
    if !characters.is_empty() && money * 3 < characters.len() && !waived {
        let money_names: Vec<&str> = edition
            .characters()
            .iter()
            .filter(|c| c.info().brings_money)
            .map(|c| c.name())
            .collect();
        problems.push(problem(
            RuleId::Set5,
            tr!(
                "setup-money-third",
                money = money,
                characters = characters.len(),
                names = money_names.list_words(),
                only = OVERRIDE_MONEY_THIRD
            ),
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
                tr!(
                    "setup-courtesan-female",
                    courtesan = character_name(Character::Courtesan),
                    female = could_be_female,
                    characters = characters.len()
                ),
            ));
        }
    }
    for o in overrides {
        if o != OVERRIDE_MONEY_THIRD {
            problems.push(problem(
                RuleId::Set5,
                tr!(
                    "setup-not-an-override",
                    given = o.as_str(),
                    only = OVERRIDE_MONEY_THIRD
                ),
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
                tr!(
                    "setup-format",
                    format = header.format.as_str(),
                    expected = LOG_FORMAT
                ),
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
                        problems.push(problem(RuleId::Set5, e));
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
            Some(Err(messages)) => {
                problems.extend(messages.into_iter().map(|m| problem(RuleId::Set5, m)));
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
        for p in rules.problems() {
            problems.push(problem(RuleId::Set6, p));
        }
        let first = match &header.first {
            None => 0,
            Some(name) => match header.players.iter().position(|p| p == name) {
                Some(i) => i,
                None => {
                    problems.push(problem(
                        RuleId::Set3,
                        tr!(
                            "setup-first-not-a-player",
                            name = name.as_str(),
                            players = header.players.list_words()
                        ),
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
                    tr!(
                        "setup-deal-not-a-place",
                        place = place_name,
                        places = self.place_names().list_words()
                    ),
                )),
                (_, Err(e)) => problems.push(problem(
                    RuleId::Set3,
                    tr!("setup-deal-problem", problem = e),
                )),
                (Some(place), Ok(c)) => dealt.push((place, c)),
            }
        }
        for c in Character::every() {
            let dealt_count = dealt.iter().filter(|(_, x)| *x == c).count();
            let in_play = self.copies_in_play(c);
            if dealt_count > in_play {
                problems.push(problem(
                    RuleId::Set3,
                    tr!(
                        "setup-deal-too-many",
                        character = character_name(c),
                        dealt = dealt_count,
                        in_play = in_play
                    ),
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

    /// The names of the characters in play, for messages.
    pub fn characters_in_play_names(&self) -> String {
        self.characters_in_play()
            .iter()
            .map(|c| c.name())
            .collect::<Vec<_>>()
            .list_words()
    }

    /// The total of all fortunes at the start.
    pub fn starting_total(&self) -> i64 {
        i64::from(self.rules.starting_coins) * self.players.len() as i64
    }
}
