// The one event pipeline (events/happen.ts): replacement and prevention effects meet an event
// before it happens (614.5, 616.1, 616.1e), and triggered abilities see it as it happened —
// looking back in time at what left the battlefield (603.10a).
import { describe, expect, it } from 'vitest';
import { startGame } from '..';
import type { CardDef } from '../core/cards';
import type { Ctx } from '../core/context';
import type { DamageItem, RulesEvent } from '../core/rules-events';
import { act, creature, game, twoPlayers } from '../game/test-kit';
import { copyState } from '../game/apply';
import { replace } from '../replacement/replace';
import type { Replacement, ReplacementSource } from '../replacement/replacement';
import type { Action } from '../core/actions';
import { MidEventQuestion, standInAnswer } from '../core/mid-event';
import { happen } from './happen';

const gainOnDeath = (subject: 'this' | 'another creature'): CardDef['abilities'] => [
  { kind: 'triggered', trigger: 'dies', subject, effect: { type: 'gain life', amount: 1 } },
];

describe('603.10a: leaves-the-battlefield abilities look back in time', () => {
  it('creatures dying together see each other die (704.3: simultaneously)', () => {
    const watcher = creature('Watcher', 2, 2, { abilities: gainOnDeath('another creature') });
    const r = startGame(
      twoPlayers({
        turn: 2,
        step: 'main',
        priority: 'A',
        battlefield: [
          { id: 'wa', card: watcher, controller: 'A', damage: 2 },
          { id: 'wb', card: watcher, controller: 'B', damage: 2 },
          { id: 'x', card: creature('Bear', 2, 2), controller: 'A', damage: 2 },
        ],
      }),
    );
    if (!r.ok) throw new Error(r.error.code);
    const triggered = r.value.events.filter((e) => e.type === 'ability-triggered');
    // Each watcher saw the other watcher and the bear die, not itself ("another").
    expect(triggered.map((e) => [e.source, 'object' in e ? e.object : null]).sort()).toEqual([
      ['wa', 'wb'],
      ['wa', 'x'],
      ['wb', 'wa'],
      ['wb', 'x'],
    ]);
    expect(triggered.every((e) => e.rules.includes('603.10a') && e.rules.includes('700.4'))).toBe(true);
  });

  it('"when this dies": the ability of an object no longer on the battlefield triggers', () => {
    const murder: CardDef = {
      name: 'Murder',
      types: ['Instant'],
      colors: ['B'],
      spell: { type: 'destroy', target: 'target creature' },
    };
    let s = game(
      twoPlayers({
        turn: 2,
        step: 'main',
        priority: 'A',
        players: [
          { id: 'A', name: 'A', library: 5, hand: [{ id: 'murder', card: murder }] },
          { id: 'B', name: 'B', library: 5 },
        ],
        battlefield: [{ id: 'y', card: creature('Martyr', 1, 1, { abilities: gainOnDeath('this') }), controller: 'B' }],
      }),
    );
    s = act(s, { type: 'cast-spell', player: 'A', card: 'murder', targets: ['y'] }).state;
    s = act(s, { type: 'pass-priority', player: 'A' }).state;
    const r = act(s, { type: 'pass-priority', player: 'B' });
    expect(r.state.objects.y.zone).toBe('graveyard');
    expect(r.events.find((e) => e.type === 'ability-triggered')).toMatchObject({ source: 'y' });
    expect(r.state.stack.map((i) => i.source)).toEqual(['y']); // its controller's, as it last existed
    expect(r.state.stack[0].controller).toBe('B');
  });
});

/** A two-player game's draft with a knight on the battlefield, for calling the pipeline directly. */
function draft(keywords: CardDef['keywords'] = []): Ctx {
  const s = game(
    twoPlayers({
      turn: 2,
      step: 'main',
      priority: 'A',
      battlefield: [{ id: 'k', card: creature('Knight', 2, 5, { keywords }), controller: 'A' }],
    }),
  );
  return { s: copyState(s), events: [] };
}

const red = (amount: number): DamageItem => ({
  source: { id: 'bolt', controller: 'B', colors: ['R'], deathtouch: false, lifelink: false },
  target: 'k',
  amount,
});

const shield = (id: string, remaining: number, timestamp = Number(id.slice(1))) =>
  ({ id, object: 'k', remaining, duration: 'end of turn', source: null, timestamp }) as const;

describe('616: more than one replacement or prevention effect', () => {
  const damage = (amount: number): RulesEvent => ({
    type: 'damage',
    rules: ['120.3'],
    items: [red(amount)],
    combat: false,
  });
  const choose = (effect: string): Action => ({ type: 'choose-replacement', player: 'A', effect });

  it('protection and a shield both apply: the affected object’s controller is asked (616.1, 616.1e)', () => {
    const ctx = draft([{ protection: 'R' }]);
    ctx.s.shields.push(shield('e1', 2));
    let asked: unknown = null;
    try {
      happen(ctx, damage(3));
    } catch (e) {
      asked = e;
    }
    expect(asked).toBeInstanceOf(MidEventQuestion);
    const d = (asked as MidEventQuestion).decision;
    expect(d).toMatchObject({ kind: 'choose-replacement', player: 'A', rules: ['616.1', '616.1e'], affected: 'k' });
    expect(d.kind === 'choose-replacement' && d.options.map((o) => o.key)).toEqual(['protection:k', 'shield:e1']);
  });

  it('the order chosen decides: protection first keeps the shield; the shield first is used up (616.1f)', () => {
    const first = draft([{ protection: 'R' }]);
    first.s.shields.push(shield('e1', 2));
    first.answers = { given: [choose('protection:k')], used: 0 };
    expect(happen(first, damage(3))).toBeNull();
    expect(first.s.shields).toEqual([shield('e1', 2)]);

    const second = draft([{ protection: 'R' }]);
    second.s.shields.push(shield('e1', 2));
    second.answers = { given: [choose('shield:e1')], used: 0 };
    expect(happen(second, damage(3))).toBeNull();
    expect(second.s.shields).toEqual([]); // worn down by 2, then protection prevents the last 1
    expect(second.events.filter((e) => e.type === 'damage-prevented').map((e) => e.amount)).toEqual([2, 1]);
    expect(second.s.objects.k.damage).toBe(0);
  });

  it('shields apply one after the other, the set rechecked after each (616.1f); the engine’s order stands in', () => {
    const ctx = draft();
    ctx.standIn = standInAnswer;
    ctx.s.shields.push(shield('e1', 2), shield('e2', 2), shield('e3', 2));
    happen(ctx, damage(3));
    const prevented = ctx.events.filter((e) => e.type === 'damage-prevented');
    expect(prevented.map((e) => e.amount)).toEqual([2, 1]); // nothing left for the third
    expect(ctx.s.shields).toEqual([shield('e2', 1), shield('e3', 2)]);
    expect(ctx.s.objects.k.damage).toBe(0);
  });

  it('each effect applies to an event once (614.5); self-replacement effects first (616.1a)', () => {
    const ctx = draft();
    const dmg = (ev: RulesEvent) => (ev.type === 'damage' ? ev : null);
    const effect =
      (key: string, kind: Replacement['kind'], f: (n: number) => number): ReplacementSource =>
      (_, ev) =>
        dmg(ev)
          ? [
              {
                key,
                chooser: 'A',
                kind,
                whole: false,
                timestamp: 1,
                source: null,
                effect: 'double damage',
                apply: (_ctx, e) => ({
                  ...dmg(e)!,
                  items: [{ ...dmg(e)!.items[0], amount: f(dmg(e)!.items[0].amount) }],
                }),
              },
            ]
          : [];
    const out = replace(ctx, damage(3), [
      effect('plus one', 'other', (n) => n + 1),
      effect('double', 'self-replacement', (n) => n * 2),
    ]);
    // Doubled first (616.1a), then +1; each once, though both still apply to the modified event.
    expect(out.map((e) => e.type === 'damage' && e.items[0].amount)).toEqual([7]);
  });
});
