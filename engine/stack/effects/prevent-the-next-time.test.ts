// 615.8 "The next time [source] would deal damage [to …] this turn, prevent that damage" and 615.9
// "Prevent all damage [source] would deal [to …] this turn": the shields keyed to a source that a
// resolving spell or ability leaves in the game, carried out on a board set up for it — the source a
// target word names, or "a [red] source of your choice" (609.7a), chosen as it resolves.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../core/actions';
import type { CardDef, EffectDef } from '../../core/cards';
import type { Ctx } from '../../core/context';
import type { Decision } from '../../core/decisions';
import type { GameState, StackItem } from '../../core/state';
import { abilityOnStack, creature, game, twoPlayers } from '../../game/test-kit';
import type { EffectOf } from './handler';
import { preventTheNextTime } from './prevent-the-next-time';

type Shield = EffectOf<'prevent the next time' | 'prevent all damage from a source'>;

const bolt: CardDef = { name: 'Bolt', types: ['Instant'], colors: ['R'], spell: { type: 'draw', count: 1 } };

/**
 * Alice (A) has priority in her main phase of turn 3, with the Healer (whose ability resolves). Bob
 * has a red Dragon, a green Elf whose ability is on the stack, a phased-out red Ghost and a red
 * Relic (not a creature); his red Bolt is on the stack, below `more`.
 */
function board(more: { card: CardDef; controller: string; id: string }[] = []): GameState {
  const elf = creature('Elf', 1, 1, {
    colors: ['G'],
    abilities: [{ kind: 'activated', cost: [], effect: { type: 'draw', count: 1 } }],
  });
  return game(
    twoPlayers({
      turn: 2,
      step: 'main',
      priority: 'A',
      battlefield: [
        { id: 'src', card: creature('Healer', 1, 1, { colors: ['W'] }), controller: 'A' },
        { id: 'dragon', card: creature('Dragon', 4, 4, { colors: ['R'] }), controller: 'B' },
        { id: 'elf', card: elf, controller: 'B' },
        { id: 'ghost', card: creature('Ghost', 2, 2, { colors: ['R'] }), controller: 'B', phasedOut: true },
        { id: 'relic', card: { name: 'Relic', types: ['Artifact'], colors: ['R'] }, controller: 'B' },
      ],
      stack: [{ id: 'bolt', card: bolt, controller: 'B' }, { source: 'elf', ability: 0, controller: 'B' }, ...more],
    }),
  );
}

const ability = (effect: EffectDef, targets: string[] = []) =>
  abilityOnStack(effect, { id: 'i1', sourceName: 'Healer', targets });

/** Carry out `e` for `item`; Alice answers the question of a source, if asked, with `pick`. */
function resolve(s: GameState, e: Shield, item: StackItem = ability(e), pick = 'dragon') {
  const asked: Decision[] = [];
  const ctx: Ctx = {
    s,
    events: [],
    standIn: (d): Action => {
      asked.push(d);
      return { type: 'choose-objects', player: d.player, objects: [pick] };
    },
  };
  preventTheNextTime(ctx, item, e);
  return { asked, events: ctx.events };
}

describe('615.8: the next time a source of your choice would deal damage this turn, prevent that damage', () => {
  it('609.7a: chosen among permanents (not a phased-out one) and spells on the stack (not abilities)', () => {
    const s = board();
    const { asked } = resolve(s, { type: 'prevent the next time', source: 'a source of your choice' });
    expect(asked).toEqual([
      {
        kind: 'choose-objects',
        player: 'A',
        rules: ['609.7a', '615.8'],
        purpose: 'source of damage',
        source: 'src',
        candidates: ['src', 'dragon', 'elf', 'relic', 'bolt'],
        min: 1,
        max: 1,
      },
    ]);
  });

  it('615.1, 611.2, 613.7: one shield on the chosen source, to any recipient, until end of turn, with a new timestamp', () => {
    const s = board();
    const t = s.timestamp;
    const { events } = resolve(s, { type: 'prevent the next time', source: 'a source of your choice' });
    expect(s.timestamp).toBe(t + 1);
    expect(s.shields).toEqual([
      {
        id: expect.any(String),
        object: null,
        remaining: 1,
        duration: 'end of turn',
        source: 'src',
        timestamp: t + 1,
        from: 'dragon',
      },
    ]);
    expect(events).toEqual([{ type: 'next-time-shield', rules: ['615.1', '615.8', '609.7a'], object: 'dragon' }]);
  });

  it('609.7a: the resolving spell is not a source to choose; another spell on the stack is', () => {
    const ward: CardDef = {
      name: 'Ward',
      types: ['Instant'],
      colors: ['W'],
      spell: { type: 'prevent the next time', source: 'a source of your choice' },
    };
    const s = board([{ id: 'ward', card: ward, controller: 'A' }]);
    const item = s.stack[s.stack.length - 1];
    const { asked } = resolve(s, { type: 'prevent the next time', source: 'a source of your choice' }, item);
    expect(asked.map((d) => (d as { candidates: string[] }).candidates)).toEqual([
      ['src', 'dragon', 'elf', 'relic', 'bolt'],
    ]);
  });

  it('615.8: the source named by a target, to you: nothing asked; 609.7a is not cited', () => {
    const s = board();
    const { asked, events } = resolve(
      s,
      { type: 'prevent the next time', source: 'target creature', to: 'you' },
      ability({ type: 'prevent the next time', source: 'target creature', to: 'you' }, ['dragon']),
    );
    expect(asked).toEqual([]);
    expect(s.shields).toEqual([expect.objectContaining({ object: 'A', from: 'dragon', remaining: 1 })]);
    expect(s.shields[0].all).toBeUndefined();
    expect(events).toEqual([{ type: 'next-time-shield', rules: ['615.1', '615.8'], object: 'dragon', target: 'A' }]);
  });

  it('608.2b: the source named by a target is illegal as it resolves: no shield', () => {
    const s = board();
    const e = { type: 'prevent the next time', source: 'target creature', to: 'you' } as const;
    const { events } = resolve(s, e, ability(e, ['relic']));
    expect(s.shields).toEqual([]);
    expect(events).toEqual([]);
  });

  it('609.7a, 615.9: "a blue source of your choice" with none to choose: nothing asked, no shield', () => {
    const s = board();
    const { asked, events } = resolve(s, {
      type: 'prevent the next time',
      source: 'a source of your choice',
      properties: { color: 'U' },
    });
    expect(asked).toEqual([]);
    expect(s.shields).toEqual([]);
    expect(events).toEqual([]);
  });
});

describe('615.9: prevent all damage a red source of your choice would deal to you this turn', () => {
  it('609.7a: chosen among the red ones; the shield is never used up and rechecks the colour (609.7b)', () => {
    const s = board();
    const t = s.timestamp;
    const { asked, events } = resolve(s, {
      type: 'prevent all damage from a source',
      source: 'a source of your choice',
      to: 'you',
      properties: { color: 'R' },
    });
    expect(asked).toEqual([
      {
        kind: 'choose-objects',
        player: 'A',
        rules: ['609.7a', '615.9'],
        purpose: 'source of damage',
        source: 'src',
        candidates: ['dragon', 'relic', 'bolt'],
        min: 1,
        max: 1,
      },
    ]);
    expect(s.shields).toEqual([
      {
        id: expect.any(String),
        object: 'A',
        remaining: 1,
        duration: 'end of turn',
        source: 'src',
        timestamp: t + 1,
        from: 'dragon',
        all: true,
        properties: { color: 'R' },
      },
    ]);
    expect(events).toEqual([
      { type: 'source-shield', rules: ['615.1', '615.9', '609.7a'], object: 'dragon', target: 'A', color: 'R' },
    ]);
  });

  it('615.8, 615.9: the next time a creature source of your choice would deal damage: its type is rechecked', () => {
    const s = board();
    const { events } = resolve(s, {
      type: 'prevent the next time',
      source: 'a source of your choice',
      properties: { type: 'Creature' },
    });
    expect(events).toEqual([
      {
        type: 'next-time-shield',
        rules: ['615.1', '615.8', '609.7a', '615.9'],
        object: 'dragon',
        cardType: 'Creature',
      },
    ]);
  });
});
