use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    unlur::cli::run(unlur::cli::Cli::parse())
}
