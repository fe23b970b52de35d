// Tokens created (111.1, 701.6) and a permanent regenerating (701.15, 614.8): the performers of
// performers/replaced.ts, through perform() (what the performer does) and happen() (the pipeline).
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../core/context';
import type { RulesEvent } from '../../core/rules-events';
import { copyState } from '../../game/apply';
import { combatAt, creature } from '../../game/test-kit';
import { happen } from '../happen';
import { perform } from '../perform';

const soldier = creature('Soldier', 1, 1);

/** Alice's Knight (damaged) attacks Bob at his declare blockers step; Bob's Wall (tapped) lies in wait. */
function draft(): Ctx {
  const s = combatAt(
    'declare blockers',
    [
      { id: 'k', card: creature('Knight', 2, 5), controller: 'A', damage: 3, attacking: 'B' },
      { id: 'wall', card: creature('Wall', 0, 4), controller: 'B', tapped: true, damage: 1 },
    ],
    {
      players: [
        { id: 'A', name: 'Alice', library: 5 },
        { id: 'B', name: 'Bob', library: 5, graveyard: [{ id: 'gone', card: creature('Bear', 2, 2) }] },
      ],
    },
  );
  return { s: copyState(s), events: [] };
}

const create = (more: Partial<RulesEvent & { type: 'create' }>): RulesEvent => ({
  type: 'create',
  rules: ['701.6'],
  player: 'A',
  count: 2,
  source: 'k',
  ...more,
});

describe('111.1, 701.6: tokens created', () => {
  it('each comes into being in exile (616.1g), new, summoning sick (302.6), named token<n>', () => {
    const ctx = draft();
    const n = ctx.s.nextId;
    const done = perform(ctx, create({ card: soldier }));
    const ids = [`token${n + 1}`, `token${n + 2}`];
    expect(done).toEqual(create({ card: soldier, objects: ids }));
    for (const id of ids)
      expect(ctx.s.objects[id]).toEqual({
        id,
        card: soldier,
        owner: 'A',
        controller: 'A',
        zone: 'exile',
        token: true,
        tapped: false,
        damage: 0,
        deathtouchDamage: false,
        counters: {},
        summoningSick: true,
        phasedOut: false,
        protector: null,
        timestamp: 0,
      });
    expect(ctx.s.players[0].exile).toEqual(ids);
  });

  it('a copy’s card only names it: its copiable values come from a copy effect with a new timestamp (707.2)', () => {
    const ctx = draft();
    const n = ctx.s.nextId;
    const t = ctx.s.timestamp;
    perform(ctx, create({ count: 1, copyOf: 'k' }));
    const id = `token${n + 1}`;
    expect(ctx.s.objects[id].card).toEqual({ name: 'Knight', nameZh: undefined, types: [], colors: [] });
    expect(ctx.s.timestamp).toBe(t + 1);
    expect(ctx.s.effects.at(-1)).toMatchObject({ timestamp: t + 1 });
  });

  it('none to create (614.16 may leave 0): nothing happens, null', () => {
    const ctx = draft();
    const before = structuredClone(ctx.s);
    expect(happen(ctx, create({ count: 0, card: soldier }))).toBeNull();
    expect(ctx.events).toEqual([]);
    expect(ctx.s).toEqual(before);
  });
});

describe('701.15: regenerate', () => {
  const regenerate = (object: string): RulesEvent => ({ type: 'regenerate', rules: ['701.15'], object, source: 'k' });

  it('damage removed, tapped by its controller, removed from combat — each reported under 701.15, 614.8', () => {
    const ctx = draft();
    expect(happen(ctx, regenerate('k'))).toEqual(regenerate('k'));
    expect(ctx.events).toEqual([
      { type: 'replaced', rules: ['701.15', '614.8'], effect: 'regenerate', source: 'k', object: 'k' },
      { type: 'tapped', rules: ['701.15', '614.8'], object: 'k', cause: 'effect' },
      { type: 'removed-from-combat', rules: ['701.15', '614.8'], object: 'k' },
    ]);
    expect(ctx.s.objects.k).toMatchObject({ damage: 0, deathtouchDamage: false, tapped: true });
    expect(ctx.s.combat?.attackers).toEqual([]);
  });

  it('already tapped: it isn’t tapped again (no "becomes tapped")', () => {
    const ctx = draft();
    happen(ctx, regenerate('wall'));
    expect(ctx.events).toEqual([
      { type: 'replaced', rules: ['701.15', '614.8'], effect: 'regenerate', source: 'k', object: 'wall' },
    ]);
    expect(ctx.s.objects.wall).toMatchObject({ damage: 0, tapped: true });
  });

  it('no longer on the battlefield: nothing happens, null', () => {
    const ctx = draft();
    const before = structuredClone(ctx.s);
    expect(happen(ctx, regenerate('gone'))).toBeNull();
    expect(ctx.events).toEqual([]);
    expect(ctx.s).toEqual(before);
  });
});
