//! Mascarade: its rules (`rules`), its scenarios, its simulator, how it is taught, its
//! player aid, its exports and its club figures.

pub mod aid;
pub mod board;
pub mod commands;
pub mod export;
pub mod history;
pub mod memory;
pub mod options;
pub mod report;
pub mod rules;
pub mod scenario;
mod scenarios_said;
pub mod screens;
pub mod simulate;
pub mod stats;
pub mod teach;
pub mod words;
