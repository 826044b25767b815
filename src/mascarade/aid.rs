//! The printable player aid: one page, in the table's language, that a new player keeps in
//! front of them — the characters of this game and their powers, the turn, and the contest.
//!
//! It is HTML that prints on A4 or Letter (`mascarade aid`, and `p` on the deal screen), made of
//! the same catalogue texts as `mascarade rules`, told as to players (no rule ids).

use std::fmt::Write;

use crate::mascarade::rules::{Character, Edition};
use crate::mascarade::scenario::{Scenario, ScenarioError};
use crate::mascarade::teach::without_rule_ids;
use crate::table::i18n;
use crate::table::printable::{html, printable};
use crate::tr;

pub use crate::table::printable::is_aid;

/// The aid for `players` players of `scenario`, as a whole HTML page.
pub fn page(scenario: &Scenario, players: usize) -> Result<String, ScenarioError> {
    let set = scenario.set_for(players)?;
    Ok(page_for(&scenario.name, scenario.edition, set, players))
}

/// The aid for a table of `players` players with these cards (`set`: the scenario's, and any
/// extra middle card), as a whole HTML page.
pub fn page_for(name: &str, edition: Edition, set: &[Character], players: usize) -> String {
    let middle = crate::mascarade::rules::setup::middle_cards(players, set.len()).unwrap_or(0);
    let lang = i18n::current();
    let say = |text: String| html(&without_rule_ids(&text).replace('`', ""));
    let mut characters: Vec<(Character, usize)> = Vec::new();
    for &c in set {
        match characters.iter_mut().find(|(x, _)| *x == c) {
            Some((_, n)) => *n += 1,
            None => characters.push((c, 1)),
        }
    }
    let title = tr!("aid-title", scenario = name, players = players);
    let mut body = String::new();
    let _ = write!(body, "<h1>{}</h1>", html(&title));
    let coins = crate::mascarade::rules::HouseRules::default().starting_coins;
    let each: usize = set.len() / players.max(1);
    let setup = match players {
        2 | 3 => tr!(
            "aid-setup-several",
            cards = set.len(),
            each = each,
            coins = coins
        ),
        _ => tr!(
            "aid-setup",
            cards = set.len(),
            middle = middle,
            coins = coins
        ),
    };
    let _ = write!(body, "<p class=\"what\">{}</p>", say(setup));
    let _ = write!(body, "<h2>{}</h2><table>", html(&tr!("aid-characters")));
    for (c, copies) in &characters {
        let name = match copies {
            1 => crate::mascarade::words::character_name(*c),
            n => {
                let n: usize = *n;
                tr!(
                    "rules-characters-copies",
                    name = crate::mascarade::words::character_name(*c),
                    copies = n
                )
            }
        };
        let _ = write!(
            body,
            "<tr><th>{}</th><td>{}</td></tr>",
            html(&name),
            say(crate::table::text::capitalise(
                &crate::mascarade::words::character_summary(*c, edition)
            ))
        );
    }
    body.push_str("</table>");
    let _ = write!(body, "<h2>{}</h2><ul>", html(&tr!("rules-turn-heading")));
    for id in [tr!("rules-turn-opening"), tr!("rules-turn-actions")] {
        let _ = write!(body, "<li>{}</li>", say(id));
    }
    body.push_str("<ul>");
    for text in [
        tr!("rules-turn-swap"),
        tr!("rules-turn-look"),
        tr!("rules-turn-announce"),
    ] {
        let _ = write!(body, "<li>{}</li>", say(text));
    }
    body.push_str("</ul></ul>");
    // The special cases speak only of the characters of this table.
    let in_play = |c: Character| set.contains(&c.in_edition(edition));
    let order = match (in_play(Character::Judge), in_play(Character::Witch)) {
        (true, true) => tr!("rules-claim-order"),
        (true, false) => tr!("aid-claim-order-judge"),
        (false, true) => tr!("aid-claim-order-witch"),
        (false, false) => tr!("aid-claim-order"),
    };
    let _ = write!(body, "<h2>{}</h2><ul>", html(&tr!("rules-claim-heading")));
    for text in [
        tr!("rules-claim-round"),
        tr!("rules-claim-nobody"),
        tr!("rules-claim-contest"),
        order,
        tr!("rules-claim-next"),
    ] {
        let _ = write!(body, "<li>{}</li>", say(text));
    }
    body.push_str("</ul>");
    let inquisitor =
        crate::mascarade::words::character_name(Character::Inquisitor.in_edition(edition));
    let cheat = crate::mascarade::words::character_name(Character::Cheat.in_edition(edition));
    let forced = if in_play(Character::Inquisitor) {
        tr!("rules-special-forced", inquisitor = inquisitor)
    } else {
        tr!("aid-special-forced")
    };
    let _ = write!(body, "<h2>{}</h2><ul>", html(&tr!("rules-special-heading")));
    for text in [forced, tr!("rules-special-pay")] {
        let _ = write!(body, "<li>{}</li>", say(text));
    }
    body.push_str("</ul>");
    let _ = write!(body, "<h2>{}</h2><ul>", html(&tr!("rules-end-heading")));
    let mut ends = vec![tr!("rules-end-fortune"), tr!("rules-end-broke")];
    if in_play(Character::Cheat) {
        ends.push(tr!("rules-end-cheat", cheat = cheat));
    }
    for text in ends {
        let _ = write!(body, "<li>{}</li>", say(text));
    }
    body.push_str("</ul>");
    let _ = write!(body, "<p class=\"more\">{}</p>", say(tr!("aid-more")));
    printable(lang, &title, &body)
}

/// Where the aid is written by default: `aid-SCENARIO-N-LANG.html`.
pub fn file_name(scenario: &str, players: usize) -> String {
    let safe: String = scenario
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' {
                c
            } else {
                '-'
            }
        })
        .collect();
    format!("aid-{safe}-{players}-{}.html", i18n::current().code())
}
