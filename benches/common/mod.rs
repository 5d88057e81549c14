//! What the benchmarks need: running a child process and reading its resource use, medians,
//! and a description of the machine. Each bench binary includes this module (`mod common;`).

// Each bench binary uses part of this module (clippy runs with -D warnings over all of them).
#![allow(dead_code)]

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// One process's resource use.
#[derive(Clone, Copy, Default)]
pub struct Sample {
    pub wall: Duration,
    pub cpu: Duration,
    pub rss_bytes: u64,
}

pub fn remove(dir: &Path) {
    match fs::remove_dir_all(dir) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => panic!("cannot remove {}: {e}", dir.display()),
    }
}

/// The directory a benchmark works in, made empty: `DIR/sdkgen-bench` with `--scratch DIR`
/// (a directory of its own, never DIR itself), else `default`.
pub fn work_dir(scratch: Option<&Path>, default: impl FnOnce() -> PathBuf) -> PathBuf {
    let work = scratch.map_or_else(default, |dir| dir.join("sdkgen-bench"));
    let _ = fs::remove_dir_all(&work);
    fs::create_dir_all(&work).unwrap_or_else(|e| panic!("cannot create {}: {e}", work.display()));
    work
}

/// `target/bench-tmp`, beside `target/tmp` (CARGO_TARGET_TMPDIR).
pub fn bench_tmp() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("target dir")
        .join("bench-tmp")
}

/// Runs `command` to completion, its output captured in files (a pipe could fill and stall
/// it), and returns its resource use and stdout. Panics, showing stderr, if it fails.
pub fn measure(command: Command, work: &Path) -> (Sample, String) {
    let described = format!("{command:?}");
    let (sample, status) = measure_status(command, work);
    if status != Some(0) {
        panic!(
            "{described} failed (status {status:?}):\n{}",
            fs::read_to_string(work.join("child.stderr")).unwrap_or_default()
        );
    }
    let stdout = fs::read_to_string(work.join("child.stdout")).unwrap_or_default();
    (sample, stdout)
}

/// Runs `command` to completion as [`measure`] does (stdout and stderr in `child.stdout` and
/// `child.stderr` under `work`) and returns its resource use and exit code (`None` when a
/// signal ended it), whatever the code.
pub fn measure_status(mut command: Command, work: &Path) -> (Sample, Option<i32>) {
    let stdout_path = work.join("child.stdout");
    let stderr_path = work.join("child.stderr");
    command
        .stdin(Stdio::null())
        .stdout(fs::File::create(&stdout_path).expect("stdout file"))
        .stderr(fs::File::create(&stderr_path).expect("stderr file"));
    let start = Instant::now();
    let child = command.spawn().expect("spawn");
    let mut status = 0;
    // SAFETY: rusage is plain data; wait4 fills it in for the child just spawned, which no
    // one else waits for (the `Child` handle is dropped without waiting).
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) };
    let wall = start.elapsed();
    assert!(pid > 0, "wait4 failed: {}", std::io::Error::last_os_error());
    drop(child);
    let code = libc::WIFEXITED(status).then(|| libc::WEXITSTATUS(status));
    let sample = Sample {
        wall,
        cpu: timeval(usage.ru_utime) + timeval(usage.ru_stime),
        // Linux reports kilobytes.
        rss_bytes: usage.ru_maxrss as u64 * 1024,
    };
    (sample, code)
}

/// `schema` with the first resource's (by token) description changed; `None` without resources.
pub fn variant(schema: &Path, path: &Path) -> Option<String> {
    let mut value: serde_json::Value =
        serde_json::from_slice(&fs::read(schema).expect("read the schema")).expect("a JSON schema");
    let resources = value["resources"].as_object_mut()?;
    let token = resources.keys().min()?.clone();
    let description = resources[&token]["description"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    resources[&token]["description"] =
        serde_json::Value::String(format!("{description}\n\nChanged by the benchmark."));
    fs::write(path, serde_json::to_vec(&value).expect("serialize")).expect("write the variant");
    Some(token)
}

/// Runs `command` and then `sync`, timing both.
pub fn timed_with_sync(command: Command, work: &Path) -> Sample {
    let (mut sample, _) = measure(command, work);
    let start = Instant::now();
    // SAFETY: sync takes no arguments and cannot fail.
    unsafe { libc::sync() };
    sample.wall += start.elapsed();
    sample
}

pub fn timeval(t: libc::timeval) -> Duration {
    Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
}

pub fn median(samples: &[Sample]) -> Sample {
    fn mid<T: Ord + Copy>(mut v: Vec<T>) -> T {
        v.sort();
        v[v.len() / 2]
    }
    Sample {
        wall: mid(samples.iter().map(|s| s.wall).collect()),
        cpu: mid(samples.iter().map(|s| s.cpu).collect()),
        rss_bytes: mid(samples.iter().map(|s| s.rss_bytes).collect()),
    }
}

/// The `.json` files in `dir` whose path contains `only` (all without it), sorted.
pub fn json_schemas(dir: &Path, only: Option<&str>) -> Vec<std::path::PathBuf> {
    let mut schemas: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .filter(|p| only.is_none_or(|o| p.to_string_lossy().contains(o)))
        .collect();
    schemas.sort();
    schemas
}

/// Says which argument was bad and how the bench is called, and exits with status 2.
pub fn bad_argument(arg: &str, usage: &str) -> ! {
    eprintln!("bad argument `{arg}`; usage: {usage}");
    std::process::exit(2)
}

pub fn mb(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / 1e6)
}

/// What the figures were measured on.
pub fn machine(sdkgen: &str) -> String {
    let cpuinfo = fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let model = cpuinfo
        .lines()
        .find_map(|l| l.strip_prefix("model name"))
        .map(|l| l.trim_start_matches([' ', '\t', ':']).to_owned())
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    let memory = fs::read_to_string("/proc/meminfo")
        .unwrap_or_default()
        .lines()
        .find_map(|l| l.strip_prefix("MemTotal:"))
        .and_then(|l| l.trim().trim_end_matches(" kB").parse::<u64>().ok())
        .map_or_else(
            || "unknown".into(),
            |kb| format!("{:.0} GB", kb as f64 / 1e6),
        );
    let kernel = fs::read_to_string("/proc/sys/kernel/osrelease").unwrap_or_default();
    let version = Command::new(sdkgen)
        .arg("--version")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned())
        .unwrap_or_default();
    format!(
        "{version}; {cores} × {model}, {memory} RAM, Linux {}",
        kernel.trim()
    )
}
