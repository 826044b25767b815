//! The rules in plain words, for teaching at the table (`mascarade rules`, the help screen).
//!
//! The wording is ours, written for players with the box open in front of them. Told to players
//! (`mascarade rules`, the help), the texts speak of the game alone; the reference
//! (`mascarade rules --reference`) adds the rule ids of docs/rules.md (`[R-…]`), so a reader can look
//! the exact rule up, and how the log writes each power. The numbers are the rulebook's defaults
//! (R-SET-6); house rules may change them at a given table. Every text is for one edition: its
//! masks, their names, and the King's 3 or 2 coins.

use crate::mascarade::rules::{Character, Edition};
use crate::table::i18n;
use crate::table::text::width;
pub use crate::table::told::{Audience, LOG, Page, WIDTH, without_rule_ids};
use crate::tr;

/// The whole game of an edition (the first edition's base game, 2–13 players, or the second
/// edition, 4–12) in short sections, ending with every character's power.
pub fn overview(edition: Edition, audience: Audience) -> String {
    let most = edition.max_players();
    let cheat = crate::mascarade::words::character_name(Character::Cheat.in_edition(edition));
    let inquisitor =
        crate::mascarade::words::character_name(Character::Inquisitor.in_edition(edition));
    let mut page = Page::for_audience(audience);
    match edition {
        Edition::First => page.title(&tr!("rules-title-first")),
        Edition::Second => page.title(&tr!("rules-title-second")),
    }
    page.para(&tr!("rules-intro"));
    if edition == Edition::Second {
        page.heading("");
        page.para(&tr!("rules-intro-second"));
    }

    page.heading(&tr!("rules-goal-heading"));
    page.para(&tr!("rules-goal"));

    page.heading(&tr!("rules-setup-heading"));
    page.bullet(&tr!("rules-setup-coins"));
    page.bullet(&tr!("rules-setup-cards", most = most));
    page.bullet(&tr!("rules-setup-deal"));

    page.heading(&tr!("rules-turn-heading"));
    page.bullet(&tr!("rules-turn-opening"));
    page.bullet(&tr!("rules-turn-actions"));
    page.sub_bullet(&tr!("rules-turn-swap"));
    page.sub_bullet(&tr!("rules-turn-look"));
    page.sub_bullet(&tr!("rules-turn-announce"));

    page.heading(&tr!("rules-claim-heading"));
    page.bullet(&tr!("rules-claim-round"));
    page.bullet(&tr!("rules-claim-nobody"));
    page.bullet(&tr!("rules-claim-contest"));
    page.bullet(&tr!("rules-claim-order"));
    page.bullet(&tr!("rules-claim-next"));
    page.bullet(&tr!("rules-claim-copies"));

    page.heading(&tr!("rules-special-heading"));
    page.bullet(&tr!("rules-special-forced", inquisitor = inquisitor));
    page.bullet(&tr!("rules-special-seen"));
    page.bullet(&tr!("rules-special-pay"));

    // The second edition dropped the 2- and 3-player rules.
    if edition == Edition::First {
        page.heading(&tr!("rules-few-heading"));
        page.bullet(&tr!("rules-few-cards"));
        page.bullet(&tr!("rules-few-play"));
    }

    page.heading(&tr!("rules-end-heading"));
    page.bullet(&tr!("rules-end-fortune"));
    page.bullet(&tr!("rules-end-broke"));
    page.bullet(&tr!("rules-end-cheat", cheat = cheat));
    page.para(&tr!("rules-house"));

    let (heading, characters): (_, &[Character]) = match edition {
        Edition::First => (tr!("rules-characters-heading-first"), &Character::ALL),
        Edition::Second => (tr!("rules-characters-heading-second"), edition.characters()),
    };
    page.heading(&heading);
    let labels: Vec<String> = characters
        .iter()
        .map(|&c| {
            let name = crate::mascarade::words::character_name(c);
            match c.info().copies {
                1 => name,
                copies => tr!("rules-characters-copies", name = name, copies = copies),
            }
        })
        .collect();
    // The names' column is as wide as the widest name, and at least the English one's.
    let column = labels
        .iter()
        .map(|l| width(l) + 1)
        .max()
        .unwrap_or(0)
        .max(14);
    for (&c, label) in characters.iter().zip(&labels) {
        let info = c.info();
        let mut text =
            crate::table::text::capitalise(&crate::mascarade::words::character_summary(c, edition));
        if info.min_players > 0 {
            text = tr!(
                "rules-characters-needs",
                text = text,
                players = info.min_players
            );
        }
        page.labelled(label, column, &text);
    }
    if edition == Edition::First {
        page.heading(&tr!("rules-second-heading"));
        page.para(&tr!("rules-second"));
    }
    page.finish()
}

/// One character in full, as `edition` has it: its power, who it needs, whether it brings
/// money, its edge cases from docs/rules.md, and the rulebook's worked examples for it.
pub fn character(c: Character, edition: Edition, audience: Audience) -> String {
    let info = c.info();
    let mut page = Page::for_audience(audience);
    let name = crate::mascarade::words::character_name(c);
    page.title(&tr!(
        "character-page-title",
        upper = name.to_uppercase(),
        id = info.name
    ));

    let labels = [
        tr!("character-page-edition"),
        tr!("character-page-power"),
        tr!("character-page-needs"),
        tr!("character-page-money"),
        tr!("character-page-cards"),
    ];
    let column = labels
        .iter()
        .map(|l| width(l) + 2)
        .max()
        .unwrap_or(0)
        .max(10);
    let [edition_label, power, needs_label, money_label, cards_label] = &labels;
    if edition == Edition::Second {
        page.labelled(edition_label, column, &tr!("character-page-edition-second"));
    }
    page.labelled(
        power,
        column,
        &tr!(
            "character-page-power-line",
            summary = crate::table::text::capitalise(&crate::mascarade::words::character_summary(
                c, edition
            ))
        ),
    );
    let needs = if info.min_players > 0 && edition == Edition::Second {
        tr!("character-page-needs-second", players = info.min_players)
    } else if info.min_players > 0 {
        tr!("character-page-needs-first", players = info.min_players)
    } else {
        tr!(
            "character-page-needs-any",
            least = edition.min_players(),
            most = edition.max_players()
        )
    };
    page.labelled(needs_label, column, &needs);
    let money = if info.brings_money {
        tr!("character-page-money-yes")
    } else {
        tr!("character-page-money-no")
    };
    page.labelled(money_label, column, &money);
    let cards = match info.copies {
        1 => tr!("character-page-cards-one"),
        2 => tr!("character-page-cards-two"),
        n => tr!("character-page-cards-many", copies = n),
    };
    page.labelled(cards_label, column, &cards);

    let (details, examples) = edge_cases(c, edition);
    page.heading(&tr!("character-page-good-to-know"));
    for detail in &details {
        page.bullet(detail);
    }
    if !examples.is_empty() {
        page.heading(&tr!("character-page-from-the-rulebook"));
        for example in &examples {
            page.bullet(example);
        }
    }
    page.heading("");
    match audience {
        Audience::Players => page.para(&tr!("character-page-more-players")),
        Audience::Reference => page.para(&tr!("character-page-more-reference")),
    }
    page.finish()
}

/// The character for a name a user typed, ignoring case and surrounding spaces, in English or
/// in this thread's language, and the edition to tell it in: the one asked for (a card of the
/// other edition is refused with the fix), else the first edition when it has the card, else the
/// second. Otherwise a message that repeats what was typed, suggests the closest name and lists
/// every name.
pub fn lookup(name: &str, edition: Option<Edition>) -> Result<(Character, Edition), String> {
    if name.trim().is_empty() {
        let names = match edition {
            Some(e) => crate::mascarade::words::edition_names(e),
            None => crate::mascarade::words::log_names(),
        };
        return Err(tr!("character-lookup-empty", names = names));
    }
    // A line break or a control character is no part of any name: said as it is, before any
    // name is suggested for it.
    if name.trim().chars().any(crate::table::text::is_unsafe) {
        return Err(tr!(
            "character-lookup-unsafe",
            name = crate::table::text::escape_inline(name.trim()).into_owned(),
            example = crate::mascarade::words::character_name(Character::Bishop)
        ));
    }
    let parsed = Character::parse(name).or_else(|| crate::mascarade::words::parse_character(name));
    if let Some(e) = edition {
        return match parsed {
            Some(c) => Character::parse_in(c.name(), e),
            None => Character::parse_in(name, e),
        }
        .map(|c| (c, e))
        .map_err(|issue| crate::mascarade::words::setup::card_issue(&issue));
    }
    if let Some(c) = parsed {
        let e = if Edition::First.has(c) {
            Edition::First
        } else {
            Edition::Second
        };
        return Ok((c, e));
    }
    let hint = match Character::closest(name) {
        Some(c) => tr!("character-lookup-hint", closest = c.name()),
        None => String::new(),
    };
    Err(tr!(
        "character-lookup-unknown",
        name = name.trim(),
        hint = hint,
        names = crate::mascarade::words::character_names()
    ))
}

/// Each character's edge cases in `edition`, then the rulebook's worked examples for it
/// (docs/rules.md), one per line of its messages, in this thread's language. The second edition has
/// no 2- or 3-player games, and the first edition's examples with a Queen (a card it does not
/// have) do not apply to it: which lines those are is read from the English catalogue, so that
/// every language leaves out the same ones.
fn edge_cases(c: Character, edition: Edition) -> (Vec<String>, Vec<String>) {
    let key = match (c, edition) {
        (Character::King, Edition::Second) => "king-second".to_string(),
        _ => crate::mascarade::words::character_key(c),
    };
    let lines = |part: &str| -> Vec<String> {
        let id = format!("character-{key}-{part}");
        let english = i18n::loader_for(i18n::Lang::En).get(&id);
        let local = i18n::text(&id);
        let first_only = |line: &str| {
            edition == Edition::Second
                && (line.contains("[R-3P") || line.contains("[R-2P") || line.contains("Queen"))
        };
        english
            .lines()
            .zip(local.lines())
            .filter(|(en, _)| !en.trim().is_empty() && !first_only(en))
            .map(|(_, local)| local.trim().to_string())
            .collect()
    };
    (lines("details"), lines("examples"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mascarade::rules::{HouseRules, Power};

    /// The numbers a character's power carries in `edition` with the rulebook's defaults.
    fn numbers(c: Character, edition: Edition) -> Vec<u32> {
        let mut numbers = match c.power(&HouseRules::default(), edition) {
            Power::TakeCourthouse
            | Power::SwapFortunes
            | Power::LookThenSwap
            | Power::CopyLastPlayed
            | Power::Eliminates
            | Power::RaiseFromCemetery
            | Power::Usurp => vec![],
            Power::TakeFromRichest(n)
            | Power::TakeFromBank(n)
            | Power::TakeFromBankThenSwapOthers(n)
            | Power::TakeFromNeighbours(n)
            | Power::WinWithAtLeast(n)
            | Power::TopUpTo(n) => vec![n],
            Power::Peasant { alone, pair } => vec![alone, pair],
            Power::Inquisit { penalty } => vec![penalty],
            Power::MaleOnTheRightPays(n)
            | Power::Gamble(n)
            | Power::SwapSeats { fee: n }
            | Power::TakeFromBankThenShow(n)
            | Power::TakeFromBankThenLookAtTwo(n)
            | Power::Beg(n) => vec![n],
            Power::Patronage { own, neighbours } => vec![own, neighbours],
            Power::PassFortunes | Power::TableDecides => vec![],
        };
        if c.info().min_players > 0 {
            numbers.push(u32::from(c.info().min_players));
        }
        numbers
    }

    /// The whole numbers written in a text ("10" is not a mention of "1").
    fn numbers_in(text: &str) -> Vec<u32> {
        text.split(|ch: char| !ch.is_ascii_digit())
            .filter_map(|word| word.parse().ok())
            .collect()
    }

    /// The text with its line breaks and indents made single spaces, to search across lines.
    fn flat(text: &str) -> String {
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    fn assert_fits(text: &str) {
        for line in text.lines() {
            assert!(
                line.chars().count() <= WIDTH,
                "longer than {WIDTH} columns: {line:?}"
            );
        }
    }

    #[test]
    fn every_character_text_names_it_and_its_numbers() {
        for edition in Edition::ALL {
            for &c in edition.characters() {
                let text = character(c, edition, Audience::Reference);
                assert!(text.contains(c.name()), "{c}: {text}");
                assert!(text.contains(&format!("[R-CHAR-{}]", c.name())), "{c}");
                let written = numbers_in(&text);
                for n in numbers(c, edition) {
                    assert!(written.contains(&n), "{c}: {n} missing from\n{text}");
                }
                assert_fits(&text);
            }
        }
    }

    #[test]
    fn the_second_editions_character_pages_leave_out_what_it_does_not_have() {
        // No 2- or 3-player games, no Queen in its worked examples.
        for c in [
            Character::Fool,
            Character::Spy,
            Character::Thief,
            Character::Patron,
        ] {
            let text = character(c, Edition::Second, Audience::Reference);
            assert!(!flat(&text).contains("With 2"), "{c}: {text}");
            assert!(
                flat(&character(c, Edition::First, Audience::Reference)).contains("With 2"),
                "{c}"
            );
        }
        let widow = character(Character::Widow, Edition::Second, Audience::Reference);
        assert!(!widow.contains("Queen"), "{widow}");
        let peasant = character(Character::Peasant, Edition::Second, Audience::Reference);
        assert!(!flat(&peasant).contains("3-player"), "{peasant}");
    }

    #[test]
    fn the_second_editions_texts_use_its_names_and_numbers() {
        let king = flat(&character(
            Character::King,
            Edition::Second,
            Audience::Reference,
        ));
        assert!(king.contains("Takes 2 coins from the bank"), "{king}");
        assert!(!king.contains("takes the 3 coins"), "{king}");
        assert!(
            flat(&character(
                Character::King,
                Edition::First,
                Audience::Reference
            ))
            .contains("takes the 3 coins")
        );
        let text = overview(Edition::Second, Audience::Reference);
        assert!(text.starts_with("MASCARADE: the second edition (2021), 4 to 12 players"));
        for &c in Edition::Second.characters() {
            assert!(
                flat(&text).contains(&c.summary(Edition::Second)[1..]),
                "{c}"
            );
            assert!(text.lines().any(|l| l.starts_with(c.name())), "{c}");
        }
        // After the opening paragraph that says which first-edition cards the masks stand for.
        let (_, rules) = text.split_once("THE GOAL").unwrap();
        for gone in ["Queen", "Inquisitor", "Cheat ", "Cheat's", "13 players"] {
            assert!(!flat(rules).contains(gone), "{gone} in\n{rules}");
        }
        assert!(flat(&text).contains("The Cheater with 10 coins or more wins"));
        assert!(flat(&text).contains("as the Guru's target"));
        assert_fits(&text);
        let lines = text.lines().count();
        assert!((60..=110).contains(&lines), "{lines} lines");
    }

    #[test]
    fn characters_that_need_eight_players_say_so() {
        for c in [Character::Peasant, Character::Inquisitor] {
            assert!(
                character(c, Edition::First, Audience::Reference).contains("At least 8 players"),
                "{c}"
            );
        }
        assert!(
            character(Character::Guru, Edition::Second, Audience::Reference)
                .contains("At least 8 players")
        );
        assert!(
            character(Character::King, Edition::First, Audience::Reference)
                .contains("Any number of players, 2 to 13")
        );
        assert!(
            character(Character::King, Edition::Second, Audience::Reference)
                .contains("Any number of players, 4 to 12")
        );
    }

    #[test]
    fn character_texts_carry_their_edge_cases() {
        let text = |c| flat(&character(c, Edition::First, Audience::Reference));
        let bishop = text(Character::Bishop);
        assert!(bishop.contains("*other*") && bishop.contains("the Bishop chooses"));
        assert!(text(Character::Judge).contains("fines of this very turn are paid after"));
        let witch = text(Character::Witch);
        assert!(witch.contains("decline") && witch.contains("before the fines"));
        assert!(text(Character::Fool).contains("never a middle card"));
        assert!(text(Character::Spy).contains("or a middle card"));
        let cheat = text(Character::Cheat);
        assert!(cheat.contains("before any fine") && cheat.contains("Cedric wins"));
        assert!(text(Character::Inquisitor).contains("sits on the announcer's left"));
        assert!(text(Character::Widow).contains("At 10 coins or more she takes nothing"));
        assert!(text(Character::Peasant).contains("each takes 2"));
    }

    #[test]
    fn overview_cites_every_turn_and_claim_rule() {
        let text = overview(Edition::First, Audience::Reference);
        let ids = (1..=6)
            .map(|n| format!("R-TURN-{n}"))
            .chain((1..=6).map(|n| format!("R-CLAIM-{n}")));
        for id in ids {
            assert!(text.contains(&format!("[{id}]")), "{id} missing");
        }
        for id in [
            "R-SET-1", "R-SET-2", "R-SET-3", "R-PAY-1", "R-END-1", "R-END-2", "R-END-3",
        ] {
            assert!(text.contains(id), "{id} missing");
        }
    }

    #[test]
    fn overview_lists_every_character_and_fits_the_terminal() {
        let text = overview(Edition::First, Audience::Reference);
        for c in Character::ALL {
            assert!(flat(&text).contains(&c.info().summary[1..]), "{c}");
            assert!(text.lines().any(|l| l.starts_with(c.name())), "{c}");
        }
        let lines = text.lines().count();
        assert!((60..=110).contains(&lines), "{lines} lines");
        assert_fits(&text);
    }

    #[test]
    fn lookup_ignores_case_and_hints_at_typos() {
        assert_eq!(
            lookup("inquisitor", None),
            Ok((Character::Inquisitor, Edition::First))
        );
        assert_eq!(
            lookup(" WIDOW ", None),
            Ok((Character::Widow, Edition::First))
        );
        let err = lookup("Kng", None).unwrap_err();
        assert!(err.contains("'Kng'"), "{err}");
        assert!(err.contains("Did you mean King?"), "{err}");
        assert!(err.contains(&crate::mascarade::words::log_names()), "{err}");
        let err = lookup("Dragon", None).unwrap_err();
        assert!(!err.contains("Did you mean"), "{err}");
        assert!(
            lookup("  ", None)
                .unwrap_err()
                .starts_with("No character name")
        );
    }

    #[test]
    fn lookup_follows_the_edition() {
        // A second-edition mask is told in its edition; a card of both in the one asked for.
        assert_eq!(lookup("guru", None), Ok((Character::Guru, Edition::Second)));
        assert_eq!(
            lookup("King", Some(Edition::Second)),
            Ok((Character::King, Edition::Second))
        );
        let err = lookup("Inquisitor", Some(Edition::Second)).unwrap_err();
        assert!(err.contains("its power is the Guru's"), "{err}");
        let err = lookup("Empress", Some(Edition::First)).unwrap_err();
        assert!(err.contains("write `edition: second`"), "{err}");
    }

    #[test]
    fn told_to_players_the_texts_have_no_rule_ids_and_nothing_of_the_log() {
        for edition in Edition::ALL {
            let mut texts = vec![overview(edition, Audience::Players)];
            texts.extend(
                edition
                    .characters()
                    .iter()
                    .map(|&c| character(c, edition, Audience::Players)),
            );
            for text in texts {
                for log_word in [
                    "[R-", "(R-", "R-SET", "`", "LOG", "the log", "then:", "moves:",
                ] {
                    assert!(!text.contains(log_word), "{log_word:?} in\n{text}");
                }
                assert_fits(&text);
            }
        }
        // The same facts: the King's 3 coins, the Usurper's borrowed power.
        let king = character(Character::King, Edition::First, Audience::Players);
        assert!(king.starts_with("THE KING\n========\n"), "{king}");
        assert!(
            flat(&king).contains("Takes 3 coins from the bank."),
            "{king}"
        );
        let usurper = flat(&character(
            Character::Usurper,
            Edition::First,
            Audience::Players,
        ));
        assert!(
            usurper.contains("Named right, he uses that power as his own."),
            "{usurper}"
        );
        // The reference keeps them.
        let reference = character(Character::Usurper, Edition::First, Audience::Reference);
        assert!(reference.contains("[R-CHAR-Usurper]") && reference.contains("`then:`"));
    }

    #[test]
    fn rule_ids_are_taken_out_with_the_space_before_them() {
        assert_eq!(
            without_rule_ids("pays all they have [R-PAY-1]; if fewer (R-CLAIM-3, R-CLAIM-4)."),
            "pays all they have; if fewer."
        );
        assert_eq!(without_rule_ids("[R-CHAR-King] King"), " King");
        assert_eq!(
            without_rule_ids("no id (here) [R-unclosed"),
            "no id (here) [R-unclosed"
        );
    }
}
