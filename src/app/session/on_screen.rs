//! The game on screen, whichever it is, asked for without naming a game: each game's
//! registry entry says where its match lives ([`MatchResource`]), and [`OnScreen`], a
//! system parameter, reads the match of the game the window shows through it.
//!
//! `OnScreen` reads resources by their ids (what `Res` does for one named type): it
//! declares a read of the state and of every game's match when the system is built, so
//! Bevy's scheduler keeps it apart from any system that writes them.

use bevy::ecs::change_detection::Tick;
use bevy::ecs::component::ComponentId;
use bevy::ecs::query::{FilteredAccess, FilteredAccessSet};
use bevy::ecs::resource::IS_RESOURCE;
use bevy::ecs::system::{
    ReadOnlySystemParam, SystemChangeTick, SystemMeta, SystemParam, SystemParamValidationError,
};
use bevy::ecs::world::unsafe_world_cell::UnsafeWorldCell;
use bevy::prelude::*;
use bevy::ptr::Ptr;

use crate::app::session::any_match::AnyMatch;
use crate::app::session::game_match::GameMatch;
use crate::app::session::registry::games;
use crate::app::session::screen::ActiveGame;
use crate::rules::GameId;

/// Where a game's match lives: its resource, reached without naming its type.
#[derive(Clone, Copy, Debug)]
pub struct MatchResource {
    /// Registers the resource's type; its id.
    register: fn(&mut World) -> ComponentId,
    /// The match behind a pointer to that resource.
    view: unsafe fn(Ptr<'_>) -> &dyn GameMatch,
    /// Calls the function on the match, if it exists, to change it.
    change: fn(&mut World, &mut dyn FnMut(&mut dyn GameMatch)),
    /// Whether a change of the resource means the match was replaced as a whole (Unlur's
    /// match is; the dice games' change every frame).
    replaced_when_changed: bool,
}

impl MatchResource {
    /// The match of a game kept as the resource `M`.
    pub const fn of<M>(replaced_when_changed: bool) -> MatchResource
    where
        M: GameMatch + Resource<Mutability = bevy::ecs::component::Mutable>,
    {
        MatchResource {
            register: register::<M>,
            view: view::<M>,
            change: change::<M>,
            replaced_when_changed,
        }
    }
}

fn register<M: Resource>(world: &mut World) -> ComponentId {
    world.components_registrator().register_component::<M>()
}

/// # Safety
/// `ptr` points to a resource of type `M`.
unsafe fn view<M: GameMatch>(ptr: Ptr<'_>) -> &dyn GameMatch {
    // SAFETY: the caller's promise.
    unsafe { ptr.deref::<M>() }
}

fn change<M>(world: &mut World, f: &mut dyn FnMut(&mut dyn GameMatch))
where
    M: GameMatch + Resource<Mutability = bevy::ecs::component::Mutable>,
{
    if let Some(mut m) = world.get_resource_mut::<M>() {
        f(&mut *m);
    }
}

/// Calls `f` on the match of every game that has one (on screen or not).
pub fn each_match_mut(world: &mut World, mut f: impl FnMut(&mut dyn GameMatch)) {
    for entry in games() {
        (entry.on_screen.change)(world, &mut f);
    }
}

/// The game on screen, whichever it is: the one way systems ask for it.
pub struct OnScreen<'w> {
    game: GameId,
    current: Option<&'w dyn GameMatch>,
    replaced: bool,
}

impl OnScreen<'_> {
    /// Which game is on screen (Unlur when no game state exists yet).
    pub fn game(&self) -> GameId {
        self.game
    }

    /// Its match (`None` for a game whose match does not exist yet).
    pub fn current(&self) -> Option<&dyn GameMatch> {
        self.current
    }

    /// A copy of it (`None` for a game whose match does not exist yet).
    pub fn loaded(&self) -> Option<AnyMatch> {
        self.current().map(|m| AnyMatch::from_box(m.boxed()))
    }

    /// How many moves (turns, actions) it has, without copying it.
    pub fn moves(&self) -> usize {
        self.current().map_or(0, |m| m.moves())
    }

    /// Whether it changed this frame in a way its number of moves does not show (the
    /// Unlur match is replaced as a whole; the dice games' change every frame).
    pub fn replaced(&self) -> bool {
        self.replaced
    }
}

/// What [`OnScreen`] keeps between runs: the ids of the state and of each game's match.
pub struct OnScreenIds {
    state: ComponentId,
    games: Vec<(GameId, ComponentId, MatchResource)>,
}

// SAFETY: `init_access` declares a read of every resource `get_param` reads (the state
// and each game's match) and panics on a conflict, as `Res` does.
unsafe impl SystemParam for OnScreen<'_> {
    type State = OnScreenIds;
    type Item<'w, 's> = OnScreen<'w>;

    fn init_state(world: &mut World) -> OnScreenIds {
        OnScreenIds {
            state: world
                .components_registrator()
                .register_component::<State<ActiveGame>>(),
            games: games()
                .iter()
                .map(|e| (e.id, (e.on_screen.register)(world), e.on_screen))
                .collect(),
        }
    }

    fn init_access(
        ids: &OnScreenIds,
        system_meta: &mut SystemMeta,
        component_access_set: &mut FilteredAccessSet,
        _world: &mut World,
    ) {
        let reads = std::iter::once(ids.state).chain(ids.games.iter().map(|g| g.1));
        for id in reads {
            let mut filter = FilteredAccess::default();
            filter.add_read(id);
            filter.and_with(IS_RESOURCE);
            if !component_access_set
                .get_conflicts_single(&filter)
                .is_empty()
            {
                panic!(
                    "error[B0002]: OnScreen in system {} conflicts with a previous system \
                     parameter that writes a game's match or the game state",
                    system_meta.name()
                );
            }
            component_access_set.add(filter);
        }
    }

    unsafe fn get_param<'w>(
        ids: &mut OnScreenIds,
        system_meta: &SystemMeta,
        world: UnsafeWorldCell<'w>,
        change_tick: Tick,
    ) -> Result<OnScreen<'w>, SystemParamValidationError> {
        // SAFETY: a read of the state was declared in `init_access`.
        let state = unsafe { world.get_resource_by_id(ids.state) };
        // SAFETY: the id is that of `State<ActiveGame>`.
        let game = state.map_or(GameId::Unlur, |p| {
            unsafe { p.deref::<State<ActiveGame>>() }.get().0
        });
        let Some(&(_, id, resource)) = ids.games.iter().find(|g| g.0 == game) else {
            return Ok(OnScreen {
                game,
                current: None,
                replaced: false,
            });
        };
        // SAFETY: a read of each game's match was declared in `init_access`.
        let Some(ptr) = (unsafe { world.get_resource_by_id(id) }) else {
            return Ok(OnScreen {
                game,
                current: None,
                replaced: false,
            });
        };
        // SAFETY: the id is that of the resource `resource` was made for.
        let current = unsafe { (resource.view)(ptr) };
        // SAFETY: the change ticks need no access.
        let ticks =
            unsafe { SystemChangeTick::get_param(&mut (), system_meta, world, change_tick) }?;
        let replaced = resource.replaced_when_changed && {
            // SAFETY: reading the resource's ticks is part of the declared read.
            let entity = unsafe { world.resource_entities() }.get(id);
            entity
                .and_then(|e| world.get_entity(e).ok())
                .and_then(|cell| unsafe { cell.get_change_ticks_by_id(id) })
                .is_some_and(|t| t.is_changed(ticks.last_run(), ticks.this_run()))
        };
        Ok(OnScreen {
            game,
            current: Some(current),
            replaced,
        })
    }
}

// SAFETY: `OnScreen` only reads.
unsafe impl ReadOnlySystemParam for OnScreen<'_> {}
