//! Mascarade's game at the table: the shared [`crate::table::session::Session`] over its rules.

use crate::mascarade::rules::Mascarade;

/// A Mascarade game with its log.
pub type Session = crate::table::session::Session<Mascarade>;

/// What a Mascarade entry that was written and applied did.
pub type Committed = crate::table::session::Committed<Mascarade>;
