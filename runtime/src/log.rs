//! The program's log, shown by the CLI: [`Context::log`] sends messages to the engine's `Log`
//! in the order they were written (one task sends them, so a slow call never reorders them).
//! Without an engine (a unit test with [`crate::mocks`]) they go to standard error.

use pulumi_gestalt_proto::pulumi::pulumirpc as rpc;
use rpc::engine_client::EngineClient;
use tokio::sync::mpsc;
use tokio::task::JoinHandle;
use tonic::transport::Channel;

use crate::output::Output;
use crate::resource::Resource;
use crate::Context;

/// How severe a log message is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// Shown with `--debug` (or `-v`).
    Debug,
    /// Shown in the CLI's diagnostics.
    Info,
    /// A warning.
    Warning,
    /// An error; the program fails with it when it is a failure of the program itself.
    Error,
}

impl Severity {
    fn to_rpc(self) -> rpc::LogSeverity {
        match self {
            Severity::Debug => rpc::LogSeverity::Debug,
            Severity::Info => rpc::LogSeverity::Info,
            Severity::Warning => rpc::LogSeverity::Warning,
            Severity::Error => rpc::LogSeverity::Error,
        }
    }

    fn label(self) -> &'static str {
        match self {
            Severity::Debug => "debug",
            Severity::Info => "info",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// A message waiting to be sent.
pub(crate) struct Entry {
    pub severity: Severity,
    pub message: String,
    /// The resource the message is about (the CLI shows it under that resource).
    pub urn: Option<Output<String>>,
}

/// The sending half of the log and the task that sends; [`Sink::close`] waits for the rest.
pub(crate) struct Sink {
    sender: Option<mpsc::UnboundedSender<Entry>>,
    task: Option<JoinHandle<()>>,
}

impl Sink {
    /// A log sent to `engine`, or to standard error without one.
    pub fn start(engine: Option<EngineClient<Channel>>) -> Sink {
        let (sender, mut receiver) = mpsc::unbounded_channel::<Entry>();
        let task = tokio::spawn(async move {
            while let Some(entry) = receiver.recv().await {
                let urn = match &entry.urn {
                    Some(urn) => urn.data().await.value.unwrap_or_default(),
                    None => String::new(),
                };
                match &engine {
                    Some(engine) => {
                        let request = rpc::LogRequest {
                            severity: entry.severity.to_rpc() as i32,
                            message: entry.message,
                            urn,
                            ..Default::default()
                        };
                        // A log that cannot be sent has nowhere better to go.
                        if engine.clone().log(request).await.is_err() {
                            eprintln!("(the engine did not take a log message)");
                        }
                    }
                    None => write_stderr(entry.severity, &entry.message),
                }
            }
        });
        Sink {
            sender: Some(sender),
            task: Some(task),
        }
    }

    /// Queues `entry`; after [`Sink::close`] it goes to standard error.
    pub fn send(&self, entry: Entry) {
        match &self.sender {
            Some(sender) => {
                if let Err(mpsc::error::SendError(entry)) = sender.send(entry) {
                    write_stderr(entry.severity, &entry.message);
                }
            }
            None => write_stderr(entry.severity, &entry.message),
        }
    }

    /// Stops taking messages; the task that sends the queued ones, to await.
    pub fn close(&mut self) -> Option<JoinHandle<()>> {
        self.sender = None;
        self.task.take()
    }
}

fn write_stderr(severity: Severity, message: &str) {
    eprintln!("{}: {message}", severity.label());
}

/// Writes to the program's log: `ctx.log().info("…")`, `ctx.log().about(&bucket).warn("…")`.
#[derive(Clone)]
pub struct Log {
    context: Context,
    urn: Option<Output<String>>,
}

impl Log {
    pub(crate) fn new(context: Context) -> Log {
        Log { context, urn: None }
    }

    /// The same log, with messages about `resource` (the CLI shows them under it).
    pub fn about(mut self, resource: &impl Resource) -> Log {
        self.urn = Some(resource.urn().clone());
        self
    }

    /// Writes `message` with `severity`.
    pub fn write(&self, severity: Severity, message: impl Into<String>) {
        self.context.send_log(Entry {
            severity,
            message: message.into(),
            urn: self.urn.clone(),
        });
    }

    /// A debug message (shown with `--debug`).
    pub fn debug(&self, message: impl Into<String>) {
        self.write(Severity::Debug, message);
    }

    /// An informational message.
    pub fn info(&self, message: impl Into<String>) {
        self.write(Severity::Info, message);
    }

    /// A warning.
    pub fn warn(&self, message: impl Into<String>) {
        self.write(Severity::Warning, message);
    }

    /// An error message. It does not fail the program by itself: return an `Err` for that.
    pub fn error(&self, message: impl Into<String>) {
        self.write(Severity::Error, message);
    }
}
