//! Coup: its rules (docs/coup-rules.md) as a pure fold of its log (`coup-log/1`,
//! docs/coup.md), the words that say them, its derived state for `state --json`, and its
//! simulator. The cards stay hidden: an entry holds only what the whole table saw.

pub mod aid;
pub mod board;
pub mod claims;
pub mod commands;
pub mod export;
pub mod history;
pub mod options;
pub mod report;
pub mod rules;
pub mod screens;
pub mod simulate;
pub mod stats;
pub mod teach;
pub mod words;

pub use rules::{
    Action, Character, Coup, Deal, Effect, Entry, Failure, Game, Header, LossCause, Move, PlayerId,
    Refusal, RuleError, RuleId, Setup, SetupError, State, Variant, read, resolve,
};
