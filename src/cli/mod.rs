//! The command line: `state`, `check`, `rules`, `scenarios`, `simulate` and `demo`, with clap.
//!
//! Each command prints its result on standard output and its messages on standard error, and
//! returns the process's exit code: 0 for success, 1 when a file or an input is not valid, 2 for
//! a command line clap cannot read.

/// Prints on standard output like `print!`; when the reader has gone away (`mascarade demo |
/// head`), stops quietly, as Unix tools do, instead of panicking.
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::cli::write_out(format_args!($($arg)*))
    };
}

/// `out!` with a line break.
macro_rules! outln {
    () => {
        $crate::cli::write_out(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::cli::write_out(format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// Prints a line on standard error like `eprintln!`, with the text from files escaped; a
/// standard error that is closed or full is ignored rather than a panic (the exit code still
/// tells).
macro_rules! errln {
    ($($arg:tt)*) => {
        $crate::cli::write_err(format_args!("{}\n", format_args!($($arg)*)))
    };
}

mod check;
mod export;
mod generate;
mod help;
mod past;
mod stats;

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

use crate::games::Known;
use crate::table::kind::{Failed, Options, Printed, ScenarioAsk, Simulation};
use crate::tr;

/// Mascarade Companion: keeps the public side of a game of Mascarade — coins, turns,
/// announcements, fines — and its history, beside a real box of cards.
#[derive(Debug, Parser)]
#[command(name = "mascarade", version, about, long_about = None)]
pub struct Cli {
    /// What to do; without one, the host's screens open on the start menu.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Where the start menu finds and writes games (`mascarade --log-dir DIR`).
    #[command(flatten)]
    pub log_dir: LogDir,
    /// The language to speak: en, vi, zh-TW, uk or fa [default: $MASCARADE_LANG, else the
    /// system's, else en]. The logs are the same in every language.
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<String>,
    /// Draw the symbols (▶ ★ → · … and the boxes' lines) in ASCII, for terminals that draw them
    /// two columns wide [default: with Chinese].
    #[arg(long, global = true, conflicts_with = "unicode")]
    pub ascii: bool,
    /// Draw the symbols in Unicode, even with Chinese.
    #[arg(long, global = true)]
    pub unicode: bool,
    /// Write a shell's completions (complete-bash, complete-zsh, complete-fish) or the man page
    /// (man), then stop.
    // Its values said in its help's words, in the language spoken, not clap's English list.
    #[arg(long, value_enum, value_name = "KIND", hide_possible_values = true)]
    pub generate: Option<generate::Generate>,
}

/// Where game logs are written and looked for.
#[derive(Debug, clap::Args)]
pub struct LogDir {
    /// The folder for game logs [default: $MASCARADE_LOG_DIR, else logs/ in the current folder].
    #[arg(long, value_name = "DIR")]
    pub log_dir: Option<PathBuf>,
}

impl LogDir {
    /// This folder, else the one given before the command (`mascarade --log-dir DIR new`).
    fn or(self, before: &LogDir) -> LogDir {
        LogDir {
            log_dir: self.log_dir.or_else(|| before.log_dir.clone()),
        }
    }

    /// The folder to use.
    pub fn resolve(&self) -> PathBuf {
        self.log_dir
            .clone()
            .or_else(|| {
                std::env::var_os("MASCARADE_LOG_DIR")
                    .filter(|v| !v.is_empty())
                    .map(PathBuf::from)
            })
            .unwrap_or_else(|| PathBuf::from("logs"))
    }
}

/// Which games a club's command reads: folders and logs, and the filters.
#[derive(Debug, clap::Args)]
pub struct Club {
    /// Folders or game logs [default: the log folder].
    paths: Vec<PathBuf>,
    /// Only the games this player played in.
    #[arg(long)]
    player: Option<String>,
    /// Only the games started on or after this day (2026-12-01).
    #[arg(long, value_name = "DATE")]
    since: Option<String>,
    /// Only the games started on or before this day (2026-12-31).
    #[arg(long, value_name = "DATE")]
    until: Option<String>,
    #[command(flatten)]
    log_dir: LogDir,
}

impl Club {
    /// The folders and logs to read (the log folder when none is given), and the filter; a
    /// date that is not one is refused in plain words.
    fn read(
        self,
        before: &LogDir,
    ) -> Result<(Vec<PathBuf>, crate::table::history::Filter), ErrorText> {
        // A folder or log named that is not there is a mistake to say, not an empty club.
        // (A link to nothing, or round in a loop, is there: reading it says what it is.)
        if let Some(missing) = self
            .paths
            .iter()
            .find(|p| std::fs::symlink_metadata(p).is_err())
        {
            return Err(error(tr!(
                "games-no-such-path",
                path = missing.display().to_string()
            )));
        }
        let paths = if self.paths.is_empty() {
            let log_dir = self.log_dir.or(before);
            let dir = log_dir.resolve();
            // A log folder asked for by name that is not there is a mistake too; the default
            // `logs/` before the first game is an empty club.
            if log_dir.log_dir.is_some() && !dir.exists() {
                return Err(error(tr!(
                    "games-no-such-path",
                    path = dir.display().to_string()
                )));
            }
            vec![dir]
        } else {
            self.paths
        };
        let filter = crate::table::history::Filter {
            player: self.player,
            since: self.since.as_deref().map(past::day).transpose()?,
            until: self.until.as_deref().map(past::day).transpose()?,
            unfinished: false,
        };
        Ok((paths, filter))
    }
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Start a new game: the setup screen, or with --players the cards to take out of the box,
    /// then the table.
    New {
        /// The players, clockwise, separated by commas: Ana,Bao,Chi,Dung.
        #[arg(long, value_delimiter = ',')]
        players: Vec<String>,
        /// Who plays first (the youngest); default: the first listed.
        #[arg(long)]
        first: Option<String>,
        /// The game.
        #[arg(long, value_name = "GAME", value_parser = game_name)]
        game: Option<Known>,
        /// The game's own options.
        #[command(flatten)]
        options: GameOptions,
        #[command(flatten)]
        log_dir: LogDir,
    },
    /// Resume a game: the given log, or the latest unfinished one in the log folder.
    Resume {
        /// The game's log.
        file: Option<PathBuf>,
        #[command(flatten)]
        log_dir: LogDir,
    },
    /// The public board for a second screen (a TV): every fortune in large type, the courthouse,
    /// whose turn it is, the last announcement; with --follow it keeps up as the host plays.
    Board {
        /// The game's log [default: the latest unfinished game in the log folder].
        file: Option<PathBuf>,
        /// Keep showing the game as entries are added to its log.
        #[arg(long)]
        follow: bool,
        /// Serve the board as a web page instead, for every player's phone, following the log.
        #[arg(long)]
        serve: bool,
        /// Where to serve it: 127.0.0.1:PORT (this computer only) or 0.0.0.0:PORT (the table's
        /// network).
        #[arg(
            long,
            value_name = "ADDR:PORT",
            default_value = "127.0.0.1:8080",
            requires = "serve"
        )]
        listen: String,
        #[command(flatten)]
        log_dir: LogDir,
    },
    /// Step through a past game, entry by entry, read-only.
    Replay {
        /// The game's log.
        file: PathBuf,
    },
    /// Print the state of a game from its log: coins, courthouse, whose turn, who won.
    State {
        /// The game log (YAML).
        file: PathBuf,
        /// Print one JSON object (its fields are in the game's log format, in docs/) instead of a
        /// summary.
        #[arg(long)]
        json: bool,
    },
    /// List the games of the log folder (or of the folders and files given): when, how long, who
    /// played, who won and how, the scenario.
    Games {
        #[command(flatten)]
        club: Club,
        /// Only the games not over yet.
        #[arg(long)]
        unfinished: bool,
    },
    /// The club's statistics across the games of the log folder (or of the folders and files
    /// given): players, seats, endings, characters, bluffing, records.
    Stats {
        #[command(flatten)]
        club: Club,
        /// With --player: their games together with this player, and who won them.
        #[arg(long, value_name = "NAME")]
        vs: Option<String>,
        /// Print one JSON object (its fields are in docs/stats.md).
        #[arg(long)]
        json: bool,
        /// Only this game's figures (in JSON, at the top level) [default: every game's].
        #[arg(long, value_name = "GAME", value_parser = game_name)]
        game: Option<Known>,
    },
    /// Write games out for other tools: the BG Stats app's import file, a CSV for spreadsheets,
    /// or a Markdown report per game for a club's chat.
    Export {
        #[command(flatten)]
        club: Club,
        /// bgstats (JSON for the BG Stats app), csv, or markdown.
        #[arg(long, value_enum)]
        format: crate::table::export::Format,
        /// The file to write [default: standard output; `-` too].
        #[arg(long, short = 'o')]
        out: Option<PathBuf>,
    },
    /// Check game logs: exit 0 when every file is valid, else print the first error of each.
    Check {
        /// The game logs to check (a folder: every log in it and its subfolders).
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Explain the rules in plain words, or one character's in full.
    Rules {
        /// A character, e.g. Bishop.
        character: Option<String>,
        /// The game.
        #[arg(long, value_name = "GAME", value_parser = game_name)]
        game: Option<Known>,
        #[command(flatten)]
        options: GameOptions,
        /// The reference: with the rule ids of the rules reference and how the log writes each
        /// power (without it, the rules are told as to players at the table).
        #[arg(long)]
        reference: bool,
    },
    /// List the scenarios (card sets), show one, or check a scenario file.
    Scenarios {
        #[command(subcommand)]
        action: Option<ScenariosCommand>,
        /// The game whose scenarios.
        #[arg(long, value_name = "GAME", value_parser = game_name, global = true)]
        game: Option<Known>,
    },
    /// Write random legal games of a scenario as logs (for tests, benchmarks, demos).
    Simulate {
        /// The game.
        #[arg(long, value_name = "GAME", value_parser = game_name)]
        game: Option<Known>,
        /// Players per game, 2 to 13 (second edition: 4 to 12).
        #[arg(long, short = 'p', default_value_t = 7, value_parser = player_count, allow_negative_numbers = true)]
        players: usize,
        #[command(flatten)]
        options: GameOptions,
        /// How many games.
        #[arg(long, short = 'g', default_value_t = 1, value_parser = game_count, allow_negative_numbers = true)]
        games: usize,
        /// The random seed: the same seed writes the same files.
        #[arg(long, short = 's', default_value_t = 1, value_parser = seed, allow_negative_numbers = true)]
        seed: u64,
        /// The folder to write the logs to (created if missing).
        #[arg(long, short = 'o')]
        out: PathBuf,
    },
    /// Write a one-page player aid (HTML, prints on A4 or Letter) for a scenario and a number of
    /// players, in the language spoken: the characters and their powers, the turn, the contest.
    Aid {
        #[command(flatten)]
        options: GameOptions,
        /// How many players sit at the table.
        #[arg(long, short = 'p', value_parser = player_count, allow_negative_numbers = true)]
        players: usize,
        /// The file to write [default: aid-SCENARIO-PLAYERS-LANG.html in the current folder];
        /// `-` writes the page on standard output.
        #[arg(long, short = 'o')]
        out: Option<PathBuf>,
        /// The game.
        #[arg(long, value_name = "GAME", value_parser = game_name)]
        game: Option<Known>,
    },
    /// Simulate one game and tell it entry by entry, then print its state.
    Demo {
        /// Players, 2 to 13 (second edition: 4 to 12).
        #[arg(long, short = 'p', default_value_t = 7, value_parser = player_count, allow_negative_numbers = true)]
        players: usize,
        #[command(flatten)]
        options: GameOptions,
        /// The random seed.
        #[arg(long, short = 's', default_value_t = 2026, value_parser = seed, allow_negative_numbers = true)]
        seed: u64,
        /// The game to play.
        #[arg(long, value_name = "GAME", value_parser = game_name)]
        game: Option<Known>,
    },
}

/// The games' own options a command takes (`--scenario`, `--variant`…), as the registry lists
/// them: each is offered on the commands its game says, and read by its game.
#[derive(Clone, Debug, Default)]
pub struct GameOptions(Options);

impl clap::FromArgMatches for GameOptions {
    fn from_arg_matches(matches: &clap::ArgMatches) -> Result<Self, clap::Error> {
        let given = crate::games::options(None)
            .into_iter()
            .filter_map(|o| {
                let value = matches.try_get_one::<String>(o.name()).ok().flatten()?;
                Some((o.flag, value.clone()))
            })
            .collect();
        Ok(GameOptions(Options { given }))
    }

    fn update_from_arg_matches(&mut self, matches: &clap::ArgMatches) -> Result<(), clap::Error> {
        *self = GameOptions::from_arg_matches(matches)?;
        Ok(())
    }
}

impl clap::Args for GameOptions {
    fn augment_args(cmd: clap::Command) -> clap::Command {
        // The command being built is named already: it takes the options meant for it.
        let command = cmd.get_name().to_string();
        crate::games::options(Some(&command))
            .into_iter()
            .fold(cmd, |cmd, o| {
                cmd.arg(
                    clap::Arg::new(o.name())
                        .long(o.name())
                        .value_name(o.value_name)
                        .help(crate::table::i18n::text(o.help))
                        .value_parser(move |text: &str| crate::games::read_option(o.flag, text)),
                )
            })
    }

    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        GameOptions::augment_args(cmd)
    }
}

/// The most games one `simulate` writes: enough for any benchmark, few enough to end.
pub const MOST_SIMULATED_GAMES: u64 = 100_000;

/// A whole number from `least` to `most` as a command line writes it (`7`, `+7`), or what is
/// wrong with it in the table's language, the number echoed as it was written.
fn whole_number(text: &str, least: u64, most: u64) -> Result<u64, String> {
    let (least_words, most_words) = (least.to_string(), most.to_string());
    let digits = text.trim().strip_prefix('+').unwrap_or(text.trim());
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(tr!(
            "cli-arg-not-a-number",
            value = text,
            min = least_words,
            max = most_words
        ));
    }
    match digits.parse::<u64>() {
        Ok(n) if (least..=most).contains(&n) => Ok(n),
        // Beyond what any u64 holds, or outside the range: the same answer.
        _ => Err(tr!(
            "cli-arg-out-of-range",
            value = text.trim(),
            min = least_words,
            max = most_words
        )),
    }
}

/// `--players`: a whole number; a count no table has (0, 14) is left to the command, which
/// says what its scenario or edition seats; only one far beyond any table is refused here.
fn player_count(text: &str) -> Result<usize, String> {
    match whole_number(text, 0, 1000) {
        Ok(n) => Ok(n as usize),
        Err(_) => whole_number(text, 2, 13).map(|n| n as usize),
    }
}

/// `--game`: a game the companion knows, by its short name.
fn game_name(text: &str) -> Result<Known, String> {
    Known::all()
        .find(|g| g.name().eq_ignore_ascii_case(text.trim()))
        .ok_or_else(|| {
            let names: Vec<&str> = Known::all().map(|g| g.name()).collect();
            tr!(
                "game-unknown",
                game = text,
                games = crate::table::i18n::list(&names)
            )
        })
}

/// `--games`: 1 to [`MOST_SIMULATED_GAMES`].
fn game_count(text: &str) -> Result<usize, String> {
    whole_number(text, 1, MOST_SIMULATED_GAMES).map(|n| n as usize)
}

/// `--seed`: any number a u64 holds.
fn seed(text: &str) -> Result<u64, String> {
    whole_number(text, 0, u64::MAX)
}

/// The `scenarios` subcommands.
#[derive(Debug, Subcommand)]
pub enum ScenariosCommand {
    /// List the built-in scenarios.
    List,
    /// Show which cards to take out of the box for a player count.
    Show {
        /// A built-in scenario's name, or a scenario file's path.
        name: String,
        /// How many players sit at the table.
        #[arg(long, short = 'p', value_parser = player_count, allow_negative_numbers = true)]
        players: usize,
        #[command(flatten)]
        options: GameOptions,
    },
    /// Check a scenario file against the setup rules (R-SET-5).
    Check {
        /// The scenario file.
        file: PathBuf,
    },
}

/// Runs the command line and returns the exit code.
pub fn run() -> ExitCode {
    // The language first, so that `--help` speaks it; an unknown one is said after parsing.
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let system = crate::table::i18n::system_locale();
    let env = std::env::var("MASCARADE_LANG").ok();
    let flag = help::lang_in(&args);
    match crate::table::i18n::choose(flag.as_deref(), env.as_deref(), system.as_deref()) {
        Ok(lang) => crate::table::i18n::set(lang),
        // The language is the first thing a command line says: one the companion does not
        // speak is said before anything else in it.
        Err(unknown) => return unknown_language(&unknown, system.as_deref()),
    }
    let parsed = help::localized(Cli::command())
        .try_get_matches_from(&args)
        .and_then(|matches| Cli::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        // `--help`, `--version`, or a command line clap cannot read: its text, and its exit
        // code, unless the help could not be written (a full disk, a closed output).
        Err(e) => {
            if !e.use_stderr() && stdout_closed() {
                output_lost(tr!("cli-output-closed"));
            }
            if e.use_stderr() {
                // A command line that cannot be read, said in the table's language.
                errln!("{}", help::error_words(&e));
                return ExitCode::from(2);
            }
            let code = match e.print() {
                Err(_) => 1,
                Ok(()) => e.exit_code(),
            };
            return ExitCode::from(u8::try_from(code).unwrap_or(1));
        }
    };
    match crate::table::i18n::choose(cli.lang.as_deref(), env.as_deref(), system.as_deref()) {
        Ok(lang) => {
            crate::table::i18n::set(lang);
            crate::table::text::set_ascii(match (cli.ascii, cli.unicode) {
                (true, _) => Some(true),
                (_, true) => Some(false),
                _ => None,
            });
        }
        Err(unknown) => return unknown_language(&unknown, system.as_deref()),
    }
    if let Some(kind) = cli.generate {
        return match generate::text(kind) {
            Ok(text) => {
                write_stdout(&String::from_utf8_lossy(&text));
                ExitCode::SUCCESS
            }
            Err(e) => {
                errln!("{}", tr!("cli-generate-failed", problem = e.to_string()));
                ExitCode::from(1)
            }
        };
    }
    let result = match cli.command {
        None => {
            let dir = cli.log_dir.resolve();
            crate::companion::run(|| Ok(Box::new(crate::companion::menu(dir, None))))
                .map_err(ErrorText::from)
        }
        Some(Command::New {
            players,
            options: GameOptions(options),
            first,
            game,
            log_dir,
        }) => {
            let game = crate::games::chosen(game);
            // An empty name (`Ana,,Bao`) is said, not dropped: the table may have lost a player.
            let players: Vec<String> = players
                .iter()
                .map(|p| crate::table::text::name_as_entered(p))
                .collect();
            let players = if players.iter().all(String::is_empty) {
                Vec::new()
            } else {
                players
            };
            let first = first.map(|f| crate::table::text::name_as_entered(&f));
            let dir = log_dir.or(&cli.log_dir).resolve();
            let asked = crate::tui::shelf::NewGame {
                dir,
                players,
                first,
                options,
            };
            crate::games::refuse_others(game, &asked.options)
                .and_then(|()| game.screens().refuse_new(&asked))
                .and_then(|()| {
                    crate::companion::run(|| game.screens().new_game(asked)).map_err(Failed::Error)
                })
                .map_err(ErrorText::from_failed)
        }
        Some(Command::Resume { file, log_dir }) => {
            let dir = log_dir.or(&cli.log_dir).resolve();
            match file.or_else(|| latest_unfinished(&dir)) {
                Some(path) => Known::of_log(&path)
                    .map_err(error)
                    .and_then(|game| resume(game, dir, &path)),
                None => Err(error(tr!(
                    "cli-no-unfinished-game",
                    folder = dir.display().to_string()
                ))),
            }
        }
        Some(Command::Board {
            file,
            follow,
            serve,
            listen,
            log_dir,
        }) => {
            let dir = log_dir.or(&cli.log_dir).resolve();
            match file.or_else(|| latest_unfinished(&dir)) {
                Some(path) if serve => serve_board(&path, &listen),
                Some(path) => Known::of_log(&path).map_err(error).and_then(|game| {
                    game.kind()
                        .board(path, follow)
                        .map_err(ErrorText::from_failed)
                }),
                None => Err(error(tr!(
                    "board-no-unfinished-game",
                    folder = dir.display().to_string()
                ))),
            }
        }
        Some(Command::Replay { file }) => Known::of_log(&file).map_err(error).and_then(|game| {
            let dir = cli.log_dir.resolve();
            crate::companion::run(|| game.screens().replay(dir, &file)).map_err(ErrorText::from)
        }),
        Some(Command::State { file, json }) => Known::of_log(&file)
            .map_err(Failed::from)
            .and_then(|game| game.kind().state(&file, json))
            .map(print)
            .map_err(ErrorText::from_failed),
        Some(Command::Check { files }) => check::run(&files),
        Some(Command::Games { club, unfinished }) => {
            club.read(&cli.log_dir).and_then(|(paths, filter)| {
                let filter = crate::table::history::Filter {
                    unfinished,
                    ..filter
                };
                past::run(&paths, &filter)
            })
        }
        Some(Command::Stats {
            club,
            vs,
            json,
            game,
        }) => club.read(&cli.log_dir).and_then(|(paths, filter)| {
            let query = crate::table::history::Query { filter, vs };
            stats::run(&paths, &query, json, game)
        }),
        Some(Command::Export { club, format, out }) => club
            .read(&cli.log_dir)
            .and_then(|(paths, filter)| export::run(&paths, &filter, format, out.as_deref())),
        Some(Command::Rules {
            character,
            game,
            options: GameOptions(options),
            reference,
        }) => {
            let game = crate::games::chosen(game);
            crate::games::refuse_others(game, &options)
                .and_then(|()| game.kind().rules(character.as_deref(), &options, reference))
                .map(|text| out!("{text}"))
                .map_err(ErrorText::from_failed)
        }
        Some(Command::Scenarios { action, game }) => {
            let ask = match action.unwrap_or(ScenariosCommand::List) {
                ScenariosCommand::List => ScenarioAsk::List,
                ScenariosCommand::Show {
                    name,
                    players,
                    options: GameOptions(options),
                } => ScenarioAsk::Show {
                    name,
                    players,
                    options,
                },
                ScenariosCommand::Check { file } => ScenarioAsk::Check { file },
            };
            let game = crate::games::chosen(game);
            crate::games::offered(game, "scenarios", game.kind().scenarios(&ask))
                .map(print)
                .map_err(ErrorText::from_failed)
        }
        Some(Command::Simulate {
            game,
            players,
            options: GameOptions(options),
            games,
            seed,
            out,
        }) => {
            let game = crate::games::chosen(game);
            let asked = Simulation {
                players,
                games,
                seed,
                out,
            };
            crate::games::refuse_others(game, &options)
                .and_then(|()| {
                    crate::games::offered(game, "simulate", game.kind().simulate(&asked, &options))
                })
                .map(print)
                .map_err(ErrorText::from_failed)
        }
        Some(Command::Demo {
            players,
            options: GameOptions(options),
            seed,
            game,
        }) => {
            let game = crate::games::chosen(game);
            crate::games::refuse_others(game, &options)
                .and_then(|()| {
                    crate::games::offered(game, "demo", game.kind().demo(players, seed, &options))
                })
                .map(print)
                .map_err(ErrorText::from_failed)
        }
        Some(Command::Aid {
            options: GameOptions(options),
            players,
            out,
            game,
        }) => {
            let game = crate::games::chosen(game);
            crate::games::refuse_others(game, &options)
                .and_then(|()| {
                    crate::games::offered(game, "aid", game.kind().aid(players, &options))
                })
                .map_err(ErrorText::from_failed)
                .and_then(|aid| write_aid(&aid.page, out, aid.file_name, &aid.inputs))
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(ErrorText(message)) => {
            if !message.is_empty() {
                errln!("{message}");
            }
            ExitCode::FAILURE
        }
    }
}

/// Says that the language asked for is not one the companion speaks, in the system's language
/// when it speaks that, and what would be accepted; exit code 2.
fn unknown_language(unknown: &crate::table::i18n::UnknownLang, system: Option<&str>) -> ExitCode {
    crate::table::i18n::set(
        system
            .and_then(crate::table::i18n::Lang::parse)
            .unwrap_or_default(),
    );
    let message = format!(
        "{}. {}: {}",
        tr!(
            "lang-unknown",
            source = unknown.source,
            asked = crate::table::text::escape_inline(&unknown.asked).into_owned()
        ),
        tr!("accepted"),
        tr!(
            "lang-accepted",
            choices = crate::table::i18n::Lang::choices()
        )
    );
    errln!("{}", tr!("cli-error", message = message));
    ExitCode::from(2)
}

/// What a failed command prints on standard error, whole (nothing when it was printed already).
#[derive(Debug)]
pub struct ErrorText(pub String);

impl<E: std::fmt::Display> From<E> for ErrorText {
    fn from(e: E) -> Self {
        error(e)
    }
}

impl ErrorText {
    /// A game's failure as the command line says it.
    fn from_failed(failed: Failed) -> ErrorText {
        match failed {
            Failed::Error(message) => error(message),
            Failed::Said(text) => ErrorText(text),
        }
    }
}

/// Prints what a game's command says: its warnings on standard error first, then its output.
fn print(printed: Printed) {
    for warning in &printed.warnings {
        errln!("{}", tr!("cli-warning", message = warning.clone()));
    }
    if printed.json {
        write_json(&printed.out);
    } else {
        out!("{}", printed.out);
    }
}

/// A failure that says `error: ` and what went wrong.
pub(crate) fn error(e: impl std::fmt::Display) -> ErrorText {
    ErrorText(tr!("cli-error", message = e.to_string()))
}

/// The log last written in `dir` whose game, of any kind, is not over.
fn latest_unfinished(dir: &std::path::Path) -> Option<PathBuf> {
    crate::tui::menu::past::latest_unfinished_of(dir, &crate::games::SHELF, None)
}

/// `resume`: the table of a game of `game` again; when another window is writing it, the start
/// menu offering to open it read-only.
fn resume(game: Known, dir: PathBuf, path: &std::path::Path) -> Result<(), ErrorText> {
    crate::companion::run(|| match game.screens().resume(dir.clone(), path) {
        Ok(page) => Ok(page),
        Err(crate::tui::shelf::Opening::Locked) => {
            Ok(Box::new(crate::companion::open_elsewhere(dir, path)))
        }
        Err(crate::tui::shelf::Opening::Refused(problem)) => Err(problem),
    })
    .map_err(ErrorText::from)
}

/// `mascarade board --serve`: the board as a web page until the host presses Enter (or the
/// process is stopped): its address, and a QR code of it, printed first.
fn serve_board(path: &std::path::Path, listen: &str) -> Result<(), ErrorText> {
    let server = Known::of_log(path)
        .map_err(error)?
        .kind()
        .serve(path, listen)
        .map_err(error)?;
    let file = path
        .file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_default();
    let urls = server.urls();
    outln!("{}", tr!("web-serving", file = file));
    for url in &urls {
        outln!("  {url}");
    }
    if server.address().ip().is_loopback() {
        outln!(
            "{}",
            tr!("web-local-only", port = server.address().port().to_string())
        );
    }
    // A QR code drawn with ASCII stand-ins could not be scanned: the address alone then.
    match urls.first() {
        Some(_) if crate::table::text::ascii() => outln!("{}", tr!("web-qr-unicode")),
        Some(url) => {
            outln!("{}", tr!("web-scan"));
            for line in crate::table::qr::lines(url) {
                outln!("  {line}");
            }
        }
        None => {}
    }
    outln!("{}", tr!("web-stop"));
    // Enter stops; with no terminal to read (its input closed), serving goes on until the
    // process is stopped.
    let mut line = String::new();
    match std::io::stdin().read_line(&mut line) {
        Ok(n) if n > 0 => {}
        _ => loop {
            std::thread::park();
        },
    }
    server.stop();
    outln!("{}", tr!("web-stopped"));
    Ok(())
}

/// Writes a player aid to `out` (`-`: standard output), or to `default_name` in the current
/// folder; never over one of `inputs`, nor over a file that is not an aid.
fn write_aid(
    page: &str,
    out: Option<PathBuf>,
    default_name: String,
    inputs: &[PathBuf],
) -> Result<(), ErrorText> {
    match out {
        Some(path) if path.as_os_str() == "-" => {
            write_stdout(page);
        }
        out => {
            let path = out.unwrap_or_else(|| PathBuf::from(default_name));
            let replaceable = crate::table::files::Replaceable {
                inputs,
                ours: crate::table::printable::is_aid,
            };
            crate::table::files::write_whole(&path, page.as_bytes(), &replaceable).map_err(
                |e| {
                    error(tr!(
                        "export-cannot-write",
                        file = path.display().to_string(),
                        reason = e.reason()
                    ))
                },
            )?;
            outln!("{}", tr!("aid-written", path = path.display().to_string()));
        }
    }
    Ok(())
}

/// Writes to standard output, with control characters from files escaped. A reader that has
/// gone away (`mascarade demo | head`) ends the program quietly, as Unix tools do; any other
/// failure (a full disk, a closed output) is said on standard error and ends it with exit code 1,
/// so that lost output never passes for success.
pub(crate) fn write_out(text: std::fmt::Arguments) {
    let text = text.to_string();
    let text = crate::table::text::escape_controls(&text);
    if crate::table::text::ascii() {
        write_stdout(&crate::table::text::to_ascii(&text));
    } else {
        write_stdout(&text);
    }
}

/// Writes JSON to standard output, with the characters JSON leaves raw that a terminal would act
/// on written as `\uXXXX` escapes.
pub(crate) fn write_json(json: &str) {
    write_stdout(&crate::table::text::escape_json(json));
    write_stdout("\n");
}

/// Writes an export to standard output as `write` makes it, line by line, with what a terminal
/// would act on written out: in JSON as JSON escapes it, elsewhere as `\x1b`, the CSV's line
/// ends kept. Failures are handled as [`write_out`] handles them.
pub(crate) fn write_printable(
    format: crate::table::export::Format,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) {
    if stdout_closed() {
        output_lost(tr!("cli-output-closed"));
    }
    let stdout = std::io::stdout().lock();
    let mut lines = PrintableLines {
        out: std::io::BufWriter::new(stdout),
        pending: Vec::new(),
        format,
    };
    match write(&mut lines).and_then(|()| lines.flush()) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => std::process::exit(0),
        Err(e) => output_lost(crate::table::log::io_words(&e)),
    }
}

/// A writer that passes whole lines on, each made printable for its format.
struct PrintableLines<W: Write> {
    out: W,
    pending: Vec<u8>,
    format: crate::table::export::Format,
}

/// How much of a line a [`PrintableLines`] holds before it passes the beginning on: a line as
/// long as a note pasted whole is passed on piece by piece, never held whole.
const LINE_PIECE: usize = 64 * 1024;

impl<W: Write> PrintableLines<W> {
    /// Writes one line (without its line break), or the beginning of one (`whole`: false),
    /// made printable.
    fn line(&mut self, line: &[u8], whole: bool) -> std::io::Result<()> {
        use crate::table::export::Format;
        use crate::table::text::{escape_controls, escape_json};
        let text = String::from_utf8_lossy(line);
        match self.format {
            // The file's own line breaks are JSON's layout, never inside a string.
            Format::Bgstats => self.out.write_all(escape_json(&text).as_bytes()),
            Format::Csv => match text.strip_suffix('\r').filter(|_| whole) {
                Some(row) => {
                    self.out.write_all(escape_controls(row).as_bytes())?;
                    self.out.write_all(b"\r")
                }
                None => self.out.write_all(escape_controls(&text).as_bytes()),
            },
            Format::Markdown => self.out.write_all(escape_controls(&text).as_bytes()),
        }
    }
}

impl<W: Write> PrintableLines<W> {
    /// Passes on every whole line of `bytes`, and the beginning of a last unfinished one longer
    /// than [`LINE_PIECE`] (up to a character's end, and short of a last carriage return, which
    /// may be the line's end); returns what is left of it.
    fn pass_on<'b>(&mut self, bytes: &'b [u8]) -> std::io::Result<&'b [u8]> {
        let mut start = 0;
        while let Some(end) = bytes[start..].iter().position(|&b| b == b'\n') {
            self.line(&bytes[start..start + end], true)?;
            self.out.write_all(b"\n")?;
            start += end + 1;
        }
        let rest = &bytes[start..];
        if rest.len() <= LINE_PIECE {
            return Ok(rest);
        }
        let mut cut = match std::str::from_utf8(rest) {
            // A character begun but not ended: it waits for its other bytes.
            Err(e) if e.error_len().is_none() => e.valid_up_to(),
            _ => rest.len(),
        };
        while cut > 0 && rest[cut - 1] == b'\r' {
            cut -= 1;
        }
        self.line(&rest[..cut], false)?;
        Ok(&rest[cut..])
    }
}

impl<W: Write> Write for PrintableLines<W> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        let mut bytes = bytes;
        let total = bytes.len();
        while !bytes.is_empty() {
            if self.pending.is_empty() {
                // Passed on from where they are: a long write is never copied whole.
                let left = self.pass_on(bytes)?;
                self.pending.extend_from_slice(left);
                break;
            }
            // The line begun before, carried on up to its end or a piece more.
            let more = bytes
                .iter()
                .position(|&b| b == b'\n')
                .map_or(bytes.len().min(LINE_PIECE), |i| i + 1);
            let mut pending = std::mem::take(&mut self.pending);
            pending.extend_from_slice(&bytes[..more]);
            bytes = &bytes[more..];
            let left = self.pass_on(&pending)?.len();
            pending.drain(..pending.len() - left);
            self.pending = pending;
        }
        Ok(total)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if !self.pending.is_empty() {
            let rest = std::mem::take(&mut self.pending);
            self.line(&rest, true)?;
        }
        self.out.flush()
    }
}

/// Whether standard output was closed when the program started: anything written to it would
/// be lost.
static STDOUT_CLOSED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Tells the command line that standard output was closed when the program started (the binary
/// sees it before Rust's runtime puts `/dev/null` in its place).
pub fn standard_output_closed(closed: bool) {
    STDOUT_CLOSED.store(closed, std::sync::atomic::Ordering::Relaxed);
}

/// Says that what was to be written to standard output is lost, and why, and ends the program
/// with 1.
fn output_lost(reason: String) -> ! {
    let message = tr!("cli-cannot-write-output", reason = reason);
    write_err(format_args!("{}\n", tr!("cli-error", message = message)));
    std::process::exit(1);
}

/// Whether standard output was closed when the program started.
fn stdout_closed() -> bool {
    STDOUT_CLOSED.load(std::sync::atomic::Ordering::Relaxed)
}

fn write_stdout(text: &str) {
    if text.is_empty() {
        return;
    }
    if stdout_closed() {
        output_lost(tr!("cli-output-closed"));
    }
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => std::process::exit(0),
        Err(e) => output_lost(crate::table::log::io_words(&e)),
    }
}

/// Writes to standard error, with control characters from files escaped; failures are ignored,
/// since there is nowhere left to report them.
pub(crate) fn write_err(text: std::fmt::Arguments) {
    let text = text.to_string();
    let mut stderr = std::io::stderr().lock();
    let _ = stderr
        .write_all(crate::table::text::escape_controls(&text).as_bytes())
        .and_then(|()| stderr.flush());
}
