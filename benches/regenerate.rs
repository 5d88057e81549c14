//! Regenerating a tree that is already there (`cargo bench --bench generation -- --regenerate`):
//! for one schema, `check` of the up-to-date tree, `generate` into the up-to-date tree, and
//! `generate` into the tree of a variant of the schema in which one resource's description
//! differs (so that regenerating writes that resource's files), with the floor of that last
//! row: writing exactly the files it rewrites. Every run is timed together with a `sync` after
//! it, so that the writes it causes are counted; the rows alternate within each run, after one
//! untimed run, and the figures are medians.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use crate::common::{measure, median, remove, timed_with_sync, variant, Sample};
use crate::SDKGEN;

/// Medians of one schema's regeneration rows.
pub struct RegenerateRow {
    pub label: String,
    /// Files in the tree, and of them the ones the changed resource rewrites (and their bytes).
    pub files: usize,
    pub changed_files: usize,
    pub changed_bytes: u64,
    pub check: Sample,
    pub unchanged: Sample,
    pub one_changed: Sample,
    /// Writing the rewritten files into a fresh directory, then `sync`.
    pub write_floor: Duration,
}

fn sdkgen(command: &str, schema: &Path, out: &Path) -> Command {
    let mut cmd = Command::new(SDKGEN);
    cmd.arg(command).arg(schema).arg("--out").arg(out);
    cmd
}

/// Every file under `dir` with its bytes, by relative path.
fn files(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut found = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(current) = pending.pop() {
        for entry in fs::read_dir(&current).expect("read the tree") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                pending.push(path);
            } else {
                let bytes = fs::read(&path).expect("read a file");
                found.push((path.strip_prefix(dir).unwrap().to_path_buf(), bytes));
            }
        }
    }
    found.sort();
    found
}

pub fn bench_regenerate(label: &str, schema: &Path, work: &Path, runs: usize) -> RegenerateRow {
    let tree = work.join("regenerate");
    let variant_path = work.join("variant.json");
    let token = variant(schema, &variant_path).expect("a schema with resources");
    // The files regenerating the schema over the variant's tree rewrites.
    remove(&tree);
    let (_, _) = measure(sdkgen("generate", &variant_path, &tree), work);
    let before = files(&tree);
    let (_, _) = measure(sdkgen("generate", schema, &tree), work);
    let after = files(&tree);
    let rewritten: Vec<(PathBuf, Vec<u8>)> = after
        .iter()
        .filter(|file| !before.contains(file))
        .cloned()
        .collect();
    eprintln!(
        "{label}: the variant changes {token}'s description; regenerating rewrites {} of {} files",
        rewritten.len(),
        after.len()
    );
    let floor_dir = work.join("write-floor");
    let mut samples: [Vec<Sample>; 3] = Default::default();
    let mut floors = Vec::new();
    for run in 0..=runs {
        // The tree is up to date here.
        let check = timed_with_sync(sdkgen("check", schema, &tree), work);
        let unchanged = timed_with_sync(sdkgen("generate", schema, &tree), work);
        let _ = timed_with_sync(sdkgen("generate", &variant_path, &tree), work);
        let one_changed = timed_with_sync(sdkgen("generate", schema, &tree), work);
        remove(&floor_dir);
        unsafe { libc::sync() };
        let start = Instant::now();
        for (path, bytes) in &rewritten {
            let path = floor_dir.join(path);
            fs::create_dir_all(path.parent().unwrap()).expect("create a directory");
            fs::write(&path, bytes).expect("write a file");
        }
        unsafe { libc::sync() };
        let floor = start.elapsed();
        eprintln!(
            "{label} run {run}/{runs}{}: check {:.3} s, unchanged {:.3} s, one changed {:.3} s, writing its files {:.4} s",
            if run == 0 { " (untimed)" } else { "" },
            check.wall.as_secs_f64(),
            unchanged.wall.as_secs_f64(),
            one_changed.wall.as_secs_f64(),
            floor.as_secs_f64()
        );
        if run > 0 {
            for (all, sample) in samples.iter_mut().zip([check, unchanged, one_changed]) {
                all.push(sample);
            }
            floors.push(floor);
        }
    }
    remove(&tree);
    remove(&floor_dir);
    let _ = fs::remove_file(&variant_path);
    floors.sort();
    RegenerateRow {
        label: label.to_owned(),
        files: after.len(),
        changed_files: rewritten.len(),
        changed_bytes: rewritten.iter().map(|(_, b)| b.len() as u64).sum(),
        check: median(&samples[0]),
        unchanged: median(&samples[1]),
        one_changed: median(&samples[2]),
        write_floor: floors[floors.len() / 2],
    }
}

pub fn print_regenerate_table(rows: &[RegenerateRow]) {
    println!(
        "| schema | files | `check` | regenerate, unchanged | ÷ check (goal ≤ 1.2) | regenerate, one resource changed | ÷ check | minus check | its files (bytes) | writing them + sync | CPU: check, unchanged, one changed |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|");
    for row in rows {
        let check = row.check.wall.as_secs_f64();
        let unchanged = row.unchanged.wall.as_secs_f64();
        let one = row.one_changed.wall.as_secs_f64();
        println!(
            "| {} | {} | {check:.3} s | {unchanged:.3} s | {:.2}× | {one:.3} s | {:.2}× | {:+.3} s | {} ({:.1} MB) | {:.4} s | {:.3}, {:.3}, {:.3} s |",
            row.label,
            row.files,
            unchanged / check,
            one / check,
            one - check,
            row.changed_files,
            row.changed_bytes as f64 / 1e6,
            row.write_floor.as_secs_f64(),
            row.check.cpu.as_secs_f64(),
            row.unchanged.cpu.as_secs_f64(),
            row.one_changed.cpu.as_secs_f64(),
        );
    }
}
