use std::process::ExitCode;

fn main() -> ExitCode {
    unlur::cli::run(unlur::cli::Cli::read())
}
