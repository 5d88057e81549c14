//! What hostile inputs cost (issue 33): for each family of schemas in `benches/families.rs`
//! (type chains, types nested with every construct, types that each use the next five ways, many
//! misspelt references, long tokens, many diagnostics), at four sizes, the time and peak RSS of
//! `sdkgen validate`, `sdkgen generate --lang L` for each language and the docs, and `sdkgen
//! vectors`, with the exponent of a least-squares fit of log(time) on log(input size). Costs
//! in proportion to the input have an exponent near 1; the goal is at most about 1.2, and peak
//! memory a small multiple of input plus output.
//!
//! Each command runs as a child process (wall time, CPU time and peak RSS from `wait4`), after
//! one untimed run, `--runs` times (medians). The time fitted is the run's CPU time less that
//! of the same command on the family's smallest schema of size 1 (the process's start-up, the
//! templates' compilation): what the input itself costs. A valid family's commands must exit
//! 0, an invalid one's 1 (validation fails, nothing is generated); anything else (a crash, a
//! stack overflow) stops the benchmark. Outputs go to `/dev/shm` when it exists, else
//! `target/bench-tmp/` (or `DIR/sdkgen-bench` with `--scratch DIR`), and are removed after
//! each run.
//!
//! ```sh
//! cargo bench --bench cost                                  # every family, default sizes, 3 runs
//! cargo bench --bench cost -- --scratch target              # outputs on disk
//! cargo bench --bench cost -- --families dag,deep --commands validate,go --runs 5
//! cargo bench --bench cost -- --divide 8 --runs 1           # sizes 8 times smaller: a smoke run
//! cargo bench --bench cost -- --families chain --sizes 1000,2000,4000,8000
//! cargo bench --bench cost -- --make dag 40 PATH            # one schema, to run by hand
//! ```
//!
//! Memory is also set beside its floor, measured in the same run: the peak RSS (less start-up)
//! of a child that only reads the largest schema and parses it into a `serde_json::Value`, with
//! sdkgen's allocator. The metaschema check needs that document, so nothing that checks the
//! input can go below it.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use common::{machine, mb, measure_status, median, remove, Sample};
use families::{Family, FAMILIES};

mod common;
mod families;

// The floor's child parses with the allocator sdkgen uses.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const SDKGEN: &str = env!("CARGO_BIN_EXE_sdkgen");

/// The commands measured: `validate`, `generate --lang <each>`, `vectors`.
const COMMANDS: [&str; 9] = [
    "validate", "python", "nodejs", "go", "csharp", "java", "rust", "docs", "vectors",
];

const USAGE: &str = "cargo bench --bench cost -- [--families a,b] [--commands a,b] \
    [--sizes n1,n2,n3,n4 | --divide K] [--runs N] [--scratch DIR] | --make FAMILY N PATH \
    | --parse PATH";

/// Each family's four sizes by default: large enough that the input's own cost is most of a
/// run's time (about a second or less for the largest on a 2-core machine).
fn default_sizes(family: Family) -> [usize; 4] {
    match family {
        Family::Chain => [2_000, 4_000, 8_000, 16_000],
        Family::Deep => [1_000, 2_000, 4_000, 8_000],
        Family::Dag => [1_000, 2_000, 4_000, 8_000],
        Family::Misspelt => [2_000, 4_000, 8_000, 16_000],
        Family::LongTokens => [8_000, 16_000, 32_000, 64_000],
        Family::Diagnostics => [2_000, 4_000, 8_000, 16_000],
    }
}

struct Options {
    families: Vec<Family>,
    commands: Vec<&'static str>,
    sizes: Option<Vec<usize>>,
    divide: usize,
    runs: usize,
    scratch: Option<PathBuf>,
}

impl Options {
    fn parse(args: &[String]) -> Options {
        let mut options = Options {
            families: FAMILIES.to_vec(),
            commands: COMMANDS.to_vec(),
            sizes: None,
            divide: 1,
            runs: 3,
            scratch: None,
        };
        let mut args = args.iter();
        while let Some(arg) = args.next() {
            let mut value = || {
                args.next()
                    .cloned()
                    .unwrap_or_else(|| common::bad_argument(arg, USAGE))
            };
            match arg.as_str() {
                "--families" => {
                    options.families = value()
                        .split(',')
                        .map(|f| Family::parse(f).unwrap_or_else(|| common::bad_argument(f, USAGE)))
                        .collect()
                }
                "--commands" => {
                    options.commands = value()
                        .split(',')
                        .map(|c| {
                            COMMANDS
                                .into_iter()
                                .find(|known| *known == c)
                                .unwrap_or_else(|| common::bad_argument(c, USAGE))
                        })
                        .collect()
                }
                "--sizes" => {
                    let sizes: Vec<usize> = value()
                        .split(',')
                        .map(|n| n.parse().unwrap_or_else(|_| common::bad_argument(n, USAGE)))
                        .collect();
                    if sizes.len() < 2 || sizes.contains(&0) {
                        common::bad_argument("--sizes", USAGE);
                    }
                    options.sizes = Some(sizes);
                }
                "--divide" => {
                    let v = value();
                    options.divide = v
                        .parse()
                        .ok()
                        .filter(|&k| k > 0)
                        .unwrap_or_else(|| common::bad_argument(&v, USAGE));
                }
                "--runs" => {
                    let v = value();
                    options.runs = v
                        .parse()
                        .ok()
                        .filter(|&k| k > 0)
                        .unwrap_or_else(|| common::bad_argument(&v, USAGE));
                }
                "--scratch" => options.scratch = Some(PathBuf::from(value())),
                // `cargo bench` passes `--bench` to every bench binary.
                "--bench" => {}
                other => common::bad_argument(other, USAGE),
            }
        }
        options
    }

    fn sizes(&self, family: Family) -> Vec<usize> {
        match &self.sizes {
            Some(sizes) => sizes.clone(),
            None => default_sizes(family)
                .iter()
                .map(|n| (n / self.divide).max(1))
                .collect(),
        }
    }
}

/// One size's medians.
struct Point {
    size: usize,
    input_bytes: u64,
    output_bytes: u64,
    sample: Sample,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--make") {
        let family = args.get(1).and_then(|f| Family::parse(f));
        let size = args.get(2).and_then(|n| n.parse().ok());
        let (Some(family), Some(size), Some(path)) = (family, size, args.get(3)) else {
            common::bad_argument("--make", USAGE)
        };
        return fs::write(path, family.schema(size)).expect("write the schema");
    }
    if args.first().map(String::as_str) == Some("--parse") {
        let Some(path) = args.get(1) else {
            common::bad_argument("--parse", USAGE)
        };
        let document: serde_json::Value =
            serde_json::from_slice(&fs::read(path).expect("read the schema")).expect("JSON");
        std::hint::black_box(&document);
        return;
    }
    let options = Options::parse(&args);
    // tmpfs by default: on ext4, creating thousands of files where thousands were just removed
    // (as every run here does) costs the kernel time quadratic in their number (inode
    // allocation skips recently deleted inodes), which would hide sdkgen's own cost.
    let work = common::work_dir(options.scratch.as_deref(), || {
        let shm = Path::new("/dev/shm");
        if shm.is_dir() {
            shm.join(format!("sdkgen-bench-{}", std::process::id()))
        } else {
            common::bench_tmp()
        }
    });
    let _removed_at_exit = RemovedOnDrop(work.clone());
    println!("{}", machine(SDKGEN));
    println!("scratch directory: {}", work.display());
    println!("runs per point: {} (medians)\n", options.runs);

    let mut summary = Vec::new();
    for &family in &options.families {
        let sizes = options.sizes(family);
        let schemas: Vec<(usize, PathBuf)> = sizes
            .iter()
            .map(|&n| {
                let path = work.join(format!("{}-{n}.json", family.name()));
                make_schema(family, n, &path);
                (n, path)
            })
            .collect();
        let start_up_schema = work.join(format!("{}-1.json", family.name()));
        make_schema(family, 1, &start_up_schema);
        println!("### {} ({})\n", family.name(), describe(family));
        let floor = parse_floor(&schemas[schemas.len() - 1].1, &start_up_schema, &work);
        println!(
            "The floor: parsing the largest schema into a document takes {} above start-up.\n",
            mb(floor)
        );
        for &command in &options.commands {
            let start_up = run_point(family, command, 1, &start_up_schema, &work, options.runs);
            let points: Vec<Point> = schemas
                .iter()
                .map(|(n, path)| run_point(family, command, *n, path, &work, options.runs))
                .collect();
            let exponent = fitted_exponent(&points, start_up.sample.cpu);
            print_points(command, &points, &start_up, exponent);
            let own = own_memory(&points, &start_up);
            summary.push((
                family.name(),
                command,
                exponent,
                own as f64 / points.last().map_or(1, |p| p.input_bytes + p.output_bytes) as f64,
                own as f64 / floor.max(1) as f64,
            ));
        }
        for (_, path) in &schemas {
            let _ = fs::remove_file(path);
        }
    }
    println!("### Summary: exponent of CPU time (less start-up) in input size; peak RSS (less start-up) ÷ (input + output), and ÷ the floor's, at the largest size\n");
    println!("| family | command | exponent | memory ÷ (input + output) | memory ÷ floor |");
    println!("|---|---|---|---|---|");
    for (family, command, exponent, ratio, of_floor) in &summary {
        let flag = if exponent.is_some_and(|e| e > 1.2) {
            " (over 1.2)"
        } else {
            ""
        };
        println!(
            "| {family} | {command} | {}{flag} | {ratio:.1} | {of_floor:.1} |",
            exponent.map_or("-".into(), |e| format!("{e:.2}"))
        );
    }
}

/// Removes its directory when dropped, also when a failed command panics (the scratch
/// directory may be in memory, on tmpfs).
struct RemovedOnDrop(PathBuf);

impl Drop for RemovedOnDrop {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// Writes `family`'s schema of size `n` to `path` in a child process (this binary's `--make`):
/// a process's peak RSS starts at that of the process it was spawned from (Linux records the
/// old address space's peak at exec), so building the schemas here would raise every
/// measured command's peak RSS to this process's.
fn make_schema(family: Family, n: usize, path: &Path) {
    let status = Command::new(std::env::current_exe().expect("this benchmark's path"))
        .arg("--make")
        .arg(family.name())
        .arg(n.to_string())
        .arg(path)
        .status()
        .expect("run this benchmark with --make");
    assert!(status.success(), "--make {} {n} failed", family.name());
}

fn describe(family: Family) -> &'static str {
    match family {
        Family::Chain => "n object types, each with an optional property of the next",
        Family::Deep => "n object types nested through required, array, map and plain properties, used everywhere",
        Family::Dag => "n object types, each with two required and two optional properties of the next and an array of it: 5^k ways to the k-th",
        Family::Misspelt => "n types and n references to misspellings of them; invalid",
        Family::LongTokens => "a resource token and 100 misspelt references n bytes long; invalid",
        Family::Diagnostics => "n properties with an error each under a 1 KB token, and n unknown names in lists; invalid",
    }
}

/// The command line of `command` on `schema`, writing into `out`.
fn sdkgen(command: &str, schema: &Path, out: &Path) -> Command {
    let mut cmd = Command::new(SDKGEN);
    cmd.arg("--quiet");
    match command {
        "validate" | "vectors" => {
            cmd.arg(command).arg(schema);
        }
        lang => {
            cmd.arg("generate")
                .arg(schema)
                .arg("--lang")
                .arg(lang)
                .arg("--out")
                .arg(out);
        }
    }
    cmd
}

fn run_point(
    family: Family,
    command: &str,
    size: usize,
    schema: &Path,
    work: &Path,
    runs: usize,
) -> Point {
    let out = work.join("out");
    let expected = if family.valid() { 0 } else { 1 };
    let mut samples = Vec::new();
    let mut output_bytes = 0;
    // One untimed run first.
    for run in 0..=runs {
        remove(&out);
        let (sample, status) = measure_status(sdkgen(command, schema, &out), work);
        if status != Some(expected) {
            panic!(
                "`sdkgen {command}` on {} ended with {status:?}, not {expected}:\n{}",
                schema.display(),
                clip(&fs::read_to_string(work.join("child.stderr")).unwrap_or_default())
            );
        }
        output_bytes = tree_bytes(&out)
            + file_bytes(&work.join("child.stdout"))
            + file_bytes(&work.join("child.stderr"));
        if run > 0 {
            samples.push(sample);
        }
    }
    remove(&out);
    Point {
        size,
        input_bytes: file_bytes(schema),
        output_bytes,
        sample: median(&samples),
    }
}

fn clip(text: &str) -> &str {
    let end = text.char_indices().nth(4000).map_or(text.len(), |(i, _)| i);
    &text[..end]
}

fn file_bytes(path: &Path) -> u64 {
    fs::metadata(path).map_or(0, |m| m.len())
}

fn tree_bytes(dir: &Path) -> u64 {
    let mut total = 0;
    let mut pending = vec![dir.to_path_buf()];
    while let Some(current) = pending.pop() {
        let Ok(entries) = fs::read_dir(&current) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                pending.push(path);
            } else {
                total += file_bytes(&path);
            }
        }
    }
    total
}

/// The slope of log(CPU time less `start_up`) on log(input bytes), by least squares; `None`
/// when the times are too small to tell (under 5 ms above start-up at the largest size).
fn fitted_exponent(points: &[Point], start_up: Duration) -> Option<f64> {
    let xy: Vec<(f64, f64)> = points
        .iter()
        .map(|p| {
            let own = p
                .sample
                .cpu
                .saturating_sub(start_up)
                .as_secs_f64()
                .max(1e-3);
            ((p.input_bytes as f64).ln(), own.ln())
        })
        .collect();
    let largest = points.last()?.sample.cpu.saturating_sub(start_up);
    if largest < Duration::from_millis(5) || xy.len() < 2 {
        return None;
    }
    let n = xy.len() as f64;
    let mean_x = xy.iter().map(|p| p.0).sum::<f64>() / n;
    let mean_y = xy.iter().map(|p| p.1).sum::<f64>() / n;
    let sxy: f64 = xy.iter().map(|p| (p.0 - mean_x) * (p.1 - mean_y)).sum();
    let sxx: f64 = xy.iter().map(|p| (p.0 - mean_x).powi(2)).sum();
    (sxx > 0.0).then(|| sxy / sxx)
}

/// Peak RSS less the start-up run's, at the largest size.
fn own_memory(points: &[Point], start_up: &Point) -> u64 {
    points.last().map_or(0, |last| {
        last.sample
            .rss_bytes
            .saturating_sub(start_up.sample.rss_bytes)
    })
}

/// The floor's peak RSS on `schema` less its peak on `start_up` (each the median of three
/// runs of this binary's `--parse`).
fn parse_floor(schema: &Path, start_up: &Path, work: &Path) -> u64 {
    let peak = |path: &Path| {
        let samples: Vec<Sample> = (0..3)
            .map(|_| {
                let mut command =
                    Command::new(std::env::current_exe().expect("this benchmark's path"));
                command.arg("--parse").arg(path);
                let (sample, code) = measure_status(command, work);
                assert_eq!(code, Some(0), "--parse {} failed", path.display());
                sample
            })
            .collect();
        median(&samples).rss_bytes
    };
    peak(schema).saturating_sub(peak(start_up))
}

fn print_points(command: &str, points: &[Point], start_up: &Point, exponent: Option<f64>) {
    println!(
        "`{command}`: exponent {} (start-up {:.3} s CPU, {})",
        exponent.map_or("- (too fast to tell)".into(), |e| format!("{e:.2}")),
        start_up.sample.cpu.as_secs_f64(),
        mb(start_up.sample.rss_bytes)
    );
    println!();
    println!("| size | input | output | wall | CPU | peak RSS |");
    println!("|---|---|---|---|---|---|");
    for p in points {
        println!(
            "| {} | {} | {} | {:.3} s | {:.3} s | {} |",
            p.size,
            mb(p.input_bytes),
            mb(p.output_bytes),
            p.sample.wall.as_secs_f64(),
            p.sample.cpu.as_secs_f64(),
            mb(p.sample.rss_bytes)
        );
    }
    println!();
}
