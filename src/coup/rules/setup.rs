//! A Coup game's setup: the header as written (plain data) and the validated [`Setup`] the rules
//! trust. Every problem of a header is found at once, each naming its key.

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};

use super::character::{Character, Deal, Variant};
use super::ids::RuleId;

/// A player's index in the header's `players` list (their seat).
pub type PlayerId = usize;

/// The format tag of the first line of every Coup log.
pub const LOG_FORMAT: &str = "coup-log/1";

/// The fewest and the most players (R-COUP-SETUP-1).
pub const MIN_PLAYERS: usize = 2;
/// The most players (R-COUP-BIG-1).
pub const MAX_PLAYERS: usize = 10;

/// The longest name, in characters.
pub const MAX_NAME_CHARS: usize = 64;

/// The coins in the box (R-COUP-SETUP-4).
pub const BOX_COINS: u32 = 50;

/// The coins each player starts with (R-COUP-SETUP-4).
pub const STARTING_COINS: u32 = 2;

/// The numbers a table may change.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HouseRules {
    /// Coins each player starts with.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starting_coins: Option<u32>,
    /// Coins in the box (D-9).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub treasury: Option<u32>,
}

/// The first document of a Coup log, as written. A key it does not know is kept aside, so that
/// it is said with every other problem of the header at once.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Header {
    /// Always `coup-log/1`.
    pub format: String,
    /// When the game was created, with the host's UTC offset.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::table::game::timestamp"
    )]
    pub created: Option<DateTime<FixedOffset>>,
    /// Seating order, clockwise.
    #[serde(default)]
    pub players: Vec<String>,
    /// Who takes turn 1; the first listed when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first: Option<String>,
    /// `ambassador` (the default) or `inquisitor`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<String>,
    /// Copies of each character; by the player count when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub copies: Option<u32>,
    /// `standard` (the default) or `sets` (the two-player variant).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<String>,
    /// House rules.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<HouseRules>,
    /// The table plays with the memory aid: every seat shows what its player has claimed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub memory_aid: bool,
    /// Keys no Coup header has (a typo), kept to be said as setup problems.
    #[serde(flatten, skip_serializing)]
    pub unknown: std::collections::BTreeMap<String, serde::de::IgnoredAny>,
}

/// Every key of a Coup header, in the order the log writes them.
pub const HEADER_KEYS: [&str; 9] = [
    "format",
    "created",
    "players",
    "first",
    "variant",
    "copies",
    "deal",
    "rules",
    "memory_aid",
];

impl Header {
    /// A header for a new game with the rulebook's defaults.
    pub fn new(players: Vec<String>) -> Header {
        Header {
            format: LOG_FORMAT.to_string(),
            created: None,
            players,
            first: None,
            variant: None,
            copies: None,
            deal: None,
            rules: None,
            memory_aid: false,
            unknown: std::collections::BTreeMap::new(),
        }
    }
}

pub use crate::table::names::NameFault;

/// One problem with a header, as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupIssue {
    /// A key no Coup header has.
    UnknownKey {
        /// The key.
        key: String,
    },
    /// `format` is not `coup-log/1`.
    Format {
        /// What it says.
        found: String,
    },
    /// Fewer than 2 or more than 10 players.
    PlayerCount {
        /// How many were listed.
        players: usize,
    },
    /// A name that cannot be one.
    BadName {
        /// The name.
        name: String,
        /// Why.
        fault: NameFault,
    },
    /// Two names alike without regard to case.
    SameName {
        /// The first.
        first: String,
        /// The second.
        second: String,
    },
    /// `first` is not one of the players.
    UnknownFirst {
        /// The name.
        name: String,
        /// The players.
        players: Vec<String>,
    },
    /// An unknown variant.
    UnknownVariant {
        /// What it says.
        found: String,
    },
    /// An unknown deal.
    UnknownDeal {
        /// What it says.
        found: String,
    },
    /// So few copies that the court deck starts with fewer than 2 cards.
    DeckTooSmall {
        /// The copies.
        copies: u32,
        /// The players.
        players: usize,
    },
    /// `deal: sets` with other than 2 players.
    SetsNeedTwoPlayers {
        /// The players.
        players: usize,
    },
    /// `deal: sets` with other than 3 copies.
    SetsNeedThreeCopies {
        /// The copies.
        copies: u32,
    },
    /// The players' starting coins do not fit in the treasury.
    CoinsBeyondTreasury {
        /// The coins the players start with, together.
        needed: u64,
        /// The coins in the box.
        treasury: u32,
    },
}

/// One problem with a header: the key at fault, the rule, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupProblem {
    /// The header's key at fault.
    pub key: &'static str,
    /// The rule broken.
    pub rule: RuleId,
    /// What is wrong.
    pub issue: SetupIssue,
}

/// Every problem found in a header.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError {
    /// The problems, in the order of the header's keys.
    pub problems: Vec<SetupProblem>,
}

/// A header checked: who sits where, which court, which numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The players, clockwise.
    pub players: Vec<String>,
    /// Who takes turn 1.
    pub first: PlayerId,
    /// Ambassador or Inquisitor.
    pub variant: Variant,
    /// Copies of each character.
    pub copies: u32,
    /// How the cards were dealt.
    pub deal: Deal,
    /// Coins each player starts with (the first of two players one fewer).
    pub starting_coins: u32,
    /// Coins in the box.
    pub box_coins: u32,
    /// The table plays with the memory aid (the claims of each seat, on every screen).
    pub memory_aid: bool,
}

/// The copies of each character the rules give a number of players (R-COUP-SETUP-2,
/// R-COUP-BIG-1).
pub fn copies_for(players: usize) -> u32 {
    match players {
        0..=6 => 3,
        7..=8 => 4,
        _ => 5,
    }
}

impl Setup {
    /// Checks a header, reporting every problem at once.
    pub fn from_header(header: &Header) -> Result<Setup, SetupError> {
        let mut problems = Vec::new();
        let mut problem = |key, rule, issue| problems.push(SetupProblem { key, rule, issue });
        for key in header.unknown.keys() {
            problem(
                "",
                RuleId::LOG_FORMAT,
                SetupIssue::UnknownKey { key: key.clone() },
            );
        }
        if header.format != LOG_FORMAT {
            problem(
                "format",
                RuleId::LOG_FORMAT,
                SetupIssue::Format {
                    found: header.format.clone(),
                },
            );
        }
        let n = header.players.len();
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
            problem(
                "players",
                RuleId::SETUP_1,
                SetupIssue::PlayerCount { players: n },
            );
        }
        let mut alike = crate::table::names::alike_names(&header.players)
            .into_iter()
            .peekable();
        for (i, name) in header.players.iter().enumerate() {
            if let Some(fault) = crate::table::names::name_fault(name, MAX_NAME_CHARS) {
                problem(
                    "players",
                    RuleId::SETUP_1,
                    SetupIssue::BadName {
                        name: name.clone(),
                        fault,
                    },
                );
            }
            if let Some((earlier, _)) = alike.next_if(|&(_, seat)| seat == i) {
                problem(
                    "players",
                    RuleId::SETUP_1,
                    SetupIssue::SameName {
                        first: header.players[earlier].clone(),
                        second: name.clone(),
                    },
                );
            }
        }
        let first = match &header.first {
            None => 0,
            Some(name) => match header.players.iter().position(|p| p == name) {
                Some(i) => i,
                None => {
                    problem(
                        "first",
                        RuleId::SETUP_1,
                        SetupIssue::UnknownFirst {
                            name: name.clone(),
                            players: header.players.clone(),
                        },
                    );
                    0
                }
            },
        };
        let variant = match &header.variant {
            None => Variant::default(),
            Some(text) => Variant::parse(text).unwrap_or_else(|| {
                problem(
                    "variant",
                    RuleId::INQ_1,
                    SetupIssue::UnknownVariant {
                        found: text.clone(),
                    },
                );
                Variant::default()
            }),
        };
        let copies = header.copies.unwrap_or_else(|| copies_for(n));
        if (MIN_PLAYERS..=MAX_PLAYERS).contains(&n) && 5 * i64::from(copies) - 2 * (n as i64) < 2 {
            problem(
                "copies",
                RuleId::BIG_1,
                SetupIssue::DeckTooSmall { copies, players: n },
            );
        }
        let deal = match &header.deal {
            None => Deal::default(),
            Some(text) => Deal::parse(text).unwrap_or_else(|| {
                problem(
                    "deal",
                    RuleId::TWO_P_2,
                    SetupIssue::UnknownDeal {
                        found: text.clone(),
                    },
                );
                Deal::default()
            }),
        };
        if deal == Deal::Sets {
            if n != 2 {
                problem(
                    "deal",
                    RuleId::TWO_P_2,
                    SetupIssue::SetsNeedTwoPlayers { players: n },
                );
            }
            if copies != 3 {
                problem(
                    "deal",
                    RuleId::TWO_P_2,
                    SetupIssue::SetsNeedThreeCopies { copies },
                );
            }
        }
        let rules = header.rules.unwrap_or_default();
        let starting_coins = rules.starting_coins.unwrap_or(STARTING_COINS);
        let box_coins = rules.treasury.unwrap_or(BOX_COINS);
        let needed = u64::from(starting_coins) * n as u64 - u64::from(n == 2 && starting_coins > 0);
        if needed > u64::from(box_coins) {
            problem(
                if rules.treasury.is_some() {
                    "treasury"
                } else {
                    "starting_coins"
                },
                RuleId::SETUP_4,
                SetupIssue::CoinsBeyondTreasury {
                    needed,
                    treasury: box_coins,
                },
            );
        }
        if !problems.is_empty() {
            return Err(SetupError { problems });
        }
        Ok(Setup {
            players: header.players.clone(),
            first,
            variant,
            copies,
            deal,
            starting_coins,
            box_coins,
            memory_aid: header.memory_aid,
        })
    }

    /// The player a log names (names are case-sensitive in entries).
    pub fn player(&self, name: &str) -> Option<PlayerId> {
        self.players.iter().position(|p| p == name)
    }

    /// A player's name.
    pub fn name(&self, player: PlayerId) -> &str {
        self.players.get(player).map_or("", String::as_str)
    }

    /// The coins a player starts with: with two players, the first player gets one fewer
    /// (R-COUP-2P-1, D-2).
    pub fn starting_coins_of(&self, player: PlayerId) -> u32 {
        if self.players.len() == 2 && player == self.first {
            self.starting_coins.saturating_sub(1)
        } else {
            self.starting_coins
        }
    }

    /// The cards of the court deck (constant through a game): 5 × copies − 2 × players, or 3
    /// with the two-player set deal (R-COUP-SETUP-3, R-COUP-2P-2).
    pub fn court_deck(&self) -> u32 {
        match self.deal {
            Deal::Sets => 3,
            Deal::Standard => (5 * self.copies).saturating_sub(2 * self.players.len() as u32),
        }
    }

    /// The court's five characters, in the order the companion lists them.
    pub fn characters(&self) -> [Character; 5] {
        self.variant.characters()
    }
}
