//! What the host gives the friend: one line to copy or read out,
//! `unlur1+KEY+CODE[+ADDRESS...][+RELAY]`: the host's key (what the connection is
//! dialled by), the game's code (the secret that admits the guest), and where the host
//! can be reached (its addresses and relay; with discovery on, the key alone is enough).

use crate::i18n::Said;
use std::net::SocketAddr;

use rand::RngCore;

/// The invitation's format, its first part.
pub const FORMAT: &str = "unlur1";

/// An invitation, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invitation {
    /// The host's key, 64 hexadecimal digits.
    pub key: String,
    /// The game's code, 8 hexadecimal digits.
    pub code: String,
    /// The host's direct addresses.
    pub addrs: Vec<SocketAddr>,
    /// The host's relay.
    pub relay: Option<String>,
}

/// A new random code.
pub fn new_code() -> String {
    let mut b = [0u8; 4];
    rand::rng().fill_bytes(&mut b);
    super::dice::hex(&b)
}

impl Invitation {
    /// The line to send.
    pub fn text(&self) -> String {
        let mut parts = vec![FORMAT.to_string(), self.key.clone(), self.code.clone()];
        parts.extend(self.addrs.iter().map(|a| a.to_string()));
        parts.extend(self.relay.clone());
        parts.join("+")
    }

    /// Reads an invitation as pasted (spaces and line breaks around it are ignored).
    pub fn parse(text: &str) -> Result<Invitation, Said> {
        let text: String = text.split_whitespace().collect();
        let mut parts = text.split('+');
        match parts.next() {
            Some(FORMAT) => {}
            Some(f) if f.starts_with("unlur") => {
                return Err(Said::new("invitation.format")
                    .with("found", crate::rules::record::quote_at_most(f, 12))
                    .with("format", FORMAT));
            }
            _ => return Err(Said::new("invitation.start").with("format", FORMAT)),
        }
        let hex_of = |part: Option<&str>, len: usize, what: &str| {
            part.filter(|p| p.len() == len && p.chars().all(|c| c.is_ascii_hexdigit()))
                .map(str::to_ascii_lowercase)
                .ok_or_else(|| {
                    Said::new("invitation.hex")
                        .with("what", what)
                        .with("len", len)
                })
        };
        let key = hex_of(parts.next(), 64, "key")?;
        let code = hex_of(parts.next(), 8, "code")?;
        let mut inv = Invitation {
            key,
            code,
            addrs: Vec::new(),
            relay: None,
        };
        for part in parts {
            if let Ok(a) = part.parse::<SocketAddr>() {
                inv.addrs.push(a);
            } else if part.starts_with("https://") || part.starts_with("http://") {
                inv.relay = Some(part.to_string());
            } else {
                return Err(Said::new("invitation.part")
                    .with("part", crate::rules::record::quote_at_most(part, 40)));
            }
        }
        Ok(inv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_invitation_reads_back_and_a_bad_one_says_what_is_wrong() {
        let inv = Invitation {
            key: "ab".repeat(32),
            code: new_code(),
            addrs: vec![
                "127.0.0.1:4000".parse().unwrap(),
                "[::1]:4001".parse().unwrap(),
            ],
            relay: Some("https://relay.example/".into()),
        };
        assert_eq!(
            Invitation::parse(&format!("  {}\n", inv.text())),
            Ok(inv.clone())
        );
        for (text, says) in [
            ("hello", "starts with"),
            ("unlur2+ab+cd", "format `unlur2`"),
            ("unlur1+abc+12345678", "key"),
            (&format!("unlur1+{}+xyz", "ab".repeat(32)), "code"),
            (
                &format!("unlur1+{}+12345678+nowhere", "ab".repeat(32)),
                "`nowhere`",
            ),
        ] {
            let e = Invitation::parse(text).unwrap_err();
            assert!(e.to_string().contains(says), "{text}: {e}");
        }
    }
}
