//! A dice game as played: its start, the position now, and the actions that led there,
//! each with its text in the game's notation; an action is played or refused whole, and
//! taken back by replaying the others from the start.

use std::fmt::Debug;

/// What a position does for the game that logs it.
pub trait Logs: Clone + Debug + PartialEq + Eq {
    /// What the game starts from (who moves first, the options).
    type Start: Copy + Debug + PartialEq + Eq;
    /// One line of the record.
    type Action: Clone + Debug + PartialEq + Eq;
    /// What playing an action did.
    type Played;
    /// Why an action was refused.
    type Error;

    /// The position at the start.
    fn start(start: Self::Start) -> Self;
    /// `action` in the notation, as played from this position.
    fn text(&self, action: &Self::Action) -> String;
    /// Plays `action`, or refuses it and changes nothing.
    fn play(&mut self, action: &Self::Action) -> Result<Self::Played, Self::Error>;
    /// Plays `action` again, known to be legal here (it was when played).
    fn replay(&mut self, action: &Self::Action);
}

/// A game: the position now and the actions that led there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Logged<P: Logs> {
    start: P::Start,
    position: P,
    history: Vec<P::Action>,
    /// Each action in the notation, written when it was played (the notation needs the
    /// position before the action).
    texts: Vec<String>,
}

impl<P: Logs> Logged<P> {
    /// A new game from `start`.
    pub fn from_start(start: P::Start) -> Logged<P> {
        Logged {
            start,
            position: P::start(start),
            history: Vec::new(),
            texts: Vec::new(),
        }
    }

    /// What the game started from.
    pub fn start(&self) -> P::Start {
        self.start
    }

    /// The current position.
    pub fn position(&self) -> &P {
        &self.position
    }

    /// The actions played so far.
    pub fn history(&self) -> &[P::Action] {
        &self.history
    }

    /// The actions played so far, in the notation.
    pub fn history_texts(&self) -> &[String] {
        &self.texts
    }

    /// What each action played so far did, in order, replayed from the start (the
    /// views' words for what the notation does not spell: captures, failed attacks).
    pub fn outcomes(&self) -> Vec<P::Played> {
        let mut position = P::start(self.start);
        self.history
            .iter()
            .map_while(|action| position.play(action).ok())
            .collect()
    }

    /// Plays an action, or refuses it and changes nothing.
    pub fn play(&mut self, action: P::Action) -> Result<P::Played, P::Error> {
        let text = self.position.text(&action);
        let played = self.position.play(&action)?;
        self.history.push(action);
        self.texts.push(text);
        Ok(played)
    }

    /// Takes back the last action; returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<P::Action> {
        let last = self.history.pop()?;
        self.texts.pop();
        let mut position = P::start(self.start);
        for action in &self.history {
            position.replay(action);
        }
        self.position = position;
        Some(last)
    }
}

/// What each action of a game did ([`Logged::outcomes`]), kept while the game's actions
/// stay the same: a view that shows them every frame replays the game only when they
/// change.
#[derive(Debug)]
pub struct Outcomes<P: Logs> {
    start: Option<P::Start>,
    texts: Vec<String>,
    list: Vec<P::Played>,
}

impl<P: Logs> Default for Outcomes<P> {
    fn default() -> Self {
        Outcomes {
            start: None,
            texts: Vec::new(),
            list: Vec::new(),
        }
    }
}

impl<P: Logs> Outcomes<P> {
    /// What each action of `game` did, in order.
    pub fn of(&mut self, game: &Logged<P>) -> &[P::Played] {
        if self.start != Some(game.start) || self.texts != game.texts {
            self.start = Some(game.start);
            self.texts = game.texts.clone();
            self.list = game.outcomes();
        }
        &self.list
    }
}
