//! The languages of the app, and the system's.

/// The languages of the app.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    /// English.
    #[default]
    English,
    /// French.
    French,
}

impl Language {
    /// Every language, in menu order.
    pub const ALL: [Language; 2] = [Language::English, Language::French];

    /// The code in the settings file (`en`, `fr`).
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
        }
    }

    /// The language's own name (as a menu shows it).
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::French => "Français",
        }
    }

    /// Reads a code (`en`, `fr`) or a locale (`fr_FR.UTF-8`, `en-GB`).
    pub fn parse(text: &str) -> Option<Language> {
        let lower = text.trim().to_ascii_lowercase();
        let code = lower.split(['_', '-', '.', '@']).next().unwrap_or("");
        match code {
            "en" | "english" => Some(Language::English),
            "fr" | "french" | "francais" | "français" => Some(Language::French),
            _ => None,
        }
    }

    /// The language of the system's locale (through `sys-locale`: `LANGUAGE`, `LC_ALL`,
    /// `LC_MESSAGES`, `LANG` on Unix; the user's preferred languages on Windows and
    /// macOS), English when it is neither French nor English.
    pub fn from_system() -> Language {
        Language::from_locale(system_locale().as_deref())
    }

    /// The language for a locale string, English when unknown.
    pub fn from_locale(locale: Option<&str>) -> Language {
        locale.and_then(Language::parse).unwrap_or_default()
    }
}

/// The system's locale, if it names a language (`C` and `POSIX` do not).
fn system_locale() -> Option<String> {
    sys_locale::get_locale().filter(|l| {
        let l = l.trim();
        !l.is_empty() && l != "C" && l != "POSIX" && !l.starts_with("C.") && !l.starts_with("C-")
    })
}
