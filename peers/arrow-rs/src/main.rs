//! pme-bench's arrow-rs peer: the `parquet` crate's Parquet modular encryption, measured the
//! suite's way.
//!
//! Run by `pmebench run --families peers` (PeerStep), never by hand in a benchmark: it reads the
//! rows the suite exported as a plaintext Parquet file, then times, in one process and one thread,
//! rounds of the plaintext file, a second plaintext file (the A/A control) and an AES_GCM_V1 file
//! in a freshly shuffled order, each written (or read) whole with its encryption (decryption)
//! properties built inside the timed part, as the suite's paired parquet-java benchmarks do; wall
//! and process CPU time. arrow-rs has no AES_GCM_CTR_V1: the result says so instead of a slot.
//! Each iteration's sums are the suite's paired counters, as the pyarrow driver prints them.
//!
//! `interop-write` and `interop-read` write and read the interoperability matrix's files: through the
//! key tools, or with explicit keys (uniform: one key for footer and columns; columnkeys: a column key).
//! `fuzz-read` reads the fuzz campaign's changed files (scripts/fuzz-pme.sh), each in a process of its own
//! so that a panic, an abort or a hang shows in the exit.

mod files;
mod kms;

use arrow_array::RecordBatch;
use bytes::Bytes;
use kms::Keys;
use rand::seq::SliceRandom;
use serde_json::{json, Map, Value};
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// Slot prefixes of the suite's paired counters, and the mode each writes.
const SLOTS: [(&str, Option<&str>); 3] = [("plaintext", None), ("control", None), ("gcm", Some("AES_GCM_V1"))];
const NO_CTR: &str = "arrow-rs (the parquet crate) supports AES_GCM_V1 only";
/// The interop matrix's AAD prefix, stored in the file so that readers need not supply it.
const AAD_PREFIX: &[u8] = b"pme-bench";

pub struct Args {
    command: String,
    op: String,
    rows: Option<String>,
    pub row_group_rows: usize,
    pub page_bytes: usize,
    pub dictionary_page_bytes: usize,
    pub codec: String,
    warmup: usize,
    iterations: usize,
    iteration_seconds: f64,
    dir: Option<String>,
    ignore: Vec<String>,
    out: Option<String>,
    files: Vec<String>,
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args {
        command: String::new(),
        op: "read".into(),
        rows: None,
        row_group_rows: 1 << 30,
        page_bytes: 1 << 20,
        dictionary_page_bytes: 512,
        codec: "NONE".into(),
        warmup: 1,
        iterations: 3,
        iteration_seconds: 2.0,
        dir: None,
        ignore: Vec::new(),
        out: None,
        files: Vec::new(),
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        if !arg.starts_with("--") {
            if a.command.is_empty() {
                a.command = arg;
            } else {
                a.files.push(arg);
            }
            continue;
        }
        let value = it.next().ok_or(format!("{arg} needs a value"))?;
        let number = |v: &str| v.parse::<usize>().map_err(|_| format!("{arg}: '{v}' is not a whole number"));
        match arg.as_str() {
            "--op" => a.op = value,
            "--rows" => a.rows = Some(value),
            "--row-group-rows" => a.row_group_rows = number(&value)?,
            "--page-bytes" => a.page_bytes = number(&value)?,
            "--dictionary-page-bytes" => a.dictionary_page_bytes = number(&value)?,
            "--codec" => a.codec = value,
            "--warmup" => a.warmup = number(&value)?,
            "--iterations" => a.iterations = number(&value)?,
            "--iteration-seconds" => {
                a.iteration_seconds = value.parse().map_err(|_| format!("{arg}: '{value}' is not a number"))?
            }
            "--dir" => a.dir = Some(value),
            "--ignore" => a.ignore.push(value),
            "--out" => a.out = Some(value),
            _ => return Err(format!("unknown option {arg}")),
        }
    }
    if !["paired", "interop-write", "interop-read", "fuzz-read"].contains(&a.command.as_str()) {
        return Err(format!("command '{}': use paired, interop-write, interop-read or fuzz-read", a.command));
    }
    if a.op != "read" && a.op != "write" {
        return Err(format!("--op {}: use read or write", a.op));
    }
    if a.out.is_none() || (a.rows.is_none() && a.command != "fuzz-read") {
        return Err("--out and --rows are required".into());
    }
    Ok(a)
}

fn read_rows(args: &Args) -> Result<Vec<RecordBatch>, String> {
    let path = args.rows.as_ref().unwrap();
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    files::read(&Bytes::from(bytes), None)
}

fn columns(batches: &[RecordBatch]) -> Vec<String> {
    batches.first().map(|b| b.schema().fields().iter().map(|f| f.name().clone()).collect()).unwrap_or_default()
}

/// Wall and process CPU nanoseconds of `operation` (the process's: the driver runs one thread).
fn timed<T>(operation: impl FnOnce() -> Result<T, String>) -> Result<(T, f64, f64), String> {
    let (wall, cpu) = (Instant::now(), process_cpu_nanos());
    let result = operation()?;
    Ok((result, wall.elapsed().as_nanos() as f64, process_cpu_nanos() - cpu))
}

fn process_cpu_nanos() -> f64 {
    let mut t = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes the timespec it is given and nothing else.
    unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut t) };
    t.tv_sec as f64 * 1e9 + t.tv_nsec as f64
}

/// One iteration's sums per slot, named as the suite's paired counters.
#[derive(Default)]
struct Totals {
    counters: Map<String, Value>,
}

impl Totals {
    fn add(&mut self, name: &str, value: f64) {
        let old = self.counters.get(name).and_then(Value::as_f64).unwrap_or(0.0);
        self.counters.insert(name.to_string(), json!(old + value));
    }

    fn rounds(&self) -> f64 {
        self.counters.get("rounds").and_then(Value::as_f64).unwrap_or(0.0)
    }

    fn round(&mut self, times: &HashMap<&str, (f64, f64)>, sizes: &HashMap<&str, usize>) {
        self.add("rounds", 1.0);
        for (slot, _) in SLOTS {
            let (wall, cpu) = times[slot];
            self.add(&format!("{slot}WallNanos"), wall);
            self.add(&format!("{slot}CpuNanos"), cpu);
            // The process's clock, named so beside parquet-java's.
            self.add(&format!("{slot}ProcessCpuNanos"), cpu);
            self.add(&format!("{slot}FileBytes"), sizes[slot] as f64);
            if slot != "plaintext" {
                let base = times["plaintext"];
                for (clock, value, plain) in [("Wall", wall, base.0), ("Cpu", cpu, base.1)] {
                    let ln = (value.max(1.0) / plain.max(1.0)).ln();
                    self.add(&format!("{slot}Ln{clock}Ratio"), ln);
                    self.add(&format!("{slot}Ln{clock}RatioSquares"), ln * ln);
                }
            }
        }
    }
}

fn paired(args: &Args) -> Result<Value, String> {
    let table = read_rows(args)?;
    let expected = files::rows(&table);
    let keys = Keys::new(columns(&table))?;
    let mut buffers: HashMap<&str, Bytes> = HashMap::new();
    for (slot, mode) in SLOTS {
        let written = files::write(&table, args, keys.encryption(mode, false, true, None)?)?;
        buffers.insert(slot, Bytes::from(written));
    }
    let sizes: HashMap<&str, usize> = buffers.iter().map(|(s, b)| (*s, b.len())).collect();
    for (slot, mode) in SLOTS {
        // The files are what they say, and read back whole.
        let back = files::rows(&files::read(&buffers[slot], keys.decryption(mode.is_some())?)?);
        if back != expected {
            return Err(format!("{slot} read {back} of {expected} rows"));
        }
    }
    let mut rng = rand::rng();
    let mut iterations = Vec::new();
    for i in 0..args.warmup + args.iterations {
        let mut totals = Totals::default();
        let end = Instant::now() + Duration::from_secs_f64(args.iteration_seconds);
        while totals.rounds() < 1.0 || Instant::now() < end {
            let mut order = SLOTS.to_vec();
            order.shuffle(&mut rng);
            let mut times = HashMap::new();
            let mut written = HashMap::new();
            for (slot, mode) in order {
                if args.op == "read" {
                    let (batches, wall, cpu) = timed(|| files::read(&buffers[slot], keys.decryption(mode.is_some())?))?;
                    if files::rows(&batches) != expected {
                        return Err(format!("{slot} read {} of {expected} rows", files::rows(&batches)));
                    }
                    times.insert(slot, (wall, cpu));
                } else {
                    let (file, wall, cpu) = timed(|| files::write(&table, args, keys.encryption(mode, false, true, None)?))?;
                    written.insert(slot, file.len());
                    times.insert(slot, (wall, cpu));
                }
            }
            totals.round(&times, if args.op == "write" { &written } else { &sizes });
        }
        if i >= args.warmup {
            iterations.push(Value::Object(totals.counters));
        }
    }
    let sizes_json: Map<String, Value> = sizes.iter().map(|(s, n)| (s.to_string(), json!(n))).collect();
    Ok(json!({"op": args.op, "rows": expected, "fileBytes": sizes_json, "iterations": iterations,
              "skipped": {"gcmCtr": NO_CTR}}))
}

/// Writes each file named name:MODE:footer:material[:aad] into --dir.
fn interop_write(args: &Args) -> Result<Value, String> {
    let table = read_rows(args)?;
    let keys = Keys::new(columns(&table))?;
    let dir = args.dir.as_ref().ok_or("interop-write needs --dir")?;
    let mut out = Vec::new();
    for spec in &args.files {
        let parts: Vec<&str> = spec.split(':').collect();
        if parts.len() < 4 {
            return Err(format!("'{spec}' is not name:MODE:footer:material[:aad]"));
        }
        let mode = Some(parts[1]).filter(|m| *m != "PLAINTEXT");
        let aad = parts.get(4).filter(|a| **a == "aad").map(|_| AAD_PREFIX);
        let material = parts[3];
        let properties = match (mode, material) {
            (Some(m), "uniform") | (Some(m), "columnkeys") if parts[2] == "plaintext" => Err(format!(
                "the matrix has no plaintext-footer {m} file with explicit keys")),
            (Some(m), "uniform") | (Some(m), "columnkeys") => {
                kms::explicit_encryption(m, &columns(&table), material == "columnkeys", aad).map(Some)
            }
            _ => keys.encryption(mode, parts[2] == "plaintext", material != "external", aad),
        };
        let written = properties
            .and_then(|props| files::write(&table, args, props))
            .and_then(|file| std::fs::write(format!("{dir}/{}", parts[0]), file).map_err(|e| e.to_string()));
        // A cell arrow-rs cannot write is a finding, with its error.
        out.push(match written {
            Ok(()) => json!({"file": parts[0]}),
            Err(e) => json!({"file": parts[0], "error": e}),
        });
    }
    Ok(json!({"written": out}))
}

/// Reads each file with its keys; the rows file, read the same way, gives the reference.
fn interop_read(args: &Args) -> Result<Value, String> {
    let keys = Keys::new(Vec::new())?;
    let reference = read_rows(args)?;
    let mut out = Vec::new();
    for path in &args.files {
        let name = std::path::Path::new(path).file_name().unwrap().to_string_lossy().to_string();
        let encrypted = !name.starts_with("PLAINTEXT"); // the matrix's control file
        let explicit = name.contains("-uniform") || name.contains("-columnkeys"); // explicit keys, no KMS
        let decryption = || if explicit { kms::explicit_decryption().map(Some) } else { keys.decryption(encrypted) };
        let read = std::fs::read(path)
            .map_err(|e| e.to_string())
            .and_then(|bytes| files::read(&Bytes::from(bytes), decryption()?))
            .and_then(|batches| Ok((files::rows(&batches), files::checksum(&batches, &args.ignore)?)));
        out.push(match read {
            Ok((rows, checksum)) => json!({"file": name, "rows": rows, "checksum": checksum}),
            Err(e) => json!({"file": name, "error": first_line(&e)}),
        });
    }
    Ok(json!({"reference": files::checksum(&reference, &args.ignore)?, "referenceRows": files::rows(&reference),
              "read": out}))
}

/// Reads each file whole with its keys (the explicit key for -uniform names, the key tools otherwise): its
/// rows and a digest of its values, or its error; the suite compares the digest with the untouched file's.
fn fuzz_read(args: &Args) -> Result<Value, String> {
    let keys = Keys::new(Vec::new())?;
    let mut out = Vec::new();
    for path in &args.files {
        let name = std::path::Path::new(path).file_name().unwrap().to_string_lossy().to_string();
        let decryption = || if name.contains("-uniform") { kms::explicit_decryption().map(Some) } else { keys.decryption(true) };
        let read = std::fs::read(path)
            .map_err(|e| e.to_string())
            .and_then(|bytes| files::read(&Bytes::from(bytes), decryption()?))
            .and_then(|batches| Ok((files::rows(&batches), files::checksum(&batches, &[])?)));
        out.push(match read {
            Ok((rows, checksum)) => json!({"file": name, "rows": rows, "checksum": checksum}),
            Err(e) => json!({"file": name, "error": first_line(&e)}),
        });
    }
    Ok(json!({"read": out}))
}

fn first_line(text: &str) -> String {
    text.lines().next().unwrap_or("").to_string()
}

fn run() -> Result<(), String> {
    let args = parse_args()?;
    let mut result = match args.command.as_str() {
        "paired" => paired(&args)?,
        "interop-write" => interop_write(&args)?,
        "fuzz-read" => fuzz_read(&args)?,
        _ => interop_read(&args)?,
    };
    let o = result.as_object_mut().unwrap();
    o.insert("implementation".into(), json!("arrow-rs"));
    o.insert("version".into(), json!(env!("PARQUET_CRATE_VERSION")));
    o.insert("runtime".into(), json!(concat!("Rust ", env!("RUSTC_VERSION"))));
    o.insert("provider".into(), json!("arrow-rs (ring)"));
    // Written whole or not at all.
    let out = args.out.as_ref().unwrap();
    let partial = format!("{out}.partial");
    std::fs::write(&partial, serde_json::to_string_pretty(&result).unwrap()).map_err(|e| format!("{partial}: {e}"))?;
    std::fs::rename(&partial, out).map_err(|e| format!("{out}: {e}"))
}

fn main() {
    if let Err(e) = run() {
        eprintln!("pme-peer-arrow-rs: {e}");
        std::process::exit(1);
    }
}
