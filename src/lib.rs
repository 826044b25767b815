//! Mascarade Companion: the table companion for bluffing card games played with a real box —
//! Mascarade, and Coup.
//!
//! - [`table`]: what every game shares — the game log, files, text, the languages, a club's
//!   history;
//! - [`mascarade`]: Mascarade's rules, scenarios, simulator, teaching and figures; [`coup`]:
//!   Coup's;
//! - [`tui`]: the host's screens; [`web`]: the public board as a web page; [`cli`]: the
//!   command line.

pub mod cli;
pub mod companion;
pub mod coup;
pub mod games;
pub mod mascarade;
pub mod table;
pub mod tui;
pub mod web;
