//! Records, for the results, which parquet crate (from Cargo.lock) and which rustc built the driver.

use std::process::Command;

fn main() {
    let lock = std::fs::read_to_string("Cargo.lock").expect("Cargo.lock (the pinned versions)");
    let mut parquet = "unknown".to_string();
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line.trim() == "name = \"parquet\"" {
            if let Some(v) = lines.next().and_then(|l| l.trim().strip_prefix("version = ")) {
                parquet = v.trim_matches('"').to_string();
            }
        }
    }
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let version = Command::new(rustc).arg("--version").output().ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .and_then(|s| s.split_whitespace().nth(1).map(str::to_string))
        .unwrap_or_else(|| "unknown".into());
    println!("cargo:rustc-env=PARQUET_CRATE_VERSION={parquet}");
    println!("cargo:rustc-env=RUSTC_VERSION={version}");
    println!("cargo:rerun-if-changed=Cargo.lock");
}
