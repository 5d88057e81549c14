//! The Java toolchain the tests use: `java`, `javac` and `mvn` from the machine (Java 17 and
//! Maven; Gradle is not needed), the classpath of `com.pulumi:pulumi` at each version the tests
//! compile against, resolved by Maven from a throwaway POM into `target/tmp/java/` (its local
//! repository and the classpath files stay there for later runs), and a batch compiler:
//! `tests/java/harness/Javac.java` runs javac (the JDK's own, through `javax.tools`) for many
//! trees in one warm JVM, with the options of [`JAVAC_OPTIONS`], and each job's warnings are
//! counted by category. When java, javac or mvn is missing the first test to need them installs
//! Debian's `openjdk-17-jdk-headless` and `maven` with apt-get (as root, as CI does); if that
//! fails the tests fail, unless `SDKGEN_SKIP_JAVA=1` is set: then they say so and skip.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::{Mutex, OnceLock};

use super::{create_dir, fnv1a, lock, root, run, say};

pub const SKIP_VAR: &str = "SDKGEN_SKIP_JAVA";

/// The `com.pulumi:pulumi` build.gradle names (what a published SDK is compiled against), and
/// the newest Maven Central serves.
pub const PULUMI_VERSIONS: [&str; 2] = ["1.0.0", "1.36.1"];

/// javac's options for every compilation: Java 11 (the SDK's toolchain in build.gradle), every
/// lint, no annotation processing, and every warning counted.
pub const JAVAC_OPTIONS: [&str; 10] = [
    "--release",
    "11",
    "-Xlint:all",
    "-proc:none",
    "-encoding",
    "UTF-8",
    "-Xmaxwarns",
    "1000000",
    "-Xmaxerrs",
    "1000000",
];

/// Where the toolchain's caches and the Java tests' scratch live: inside the target directory.
pub fn java_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("java")
}

pub struct JavaToolchain {
    /// `javac -version`.
    pub javac_version: String,
    /// The classpath (`:`-joined jars) of each of [`PULUMI_VERSIONS`].
    classpaths: BTreeMap<&'static str, String>,
    /// Holds the cross-process lock on `target/tmp/java/lock` until the process ends.
    _lock: Child,
}

impl JavaToolchain {
    /// The classpath of `com.pulumi:pulumi` at `version` (one of [`PULUMI_VERSIONS`]).
    pub fn classpath(&self, version: &str) -> &str {
        self.classpaths
            .get(version)
            .unwrap_or_else(|| panic!("no classpath for com.pulumi:pulumi {version}"))
    }
}

/// The toolchain of this process, or None when `SDKGEN_SKIP_JAVA=1` (said once per `who`).
/// The first test to ask checks the tools, takes the lock and resolves the classpaths unless
/// they are cached; the others share it.
pub fn toolchain(who: &str) -> Result<Option<&'static JavaToolchain>, String> {
    if std::env::var(SKIP_VAR).as_deref() == Ok("1") {
        say(&format!(
            "SKIPPED: {who}: the Java tests ({SKIP_VAR}=1): sdkgen's Java SDKs are NOT \
             compiled or run"
        ));
        return Ok(None);
    }
    static TOOLCHAIN: OnceLock<Result<JavaToolchain, String>> = OnceLock::new();
    TOOLCHAIN
        .get_or_init(|| install(who))
        .as_ref()
        .map(Some)
        .map_err(Clone::clone)
}

/// The first line `TOOL ARGS` prints (on stdout or stderr), or an error naming [`SKIP_VAR`].
fn tool_version(tool: &str, args: &[&str]) -> Result<String, String> {
    let output = Command::new(tool).args(args).output().map_err(|e| {
        format!(
            "{tool} is needed by the Java tests (Java 17+ and Maven) and cannot run: {e}; \
             install it, or set {SKIP_VAR}=1 to skip the Java tests"
        )
    })?;
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    if !output.status.success() {
        return Err(format!(
            "`{tool} {}` failed ({}): {text}; set {SKIP_VAR}=1 to skip the Java tests",
            args.join(" "),
            output.status
        ));
    }
    Ok(text.lines().next().unwrap_or_default().trim().to_string())
}

/// Debian's packages of the tools the Java tests run.
const DEBIAN_PACKAGES: [&str; 2] = ["openjdk-17-jdk-headless", "maven"];

fn install(who: &str) -> Result<JavaToolchain, String> {
    let missing = ["javac", "java", "mvn"]
        .into_iter()
        .filter(|tool| Command::new(tool).arg("-version").output().is_err())
        .collect::<Vec<_>>();
    if !missing.is_empty() {
        super::apt_install(
            &DEBIAN_PACKAGES,
            &format!("{who}: the Java tests ({} missing)", missing.join(", ")),
            SKIP_VAR,
        )?;
    }
    let javac_version = tool_version("javac", &["-version"])?;
    let major = javac_version
        .trim_start_matches("javac ")
        .split('.')
        .next()
        .and_then(|major| major.parse::<u32>().ok());
    if major.is_none_or(|major| major < 17) {
        return Err(format!(
            "javac on PATH must be Java 17 or newer (found {javac_version}); or set \
             {SKIP_VAR}=1 to skip the Java tests"
        ));
    }
    tool_version("java", &["-version"])?;
    let dir = java_dir();
    create_dir(&dir)?;
    let lock = lock(&dir.join("lock"), who)?;
    let mut classpaths = BTreeMap::new();
    for version in PULUMI_VERSIONS {
        classpaths.insert(version, resolve_classpath(who, version)?);
    }
    Ok(JavaToolchain {
        javac_version,
        classpaths,
        _lock: lock,
    })
}

/// `mvn dependency:build-classpath` of a throwaway POM that depends on `com.pulumi:pulumi` at
/// `version` and names jsr305 (`javax.annotation.Nullable`; it comes only as a runtime
/// dependency of com.pulumi:pulumi), cached in `target/tmp/java/classpath-<version>.txt`.
fn resolve_classpath(who: &str, version: &str) -> Result<String, String> {
    let dir = java_dir();
    let cached = dir.join(format!("classpath-{version}.txt"));
    if let Ok(text) = std::fs::read_to_string(&cached) {
        if text
            .split(':')
            .all(|jar| !jar.is_empty() && Path::new(jar).is_file())
        {
            return Ok(text);
        }
    }
    tool_version("mvn", &["-v"])?;
    say(&format!(
        "{who}: resolving com.pulumi:pulumi {version} with Maven into {} (later runs reuse it)",
        dir.join("m2").display()
    ));
    let project = dir.join(format!("classpath-{version}"));
    create_dir(&project)?;
    let pom = format!(
        "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">\n  \
         <modelVersion>4.0.0</modelVersion>\n  <groupId>dev.sdkgen.tests</groupId>\n  \
         <artifactId>classpath</artifactId>\n  <version>0</version>\n  <dependencies>\n    \
         <dependency><groupId>com.pulumi</groupId><artifactId>pulumi</artifactId>\
         <version>{version}</version></dependency>\n    \
         <dependency><groupId>com.google.code.findbugs</groupId><artifactId>jsr305</artifactId>\
         <version>3.0.2</version></dependency>\n  </dependencies>\n</project>\n"
    );
    std::fs::write(project.join("pom.xml"), pom)
        .map_err(|e| format!("cannot write {}: {e}", project.display()))?;
    let output = project.join("classpath.txt");
    run(
        Command::new("mvn")
            .args(["-B", "-q"])
            .arg(format!("-Dmaven.repo.local={}", dir.join("m2").display()))
            .arg("dependency:build-classpath")
            .arg(format!("-Dmdep.outputFile={}", output.display()))
            .current_dir(&project),
        &format!(
            "mvn dependency:build-classpath of com.pulumi:pulumi {version} (Maven Central; \
             {SKIP_VAR}=1 skips the Java tests)"
        ),
        None,
    )?;
    let text = std::fs::read_to_string(&output)
        .map_err(|e| format!("cannot read {}: {e}", output.display()))?;
    let text = text.trim().to_string();
    std::fs::write(&cached, &text)
        .map_err(|e| format!("cannot write {}: {e}", cached.display()))?;
    Ok(text)
}

/// What javac said about one compilation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Compiled {
    /// Whether it compiled (exit code 0).
    pub ok: bool,
    /// The warnings by lint category (`deprecation`, `unchecked`, …; `other` for those
    /// without one).
    pub warnings: BTreeMap<String, usize>,
    /// The diagnostics as javac printed them.
    pub text: String,
}

impl Compiled {
    pub fn warning_count(&self) -> usize {
        self.warnings.values().sum()
    }

    /// The first `n` error lines, for messages.
    pub fn errors(&self, n: usize) -> String {
        let errors: Vec<&str> = self
            .text
            .lines()
            .filter(|line| line.contains(": error: "))
            .take(n)
            .collect();
        if errors.is_empty() {
            // An error of javac itself (a missing argument file, a bad option).
            return super::clip(&self.text);
        }
        errors.join("\n")
    }

    fn parse(text: String, code: i32) -> Compiled {
        let mut warnings = BTreeMap::new();
        for line in text.lines() {
            let Some((_, rest)) = line.split_once(": warning: ") else {
                continue;
            };
            let category = rest
                .strip_prefix('[')
                .and_then(|r| r.split_once(']'))
                .map(|(category, _)| category)
                .unwrap_or("other");
            *warnings.entry(category.to_string()).or_insert(0) += 1;
        }
        Compiled {
            ok: code == 0,
            warnings,
            text,
        }
    }

    /// What the parity harness caches of an outcome: [`Compiled::summary`], then the first
    /// error lines.
    pub fn to_cache(&self) -> String {
        format!("{}\n{}\n", self.summary(), self.errors(20))
    }

    /// An outcome read back from [`Compiled::to_cache`] (the text holds its error lines).
    pub fn from_cache(text: &str) -> Compiled {
        let mut lines = text.lines();
        let mut words = lines.next().unwrap_or("failed").split_whitespace();
        let ok = words.next() == Some("ok");
        let warnings = words
            .filter_map(|w| w.split_once('='))
            .map(|(category, n)| (category.to_owned(), n.parse().unwrap_or(0)))
            .collect();
        Compiled {
            ok,
            warnings,
            text: lines.collect::<Vec<_>>().join("\n"),
        }
    }

    /// One line: `ok` or `failed`, then `category=count` for each warning category.
    pub fn summary(&self) -> String {
        let mut line = if self.ok { "ok" } else { "failed" }.to_string();
        for (category, count) in &self.warnings {
            line.push_str(&format!(" {category}={count}"));
        }
        line
    }
}

/// One compilation: every `.java` file under `trees` (compiled together) against
/// `com.pulumi:pulumi` at `version`.
pub struct Job {
    pub trees: Vec<PathBuf>,
    pub version: &'static str,
    /// Where the class files go, kept; `None`: a scratch directory removed after the job.
    pub classes: Option<PathBuf>,
}

/// A JVM running the batch compiler.
struct Worker {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Worker {
    fn start() -> Result<Worker, String> {
        let harness = root().join("tests/java/harness/Javac.java");
        let mut child = Command::new("java")
            // One collector thread and a bounded heap: two of these share two cores.
            .args(["-XX:+UseSerialGC", "-Xmx3g", "-Xss4m"])
            .arg(&harness)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot run java {}: {e}", harness.display()))?;
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
        Ok(Worker {
            child,
            stdin,
            stdout,
        })
    }

    fn compile(&mut self, arguments: &[String]) -> Result<Compiled, String> {
        writeln!(self.stdin, "{}", arguments.join("\t"))
            .and_then(|()| self.stdin.flush())
            .map_err(|e| format!("the batch compiler stopped: {e}"))?;
        let mut text = String::new();
        loop {
            let mut line = String::new();
            let read = self
                .stdout
                .read_line(&mut line)
                .map_err(|e| format!("the batch compiler: {e}"))?;
            if read == 0 {
                return Err(format!(
                    "the batch compiler exited ({:?}) after:\n{text}",
                    self.child.try_wait()
                ));
            }
            if let Some(code) = line.strip_prefix("\0END ") {
                let code = code.trim().parse::<i32>().unwrap_or(4);
                return Ok(Compiled::parse(text, code));
            }
            text.push_str(&line);
        }
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Compiles every job, on up to `workers` JVMs side by side, and returns their outcomes in the
/// jobs' order. Class files go to a scratch directory under `target/tmp/java/` that is removed
/// after each job.
pub fn compile_all(
    toolchain: &JavaToolchain,
    jobs: &[Job],
    workers: usize,
) -> Result<Vec<Compiled>, String> {
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let next = Mutex::new(0usize);
    let results: Mutex<Vec<Option<Result<Compiled, String>>>> =
        Mutex::new(jobs.iter().map(|_| None).collect());
    std::thread::scope(|scope| {
        for worker_number in 0..workers.max(1).min(jobs.len()) {
            let next = &next;
            let results = &results;
            scope.spawn(move || {
                let mut worker = match Worker::start() {
                    Ok(worker) => worker,
                    Err(message) => {
                        let mut results = results.lock().unwrap();
                        for slot in results.iter_mut().filter(|slot| slot.is_none()) {
                            *slot = Some(Err(message.clone()));
                        }
                        return;
                    }
                };
                loop {
                    let index = {
                        let mut next = next.lock().unwrap();
                        let index = *next;
                        *next += 1;
                        index
                    };
                    let Some(job) = jobs.get(index) else {
                        break;
                    };
                    // Unique per process and call: tests of one process compile side by side.
                    let scratch = java_dir()
                        .join("classes")
                        .join(format!("{}-{call}-{worker_number}", std::process::id()));
                    let outcome = compile_one(toolchain, &mut worker, job, &scratch);
                    let _ = std::fs::remove_dir_all(&scratch);
                    let failed_hard = outcome.is_err();
                    results.lock().unwrap()[index] = Some(outcome);
                    if failed_hard {
                        match Worker::start() {
                            Ok(fresh) => worker = fresh,
                            Err(_) => break,
                        }
                    }
                }
            });
        }
    });
    results
        .into_inner()
        .unwrap()
        .into_iter()
        .map(|slot| slot.unwrap_or_else(|| Err("the job was not compiled".into())))
        .collect()
}

fn compile_one(
    toolchain: &JavaToolchain,
    worker: &mut Worker,
    job: &Job,
    scratch: &Path,
) -> Result<Compiled, String> {
    create_dir(scratch)?;
    let mut sources = String::new();
    for tree in &job.trees {
        for file in super::csharp_api::files_with_extension(tree, "java") {
            // An argument file quotes each path (they may hold spaces).
            sources.push('"');
            sources.push_str(&file.display().to_string().replace('\\', "\\\\"));
            sources.push_str("\"\n");
        }
    }
    if sources.is_empty() {
        return Ok(Compiled {
            ok: true,
            ..Compiled::default()
        });
    }
    let list = scratch.join("sources.txt");
    std::fs::write(&list, sources).map_err(|e| format!("cannot write {}: {e}", list.display()))?;
    let classes = job
        .classes
        .clone()
        .unwrap_or_else(|| scratch.join("classes"));
    let mut arguments: Vec<String> = JAVAC_OPTIONS.iter().map(|s| s.to_string()).collect();
    arguments.extend([
        "-d".to_string(),
        classes.display().to_string(),
        "-cp".to_string(),
        toolchain.classpath(job.version).to_string(),
        format!("@{}", list.display()),
    ]);
    worker.compile(&arguments)
}

/// A hash of a tree's Java files and of the compiler's settings, to cache outcomes by.
pub fn compile_key(trees: &[&Path], version: &str) -> Result<u64, String> {
    let harness = std::fs::read(root().join("tests/java/harness/Javac.java"))
        .map_err(|e| format!("cannot read the batch compiler: {e}"))?;
    let extra = format!(
        "{version}:{}:{:016x}",
        JAVAC_OPTIONS.join(" "),
        fnv1a(&harness)
    );
    super::tree_hash(trees, &extra)
}
