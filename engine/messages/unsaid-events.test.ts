// The events no fixture makes the engine say (said.txt's last list), each said by a small real
// game, compared whole, and recorded word for word in both languages in unsaid-events.txt, as
// said.txt records what the fixtures say: a reviewer and a translator read it, and a message that
// changes (or is emptied) fails the record. The refusals: unsaid.test.ts (any action, casting,
// activating, a land), unsaid-answers.test.ts (answers to questions), unsaid-attackers,
// unsaid-blockers and unsaid-damage.test.ts (combat).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CardDef, EffectDef } from '../core/cards';
import { act, castAndResolve, creature, game, passUntil, twoPlayers } from '../game/test-kit';
import { startGame } from '../play';
import { bolt, cases, firstOf, holding, record, type Row } from './test-unsaid';

const murder: CardDef = {
  name: 'Murder',
  nameZh: '谋杀',
  types: ['Instant'],
  colors: ['B'],
  spell: { type: 'destroy', target: 'target creature' },
};

/** "Whenever a player casts a spell, tap target creature." */
const watcher = (effect: EffectDef): CardDef => ({
  name: 'Watcher',
  nameZh: '守望者',
  types: ['Enchantment'],
  colors: [],
  abilities: [{ kind: 'triggered', trigger: 'a player casts a spell', effect }],
});

/** Alice, in her upkeep of turn 2, has no library: she will draw from it. */
const emptyLibrary = () =>
  game(
    twoPlayers({
      turn: 2,
      players: [
        { id: 'A', name: 'Alice', nameZh: '爱丽丝', library: 0 },
        { id: 'B', name: 'Bob', nameZh: '鲍勃', library: 5 },
      ],
    }),
  );

const EVENTS: Row[] = [
  {
    code: 'event draw-from-empty-library',
    situation: 'Alice draws in her draw step with no library',
    said: () => {
      const r = passUntil(emptyLibrary(), () => false);
      return {
        state: r.state,
        got: firstOf(r.events, 'draw-from-empty-library'),
        want: { type: 'draw-from-empty-library', rules: ['504.1', '704.5b'], player: 'A' },
      };
    },
  },
  {
    code: 'event player-lost',
    situation: 'Alice drew from an empty library',
    said: () => {
      const r = passUntil(emptyLibrary(), () => false);
      return {
        state: r.state,
        got: firstOf(r.events, 'player-lost'),
        want: { type: 'player-lost', rules: ['704.5b', '704.3'], player: 'A', reason: 'empty library' },
      };
    },
  },
  {
    code: 'event player-lost',
    situation: 'Lightning Bolt takes Bob from 3 life to 0',
    said: () => {
      const r = castAndResolve(holding([{ id: 'bolt', card: bolt }], [], 3), 'bolt', ['B']);
      return {
        state: r.state,
        got: firstOf(r.events, 'player-lost'),
        want: { type: 'player-lost', rules: ['704.5a', '704.3'], player: 'B', reason: 'no life' },
      };
    },
  },
  {
    code: 'event game-over',
    situation: 'Bob lost: Alice, the last player left, wins',
    said: () => {
      const r = castAndResolve(holding([{ id: 'bolt', card: bolt }], [], 3), 'bolt', ['B']);
      return {
        state: r.state,
        got: firstOf(r.events, 'game-over'),
        want: { type: 'game-over', rules: ['104.2a'], objects: ['A'] },
      };
    },
  },
  {
    code: 'event game-over',
    situation: 'both players start at 0 life: a draw',
    said: () => {
      const r = startGame(
        twoPlayers({
          turn: 2,
          phase: 'precombat main',
          step: 'main',
          players: [
            { id: 'A', name: 'Alice', nameZh: '爱丽丝', library: 5, life: 0 },
            { id: 'B', name: 'Bob', nameZh: '鲍勃', library: 5, life: 0 },
          ],
        }),
      );
      if (!r.ok) throw new Error(r.error.code);
      return {
        state: r.value.state,
        got: firstOf(r.value.events, 'game-over'),
        want: { type: 'game-over', rules: ['104.4a'], objects: [] },
      };
    },
  },
  {
    code: 'event not-destroyed',
    situation: 'Murder on an indestructible creature',
    said: () => {
      const wall = creature('Darksteel Wall', 0, 4, { nameZh: '暗钢墙', keywords: ['indestructible'] });
      const s = holding([{ id: 'murder', card: murder }], [{ id: 'wall', card: wall, controller: 'B' }]);
      const r = castAndResolve(s, 'murder', ['wall']);
      return {
        state: r.state,
        got: firstOf(r.events, 'not-destroyed'),
        want: { type: 'not-destroyed', rules: ['702.12b', '701.7'], object: 'wall' },
      };
    },
  },
  {
    code: 'event trigger-removed',
    situation: 'a spell cast triggers "tap target creature" with no creature to target',
    said: () => {
      const s = holding(
        [{ id: 'bolt', card: bolt }],
        [{ id: 'w', card: watcher({ type: 'tap', target: 'target creature' }), controller: 'A' }],
      );
      const r = act(s, { type: 'cast-spell', player: 'A', card: 'bolt', targets: ['B'] });
      const got = firstOf(r.events, 'trigger-removed');
      return {
        state: r.state,
        got,
        want: {
          type: 'trigger-removed',
          rules: ['603.3d'],
          object: (got as { object: string }).object,
          kind: 'triggered ability',
          source: 'w',
        },
      };
    },
  },
];

describe('what no fixture says, said by a game: events', () => {
  it.each(cases(EVENTS))('%s', (_, row) => {
    const s = row.said();
    expect(s.got).toEqual(s.want);
  });
  it('unsaid-events.txt records it word for word', async () => {
    await expect(record(EVENTS)).toMatchFileSnapshot('./unsaid-events.txt');
  });
});

it('every code said.txt lists as said in no fixture has a row in an unsaid record', () => {
  const read = (file: string) => readFileSync(join(import.meta.dirname, file), 'utf8');
  const said = read('said.txt');
  const unsaid = said
    .slice(said.indexOf('Not said in any fixture'))
    .split('\n')
    .slice(1)
    .filter((l) => l.startsWith('  '))
    .map((l) => l.trim());
  const rows = readdirSync(import.meta.dirname)
    .filter((f) => /^unsaid.*\.txt$/.test(f))
    .flatMap((f) => read(f).split('\n'))
    .filter((l) => /^(event|refusal|decision) /.test(l))
    .map((l) => l.split(' — ')[0]);
  expect(unsaid.length).toBeGreaterThan(0);
  expect(unsaid.filter((code) => !rows.includes(code))).toEqual([]);
});
