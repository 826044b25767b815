//! What the host asked for on Mascarade's screens: each key, translated by
//! [`super::keys::key`], is one of these messages, which the app's update applies.

use ratatui::crossterm::event::KeyEvent;

/// What the host asked for: the keys, translated by [`super::keys::key`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Msg {
    Quit,
    NoChoice(char),
    NoCard(char, char),
    AskQuit,
    Stay,
    Menu,
    Prefix(char),
    ToggleHelp,
    Move(i32),
    Choose(usize),
    Confirm,
    Back,
    Type(char),
    Erase,
    /// Ctrl+U: everything typed in the field taken away.
    EraseAll,
    Swap,
    Look,
    Announce,
    Undo,
    Redo,
    Adjust,
    Note,
    Seen,
    Export,
    /// `m`: what every card could be — the replay's panel, the table's memory aid shown or
    /// hidden, the deal screen's choice of the aid.
    Memory,
    /// `w`: the public board on the players' phones.
    Web,
    /// Serve it on this computer only (`l`), or on the table's network (`t`).
    Serve(bool),
    /// Stop serving it.
    StopServing,
    Claims(bool),
    NobodyElse,
    Step(i32),
    First,
    Last,
    NextField,
    PrevField,
    MovePlayer(i32),
    RemovePlayer,
    Cycle(i32),
    RecordDeal,
    /// Write the player aid of the game being set up.
    PrintAid,
    /// A key while the help is open: the help's own.
    InHelp(KeyEvent),
}
