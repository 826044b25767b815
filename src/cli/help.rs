//! The command line in the language spoken: `--help` — each command's and each argument's
//! text, the headings and the help and version flags from the catalogue (`help-…` messages) —
//! and every error clap finds in a command line, said from its facts in the catalogue's words
//! (`cli-arg-…` messages), never in clap's.

use clap::{Arg, ArgAction, Command};

use crate::tr;

/// The language a command line asks for before it is parsed (`--lang vi`, `--lang=vi`), so
/// that `--help` can be written in it.
pub fn lang_in(args: &[std::ffi::OsString]) -> Option<String> {
    let mut words = args.iter().filter_map(|a| a.to_str());
    while let Some(word) = words.next() {
        if word == "--" {
            break;
        }
        if word == "--lang" {
            return words.next().map(str::to_string);
        }
        if let Some(lang) = word.strip_prefix("--lang=") {
            return Some(lang.to_string());
        }
    }
    None
}

/// The command line with its texts in this thread's language.
pub fn localized(cmd: Command) -> Command {
    localize(cmd, "mascarade", true)
}

/// A catalogue message by its id made at run time, when the catalogue has it.
fn message(id: &str) -> Option<String> {
    let loader = crate::table::i18n::loader();
    loader.has(id).then(|| loader.get(id))
}

fn localize(cmd: Command, path: &str, root: bool) -> Command {
    let mut cmd = cmd;
    if root {
        // The games the companion knows, as the registry lists them.
        let titles: Vec<&str> = crate::games::Known::all().map(|g| g.title()).collect();
        cmd = cmd.about(tr!(
            "help-mascarade",
            games = crate::table::i18n::list_and(&titles)
        ));
    } else if let Some(about) = message(&format!("help-{path}")) {
        cmd = cmd.about(about);
    }
    let args: Vec<(String, bool)> = cmd
        .get_arguments()
        .map(|a| (a.get_id().to_string(), a.is_positional()))
        .collect();
    let (options, arguments) = (tr!("help-heading-options"), tr!("help-heading-arguments"));
    for (id, positional) in args {
        let text = if id == "game" {
            Some(game_help(path))
        } else {
            // A game's option has its game's words already, unless the command has its own.
            message(&format!("help-{path}--{}", id.replace('_', "-")))
        };
        let heading = if positional {
            arguments.clone()
        } else {
            options.clone()
        };
        cmd = cmd.mut_arg(id, |a| {
            let a = a.help_heading(heading);
            match text {
                Some(text) => a.help(text),
                None => a,
            }
        });
    }
    let subcommands: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    let has_subcommands = !subcommands.is_empty();
    for name in subcommands {
        let sub_path = if root {
            name.clone()
        } else {
            format!("{path}-{name}")
        };
        cmd = cmd.mut_subcommand(name, |s| localize(s, &sub_path, false));
    }
    // The help and version flags, with their words; the subcommands' headings and usage.
    cmd = cmd.disable_help_flag(true).arg(
        Arg::new("help")
            .short('h')
            .long("help")
            .action(ArgAction::Help)
            // Last, after the global options, where clap puts its own.
            .display_order(usize::MAX - 1)
            .help(tr!("help-flag-help"))
            .help_heading(options.clone()),
    );
    if root {
        cmd = cmd.disable_version_flag(true).arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .display_order(usize::MAX)
                .help(tr!("help-flag-version"))
                .help_heading(options),
        );
    }
    if has_subcommands {
        // (clap's own `help` subcommand keeps its English line: clap makes it when it builds.)
        cmd = cmd.subcommand_help_heading(tr!("help-heading-commands"));
    }
    cmd.help_template(format!(
        "{{about-with-newline}}\n{}: {{usage}}\n\n{{all-args}}{{after-help}}",
        tr!("help-heading-usage")
    ))
}

/// What `--game` takes, on every command that takes it: the registry's games, and the one a
/// command is for when none is named — or the command's own words for it, when it has them.
fn game_help(path: &str) -> String {
    let names: Vec<&str> = crate::games::Known::all().map(|g| g.name()).collect();
    let games = crate::table::i18n::list(&names);
    // A command whose `--game` means something of its own says so (`stats`: one game's figures
    // among every game's), as any option's own help does (`help-<command>--<option>`).
    let own = format!("help-{path}--game");
    let loader = crate::table::i18n::loader();
    if loader.has(&own) {
        return loader.get_args_concrete(
            &own,
            std::collections::HashMap::from([("games", games.into())]),
        );
    }
    tr!(
        "help-game",
        games = games,
        default = crate::games::Known::first().name()
    )
}

/// A command line clap could not read, said in the table's language from the facts clap found:
/// what is wrong, what would be accepted, the command's usage, and where its help is.
pub fn error_words(e: &clap::Error) -> String {
    use clap::error::{ContextKind as K, ContextValue as V, ErrorKind};
    let text = |kind: K| match e.get(kind) {
        Some(V::String(s)) => Some(s.clone()),
        Some(V::Strings(list)) => Some(list.join(" ")),
        Some(V::StyledStr(s)) => Some(s.to_string()),
        Some(V::Number(n)) => Some(n.to_string()),
        _ => None,
    };
    let list = |kind: K| match e.get(kind) {
        Some(V::Strings(list)) => list.clone(),
        Some(V::String(s)) => vec![s.clone()],
        _ => Vec::new(),
    };
    let quoted = |items: Vec<String>| {
        crate::table::i18n::list(&items.iter().map(|i| format!("`{i}`")).collect::<Vec<_>>())
    };
    let arg = text(K::InvalidArg).unwrap_or_default();
    let value = text(K::InvalidValue).unwrap_or_default();
    let what = match e.kind() {
        ErrorKind::UnknownArgument => {
            let said = if arg.starts_with('-') {
                tr!("cli-arg-unknown-option", option = arg.as_str())
            } else {
                tr!("cli-arg-unexpected", word = arg.as_str())
            };
            match text(K::SuggestedArg) {
                Some(closest) => tr!("cli-arg-did-you-mean", said = said, closest = closest),
                None if arg.starts_with('-') && e.get(K::Suggested).is_some() => {
                    tr!("cli-arg-dash-value", said = said, option = arg.as_str())
                }
                None => said,
            }
        }
        // A value left out: what it may be, when the option has a list of them; the languages
        // for --lang.
        ErrorKind::InvalidValue if value.is_empty() => {
            let accepted = match list(K::ValidValue) {
                values if !values.is_empty() => quoted(values),
                _ if arg.starts_with("--lang") => crate::table::i18n::Lang::choices(),
                _ => String::new(),
            };
            if accepted.is_empty() {
                tr!("cli-arg-value-missing-any", option = arg.as_str())
            } else {
                tr!(
                    "cli-arg-value-missing",
                    option = arg.as_str(),
                    accepted = accepted
                )
            }
        }
        ErrorKind::InvalidValue => tr!(
            "cli-arg-value-not-one-of",
            option = arg.as_str(),
            value = value.as_str(),
            accepted = quoted(list(K::ValidValue))
        ),
        // The value parsers of the command line say what is wrong in the table's language.
        ErrorKind::ValueValidation => {
            let why = std::error::Error::source(e)
                .map(|s| s.to_string())
                .unwrap_or_default();
            tr!("cli-arg-value-wrong", option = arg.as_str(), why = why)
        }
        ErrorKind::MissingRequiredArgument => {
            tr!("cli-arg-missing", missing = quoted(list(K::InvalidArg)))
        }
        ErrorKind::InvalidSubcommand => {
            let command = text(K::InvalidSubcommand).unwrap_or_default();
            let suggested = list(K::SuggestedSubcommand);
            // The nearest of clap's suggestions, letter by letter.
            let closest = suggested
                .iter()
                .min_by_key(|s| crate::table::text::edit_distance(&command, s));
            match closest {
                Some(closest) => tr!(
                    "cli-arg-no-command-closest",
                    command = command.as_str(),
                    closest = closest.as_str()
                ),
                None => tr!("cli-arg-no-command", command = command.as_str()),
            }
        }
        ErrorKind::MissingSubcommand => tr!(
            "cli-arg-command-missing",
            command = text(K::InvalidSubcommand).unwrap_or_default(),
            accepted = quoted(list(K::ValidSubcommand))
        ),
        ErrorKind::ArgumentConflict => tr!(
            "cli-arg-conflict",
            option = arg.as_str(),
            other = text(K::PriorArg).unwrap_or_default()
        ),
        ErrorKind::NoEquals => tr!("cli-arg-no-equals", option = arg.as_str()),
        ErrorKind::TooManyValues => tr!(
            "cli-arg-too-many",
            option = arg.as_str(),
            value = value.as_str()
        ),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            tr!("cli-arg-values-count", option = arg.as_str())
        }
        ErrorKind::InvalidUtf8 => tr!("cli-arg-not-utf8"),
        _ => tr!("cli-arg-unreadable"),
    };
    let mut words = tr!("cli-error", message = what);
    // The command's usage (clap's own line, less its English heading) and where its help is.
    if let Some(usage) = text(K::Usage) {
        let usage = usage
            .lines()
            .map(|line| line.trim_start_matches("Usage:").trim())
            .filter(|line| !line.is_empty())
            .collect::<Vec<_>>()
            .join("\n       ");
        let command: Vec<&str> = usage
            .split_whitespace()
            .take_while(|w| !w.starts_with(['[', '<', '-']))
            .collect();
        words.push_str(&format!(
            "\n\n{}: {usage}\n\n{}",
            tr!("help-heading-usage"),
            tr!(
                "cli-arg-more",
                help = format!("{} --help", command.join(" "))
            )
        ));
    }
    words
}
