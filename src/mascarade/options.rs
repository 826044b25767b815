//! Mascarade's options on the command line and the start menu's new game (`--scenario`,
//! `--edition`): which commands take them, and their values read.

use crate::mascarade::rules::Edition;
use crate::table::kind::{Failed, GameOption, Options};

/// Its options, by their flag.
pub const OPTIONS: [GameOption; 2] = [
    GameOption {
        flag: "--scenario",
        value_name: "SCENARIO",
        help: "help-option--scenario",
        commands: &["new", "simulate", "aid", "demo"],
    },
    GameOption {
        flag: "--edition",
        value_name: "EDITION",
        help: "help-option--edition",
        commands: &["new", "simulate", "aid", "demo", "rules", "show"],
    },
];

/// The scenario played when none is named.
const DEFAULT_SCENARIO: &str = "basic";

/// The edition asked for with `--edition`, if any.
pub fn edition(options: &Options) -> Result<Option<Edition>, Failed> {
    options
        .get("--edition")
        .map(|text| text.parse::<Edition>().map_err(Failed::Error))
        .transpose()
}

/// The scenario asked for with `--scenario`, else the basic one.
pub fn scenario_name(options: &Options) -> &str {
    options.get("--scenario").unwrap_or(DEFAULT_SCENARIO)
}

/// The scenario asked for (`--scenario`, else the basic one), in the edition asked for.
pub fn scenario_of(options: &Options) -> Result<crate::mascarade::scenario::Scenario, Failed> {
    Ok(crate::mascarade::scenario::load_in(
        scenario_name(options),
        edition(options)?,
    )?)
}
