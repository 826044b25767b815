//! Mascarade's screens for the host (ratatui + crossterm), in the Elm style: one [`App`] model,
//! a pure [`keys::key`] from keys to messages, one [`app::update`], and views that only draw.
//! Each screen — `setup`, `deal`, `table` (with its steps `announce` and `correction`), `help`,
//! `replay` — is a module with its model, its one table of key bindings (which also writes the
//! footer), its update and its view. Each kind of screen is a page of the frame every game's
//! screens share ([`crate::tui`]) — an [`App`] showing it with the help and status every
//! Mascarade screen has — and another kind takes its place through the frame's router; the frame
//! opens them from its start menu through [`shelf`].

pub mod announce;
pub mod app;
pub mod correction;
pub mod deal;
pub mod help;
pub mod keys;
pub mod letters;
pub mod replay;
pub mod seats;
pub mod session;
pub mod setup;
pub mod shelf;
pub mod table;
pub mod view;

pub use crate::tui::{board, picker};
pub use app::App;
