// The event pipeline's own steps (events/happen.ts): which events look back in time (603.10a),
// damage met one item at a time (614.7a, 614.6), the APNAP order of simultaneous events' choices
// (616.1, 101.4), objects entering together (614.13a), and what an event returns as it happened.
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../core/cards';
import type { Ctx } from '../core/context';
import { copyState } from '../core/copy-state';
import type { DamageItem, RulesEvent } from '../core/rules-events';
import type { PermanentSetup } from '../core/setup';
import type { ReplacementSource } from '../replacement/replacement';
import { creature, mainPhase } from '../game/test-kit';
import { happen, happenTogether } from './happen';

const dies = { kind: 'triggered', trigger: 'dies', subject: 'this', effect: { type: 'gain life', amount: 1 } } as const;
const leaves = { ...dies, trigger: 'leaves the battlefield' } as const;
const martyr = creature('Martyr', 1, 1, { abilities: [dies] });

/** Alice's precombat main phase, as a draft the pipeline works on. */
function draft(battlefield: PermanentSetup[], extra: Parameters<typeof mainPhase>[1] = {}): Ctx {
  return { s: copyState(mainPhase(battlefield, extra)), events: [] };
}

const triggered = (ctx: Ctx) => ctx.events.filter((e) => e.type === 'ability-triggered');
const lookedBack = (source: string, why: string[] = ['700.4']) => ({
  type: 'ability-triggered',
  rules: ['603.2', '603.6c', '603.10a', ...why],
  source,
  object: source,
  delayed: false,
});

describe('603.10a: the events that can take a permanent off the battlefield look back in time', () => {
  it('a creature exiled (a move): "when this leaves the battlefield" triggers', () => {
    const ctx = draft([{ id: 'y', card: creature('Wisp', 1, 1, { abilities: [leaves] }), controller: 'B' }]);
    happen(ctx, { type: 'move', rules: ['406.2'], object: 'y', to: 'exile' });
    expect(triggered(ctx)).toEqual([lookedBack('y', [])]);
  });

  it('701.17: a creature sacrificed: "when this dies" triggers', () => {
    const ctx = draft([{ id: 'y', card: martyr, controller: 'B' }]);
    happen(ctx, { type: 'sacrifice', rules: ['701.17a'], object: 'y' });
    expect(triggered(ctx)).toEqual([lookedBack('y')]);
  });

  it('a creature destroyed as a player gains life at the same time: it is looked back at all the same', () => {
    const ctx = draft([{ id: 'y', card: martyr, controller: 'B' }]);
    happenTogether(ctx, [
      { type: 'life', rules: ['119.3'], player: 'A', amount: 1, cause: 'effect' },
      { type: 'destroy', rules: ['701.7a'], object: 'y' },
    ]);
    expect(triggered(ctx)).toEqual([lookedBack('y')]);
  });

  it('"when this dies" granted by an effect that ends as it leaves (400.7): the effect is looked back at', () => {
    const ctx = draft([{ id: 'y', card: creature('Bear', 2, 2), controller: 'B' }]);
    ctx.s.effects.push({
      id: 'e1',
      source: null,
      controller: 'A',
      timestamp: 100,
      duration: 'end of turn',
      affected: { objects: ['y'] },
      changes: [{ layer: '6', grant: [dies] }],
    });
    happen(ctx, { type: 'destroy', rules: ['701.7a'], object: 'y' });
    expect(ctx.s.effects).toEqual([]);
    expect(triggered(ctx)).toEqual([lookedBack('y')]);
  });
});

const bolt = (target: string, amount: number, colors: CardDef['colors'] = ['R']): DamageItem => ({
  source: { id: 'bolt', controller: 'B', colors, deathtouch: false, lifelink: false },
  target,
  amount,
});

describe('damage meets replacement and prevention effects one item at a time', () => {
  it('614.7a: a source that would deal 0 damage deals none — protection has nothing to prevent', () => {
    const ctx = draft([
      { id: 'k', card: creature('Knight', 2, 2, { keywords: [{ protection: 'R' }] }), controller: 'A' },
    ]);
    const before = copyState(ctx.s);
    expect(happen(ctx, { type: 'damage', rules: ['120.3'], items: [bolt('k', 0)], combat: false })).toBeNull();
    expect(ctx.events).toEqual([]);
    expect(ctx.s).toEqual(before);
  });

  it('damage to two recipients at once is dealt as one event, returned whole', () => {
    const ctx = draft([{ id: 'k', card: creature('Knight', 2, 5), controller: 'A' }]);
    const ev: RulesEvent = { type: 'damage', rules: ['120.3'], items: [bolt('k', 2), bolt('B', 3)], combat: false };
    expect(happen(ctx, ev)).toEqual(ev);
    expect([ctx.s.objects.k.damage, ctx.s.players[1].life]).toEqual([2, 17]);
  });

  it('614.6: the damage to one recipient replaced by another kind of event — the rest is dealt', () => {
    const ctx = draft([{ id: 'k', card: creature('Knight', 2, 5), controller: 'A' }]);
    // A self-replacement effect (614.15) of the test's: "if it would deal damage to the Knight, put
    // that many +1/+1 counters on it instead".
    const counters: ReplacementSource = (_, ev) =>
      ev.type === 'damage' && ev.items[0].target === 'k'
        ? [
            {
              key: 'counters instead',
              chooser: 'A',
              kind: 'self-replacement',
              whole: true,
              timestamp: 0,
              source: null,
              effect: 'self-replacement',
              apply: () => ({ type: 'counters', rules: ['614.6'], object: 'k', counter: '+1/+1', amount: 2 }),
            },
          ]
        : [];
    const ev: RulesEvent = { type: 'damage', rules: ['120.3'], items: [bolt('k', 2), bolt('B', 3)], combat: false };
    expect(happen(ctx, ev, [counters])).toEqual({ ...ev, items: [bolt('B', 3)] });
    expect(ctx.s.objects.k).toMatchObject({ damage: 0, counters: { '+1/+1': 2 } });
    expect(ctx.s.players[1].life).toBe(17);
  });
});

describe('616.1: replacement effects meet simultaneous events in APNAP order (101.4)', () => {
  it('the active player’s first, then the other’s in the order given, then those affecting no player', () => {
    const ctx = draft([{ id: 'k', card: creature('Knight', 2, 5), controller: 'A' }]);
    // A self-replacement effect of the test's that changes nothing: it records the events it meets.
    const met: string[] = [];
    const watcher: ReplacementSource = () => [
      {
        key: 'watcher',
        chooser: 'A',
        kind: 'self-replacement',
        whole: false,
        timestamp: 0,
        source: null,
        effect: 'self-replacement',
        apply: (_ctx, e) => {
          met.push(e.type === 'life' ? `life ${e.player} ${e.amount}` : e.type);
          return e;
        },
      },
    ];
    happenTogether(
      ctx,
      [
        { type: 'tap', rules: ['701.21a'], objects: ['k'], cause: 'effect' },
        { type: 'life', rules: ['119.3'], player: 'B', amount: 1, cause: 'effect' },
        { type: 'life', rules: ['119.3'], player: 'B', amount: 2, cause: 'effect' },
        { type: 'draw', rules: ['121.2'], player: 'B' },
        { type: 'life', rules: ['119.3'], player: 'A', amount: 3, cause: 'effect' },
      ],
      [watcher],
    );
    expect(met).toEqual(['life A 3', 'life B 1', 'life B 2', 'draw', 'tap']);
  });
});

const bearCard = creature('Bear', 2, 2);
const graveyard = (ids: string[]) => ({
  players: [
    { id: 'A', name: 'Alice', library: 5, graveyard: ids.map((id) => ({ id, card: bearCard })) },
    { id: 'B', name: 'Bob', library: 5 },
  ],
});

describe('614.13a: objects entering the battlefield at the same time know of each other', () => {
  it('two creature cards returned together; a card exiled and a permanent destroyed with them are not told', () => {
    const ctx = draft([{ id: 'y', card: bearCard, controller: 'B' }], graveyard(['g1', 'g2', 'g3']));
    const events: RulesEvent[] = [
      { type: 'move', rules: ['608.2c'], object: 'g1', to: 'battlefield' },
      { type: 'move', rules: ['608.2c'], object: 'g2', to: 'exile' },
      { type: 'destroy', rules: ['701.7a'], object: 'y' },
      { type: 'move', rules: ['608.2c'], object: 'g3', to: 'battlefield' },
    ];
    expect(happenTogether(ctx, events)).toEqual([
      { ...events[0], together: ['g3'] },
      events[1],
      events[2],
      { ...events[3], together: ['g1'] },
    ]);
  });

  it('one entering alone has no others', () => {
    const ctx = draft([], graveyard(['g1']));
    const ev: RulesEvent = { type: 'move', rules: ['608.2c'], object: 'g1', to: 'battlefield' };
    expect(happen(ctx, ev)).toEqual(ev);
  });
});

describe('an event returns as it happened: of its own kind, or null', () => {
  it('701.15: a creature destroyed regenerates instead — the destroy returns null, the regeneration performed', () => {
    const ctx = draft([{ id: 'y', card: creature('Martyr', 2, 2, { abilities: [dies] }), controller: 'B', damage: 1 }]);
    ctx.s.replacementShields = [
      {
        id: 'r1',
        kind: 'regeneration',
        object: 'y',
        source: null,
        controller: 'B',
        timestamp: 1,
        duration: 'end of turn',
      },
    ];
    expect(happen(ctx, { type: 'destroy', rules: ['701.7a'], object: 'y' })).toBeNull();
    expect(ctx.s.objects.y).toMatchObject({ zone: 'battlefield', damage: 0, tapped: true });
    expect(triggered(ctx)).toEqual([]);
  });
});
