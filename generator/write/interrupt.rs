//! Interrupted runs leave no debris. On SIGINT or SIGTERM, `generate` removes the staged
//! directories it made (and the package directories it created, when still empty), then ends
//! as the signal would have ended it. What a process that could not clean up left (SIGKILL, a
//! crash, power loss) carries that process's id in its name (`.<lang>.sdkgen-new-<pid>`,
//! `.<lang>.sdkgen-old-<pid>`): the next run removes it once no such process is alive, after
//! completing that process's commit if it had reached it (see `journal`), and `check` reports
//! any it finds.
//!
//! Writing into staging and committing hold [`GATE`] shared; the signal handler takes it
//! exclusively, so it never removes a directory while a file is being written into it, nor
//! stops a commit halfway (the commit finishes first).

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, PoisonError, RwLock, RwLockReadGuard};

use super::ops;

/// Held shared by every step that writes into staging or swaps trees; exclusively by the
/// handler.
static GATE: RwLock<()> = RwLock::new(());

/// Set once a signal arrived: nothing more is written.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// What this process made that an interruption must remove.
static MADE: Mutex<Made> = Mutex::new(Made {
    staging: Vec::new(),
    created: Vec::new(),
});

struct Made {
    staging: Vec<PathBuf>,
    /// Directories created on the way to package directories, outermost first.
    created: Vec<PathBuf>,
}

fn made() -> std::sync::MutexGuard<'static, Made> {
    MADE.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Permission to write into staging or swap trees: `None` once the run was interrupted (the
/// caller then writes nothing). Not to be taken twice by one thread.
pub(super) fn enter() -> Option<RwLockReadGuard<'static, ()>> {
    let guard = GATE.read().unwrap_or_else(PoisonError::into_inner);
    (!INTERRUPTED.load(Ordering::SeqCst)).then_some(guard)
}

/// Records a staging directory this run created.
pub(super) fn staged(dir: &Path) {
    made().staging.push(dir.to_path_buf());
}

/// Forgets a staging directory: it was removed, or renamed into place.
pub(super) fn unstaged(dir: &Path) {
    made().staging.retain(|d| d != dir);
}

/// Records a directory this run created on the way to a package directory.
pub(super) fn created(dir: &Path) {
    made().created.push(dir.to_path_buf());
}

/// Installs the SIGINT/SIGTERM handler for a run that writes (`generate`). Its thread waits
/// for the signal, removes this run's staging, and re-raises the signal.
#[cfg(unix)]
pub fn install_cleanup_on_signal() -> std::io::Result<()> {
    use signal_hook::consts::{SIGINT, SIGTERM};
    let mut signals = signal_hook::iterator::Signals::new([SIGINT, SIGTERM])?;
    std::thread::Builder::new()
        .name("sdkgen-signals".into())
        .spawn(move || {
            if let Some(signal) = signals.forever().next() {
                clean_up();
                // Ends the process the way the signal's default action does, so the caller
                // sees "killed by SIGINT" rather than an exit code.
                let _ = signal_hook::low_level::emulate_default_handler(signal);
                std::process::exit(128 + signal);
            }
        })?;
    Ok(())
}

/// Without Unix signals there is nothing to install (Ctrl-C ends the process at once).
#[cfg(not(unix))]
pub fn install_cleanup_on_signal() -> std::io::Result<()> {
    Ok(())
}

/// Stops all writing and removes what this run made.
fn clean_up() {
    let _gate = GATE.write().unwrap_or_else(PoisonError::into_inner);
    INTERRUPTED.store(true, Ordering::SeqCst);
    let made = made();
    for dir in &made.staging {
        let _ = fs::remove_dir_all(dir);
    }
    for dir in made.created.iter().rev() {
        // Only if empty: never what someone else put there meanwhile.
        let _ = fs::remove_dir(dir);
    }
}

/// What a directory sdkgen made beside a target directory holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum DebrisKind {
    /// `.sdkgen-new-`: a run's new and changed files, staged (only sdkgen's files).
    New,
    /// `.sdkgen-old-`: the files a commit replaced or removed (only sdkgen's files).
    Old,
    /// `.sdkgen-staging-`, from sdkgen before the journal: a whole new tree, into which the
    /// run moved the user's files just before swapping it in.
    LegacyStaging,
    /// `.sdkgen-backup-`, from sdkgen before the journal: a whole previous tree.
    LegacyBackup,
}

/// A directory sdkgen made beside a target directory, by name:
/// `.<lang>.sdkgen-<new|old|staging|backup>-<pid>[-<n>]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Debris {
    /// The target directory's name (`python`, `nodejs`, ...).
    pub(crate) target: String,
    pub(crate) kind: DebrisKind,
    /// The process that made it.
    pub(crate) pid: u32,
}

impl Debris {
    pub(crate) fn parse(name: &str) -> Option<Debris> {
        let rest = name.strip_prefix('.')?;
        let (target, tail) = rest.split_once(".sdkgen-")?;
        let (what, tail) = tail.split_once('-')?;
        let kind = match what {
            "new" => DebrisKind::New,
            "old" => DebrisKind::Old,
            "staging" => DebrisKind::LegacyStaging,
            "backup" => DebrisKind::LegacyBackup,
            _ => return None,
        };
        let mut numbers = tail.split('-');
        let pid = numbers.next()?.parse().ok()?;
        if numbers.any(|n| n.parse::<u32>().is_err()) {
            return None;
        }
        Some(Debris {
            target: target.to_owned(),
            kind,
            pid,
        })
    }
}

/// The directories sdkgen runs made in a package directory, staged trees first, then by name.
pub(crate) fn debris_in(package_dir: &Path) -> Vec<(PathBuf, Debris)> {
    let Ok(entries) = fs::read_dir(package_dir) else {
        return Vec::new();
    };
    let mut found: Vec<(PathBuf, Debris)> = entries
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
        .filter_map(|e| {
            let debris = Debris::parse(e.file_name().to_str()?)?;
            Some((e.path(), debris))
        })
        .collect();
    // A legacy staged tree may complete its swap; the backup it leaves is judged after that.
    found.sort_by(|a, b| {
        let staged = |d: &Debris| d.kind != DebrisKind::LegacyStaging;
        (staged(&a.1), &a.0).cmp(&(staged(&b.1), &b.0))
    });
    found
}

/// Removes what runs whose process is gone left in `package_dir` (run after their journals
/// were completed, see `journal::recover`, so none of it belongs to a commit in progress):
/// - staged (`new`) directories: their run never reached its commit point; only sdkgen's
///   files are in them;
/// - backups (`old`): their commit finished; they hold the previous generated files;
/// - from sdkgen before the journal, a staged tree (`staging`) into which the run may have
///   moved the user's files: those files go back into the target directory (or, when the
///   target directory was already moved aside, the staged tree becomes it), and only then is
///   the rest removed; a backup (`backup`) once its target directory is in place (without one,
///   it may hold the only copy of the previous output, so it stays for a person to look at).
///
/// Never removes a file sdkgen did not write. Returns what could not be removed, or was kept.
pub(super) fn remove_dead_debris(package_dir: &Path) -> Vec<String> {
    let mut problems = Vec::new();
    for (path, debris) in debris_in(package_dir) {
        if is_alive(debris.pid) {
            continue;
        }
        let target = package_dir.join(&debris.target);
        let removable = match debris.kind {
            DebrisKind::New | DebrisKind::Old => Ok(true),
            DebrisKind::LegacyStaging => super::legacy::restore_user_files(&path, &target),
            DebrisKind::LegacyBackup if !target.is_dir() => Err(format!(
                "{} is the previous output of an interrupted run, and {} is missing: move it back by hand",
                path.display(),
                target.display()
            )),
            DebrisKind::LegacyBackup => Ok(true),
        };
        match removable {
            Ok(true) => {
                if let Err(e) = ops::remove_tree(&path) {
                    problems.push(format!(
                        "cannot remove {}, left by an interrupted run: {e}",
                        path.display()
                    ));
                }
            }
            Ok(false) => {}
            Err(problem) => problems.push(problem),
        }
    }
    problems
}

/// Whether a process of this id runs. This process counts as gone: its own directories are
/// only made after this is asked, so one with its id is an earlier process's (ids are reused).
pub(super) fn is_alive(pid: u32) -> bool {
    if pid == std::process::id() {
        return false;
    }
    process_exists(pid)
}

#[cfg(unix)]
fn process_exists(pid: u32) -> bool {
    let Ok(pid) = libc::pid_t::try_from(pid) else {
        return false;
    };
    if pid <= 0 {
        return false;
    }
    // SAFETY: signal 0 only checks that the process exists and may be signalled.
    let result = unsafe { libc::kill(pid, 0) };
    // EPERM: it exists, but belongs to another user.
    result == 0 || std::io::Error::last_os_error().raw_os_error() == Some(libc::EPERM)
}

#[cfg(not(unix))]
fn process_exists(_pid: u32) -> bool {
    // No cheap portable check: assume alive, so nothing of a running process is removed.
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_debris_names() {
        for (name, target, kind, pid) in [
            (".python.sdkgen-new-1234", "python", DebrisKind::New, 1234),
            (".go.sdkgen-old-5-1", "go", DebrisKind::Old, 5),
            (
                ".python.sdkgen-staging-1234",
                "python",
                DebrisKind::LegacyStaging,
                1234,
            ),
            (
                ".dotnet.sdkgen-backup-77-3",
                "dotnet",
                DebrisKind::LegacyBackup,
                77,
            ),
        ] {
            let target = target.to_owned();
            assert_eq!(
                Debris::parse(name),
                Some(Debris { target, kind, pid }),
                "{name}"
            );
        }
        for name in [
            "python",
            ".python.sdkgen-staging-x",
            ".python.sdkgen-new-1-x",
            ".python.sdkgen-other-1",
            "python.sdkgen-new-1",
        ] {
            assert_eq!(Debris::parse(name), None, "{name}");
        }
    }

    #[test]
    fn this_process_is_alive_to_others_and_a_reaped_child_is_not() {
        assert!(process_exists(std::process::id()));
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let pid = child.id();
        child.wait().unwrap();
        assert!(!process_exists(pid));
    }
}
