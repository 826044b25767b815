//! One module per power, holding what it asks — its questions and the answers the rules allow
//! (methods of [`Asking`](super::ask::Asking)) —, how a log entry's fields are read into its
//! typed use ([`PowerUse`](super::moves::PowerUse)), with what is wrong with them (methods of
//! [`Reading`](super::reading::Reading)), and how that use resolves (methods of the
//! announcement's [`Resolution`](super::apply::Resolution)). Reading dispatches on the
//! character's [`Power`](super::Power), resolving on the use read; a new character is its
//! data row, its power's module (or an existing power), and its texts.

mod actress;
mod alchemist;
mod bear_tamer;
mod beggar;
mod bishop;
mod cheat;
mod courtesan;
mod damned;
mod fool;
mod gambler;
mod inquisitor;
mod judge;
mod king;
mod necromancer;
mod patron;
mod peasant;
mod princess;
mod puppet_master;
mod sage;
mod spy;
mod thief;
mod usurper;
mod widow;
mod witch;

use super::entry::PowerFields;
use super::{Character, PlayerId, Reason};

/// A power's fields being read: as which character (a borrowed one's, through another
/// power), for whom, after this turn's reveals.
#[derive(Clone, Copy, Debug)]
pub(super) struct Reads<'a> {
    /// The character whose power it is.
    pub(super) character: Character,
    /// The first of its users: the one who chooses.
    pub(super) user: PlayerId,
    /// The fields of the entry (of `then:`, for a borrowed power).
    pub(super) fields: &'a PowerFields,
    /// The claimants' revealed cards this turn.
    pub(super) reveals: &'a [(PlayerId, Character)],
}

/// One use of a power: as which character, by whom (several when both Peasants are revealed),
/// after this turn's reveals; the answers come typed beside it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Used<'a> {
    /// The character whose power it is (a borrowed one's, through another power).
    pub(super) character: Character,
    /// Everyone who uses it.
    pub(super) users: &'a [PlayerId],
    /// The first of them: the one who chooses.
    pub(super) user: PlayerId,
    /// The claimants' revealed cards this turn.
    pub(super) reveals: &'a [(PlayerId, Character)],
    /// Why coins move: this character's power.
    pub(super) reason: Reason,
}
