//! The choices a setting can take: the language, the animation speed, the palette.

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

/// How fast pieces and dice move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum AnimationSpeed {
    /// No animation: everything goes straight to its place.
    Off,
    /// Half speed (for following closely, or presenting).
    Slow,
    /// As designed.
    #[default]
    Normal,
    /// Twice as fast.
    Fast,
}

impl AnimationSpeed {
    /// Every speed, in menu order.
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Off,
        AnimationSpeed::Slow,
        AnimationSpeed::Normal,
        AnimationSpeed::Fast,
    ];

    /// The factor on animation speed (0 for off).
    pub fn factor(self) -> f32 {
        match self {
            AnimationSpeed::Off => 0.0,
            AnimationSpeed::Slow => 0.5,
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Fast => 2.0,
        }
    }

    /// The word in the settings file.
    pub fn code(self) -> &'static str {
        match self {
            AnimationSpeed::Off => "off",
            AnimationSpeed::Slow => "slow",
            AnimationSpeed::Normal => "normal",
            AnimationSpeed::Fast => "fast",
        }
    }

    pub(super) fn parse(text: &str) -> Option<AnimationSpeed> {
        AnimationSpeed::ALL.into_iter().find(|s| s.code() == text)
    }
}

/// The colours of the boards and pieces.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Palette {
    /// The designed look.
    #[default]
    Standard,
    /// Colours told apart with any common colour-vision deficiency (Okabe–Ito), with
    /// marks on the pieces as well.
    ColourBlind,
    /// Strong light/dark contrast, marks on the pieces, bold outlines.
    HighContrast,
}

impl Palette {
    /// Every palette, in menu order.
    pub const ALL: [Palette; 3] = [
        Palette::Standard,
        Palette::ColourBlind,
        Palette::HighContrast,
    ];

    /// The word in the settings file.
    pub fn code(self) -> &'static str {
        match self {
            Palette::Standard => "standard",
            Palette::ColourBlind => "colour-blind",
            Palette::HighContrast => "high-contrast",
        }
    }

    /// Reads a palette's word (`color-blind` too).
    pub fn parse(text: &str) -> Option<Palette> {
        match text {
            "color-blind" => Some(Palette::ColourBlind),
            _ => Palette::ALL.into_iter().find(|p| p.code() == text),
        }
    }
}
