//! Which relay: the public ones (iroh's, run by n0, with their address lookup by key)
//! unless [`RELAY_VAR`] names one of one's own (then nothing goes to n0).

use std::str::FromStr;

use iroh::RelayUrl;

/// The environment variable naming an iroh relay of one's own, used instead of the public
/// ones (a relay a club runs, a network that blocks the public ones, the tests of a
/// simulated internet).
pub const RELAY_VAR: &str = "UNLUR_RELAY";

/// The relay named by [`RELAY_VAR`], if any (an error says what is wrong with it).
pub fn own() -> Result<Option<RelayUrl>, String> {
    relay_named(std::env::var(RELAY_VAR).ok().as_deref())
}

/// The relay a value of [`RELAY_VAR`] names: none when empty, an error saying what is wrong
/// when it is not a relay's address.
fn relay_named(value: Option<&str>) -> Result<Option<RelayUrl>, String> {
    match value.map(str::trim) {
        None | Some("") => Ok(None),
        Some(v) => match RelayUrl::from_str(v) {
            Ok(u) if matches!(u.scheme(), "http" | "https") && u.host().is_some() => Ok(Some(u)),
            _ => Err(format!(
                "{RELAY_VAR}: `{v}` is not a relay's address (such as https://relay.example.org)"
            )),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_relay_is_named_by_its_address_and_a_bad_one_is_said_so() {
        assert_eq!(relay_named(None), Ok(None));
        assert_eq!(relay_named(Some("  ")), Ok(None));
        let own = relay_named(Some(" http://100.64.0.1:3340 "))
            .unwrap()
            .unwrap();
        assert_eq!(own.to_string(), "http://100.64.0.1:3340/");
        assert!(
            relay_named(Some("https://relay.example.org"))
                .unwrap()
                .is_some()
        );
        for bad in ["relay.example.org", "ftp://relay.example.org", "http://"] {
            let e = relay_named(Some(bad)).unwrap_err();
            assert!(e.starts_with("UNLUR_RELAY: `") && e.contains(bad), "{e}");
        }
    }
}
