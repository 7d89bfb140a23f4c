//! Online play's card during the game: who plays, whose turn it is and how the connection
//! is, with Resign, Leave and the takebacks asked of the friend; and the words for the
//! connection's state and an ending outside the rules, which the window and the HUD use
//! too.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};

use crate::app::session::online::Conn;

use crate::app::session::online::Online;

use crate::app::ground::settings::AppSettings;
use crate::app::look::{ACCENT, MUTED, bold};
use crate::app::session::online::OnlineRequest;
use crate::i18n::Tr;
use crate::online::link::Loss;
use crate::online::protocol::PROTOCOL;
use crate::online::session::{Ending, OtherApp};

/// The connection's state in words.
pub fn conn_words(t: Tr, conn: &Conn) -> String {
    match conn {
        Conn::Opening => t.tr("online.opening").to_string(),
        Conn::Waiting => t.tr("online.waiting").to_string(),
        Conn::Connecting => t.tr("online.connecting").to_string(),
        Conn::Connected { relayed: false } => t.tr("online.direct").to_string(),
        Conn::Connected { relayed: true } => t.tr("online.relayed").to_string(),
        Conn::Reconnecting(loss) => {
            let why = t.tr(match loss {
                Loss::Dropped => "online.lost_dropped",
                Loss::Closed => "online.lost_closed",
                Loss::Unreachable => "online.lost_unreachable",
            });
            t.trf("online.reconnecting", &[("why", &why)])
        }
        Conn::Failed(why) => t.trf("online.failed", &[("why", &t.said(why))]),
        Conn::Closed => t.tr("online.closed").to_string(),
    }
}

/// What the online card says of the game: how the friend is reached, and whose turn it
/// is. One state at a time: while the friend is away no turn is named (the HUD says
/// the game waits for them), and how long they have been away is said in the status.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardWords {
    /// The connection, or the friend's absence.
    pub status: String,
    /// Whose turn it is, or what is asked or awaited; `None` while the friend is away.
    pub turn: Option<String>,
}

/// Whether the friend is away from a game under way: the connection is not up, or they
/// said goodbye.
pub fn friend_away(o: &crate::app::session::online::OnlineGame) -> bool {
    let down = !matches!(o.conn, Conn::Connected { .. }) || o.peer_left;
    down && !o.peer.session.finished() && o.peer.session.table().is_some()
}

/// A span of absence in words: seconds (by fives) under a minute, then minutes, then
/// hours.
pub fn span_words(t: Tr, span: std::time::Duration) -> String {
    let s = span.as_secs();
    match s {
        0..60 => t.trf("online.span_seconds", &[("n", &(s / 5 * 5).max(1))]),
        60..7200 => t.trf("online.span_minutes", &[("n", &(s / 60))]),
        _ => t.trf("online.span_hours", &[("n", &(s / 3600))]),
    }
}

/// What the HUD says instead of whose turn it is while the online game `o` waits on
/// something: a takeback's answer, or the friend's return (the card says since when).
pub fn hud_wait_words(t: Tr, o: &crate::app::session::online::OnlineGame) -> Option<String> {
    let name = o.peer.session.peer_name();
    if o.undo_asked {
        Some(t.trf("online.hud_undo_asked", &[("name", &name)]))
    } else if o.undo_waiting {
        Some(t.trf("online.hud_undo_waiting", &[("name", &name)]))
    } else if friend_away(o) {
        Some(t.trf("online.hud_friend_away", &[("name", &name)]))
    } else {
        None
    }
}

/// The card's words for `o` at `now`.
pub fn card_words(
    t: Tr,
    o: &crate::app::session::online::OnlineGame,
    now: std::time::Instant,
) -> CardWords {
    let s = &o.peer.session;
    let peer = s.peer_name().to_string();
    let away = friend_away(o);
    let status = match &o.conn {
        Conn::Reconnecting(_) if s.finished() => t.tr("online.closed").to_string(),
        Conn::Reconnecting(_) | Conn::Waiting if o.peer_left => {
            t.trf("online.peer_left", &[("name", &peer)])
        }
        Conn::Reconnecting(_) | Conn::Connecting | Conn::Opening | Conn::Waiting if away => {
            let time = span_words(t, o.away_since.map_or_else(Default::default, |a| now - a));
            let key = match s.role() {
                crate::online::session::Role::Guest => "online.away_host",
                crate::online::session::Role::Host => "online.away_guest",
            };
            t.trf(key, &[("name", &peer), ("time", &time)])
        }
        conn => conn_words(t, conn),
    };
    let turn = if let Some(words) = ending_words(t, s) {
        Some(words)
    } else if s.finished() {
        Some(t.tr("online.over").to_string())
    } else if o.undo_asked {
        // A takeback to answer comes before whose turn it is (the card named the
        // friend to move while the game waited on this side's answer).
        Some(t.trf("online.card_undo_asked", &[("name", &peer)]))
    } else if o.undo_waiting {
        Some(t.trf("online.card_undo_waiting", &[("name", &peer)]))
    } else if away {
        None
    } else if s.my_turn()
        && !o
            .board
            .iter()
            .any(|b| matches!(b, crate::app::session::driven::BoardStep::Remote(..)))
    {
        // (Not before the board has shown the friend's last action.)
        Some(t.tr("online.your_turn").to_string())
    } else {
        Some(t.trf("online.their_turn", &[("name", &peer)]))
    };
    CardWords { status, turn }
}

/// The sentence `key` that says the two apps' versions differ: the friend's app's
/// (`{app}`) and this one's (`{ours}`), with the protocols' when the apps' own versions
/// are the same (a development build).
fn versions_words(t: Tr, key: &str, other: &OtherApp) -> String {
    let ours = env!("CARGO_PKG_VERSION");
    let (app, ours) = if other.app == ours {
        let protocol = |n: u32| t.trf("online.protocol", &[("n", &n)]);
        (
            format!("{}, {}", other.app, protocol(other.protocol)),
            format!("{ours}, {}", protocol(PROTOCOL)),
        )
    } else {
        (other.app.clone(), ours.to_string())
    };
    t.trf(key, &[("app", &app), ("ours", &ours)])
}

/// The host turned away a friend of another version, if it did since anyone joined.
pub fn turned_away_words(t: Tr, o: &crate::app::session::online::OnlineGame) -> Option<String> {
    Some(versions_words(
        t,
        "online.turned_away",
        o.turned_away.as_ref()?,
    ))
}

/// How the game ended outside its rules (resigned, or stopped), in words.
pub fn ending_words(t: Tr, s: &crate::online::session::Session) -> Option<String> {
    Some(match s.ending()? {
        Ending::Resigned(p) => {
            let names = s.names();
            crate::app::session::game::resigned_words(
                t,
                &[&names[p.index()]],
                &[&names[p.other().index()]],
            )
        }
        Ending::Versions(other) => versions_words(t, "online.versions", other),
        Ending::Broken(why) => t.trf("online.stopped", &[("why", why)]),
        Ending::Refused(why) => {
            let why = crate::online::protocol::refusal_key(why)
                .map_or_else(|| why.clone(), |k| t.tr(k).to_string());
            t.trf("online.refused_entry", &[("why", &why)])
        }
    })
}

pub(super) fn draw_card(
    mut contexts: EguiContexts,
    online: Res<Online>,
    settings: Res<AppSettings>,
    mut asked: MessageWriter<OnlineRequest>,
    mut top: ResMut<crate::app::look::TopCards>,
    screen: Res<State<crate::app::session::screen::Screen>>,
    mut confirm_resign: Local<bool>,
    mut frames: ResMut<crate::app::ground::pace::Frames>,
) -> Result {
    // The card is the game's: not over the menu (it covered its title).
    let playing = *screen.get() == crate::app::session::screen::Screen::Playing;
    let Some(o) = online.0.as_ref().filter(|o| o.shown && playing) else {
        top.online = 0.0;
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?.clone();
    let t = settings.tr();
    let s = &o.peer.session;
    let peer = s.peer_name().to_string();
    let words = card_words(t, o, std::time::Instant::now());
    if friend_away(o) {
        // How long the friend has been away is said by the second.
        frames.within(1.0);
    }
    // The board keeps clear of the card.
    top.online = top.show(&ctx, "online-card", |ui| {
        ui.set_max_width(560.0);
        // Wrapped within the card: a long absence's words ran out of it over the HUD.
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(t.trf("online.with", &[("name", &peer)]))
                    .font(bold(18.0))
                    .color(ACCENT),
            );
            ui.label(RichText::new(&words.status).color(MUTED));
        });
        if let Some(turn) = &words.turn {
            ui.add(egui::Label::new(RichText::new(turn).size(18.0)).wrap());
        }
        // The headline above says what is asked, or awaited: the answer's buttons
        // need no words of their own (they said it a second time).
        if o.undo_asked {
            ui.horizontal(|ui| {
                if ui.button(t.tr("online.accept")).clicked() {
                    asked.write(OnlineRequest::AnswerUndo(true));
                }
                if ui.button(t.tr("online.decline")).clicked() {
                    asked.write(OnlineRequest::AnswerUndo(false));
                }
            });
        }
        ui.horizontal(|ui| {
            // Asking is for games between people where the settings allow takebacks
            // (off by default); answering the friend's request always is.
            let allowed = settings.get().takebacks_people;
            // A turn that passed (nothing could move) is not offered: taken back, the
            // same dice held would pass it again.
            let passed = s.my_last_turn_passed();
            let can_undo = allowed && s.can_ask_undo() && !o.undo_waiting && !passed;
            let ask = ui.add_enabled(can_undo, egui::Button::new(t.tr("online.ask_undo")));
            let ask = if !allowed {
                ask.on_disabled_hover_text(t.tr("common.takebacks_off"))
            } else if passed {
                ask.on_disabled_hover_text(t.tr("online.undo_passed"))
            } else {
                ask
            };
            if ask.clicked() {
                asked.write(OnlineRequest::AskUndo);
            }
            // Resigning asks once more, on a line of its own under these buttons (on
            // their line it widened the card over the game's column): a slip of the
            // mouse must not end the game.
            *confirm_resign &= !s.finished();
            let resign = egui::Button::new(t.tr("online.resign")).selected(*confirm_resign);
            if ui.add_enabled(!s.finished(), resign).clicked() {
                *confirm_resign = !*confirm_resign;
            }
            if ui.button(t.tr("online.leave")).clicked() {
                asked.write(OnlineRequest::Leave);
            }
        });
        if *confirm_resign {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(t.tr("online.resign_sure")).color(ACCENT));
                if ui.button(t.tr("online.resign_yes")).clicked() {
                    asked.write(OnlineRequest::Resign);
                    *confirm_resign = false;
                }
                if ui.button(t.tr("online.resign_no")).clicked() {
                    *confirm_resign = false;
                }
            });
        }
        if let Some(words) = turned_away_words(t, o) {
            ui.label(RichText::new(words).color(MUTED));
        }
        for note in o.notes.iter().rev().take(2) {
            ui.label(RichText::new(note.words(t)).color(MUTED));
        }
    });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::session::online::Note;

    #[test]
    fn versions_say_the_protocols_only_when_the_apps_versions_are_the_same() {
        let ours = env!("CARGO_PKG_VERSION");
        let app = |app: &str| OtherApp {
            protocol: 99,
            app: app.into(),
        };
        let other = versions_words(Tr::EN, "online.versions", &app("9.9.9"));
        assert!(
            other.contains("(unlur 9.9.9)") && other.contains(&format!("(unlur {ours})")),
            "{other}"
        );
        assert!(!other.contains("protocol"), "{other}");
        let same = versions_words(Tr::EN, "online.versions", &app(ours));
        assert!(
            same.contains(&format!("(unlur {ours}, protocol 99)"))
                && same.contains(&format!("(unlur {ours}, protocol {PROTOCOL})")),
            "{same}"
        );
        let fr = versions_words(Tr::FR, "online.turned_away", &app(ours));
        assert!(fr.contains("protocole 99"), "{fr}");
    }

    #[test]
    fn notes_are_worded_in_the_windows_language_with_the_detail_kept() {
        // This side's own refusal is said whole in the window's language (it was an
        // English detail inside a French sentence); the friend's comes as its app wrote it.
        let refused = crate::i18n::Said::new("online.refuse.out_of_order")
            .with("n", 9)
            .with("next", 4);
        let fr = Note::Refused(refused.clone()).words(Tr::FR);
        assert!(
            fr.starts_with("L'app de votre ami a envoyé")
                && fr.contains("l'action 9 avant l'action 4 (dans le désordre)"),
            "{fr}"
        );
        let why = "action 9 before action 4 (out of order)";
        assert_eq!(
            refused.to_string(),
            why,
            "the friend's app reads what it always read"
        );
        let en = Note::TheyRefused(why.into()).words(Tr::EN);
        assert!(
            en.starts_with("Your friend's app refused") && en.contains(why),
            "{en}"
        );
        assert_eq!(Note::Chat("gg".into()).words(Tr::FR), "gg");
        // Play-test 3: the host's refusal was an English sentence in the French text.
        let taken = Note::TheyRefused(crate::online::protocol::TAKEN.into()).words(Tr::FR);
        assert_eq!(taken, "cette partie se joue déjà avec quelqu'un d'autre");
        // A declined takeback is said on the side that asked.
        let declined = Note::Declined("Camille".into()).words(Tr::FR);
        assert!(declined.starts_with("Camille a refusé"), "{declined}");
    }
}
