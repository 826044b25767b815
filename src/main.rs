//! The `mascarade` binary: parse the command line and run it (everything else is in the library).

fn main() -> std::process::ExitCode {
    mascarade::cli::standard_output_closed(
        start::STDOUT_CLOSED.load(std::sync::atomic::Ordering::Relaxed),
    );
    mascarade::cli::run()
}

/// What the program was started with, seen before Rust's runtime starts: it opens `/dev/null`
/// in place of a closed standard output (`mascarade state g.yaml >&-`), after which writing to
/// it succeeds and nothing tells the output was lost.
#[cfg(target_os = "linux")]
mod start {
    use std::sync::atomic::{AtomicBool, Ordering};

    /// Whether standard output was closed when the program started.
    pub static STDOUT_CLOSED: AtomicBool = AtomicBool::new(false);

    /// Run by the system's loader before `main` and before Rust's runtime, like any program's
    /// constructors.
    #[used]
    #[unsafe(link_section = ".init_array")]
    static SEE_STANDARD_OUTPUT: extern "C" fn() = see_standard_output;

    extern "C" fn see_standard_output() {
        // SAFETY: asks the system about descriptor 1 and changes nothing.
        let closed = unsafe { libc::fcntl(1, libc::F_GETFD) } == -1;
        STDOUT_CLOSED.store(closed, Ordering::Relaxed);
    }
}

/// Elsewhere a closed standard output is not told from `/dev/null`.
#[cfg(not(target_os = "linux"))]
mod start {
    /// Never known to be closed.
    pub static STDOUT_CLOSED: std::sync::atomic::AtomicBool =
        std::sync::atomic::AtomicBool::new(false);
}
