//! The command line's conventions, as cargo and rustc keep them: colour on a terminal (and the
//! order in which `--color`, `NO_COLOR` and `CLICOLOR_FORCE` decide it), `--quiet`, the elapsed
//! time in summary lines, `--format json` for everything a command prints, the same file counts
//! in `generate` and `check`, and unreadable schemas counted.
//!
//! The terminal is a real pseudo-terminal (`openpty`): the binary sees a TTY on stderr exactly
//! as in an interactive shell, whatever runs the tests.

use std::fs;
use std::io::Read;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde_json::Value;

use crate::support::ScratchDir;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

impl ScratchDir {
    /// A scratch directory holding `schema/streamcloud.json` (a copy of the seed schema).
    fn with_seed(test: &str) -> ScratchDir {
        let dir = ScratchDir::new(test);
        fs::create_dir(dir.join("schema")).unwrap();
        fs::copy(
            root().join("schema/streamcloud.json"),
            dir.join("schema/streamcloud.json"),
        )
        .unwrap();
        dir
    }
}

/// What a run printed.
#[derive(Debug)]
struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

/// Where stderr goes.
#[derive(Clone, Copy, PartialEq)]
enum Stderr {
    Pipe,
    Terminal,
}

/// `sdkgen ARGS` in `dir`, with only the colour variables of `env` set (every other one that
/// decides colour is removed, so the host's settings do not leak in) and `TERM` a colour
/// terminal unless `env` says otherwise.
fn sdkgen_in(dir: &Path, args: &[&str], env: &[(&str, &str)], stderr: Stderr) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_sdkgen"));
    command
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped());
    for var in ["NO_COLOR", "CLICOLOR_FORCE", "CLICOLOR", "CI", "TERM"] {
        command.env_remove(var);
    }
    command.env("TERM", "xterm-256color");
    for (key, value) in env {
        command.env(key, value);
    }
    let terminal = match stderr {
        Stderr::Pipe => {
            command.stderr(Stdio::piped());
            None
        }
        Stderr::Terminal => {
            let (master, slave) = open_pty();
            command.stderr(Stdio::from(slave));
            Some(master)
        }
    };
    let mut child = command.spawn().unwrap();
    // The command holds the terminal's other end: drop it, so that reading ends with the child.
    drop(command);
    let reader = terminal.map(|master| std::thread::spawn(move || read_terminal(master)));
    let mut stdout = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut stdout)
        .unwrap();
    let mut stderr = String::new();
    if let Some(mut pipe) = child.stderr.take() {
        pipe.read_to_string(&mut stderr).unwrap();
    }
    let status = child.wait().unwrap();
    if let Some(reader) = reader {
        // The terminal turns each "\n" into "\r\n".
        stderr = reader.join().unwrap().replace("\r\n", "\n");
    }
    Run {
        code: status.code().expect("exited, not killed"),
        stdout,
        stderr,
    }
}

/// [`sdkgen_in`] in the project root.
fn sdkgen(args: &[&str], env: &[(&str, &str)], stderr: Stderr) -> Run {
    sdkgen_in(&root(), args, env, stderr)
}

/// A new pseudo-terminal: (master, slave), neither inherited by other children.
fn open_pty() -> (OwnedFd, OwnedFd) {
    let (mut master, mut slave) = (-1, -1);
    // SAFETY: openpty writes two descriptors it opened; name, termios and size may be null.
    let opened = unsafe {
        libc::openpty(
            &mut master,
            &mut slave,
            std::ptr::null_mut(),
            std::ptr::null(),
            std::ptr::null(),
        )
    };
    assert_eq!(opened, 0, "openpty: {}", std::io::Error::last_os_error());
    // SAFETY: both descriptors were just opened and are owned by nothing else.
    let (master, slave) = unsafe { (OwnedFd::from_raw_fd(master), OwnedFd::from_raw_fd(slave)) };
    for fd in [&master, &slave] {
        // SAFETY: setting close-on-exec on a descriptor this function owns.
        unsafe { libc::fcntl(fd.as_raw_fd(), libc::F_SETFD, libc::FD_CLOEXEC) };
    }
    (master, slave)
}

/// Everything written to the terminal until its last writer closed it.
fn read_terminal(master: OwnedFd) -> String {
    let mut file = fs::File::from(master);
    let mut bytes = Vec::new();
    let mut chunk = [0u8; 8192];
    loop {
        match file.read(&mut chunk) {
            Ok(0) => break,
            Ok(n) => bytes.extend_from_slice(&chunk[..n]),
            // Linux reports a terminal whose other end is closed as EIO.
            Err(e) if e.raw_os_error() == Some(libc::EIO) => break,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => panic!("reading the terminal: {e}"),
        }
    }
    String::from_utf8(bytes).unwrap()
}

const ESC: &str = "\u{1b}[";

/// `text` without its ANSI escapes.
fn strip(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(ESC) {
        out.push_str(&rest[..at]);
        let after = &rest[at + ESC.len()..];
        let end = after.find('m').expect("an SGR sequence ends with m");
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    out
}

/// Each line of `text` as JSON, failing on any line that is not.
fn json_lines(text: &str) -> Vec<Value> {
    text.lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line:?}")))
        .collect()
}

#[test]
fn diagnostics_and_summaries_are_coloured_on_a_terminal_and_plain_in_a_pipe() {
    let bad = ["validate", "tests/bad/unknown-ref.json"];
    let plain = sdkgen(&bad, &[], Stderr::Pipe);
    assert_eq!(plain.code, 1);
    assert!(!plain.stderr.contains(ESC), "{}", plain.stderr);
    assert!(plain
        .stderr
        .starts_with("tests/bad/unknown-ref.json:8:29: error[E0301]: "));

    let coloured = sdkgen(&bad, &[], Stderr::Terminal);
    assert_eq!(coloured.code, 1);
    // The severity in bold red, the gutter in blue, the failing summary's prefix in red.
    assert!(
        coloured.stderr.contains("\u{1b}[1m\u{1b}[31merror[E0301]"),
        "{:?}",
        coloured.stderr
    );
    assert!(coloured.stderr.contains("\u{1b}[1m\u{1b}[94m8 |"));
    assert!(coloured
        .stderr
        .contains("\u{1b}[1m\u{1b}[31msdkgen:\u{1b}[0m 1 schema checked"));
    // Apart from the colours, the same text.
    assert_eq!(
        without_times(&strip(&coloured.stderr)),
        without_times(&plain.stderr)
    );

    // A success summary, in green.
    let good = sdkgen(
        &["validate", "schema/streamcloud.json"],
        &[],
        Stderr::Terminal,
    );
    assert_eq!(good.code, 0, "{}", good.stderr);
    assert!(
        good.stderr
            .contains("\u{1b}[1m\u{1b}[32msdkgen:\u{1b}[0m 1 schema checked: 1 valid"),
        "{:?}",
        good.stderr
    );
}

/// `text` with every ` in 0.12s` (and `checked in 0.12s`) time replaced by ` in Ts`.
fn without_times(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(" in ") {
        out.push_str(&rest[..at + 4]);
        rest = &rest[at + 4..];
        let digits = rest
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .unwrap_or(rest.len());
        if digits > 0 && rest[digits..].starts_with('s') {
            out.push('T');
            rest = &rest[digits..];
        }
    }
    out.push_str(rest);
    out
}

#[test]
fn color_flag_beats_no_color_which_beats_clicolor_force_which_beats_the_terminal_test() {
    let args = ["validate", "tests/bad/unknown-ref.json"];
    let with = |extra: &[&str], env: &[(&str, &str)], stderr: Stderr| -> bool {
        let mut all: Vec<&str> = args.to_vec();
        all.extend_from_slice(extra);
        let run = sdkgen(&all, env, stderr);
        assert_eq!(run.code, 1, "{}", run.stderr);
        run.stderr.contains(ESC)
    };
    use Stderr::{Pipe, Terminal};
    /// Extra arguments, environment, where stderr goes, whether it is coloured.
    type Case<'a> = (&'a [&'a str], &'a [(&'a str, &'a str)], Stderr, bool);
    let cases: &[Case] = &[
        // The terminal test: colour on a terminal only, and not on a dumb one.
        (&[], &[], Terminal, true),
        (&[], &[], Pipe, false),
        (&[], &[("TERM", "dumb")], Terminal, false),
        // CLICOLOR_FORCE colours a pipe too; CLICOLOR=0 turns a terminal's colour off.
        (&[], &[("CLICOLOR_FORCE", "1")], Pipe, true),
        (&[], &[("CLICOLOR", "0")], Terminal, false),
        // NO_COLOR wins over both the terminal and CLICOLOR_FORCE.
        (&[], &[("NO_COLOR", "1")], Terminal, false),
        (
            &[],
            &[("NO_COLOR", "1"), ("CLICOLOR_FORCE", "1")],
            Pipe,
            false,
        ),
        // --color wins over everything.
        (&["--color", "always"], &[("NO_COLOR", "1")], Pipe, true),
        (&["--color=always"], &[], Pipe, true),
        (
            &["--color", "never"],
            &[("CLICOLOR_FORCE", "1")],
            Terminal,
            false,
        ),
        (&["--color", "auto"], &[], Terminal, true),
    ];
    for (extra, env, stderr, expected) in cases {
        let where_ = if *stderr == Terminal {
            "terminal"
        } else {
            "pipe"
        };
        assert_eq!(
            with(extra, env, *stderr),
            *expected,
            "{extra:?} with {env:?} on a {where_}"
        );
    }

    // clap's usage errors follow --color too, even when it comes after the bad argument.
    let usage = sdkgen(
        &["validate", "--no-such-flag", "--color", "never"],
        &[],
        Terminal,
    );
    assert_eq!(usage.code, 2);
    assert!(usage.stderr.contains("--no-such-flag"), "{}", usage.stderr);
    assert!(!usage.stderr.contains(ESC), "{:?}", usage.stderr);
    let usage = sdkgen(&["validate", "--no-such-flag", "--color=always"], &[], Pipe);
    assert_eq!(usage.code, 2);
    assert!(usage.stderr.contains(ESC), "{:?}", usage.stderr);
    // A bad value is a usage error.
    let bad = sdkgen(&["validate", "--color", "sometimes"], &[], Pipe);
    assert_eq!(bad.code, 2);
    assert!(bad.stderr.contains("sometimes"), "{}", bad.stderr);
}

#[test]
fn quiet_silences_summaries_and_hints_but_not_diagnostics_or_errors() {
    let dir = ScratchDir::with_seed("quiet");
    let run = |args: &[&str]| sdkgen_in(&dir, args, &[], Stderr::Terminal);

    // Success: nothing at all, where the loud run has its summary (and, for validate, the
    // hint about the note it hides).
    let loud = run(&["generate"]);
    assert_eq!(loud.code, 0, "{}", loud.stderr);
    // (A run past a second on a terminal shows progress lines before it.)
    let loud_text = strip(&loud.stderr);
    let summary = loud_text.lines().last().unwrap_or_default();
    assert!(summary.starts_with("sdkgen: generated "), "{loud_text}");
    for args in [
        &["generate", "-q"][..],
        &["check", "--quiet"],
        &["validate", "-q"],
        &["lint", "-q"],
        &["-q", "validate"],
    ] {
        let quiet = run(args);
        assert_eq!(quiet.code, 0, "{args:?}: {}", quiet.stderr);
        assert_eq!(quiet.stderr, "", "{args:?}");
    }
    let loud = run(&["validate"]);
    assert!(loud.stderr.contains("1 note not shown"), "{}", loud.stderr);

    // Failure: the diagnostics and the line saying why are still there.
    let bad = sdkgen(
        &["validate", "-q", "tests/bad/unknown-ref.json"],
        &[],
        Stderr::Pipe,
    );
    assert_eq!(bad.code, 1);
    assert!(bad.stderr.contains("error[E0301]"), "{}", bad.stderr);
    assert!(bad
        .stderr
        .contains("sdkgen: 1 schema checked: 0 valid, 2 errors"));
    // An I/O error too.
    let missing = run(&["generate", "-q", "schema/no-such.json"]);
    assert_eq!(missing.code, 2);
    assert!(
        strip(&missing.stderr).contains("sdkgen: cannot read schema/no-such.json: "),
        "{}",
        missing.stderr
    );
    assert!(strip(&missing.stderr).contains("; nothing was written"));
    // And check's differences and the line that explains its exit code.
    fs::remove_file(dir.join("generated/streamcloud/go/go.mod")).unwrap();
    let stale = run(&["check", "-q"]);
    assert_eq!(stale.code, 1);
    assert_eq!(stale.stdout, "missing: generated/streamcloud/go/go.mod\n");
    assert!(strip(&stale.stderr).contains("is out of date (1 missing;"));
}

/// The time at the end of a summary line: `… in 0.42s`.
fn ends_with_a_time(line: &str) -> bool {
    let Some((_, time)) = line.rsplit_once(" in ") else {
        return false;
    };
    time.strip_suffix('s')
        .is_some_and(|t| t.parse::<f64>().is_ok_and(|t| t >= 0.0))
}

#[test]
fn every_summary_line_ends_with_the_time_the_run_took() {
    let dir = ScratchDir::with_seed("elapsed");
    for (args, code) in [
        (&["generate"][..], 0),
        (&["generate"], 0), // all up to date
        (&["check"], 0),
        (&["validate"], 0),
        (&["lint"], 0),
        (&["validate", "../../no-such.json"], 2),
    ] {
        let run = sdkgen_in(&dir, args, &[], Stderr::Pipe);
        assert_eq!(run.code, code, "{args:?}: {}", run.stderr);
        let last = run.stderr.lines().last().unwrap_or_default();
        assert!(last.starts_with("sdkgen: "), "{args:?}: {last}");
        assert!(ends_with_a_time(last), "{args:?}: no time in {last:?}");
    }
    let check = sdkgen_in(&dir, &["check", "--lang", "python"], &[], Stderr::Pipe);
    assert!(
        check.stderr.contains("(python for 1 package, "),
        "{}",
        check.stderr
    );
    fs::write(
        dir.join("generated/streamcloud/python/README.md"),
        "edited\n",
    )
    .unwrap();
    let check = sdkgen_in(&dir, &["check"], &[], Stderr::Pipe);
    assert_eq!(check.code, 1);
    let last = check.stderr.lines().last().unwrap();
    let (_, rest) = last.split_once("; checked in ").expect(last);
    let time = rest.split_once(')').unwrap().0;
    assert!(
        time.strip_suffix('s').unwrap().parse::<f64>().is_ok(),
        "{last}"
    );
}

/// The counts in parentheses in the summary line of `generate` or `check`: `(…, 3 changed, …)`
/// → `{"changed": 3, ...}`, and `189 files` → `files`.
fn counts_in(stderr: &str) -> std::collections::BTreeMap<String, usize> {
    let line = stderr
        .lines()
        .find(|l| l.starts_with("sdkgen: "))
        .unwrap_or_else(|| panic!("no summary: {stderr}"));
    let inside = line
        .rsplit_once('(')
        .and_then(|(_, rest)| rest.split_once(')'))
        .map(|(inside, _)| inside)
        .unwrap_or_else(|| panic!("no counts: {line}"));
    let mut counts = std::collections::BTreeMap::new();
    for part in inside.split([',', ';']) {
        let mut words = part.split_whitespace();
        if let (Some(n), Some(word)) = (words.next(), words.next()) {
            if let Ok(n) = n.parse::<usize>() {
                counts.insert(word.trim_end_matches('s').to_owned(), n);
            }
        }
    }
    counts
}

#[test]
fn generate_and_check_count_the_same_files() {
    let dir = ScratchDir::with_seed("counts");
    let first = sdkgen_in(&dir, &["generate"], &[], Stderr::Pipe);
    assert_eq!(first.code, 0, "{}", first.stderr);
    let written = counts_in(&first.stderr);
    let on_disk = walk_files(&dir.join("generated"));
    // Every file on disk, manifests included, counted, and all of them new.
    assert_eq!(written["file"], on_disk, "{}", first.stderr);
    assert_eq!(written["new"], on_disk, "{}", first.stderr);
    let check = sdkgen_in(&dir, &["check"], &[], Stderr::Pipe);
    assert_eq!(
        counts_in(&check.stderr)["file"],
        on_disk,
        "{}",
        check.stderr
    );

    // One file edited, one deleted, one no longer generated (so its manifest changed too).
    let python = dir.join("generated/streamcloud/python");
    fs::write(python.join("README.md"), "edited\n").unwrap();
    fs::remove_file(dir.join("generated/streamcloud/go/go.mod")).unwrap();
    let manifest = python.join(".sdkgen-manifest");
    let listed = fs::read_to_string(&manifest).unwrap();
    fs::write(&manifest, format!("{listed}old_module.py\n")).unwrap();
    fs::write(python.join("old_module.py"), "# old\n").unwrap();

    let check = sdkgen_in(&dir, &["check"], &[], Stderr::Pipe);
    assert_eq!(check.code, 1, "{}", check.stderr);
    let found = counts_in(&check.stderr);
    let generate = sdkgen_in(&dir, &["generate"], &[], Stderr::Pipe);
    assert_eq!(generate.code, 0, "{}", generate.stderr);
    let done = counts_in(&generate.stderr);
    assert_eq!(found.get("changed"), Some(&2), "{}", check.stderr);
    assert_eq!(found.get("missing"), Some(&1), "{}", check.stderr);
    assert_eq!(found.get("stale"), Some(&1), "{}", check.stderr);
    assert_eq!(
        done.get("changed"),
        found.get("changed"),
        "{}",
        generate.stderr
    );
    assert_eq!(done.get("new"), found.get("missing"), "{}", generate.stderr);
    assert_eq!(
        done.get("removed"),
        found.get("stale"),
        "{}",
        generate.stderr
    );
    assert_eq!(done["file"], on_disk, "{}", generate.stderr);
    // check's JSON lists the same differences, one object each.
    fs::write(python.join("README.md"), "edited again\n").unwrap();
    let check = sdkgen_in(&dir, &["check", "--format", "json"], &[], Stderr::Pipe);
    assert_eq!(json_lines(&check.stdout).len(), 1, "{}", check.stdout);
}

/// The files under `dir`, recursively.
fn walk_files(dir: &Path) -> usize {
    fs::read_dir(dir)
        .unwrap()
        .map(|entry| {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk_files(&path)
            } else {
                1
            }
        })
        .sum()
}

#[test]
fn check_in_json_reports_each_difference_as_an_object_on_stdout() {
    let dir = ScratchDir::with_seed("check-json");
    assert_eq!(sdkgen_in(&dir, &["generate"], &[], Stderr::Pipe).code, 0);
    let python = dir.join("generated/streamcloud/python");
    let readme = fs::read_to_string(python.join("README.md")).unwrap();
    fs::write(python.join("README.md"), format!("{readme}local edit\n")).unwrap();
    fs::remove_file(dir.join("generated/streamcloud/go/go.mod")).unwrap();
    let manifest = python.join(".sdkgen-manifest");
    let listed = fs::read_to_string(&manifest).unwrap();
    fs::write(&manifest, format!("{listed}old_module.py\n")).unwrap();
    fs::write(python.join("old_module.py"), "# old\n").unwrap();

    let run = sdkgen_in(&dir, &["check", "--format", "json"], &[], Stderr::Terminal);
    assert_eq!(run.code, 1, "{}", run.stderr);
    let objects = json_lines(&run.stdout);
    let by_status = |status: &str| -> Vec<&Value> {
        objects.iter().filter(|o| o["status"] == status).collect()
    };
    let changed = by_status("changed");
    let paths: Vec<&str> = changed
        .iter()
        .map(|o| o["path"].as_str().unwrap())
        .collect();
    assert_eq!(
        paths,
        [
            "generated/streamcloud/python/.sdkgen-manifest",
            "generated/streamcloud/python/README.md"
        ]
    );
    let diff = changed[1]["diff"].as_str().unwrap();
    assert!(
        diff.starts_with(
            "--- a/generated/streamcloud/python/README.md\n+++ b/generated/streamcloud/python/README.md\n@@ "
        ),
        "{diff}"
    );
    assert!(diff.contains("\n-local edit\n"), "{diff}");
    let missing = by_status("missing");
    assert_eq!(missing.len(), 1);
    assert_eq!(missing[0]["path"], "generated/streamcloud/go/go.mod");
    assert!(missing[0].get("diff").is_none());
    let stale = by_status("stale");
    assert_eq!(stale.len(), 1);
    assert_eq!(
        stale[0]["path"],
        "generated/streamcloud/python/old_module.py"
    );
    assert_eq!(objects.len(), 4, "{}", run.stdout);

    // stderr: JSON too, even on a terminal, and without colour; the note of the schema is left
    // out without --verbose; the last line is the out-of-date error.
    assert!(!run.stderr.contains(ESC), "{:?}", run.stderr);
    let messages = json_lines(&run.stderr);
    assert_eq!(messages.len(), 1, "{}", run.stderr);
    assert_eq!(messages[0]["severity"], "error");
    assert_eq!(messages[0]["code"], Value::Null);
    let text = messages[0]["message"].as_str().unwrap();
    assert!(
        text.starts_with("generated/ is out of date (2 changed, 1 missing, 1 stale; checked in "),
        "{text}"
    );

    // In colour, the human diff is coloured: removed lines red.
    let human = sdkgen_in(&dir, &["check", "--color", "always"], &[], Stderr::Pipe);
    assert!(
        human.stdout.contains("\u{1b}[31m-local edit\u{1b}[0m\n"),
        "{:?}",
        human.stdout
    );
    assert_eq!(
        strip(&human.stdout),
        sdkgen_in(&dir, &["check"], &[], Stderr::Pipe).stdout
    );
}

#[test]
fn json_covers_io_errors_and_nothing_written_and_notes_need_verbose() {
    let dir = ScratchDir::with_seed("json-messages");
    // An unreadable schema: the error names the file; "nothing was written" follows.
    let run = sdkgen_in(
        &dir,
        &[
            "generate",
            "schema/streamcloud.json",
            "schema/no-such.json",
            "--format",
            "json",
        ],
        &[],
        Stderr::Pipe,
    );
    assert_eq!(run.code, 2);
    let lines = json_lines(&run.stderr);
    assert_eq!(lines.len(), 2, "{}", run.stderr);
    assert_eq!(lines[0]["file"], "schema/no-such.json");
    assert_eq!(lines[0]["severity"], "error");
    assert!(lines[0]["message"]
        .as_str()
        .unwrap()
        .starts_with("cannot read schema/no-such.json: "));
    assert_eq!(
        lines[1]["message"],
        "1 unreadable in 2 schemas; nothing was written"
    );
    assert_eq!(lines[1]["file"], Value::Null);

    // A usage error (a bad --lang), and an output directory that cannot be written.
    let run = sdkgen_in(
        &dir,
        &["generate", "--lang", "cobol", "--format", "json"],
        &[],
        Stderr::Pipe,
    );
    assert_eq!(run.code, 2);
    let lines = json_lines(&run.stderr);
    assert!(lines[0]["message"].as_str().unwrap().contains("cobol"));
    // A misspelt language gets a suggestion.
    let run = sdkgen_in(&dir, &["generate", "--lang", "pyhton"], &[], Stderr::Pipe);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("did you mean `python`?"),
        "{}",
        run.stderr
    );
    fs::write(dir.join("a-file"), "").unwrap();
    for command in ["generate", "check"] {
        let run = sdkgen_in(
            &dir,
            &[command, "--out", "a-file", "--format", "json"],
            &[],
            Stderr::Pipe,
        );
        assert_eq!(run.code, 2, "{}", run.stderr);
        let lines = json_lines(&run.stderr);
        assert!(lines.len() >= 2, "{}", run.stderr);
        // The error about the output folder names it, for a CI annotation.
        assert_eq!(lines[0]["severity"], "error", "{}", run.stderr);
        assert_eq!(lines[0]["file"], "a-file", "{}", run.stderr);
        assert!(lines.last().unwrap()["message"]
            .as_str()
            .unwrap()
            .contains("nothing was"));
    }

    // Notes: none without --verbose, in either format; with it, in both.
    for verbose in [false, true] {
        for command in ["generate", "validate"] {
            let mut args = vec![command, "--format", "json"];
            if verbose {
                args.push("--verbose");
            }
            let run = sdkgen_in(&dir, &args, &[], Stderr::Pipe);
            assert_eq!(run.code, 0, "{}", run.stderr);
            let notes = json_lines(&run.stderr)
                .iter()
                .filter(|d| d["code"] == "N0501")
                .count();
            assert_eq!(notes > 0, verbose, "{args:?}: {}", run.stderr);
            let human: Vec<&str> = args
                .iter()
                .copied()
                .filter(|a| *a != "json" && *a != "--format")
                .collect();
            let run = sdkgen_in(&dir, &human, &[], Stderr::Pipe);
            assert_eq!(
                run.stderr.contains("note[N0501]"),
                verbose,
                "{human:?}: {}",
                run.stderr
            );
        }
    }
}

#[test]
fn an_unreadable_schema_is_counted_in_the_summary() {
    // A schema that cannot be read, whoever runs the test (root reads a file of mode 000): a
    // link to nothing, found in a directory named on the command line.
    let dir = ScratchDir::with_seed("unreadable");
    std::os::unix::fs::symlink(dir.join("nowhere.json"), dir.join("schema/broken.json")).unwrap();
    let run = sdkgen_in(&dir, &["validate", "schema"], &[], Stderr::Pipe);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("sdkgen: cannot read schema/broken.json: "),
        "{}",
        run.stderr
    );
    let last = run.stderr.lines().last().unwrap();
    assert!(
        last.starts_with(
            "sdkgen: 2 schemas checked: 1 valid, 1 unreadable, 0 errors, 0 warnings in "
        ),
        "{last}"
    );

    let run = sdkgen_in(&dir, &["generate"], &[], Stderr::Pipe);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr
            .ends_with("sdkgen: 1 unreadable in 2 schemas; nothing was written\n"),
        "{}",
        run.stderr
    );
    assert!(!dir.join("generated").exists());

    let run = sdkgen_in(&dir, &["lint"], &[], Stderr::Pipe);
    assert_eq!(run.code, 2, "{}", run.stderr);
    let last = run.stderr.lines().last().unwrap();
    assert!(
        last.starts_with("sdkgen: 2 schemas linted (1 unreadable): "),
        "{last}"
    );
}

/// `vectors` and `language-host names` derive from one schema that must be valid. When it is
/// not, they print its errors, located as `validate` prints them, so that no second command is
/// needed to learn what is wrong; a schema that cannot be read is a usage error.
#[test]
fn commands_that_need_a_valid_schema_print_its_errors() {
    let dir = ScratchDir::with_seed("needs-valid");
    let seed = fs::read_to_string(dir.join("schema/streamcloud.json")).unwrap();
    let broken = seed.replacen(
        "\"$ref\": \"#/types/streamcloud:index/",
        "\"$ref\": \"#/types/streamcloud:index/nowhere",
        1,
    );
    assert_ne!(broken, seed, "the seed has a type reference to break");
    fs::write(dir.join("broken.json"), &broken).unwrap();
    let line = broken[..broken.find("index/nowhere").unwrap()]
        .lines()
        .count();
    for args in [
        &["vectors", "broken.json"][..],
        &["language-host", "names", "broken.json"][..],
    ] {
        let run = sdkgen_in(&dir, args, &[], Stderr::Pipe);
        assert_eq!(run.code, 1, "{args:?}: {}", run.stderr);
        assert!(run.stdout.is_empty(), "{args:?}: {}", run.stdout);
        assert!(
            run.stderr.contains(&format!("broken.json:{line}:"))
                && run.stderr.contains("error[E0301]"),
            "{args:?}: {}",
            run.stderr
        );
        assert!(
            run.stderr
                .ends_with("sdkgen: broken.json is not a valid schema; nothing was derived\n"),
            "{args:?}: {}",
            run.stderr
        );

        let missing = [&args[..args.len() - 1], &["missing.json"][..]].concat();
        let run = sdkgen_in(&dir, &missing, &[], Stderr::Pipe);
        assert_eq!(run.code, 2, "{missing:?}: {}", run.stderr);
        assert!(
            run.stderr.contains("sdkgen: cannot read missing.json: "),
            "{missing:?}: {}",
            run.stderr
        );
    }
}

/// `sdkgen completions SHELL` prints a script naming every command (bash's parses), and `sdkgen
/// man` prints a page `man` renders, or writes one per command into a directory.
#[test]
fn completions_and_man_pages() {
    let dir = ScratchDir::new("completions-man");
    let commands = [
        "validate",
        "generate",
        "check",
        "lint",
        "diff",
        "completions",
        "man",
    ];
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let run = sdkgen_in(&dir, &["completions", shell], &[], Stderr::Pipe);
        assert_eq!(run.code, 0, "{shell}: {}", run.stderr);
        for command in commands {
            assert!(run.stdout.contains(command), "{shell} lacks {command}");
        }
    }
    let bash = sdkgen_in(&dir, &["completions", "bash"], &[], Stderr::Pipe);
    fs::write(dir.join("sdkgen.bash"), &bash.stdout).unwrap();
    let parsed = Command::new("bash")
        .args(["-n", "sdkgen.bash"])
        .current_dir(&*dir)
        .output()
        .unwrap();
    assert!(parsed.status.success(), "{parsed:?}");
    let unknown = sdkgen_in(&dir, &["completions", "tcsh"], &[], Stderr::Pipe);
    assert_eq!(unknown.code, 2);

    let page = sdkgen_in(&dir, &["man"], &[], Stderr::Pipe);
    assert_eq!(page.code, 0, "{}", page.stderr);
    assert!(page.stdout.contains(".TH sdkgen 1"), "{}", page.stdout);
    fs::write(dir.join("sdkgen.1"), &page.stdout).unwrap();
    let rendered = Command::new("man")
        .args(["-l", "sdkgen.1"])
        .env("MANPAGER", "cat")
        .env("MANWIDTH", "100")
        .current_dir(&*dir)
        .output()
        .unwrap();
    assert!(rendered.status.success(), "{rendered:?}");
    let text = String::from_utf8_lossy(&rendered.stdout);
    assert!(text.contains("SYNOPSIS"), "{text}");
    for command in commands {
        assert!(text.contains(command), "the page lacks {command}:\n{text}");
    }
    let pages = sdkgen_in(&dir, &["man", "--out", "pages"], &[], Stderr::Pipe);
    assert_eq!(pages.code, 0, "{}", pages.stderr);
    for command in commands {
        let page = dir.join(format!("pages/sdkgen-{command}.1"));
        assert!(page.is_file(), "{} is missing", page.display());
    }
    assert!(dir.join("pages/sdkgen.1").is_file());
}

/// Every language `--lang` accepts is named in the help of the commands that take it, and in
/// their man pages (written from the same text); `gen-sdk --help` names Pulumi's five. The
/// languages come from sdkgen itself (the list its error for an unknown one gives), so a new
/// language the help forgets fails here.
#[test]
fn every_language_is_named_in_the_help_and_the_man_pages() {
    let dir = ScratchDir::new("help-languages");
    let unknown = sdkgen_in(&dir, &["generate", "--lang", "nonsense"], &[], Stderr::Pipe);
    assert_eq!(unknown.code, 2, "{}", unknown.stderr);
    let available = unknown
        .stderr
        .split("available: ")
        .nth(1)
        .unwrap_or_else(|| panic!("no list of languages in: {}", unknown.stderr));
    let languages: Vec<&str> = available
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|w| !w.is_empty())
        .collect();
    assert!(languages.contains(&"java"), "{languages:?}");
    let pages = sdkgen_in(&dir, &["man", "--out", "pages"], &[], Stderr::Pipe);
    assert_eq!(pages.code, 0, "{}", pages.stderr);
    for command in ["generate", "check"] {
        let help = sdkgen_in(&dir, &[command, "--help"], &[], Stderr::Pipe);
        assert_eq!(help.code, 0, "{}", help.stderr);
        let page = fs::read_to_string(dir.join(format!("pages/sdkgen-{command}.1"))).unwrap();
        for language in &languages {
            assert!(
                help.stdout.contains(language),
                "`{command} --help` does not name {language}:\n{}",
                help.stdout
            );
            assert!(
                page.contains(language),
                "sdkgen-{command}.1 lacks {language}"
            );
        }
    }
    let help = sdkgen_in(&dir, &["gen-sdk", "--help"], &[], Stderr::Pipe);
    let page = fs::read_to_string(dir.join("pages/sdkgen-gen-sdk.1")).unwrap();
    for language in ["nodejs", "python", "go", "dotnet", "java", "all"] {
        assert!(help.stdout.contains(language), "{}", help.stdout);
        assert!(page.contains(language), "sdkgen-gen-sdk.1 lacks {language}");
    }
}
