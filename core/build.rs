//! Compiles the shipped puzzles in: `core/assets/puzzles/GAME/*` become
//! `$OUT_DIR/puzzles.rs`, a list of (game's file word, file name, text) read by
//! `crate::puzzles::shipped`.

use std::fmt::Write as _;
use std::path::PathBuf;

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by Cargo"))
        .join("assets")
        .join("puzzles");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut list = String::from(
        "/// The puzzles shipped: (game's file word, file name, text).\n\
         static SHIPPED: &[(&str, &str, &str)] = &[\n",
    );
    for game in ["unlur", "royal-ur", "uckers"] {
        let dir = root.join(game);
        println!("cargo:rerun-if-changed={}", dir.display());
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        let mut files: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.is_file())
            .collect();
        files.sort();
        for path in files {
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or_default();
            let _ = writeln!(
                list,
                "    ({game:?}, {name:?}, include_str!({:?})),",
                path.display().to_string()
            );
        }
    }
    list.push_str("];\n");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("set by Cargo")).join("puzzles.rs");
    std::fs::write(out, list).expect("the build's own folder takes a file");
}
