//! Coup's screens, in the frame every game's screens share ([`crate::tui`]): the game at the
//! table as the host plays it (`table`), and a past or unfinished game stepped through
//! (`replay`), both with the same seats (`seats`). Each game keeps its keys from the first turn to the last (`keys`).

pub mod letters;
pub mod replay;
pub mod seats;
pub mod setup;
pub mod shelf;
pub mod table;

pub use replay::Replay;
pub use setup::CoupSetup;
pub use table::CoupTable;
