//! What every game shares: the durable, locked, self-repairing game log; files written whole;
//! a game being played with its log; text measured in columns; the languages and their
//! catalogues; a club's history.

pub mod board;
pub mod export;
pub mod figures;
pub mod files;
pub mod fold;
pub mod game;
pub mod grid;
pub mod history;
pub mod i18n;
pub mod kind;
pub mod log;
pub mod names;
pub mod plain;
pub mod printable;
pub mod qr;
pub mod random;
pub mod session;
pub mod text;
pub mod told;
