// Rules most games never reach — banding (702.22), optional costs to attack (508.1g), Archenemy
// schemes (505.3), creatures put onto the battlefield attacking (508.4), reselecting what a
// creature attacks (508.7), type changes during combat (506.4) — and the steps a combat example
// never reaches (turn-steps.ts: untap, draw, main phase, beginning of combat, cleanup, the next
// turn) live in modules the rest of the engine does not import: it reaches them through this table, and only once a game uses them
// (an action names bands, a game has an archenemy, an effect says so). Node installs them all
// (on-demand-all.ts, imported by engine/index.ts). The browser leaves them out of the engine's
// file: the first time a game needs one, onDemand throws NotLoaded, and withOnDemand loads that
// module and runs the same step again — every engine step is a pure function of its input, so the
// second run is the run.
import type * as AttackingByEffect from './attacking-by-effect';
import type * as Bands from './bands';
import type * as CombatTypes from './combat-types';
import type * as OptionalAttackCosts from './optional-attack-costs';
import type * as Reselect from './reselect';
import type * as Schemes from './schemes';
import type * as TurnSteps from './turn-steps';

export interface OnDemand {
  attackingByEffect: typeof AttackingByEffect;
  bands: typeof Bands;
  combatTypes: typeof CombatTypes;
  optionalAttackCosts: typeof OptionalAttackCosts;
  reselect: typeof Reselect;
  schemes: typeof Schemes;
  turnSteps: typeof TurnSteps;
}

const installed: Partial<OnDemand> = {};

/** A game reached rules whose module is not loaded yet (only ever in the browser, before withOnDemand loads them). */
export class NotLoaded extends Error {
  constructor(readonly module: keyof OnDemand) {
    super(`engine: the module for ${module} is not loaded`);
  }
}

export function onDemand<K extends keyof OnDemand>(name: K): OnDemand[K] {
  const m = installed[name];
  if (!m) throw new NotLoaded(name);
  return m;
}

/** Where each module is, for the browser's first use of it (Node installs them all, on-demand-all.ts). */
const LOAD: { [K in keyof OnDemand]: () => Promise<OnDemand[K]> } = {
  attackingByEffect: () => import('./attacking-by-effect'),
  bands: () => import('./bands'),
  combatTypes: () => import('./combat-types'),
  optionalAttackCosts: () => import('./optional-attack-costs'),
  reselect: () => import('./reselect'),
  schemes: () => import('./schemes'),
  turnSteps: () => import('./turn-steps'),
};

export function install(modules: Partial<OnDemand>): void {
  Object.assign(installed, modules);
}

/** Run `step`; each time it needs an on-demand module that isn't loaded, load that one and run it again. */
export async function withOnDemand<T>(step: () => T): Promise<T> {
  for (;;) {
    try {
      return step();
    } catch (e) {
      if (!(e instanceof NotLoaded)) throw e;
      install({ [e.module]: await LOAD[e.module]() });
    }
  }
}
