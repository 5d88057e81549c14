//! Runs a Rust closure as a stack's program through the Pulumi CLI, as the other languages'
//! Automation APIs run an "inline program": each operation serves the language runtime
//! ([`crate::language`]) on a loopback port and runs `pulumi <operation> --client=<address>`,
//! so the CLI asks this process, not a language host, to run the program. The backend, the
//! secrets passphrase and the CLI's other settings come from the environment
//! (`PULUMI_BACKEND_URL`, e.g. `file:///…`, `PULUMI_CONFIG_PASSPHRASE`, `PULUMI_HOME`).

use std::collections::BTreeMap;
use std::fmt;
use std::future::Future;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use futures::FutureExt;
use serde_json::Value;

use crate::language::{Program, Server};
use crate::{Context, Error};

/// A stack of a project whose program is a closure.
pub struct Stack {
    project: String,
    name: String,
    work_dir: PathBuf,
    cli: PathBuf,
    program: Program,
}

/// What a CLI command printed, and for an operation that changed the stack (`up`, `refresh`,
/// `destroy`) its summary. `Display` prints the summary (or, without one, what the CLI printed).
#[derive(Clone, Debug)]
pub struct CommandOutput {
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
    /// What the operation changed, and the stack's outputs after it.
    pub summary: Option<UpdateSummary>,
}

impl fmt::Display for CommandOutput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.summary {
            Some(summary) => summary.fmt(f),
            None => write!(f, "{}{}", self.stdout, self.stderr),
        }
    }
}

/// What an update did: its result, the count of resources by change (`create`, `update`,
/// `delete`, `replace`, `same`), and the stack's outputs after it, secrets masked.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct UpdateSummary {
    /// The operation (`update`, `refresh`, `destroy`).
    pub kind: String,
    /// `succeeded` or `failed`.
    pub result: String,
    /// Resources by change.
    pub resource_changes: BTreeMap<String, u64>,
    /// The stack's outputs (a secret as `[secret]`).
    pub outputs: serde_json::Map<String, Value>,
}

impl UpdateSummary {
    /// The summary in `pulumi stack history --json`'s latest entry and `pulumi stack output
    /// --json`.
    pub fn from_cli(history_entry: &Value, outputs: &Value) -> UpdateSummary {
        let text = |key: &str| history_entry[key].as_str().unwrap_or_default().to_owned();
        UpdateSummary {
            kind: text("kind"),
            result: text("result"),
            resource_changes: history_entry["resourceChanges"]
                .as_object()
                .map(|changes| {
                    changes
                        .iter()
                        .filter_map(|(k, v)| Some((k.clone(), v.as_u64()?)))
                        .collect()
                })
                .unwrap_or_default(),
            outputs: outputs.as_object().cloned().unwrap_or_default(),
        }
    }
}

impl fmt::Display for UpdateSummary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const ORDER: [(&str, &str); 5] = [
            ("create", "created"),
            ("update", "updated"),
            ("replace", "replaced"),
            ("delete", "deleted"),
            ("same", "unchanged"),
        ];
        let mut changes: Vec<String> = ORDER
            .iter()
            .filter_map(|(key, label)| {
                let count = self.resource_changes.get(*key)?;
                Some(format!("{count} {label}"))
            })
            .collect();
        changes.extend(
            self.resource_changes
                .iter()
                .filter(|(key, _)| !ORDER.iter().any(|(k, _)| k == key))
                .map(|(key, count)| format!("{count} {key}")),
        );
        let kind = if self.kind.is_empty() {
            "update"
        } else {
            &self.kind
        };
        write!(f, "{kind} {}", self.result)?;
        if changes.is_empty() {
            writeln!(f, ": no changes")?;
        } else {
            writeln!(f, ": {}", changes.join(", "))?;
        }
        if !self.outputs.is_empty() {
            writeln!(f, "Outputs:")?;
            for (name, value) in &self.outputs {
                let shown = match value {
                    Value::String(s) if s == "[secret]" => s.clone(),
                    other => other.to_string(),
                };
                writeln!(f, "    {name}: {shown}")?;
            }
        }
        Ok(())
    }
}

impl Stack {
    /// Selects the stack `name` of `project`, creating it if needed, with `work_dir` as the
    /// project directory (a `Pulumi.yaml` is written there). `cli` is the `pulumi` binary.
    pub async fn create_or_select<F, Fut>(
        project: &str,
        name: &str,
        work_dir: &Path,
        cli: &Path,
        program: F,
    ) -> Result<Stack, Error>
    where
        F: Fn(Context) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<(), Error>> + Send + 'static,
    {
        std::fs::create_dir_all(work_dir)?;
        // The runtime named here is never started: `--client` points the CLI at this process.
        std::fs::write(
            work_dir.join("Pulumi.yaml"),
            format!("name: {project}\nruntime: rust\n"),
        )?;
        let program: Program = Arc::new(move |context| program(context).boxed());
        let stack = Stack {
            project: project.to_owned(),
            name: name.to_owned(),
            work_dir: work_dir.to_owned(),
            cli: cli.to_owned(),
            program,
        };
        stack
            .cli(&["stack", "select", "--create", name, "--non-interactive"])
            .await?;
        Ok(stack)
    }

    /// The project name.
    pub fn project(&self) -> &str {
        &self.project
    }

    /// Sets the configuration value `key` (`<namespace>:<name>`), encrypted when `secret`.
    pub async fn set_config(&self, key: &str, value: &str, secret: bool) -> Result<(), Error> {
        let mut args = vec!["config", "set", "--stack", &self.name];
        if secret {
            args.push("--secret");
        }
        // `--` so that a value starting with `-` is not read as a flag.
        args.extend(["--", key, value]);
        self.cli(&args).await.map(drop)
    }

    /// `pulumi up`: creates, updates and deletes resources to match the program; with the
    /// update's summary (print it: `println!("{}", stack.up().await?)`).
    pub async fn up(&self) -> Result<CommandOutput, Error> {
        let output = self.run_program("up", &["--yes", "--skip-preview"]).await?;
        self.summarized(output).await
    }

    /// `pulumi preview`: what `up` would change; its `--json` summary on stdout.
    pub async fn preview(&self) -> Result<Value, Error> {
        let output = self.run_program("preview", &["--json"]).await?;
        Ok(serde_json::from_str(&output.stdout)?)
    }

    /// `pulumi refresh`: reads every resource's state from its provider.
    pub async fn refresh(&self) -> Result<CommandOutput, Error> {
        let output = self
            .run_program("refresh", &["--yes", "--skip-preview"])
            .await?;
        self.summarized(output).await
    }

    /// `pulumi destroy`: deletes every resource of the stack.
    pub async fn destroy(&self) -> Result<CommandOutput, Error> {
        let output = self
            .run_program("destroy", &["--yes", "--skip-preview"])
            .await?;
        self.summarized(output).await
    }

    /// `output` with the summary of the operation it ran.
    async fn summarized(&self, mut output: CommandOutput) -> Result<CommandOutput, Error> {
        let history = self
            .cli(&["stack", "history", "--json", "--stack", &self.name])
            .await?;
        let history: Value = serde_json::from_str(&history.stdout)?;
        let outputs = self
            .cli(&["stack", "output", "--json", "--stack", &self.name])
            .await?;
        let outputs: Value = serde_json::from_str(&outputs.stdout)?;
        output.summary = Some(UpdateSummary::from_cli(&history[0], &outputs));
        Ok(output)
    }

    /// The stack's outputs, secrets in plain text (`pulumi stack output --show-secrets`).
    pub async fn outputs(&self) -> Result<Value, Error> {
        let output = self
            .cli(&[
                "stack",
                "output",
                "--json",
                "--show-secrets",
                "--stack",
                &self.name,
            ])
            .await?;
        Ok(serde_json::from_str(&output.stdout)?)
    }

    /// Names of the stack's secret outputs.
    pub async fn secret_outputs(&self) -> Result<Vec<String>, Error> {
        let output = self
            .cli(&["stack", "output", "--json", "--stack", &self.name])
            .await?;
        let masked: Value = serde_json::from_str(&output.stdout)?;
        Ok(masked
            .as_object()
            .map(|outputs| {
                outputs
                    .iter()
                    .filter(|(_, v)| v.as_str() == Some("[secret]"))
                    .map(|(k, _)| k.clone())
                    .collect()
            })
            .unwrap_or_default())
    }

    /// The latest update's resource changes (`pulumi stack history`), e.g. `{"create": 3}`.
    pub async fn last_changes(&self) -> Result<Value, Error> {
        let output = self
            .cli(&["stack", "history", "--json", "--stack", &self.name])
            .await?;
        let history: Value = serde_json::from_str(&output.stdout)?;
        Ok(history[0]["resourceChanges"].clone())
    }

    async fn run_program(&self, operation: &str, extra: &[&str]) -> Result<CommandOutput, Error> {
        let server = Server::start(self.program.clone()).await?;
        let client = format!("--client={}", server.address);
        let mut args = vec![
            operation,
            "--stack",
            &self.name,
            "--non-interactive",
            &client,
            "--exec-kind=auto.inline",
        ];
        args.extend_from_slice(extra);
        let result = self.cli(&args).await;
        drop(server);
        result
    }

    async fn cli(&self, args: &[&str]) -> Result<CommandOutput, Error> {
        let output = tokio::process::Command::new(&self.cli)
            .args(args)
            .current_dir(&self.work_dir)
            .output()
            .await
            .map_err(|e| Error::Command(format!("cannot run {}: {e}", self.cli.display())))?;
        let result = CommandOutput {
            stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
            summary: None,
        };
        if output.status.success() {
            Ok(result)
        } else {
            Err(Error::Command(command_failure(
                args,
                &output.status,
                &result,
            )))
        }
    }
}

/// A failed command as lines: the command and its status, then what it printed, indented
/// (the CLI's diagnostics say what failed).
fn command_failure(
    args: &[&str],
    status: &std::process::ExitStatus,
    output: &CommandOutput,
) -> String {
    let mut message = format!("`pulumi {}` failed ({status})", args.join(" "));
    for line in output.stdout.lines().chain(output.stderr.lines()) {
        let line = line.trim_end();
        if !line.is_empty() {
            message.push_str("\n    ");
            message.push_str(line);
        }
    }
    message
}
