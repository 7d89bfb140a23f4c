//! The choices a setting can take: the animation speed, the palette, the picture's
//! quality (the language is the words' own: [`crate::i18n::Language`]).

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

/// How much the picture asks of the graphics card.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Quality {
    /// Chosen for the machine: low on a software renderer, high on a graphics card.
    #[default]
    Auto,
    /// The look kept by cheap means: no screen-space effects, smaller shadows.
    Low,
    /// Everything the graphics card can do: ambient occlusion, anti-aliasing over
    /// time, soft shadows, bloom.
    High,
}

impl Quality {
    /// Every quality, in menu order.
    pub const ALL: [Quality; 3] = [Quality::Auto, Quality::Low, Quality::High];

    /// The word in the settings file and on the command line.
    pub fn code(self) -> &'static str {
        match self {
            Quality::Auto => "auto",
            Quality::Low => "low",
            Quality::High => "high",
        }
    }

    /// Reads a quality's word.
    pub fn parse(text: &str) -> Option<Quality> {
        Quality::ALL.into_iter().find(|q| q.code() == text)
    }

    /// Whether the picture gets the high tier on a machine that renders `in_software`
    /// (Mesa's llvmpipe, say: every pixel costs the CPU's time).
    pub fn is_high(self, in_software: bool) -> bool {
        match self {
            Quality::Auto => !in_software,
            Quality::Low => false,
            Quality::High => true,
        }
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
