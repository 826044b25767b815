//! Mascarade Companion: the rules engine, the scenarios and the game log of the table companion
//! for the bluffing card game Mascarade.

pub mod aid;
pub mod cli;
pub mod engine;
pub mod export;
pub mod files;
pub mod history;
pub mod i18n;
pub mod log;
pub mod scenario;
pub mod simulate;
pub mod stats;
pub mod teach;
pub mod text;
pub mod tui;
