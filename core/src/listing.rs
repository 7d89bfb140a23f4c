//! A folder as the file dialog lists it (no Bevy here; listed on the disk's thread).

use std::path::Path;

/// A folder's entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Its name.
    pub name: String,
    /// Whether it is a folder.
    pub folder: bool,
    /// Whether its name says it is a record ([`crate::rules::GameId::is_record_file`]).
    pub record: bool,
}

/// Lists a folder: folders first, then records, then other files (dimmed when shown),
/// each by name (case aside); hidden ones (starting with a dot) left out.
pub fn list_folder(dir: &Path) -> std::io::Result<Vec<Entry>> {
    let mut entries = Vec::new();
    for e in std::fs::read_dir(dir)? {
        let Ok(e) = e else { continue };
        let name = e.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') {
            continue;
        }
        let folder = e.path().is_dir();
        let record = !folder && crate::rules::GameId::is_record_file(&name);
        entries.push(Entry {
            name,
            folder,
            record,
        });
    }
    entries.sort_by_key(|e| (!e.folder, !e.record && !e.folder, e.name.to_lowercase()));
    Ok(entries)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_folder_lists_folders_then_records_then_other_files_without_hidden_ones() {
        let dir = std::env::temp_dir().join(format!("unlur-list-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("zeta")).unwrap();
        std::fs::create_dir_all(dir.join("Alpha")).unwrap();
        for f in [
            "b.txt",
            "A.txt",
            ".hidden",
            "photo.png",
            "game.UR",
            "z.uckers",
        ] {
            std::fs::write(dir.join(f), "x").unwrap();
        }
        let names: Vec<(String, bool, bool)> = list_folder(&dir)
            .unwrap()
            .into_iter()
            .map(|e| (e.name, e.folder, e.record))
            .collect();
        let row = |name: &str, folder, record| (name.to_string(), folder, record);
        assert_eq!(
            names,
            [
                row("Alpha", true, false),
                row("zeta", true, false),
                row("A.txt", false, true),
                row("b.txt", false, true),
                row("game.UR", false, true),
                row("z.uckers", false, true),
                row("photo.png", false, false),
            ]
        );
        assert!(list_folder(&dir.join("missing")).is_err());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
