//! Coup's printable player aid (`mascarade aid --game coup --players N`): one page, in the
//! table's language, that a new player keeps in front of them — how to set the table up, every
//! action with its cost, its claim and who blocks it, challenges, losing influence, the end.

use std::fmt::Write;

use super::{Header, Setup, Variant, teach};
use crate::table::i18n;
use crate::table::printable::{html, printable};
use crate::table::told::without_rule_ids;
use crate::tr;

/// The aid for `players` players of the variant, as a whole HTML page; or why such a table
/// cannot be set.
pub fn page(players: usize, variant: Variant) -> Result<String, String> {
    let names: Vec<String> = (1..=players).map(|n| format!("{n}")).collect();
    let mut header = Header::new(names);
    header.variant = (variant != Variant::Ambassador).then(|| variant.word().to_string());
    let setup = Setup::from_header(&header).map_err(|e| {
        e.problems
            .iter()
            .map(super::words::form_problem)
            .collect::<Vec<_>>()
            .join("\n")
    })?;
    let say = |text: String| html(&without_rule_ids(&text).replace('`', ""));
    let title = tr!("coup-aid-title", players = players);
    let mut body = String::new();
    let _ = write!(body, "<h1>{}</h1>", html(&title));
    // What to take out of the box and how to deal, as the setup screen says it; the coins as
    // the rules say them (the screen names the first player, whom a printed aid cannot know).
    let mut setting: Vec<String> = super::words::deal_lines(&setup)
        .into_iter()
        .take(2)
        .collect();
    setting.push(tr!("coup-rules-setup-coins"));
    if players == 2 {
        setting.push(tr!("coup-rules-two-coins"));
    }
    for line in setting {
        let _ = write!(body, "<p class=\"what\">{}</p>", say(line));
    }
    let _ = write!(
        body,
        "<h2>{}</h2><table>",
        html(&tr!("coup-rules-actions-heading"))
    );
    for (action, text) in teach::actions(variant) {
        let _ = write!(
            body,
            "<tr><th>{}</th><td>{}</td></tr>",
            html(&action),
            say(crate::table::text::capitalise(&text))
        );
    }
    body.push_str("</table>");
    let _ = write!(
        body,
        "<h2>{}</h2><ul>",
        html(&tr!("coup-rules-turn-heading"))
    );
    for text in [tr!("coup-rules-turn-one"), tr!("coup-rules-turn-forced")] {
        let _ = write!(body, "<li>{}</li>", say(text));
    }
    body.push_str("</ul>");
    let _ = write!(
        body,
        "<h2>{}</h2><p>{}</p>",
        html(&tr!("coup-rules-blocks-heading")),
        say(teach::blocks_rule(variant))
    );
    let _ = write!(
        body,
        "<h2>{}</h2><ul>",
        html(&tr!("coup-rules-challenges-heading"))
    );
    for text in [
        tr!("coup-rules-challenge-who"),
        tr!("coup-rules-challenge-shown"),
        tr!("coup-rules-challenge-not-shown"),
    ] {
        let _ = write!(body, "<li>{}</li>", say(text));
    }
    body.push_str("</ul>");
    let _ = write!(
        body,
        "<h2>{}</h2><ul>",
        html(&tr!("coup-rules-lose-heading"))
    );
    for text in [tr!("coup-rules-lose-choose"), tr!("coup-rules-lose-out")] {
        let _ = write!(body, "<li>{}</li>", say(text));
    }
    body.push_str("</ul>");
    let _ = write!(
        body,
        "<h2>{}</h2><p>{}</p>",
        html(&tr!("coup-rules-goal-heading")),
        say(tr!("coup-rules-goal"))
    );
    let _ = write!(body, "<p class=\"more\">{}</p>", say(tr!("coup-aid-more")));
    Ok(printable(i18n::current(), &title, &body))
}

/// Where the aid is written by default: `aid-coup-N-LANG.html`.
pub fn file_name(players: usize, variant: Variant) -> String {
    let variant = match variant {
        Variant::Ambassador => String::new(),
        Variant::Inquisitor => "-inquisitor".to_string(),
    };
    format!(
        "aid-coup{variant}-{players}-{}.html",
        i18n::current().code()
    )
}
