// What a continuous effect does in each layer (613.1, 613.4), in words: every kind of layer change
// the catalogues (en/layer-changes.ts, zh/layer-changes.ts) say, each said by a small real game — a
// spell with that effect resolves on Bob's Grizzly Bears and the engine reports it (`effect-began`,
// 611.2) —, the event compared whole, and the message recorded word for word in both languages in
// layer-changes.txt (`-u` rewrites it), as unsaid*.txt records refusals: a reviewer and a translator
// read it, and a word that changes fails the record. Two shapes the event's type allows but no
// resolving effect makes (the colour of one's choice is said once chosen, 608.2d; a resolved effect
// is never characteristic-defining, 7a) are said from the event itself. Copying (707.2, layer 1) and
// counters (122.1) are other events ('became-copy', 'counters-put'), not layer changes.
import { describe, expect, it } from 'vitest';
import type { AbilityDef, CardDef, Duration, LayerChange } from '../core/cards';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/state';
import { act, creature, decision, mainPhase } from '../game/test-kit';
import { eventText, namesIn } from './index';

const bears = creature('Grizzly Bears', 2, 2, { nameZh: '灰熊', colors: ['G'] });

/** Alice's instant "target creature … <changes> <duration>" on the stack, targeting Bob's Bears. */
function board(changes: LayerChange[], duration: Duration): GameState {
  const twist: CardDef = {
    name: 'Twist',
    nameZh: '扭曲',
    types: ['Instant'],
    colors: ['U'],
    spell: { type: 'continuous effect', target: 'target creature', changes, duration },
  };
  return mainPhase([{ id: 'bear', card: bears, controller: 'B' }], {
    stack: [{ id: 'twist', card: twist, controller: 'A', targets: ['bear'] }],
  });
}

/** Both players pass: the spell resolves. */
const resolve = (s: GameState) =>
  act(act(s, { type: 'pass-priority', player: 'A' }).state, { type: 'pass-priority', player: 'B' });

interface Said {
  state: GameState;
  got: GameEvent | undefined;
  want: GameEvent;
}

/** The effect-began event for the Bears: Alice's effect, with these rules and changes. */
const began = (rules: string[], changes: LayerChange[], duration: Duration = 'end of turn'): GameEvent => ({
  type: 'effect-began',
  rules,
  object: 'bear',
  changes,
  duration,
  player: 'A',
});

/** The spell resolves; what the engine said, and what it should have said. */
function resolved(changes: LayerChange[], rules: string[], duration: Duration = 'end of turn'): Said {
  const r = resolve(board(changes, duration));
  return {
    state: r.state,
    got: r.events.find((e) => e.type === 'effect-began'),
    want: began(['611.2', '613.7b', ...rules], changes, duration),
  };
}

interface Row {
  situation: string;
  changes: LayerChange[];
  said: () => Said;
}

const row = (situation: string, rules: string[], changes: LayerChange[], duration?: Duration): Row => ({
  situation,
  changes,
  said: () => resolved(changes, rules, duration),
});

/** An ability with its rules text ("{G}: This creature gets +1/+1 until end of turn."), or without. */
const pump = (text: boolean): AbilityDef => ({
  kind: 'activated',
  cost: [{ type: 'mana', mana: '{G}' }],
  effect: { type: 'pump', power: 1, toughness: 1, target: 'this', duration: 'end of turn' },
  ...(text
    ? { text: { en: '{G}: This creature gets +1/+1 until end of turn.', zh: '{G}：此生物得到+1/+1直到回合结束。' } }
    : {}),
});
const ping = (text: boolean): AbilityDef => ({
  kind: 'activated',
  cost: [{ type: 'tap' }],
  effect: { type: 'deal damage', amount: 1, target: 'any target' },
  ...(text
    ? { text: { en: '{T}: This creature deals 1 damage to any target.', zh: '{T}：此生物对任意一个目标造成1点伤害。' } }
    : {}),
});

const ROWS: Row[] = [
  row('layer 2: "gain control of target creature until end of turn"', ['613.1b'], [{ layer: '2', control: 'you' }]),
  row('layer 3: "green" becomes "blue" in its text', ['613.1c', '612.1'], [{ layer: '3', from: 'G', to: 'U' }]),
  row('layer 4: a card type added, one that starts with a vowel', ['613.1d'], [{ layer: '4', add: ['Artifact'] }]),
  row(
    'layer 4: a subtype and two card types added',
    ['613.1d'],
    [{ layer: '4', addSubtypes: ['Forest'], add: ['Land', 'Creature'] }],
  ),
  row('layer 4: a subtype added, no card type', ['613.1d'], [{ layer: '4', addSubtypes: ['Elf'] }]),
  row(
    'layer 4: two subtypes and a card type added (613.6 Example 4: "a Plant Zombie creature")',
    ['613.1d'],
    [{ layer: '4', addSubtypes: ['Plant', 'Zombie'], add: ['Creature'] }],
  ),
  row(
    'layer 4: card types and subtypes removed, none added',
    ['613.1d'],
    [{ layer: '4', remove: ['Creature', 'Artifact'], removeSubtypes: ['Bear', 'Elf'] }],
  ),
  row('layer 5: two colours', ['613.1e'], [{ layer: '5', colors: ['W', 'U'] }]),
  row('layer 5: no colour', ['613.1e'], [{ layer: '5', colors: [] }]),
  {
    situation: 'layer 5: "the colour of your choice", Alice chooses red as it resolves (608.2d): the event says red',
    changes: [{ layer: '5', colors: 'chosen' }],
    said: () => {
      const asked = resolve(board([{ layer: '5', colors: 'chosen' }], 'end of turn')).state;
      expect(decision(asked).kind).toBe('choose-color');
      const r = act(asked, { type: 'choose-color', player: 'A', color: 'R' });
      return {
        state: r.state,
        got: r.events.find((e) => e.type === 'effect-began'),
        want: began(['611.2', '613.7b', '613.1e'], [{ layer: '5', colors: ['R'] }]),
      };
    },
  },
  {
    situation: 'layer 5: "the colour of your choice" not chosen yet (no resolving effect says this: 608.2d)',
    changes: [{ layer: '5', colors: 'chosen' }],
    said: () => {
      const ev = began(['611.2', '613.7b', '613.1e'], [{ layer: '5', colors: 'chosen' }]);
      return { state: mainPhase([{ id: 'bear', card: bears, controller: 'B' }]), got: ev, want: ev };
    },
  },
  row('layer 6: all abilities lost', ['613.1f'], [{ layer: '6', loseAll: true }], 'permanent'),
  row(
    'layer 6: keywords lost, one of them protection',
    ['613.1f'],
    [{ layer: '6', lose: ['flying', { protection: 'R' }] }],
  ),
  row('layer 6: keywords gained', ['613.1f'], [{ layer: '6', gain: [{ protection: 'B' }, 'haste'] }]),
  row('layer 6: an ability with its text gained', ['613.1f'], [{ layer: '6', grant: [pump(true)] }]),
  row('layer 6: two abilities with their text gained', ['613.1f'], [{ layer: '6', grant: [pump(true), ping(true)] }]),
  row('layer 6: an ability without text gained', ['613.1f'], [{ layer: '6', grant: [pump(false)] }]),
  row('layer 6: two abilities without text gained', ['613.1f'], [{ layer: '6', grant: [pump(false), ping(false)] }]),
  row(
    'layer 6: two abilities gained, one of them without text',
    ['613.1f'],
    [{ layer: '6', grant: [pump(true), ping(false)] }],
  ),
  {
    situation: 'layer 7a: a characteristic-defining ability (no resolving effect says this: 604.3, 611.2)',
    changes: [
      { layer: '7a', power: 'creature cards in your graveyard', toughness: 'creature cards in your graveyard' },
    ],
    said: () => {
      const ev = began(
        ['611.2', '613.7b', '613.4a'],
        [{ layer: '7a', power: 'creature cards in your graveyard', toughness: 'creature cards in your graveyard' }],
      );
      return { state: mainPhase([{ id: 'bear', card: bears, controller: 'B' }]), got: ev, want: ev };
    },
  },
  row('layer 7b: power and toughness set to numbers', ['613.4b'], [{ layer: '7b', power: 0, toughness: 1 }]),
  row('layer 7b: power set, toughness unchanged', ['613.4b'], [{ layer: '7b', power: 4 }]),
  row('layer 7b: toughness set, power unchanged', ['613.4b'], [{ layer: '7b', toughness: 5 }]),
  row(
    'layer 7b: both equal to one count',
    ['613.4b'],
    [{ layer: '7b', power: 'cards in your hand', toughness: 'cards in your hand' }],
  ),
  row(
    'layer 7b: power counted, toughness a number',
    ['613.4b'],
    [{ layer: '7b', power: 'creatures you control', toughness: 3 }],
  ),
  row(
    'layer 7b: power and toughness, two different counts',
    ['613.4b'],
    [{ layer: '7b', power: 'creatures you control', toughness: 'cards in your hand' }],
  ),
  row('layer 7c: +2/+2', ['613.4c'], [{ layer: '7c', power: 2, toughness: 2 }], 'end of combat'),
  row('layer 7c: +0/-3', ['613.4c'], [{ layer: '7c', power: 0, toughness: -3 }]),
  row('layer 7d: power and toughness switched', ['613.4d'], [{ layer: '7d' }]),
  row(
    'layers 4, 6 and 7b: "becomes a 3/3 artifact creature with flying"',
    ['613.1d', '613.1f', '613.4b', '613.6'],
    [
      { layer: '4', add: ['Artifact', 'Creature'] },
      { layer: '6', gain: ['flying'] },
      { layer: '7b', power: 3, toughness: 3 },
    ],
  ),
];

/** The record: per row, the situation, its changes, the English line, the Chinese line, a blank line. */
function record(rows: Row[]): string {
  return rows
    .map((r) => {
      const s = r.said();
      const say = (lang: 'en' | 'zh') => eventText(s.got!, lang, namesIn(s.state));
      return `${r.situation}\n  ${JSON.stringify(r.changes)}\n  ${say('en')}\n  ${say('zh')}\n`;
    })
    .join('\n');
}

describe('each kind of layer change, said by a game (613.1, 613.4)', () => {
  it.each(ROWS.map((r): [string, Row] => [r.situation, r]))('%s', (_, r) => {
    const s = r.said();
    expect(s.got).toEqual(s.want);
  });
  it('layer-changes.txt records each, in English and Chinese, word for word', async () => {
    await expect(record(ROWS)).toMatchFileSnapshot('./layer-changes.txt');
  });
});
