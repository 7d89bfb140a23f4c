//! This side's endpoint, and where it may go: loopback only (`--local`), or through the
//! public relays (iroh's, run by n0, with their address lookup by key), or through one's
//! own relay when [`RELAY_VAR`] names one (then nothing goes to n0).

use crate::i18n::Said;
use std::net::{Ipv4Addr, Ipv6Addr, SocketAddr};
use std::str::FromStr;
use std::time::Duration;

use iroh::endpoint::{BindOpts, IdleTimeout, QuicTransportConfig, presets};
use iroh::tls::CaTlsConfig;
use iroh::{Endpoint, RelayMode, RelayUrl};
use rustls_pki_types::CertificateDer;
use rustls_pki_types::pem::PemObject;

use super::link::Reach;

/// The connection's protocol name.
pub(super) const ALPN: &[u8] = b"unlur/online/1";

/// The environment variable naming an iroh relay of one's own, used instead of the public
/// ones (a relay a club runs, a network that blocks the public ones, the tests of a
/// simulated internet).
pub const RELAY_VAR: &str = "UNLUR_RELAY";

/// The environment variable naming a file of PEM certificates to trust for one's own relay
/// (one whose certificate no public authority signed): with it, the relay also tells each
/// side its address as the internet sees it, which hole punching through home routers
/// needs.
pub const RELAY_CA_VAR: &str = "UNLUR_RELAY_CA";

/// One's own relay and the certificates to trust for it, or why they cannot be used.
type Own = Result<Option<(RelayUrl, Vec<CertificateDer<'static>>)>, Said>;

/// The relay named by [`RELAY_VAR`], if any, and the certificates [`RELAY_CA_VAR`] adds
/// for it; read once (an endpoint is opened again after each failed dial), an error
/// saying what is wrong with either.
fn own() -> Own {
    static READ: std::sync::OnceLock<Own> = std::sync::OnceLock::new();
    READ.get_or_init(
        || match relay_named(std::env::var(RELAY_VAR).ok().as_deref())? {
            Some(url) => Ok(Some((url, relay_roots()?))),
            None => Ok(None),
        },
    )
    .clone()
}

/// The relay a value of [`RELAY_VAR`] names: none when empty, an error saying what is wrong
/// when it is not a relay's address.
fn relay_named(value: Option<&str>) -> Result<Option<RelayUrl>, Said> {
    match value.map(str::trim) {
        None | Some("") => Ok(None),
        Some(v) => match RelayUrl::from_str(v) {
            Ok(u) if matches!(u.scheme(), "http" | "https") && u.host().is_some() => Ok(Some(u)),
            _ => Err(Said::new("online.net.relay")
                .with("var", RELAY_VAR)
                .with("value", crate::rules::record::quote(v))),
        },
    }
}

/// The certificates of the file [`RELAY_CA_VAR`] names, if it names one (an error says
/// which file and what is wrong with it).
fn relay_roots() -> Result<Vec<CertificateDer<'static>>, Said> {
    let Some(path) = std::env::var_os(RELAY_CA_VAR).filter(|p| !p.is_empty()) else {
        return Ok(Vec::new());
    };
    let shown = std::path::Path::new(&path).display().to_string();
    let at = |why: Said| {
        Said::new("online.net.relay_ca")
            .with("var", RELAY_CA_VAR)
            .with("path", &shown)
            .with_said("why", why)
    };
    let text =
        std::fs::read(&path).map_err(|e| at(Said::new("online.net.unreadable").with("why", e)))?;
    certificates(&text).map_err(at)
}

/// The PEM certificates in `text`; an error when there are none or one is malformed.
fn certificates(text: &[u8]) -> Result<Vec<CertificateDer<'static>>, Said> {
    let certs = CertificateDer::pem_slice_iter(text)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| Said::new("online.net.not_pem").with("why", e))?;
    if certs.is_empty() {
        return Err(Said::new("online.net.no_certificate"));
    }
    Ok(certs)
}

/// How long a connection stays up without a packet from the other side.
pub const IDLE_TIMEOUT: Duration = Duration::from_secs(6);

/// How often each side shows it is still there when nothing else is sent.
const KEEP_ALIVE: Duration = Duration::from_millis(1500);

/// This side's endpoint: on loopback only (`local`), or the public relays, or one's own;
/// on `port` (0: any); of secret `key` (a host's, kept with its invitation) or a new one.
pub(super) async fn endpoint(
    reach: Reach,
    key: Option<[u8; 32]>,
    port: u16,
) -> Result<Endpoint, Said> {
    let builder = if reach.local {
        Endpoint::builder(presets::Minimal)
            .clear_ip_transports()
            .bind_addr(SocketAddr::from((Ipv4Addr::LOCALHOST, port)))
            .map_err(|e| Said::new("online.net.loopback").with("why", e))?
    } else {
        match own()? {
            // One's own relay and nothing of n0's (no address lookup): the invitation
            // carries the host's addresses and relay.
            Some((url, roots)) => Endpoint::builder(presets::Minimal)
                .relay_mode(RelayMode::Custom(url.into()))
                .ca_tls_config(CaTlsConfig::embedded().with_extra_roots(roots)),
            None => Endpoint::builder(presets::N0),
        }
    };
    // A host's fresh endpoint on the port of the one it replaces, so that the addresses
    // in its invitation stay right (IPv6 if it can).
    let builder = if reach.local || port == 0 {
        builder
    } else {
        builder
            .clear_ip_transports()
            .bind_addr(SocketAddr::from((Ipv4Addr::UNSPECIFIED, port)))
            .and_then(|b| {
                b.bind_addr_with_opts(
                    SocketAddr::from((Ipv6Addr::UNSPECIFIED, port)),
                    BindOpts::default().set_is_required(false),
                )
            })
            .map_err(|e| {
                Said::new("online.net.port")
                    .with("port", port)
                    .with("why", e)
            })?
    };
    let builder = match key {
        Some(k) => builder.secret_key(iroh::SecretKey::from_bytes(&k)),
        None => builder,
    };
    // A cut connection (the friend's app killed, its computer asleep) is given up after
    // 6 s without a packet, keep-alives going every 1.5 s (iroh's 5 s and QUIC's 30 s
    // left the friend's card "connected" for a quarter of a minute after the app had gone,
    // play-test 4): four keep-alives lost in a row are a real loss, and the
    // reconnection that follows loses nothing.
    let idle = IdleTimeout::try_from(IDLE_TIMEOUT)
        .map_err(|e| Said::new("online.net.open").with("why", e))?;
    let transport = QuicTransportConfig::builder()
        .max_idle_timeout(Some(idle))
        .keep_alive_interval(KEEP_ALIVE)
        .build();
    builder
        .alpns(vec![ALPN.to_vec()])
        .transport_config(transport)
        .bind()
        .await
        .map_err(|e| Said::new("online.net.open").with("why", e))
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
            let e = e.to_string();
            assert!(e.starts_with("UNLUR_RELAY: `") && e.contains(bad), "{e}");
        }
    }

    #[test]
    fn a_relays_certificate_file_is_read_and_a_bad_one_is_said_so() {
        // A self-signed certificate (openssl req -x509 -newkey ec ...), and one damaged.
        let pem = include_str!("../../../tests/data/relay-ca.pem");
        assert_eq!(certificates(pem.as_bytes()).unwrap().len(), 1);
        let none = certificates(b"not a certificate").unwrap_err();
        assert!(none.to_string().starts_with("no certificate"), "{none}");
        let damaged = pem.replacen("MI", "M*", 1);
        let e = certificates(damaged.as_bytes()).unwrap_err();
        assert!(
            e.to_string().starts_with("not a PEM certificate file"),
            "{e}"
        );
    }
}
