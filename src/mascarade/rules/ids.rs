//! The ids of the rules in docs/rules.md that errors name.

use std::fmt;

/// The id of a rule in docs/rules.md, named in every rejection so the host can look it up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleId {
    Set1,
    Set2,
    /// R-SET-3: the face-up deal.
    Set3,
    Set4,
    Set5,
    Set6,
    Turn1,
    Turn2,
    Turn3,
    Turn4,
    Turn5,
    Turn6,
    Claim1,
    Claim2,
    Claim3,
    Claim6,
    Pay1,
    End1,
    End2,
    /// R-3P: three players, two cards each.
    ThreePlayers,
    /// R-2P: two players, three cards each (one protected).
    TwoPlayers,
    /// A character's own rule (its power), e.g. `R-CHAR-Bishop`.
    Char(super::Character),
    /// The shape of the game log itself (docs/log-format.md), not a rule of the game.
    LogFormat,
}

impl fmt::Display for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let id = match self {
            RuleId::Set1 => "R-SET-1",
            RuleId::Set2 => "R-SET-2",
            RuleId::Set3 => "R-SET-3",
            RuleId::Set4 => "R-SET-4",
            RuleId::Set5 => "R-SET-5",
            RuleId::Set6 => "R-SET-6",
            RuleId::Turn1 => "R-TURN-1",
            RuleId::Turn2 => "R-TURN-2",
            RuleId::Turn3 => "R-TURN-3",
            RuleId::Turn4 => "R-TURN-4",
            RuleId::Turn5 => "R-TURN-5",
            RuleId::Turn6 => "R-TURN-6",
            RuleId::Claim1 => "R-CLAIM-1",
            RuleId::Claim2 => "R-CLAIM-2",
            RuleId::Claim3 => "R-CLAIM-3",
            RuleId::Claim6 => "R-CLAIM-6",
            RuleId::Pay1 => "R-PAY-1",
            RuleId::End1 => "R-END-1",
            RuleId::End2 => "R-END-2",
            RuleId::ThreePlayers => "R-3P",
            RuleId::TwoPlayers => "R-2P",
            RuleId::Char(c) => return write!(f, "R-CHAR-{}", c.name()),
            RuleId::LogFormat => "log format",
        };
        f.write_str(id)
    }
}

#[cfg(test)]
mod rule_reference_tests {
    use super::*;

    #[test]
    fn every_rule_id_is_explained_in_the_project_s_rules_reference() {
        let rules = include_str!("../../../docs/rules.md");
        let ids = [
            RuleId::Set1,
            RuleId::Set2,
            RuleId::Set3,
            RuleId::Set4,
            RuleId::Set5,
            RuleId::Set6,
            RuleId::Turn1,
            RuleId::Turn2,
            RuleId::Turn3,
            RuleId::Turn4,
            RuleId::Turn5,
            RuleId::Turn6,
            RuleId::Claim1,
            RuleId::Claim2,
            RuleId::Claim3,
            RuleId::Claim6,
            RuleId::Pay1,
            RuleId::End1,
            RuleId::End2,
            RuleId::ThreePlayers,
            RuleId::TwoPlayers,
        ]
        .into_iter()
        .chain(super::super::Character::ALL.into_iter().map(RuleId::Char))
        .chain(
            super::super::Edition::Second
                .characters()
                .iter()
                .map(|&c| RuleId::Char(c)),
        );
        for id in ids {
            let id = id.to_string();
            let anchor = format!(
                "<a id=\"{}\"></a>**{id}**",
                id.to_lowercase().replace(' ', "-")
            );
            assert!(
                rules.contains(&anchor),
                "{id} is not explained in docs/rules.md"
            );
        }
    }
}
