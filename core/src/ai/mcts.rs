//! Monte-Carlo tree search with RAVE (rapid action value estimation), a playout or time
//! budget, and tree reuse between moves.

use std::time::{Duration, Instant};

use super::{Budget, Rng64, SearchGame, SearchSettings, Stop};

const NO_NODE: u32 = u32::MAX;

#[derive(Clone, Debug)]
struct Child<M> {
    mv: M,
    index: u32,
    visits: u32,
    wins: f32,
    amaf_visits: u32,
    amaf_wins: f32,
    node: u32,
}

#[derive(Clone, Debug)]
struct Node<M> {
    to_move: u8,
    visits: u32,
    children: Vec<Child<M>>,
    expanded: bool,
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct SearchInfo<M> {
    /// The most visited move.
    pub best: M,
    /// The estimated chance that the player to move wins after `best`.
    pub value: f32,
    /// Playouts run in this search.
    pub playouts: u64,
    /// Time it took.
    pub elapsed: Duration,
    /// Every root move with its visits and estimated win chance for the mover.
    pub moves: Vec<(M, u32, f32)>,
}

/// A search tree over positions of `G`, kept between moves.
pub struct Mcts<G: SearchGame> {
    root: G,
    nodes: Vec<Node<G::Move>>,
    settings: SearchSettings,
    rng: Rng64,
    played_by: Vec<u8>,
    trace: Vec<(u8, G::Move)>,
    path: Vec<(u32, u32)>,
    scratch: Vec<G::Move>,
}

impl<G: SearchGame> Mcts<G> {
    /// A search from `root` with a seed.
    pub fn new(root: G, settings: SearchSettings, seed: u64) -> Mcts<G> {
        let space = root.move_space();
        let mut m = Mcts {
            nodes: Vec::new(),
            settings,
            rng: Rng64::new(seed),
            played_by: vec![u8::MAX; space],
            trace: Vec::new(),
            path: Vec::new(),
            scratch: Vec::new(),
            root,
        };
        m.reset_tree();
        m
    }

    fn reset_tree(&mut self) {
        self.nodes.clear();
        self.nodes.push(Node {
            to_move: self.root.to_move(),
            visits: 0,
            children: Vec::new(),
            expanded: false,
        });
    }

    /// The position searched from.
    pub fn root(&self) -> &G {
        &self.root
    }

    /// Playouts through the root so far (kept across [`Mcts::advance`]).
    pub fn root_visits(&self) -> u32 {
        self.nodes[0].visits
    }

    /// Number of nodes in the tree (for memory checks).
    pub fn node_count(&self) -> usize {
        self.nodes.len()
    }

    /// Moves the root along `mv`, keeping the subtree below it (tree reuse).
    pub fn advance(&mut self, mv: G::Move) {
        let child = self.nodes[0]
            .children
            .iter()
            .find(|c| c.mv == mv)
            .map(|c| c.node);
        self.root.apply(mv);
        match child {
            Some(node) if node != NO_NODE => {
                let mut fresh = Vec::new();
                copy_subtree(&self.nodes, node, &mut fresh);
                self.nodes = fresh;
            }
            _ => self.reset_tree(),
        }
    }

    fn expand(&mut self, node: u32, state: &G) {
        self.scratch.clear();
        state.legal_moves(&mut self.scratch);
        let children = self
            .scratch
            .iter()
            .map(|&mv| Child {
                mv,
                index: state.move_index(mv) as u32,
                visits: 0,
                wins: 0.0,
                amaf_visits: 0,
                amaf_wins: 0.0,
                node: NO_NODE,
            })
            .collect();
        let n = &mut self.nodes[node as usize];
        n.children = children;
        n.expanded = true;
    }

    fn select(&self, node: u32) -> usize {
        let n = &self.nodes[node as usize];
        let s = &self.settings;
        let log_n = ((n.visits + 1) as f32).ln();
        let mut best = 0;
        let mut best_score = f32::MIN;
        for (i, c) in n.children.iter().enumerate() {
            let visits = c.visits as f32;
            let q = if c.visits > 0 { c.wins / visits } else { 1.0 };
            let value = if s.rave && c.amaf_visits > 0 {
                let av = c.amaf_visits as f32;
                let qa = c.amaf_wins / av;
                let beta = av / (visits + av + visits * av / s.rave_equivalence);
                (1.0 - beta) * if c.visits > 0 { q } else { qa } + beta * qa
            } else {
                q
            };
            let score = value + s.exploration * (log_n / (visits + 1.0)).sqrt();
            if score > best_score {
                best_score = score;
                best = i;
            }
        }
        best
    }

    /// One playout: select, expand, play out, back up.
    fn iterate(&mut self) {
        let mut state = self.root.clone();
        self.path.clear();
        self.trace.clear();
        let mut node = 0u32;
        loop {
            if state.winner().is_some() {
                break;
            }
            if !self.nodes[node as usize].expanded {
                if node == 0 || self.nodes[node as usize].visits >= self.settings.expand_after {
                    self.expand(node, &state);
                } else {
                    break;
                }
            }
            if self.nodes[node as usize].children.is_empty() {
                break;
            }
            let c = self.select(node);
            self.path.push((node, c as u32));
            let (mv, child_node) = {
                let ch = &self.nodes[node as usize].children[c];
                (ch.mv, ch.node)
            };
            let mover = state.to_move();
            self.trace.push((mover, mv));
            state.apply(mv);
            if child_node == NO_NODE {
                let new = self.nodes.len() as u32;
                self.nodes.push(Node {
                    to_move: state.to_move(),
                    visits: 0,
                    children: Vec::new(),
                    expanded: false,
                });
                self.nodes[node as usize].children[c].node = new;
                node = new;
                break;
            }
            node = child_node;
        }
        let tree_moves = self.trace.len();
        let winner = match state.winner() {
            Some(w) => w,
            None => state.playout(&mut self.rng, &mut self.trace),
        };
        self.nodes[node as usize].visits += 1;
        // AMAF: every move of the playout and of the path below a node counts for that
        // node's children if the same player played it.
        if self.settings.rave {
            for &(p, mv) in &self.trace[tree_moves..] {
                self.played_by[state.move_index(mv)] = p;
            }
        }
        for depth in (0..self.path.len()).rev() {
            let (nid, c) = self.path[depth];
            if self.settings.rave {
                let (p, mv) = self.trace[depth];
                self.played_by[state.move_index(mv)] = p;
            }
            let n = &mut self.nodes[nid as usize];
            n.visits += 1;
            let mover = n.to_move;
            let win = if winner == mover { 1.0 } else { 0.0 };
            let ch = &mut n.children[c as usize];
            ch.visits += 1;
            ch.wins += win;
            if self.settings.rave {
                for ch in n.children.iter_mut() {
                    if self.played_by[ch.index as usize] == mover {
                        ch.amaf_visits += 1;
                        ch.amaf_wins += win;
                    }
                }
            }
        }
        if self.settings.rave {
            for &(_, mv) in &self.trace {
                self.played_by[state.move_index(mv)] = u8::MAX;
            }
        }
    }

    /// Searches within `budget` and returns the best move, or `None` if the game is over.
    pub fn search(&mut self, budget: Budget) -> Option<SearchInfo<G::Move>> {
        self.search_until(budget, None)
    }

    /// [`Mcts::search`], ending early when `stop` is set (the answer is then what the
    /// playouts so far say).
    pub fn search_until(
        &mut self,
        budget: Budget,
        stop: Option<&Stop>,
    ) -> Option<SearchInfo<G::Move>> {
        if self.root.winner().is_some() {
            return None;
        }
        let start = Instant::now();
        let mut playouts = 0u64;
        loop {
            self.iterate();
            playouts += 1;
            if budget.playouts.is_some_and(|p| playouts >= p) {
                break;
            }
            if playouts.is_multiple_of(64)
                && (budget.time.is_some_and(|t| start.elapsed() >= t)
                    || stop.is_some_and(Stop::stopped))
            {
                break;
            }
            if budget.playouts.is_none() && budget.time.is_none() {
                break;
            }
        }
        let root = &self.nodes[0];
        let moves: Vec<(G::Move, u32, f32)> = root
            .children
            .iter()
            .map(|c| {
                let v = if c.visits > 0 {
                    c.wins / c.visits as f32
                } else if c.amaf_visits > 0 {
                    c.amaf_wins / c.amaf_visits as f32
                } else {
                    0.5
                };
                (c.mv, c.visits, v)
            })
            .collect();
        SearchInfo::of_root(moves, playouts, start.elapsed())
    }
}

impl<M: Copy> SearchInfo<M> {
    /// What a search found from its root moves: the best is the most visited (the
    /// higher value between equals); `None` when there is no move.
    pub fn of_root(
        moves: Vec<(M, u32, f32)>,
        playouts: u64,
        elapsed: Duration,
    ) -> Option<SearchInfo<M>> {
        let (best, _, value) = moves
            .iter()
            .copied()
            .max_by(|a, b| a.1.cmp(&b.1).then(a.2.total_cmp(&b.2)))?;
        Some(SearchInfo {
            best,
            value,
            playouts,
            elapsed,
            moves,
        })
    }
}

fn copy_subtree<M: Clone>(from: &[Node<M>], root: u32, to: &mut Vec<Node<M>>) {
    // Breadth-first copy with renumbering; the new root is node 0. Each child list is
    // cloned once, when its node is visited.
    let shell = |n: &Node<M>| Node {
        to_move: n.to_move,
        visits: n.visits,
        children: Vec::new(),
        expanded: n.expanded,
    };
    let mut map = vec![(root, 0u32)];
    to.push(shell(&from[root as usize]));
    let mut i = 0;
    while i < map.len() {
        let (old, new) = map[i];
        let mut children = from[old as usize].children.clone();
        for ch in children.iter_mut() {
            if ch.node != NO_NODE {
                let id = to.len() as u32;
                to.push(shell(&from[ch.node as usize]));
                map.push((ch.node, id));
                ch.node = id;
            }
        }
        to[new as usize].children = children;
        i += 1;
    }
}
