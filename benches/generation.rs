//! Full generation (every target `sdkgen generate` writes by default) measured against its
//! floor, for each real schema in `../shared/corpus/real/` and for a scale series of synthetic
//! schemas made by replicating one real schema k times.
//!
//! The floor is what no generator can avoid: reading and parsing the schema (`serde_json` into a
//! `Value`) plus writing exactly the files and bytes sdkgen wrote, into a fresh directory, with
//! plain parallel writes. It runs in a child process of this binary (`--floor`), which loads
//! those bytes first and times only the read, parse and writes itself.
//!
//! sdkgen runs as a child too: wall time from spawn to exit, CPU time (user + system) and peak
//! RSS from `wait4`. sdkgen and floor runs alternate, after one untimed run of each; every run
//! first deletes its own previous output (a tree of the same size, so the file system has the
//! same work pending for both), then `sync`s, then writes into a fresh directory. The figures
//! printed are medians over the timed runs.
//!
//! ```sh
//! cargo bench --bench generation            # every real schema (5 runs), then 1,4,16,64× (3 runs)
//! cargo bench --bench generation -- --runs 3 --only confluentcloud --scale 1,4
//! cargo bench --bench generation -- --scale none       # real schemas only
//! cargo bench --bench generation -- --scratch /dev/shm  # outputs on tmpfs, not the disk
//! cargo bench --bench generation -- --make-schema 64 PATH            # a scale schema, to profile
//! cargo bench --bench generation -- --make-huge-description 200 PATH # one 200 MiB description
//! cargo bench --bench generation -- --regenerate --only confluentcloud --scale 16 --scale-runs 5
//! ```
//!
//! `--regenerate` measures, instead, regenerating a tree that is already there (see
//! [`regenerate`]): `check`, `generate` with nothing to change, and `generate` with one
//! resource changed, each timed with a `sync`.
//!
//! Scratch files go to `target/bench-tmp/` (or `<DIR>/sdkgen-bench/` with `--scratch DIR`) and
//! are removed as soon as each case is measured. On ext4, creating files soon after deleting
//! many is slow by a varying amount (the inode allocator skips recently freed inodes), and
//! that noise hits sdkgen and the floor alike; on tmpfs both measure the work itself.

use std::collections::BTreeSet;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use common::{machine, mb, measure, median, remove, timeval, Sample};
use rayon::prelude::*;
use serde_json::Value;

mod common;
mod regenerate;

const SDKGEN: &str = env!("CARGO_BIN_EXE_sdkgen");

/// The schema the scale series replicates: mid-sized, with resources, functions, nested types,
/// config and every language block, so a copy exercises every backend; 64 copies (183 MB) are
/// about the size of the largest real schema (azure-native, 184 MB).
const SCALE_BASE: &str = "confluentcloud-2.79.0.json";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let corpus = root.join("../shared/corpus/real");
    match args.first().map(String::as_str) {
        Some("--floor") => return floor_child(&args[1..]),
        // For profiling a scale case by hand: `--make-schema K PATH`.
        Some("--make-schema") => {
            let copies = args.get(1).and_then(|k| k.parse().ok());
            let (Some(copies), Some(path)) = (copies, args.get(2)) else {
                usage("--make-schema")
            };
            let base = fs::read(corpus.join(SCALE_BASE)).expect("read scale base");
            let base = serde_json::from_slice(&base).expect("parse scale base");
            return write_replicated(&base, copies, Path::new(path));
        }
        // For the peak memory of a schema with one huge text (docs/benchmarks.md):
        // `--make-huge-description MIB PATH`.
        Some("--make-huge-description") => {
            let mib: Option<usize> = args.get(1).and_then(|k| k.parse().ok());
            let (Some(mib), Some(path)) = (mib, args.get(2)) else {
                usage("--make-huge-description")
            };
            let base = fs::read(corpus.join("random-4.21.1.json")).expect("read random");
            let mut schema: Value = serde_json::from_slice(&base).expect("parse random");
            schema["resources"]["random:index/randomBytes:RandomBytes"]["description"] =
                Value::String(huge_markdown(mib << 20));
            let text = serde_json::to_vec(&schema).expect("serialize");
            return fs::write(path, text).expect("write the schema");
        }
        _ => {}
    }
    let options = Options::parse(&args);
    let work = common::work_dir(options.scratch.as_deref(), common::bench_tmp);

    println!("{}", machine(SDKGEN));
    println!("scratch directory: {}", work.display());
    println!("runs per case: {} (medians)\n", options.runs);
    if options.regenerate {
        return regenerate_cases(&options, &corpus, &work);
    }

    if options.only.as_deref().is_none_or(|o| o != "none") {
        let schemas = common::json_schemas(&corpus, options.only.as_deref());
        let mut rows = Vec::new();
        for schema in &schemas {
            let label = schema.file_stem().unwrap().to_string_lossy().into_owned();
            rows.push(bench_case(&label, schema, &work, options.runs));
        }
        println!("\n### Real schemas: full generation against the floor\n");
        print_table(&rows, None);
    }

    if !options.scale.is_empty() {
        let base_path = corpus.join(SCALE_BASE);
        let base: Value = serde_json::from_slice(&fs::read(&base_path).expect("read scale base"))
            .expect("parse scale base");
        let mut rows = Vec::new();
        for &copies in &options.scale {
            let schema = work.join(format!("scale-{copies}x.json"));
            write_replicated(&base, copies, &schema);
            rows.push(bench_case(
                &format!("{copies}×"),
                &schema,
                &work,
                options.scale_runs,
            ));
            fs::remove_file(&schema).expect("remove synthetic schema");
        }
        println!("\n### Scale series: {SCALE_BASE} replicated k times\n");
        print_table(&rows, Some(&options.scale));
        if let (Some(first), Some(last)) = (rows.first(), rows.last()) {
            let k = options.scale[options.scale.len() - 1] as f64 / options.scale[0] as f64;
            let wall = last.sdkgen.wall.as_secs_f64() / first.sdkgen.wall.as_secs_f64();
            let cpu = last.sdkgen.cpu.as_secs_f64() / first.sdkgen.cpu.as_secs_f64();
            println!(
                "\n{k:.0}× the copies: {wall:.1}× the wall time, {cpu:.1}× the CPU time; peak RSS {} at {}",
                mb(last.sdkgen.rss_bytes),
                last.label
            );
            println!(
                "the floor: {:.1}× the wall time",
                last.floor.wall.as_secs_f64() / first.floor.wall.as_secs_f64()
            );
        }
    }
    let _ = fs::remove_dir_all(&work);
}

/// `--regenerate`: the regeneration rows of the selected real schemas and scale cases.
fn regenerate_cases(options: &Options, corpus: &Path, work: &Path) {
    let mut rows = Vec::new();
    if options.only.as_deref().is_none_or(|o| o != "none") {
        for schema in common::json_schemas(corpus, options.only.as_deref()) {
            let label = schema.file_stem().unwrap().to_string_lossy().into_owned();
            rows.push(regenerate::bench_regenerate(
                &label,
                &schema,
                work,
                options.runs,
            ));
        }
    }
    if !options.scale.is_empty() {
        let base: Value =
            serde_json::from_slice(&fs::read(corpus.join(SCALE_BASE)).expect("read scale base"))
                .expect("parse scale base");
        for &copies in &options.scale {
            let schema = work.join(format!("scale-{copies}x.json"));
            write_replicated(&base, copies, &schema);
            let label = format!("{copies}×");
            rows.push(regenerate::bench_regenerate(
                &label,
                &schema,
                work,
                options.scale_runs,
            ));
            fs::remove_file(&schema).expect("remove synthetic schema");
        }
    }
    println!("\n### Regenerating a tree that is there (each run timed with a `sync`)\n");
    regenerate::print_regenerate_table(&rows);
    let _ = fs::remove_dir_all(work);
}

struct Options {
    /// `--regenerate`: measure regenerating instead of generating from nothing.
    regenerate: bool,
    runs: usize,
    scale_runs: usize,
    scale: Vec<usize>,
    /// Only real schemas whose path contains this; `none` skips them.
    only: Option<String>,
    /// Where outputs go (a `sdkgen-bench` directory is made in it).
    scratch: Option<PathBuf>,
}

impl Options {
    fn parse(args: &[String]) -> Options {
        let mut options = Options {
            regenerate: false,
            runs: 5,
            scale_runs: 3,
            scale: vec![1, 4, 16, 64],
            only: None,
            scratch: None,
        };
        let mut args = args.iter();
        while let Some(arg) = args.next() {
            let mut value = || args.next().cloned().unwrap_or_else(|| usage(arg));
            match arg.as_str() {
                // cargo bench passes `--bench` to every bench binary.
                "--bench" => {}
                "--regenerate" => options.regenerate = true,
                "--runs" => options.runs = value().parse().unwrap_or_else(|_| usage(arg)),
                "--scale-runs" => {
                    options.scale_runs = value().parse().unwrap_or_else(|_| usage(arg))
                }
                "--only" => options.only = Some(value()),
                "--scratch" => options.scratch = Some(PathBuf::from(value())),
                "--scale" => {
                    let list = value();
                    options.scale = if list == "none" {
                        Vec::new()
                    } else {
                        list.split(',')
                            .map(|n| n.parse().unwrap_or_else(|_| usage("--scale")))
                            .collect()
                    };
                }
                other => usage(other),
            }
        }
        if options.runs == 0 || options.scale_runs == 0 || options.scale.contains(&0) {
            usage("--runs/--scale");
        }
        options
    }
}

/// `bytes` of Markdown: lines of prose with code spans, emphasis and links, a heading every 50
/// lines and a fenced Python example every 37 (so every backend's description handling runs).
fn huge_markdown(bytes: usize) -> String {
    const WORDS: [&str; 16] = [
        "stream",
        "topic",
        "cluster",
        "gateway",
        "partition",
        "replica",
        "offset",
        "consumer",
        "producer",
        "schema",
        "`key`",
        "**bold**",
        "[link](https://example.com/x)",
        "value",
        "secret",
        "region",
    ];
    let mut out = String::with_capacity(bytes + 200);
    let mut state: u64 = 7;
    let mut line = 0;
    while out.len() < bytes {
        line += 1;
        if line % 50 == 0 {
            out.push_str(&format!("## Section {line}\n"));
        } else if line % 37 == 0 {
            out.push_str(&format!("```python\nimport pulumi\nx = {line}\n```\n"));
        } else {
            for i in 0..14 {
                // A fixed linear congruential sequence: the same text on every run.
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                if i > 0 {
                    out.push(' ');
                }
                out.push_str(WORDS[(state >> 60) as usize]);
            }
            out.push_str(".\n");
        }
    }
    out
}

fn usage(arg: &str) -> ! {
    common::bad_argument(
        arg,
        "cargo bench --bench generation -- [--regenerate] [--runs N] [--only NAME|none] [--scale 1,4,16,64|none] [--scale-runs N] [--scratch DIR]",
    )
}

/// Medians of one case.
struct Row {
    label: String,
    schema_bytes: u64,
    files: usize,
    output_bytes: u64,
    sdkgen: Sample,
    floor: Sample,
}

fn bench_case(label: &str, schema: &Path, work: &Path, runs: usize) -> Row {
    let out = work.join("out");
    let floor_out = work.join("floor");
    let mut sdkgen = Vec::new();
    let mut floor = Vec::new();
    let mut size = (0, 0);
    // Run 0 is the untimed one: it warms the caches and leaves a tree for run 1 to delete.
    for run in 0..=runs {
        remove(&out);
        // Dirty pages of earlier runs must not be written back during this one.
        unsafe { libc::sync() };
        let mut command = Command::new(SDKGEN);
        command.arg("generate").arg(schema).arg("--out").arg(&out);
        let (generated, _) = measure(command, work);
        if run == 0 {
            size = tree_size(&out);
        }
        remove(&floor_out);
        unsafe { libc::sync() };
        let mut command = Command::new(std::env::current_exe().expect("own path"));
        command.arg("--floor").arg(schema).arg(&out).arg(&floor_out);
        let (mut sample, stdout) = measure(command, work);
        // The child times its own work, leaving out loading the bytes it is to write.
        let mut fields = stdout.split_whitespace().map(|n| n.parse::<u64>());
        if let (Some(Ok(wall)), Some(Ok(cpu))) = (fields.next(), fields.next()) {
            sample.wall = Duration::from_nanos(wall);
            sample.cpu = Duration::from_nanos(cpu);
        } else {
            panic!("floor child printed `{stdout}`");
        }
        eprintln!(
            "{label} run {run}/{runs}{}: sdkgen {:.3} s wall, floor {:.3} s",
            if run == 0 { " (untimed)" } else { "" },
            generated.wall.as_secs_f64(),
            sample.wall.as_secs_f64()
        );
        if run > 0 {
            sdkgen.push(generated);
            floor.push(sample);
        }
    }
    remove(&out);
    remove(&floor_out);
    Row {
        label: label.to_owned(),
        schema_bytes: fs::metadata(schema).map(|m| m.len()).unwrap_or(0),
        files: size.0,
        output_bytes: size.1,
        sdkgen: median(&sdkgen),
        floor: median(&floor),
    }
}

fn cpu_time_self() -> Duration {
    // SAFETY: as above.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut usage) };
    timeval(usage.ru_utime) + timeval(usage.ru_stime)
}

/// Every file under `dir`, relative to it, with its bytes.
fn tree_files(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    fn walk(root: &Path, dir: &Path, out: &mut Vec<(PathBuf, Vec<u8>)>) {
        for entry in fs::read_dir(dir).expect("read output dir") {
            let path = entry.expect("output entry").path();
            if path.is_dir() {
                walk(root, &path, out);
            } else {
                let bytes = fs::read(&path).expect("read output file");
                out.push((path.strip_prefix(root).unwrap().to_path_buf(), bytes));
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out
}

/// Files and bytes under `dir`.
fn tree_size(dir: &Path) -> (usize, u64) {
    fn walk(dir: &Path, acc: &mut (usize, u64)) {
        for entry in fs::read_dir(dir).expect("read output dir") {
            let entry = entry.expect("output entry");
            let meta = entry.metadata().expect("output metadata");
            if meta.is_dir() {
                walk(&entry.path(), acc);
            } else {
                acc.0 += 1;
                acc.1 += meta.len();
            }
        }
    }
    let mut acc = (0, 0);
    walk(dir, &mut acc);
    acc
}

/// `--floor SCHEMA REFERENCE OUT`: loads the files under REFERENCE (untimed), then reads and
/// parses SCHEMA and writes those files under OUT; prints the wall and CPU nanoseconds of that.
fn floor_child(args: &[String]) {
    let [schema, reference, out] = args else {
        usage("--floor")
    };
    let files = tree_files(Path::new(reference));
    let out = Path::new(out);
    let dirs: BTreeSet<PathBuf> = files
        .iter()
        .filter_map(|(p, _)| p.parent().map(|d| out.join(d)))
        .collect();

    let cpu = cpu_time_self();
    let start = Instant::now();
    let bytes = fs::read(schema).expect("read schema");
    let value: Value = serde_json::from_slice(&bytes).expect("parse schema");
    for dir in &dirs {
        fs::create_dir_all(dir).expect("create dir");
    }
    files.par_iter().for_each(|(path, bytes)| {
        fs::write(out.join(path), bytes).expect("write file");
    });
    let wall = start.elapsed();
    let cpu = cpu_time_self() - cpu;
    // Freeing the parsed schema is not part of any generator's necessary work.
    std::mem::forget(value);
    println!("{} {}", wall.as_nanos(), cpu.as_nanos());
}

/// Writes `base` with its `index` module replicated `copies` times as modules `copy1`,
/// `copy2`, ... (every token and `$ref` rewritten, descriptions too); the package name, the
/// provider and the config stay single (and refer to `copy1`).
fn write_replicated(base: &Value, copies: usize, path: &Path) {
    let package = base["name"].as_str().expect("package name");
    let from = format!("{package}:index/");
    let to = |n: usize| format!("{package}:copy{n}/");
    let mut schema = rename(base, &from, &to(1));
    for n in 2..=copies {
        let to = to(n);
        for section in ["types", "resources", "functions"] {
            let Some(members) = base[section].as_object() else {
                continue;
            };
            let target = schema[section].as_object_mut().expect("section");
            for (token, definition) in members {
                if token.starts_with(&from) {
                    target.insert(token.replace(&from, &to), rename(definition, &from, &to));
                }
            }
        }
    }
    let mut file = std::io::BufWriter::new(fs::File::create(path).expect("create schema"));
    serde_json::to_writer_pretty(&mut file, &schema).expect("write schema");
    file.flush().expect("write schema");
}

/// `value` with `from` replaced by `to` in every string and key.
fn rename(value: &Value, from: &str, to: &str) -> Value {
    match value {
        Value::String(s) => Value::String(s.replace(from, to)),
        Value::Array(items) => Value::Array(items.iter().map(|v| rename(v, from, to)).collect()),
        Value::Object(members) => Value::Object(
            members
                .iter()
                .map(|(k, v)| (k.replace(from, to), rename(v, from, to)))
                .collect(),
        ),
        other => other.clone(),
    }
}

fn print_table(rows: &[Row], scale: Option<&[usize]>) {
    let first = rows.first().map(|r| r.sdkgen.wall.as_secs_f64());
    let extra = if scale.is_some() {
        " wall ÷ 1st | wall per copy |"
    } else {
        ""
    };
    let rule = if scale.is_some() { "---|---|" } else { "" };
    println!(
        "| schema | schema size | files | output size | wall | floor wall | wall ÷ floor | CPU | floor CPU | peak RSS | floor peak RSS |{extra}"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|{rule}");
    for (i, row) in rows.iter().enumerate() {
        let wall = row.sdkgen.wall.as_secs_f64();
        let mut line = format!(
            "| {} | {} | {} | {} | {} | {} | {:.1}× | {} | {} | {} | {} |",
            row.label,
            mb(row.schema_bytes),
            row.files,
            mb(row.output_bytes),
            secs(row.sdkgen.wall),
            secs(row.floor.wall),
            wall / row.floor.wall.as_secs_f64(),
            secs(row.sdkgen.cpu),
            secs(row.floor.cpu),
            mb(row.sdkgen.rss_bytes),
            mb(row.floor.rss_bytes),
        );
        if let (Some(scale), Some(first)) = (scale, first) {
            line.push_str(&format!(
                " {:.1}× | {:.3} s |",
                wall / first,
                wall / scale[i] as f64
            ));
        }
        println!("{line}");
    }
}

fn secs(d: Duration) -> String {
    format!("{:.3} s", d.as_secs_f64())
}
