//! The command line: `state`, `check`, `rules`, `scenarios`, `simulate` and `demo`, with clap.
//!
//! Each command prints its result on standard output and its messages on standard error, and
//! returns the process's exit code: 0 for success, 1 when a file or an input is not valid, 2 for
//! a command line clap cannot read.

mod check;
mod scenarios;
mod simulate;
mod state;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Mascarade Companion: keeps the public side of a game of Mascarade — coins, turns,
/// announcements, fines — and its history, beside a real box of cards.
#[derive(Debug, Parser)]
#[command(name = "mascarade", version, about, long_about = None)]
pub struct Cli {
    /// What to do; without one, a demonstration game is simulated and shown.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print the state of a game from its log: coins, courthouse, whose turn, who won.
    State {
        /// The game log (YAML).
        file: PathBuf,
        /// Print one JSON object (the format of LOG_FORMAT.md) instead of a summary.
        #[arg(long)]
        json: bool,
    },
    /// Check game logs: exit 0 when every file is valid, else print the first error of each.
    Check {
        /// The game logs to check.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Explain the rules in plain words, or one character's in full.
    Rules {
        /// A character, e.g. Bishop.
        character: Option<String>,
    },
    /// List the scenarios (card sets), show one, or check a scenario file.
    Scenarios {
        #[command(subcommand)]
        action: Option<ScenariosCommand>,
    },
    /// Write random legal games of the basic scenario as logs (for tests, benchmarks, demos).
    Simulate {
        /// Players per game, 4 to 13.
        #[arg(long, short = 'p', default_value_t = 7)]
        players: usize,
        /// How many games.
        #[arg(long, short = 'g', default_value_t = 1)]
        games: usize,
        /// The random seed: the same seed writes the same files.
        #[arg(long, short = 's', default_value_t = 1)]
        seed: u64,
        /// The folder to write the logs to (created if missing).
        #[arg(long, short = 'o')]
        out: PathBuf,
    },
    /// Simulate one game and tell it entry by entry, then print its state.
    Demo {
        /// Players, 4 to 13.
        #[arg(long, short = 'p', default_value_t = 7)]
        players: usize,
        /// The random seed.
        #[arg(long, short = 's', default_value_t = 2026)]
        seed: u64,
    },
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
        #[arg(long, short = 'p')]
        players: usize,
    },
    /// Check a scenario file against the setup rules (R-SET-5).
    Check {
        /// The scenario file.
        file: PathBuf,
    },
}

/// Runs the command line and returns the exit code.
pub fn run() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => simulate::demo(7, 2026),
        Some(Command::State { file, json }) => state::run(&file, json),
        Some(Command::Check { files }) => check::run(&files),
        Some(Command::Rules { character }) => rules(character.as_deref()),
        Some(Command::Scenarios { action }) => {
            scenarios::run(action.unwrap_or(ScenariosCommand::List))
        }
        Some(Command::Simulate {
            players,
            games,
            seed,
            out,
        }) => simulate::run(players, games, seed, &out),
        Some(Command::Demo { players, seed }) => simulate::demo(players, seed),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure(message)) => {
            if !message.is_empty() {
                eprintln!("{message}");
            }
            ExitCode::FAILURE
        }
    }
}

/// A command's failure: the message for standard error (already printed when empty).
#[derive(Debug)]
pub struct Failure(pub String);

impl<E: std::fmt::Display> From<E> for Failure {
    fn from(e: E) -> Self {
        Failure(format!("error: {e}"))
    }
}

fn rules(character: Option<&str>) -> Result<(), Failure> {
    match character {
        None => print!("{}", crate::teach::overview()),
        Some(name) => {
            let c = crate::teach::lookup(name).map_err(|e| Failure(format!("error: {e}")))?;
            print!("{}", crate::teach::character(c));
        }
    }
    Ok(())
}
