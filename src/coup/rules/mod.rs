//! Coup's rules, and nothing else: its setup and header, its characters, the log's entries read
//! into typed moves, the walk through a turn's questions, the moves played into effects, the
//! refusals as data with the rule they name (docs/coup-rules.md), and the state they fold to. No
//! words: Coup's words (`super::words`) say what these hold.

pub mod ask;
pub mod character;
pub mod effect;
pub mod entry;
pub mod ids;
pub mod moves;
pub(super) mod plain;
pub mod play;
pub mod refusal;
pub mod setup;
pub mod state;
mod walk;

pub use character::{Character, Deal, Variant};
pub use effect::{Effect, Failure, LossCause};
pub use entry::{Action, Entry};
pub use ids::RuleId;
pub use moves::Move;
pub use play::{read, resolve};
pub use refusal::{Refusal, RuleError};
pub use setup::{Header, PlayerId, Setup, SetupError};
pub use state::State;
