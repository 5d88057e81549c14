//! What hostile schemas cost (issue 33, items 7 to 12), held without timing anything: the
//! families of `benches/families.rs` (which `cargo bench --bench cost` times at four sizes)
//! at sizes that the exponential or quadratic code could never finish, or where it crashed.
//! What is asserted are exit codes, counts and sizes (of output, of peak memory against the
//! same family at half the size), never a duration.
//!
//! Each `sdkgen` runs as a child process under a memory cap (`ulimit -v`) with a kill timeout,
//! [`HANG_LIMIT`], that is only there to turn a hang into a failure: every command here takes
//! seconds (in a debug build, on a loaded machine), the code these tests replaced took hours
//! or days at these sizes.

use std::fs::{self, File};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use crate::support::{describe, ScratchDir};

/// The families, shared with the benchmark.
#[allow(dead_code)]
#[path = "../benches/families.rs"]
mod families;

use families::Family;

/// Longer than any command here takes by two orders of magnitude: detects a hang only.
const HANG_LIMIT: Duration = Duration::from_secs(300);

/// Each command's address space (`ulimit -v`, KiB): ten times what the largest run here needs,
/// a tenth of what the quadratic code needed for the 20,000-deep chain.
const MEMORY_CAP_KIB: u64 = 4_000_000;

/// The commands: `validate`, `generate --lang L` for each target, `vectors`; the slowest
/// first, which [`run_all`]'s two workers then share out best.
const COMMANDS: [&str; 9] = [
    "docs", "validate", "python", "nodejs", "go", "csharp", "java", "rust", "vectors",
];

/// What one `sdkgen` run did.
struct Run {
    /// The command line, for messages.
    command: String,
    /// The exit code; 128 + the signal when one ended it (134: a stack overflow aborts).
    code: Option<i32>,
    stdout_bytes: u64,
    /// What it wrote: stdout, stderr and the files under `out/`.
    output_bytes: u64,
    stderr: String,
    peak_rss_bytes: u64,
}

impl Run {
    fn expect_code(&self, code: i32) -> &Run {
        assert_eq!(
            self.code,
            Some(code),
            "`{}` ended with {:?}, not {code}:\n{}",
            self.command,
            self.code,
            crate::support::clip(&self.stderr)
        );
        self
    }
}

/// Runs ARGS, then writes the peak RSS of what it ran (KiB) to the file named first and exits
/// with its exit code (128 + the signal that ended it). sdkgen is run through this small
/// process because Linux starts a process's peak RSS at that of the process it was spawned
/// from (exec records the old address space's peak), and the suite's process is large.
const PEAK_RSS_OF: &str = "import resource, subprocess, sys
code = subprocess.call(sys.argv[2:])
with open(sys.argv[1], 'w') as f:
    f.write(str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))
sys.exit(code if code >= 0 else 128 - code)";

/// Runs `sdkgen --quiet ARGS` with its outputs in `dir` (stdout and stderr in files, which
/// never fill and stall it as a pipe could), under [`MEMORY_CAP_KIB`], killed after
/// [`HANG_LIMIT`] (a failure).
fn sdkgen(dir: &Path, args: &[&str]) -> Run {
    let stdout_path = dir.join("stdout");
    let stderr_path = dir.join("stderr");
    let rss_path = dir.join("peak-rss");
    let _ = fs::remove_file(&rss_path);
    let mut command = Command::new("python3");
    command
        .args(["-c", PEAK_RSS_OF])
        .arg(&rss_path)
        .args(["sh", "-c"])
        .arg(format!("ulimit -v {MEMORY_CAP_KIB} && exec \"$0\" \"$@\""))
        .arg(env!("CARGO_BIN_EXE_sdkgen"))
        .arg("--quiet")
        .args(args)
        .stdin(Stdio::null())
        .stdout(File::create(&stdout_path).expect("create stdout file"))
        .stderr(File::create(&stderr_path).expect("create stderr file"))
        // A group of its own, which a hang's kill ends whole.
        .process_group(0);
    let mut child = command
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run `{}`: {e}", describe(&command)));
    let described = format!("sdkgen --quiet {}", args.join(" "));
    let deadline = Instant::now() + HANG_LIMIT;
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for sdkgen") {
            break status;
        }
        if Instant::now() > deadline {
            // SAFETY: kill has no memory effects; the group is the child's own (not reaped).
            unsafe { libc::kill(-(child.id() as libc::pid_t), libc::SIGKILL) };
            let _ = child.wait();
            panic!("`{described}` still ran after {HANG_LIMIT:?} and was killed: it hangs");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let stderr = fs::read(&stderr_path).expect("read stderr");
    let peak_kib: u64 = fs::read_to_string(&rss_path)
        .ok()
        .and_then(|text| text.trim().parse().ok())
        .unwrap_or_else(|| panic!("`{described}` wrote no peak RSS"));
    let stdout_bytes = fs::metadata(&stdout_path).map_or(0, |m| m.len());
    Run {
        command: described,
        code: status.code(),
        stdout_bytes,
        output_bytes: stdout_bytes + stderr.len() as u64 + tree_bytes(&dir.join("out")),
        stderr: String::from_utf8_lossy(&stderr).into_owned(),
        peak_rss_bytes: peak_kib * 1024,
    }
}

/// The bytes of the files under `dir` (none when it does not exist).
fn tree_bytes(dir: &Path) -> u64 {
    let Ok(entries) = fs::read_dir(dir) else {
        return 0;
    };
    entries
        .flatten()
        .map(|entry| match entry.file_type() {
            Ok(kind) if kind.is_dir() => tree_bytes(&entry.path()),
            _ => entry.metadata().map_or(0, |m| m.len()),
        })
        .sum()
}

/// `command` (one of [`COMMANDS`]) on `schema`, generating into `dir/out` (removed after).
fn run_command(dir: &Path, command: &str, schema: &Path) -> Run {
    let schema = schema.to_str().expect("a UTF-8 path");
    let out = dir.join("out");
    let out_arg = out.to_str().expect("a UTF-8 path");
    let run = match command {
        "validate" | "vectors" => sdkgen(dir, &[command, schema]),
        lang => sdkgen(dir, &["generate", schema, "--lang", lang, "--out", out_arg]),
    };
    let _ = fs::remove_dir_all(&out);
    run
}

/// Every command of [`COMMANDS`] on `schema`, two at a time, in that order.
fn run_all(dir: &Path, schema: &Path) -> Vec<Run> {
    let next = AtomicUsize::new(0);
    let mut runs: Vec<Option<Run>> = COMMANDS.iter().map(|_| None).collect();
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..2)
            .map(|worker| {
                let next = &next;
                scope.spawn(move || {
                    // stdout, stderr and out/ of its own.
                    let own = dir.join(format!("worker{worker}"));
                    fs::create_dir_all(&own).expect("create a worker's directory");
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(command) = COMMANDS.get(i) else {
                            return done;
                        };
                        done.push((i, run_command(&own, command, schema)));
                    }
                })
            })
            .collect();
        for worker in workers {
            for (i, run) in worker.join().expect("a worker panicked") {
                runs[i] = Some(run);
            }
        }
    });
    runs.into_iter()
        .map(|run| run.expect("every command ran"))
        .collect()
}

fn write_schema(dir: &Path, name: &str, schema: &[u8]) -> std::path::PathBuf {
    let path = dir.join(format!("{name}.json"));
    fs::write(&path, schema).expect("write a schema");
    path
}

fn family_schema(dir: &Path, family: Family, n: usize) -> std::path::PathBuf {
    write_schema(dir, &format!("{}-{n}", family.name()), &family.schema(n))
}

/// Item 7: object types that each hold the next several ways (two required and two optional
/// properties and an array of it; or a required property, an array, a map and a `plain` one,
/// used by a resource, a component, the provider, the configuration, functions and a method)
/// make 5^k ways down to the k-th type. At 60 types no walk along those ways could ever end;
/// every command must succeed, walking types, not ways. replaceOnChanges at the bottom, whose
/// paths the SDKs must list one by one, is refused at validation (E0330) instead.
#[test]
fn ways_that_multiply_with_each_type_cost_nothing() {
    let dir = ScratchDir::new("cost-ways");
    for family in [Family::Dag, Family::Deep] {
        let schema = family_schema(&dir, family, 60);
        for run in run_all(&dir, &schema) {
            run.expect_code(0);
        }
    }
    let mut replaced: Value = serde_json::from_slice(&Family::Deep.schema(60)).unwrap();
    replaced["types"]["deep:index:T59"]["properties"]["replaced"] =
        json!({ "type": "string", "replaceOnChanges": true });
    let schema = write_schema(
        &dir,
        "deep-replaced",
        &serde_json::to_vec(&replaced).unwrap(),
    );
    for command in ["validate", "go"] {
        let run = run_command(&dir, command, &schema);
        run.expect_code(1);
        assert!(
            run.stderr.contains("error[E0330]"),
            "`{}` did not refuse the 4^60 replaceOnChanges paths with E0330:\n{}",
            run.command,
            crate::support::clip(&run.stderr)
        );
    }
}

/// The deep chain of items 8 and 12, and the same family at half and at one type: every
/// command on each, run once for both tests.
struct ChainRuns {
    one: Vec<Run>,
    half: Vec<Run>,
    full: Vec<Run>,
}

/// The chain's depth: the Go backend overflowed its stack at 5,000, `vectors` at 10,000, and
/// Python, C# and Rust took 3.4 GB here.
const CHAIN_DEPTH: usize = 20_000;

fn chain_runs() -> &'static ChainRuns {
    static RUNS: OnceLock<ChainRuns> = OnceLock::new();
    RUNS.get_or_init(|| {
        // C# writes a file per type: 40,000 files.
        let dir = ScratchDir::in_memory("cost-chain");
        let runs = |n: usize| {
            let schema = family_schema(&dir, Family::Chain, n);
            let runs = run_all(&dir, &schema);
            let _ = fs::remove_file(schema);
            runs
        };
        ChainRuns {
            one: runs(1),
            half: runs(CHAIN_DEPTH / 2),
            full: runs(CHAIN_DEPTH),
        }
    })
}

/// Item 12: a 20,000-deep chain of object types is a valid schema, and every command on it
/// succeeds (no stack overflow, which aborts: exit code 134).
#[test]
fn a_20000_deep_chain_generates_in_every_language() {
    let runs = chain_runs();
    for run in runs.half.iter().chain(&runs.full) {
        run.expect_code(0);
    }
}

/// Item 8: depth costs memory in proportion. Doubling the chain's depth from 10,000 to 20,000
/// at most about doubles each command's peak RSS above that of a one-type chain (the start-up,
/// the templates); memory quadratic in depth would quadruple it.
#[test]
fn a_chain_twice_as_deep_takes_at_most_about_twice_the_memory() {
    let runs = chain_runs();
    for ((one, half), full) in runs.one.iter().zip(&runs.half).zip(&runs.full) {
        full.expect_code(0);
        half.expect_code(0);
        let base = one.expect_code(0).peak_rss_bytes;
        let half_own = half.peak_rss_bytes.saturating_sub(base);
        let full_own = full.peak_rss_bytes.saturating_sub(base);
        println!(
            "`{}`: peak RSS {} MB at depth 1, {} MB above it at {}, {} MB at {CHAIN_DEPTH}",
            full.command,
            base >> 20,
            half_own >> 20,
            CHAIN_DEPTH / 2,
            full_own >> 20
        );
        assert!(
            full_own * 2 <= half_own * 5,
            "`{}`: {} MB above start-up at depth {CHAIN_DEPTH}, {} MB at half that depth \
             (over 2.5 times)",
            full.command,
            full_own >> 20,
            half_own >> 20
        );
    }
}

/// Peak memory is a small multiple of input plus output: on the 20,000-deep chain (2.5 MB
/// of schema), each command's peak RSS above that of a one-type chain is at most 20 times
/// what it read and wrote, and `validate`'s, which writes nothing, at most 60 times the
/// schema (48 in this debug build, 43 in a release build). Parsed into a JSON document, which
/// the metaschema check needs, this schema alone takes about 22 times its size (`cargo bench
/// --bench cost` measures that floor). Before the model shrank, `validate` took 77 times and
/// Node.js 28 times (release build).
#[test]
fn every_command_holds_a_small_multiple_of_input_plus_output() {
    let runs = chain_runs();
    let input = Family::Chain.schema(CHAIN_DEPTH).len() as u64;
    for (one, full) in runs.one.iter().zip(&runs.full) {
        let own = full
            .expect_code(0)
            .peak_rss_bytes
            .saturating_sub(one.expect_code(0).peak_rss_bytes);
        let (limit, of) = if full.output_bytes * 10 < input {
            (60, input)
        } else {
            (20, input + full.output_bytes)
        };
        println!(
            "`{}`: {:.1} MB above start-up for {:.1} MB read and written ({:.1} times)",
            full.command,
            own as f64 / 1e6,
            of as f64 / 1e6,
            own as f64 / of as f64
        );
        assert!(
            own <= limit * of,
            "`{}`: {:.1} MB above start-up, over {limit} times the {:.1} MB it read and wrote",
            full.command,
            own as f64 / 1e6,
            of as f64 / 1e6
        );
    }
}

/// Item 9: `vectors` prints a nested object as a reference to its type's vector, so its output
/// grows with the schema: at most about twice as large for a family twice as large, on
/// chains (written out along every path, this grew with the square of the depth) and on the
/// two families of multiplying ways (exponential).
#[test]
fn vectors_grow_in_proportion_to_the_schema() {
    let dir = ScratchDir::new("cost-vectors");
    for (family, n) in [
        (Family::Chain, 1_000),
        (Family::Dag, 30),
        (Family::Deep, 30),
    ] {
        let sizes: Vec<u64> = [n, 2 * n]
            .into_iter()
            .map(|n| {
                let schema = family_schema(&dir, family, n);
                let run = sdkgen(&dir, &["vectors", schema.to_str().unwrap()]);
                run.expect_code(0).stdout_bytes
            })
            .collect();
        assert!(
            sizes[1] * 10 <= sizes[0] * 22,
            "{}: vectors of {n} types are {} bytes, of {} types {} bytes (over 2.2 times)",
            family.name(),
            sizes[0],
            2 * n,
            sizes[1]
        );
    }
}

/// Item 10: "did you mean" compares each misspelt name with an index of the candidates, not
/// with every candidate, and skips names too long to be typed: 4,000 misspelt references
/// among 4,000 types, and 100 misspelt references 64 KB long, each end, and each of the
/// 4,000 still gets its own suggestion.
#[test]
fn did_you_mean_answers_every_misspelling_without_comparing_all_pairs() {
    let dir = ScratchDir::new("cost-did-you-mean");
    let n = 4_000;
    let schema = family_schema(&dir, Family::Misspelt, n);
    let run = sdkgen(&dir, &["validate", schema.to_str().unwrap()]);
    run.expect_code(1);
    let missing: Vec<usize> = (0..n)
        .filter(|i| {
            let suggestion = format!(
                "did you mean `#/types/misspelt:index:SomewhatLongTypeName{i:06}Settings`?"
            );
            !run.stderr.contains(&suggestion)
        })
        .collect();
    assert!(
        missing.is_empty(),
        "{} of {n} misspelt references lack their suggestion, the first for p{}",
        missing.len(),
        missing[0]
    );

    let schema = family_schema(&dir, Family::LongTokens, 64_000);
    let run = sdkgen(&dir, &["validate", schema.to_str().unwrap()]);
    run.expect_code(1);
    assert_eq!(
        run.stderr.matches("error[E0301]").count(),
        100,
        "each of the 100 long misspelt references is reported once"
    );
}

/// Item 11: a diagnostic clips the long words and pointer segments it quotes, so errors under
/// a long token take no more room than under a short one: a resource token of 64 KB instead
/// of 1 KB, named in the location of each of 600 errors, leaves the output's size (both
/// formats) within 5% (the columns' digits), where repeating it made it 64 times as large.
#[test]
fn errors_do_not_grow_with_the_length_of_the_token_they_name() {
    let dir = ScratchDir::new("cost-diagnostics");
    let short = Family::Diagnostics.schema(200);
    let text = String::from_utf8(short.clone()).unwrap();
    let token = format!("R{}", "r".repeat(1000));
    assert!(text.contains(&token), "the family's 1 KB token");
    let long = text.replace(&token, &format!("R{}", "r".repeat(64_000)));
    let short = write_schema(&dir, "short-token", &short);
    let long = write_schema(&dir, "long-token", long.as_bytes());
    for format in ["human", "json"] {
        let [short, long] = [&short, &long].map(|schema| {
            let run = sdkgen(
                &dir,
                &["validate", "--format", format, schema.to_str().unwrap()],
            );
            run.expect_code(1);
            run.stderr
        });
        assert!(
            short.matches("E0").count() >= 600,
            "{format}: fewer errors than expected:\n{}",
            crate::support::clip(&short)
        );
        assert!(
            long.len() * 100 <= short.len() * 105,
            "{format}: {} bytes of errors under a 64 KB token, {} under a 1 KB one",
            long.len(),
            short.len()
        );
    }
}
