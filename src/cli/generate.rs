//! `mascarade --generate KIND`: what a shell needs to complete the companion's command line
//! (bash, zsh, fish) and its man page, written from the command line's own definition — every
//! command, option and value it takes, in the language spoken — so that they never drift from it.

use clap::CommandFactory;
use clap_complete::Shell;

use super::Cli;

/// What `--generate` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Generate {
    /// Completions for bash.
    CompleteBash,
    /// Completions for zsh.
    CompleteZsh,
    /// Completions for fish.
    CompleteFish,
    /// The man page (roff).
    Man,
}

/// The text of `kind`, for the command line as the companion reads it.
pub fn text(kind: Generate) -> std::io::Result<Vec<u8>> {
    let mut cmd = super::help::localized(Cli::command());
    let mut out = Vec::new();
    let shell = match kind {
        Generate::CompleteBash => Shell::Bash,
        Generate::CompleteZsh => Shell::Zsh,
        Generate::CompleteFish => Shell::Fish,
        Generate::Man => {
            man(cmd, &mut out)?;
            return Ok(out);
        }
    };
    clap_complete::generate(shell, &mut cmd, "mascarade", &mut out);
    Ok(out)
}

/// One man page for the whole command line: the companion's own page (its options and the list
/// of its commands), then each command in full — what it does, how it is written, its options.
fn man(mut cmd: clap::Command, out: &mut Vec<u8>) -> std::io::Result<()> {
    cmd.build();
    let top = clap_mangen::Man::new(cmd.clone());
    top.render_title(out)?;
    top.render_name_section(out)?;
    top.render_synopsis_section(out)?;
    top.render_description_section(out)?;
    top.render_options_section(out)?;
    top.render_version_section(out)?;
    commands(&cmd, "mascarade", out)?;
    Ok(())
}

/// Each command under `cmd` in full, and the commands under it (`mascarade scenarios show`).
fn commands(cmd: &clap::Command, above: &str, out: &mut Vec<u8>) -> std::io::Result<()> {
    for sub in cmd
        .get_subcommands()
        .filter(|s| !s.is_hide_set() && s.get_name() != "help")
    {
        let name = format!("{above} {}", sub.get_name());
        out.extend_from_slice(format!(".SH \"{}\"\n", name.to_uppercase()).as_bytes());
        let page = clap_mangen::Man::new(sub.clone().name(name.clone()).bin_name(name.clone()));
        page.render_description_section(out)?;
        page.render_synopsis_section(out)?;
        page.render_options_section(out)?;
        commands(sub, &name, out)?;
    }
    Ok(())
}
