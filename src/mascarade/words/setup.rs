//! What is wrong with a setup, in the table's words: the engine finds the problems
//! ([`SetupIssue`], [`CardIssue`]) and these sentences say them, each with what would fix it.

use crate::mascarade::rules::character::Genders;
use crate::mascarade::rules::setup::{
    CardIssue, LOG_FORMAT, MAX_NAME_CHARS, MAX_PLAYERS, MOST_PROBLEMS_SHOWN, OVERRIDE_MONEY_THIRD,
    SetupError, SetupIssue, SetupProblem,
};
use crate::mascarade::rules::{Character, Edition};
use crate::table::i18n::ListWords;
use crate::tr;

use super::character_name;

/// Why a card name is not a card of an edition, and the fix. The card is named as the table
/// says it; the name to write instead, as the log writes it.
pub fn card_issue(issue: &CardIssue) -> String {
    match *issue {
        CardIssue::OtherEdition { character, edition } => other_edition(character, edition),
        CardIssue::Unknown {
            ref name,
            edition,
            closest,
        } => match closest {
            Some(c) => tr!(
                "edition-not-a-character-closest",
                name = name.as_str(),
                closest = c.name(),
                edition = edition.title(),
                names = super::edition_names(edition)
            ),
            None => tr!(
                "edition-not-a-character",
                name = name.as_str(),
                edition = edition.title(),
                names = super::edition_names(edition)
            ),
        },
    }
}

/// Why `character` cannot be played in `edition`, and the fix.
pub fn other_edition(character: Character, edition: Edition) -> String {
    let counterpart = character.in_edition(edition);
    let name = character_name(character);
    match edition {
        Edition::Second if counterpart != character => tr!(
            "edition-first-card-renamed",
            character = name,
            counterpart = character_name(counterpart),
            write = counterpart.name()
        ),
        Edition::Second if character == Character::Queen => tr!(
            "edition-first-card-queen",
            queen = name,
            empress = character_name(Character::Empress),
            write = Character::Empress.name()
        ),
        Edition::Second if character.is_expansion() => {
            tr!("edition-first-card-expansion", character = name)
        }
        Edition::Second => tr!("edition-first-card", character = name),
        Edition::First if counterpart != character => tr!(
            "edition-second-mask-renamed",
            character = name,
            write = counterpart.name()
        ),
        Edition::First => tr!("edition-second-mask", character = name),
    }
}

/// A name that is no character at all, with the closest and every character's name.
pub fn unknown_character(name: &str) -> String {
    match Character::closest(name) {
        Some(c) => tr!(
            "edition-unknown-character-closest",
            name = name,
            closest = c.name(),
            names = super::log_names()
        ),
        None => tr!(
            "edition-unknown-character",
            name = name,
            names = super::log_names()
        ),
    }
}

/// A setup problem in words, with what would fix it.
pub fn setup_issue(issue: &SetupIssue) -> String {
    use SetupIssue::*;
    let second_most = Edition::Second.max_players();
    match issue {
        Format { format } => tr!(
            "setup-format",
            format = format.as_str(),
            expected = LOG_FORMAT
        ),
        NameEmpty { seat } => tr!("setup-name-empty", seat = (*seat)),
        NameSpaces { name } => tr!(
            "setup-name-spaces",
            name = name.as_str(),
            trimmed = name.trim()
        ),
        NameUnsafe { seat, name } => tr!("setup-name-unsafe", seat = (*seat), name = name.as_str()),
        NameTooLong {
            seat,
            start,
            length,
        } => tr!(
            "setup-name-too-long",
            seat = (*seat),
            start = start.as_str(),
            length = (*length),
            most = MAX_NAME_CHARS
        ),
        NameReserved { name } => tr!("setup-name-reserved", name = name.as_str()),
        NameSlash { name } => tr!("setup-name-slash", name = name.as_str()),
        NameTwice { name } => tr!("setup-name-twice", name = name.as_str()),
        NameCase { earlier, name } => tr!(
            "setup-name-case",
            earlier = earlier.as_str(),
            name = name.as_str()
        ),
        TooFewPlayers { players } => tr!(
            "setup-too-few-players",
            players = (*players),
            most = MAX_PLAYERS
        ),
        TooManyPlayers { players } => tr!(
            "setup-too-many-players",
            players = (*players),
            most = MAX_PLAYERS
        ),
        TwoPlayersCards { cards } => tr!("setup-two-players-cards", cards = (*cards)),
        ThreePlayersCards { cards } => tr!("setup-three-players-cards", cards = (*cards)),
        FourFiveCards { players, cards } => tr!(
            "setup-four-five-cards",
            players = (*players),
            middle = (6 - players.min(&6)),
            cards = (*cards)
        ),
        CardsPerPlayer { players, cards } => tr!(
            "setup-cards-per-player",
            players = (*players),
            fewest = (*players),
            most = (players + 2),
            cards = (*cards)
        ),
        SecondTooMany { players } => tr!(
            "setup-second-too-many",
            players = (*players),
            most = second_most,
            first_most = MAX_PLAYERS
        ),
        SecondTooFew { players } => tr!(
            "setup-second-too-few",
            players = (*players),
            most = second_most
        ),
        Card(issue) => card_issue(issue),
        TooManyCopies {
            character,
            count,
            copies,
        } => tr!(
            "setup-too-many-copies",
            character = character_name(*character),
            count = (*count),
            copies = (*copies)
        ),
        PeasantsPair => tr!("setup-peasants-pair"),
        NeedsPlayers {
            character,
            min,
            players,
        } => tr!(
            "setup-needs-players",
            character = character_name(*character),
            min = (*min),
            players = (*players)
        ),
        PuppetMasterTwo => tr!(
            "setup-puppet-master-two",
            puppet_master = character_name(Character::PuppetMaster)
        ),
        JudgeNeeded => tr!(
            "setup-judge-needed",
            judge = character_name(Character::Judge)
        ),
        MoneyThird {
            money,
            characters,
            edition,
        } => {
            // Named as the file writes them: these are names to add to it.
            let names: Vec<&str> = edition
                .characters()
                .iter()
                .filter(|c| c.info().brings_money)
                .map(|c| c.name())
                .collect();
            tr!(
                "setup-money-third",
                money = (*money),
                characters = (*characters),
                names = names.list_words(),
                only = OVERRIDE_MONEY_THIRD
            )
        }
        CourtesanFemale { female, characters } => tr!(
            "setup-courtesan-female",
            courtesan = character_name(Character::Courtesan),
            female = (*female),
            characters = (*characters)
        ),
        NotAnOverride { given } => tr!(
            "setup-not-an-override",
            given = given.as_str(),
            only = OVERRIDE_MONEY_THIRD
        ),
        FirstNotAPlayer { name, players } => tr!(
            "setup-first-not-a-player",
            name = name.as_str(),
            players = players.list_words()
        ),
        DealNotAPlace { place, places } => tr!(
            "setup-deal-not-a-place",
            place = place.as_str(),
            places = places.list_words()
        ),
        DealCard(issue) => tr!("setup-deal-problem", problem = card_issue(issue)),
        DealTooMany {
            character,
            dealt,
            in_play,
        } => tr!(
            "setup-deal-too-many",
            character = character_name(*character),
            dealt = (*dealt),
            in_play = (*in_play)
        ),
        GendersCard(issue) => tr!("setup-genders-problem", problem = card_issue(issue)),
        NotAGender { name, word } => tr!(
            "setup-genders-not-a-gender",
            name = name.as_str(),
            word = word.as_str()
        ),
        GenderNotOpen { character, edition } => {
            let open: Vec<&str> = Genders::open_in(*edition)
                .iter()
                .map(|c| c.name())
                .collect();
            tr!(
                "setup-genders-not-open",
                gender = character.info().gender.word(),
                character = character_name(*character),
                open = open.list_words()
            )
        }
        GenderTwice { character } => tr!(
            "setup-genders-twice",
            character = character_name(*character)
        ),
        StartingCoinsZero => tr!("setup-rules-starting-zero"),
        RuleTooLarge { field, value } => {
            tr!("setup-rules-too-large", field = (*field), value = (*value))
        }
        WinNotAboveStart { win, start } => {
            tr!("setup-rules-win-not-above", win = (*win), start = (*start))
        }
        NoSets => tr!("scenario-sets-empty"),
    }
}

impl SetupProblem {
    /// What is wrong and how to fix it, in the table's language.
    pub fn message(&self) -> String {
        setup_issue(&self.issue)
    }
}

/// A setup problem on its line: what is wrong and how to fix it, then its rule.
pub fn problem_line(problem: &SetupProblem) -> String {
    format!("{} ({})", problem.message(), problem.rule)
}

/// A setup's problems, one line each: the first [`MOST_PROBLEMS_SHOWN`], then how many more.
pub fn problem_lines(error: &SetupError) -> Vec<String> {
    let mut lines: Vec<String> = error
        .problems
        .iter()
        .take(MOST_PROBLEMS_SHOWN)
        .map(problem_line)
        .collect();
    if let Some(more) = error.problems.len().checked_sub(MOST_PROBLEMS_SHOWN)
        && more > 0
    {
        lines.push(tr!("setup-more-problems", more = more));
    }
    lines
}

/// A setup's problems said whole, one a line ([`problem_lines`]).
pub fn problems(error: &SetupError) -> String {
    problem_lines(error).join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_of_the_other_edition_is_named_with_the_fix() {
        assert_eq!(
            Character::parse_in("guru", Edition::Second),
            Ok(Character::Guru)
        );
        let err = Character::parse_in("Inquisitor", Edition::Second)
            .map_err(|e| card_issue(&e))
            .unwrap_err();
        assert!(
            err.starts_with("the Inquisitor is a first-edition card; in the second edition its power is the Guru's"),
            "{err}"
        );
        let err = Character::parse_in("Empress", Edition::First)
            .map_err(|e| card_issue(&e))
            .unwrap_err();
        assert_eq!(
            err,
            "the Empress is a second-edition mask: write `edition: second`"
        );
        let err = Character::parse_in("Gurru", Edition::Second)
            .map_err(|e| card_issue(&e))
            .unwrap_err();
        assert!(err.contains("(did you mean Guru?)"), "{err}");
        assert!(
            err.contains(&crate::mascarade::words::edition_names(Edition::Second)),
            "{err}"
        );
        // The second edition's closest name, not the first edition's Cheat.
        let err = Character::parse_in("Cheatr", Edition::Second)
            .map_err(|e| card_issue(&e))
            .unwrap_err();
        assert!(err.contains("did you mean Cheater?"), "{err}");
    }

    #[test]
    fn parse_ignores_case_and_suggests_close_names() {
        assert_eq!(Character::parse(" king "), Some(Character::King));
        assert_eq!(Character::closest("Kng"), Some(Character::King));
        let err = unknown_character(&"Inquisiter".parse::<Character>().unwrap_err().0);
        assert!(err.contains("did you mean Inquisitor?"), "{err}");
        assert_eq!(Character::closest("Dragon"), None);
    }
}
