//! `--help` in the language spoken: each command's and each argument's text, the headings and
//! the help and version flags from the catalogue (`help-…` messages), as far as clap lets them
//! be replaced; clap's own error messages stay English.

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
    let loader = crate::i18n::loader();
    loader.has(id).then(|| loader.get(id))
}

fn localize(cmd: Command, path: &str, root: bool) -> Command {
    let mut cmd = cmd;
    if let Some(about) = message(&format!("help-{path}")) {
        cmd = cmd.about(about);
    }
    let args: Vec<(String, bool)> = cmd
        .get_arguments()
        .map(|a| (a.get_id().to_string(), a.is_positional()))
        .collect();
    let (options, arguments) = (tr!("help-heading-options"), tr!("help-heading-arguments"));
    for (id, positional) in args {
        let text = message(&format!("help-{path}--{}", id.replace('_', "-")));
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
