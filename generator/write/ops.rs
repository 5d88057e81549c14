//! Every change the writer makes to the disk goes through here, one system call a step: creating
//! a file or a directory, a rename, a removal. Each step first calls [`step`], the point where
//! the crash-injection test kills the process (`SDKGEN_TEST_KILL_AT_STEP=N` ends the process
//! with SIGKILL just before its Nth step; see docs/testing.md). Reads of files inside the output
//! tree ([`open_regular`]) never follow a symbolic link and never block on a FIFO or device.

use std::fs;
use std::io::{ErrorKind, IoSlice, Read, Write};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

/// The variable naming the step at which the process kills itself (tests only).
pub const KILL_AT_STEP: &str = "SDKGEN_TEST_KILL_AT_STEP";

static STEPS: AtomicU64 = AtomicU64::new(0);

/// Counts one step that changes the disk; the crash-injection test's kill point.
pub(super) fn step() {
    static KILL_AT: OnceLock<Option<u64>> = OnceLock::new();
    let kill_at = *KILL_AT.get_or_init(|| std::env::var(KILL_AT_STEP).ok()?.parse().ok());
    let Some(kill_at) = kill_at else { return };
    if STEPS.fetch_add(1, Ordering::SeqCst) + 1 == kill_at {
        kill_self();
    }
}

#[cfg(unix)]
fn kill_self() {
    // SAFETY: sends SIGKILL to this process, which ends it at once.
    unsafe {
        libc::kill(libc::getpid(), libc::SIGKILL);
    }
}

#[cfg(not(unix))]
fn kill_self() {
    std::process::abort();
}

pub(super) fn rename(from: &Path, to: &Path) -> std::io::Result<()> {
    step();
    fs::rename(from, to)
}

pub(super) fn create_dir(dir: &Path) -> std::io::Result<()> {
    step();
    fs::create_dir(dir)
}

/// Removes `dir` if it is an empty directory; `false` when it is not (or is gone).
pub(super) fn remove_empty_dir(dir: &Path) -> bool {
    step();
    fs::remove_dir(dir).is_ok()
}

/// Removes a directory sdkgen made and everything in it (links are removed, not followed).
pub(super) fn remove_tree(dir: &Path) -> std::io::Result<()> {
    step();
    match fs::remove_dir_all(dir) {
        Err(e) if e.kind() == ErrorKind::NotFound => Ok(()),
        other => other,
    }
}

pub(super) fn remove_file(path: &Path) -> std::io::Result<()> {
    step();
    fs::remove_file(path)
}

/// Creates the new file `path` (failing if anything is there) holding `parts` one after the
/// other, in one system call when the kernel takes them all.
pub(super) fn write_parts(path: &Path, parts: &[&[u8]]) -> std::io::Result<()> {
    step();
    let mut file = fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)?;
    let mut slices: Vec<IoSlice<'_>> = parts.iter().map(|p| IoSlice::new(p)).collect();
    let mut slices = &mut slices[..];
    IoSlice::advance_slices(&mut slices, 0);
    while !slices.is_empty() {
        match file.write_vectored(slices) {
            Ok(0) => return Err(ErrorKind::WriteZero.into()),
            Ok(n) => IoSlice::advance_slices(&mut slices, n),
            Err(e) if e.kind() == ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// What is at a path inside the output tree, when it is not a regular file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Directory,
    Link,
    /// A FIFO, socket or device.
    Special,
}

impl Kind {
    pub(crate) fn describe(self) -> &'static str {
        match self {
            Kind::Directory => "a directory",
            Kind::Link => "a symbolic link",
            Kind::Special => "a FIFO, socket or device",
        }
    }

    pub(crate) fn of(meta: &fs::Metadata) -> Option<Kind> {
        let kind = meta.file_type();
        if kind.is_file() {
            None
        } else if kind.is_dir() {
            Some(Kind::Directory)
        } else if kind.is_symlink() {
            Some(Kind::Link)
        } else {
            Some(Kind::Special)
        }
    }
}

/// An open regular file inside the output tree, with its length.
pub(crate) struct Regular {
    file: fs::File,
    pub(crate) len: u64,
}

/// Opens `path` for reading if it is a regular file: `Ok(Err(None))` when nothing is there,
/// `Ok(Err(Some(kind)))` when something else is (a link is not followed, a FIFO or device is
/// not waited on).
pub(crate) fn open_regular(path: &Path) -> std::io::Result<Result<Regular, Option<Kind>>> {
    let mut options = fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_NOCTTY);
    }
    let file = match options.open(path) {
        Ok(file) => file,
        Err(e) if matches!(e.kind(), ErrorKind::NotFound | ErrorKind::NotADirectory) => {
            return Ok(Err(None))
        }
        // O_NOFOLLOW on a link (ELOOP), or something else the kernel will not open for reading.
        Err(e) => {
            return match fs::symlink_metadata(path) {
                Ok(meta) if !meta.is_file() => Ok(Err(Kind::of(&meta))),
                _ => Err(e),
            }
        }
    };
    let meta = file.metadata()?;
    match Kind::of(&meta) {
        None => Ok(Ok(Regular {
            file,
            len: meta.len(),
        })),
        Some(kind) => Ok(Err(Some(kind))),
    }
}

impl Regular {
    /// The file's bytes, at most `limit` of them (`None` when it is longer).
    pub(crate) fn read_up_to(mut self, limit: u64) -> std::io::Result<Option<Vec<u8>>> {
        if self.len > limit {
            return Ok(None);
        }
        let mut bytes = Vec::with_capacity(self.len as usize);
        // One more than the limit, to see a file that grew past it since it was opened.
        (&mut self.file).take(limit + 1).read_to_end(&mut bytes)?;
        Ok((bytes.len() as u64 <= limit).then_some(bytes))
    }
}

/// Holds an exclusive lock on the output directory while a `generate` runs, so that two runs
/// never interleave their commits (a lock on the directory itself, so an unchanged run writes
/// nothing, even on a read-only file system). A file system without locks runs unlocked.
pub(crate) struct DirLock {
    _dir: Option<fs::File>,
}

pub(crate) fn lock_dir(dir: &Path) -> DirLock {
    let Ok(file) = fs::File::open(dir) else {
        return DirLock { _dir: None };
    };
    #[cfg(unix)]
    {
        use std::os::unix::io::AsRawFd;
        loop {
            // SAFETY: flock on a descriptor this function owns.
            let result = unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX) };
            if result == 0 {
                break;
            }
            if std::io::Error::last_os_error().kind() != ErrorKind::Interrupted {
                return DirLock { _dir: None };
            }
        }
    }
    DirLock { _dir: Some(file) }
}
