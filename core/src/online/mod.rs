//! Online play: two apps play one game across the internet. [`protocol`] is what they
//! say, [`dice`] the rolls neither side chooses, [`session`] one side's checks and state
//! (no network), [`invitation`] what the host sends the friend, [`link`] the connection
//! (iroh, on a thread of its own, spoken to through channels; `serve` carries one
//! connection) through the public relays
//! or one's own ([`endpoint`]), [`peer`] the two
//! together. No Bevy here: the app and the command line both drive a [`peer::Peer`].

pub mod bot;
mod dial;
pub mod dice;
pub mod endpoint;
pub mod invitation;
pub mod link;
pub mod peer;
pub mod protocol;
mod serve;
pub mod session;

#[cfg(test)]
mod net_tests;
#[cfg(test)]
mod resume_tests;
#[cfg(test)]
mod stranger_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod undo_tests;
