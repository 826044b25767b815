//! The `mascarade` binary: parse the command line and run it (everything else is in the library).

fn main() -> std::process::ExitCode {
    mascarade::cli::run()
}
