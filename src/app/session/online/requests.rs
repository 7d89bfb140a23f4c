//! What the player asks of online play (host, join, resume, a takeback, resign, leave),
//! and how each is done.

use bevy::prelude::*;

use super::{Conn, Note, Online, OnlineGame, OnlineScreen, kept};
use crate::online::invitation::{Invitation, new_code};
use crate::online::link::{Link, Reach};
use crate::online::session::Session;
use crate::rules::{GameId, Player};

/// What the player asks of online play.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum OnlineRequest {
    /// Host a game.
    Host {
        /// Which game.
        game: GameId,
        /// Its options as the rules read them.
        options: String,
        /// The host's seat.
        seat: Player,
        /// The host's name.
        name: String,
        /// Keep to this computer (loopback only).
        local: bool,
    },
    /// Join the game of an invitation.
    Join {
        /// The invitation as pasted.
        text: String,
        /// The guest's name.
        name: String,
        /// Keep to this computer (loopback only).
        local: bool,
    },
    /// Ask the friend to take back the last action.
    AskUndo,
    /// Answer the friend's undo request.
    AnswerUndo(bool),
    /// Resign the game.
    Resign,
    /// Leave: the friend is told, the connection closes.
    Leave,
    /// Resume the game kept on disk (its text).
    Resume(String),
}

pub(super) fn requests(
    mut asked: MessageReader<OnlineRequest>,
    mut new_games: MessageReader<crate::app::session::game::NewGameRequest>,
    mut lessons: MessageReader<crate::app::session::lesson::LessonRequest>,
    mut online: ResMut<Online>,
    mut screen: Option<ResMut<OnlineScreen>>,
    mut autosave: Option<ResMut<crate::app::session::saved_games::autosave::Autosave>>,
) {
    // A new game or a lesson on the board ends the online game there: the friend is
    // told.
    let lesson = lessons
        .read()
        .filter(|r| matches!(r, crate::app::session::lesson::LessonRequest::Start(..)))
        .count();
    let leave = (new_games.read().count() + lesson > 0 && online.on_board())
        .then_some(OnlineRequest::Leave);
    for request in asked.read().cloned().chain(leave) {
        let result = match request {
            OnlineRequest::Host {
                game,
                options,
                seat,
                name,
                local,
            } => {
                let code = new_code();
                let session = Session::host(game, &options, seat, &name, &code);
                let key = crate::online::link::new_key();
                let link = Link::host(code, key, 0, Reach { local });
                let mut o = OnlineGame::new(session, link, Conn::Opening);
                (o.key, o.local) = (Some(key), local);
                online.replace(Some(o));
                Ok(())
            }
            OnlineRequest::Join { text, name, local } => match Invitation::parse(&text) {
                Ok(inv) => {
                    let session = Session::guest(&name, &inv.code);
                    let key = crate::online::link::new_key();
                    let link = Link::join_as(inv, key, Reach { local });
                    let mut o = OnlineGame::new(session, link, Conn::Connecting);
                    (o.joined, o.local) = (Some(text.trim().to_string()), local);
                    o.key = Some(key);
                    online.replace(Some(o));
                    Ok(())
                }
                // Said under the invitation, in the player's language; nothing starts.
                Err(e) => {
                    if let Some(screen) = screen.as_mut() {
                        screen.problem = Some(e);
                    }
                    Ok(())
                }
            },
            OnlineRequest::Resume(text) => kept::resume(&text)
                .map_err(|why| crate::i18n::Said::new("online.error.kept").with("why", why))
                .map(|(o, record)| {
                    let game = o.peer.session.table().map(|t| t.id());
                    if let (Some(autosave), Some(path), Some(game)) =
                        (autosave.as_mut(), record, game)
                    {
                        autosave.go_on_in(path, game);
                    }
                    online.replace(Some(o))
                }),
            OnlineRequest::Leave => {
                if let Some(o) = online.0.as_mut() {
                    o.peer.session.leave();
                    o.peer.flush();
                }
                // The link says the goodbye and closes, on a thread of its own.
                online.replace(None);
                Ok(())
            }
            other => match online.0.as_mut() {
                Some(o) => o.ask(&other),
                None => Err(crate::i18n::Said::new("online.error.no_game")),
            },
        };
        if let (Err(e), Some(o)) = (result, online.0.as_mut()) {
            o.note(Note::Problem(e));
        }
    }
}

impl OnlineGame {
    pub(super) fn ask(&mut self, request: &OnlineRequest) -> Result<(), crate::i18n::Said> {
        match request {
            OnlineRequest::AskUndo => {
                self.peer.session.ask_undo()?;
                self.undo_waiting = true;
                // An earlier refusal is not this request's answer: it would stand under
                // "waiting for the answer", and after a takeback accepted.
                self.notes.retain(|n| !matches!(n, Note::Declined(_)));
            }
            OnlineRequest::AnswerUndo(yes) => {
                self.undo_asked = false;
                // Accepted, the takeback is done here at once: the board shows it.
                let events = self.peer.session.answer_undo(*yes)?;
                self.owed.extend(events);
            }
            OnlineRequest::Resign => self.peer.session.resign()?,
            _ => {}
        }
        self.peer.flush();
        Ok(())
    }
}
