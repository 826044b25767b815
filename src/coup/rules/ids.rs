//! The ids of the rules of docs/coup-rules.md that refusals and tests name.

use std::fmt;

/// A rule of docs/coup-rules.md, by its id, or the log's form (no rule of the game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuleId(&'static str);

impl RuleId {
    /// What the log format itself requires (docs/coup.md), not a rule of the game.
    pub const LOG_FORMAT: RuleId = RuleId("");
    pub const SETUP_1: RuleId = RuleId("R-COUP-SETUP-1");
    pub const SETUP_2: RuleId = RuleId("R-COUP-SETUP-2");
    pub const SETUP_3: RuleId = RuleId("R-COUP-SETUP-3");
    pub const SETUP_4: RuleId = RuleId("R-COUP-SETUP-4");
    pub const TURN_1: RuleId = RuleId("R-COUP-TURN-1");
    pub const TURN_2: RuleId = RuleId("R-COUP-TURN-2");
    pub const TURN_3: RuleId = RuleId("R-COUP-TURN-3");
    pub const TURN_4: RuleId = RuleId("R-COUP-TURN-4");
    pub const ACT_3: RuleId = RuleId("R-COUP-ACT-3");
    pub const ACT_5: RuleId = RuleId("R-COUP-ACT-5");
    pub const ACT_9: RuleId = RuleId("R-COUP-ACT-9");
    pub const BLOCK_1: RuleId = RuleId("R-COUP-BLOCK-1");
    pub const BLOCK_3: RuleId = RuleId("R-COUP-BLOCK-3");
    pub const CHAL_1: RuleId = RuleId("R-COUP-CHAL-1");
    pub const CHAL_2: RuleId = RuleId("R-COUP-CHAL-2");
    pub const CHAL_3: RuleId = RuleId("R-COUP-CHAL-3");
    pub const CHAL_5: RuleId = RuleId("R-COUP-CHAL-5");
    pub const CHAL_6: RuleId = RuleId("R-COUP-CHAL-6");
    pub const LOSE_2: RuleId = RuleId("R-COUP-LOSE-2");
    pub const LOSE_3: RuleId = RuleId("R-COUP-LOSE-3");
    pub const LOSE_4: RuleId = RuleId("R-COUP-LOSE-4");
    pub const END_1: RuleId = RuleId("R-COUP-END-1");
    pub const COIN_2: RuleId = RuleId("R-COUP-COIN-2");
    pub const TWO_P_2: RuleId = RuleId("R-COUP-2P-2");
    pub const INQ_1: RuleId = RuleId("R-COUP-INQ-1");
    pub const INQ_3: RuleId = RuleId("R-COUP-INQ-3");
    pub const BIG_1: RuleId = RuleId("R-COUP-BIG-1");

    /// Every id a refusal or a setup problem may name.
    pub const ALL: [RuleId; 27] = [
        RuleId::ACT_3,
        RuleId::ACT_5,
        RuleId::CHAL_3,
        RuleId::LOSE_2,
        RuleId::SETUP_1,
        RuleId::SETUP_2,
        RuleId::SETUP_3,
        RuleId::SETUP_4,
        RuleId::TURN_1,
        RuleId::TURN_2,
        RuleId::TURN_3,
        RuleId::TURN_4,
        RuleId::ACT_9,
        RuleId::BLOCK_1,
        RuleId::BLOCK_3,
        RuleId::CHAL_1,
        RuleId::CHAL_2,
        RuleId::CHAL_5,
        RuleId::CHAL_6,
        RuleId::LOSE_3,
        RuleId::LOSE_4,
        RuleId::END_1,
        RuleId::COIN_2,
        RuleId::TWO_P_2,
        RuleId::INQ_1,
        RuleId::INQ_3,
        RuleId::BIG_1,
    ];

    /// Whether it is the log's form rather than a rule of the game.
    pub fn is_log_format(self) -> bool {
        self.0.is_empty()
    }

    /// The id as docs/coup-rules.md writes it.
    pub fn id(self) -> &'static str {
        self.0
    }
}

impl fmt::Display for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_id_is_explained_in_the_project_s_rules_reference() {
        let rules = include_str!("../../../docs/coup-rules.md");
        for id in RuleId::ALL {
            let anchor = format!("<a id=\"{}\"></a>**{}**", id.id().to_lowercase(), id.id());
            assert!(
                rules.contains(&anchor),
                "{id} is not explained in docs/coup-rules.md"
            );
        }
    }
}
