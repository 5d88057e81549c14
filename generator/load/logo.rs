//! The package's icon, read from a file the user names (`--logo FILE`) or keeps beside the
//! schema. The file is input like the schema, and as little trusted: it is read only when it is
//! a regular file (a symbolic link is followed to one: the path is the user's own; a FIFO,
//! device, socket or directory is refused without being opened for reading), at most
//! [`MAX_LOGO_BYTES`] of it, and it must be a PNG or a JPEG by its first bytes.

use std::io::Read as _;
use std::path::Path;

use crate::ir::{ImageFormat, Logo};

/// The largest logo read: NuGet's limit for a package icon.
pub const MAX_LOGO_BYTES: u64 = 1 << 20;

/// Reads the logo at `path`; an error names the path and says what is wrong.
pub fn read_logo(path: &Path) -> Result<Logo, String> {
    let shown = path.display();
    let cannot = |e: std::io::Error| format!("cannot read the logo {shown}: {e}");
    let not_regular = |meta: &std::fs::Metadata| {
        format!(
            "the logo {shown} is {}, not a regular file; sdkgen reads a logo only from a file",
            describe(meta)
        )
    };
    let too_large = || {
        format!(
            "the logo {shown} is larger than {} (NuGet's limit for a package icon)",
            super::describe_size(MAX_LOGO_BYTES)
        )
    };
    // Looked at before it is opened: opening a device or a FIFO can itself have effects.
    let meta = std::fs::metadata(path).map_err(cannot)?;
    if !meta.is_file() {
        return Err(not_regular(&meta));
    }
    if meta.len() > MAX_LOGO_BYTES {
        return Err(too_large());
    }
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // In case the path was replaced since: the open neither waits nor takes a terminal.
        options.custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY);
    }
    let file = options.open(path).map_err(cannot)?;
    let meta = file.metadata().map_err(cannot)?;
    if !meta.is_file() {
        return Err(not_regular(&meta));
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    // One byte over the limit, to see a file that grew since.
    file.take(MAX_LOGO_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() as u64 > MAX_LOGO_BYTES {
        return Err(too_large());
    }
    match ImageFormat::of(&bytes) {
        Some(format) => Ok(Logo { bytes, format }),
        None => Err(format!(
            "the logo {shown} is neither a PNG nor a JPEG image (its first bytes are not a PNG's or a JPEG's signature)"
        )),
    }
}

/// What a file that is not regular is, for the message.
fn describe(meta: &std::fs::Metadata) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let kind = meta.file_type();
        if kind.is_fifo() {
            return "a FIFO";
        }
        if kind.is_char_device() || kind.is_block_device() {
            return "a device";
        }
        if kind.is_socket() {
            return "a socket";
        }
    }
    if meta.is_dir() {
        "a directory"
    } else {
        "a special file"
    }
}
