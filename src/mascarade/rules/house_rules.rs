//! House rules (R-SET-6): the numbers of the rulebook a table may change.

use serde::{Deserialize, Serialize};

/// The numbers of the rulebook that a table may change; recorded in the log's header so that a
/// replay uses the same numbers (R-SET-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct HouseRules {
    /// Coins each player starts with (R-SET-1).
    pub starting_coins: u32,
    /// The fortune that wins at once (R-END-1).
    pub win_coins: u32,
    /// What a false claimant pays to the courthouse (R-CLAIM-3).
    pub fine: u32,
    /// The fortune the Cheat needs to win.
    pub cheat_coins: u32,
    /// The fortune the Widow tops up to.
    pub widow_coins: u32,
    /// What the Inquisitor's target pays for a wrong answer.
    pub inquisitor_penalty: u32,
}

impl Default for HouseRules {
    fn default() -> Self {
        HouseRules {
            starting_coins: 6,
            win_coins: 13,
            fine: 1,
            cheat_coins: 10,
            widow_coins: 10,
            inquisitor_penalty: 4,
        }
    }
}

impl HouseRules {
    /// Whether these are the rulebook's numbers (the log then leaves them out).
    pub fn is_default(&self) -> bool {
        *self == HouseRules::default()
    }
}
