//! Coup taught at the table (`mascarade rules --game coup`): the whole game on one page, in the
//! table's language, with the rule ids of docs/coup-rules.md in the reference only.

use super::rules::character::{Character, Variant};
use super::rules::setup::copies_for;
use super::words::character;
use crate::ctr;
use crate::table::i18n::ListWords;
use crate::table::page::{Audience, Page};

/// The whole game, for the variant.
pub fn overview(variant: Variant, audience: Audience) -> String {
    let mut page = Page::for_audience(audience);
    let (ambassador, inquisitor) = (
        character(Character::Ambassador),
        character(Character::Inquisitor),
    );
    page.title(&match variant {
        Variant::Ambassador => ctr!("coup-rules-title"),
        Variant::Inquisitor => ctr!("coup-rules-title-inquisitor"),
    });
    page.para(&ctr!("coup-rules-intro"));

    page.heading(&ctr!("coup-rules-goal-heading"));
    page.para(&ctr!("coup-rules-goal"));

    page.heading(&ctr!("coup-rules-setup-heading"));
    let names: Vec<String> = variant.characters().map(character).to_vec();
    page.bullet(&ctr!(
        "coup-rules-setup-cards",
        copies = crate::table::i18n::exact(copies_for(6)),
        characters = names.list_words()
    ));
    page.bullet(&ctr!("coup-rules-setup-coins"));
    page.bullet(&ctr!("coup-rules-setup-big"));

    page.heading(&ctr!("coup-rules-turn-heading"));
    page.bullet(&ctr!("coup-rules-turn-one"));
    page.bullet(&ctr!("coup-rules-turn-forced"));
    page.bullet(&ctr!("coup-rules-turn-target"));

    page.heading(&ctr!("coup-rules-actions-heading"));
    let actions = actions(variant);
    let column = actions
        .iter()
        .map(|(label, _)| crate::table::text::width(label) + 2)
        .max()
        .unwrap_or(0)
        .max(14);
    for (label, text) in &actions {
        page.labelled(label, column, text);
    }

    page.heading(&ctr!("coup-rules-blocks-heading"));
    page.para(&blocks_rule(variant));

    page.heading(&ctr!("coup-rules-challenges-heading"));
    page.bullet(&ctr!("coup-rules-challenge-who"));
    page.bullet(&ctr!("coup-rules-challenge-shown"));
    page.bullet(&ctr!("coup-rules-challenge-not-shown"));
    page.bullet(&ctr!("coup-rules-challenge-order"));

    page.heading(&ctr!("coup-rules-lose-heading"));
    page.bullet(&ctr!("coup-rules-lose-choose"));
    page.bullet(&ctr!(
        "coup-rules-lose-two",
        assassin = character(Character::Assassin),
        contessa = character(Character::Contessa)
    ));
    page.bullet(&ctr!("coup-rules-lose-out"));

    page.heading(&ctr!("coup-rules-two-heading"));
    page.bullet(&ctr!("coup-rules-two-coins"));
    page.bullet(&ctr!("coup-rules-two-sets"));

    page.heading(&ctr!("coup-rules-inquisitor-heading"));
    page.para(&ctr!(
        "coup-rules-inquisitor",
        inquisitor = inquisitor,
        ambassador = ambassador
    ));

    page.heading(&ctr!("coup-rules-companion-heading"));
    page.para(&ctr!("coup-rules-companion"));
    page.para(&ctr!("coup-rules-log-turn"));
    page.finish()
}

/// The rule of blocks, naming the actions nobody can block in this variant (Examine only
/// with the Inquisitor).
pub fn blocks_rule(variant: Variant) -> String {
    let unblockable: Vec<String> = super::Action::ALL
        .into_iter()
        .filter(|a| a.is_turn() && super::rules::moves::blockers(*a, variant).is_empty())
        .filter(|a| *a != super::Action::Examine || variant == Variant::Inquisitor)
        .map(super::words::action)
        .collect();
    ctr!(
        "coup-rules-blocks",
        unblockable = crate::table::i18n::list_and(&unblockable)
    )
}

/// Every action of the variant: its name and what it does, who claims and who blocks it.
pub fn actions(variant: Variant) -> Vec<(String, String)> {
    let [duke, assassin, captain, exchanger, contessa] = variant.characters().map(character);
    let (ambassador, inquisitor) = (
        character(Character::Ambassador),
        character(Character::Inquisitor),
    );
    let mut actions = vec![
        (ctr!("coup-action-income"), ctr!("coup-rules-action-income")),
        (
            ctr!("coup-action-foreign_aid"),
            ctr!("coup-rules-action-foreign-aid", duke = duke.clone()),
        ),
        (ctr!("coup-action-coup"), ctr!("coup-rules-action-coup")),
        (
            ctr!("coup-action-tax"),
            ctr!("coup-rules-action-tax", duke = duke.clone()),
        ),
        (
            ctr!("coup-action-assassinate"),
            ctr!(
                "coup-rules-action-assassinate",
                assassin = assassin,
                contessa = contessa
            ),
        ),
        (
            ctr!("coup-action-steal"),
            ctr!(
                "coup-rules-action-steal",
                captain = captain,
                exchanger = exchanger
            ),
        ),
    ];
    match variant {
        Variant::Ambassador => actions.push((
            ctr!("coup-action-exchange"),
            ctr!(
                "coup-rules-action-exchange",
                ambassador = ambassador.clone()
            ),
        )),
        Variant::Inquisitor => {
            actions.push((
                ctr!("coup-action-exchange"),
                ctr!(
                    "coup-rules-action-exchange-inquisitor",
                    inquisitor = inquisitor.clone()
                ),
            ));
            actions.push((
                ctr!("coup-action-examine"),
                ctr!("coup-rules-action-examine", inquisitor = inquisitor.clone()),
            ));
        }
    }
    actions
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::i18n::{self, Lang};

    #[test]
    fn only_the_inquisitor_game_names_examine_among_the_actions_nobody_blocks() {
        i18n::set(Lang::En);
        let base = blocks_rule(Variant::Ambassador);
        assert!(
            base.contains("Income, Coup, Tax and Exchange cannot be blocked."),
            "{base}"
        );
        assert!(!base.contains("Examine"), "{base}");
        let inquisitor = blocks_rule(Variant::Inquisitor);
        assert!(
            inquisitor.contains("Income, Coup, Tax, Exchange and Examine cannot be blocked."),
            "{inquisitor}"
        );
    }

    #[test]
    fn the_page_cites_every_rule_of_a_turn_and_fits_a_terminal() {
        i18n::set(Lang::En);
        let page = overview(Variant::Ambassador, Audience::Reference);
        for id in [
            "R-COUP-TURN-1",
            "R-COUP-TURN-3",
            "R-COUP-ACT-5",
            "R-COUP-BLOCK-1",
            "R-COUP-CHAL-5",
            "R-COUP-LOSE-2",
            "R-COUP-2P-2",
            "R-COUP-INQ-1",
        ] {
            assert!(page.contains(id), "{id} is cited");
        }
        assert!(page.contains("`lost:`"));
        for line in page.lines() {
            assert!(
                crate::table::text::width(line) <= crate::table::page::WIDTH,
                "{line}"
            );
        }
    }

    #[test]
    fn told_to_players_the_page_has_no_rule_ids_and_nothing_of_the_log() {
        i18n::set(Lang::En);
        let page = overview(Variant::Inquisitor, Audience::Players);
        assert!(!page.contains("R-COUP"));
        assert!(!page.contains("lost:"));
        assert!(page.contains("Examine"));
        assert!(page.contains("Inquisitor"));
    }
}
