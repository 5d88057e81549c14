//! The `sdkgen` command.

use std::os::raw::{c_int, c_long};

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

// Two functions of mimalloc's C API that the `mimalloc` crates do not bind under this name.
extern "C" {
    fn mi_option_set(option: c_int, value: c_long);
    #[cfg_attr(not(test), allow(dead_code))]
    fn mi_option_get(option: c_int) -> c_long;
}

/// `mi_option_purge_delay` in mimalloc's `mi_option_e` (the same in its v2 and v3 sources).
const MI_OPTION_PURGE_DELAY: c_int = 15;

/// The stack of each rendering thread.
const RENDER_STACK_BYTES: usize = 8 << 20;

fn main() -> std::process::ExitCode {
    // A run is one batch that ends with the process, and each stage frees what the next one
    // allocates again. By default mimalloc gives freed memory back to the system a second
    // later, and the next stage then faults in fresh pages the kernel must zero: on a 168 MB
    // schema that was about a third of the run's system time. So memory is kept for reuse
    // until exit, unless the user set the delay (MIMALLOC_PURGE_DELAY) themselves.
    if std::env::var_os("MIMALLOC_PURGE_DELAY").is_none() {
        // SAFETY: setting an option is allowed at any time; the value -1 means "never purge".
        unsafe { mi_option_set(MI_OPTION_PURGE_DELAY, -1) };
    }
    // The backends walk type graphs recursively, as deep as a schema nests its types, on
    // rayon's threads, whose 2 MB stacks a chain of a thousand object types overflows in a debug
    // build. Give them the main thread's 8 MB (reserved, not committed, until used).
    let _ = rayon::ThreadPoolBuilder::new()
        .stack_size(RENDER_STACK_BYTES)
        .build_global();
    sdkgen::cli::main_with(return_freed_memory)
}

/// For a schema with a huge text (rendered a target at a time), memory matters more than the
/// time pages take to fault in again: a 200 MB description's run peaked at 4.6 GB of RSS with
/// freed memory kept, 2.9 GB with it given back after 100 ms (given back at once: 2.8 GB, but
/// 11.6 s of system time against 6–9 s). Such a run makes few large allocations;
/// large schemas of many small texts keep memory, as said above.
fn return_freed_memory() {
    if std::env::var_os("MIMALLOC_PURGE_DELAY").is_none() {
        // SAFETY: as above; the value is in milliseconds.
        unsafe { mi_option_set(MI_OPTION_PURGE_DELAY, 100) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The option number is mimalloc's purge delay: its default is 1000 ms in the bundled
    /// mimalloc 3 (no other option defaults to 1000), and setting it reads back.
    #[test]
    fn the_purge_delay_option_is_the_one_set() {
        if std::env::var_os("MIMALLOC_PURGE_DELAY").is_some() {
            return;
        }
        // SAFETY: reading and setting options is allowed at any time.
        unsafe {
            assert_eq!(mi_option_get(MI_OPTION_PURGE_DELAY), 1000);
            mi_option_set(MI_OPTION_PURGE_DELAY, -1);
            assert_eq!(mi_option_get(MI_OPTION_PURGE_DELAY), -1);
        }
    }
}
