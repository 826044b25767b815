//! Mascarade's screens for the host (ratatui + crossterm), in the Elm style: an [`App`] model, a
//! pure [`keys::key`] from keys to messages, one [`app::update`], and views that only draw. Each
//! screen — `setup`, `deal`, `table` (with its steps `announce` and `correction`), `replay` — is a
//! module with its model, its one table of key bindings (which also writes the footer), its
//! update and its view; each kind of screen is a page of the frame every game's screens share
//! ([`crate::tui`]), which opens them from its start menu through [`shelf`], and another kind
//! takes its place through the frame's router.
//!
//! The files import downwards only, never in a loop: the messages (`msg`), what every screen has
//! around it (`chrome`) and the bindings they are written with (`bindings`) first; then each
//! screen, which says where its keys lead in its own terms (a correction its entry to the table,
//! the setup its deal, the deal its table); then the page over them (`model`), the keys, the
//! help and the view that read the screen on show; and last the one update (`app`) and the page
//! as the frame runs it (`shelf`).

pub mod announce;
pub mod app;
pub mod bindings;
pub mod chrome;
pub mod correction;
pub mod deal;
pub mod help;
pub mod keys;
pub mod letters;
pub mod model;
pub mod msg;
pub mod replay;
pub mod seats;
pub mod session;
pub mod setup;
pub mod shelf;
pub mod table;
pub mod view;

pub use crate::tui::{board, picker};
pub use app::App;
