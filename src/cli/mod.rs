//! The command line: clap commands for state, check, rules, scenarios and simulate.
