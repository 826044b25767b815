//! Scenario files: the card sets for each player count, validated against R-SET-5.
//!
//! A scenario is YAML: a name, a title, the edition, and `sets`, one list of characters per
//! player count. The built-in ones (`scenarios/*.yaml`) are embedded in the binary; any file can
//! be loaded by its path instead. Reading one checks every set and reports every problem at once.
//! A name may stand for one scenario per edition: `basic` is the rulebook's sets in the first
//! edition and their renamed masks in the second.

use crate::table::i18n::ListWords;
use std::collections::BTreeMap;
use std::fmt;
use std::path::Path;

use serde::Deserialize;
use serde_saphyr::Spanned;

use crate::mascarade::rules::setup::{LOG_FORMAT, SetupIssue, middle_cards, set_problems};
use crate::mascarade::rules::{Character, Edition, Genders, Header, OrderedMap, SetupProblem};
use crate::tr;

/// The scenarios built into the binary: (name, YAML text).
const BUILT_IN: &[(&str, &str)] = &[
    ("basic", include_str!("../../../scenarios/basic.yaml")),
    (
        "basic",
        include_str!("../../../scenarios/basic-second.yaml"),
    ),
    ("classic", include_str!("../../../scenarios/classic.yaml")),
    (
        "let-it-roll",
        include_str!("../../../scenarios/let-it-roll.yaml"),
    ),
    (
        "strength-in-unity",
        include_str!("../../../scenarios/strength-in-unity.yaml"),
    ),
    (
        "ultimate-combo",
        include_str!("../../../scenarios/ultimate-combo.yaml"),
    ),
    (
        "deadly-duel",
        include_str!("../../../scenarios/deadly-duel.yaml"),
    ),
    (
        "infernal-trio",
        include_str!("../../../scenarios/infernal-trio.yaml"),
    ),
];

/// A validated scenario.
#[derive(Clone, Debug, PartialEq)]
pub struct Scenario {
    /// Its short name, as in `--scenario basic`.
    pub name: String,
    /// A line saying what it is.
    pub title: String,
    /// The edition its characters come from.
    pub edition: Edition,
    /// Guidance it overrides (R-SET-5), e.g. `money-third`.
    pub overrides: Vec<String>,
    /// Genders it gives the characters the rulebooks leave open.
    pub genders: Genders,
    /// The set of characters for each player count.
    pub sets: BTreeMap<usize, Vec<Character>>,
    /// Where it came from: `built-in` or the file's path.
    pub source: String,
}

/// The scenario file as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ScenarioFile {
    name: String,
    #[serde(default)]
    title: Option<String>,
    #[serde(default)]
    edition: Option<Edition>,
    #[serde(default)]
    overrides: Vec<String>,
    #[serde(default)]
    genders: Option<Spanned<OrderedMap>>,
    sets: BTreeMap<usize, Spanned<Vec<String>>>,
}

/// One problem in a scenario file, with its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioProblem {
    /// Line, from 1.
    pub line: usize,
    /// Column, from 1.
    pub column: usize,
    /// The player count of the set it is in, if any.
    pub players: Option<usize>,
    /// What is wrong.
    pub problem: SetupProblem,
}

/// Why a scenario could not be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ScenarioError {
    /// No built-in scenario has that name and no file has that path.
    NotFound {
        /// What was asked for.
        name: String,
        /// The built-in names.
        available: String,
    },
    /// The path is not a readable regular file of a sane size (the message names it).
    File(String),
    /// The file could not be read.
    Io {
        /// The file.
        source_name: String,
        /// What the system said.
        message: String,
    },
    /// The file is not valid YAML or not a scenario.
    Yaml {
        /// The file.
        source_name: String,
        /// Line, from 1.
        line: usize,
        /// Column, from 1.
        column: usize,
        /// What is wrong.
        message: String,
    },
    /// Sets break setup rules; every problem is listed.
    Invalid {
        /// The file.
        source_name: String,
        /// Every problem.
        problems: Vec<ScenarioProblem>,
    },
    /// The scenario is for the other edition.
    WrongEdition {
        /// The scenario, as asked for.
        name: String,
        /// The edition it is for.
        is_for: Edition,
        /// The edition asked for.
        wanted: Edition,
        /// The built-in scenarios of the edition asked for.
        theirs: Vec<String>,
    },
    /// The scenario has no set for this many players.
    NoSet {
        /// The scenario.
        name: String,
        /// The count asked for.
        players: usize,
        /// The counts it has.
        counts: Vec<usize>,
    },
}

impl fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            ScenarioError::NotFound { name, available } => tr!(
                "scenario-not-found",
                name = name.as_str(),
                available = available.as_str()
            ),
            ScenarioError::File(message) => message.clone(),
            ScenarioError::Io {
                source_name,
                message,
            } => format!("{source_name}: {message}"),
            ScenarioError::Yaml {
                source_name,
                line,
                column,
                message,
            } => format!("{source_name}:{line}:{column}: {message}"),
            ScenarioError::Invalid {
                source_name,
                problems,
            } => format_problems(source_name, problems),
            ScenarioError::WrongEdition {
                name,
                is_for,
                wanted,
                theirs,
            } => tr!(
                "scenario-wrong-edition",
                name = name.as_str(),
                is_for = is_for.title(),
                wanted = wanted.title(),
                wanted_word = wanted.word(),
                theirs = theirs.list_words()
            ),
            ScenarioError::NoSet {
                name,
                players,
                counts,
            } => tr!(
                "scenario-no-set",
                name = name.as_str(),
                players = (*players),
                counts = describe_counts(counts)
            ),
        };
        f.write_str(&text)
    }
}

/// Player counts as a person reads them: "4 to 13" for a run, else "2, 5, 7".
fn describe_counts(counts: &[usize]) -> String {
    match (counts.first(), counts.last()) {
        (Some(&a), Some(&b)) if counts.len() == b - a + 1 && a != b => {
            tr!("scenario-counts-range", fewest = a, most = b)
        }
        _ => counts
            .iter()
            .map(usize::to_string)
            .collect::<Vec<_>>()
            .list_words(),
    }
}

fn format_problems(source: &str, problems: &[ScenarioProblem]) -> String {
    let most = crate::mascarade::rules::setup::MOST_PROBLEMS_SHOWN;
    let mut lines: Vec<String> = problems
        .iter()
        .take(most)
        .map(|p| {
            let at = format!("{source}:{}:{}", p.line, p.column);
            let problem = crate::table::text::escape_inline(
                &crate::mascarade::words::setup::problem_line(&p.problem),
            )
            .into_owned();
            match p.players {
                Some(n) => tr!(
                    "scenario-problem-in-set",
                    at = at,
                    players = n,
                    problem = problem
                ),
                None => format!("{at}: {problem}"),
            }
        })
        .collect();
    if problems.len() > most {
        lines.push(format!(
            "{source}: {}",
            tr!("setup-more-problems", more = (problems.len() - most))
        ));
    }
    lines.join("\n")
}

impl Scenario {
    /// The set for `players` players.
    pub fn set_for(&self, players: usize) -> Result<&[Character], ScenarioError> {
        self.sets
            .get(&players)
            .map(Vec::as_slice)
            .ok_or_else(|| ScenarioError::NoSet {
                name: self.name.clone(),
                players,
                counts: self.sets.keys().copied().collect(),
            })
    }

    /// The player counts it has sets for, e.g. "4 to 13".
    pub fn counts(&self) -> String {
        let counts: Vec<usize> = self.sets.keys().copied().collect();
        describe_counts(&counts)
    }

    /// A new game's header for these players, seated in this order.
    pub fn header(&self, players: Vec<String>) -> Result<Header, ScenarioError> {
        let set = self.set_for(players.len())?.to_vec();
        let mut header = Header::new(players, set);
        header.format = LOG_FORMAT.to_string();
        header.scenario = Some(self.name.clone());
        header.overrides = self.overrides.clone();
        if !self.genders.0.is_empty() {
            header.genders = Some(self.genders.to_map());
        }
        if self.edition != Edition::First {
            header.edition = Some(self.edition);
        }
        Ok(header)
    }

    /// The characters an extra middle card may add to the set for `players` (R-SET-2: with 6 or
    /// more players the host may add 1 or 2), best first: those the scenario's larger sets bring,
    /// then the rest of the edition's; never one already in the set, nor the Damned. Empty under
    /// 6 players. (Whether each suits the table — its player count, the Peasants' pair — is the
    /// setup's to check.)
    pub fn middle_candidates(&self, players: usize) -> Vec<Character> {
        let Ok(set) = self.set_for(players) else {
            return Vec::new();
        };
        if players < 6 {
            return Vec::new();
        }
        let larger = self
            .sets
            .range(players + 1..)
            .flat_map(|(_, cards)| cards.iter().copied());
        let mut candidates: Vec<Character> = Vec::new();
        for c in larger.chain(self.edition.characters().iter().copied()) {
            if !set.contains(&c) && !candidates.contains(&c) && c != Character::Damned {
                candidates.push(c);
            }
        }
        candidates
    }

    /// How many of the set's cards go to the middle for `players` players.
    pub fn middle_for(&self, players: usize) -> Result<usize, ScenarioError> {
        let set = self.set_for(players)?;
        Ok(middle_cards(players, set.len()).unwrap_or(0))
    }
}

impl Scenario {
    /// Its title in the table's language: a built-in scenario's from the catalogue
    /// (`scenario-title-NAME`, `…-second` for the second edition's), a file's as written.
    pub fn title_words(&self) -> String {
        if self.source == "built-in" {
            let id = match self.edition {
                Edition::First => format!("scenario-title-{}", self.name),
                Edition::Second => format!("scenario-title-{}-second", self.name),
            };
            let loader = crate::table::i18n::loader();
            if loader.has(&id) {
                return loader.get(&id);
            }
        }
        self.title.clone()
    }
}

impl fmt::Display for Scenario {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let line = if self.genders.0.is_empty() {
            tr!(
                "scenario-line",
                name = self.name.as_str(),
                title = self.title_words(),
                counts = self.counts()
            )
        } else {
            // As the scenario writes them: `Alchemist female`.
            let genders: Vec<String> = self
                .genders
                .0
                .iter()
                .map(|(c, g)| format!("{c} {}", g.word()))
                .collect();
            tr!(
                "scenario-line-genders",
                name = self.name.as_str(),
                title = self.title_words(),
                counts = self.counts(),
                genders = genders.list_words()
            )
        };
        f.write_str(&line)
    }
}

/// Reads and validates a scenario from text; `source_name` names it in messages.
pub fn parse(source_name: &str, text: &str) -> Result<Scenario, ScenarioError> {
    if text.lines().all(|l| {
        let l = l.trim();
        l.is_empty() || l.starts_with('#')
    }) {
        return Err(ScenarioError::Yaml {
            source_name: source_name.to_string(),
            line: 1,
            column: 1,
            message: tr!("scenario-empty"),
        });
    }
    let file: ScenarioFile = serde_saphyr::from_str(text).map_err(|e| {
        let (line, column) = e
            .location()
            .map_or((1, 1), |l| (l.line() as usize, l.column() as usize));
        let message = crate::table::log::yaml_message(&e);
        ScenarioError::Yaml {
            source_name: source_name.to_string(),
            line,
            column,
            message,
        }
    })?;
    let mut problems = Vec::new();
    let mut sets = BTreeMap::new();
    let edition = file.edition.unwrap_or_default();
    let genders = match &file.genders {
        None => Genders::default(),
        Some(spanned) => match Genders::parse(&spanned.value, edition) {
            Ok(genders) => genders,
            Err(issues) => {
                problems.extend(issues.into_iter().map(|issue| ScenarioProblem {
                    line: spanned.referenced.line() as usize,
                    column: spanned.referenced.column() as usize,
                    players: None,
                    problem: SetupProblem {
                        rule: crate::mascarade::rules::RuleId::Set5,
                        issue,
                    },
                }));
                Genders::default()
            }
        },
    };
    if file.sets.is_empty() {
        problems.push(ScenarioProblem {
            line: 1,
            column: 1,
            players: None,
            problem: SetupProblem {
                rule: crate::mascarade::rules::RuleId::Set4,
                issue: SetupIssue::NoSets,
            },
        });
    }
    for (&players, spanned) in &file.sets {
        let at = |problem: SetupProblem| ScenarioProblem {
            line: spanned.referenced.line() as usize,
            column: spanned.referenced.column() as usize,
            players: Some(players),
            problem,
        };
        let mut characters = Vec::new();
        let mut unknown = false;
        for name in &spanned.value {
            match Character::parse_in(name, edition) {
                Ok(c) => characters.push(c),
                // A card of the other edition listed twice is named once.
                Err(card) => {
                    unknown = true;
                    let issue = SetupIssue::Card(card);
                    // A card of the other edition listed twice is named once.
                    if !problems.iter().any(|p: &ScenarioProblem| {
                        p.players == Some(players) && p.problem.issue == issue
                    }) {
                        problems.push(at(SetupProblem {
                            rule: crate::mascarade::rules::RuleId::Set5,
                            issue,
                        }));
                    }
                }
            }
        }
        if !unknown {
            problems.extend(
                set_problems(edition, players, &characters, &file.overrides, &genders)
                    .into_iter()
                    .map(at),
            );
        }
        sets.insert(players, characters);
    }
    if !problems.is_empty() {
        return Err(ScenarioError::Invalid {
            source_name: source_name.to_string(),
            problems,
        });
    }
    Ok(Scenario {
        name: file.name,
        title: file.title.unwrap_or_default(),
        edition,
        overrides: file.overrides,
        genders,
        sets,
        source: source_name.to_string(),
    })
}

/// The built-in scenarios.
pub fn built_in() -> Vec<Scenario> {
    // The embedded files are checked by the tests, so a failure here cannot reach a user; it is
    // skipped rather than trusted.
    BUILT_IN
        .iter()
        .filter_map(|(name, text)| parse(&tr!("scenario-built-in", name = (*name)), text).ok())
        .map(|mut s| {
            s.source = "built-in".to_string();
            s
        })
        .collect()
}

/// The names of the built-in scenarios, for messages (a name shared by the editions once).
pub fn built_in_names() -> String {
    let mut names: Vec<&str> = Vec::new();
    for (name, _) in BUILT_IN {
        if !names.contains(name) {
            names.push(name);
        }
    }
    names.list_words()
}

/// Reads and validates a scenario file: only a regular file of a sane size (a FIFO would wait
/// forever, a device never end), in UTF-8.
pub fn read_file(path: &Path) -> Result<Scenario, ScenarioError> {
    let name = path.display().to_string();
    let bytes =
        crate::table::log::read_bytes(path).map_err(|e| ScenarioError::File(e.to_string()))?;
    let text = String::from_utf8(bytes).map_err(|e| {
        let before = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        ScenarioError::Yaml {
            source_name: name.clone(),
            line: 1 + before.iter().filter(|&&b| b == b'\n').count(),
            column: 1,
            message: tr!("scenario-not-utf8"),
        }
    })?;
    parse(&name, &text)
}

/// A built-in scenario by name, or a scenario file by path.
pub fn load(name_or_path: &str) -> Result<Scenario, ScenarioError> {
    if let Some(s) = built_in().into_iter().find(|s| s.name == name_or_path) {
        return Ok(s);
    }
    let path = Path::new(name_or_path);
    if path.exists() {
        return read_file(path);
    }
    Err(ScenarioError::NotFound {
        name: name_or_path.to_string(),
        available: built_in_names(),
    })
}

/// A built-in scenario by name, or a scenario file by path, for `edition` when one is asked
/// for: a built-in name shared by the editions gives that edition's, and a scenario of the other
/// edition is refused with the fix. Without an edition, a built-in name gives the first
/// edition's, and a file its own.
pub fn load_in(name_or_path: &str, edition: Option<Edition>) -> Result<Scenario, ScenarioError> {
    let Some(edition) = edition else {
        return load(name_or_path);
    };
    let built_in = built_in();
    if let Some(s) = built_in
        .iter()
        .find(|s| s.name == name_or_path && s.edition == edition)
    {
        return Ok(s.clone());
    }
    let scenario = load(name_or_path)?;
    if scenario.edition == edition {
        return Ok(scenario);
    }
    let theirs = built_in
        .iter()
        .filter(|s| s.edition == edition)
        .map(|s| s.name.clone())
        .collect();
    Err(ScenarioError::WrongEdition {
        name: name_or_path.to_string(),
        is_for: scenario.edition,
        wanted: edition,
        theirs,
    })
}

/// The rulebook's basic scenario (R-SET-4), in the first edition.
pub fn basic() -> Scenario {
    basic_in(Edition::First)
}

/// The basic scenario of `edition`: the rulebook's sets (R-SET-4), or in the second edition the
/// same sets with its masks (Empress, Guru, Cheater; 4 to 12 players).
pub fn basic_in(edition: Edition) -> Scenario {
    built_in()
        .into_iter()
        .find(|s| s.name == "basic" && s.edition == edition)
        .unwrap_or_else(|| Scenario {
            name: "basic".to_string(),
            title: String::new(),
            edition,
            overrides: Vec::new(),
            genders: Genders::default(),
            sets: BTreeMap::new(),
            source: "built-in".to_string(),
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use Character::*;

    #[test]
    fn every_built_in_scenario_is_valid() {
        for (name, text) in BUILT_IN {
            if let Err(e) = parse(name, text) {
                panic!("built-in scenario {name} is invalid:\n{e}");
            }
        }
    }

    #[test]
    fn r_set_4_basic_sets_match_the_rulebook() {
        let basic = basic();
        assert_eq!(basic.counts(), "2 to 13");
        // Two and three players: the base rulebook's set, no middle card (R-2P, R-3P).
        for n in [2, 3] {
            assert_eq!(
                basic.set_for(n).unwrap(),
                [Bishop, Fool, Judge, Queen, King, Witch]
            );
            assert_eq!(basic.middle_for(n).unwrap(), 0);
        }
        assert_eq!(
            basic.set_for(4).unwrap(),
            [Judge, Bishop, King, Queen, Thief, Cheat]
        );
        assert_eq!(basic.middle_for(4).unwrap(), 2);
        assert_eq!(basic.middle_for(5).unwrap(), 1);
        assert_eq!(basic.middle_for(6).unwrap(), 0);
        let eight = [Judge, Bishop, King, Fool, Queen, Witch, Peasant, Peasant];
        assert_eq!(basic.set_for(8).unwrap(), eight);
        let mut expected = eight.to_vec();
        for (n, added) in [
            (9, Cheat),
            (10, Spy),
            (11, Inquisitor),
            (12, Widow),
            (13, Thief),
        ] {
            expected.push(added);
            assert_eq!(
                basic.set_for(n).unwrap(),
                expected.as_slice(),
                "{n} players"
            );
        }
    }

    #[test]
    fn r_set_5_every_problem_is_reported_at_once_with_its_line() {
        let text = "name: mine\nsets:\n  7: [Bishop, King, Thief, Witch, Spy, Cheat, Peasant]\n  9: [Judge, Kng]\n";
        let Err(ScenarioError::Invalid { problems, .. }) = parse("mine.yaml", text) else {
            panic!("expected problems");
        };
        let messages: Vec<String> = problems
            .iter()
            .map(|p| {
                format!(
                    "{}:{} {}",
                    p.line,
                    p.column,
                    crate::mascarade::words::setup::problem_line(&p.problem)
                )
            })
            .collect();
        let all = messages.join("\n");
        assert!(all.contains("3:6 the Peasants come as a pair"), "{all}");
        assert!(
            all.contains("the Peasant needs at least 8 players"),
            "{all}"
        );
        assert!(all.contains("the Judge must be in play"), "{all}");
        assert!(all.contains("only 2 of 7 characters bring money"), "{all}");
        assert!(
            all.contains("4:6 'Kng' is not a character (did you mean King?)"),
            "{all}"
        );
    }

    #[test]
    fn yaml_errors_name_file_line_and_column() {
        let err = parse("bad.yaml", "name: x\nsets:\n  7: [Judge, King\n").unwrap_err();
        let text = err.to_string();
        assert!(text.starts_with("bad.yaml:3:"), "{text}");
    }

    #[test]
    fn an_unknown_name_lists_the_built_in_scenarios() {
        let err = load("no-such-scenario").unwrap_err();
        assert_eq!(
            err.to_string(),
            "no scenario named 'no-such-scenario': the built-in scenarios are basic, classic, let-it-roll, strength-in-unity, ultimate-combo, deadly-duel, infernal-trio; or give the path of a scenario file"
        );
    }

    #[test]
    fn the_expansion_scenarios_add_one_card_per_player_from_nine() {
        let classic = load("classic").unwrap();
        assert_eq!(classic.counts(), "6 to 13");
        assert_eq!(classic.middle_for(6).unwrap(), 2);
        assert_eq!(classic.middle_for(7).unwrap(), 1);
        assert_eq!(classic.set_for(9).unwrap().last(), Some(&Sage));
        assert_eq!(classic.set_for(13).unwrap().last(), Some(&Actress));
        // Characters that need 8 players keep the other scenarios from 6 and 7.
        for name in ["let-it-roll", "strength-in-unity", "ultimate-combo"] {
            assert_eq!(load(name).unwrap().counts(), "8 to 13", "{name}");
        }
    }

    #[test]
    fn r_2p_r_3p_the_duel_and_the_trio_are_the_expansions_two_and_three_player_sets() {
        let duel = load("deadly-duel").unwrap();
        assert_eq!(duel.counts(), "2");
        assert_eq!(
            duel.set_for(2).unwrap(),
            [Bishop, Gambler, Judge, Damned, Queen, Sage]
        );
        let trio = load("infernal-trio").unwrap();
        assert_eq!(trio.counts(), "3");
        assert_eq!(
            trio.set_for(3).unwrap(),
            [Alchemist, Bishop, Gambler, Judge, Queen, Sage]
        );
        assert_eq!(trio.middle_for(3).unwrap(), 0);
    }

    #[test]
    fn r_set_5_the_n_plus_limits_do_not_apply_to_two_and_three_players() {
        // The Sage (8+) and the Inquisitor (8+) at a 3-player table; the Peasants at 2.
        assert!(
            set_problems(
                Edition::First,
                3,
                &[Judge, Sage, Inquisitor, Queen, King, Bishop],
                &[],
                &Genders::default()
            )
            .is_empty()
        );
        assert!(
            set_problems(
                Edition::First,
                2,
                &[Judge, Peasant, Peasant, Queen, King, Bishop],
                &[],
                &Genders::default()
            )
            .is_empty()
        );
        // The other rules still do: the Judge, a third bringing money, the pair.
        let problems = set_problems(
            Edition::First,
            3,
            &[Bishop, Spy, Inquisitor, Thief, Witch, Peasant],
            &[],
            &Genders::default(),
        );
        let all: Vec<String> = problems.iter().map(|p| p.message()).collect();
        assert!(
            all.iter()
                .any(|m| m.starts_with("the Judge must be in play")),
            "{all:?}"
        );
        assert!(
            all.iter()
                .any(|m| m.starts_with("the Peasants come as a pair")),
            "{all:?}"
        );
        assert!(
            all.iter().any(|m| m.starts_with("only 1 of 6 characters")),
            "{all:?}"
        );
        // The Puppet Master needs two other players.
        let problems = set_problems(
            Edition::First,
            2,
            &[Judge, PuppetMaster, Queen, King, Bishop, Witch],
            &[],
            &Genders::default(),
        );
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert_eq!(
            problems[0].rule,
            crate::mascarade::rules::RuleId::TwoPlayers
        );
    }

    #[test]
    fn r_2p_r_3p_two_and_three_players_play_with_six_cards() {
        let seven = [Judge, Bishop, King, Queen, Fool, Witch, Thief];
        assert_eq!(
            middle_cards(2, 7).unwrap_err().message(),
            "2 players play with 6 cards: 3 each (left, right and protected), not 7"
        );
        assert_eq!(
            middle_cards(3, 5).unwrap_err().message(),
            "3 players play with 6 cards: 2 each (left and right), not 5"
        );
        assert_eq!(middle_cards(3, 6), Ok(0));
        assert_eq!(
            set_problems(Edition::First, 3, &seven, &[], &Genders::default())[0].rule,
            crate::mascarade::rules::RuleId::ThreePlayers
        );
        assert_eq!(
            middle_cards(1, 6).unwrap_err().message(),
            "1 player seated: the game needs 2 to 13 players"
        );
    }

    #[test]
    fn r_set_5_the_judge_may_stay_out_when_two_thirds_bring_money() {
        let rich = [
            King, Queen, Fool, Widow, Gambler, Patron, Bishop, Thief, Witch,
        ];
        assert!(set_problems(Edition::First, 9, &rich, &[], &Genders::default()).is_empty());
        let poor = [King, Queen, Fool, Widow, Bishop, Thief, Witch, Spy, Cheat];
        let problems = set_problems(Edition::First, 9, &poor, &[], &Genders::default());
        assert_eq!(problems.len(), 1);
        assert!(
            problems[0]
                .message()
                .starts_with("the Judge must be in play")
        );
    }

    #[test]
    fn r_set_5_the_courtesan_needs_a_third_of_the_characters_female() {
        let few = [
            Judge, King, Fool, Bishop, Thief, Cheat, Inquisitor, Courtesan, Sage,
        ];
        let problems = set_problems(Edition::First, 9, &few, &[], &Genders::default());
        assert!(
            problems.iter().any(|p| p
                .message()
                .starts_with("the Courtesan needs at least a third")),
            "{problems:?}"
        );
        let enough = [
            Judge, King, Queen, Witch, Thief, Cheat, Inquisitor, Courtesan, Sage,
        ];
        assert!(set_problems(Edition::First, 9, &enough, &[], &Genders::default()).is_empty());
    }

    #[test]
    fn the_second_editions_basic_sets_rename_the_first_editions() {
        let second = basic_in(Edition::Second);
        assert_eq!(second.name, "basic");
        assert_eq!(second.edition, Edition::Second);
        assert_eq!(second.counts(), "4 to 12");
        let first = basic();
        for players in 4..=12 {
            let renamed: Vec<Character> = first
                .set_for(players)
                .unwrap()
                .iter()
                .map(|&c| match c {
                    Queen => Empress,
                    Inquisitor => Guru,
                    Cheat => Cheater,
                    c => c,
                })
                .collect();
            assert_eq!(
                second.set_for(players).unwrap(),
                renamed,
                "{players} players"
            );
        }
        assert_eq!(load("basic").unwrap().edition, Edition::First);
        assert_eq!(load_in("basic", Some(Edition::Second)).unwrap(), second);
        let err = load_in("classic", Some(Edition::Second)).unwrap_err();
        assert_eq!(
            err.to_string(),
            "the scenario 'classic' is for the first edition (2013), not the second edition (2021): the second edition's built-in scenarios are basic; or give a scenario file with `edition: second`"
        );
    }

    #[test]
    fn a_scenario_names_a_card_of_the_other_edition_with_the_fix() {
        let text = "name: mine\nedition: second\nsets:\n  7: [Judge, Bishop, King, Fool, Queen, Thief, Inquisitor]\n  13: [Judge, Bishop, King, Fool, Empress, Thief, Witch, Spy, Peasant, Peasant, Cheater, Guru, Widow]\n";
        let err = parse("mine.yaml", text).unwrap_err().to_string();
        assert!(err.contains("mine.yaml:4:6: the 7-player set: the Queen is a first-edition card; the second edition has the Empress instead"), "{err}");
        assert!(err.contains("the Inquisitor is a first-edition card; in the second edition its power is the Guru's"), "{err}");
        assert!(
            err.contains("the 13-player set: 13 players: the second edition seats 4 to 12"),
            "{err}"
        );
    }
}
