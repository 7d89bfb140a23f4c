//! Dice neither side chooses: each side commits, before the game, to the tip of a hash
//! chain (`tip = H(H(...H(secret)))`) and reveals the chain backwards, one element a
//! throw, only when the throw is needed. A revealed element is checked by hashing it
//! into the one before; a throw's dice come from both sides' elements together, so
//! neither side can foresee or steer them.

use rand::RngCore;

/// A chain element or tip: 32 bytes.
pub type Link = [u8; 32];

/// How many throws a chain lasts (a game of Uckers uses a few hundred).
pub const CHAIN_THROWS: usize = 20_000;

/// The hash of the chain.
pub fn hash(bytes: &[u8]) -> Link {
    *blake3::hash(bytes).as_bytes()
}

/// One side's chain: its elements, the tip last.
#[derive(Clone)]
pub struct Chain {
    links: Vec<Link>,
}

impl std::fmt::Debug for Chain {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Chain(tip {})", hex(&self.tip()))
    }
}

impl Chain {
    /// A chain from a random secret.
    pub fn random() -> Chain {
        let mut secret = [0u8; 32];
        rand::rng().fill_bytes(&mut secret);
        Chain::from_secret(secret)
    }

    /// The chain of `secret` (kept to resume a game after a restart).
    pub fn from_secret(secret: Link) -> Chain {
        let mut links = Vec::with_capacity(CHAIN_THROWS + 1);
        links.push(secret);
        for i in 0..CHAIN_THROWS {
            let next = hash(&links[i]);
            links.push(next);
        }
        Chain { links }
    }

    /// Its secret.
    pub fn secret(&self) -> Link {
        self.links[0]
    }

    /// What it commits to, sent before anything is revealed.
    pub fn tip(&self) -> Link {
        self.links[CHAIN_THROWS]
    }

    /// The element revealed for throw `k` (0-based); `None` once the chain is used up.
    pub fn reveal(&self, k: usize) -> Option<Link> {
        (k < CHAIN_THROWS).then(|| self.links[CHAIN_THROWS - 1 - k])
    }
}

/// Whether `element` is the next of a chain whose last known element (or tip) is
/// `before`.
pub fn follows(element: &Link, before: &Link) -> bool {
    hash(element) == *before
}

/// A stream of fair dice (1 to 6) drawn from a seed.
#[derive(Clone, Debug)]
pub struct DieStream {
    seed: Link,
    block: Link,
    counter: u64,
    at: usize,
}

impl DieStream {
    /// The stream of throw `k` revealed as `host` and `guest`.
    pub fn of_throw(k: usize, host: &Link, guest: &Link) -> DieStream {
        let mut seed = Vec::with_capacity(80);
        seed.extend_from_slice(b"unlur dice");
        seed.extend_from_slice(&(k as u64).to_le_bytes());
        seed.extend_from_slice(host);
        seed.extend_from_slice(guest);
        let seed = hash(&seed);
        DieStream {
            seed,
            block: seed,
            counter: 0,
            at: 0,
        }
    }

    /// The next die: bytes below 252 taken modulo 6 (no bias).
    pub fn die(&mut self) -> u8 {
        loop {
            if self.at == self.block.len() {
                self.counter += 1;
                let mut next = self.seed.to_vec();
                next.extend_from_slice(&self.counter.to_le_bytes());
                self.block = hash(&next);
                self.at = 0;
            }
            let b = self.block[self.at];
            self.at += 1;
            if b < 252 {
                return b % 6 + 1;
            }
        }
    }

    /// `n` dice.
    pub fn dice(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.die()).collect()
    }
}

/// Bytes in lowercase hexadecimal.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// 32 bytes from 64 hexadecimal digits.
pub fn link_from_hex(text: &str) -> Option<Link> {
    let text = text.as_bytes();
    if text.len() != 64 {
        return None;
    }
    let mut out = [0u8; 32];
    for (i, pair) in text.chunks(2).enumerate() {
        let digit = |c: u8| (c as char).to_digit(16);
        out[i] = (digit(pair[0])? * 16 + digit(pair[1])?) as u8;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_revealed_element_hashes_into_the_one_before_and_only_it() {
        let chain = Chain::from_secret([7; 32]);
        let mut before = chain.tip();
        for k in 0..5 {
            let e = chain.reveal(k).unwrap();
            assert!(follows(&e, &before));
            assert!(!follows(&chain.reveal(k + 1).unwrap(), &before));
            before = e;
        }
        assert_eq!(chain.reveal(CHAIN_THROWS), None);
        assert_eq!(chain.reveal(CHAIN_THROWS - 1), Some(chain.secret()));
    }

    #[test]
    fn dice_are_fair_and_depend_on_both_sides() {
        let (a, b) = ([1; 32], [2; 32]);
        let mut counts = [0u32; 6];
        let mut stream = DieStream::of_throw(3, &a, &b);
        for _ in 0..60_000 {
            counts[stream.die() as usize - 1] += 1;
        }
        assert!(
            counts.iter().all(|&c| (9_400..10_600).contains(&c)),
            "{counts:?}"
        );
        let first = |k, x: &Link, y: &Link| DieStream::of_throw(k, x, y).dice(8);
        assert_eq!(first(3, &a, &b), first(3, &a, &b));
        assert_ne!(first(3, &a, &b), first(3, &b, &a));
        assert_ne!(first(3, &a, &b), first(4, &a, &b));
    }

    #[test]
    fn hex_round_trips_and_refuses_what_is_not_32_bytes() {
        let l = hash(b"x");
        assert_eq!(link_from_hex(&hex(&l)), Some(l));
        assert_eq!(link_from_hex("abc"), None);
        assert_eq!(link_from_hex(&"zz".repeat(32)), None);
    }
}
