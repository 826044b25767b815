//! Coup taught at the table (`mascarade rules --game coup`): the whole game on one page, in the
//! table's language, with the rule ids of docs/coup-rules.md in the reference only.

use super::rules::character::{Character, Variant};
use super::rules::setup::copies_for;
use super::words::character;
use crate::table::i18n::ListWords;
use crate::table::told::{Audience, Page};
use crate::tr;

/// The whole game, for the variant.
pub fn overview(variant: Variant, audience: Audience) -> String {
    let mut page = Page::for_audience(audience);
    let (ambassador, inquisitor) = (
        character(Character::Ambassador),
        character(Character::Inquisitor),
    );
    page.title(&match variant {
        Variant::Ambassador => tr!("coup-rules-title"),
        Variant::Inquisitor => tr!("coup-rules-title-inquisitor"),
    });
    page.para(&tr!("coup-rules-intro"));

    page.heading(&tr!("coup-rules-goal-heading"));
    page.para(&tr!("coup-rules-goal"));

    page.heading(&tr!("coup-rules-setup-heading"));
    let names: Vec<String> = variant.characters().map(character).to_vec();
    page.bullet(&tr!(
        "coup-rules-setup-cards",
        copies = crate::table::i18n::exact(copies_for(6)),
        characters = names.list_words()
    ));
    page.bullet(&tr!("coup-rules-setup-coins"));
    page.bullet(&tr!("coup-rules-setup-big"));

    page.heading(&tr!("coup-rules-turn-heading"));
    page.bullet(&tr!("coup-rules-turn-one"));
    page.bullet(&tr!("coup-rules-turn-forced"));
    page.bullet(&tr!("coup-rules-turn-target"));

    page.heading(&tr!("coup-rules-actions-heading"));
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

    page.heading(&tr!("coup-rules-blocks-heading"));
    page.para(&blocks_rule(variant));

    page.heading(&tr!("coup-rules-challenges-heading"));
    page.bullet(&tr!("coup-rules-challenge-who"));
    page.bullet(&tr!("coup-rules-challenge-shown"));
    page.bullet(&tr!("coup-rules-challenge-not-shown"));
    page.bullet(&tr!("coup-rules-challenge-order"));

    page.heading(&tr!("coup-rules-lose-heading"));
    page.bullet(&tr!("coup-rules-lose-choose"));
    page.bullet(&tr!(
        "coup-rules-lose-two",
        assassin = character(Character::Assassin),
        contessa = character(Character::Contessa)
    ));
    page.bullet(&tr!("coup-rules-lose-out"));

    page.heading(&tr!("coup-rules-two-heading"));
    page.bullet(&tr!("coup-rules-two-coins"));
    page.bullet(&tr!("coup-rules-two-sets"));

    page.heading(&tr!("coup-rules-inquisitor-heading"));
    page.para(&tr!(
        "coup-rules-inquisitor",
        inquisitor = inquisitor,
        ambassador = ambassador
    ));

    page.heading(&tr!("coup-rules-companion-heading"));
    page.para(&tr!("coup-rules-companion"));
    page.para(&tr!("coup-rules-log-turn"));
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
    tr!(
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
        (tr!("coup-action-income"), tr!("coup-rules-action-income")),
        (
            tr!("coup-action-foreign_aid"),
            tr!("coup-rules-action-foreign-aid", duke = duke.clone()),
        ),
        (tr!("coup-action-coup"), tr!("coup-rules-action-coup")),
        (
            tr!("coup-action-tax"),
            tr!("coup-rules-action-tax", duke = duke.clone()),
        ),
        (
            tr!("coup-action-assassinate"),
            tr!(
                "coup-rules-action-assassinate",
                assassin = assassin,
                contessa = contessa
            ),
        ),
        (
            tr!("coup-action-steal"),
            tr!(
                "coup-rules-action-steal",
                captain = captain,
                exchanger = exchanger
            ),
        ),
    ];
    match variant {
        Variant::Ambassador => actions.push((
            tr!("coup-action-exchange"),
            tr!(
                "coup-rules-action-exchange",
                ambassador = ambassador.clone()
            ),
        )),
        Variant::Inquisitor => {
            actions.push((
                tr!("coup-action-exchange"),
                tr!(
                    "coup-rules-action-exchange-inquisitor",
                    inquisitor = inquisitor.clone()
                ),
            ));
            actions.push((
                tr!("coup-action-examine"),
                tr!("coup-rules-action-examine", inquisitor = inquisitor.clone()),
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
                crate::table::text::width(line) <= crate::table::told::WIDTH,
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
