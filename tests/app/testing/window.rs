//! What the tests see of the app from outside: the real window under Xvfb (a capture,
//! the colours and the flat void in it) and the command line's `replay`.

/// The light, warm colour of the board's tiles, under any of our camera angles.
pub fn is_maple(p: &image::Rgb<u8>) -> bool {
    p[0] > 150 && p[1] > 105 && p[0] > p[1] && p[1] > p[2] && p[0] as i32 - p[2] as i32 > 45
}

/// The share of a picture in flat, featureless squares (16 pixels a side, of one
/// colour give or take two levels): a board floating in a void is mostly that.
pub fn flat_share(img: &image::RgbImage) -> f32 {
    const SIDE: u32 = 16;
    let (mut flat, mut all) = (0u32, 0u32);
    for by in (0..img.height() / SIDE).map(|b| b * SIDE) {
        for bx in (0..img.width() / SIDE).map(|b| b * SIDE) {
            let (mut low, mut high) = ([255u8; 3], [0u8; 3]);
            for y in by..by + SIDE {
                for x in bx..bx + SIDE {
                    let p = img.get_pixel(x, y);
                    for c in 0..3 {
                        low[c] = low[c].min(p[c]);
                        high[c] = high[c].max(p[c]);
                    }
                }
            }
            all += 1;
            if (0..3).all(|c| high[c] - low[c] <= 2) {
                flat += 1;
            }
        }
    }
    flat as f32 / all.max(1) as f32
}

/// Whether `xvfb-run` is here; CI must have it (the test fails there if not).
pub fn xvfb_available() -> bool {
    let have = installed("xvfb-run");
    if !have {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must install xvfb (see .ci/run)"
        );
        eprintln!("skipped: xvfb-run is not installed");
    }
    have
}

/// Held by every test that draws in a real window, so that one at a time does: on two
/// cores, two software-rendered windows beside each other's slowed a two-window test
/// past its five minutes (the headless tests still run beside it).
pub fn one_screen_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    static SCREEN: std::sync::Mutex<()> = std::sync::Mutex::new(());
    SCREEN
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Runs the app under Xvfb with `args` followed by a PNG path, and loads the PNG.
pub fn capture_under_xvfb(name: &str, args: &[&str]) -> image::RgbImage {
    capture_on_screen(name, (1280, 800), args).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// As [`capture_under_xvfb`], on an X screen of `width` x `height`; the app's error
/// output when it fails (for `unlur screenshot`, what it drew past the window's edge).
pub fn capture_on_screen(
    name: &str,
    (width, height): (u32, u32),
    args: &[&str],
) -> Result<image::RgbImage, String> {
    let _screen = one_screen_at_a_time();
    let out = std::env::temp_dir().join(format!("unlur-{name}-{}.png", std::process::id()));
    let output = std::process::Command::new("xvfb-run")
        .args([
            "-a",
            "-s",
            &format!("-screen 0 {width}x{height}x24"),
            env!("CARGO_BIN_EXE_unlur"),
        ])
        .args(args)
        .arg(&out)
        .output()
        .expect("run the app");
    let img = image::open(&out).map(|i| i.to_rgb8());
    let _ = std::fs::remove_file(&out);
    if !output.status.success() {
        let errors: Vec<String> = String::from_utf8_lossy(&output.stderr)
            .lines()
            .chain(String::from_utf8_lossy(&output.stdout).lines())
            .filter(|l| l.contains("ERROR") || l.starts_with("  "))
            .map(str::to_string)
            .collect();
        return Err(format!("the app failed: {}", errors.join("\n")));
    }
    img.map_err(|e| format!("no PNG: {e}"))
}

/// Runs `unlur replay` on a record written to a temporary file.
pub fn replay(contents: &[u8]) -> (bool, String, String) {
    let path = std::env::temp_dir().join(format!(
        "unlur-replay-{}-{}.unlur",
        std::process::id(),
        contents.len()
    ));
    std::fs::write(&path, contents).unwrap();
    let out = unlur()
        .arg("replay")
        .arg(&path)
        .output()
        .expect("run unlur replay");
    let _ = std::fs::remove_file(&path);
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The `unlur` command, in English whatever this machine's locale (the command line
/// speaks the system's language; `LANGUAGE` would come before `LC_ALL`).
pub fn unlur() -> std::process::Command {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_unlur"));
    command.env("LC_ALL", "C.UTF-8").env_remove("LANGUAGE");
    command
}

/// Whether the command `tool` is on this machine's path.
fn installed(tool: &str) -> bool {
    std::process::Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .output()
        .is_ok_and(|o| o.status.success())
}

/// An X server of the test's own (Xvfb on the first free display), stopped when dropped:
/// for windows a test drives as a person would, with `xdotool`.
pub struct XServer {
    child: std::process::Child,
    _screen: std::sync::MutexGuard<'static, ()>,
    /// `:N`, for `DISPLAY`.
    pub display: String,
}

impl XServer {
    /// Starts one `width` x `height`, or `None` (said) where Xvfb or xdotool is missing
    /// outside CI; CI must have both.
    pub fn start(width: u32, height: u32) -> Option<XServer> {
        use std::io::Read;
        if !(installed("Xvfb") && installed("xdotool")) {
            assert!(
                std::env::var_os("CI").is_none(),
                "CI must install xvfb and xdotool (see scripts/deps --test)"
            );
            eprintln!("skipped: Xvfb or xdotool is not installed");
            return None;
        }
        let screen = one_screen_at_a_time();
        let mut child = std::process::Command::new("Xvfb")
            .args(["-displayfd", "1", "-nolisten", "tcp", "-screen", "0"])
            .arg(format!("{width}x{height}x24"))
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("start Xvfb");
        let mut number = String::new();
        let mut out = child.stdout.take().unwrap();
        let mut byte = [0u8; 1];
        while out.read(&mut byte).is_ok_and(|n| n == 1) && byte[0] != b'\n' {
            number.push(byte[0] as char);
        }
        assert!(!number.is_empty(), "Xvfb gave no display");
        Some(XServer {
            child,
            _screen: screen,
            display: format!(":{}", number.trim()),
        })
    }

    /// `xdotool args…` on this display (its output, or empty where it failed).
    pub fn xdotool(&self, args: &[&str]) -> String {
        std::process::Command::new("xdotool")
            .args(args)
            .env("DISPLAY", &self.display)
            .stderr(std::process::Stdio::null())
            .output()
            .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
            .unwrap_or_default()
    }

    /// Presses `key` in the window of process `pid` as a person would (the window given
    /// the focus, the key from the keyboard: winit ignores sent events); false while
    /// that process has no window yet.
    pub fn press_in(&self, pid: u32, key: &str) -> bool {
        let windows = self.xdotool(&["search", "--pid", &pid.to_string()]);
        let Some(window) = windows.lines().last() else {
            return false;
        };
        self.xdotool(&["windowfocus", window]);
        std::thread::sleep(std::time::Duration::from_millis(300));
        self.xdotool(&["key", "--delay", "200", key]);
        true
    }
}

impl Drop for XServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
