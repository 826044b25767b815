//! Coup's options on the command line and the start menu's new game (`--variant`, `--deal`):
//! which commands take them, and their values read.

use super::{Deal, Variant};
use crate::table::kind::{Failed, GameOption, Options};
use crate::tr;

/// Its options, by their flag.
pub const OPTIONS: [GameOption; 2] = [
    GameOption {
        flag: "--variant",
        value_name: "VARIANT",
        help: "help-option--variant",
        commands: &["new", "simulate", "aid", "rules"],
    },
    GameOption {
        flag: "--deal",
        value_name: "DEAL",
        help: "help-option--deal",
        commands: &["new", "simulate"],
    },
];

/// The variant asked for with `--variant`, if any.
pub fn variant(options: &Options) -> Result<Option<Variant>, Failed> {
    options
        .get("--variant")
        .map(|text| {
            Variant::parse(text)
                .ok_or_else(|| Failed::Error(tr!("variant-unknown", variant = text)))
        })
        .transpose()
}

/// The deal asked for with `--deal`, if any.
pub fn deal(options: &Options) -> Result<Option<Deal>, Failed> {
    options
        .get("--deal")
        .map(|text| {
            Deal::parse(text).ok_or_else(|| Failed::Error(tr!("deal-unknown", deal = text)))
        })
        .transpose()
}
