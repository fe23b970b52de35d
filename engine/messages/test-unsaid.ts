// What the unsaid tests (unsaid*.test.ts) share: a row of the record — a code no fixture makes the
// engine say (said.txt's last list), the situation that makes it say it, and the message itself
// with the state its names come from —, the record's text, English and Chinese side by side, and
// the cards and games more than one of them builds (inside their tests).
import type { Action } from '../core/actions';
import type { CardDef, OptionalAttackCost, StaticAbilityDef } from '../core/cards';
import type { GameEvent } from '../core/events';
import type { RuleViolation } from '../core/results';
import type { PermanentSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { act, combatAt, creature, mainPhase, passUntil, refusal } from '../game/test-kit';
import { eventText, namesIn, refusalText } from './index';

/** What the engine said, where, and what it should have said (compared whole). */
export interface Said {
  state: GameState;
  got: RuleViolation | GameEvent | undefined;
  want: RuleViolation | GameEvent;
}

/** One row: "refusal <code>" or "event <type>", the situation in a few words, and how to get there. */
export interface Row {
  code: string;
  situation: string;
  said: () => Said;
}

/** A row's message in one language. */
function text(row: Row, s: Said, lang: 'en' | 'zh'): string {
  const names = namesIn(s.state);
  if (!s.got) throw new Error(`${row.code}: nothing said`);
  return row.code.startsWith('event ')
    ? (eventText(s.got as GameEvent, lang, names) ?? '(no line of its own)')
    : refusalText(s.got as RuleViolation, lang, names);
}

/** The record: per row, the code and the situation, the English line, the Chinese line, a blank line. */
export function record(rows: Row[]): string {
  return rows
    .map((row) => {
      const s = row.said();
      return `${row.code} — ${row.situation}\n  ${text(row, s, 'en')}\n  ${text(row, s, 'zh')}\n`;
    })
    .join('\n');
}

/** The rows as it.each cases, named by code and situation. */
/** A row whose event is built by hand (its situation says so), said with the names of `game`'s objects and players. */
export const builtByHand = (game: () => GameState, situation: string, event: GameEvent): Row => ({
  code: `event ${event.type}`,
  situation: `${situation} (built by hand)`,
  said: () => ({ state: game(), got: event, want: event }),
});

export const cases = (rows: Row[]): [string, Row][] => rows.map((r) => [`${r.code} — ${r.situation}`, r]);

/** The first event of this type among `events`. */
export const firstOf = (events: GameEvent[], type: GameEvent['type']) => events.find((e) => e.type === type);

/** The refusal of `action` in `state`, with what it should be. */
export const refused = (state: GameState, action: Action, want: Said['want']): Said => ({
  state,
  got: refusal(state, action),
  want,
});
/** A name as content (the combat checks carry creatures' names so). */
export const name = (en: string, zh: string) => ({ en, zh });

export const bears = creature('Grizzly Bears', 2, 2, { nameZh: '灰熊' });
export const elves = creature('Llanowar Elves', 1, 1, { nameZh: '罗堰妖精', colors: ['G'] });
export const goblin = creature('Goblin Piker', 2, 1, { nameZh: '鬼怪矛兵', colors: ['R'] });
export const wall = creature('Wall of Stone', 0, 8, { nameZh: '岩石墙', keywords: ['defender'] });
export const hero = creature('Benalish Hero', 1, 1, { nameZh: '班那利英雄', keywords: ['banding'] });
export const optional = (cost: OptionalAttackCost, power: number, toughness: number): StaticAbilityDef => ({
  kind: 'static',
  rule: 'optional attack cost',
  cost,
  effect: { type: 'pump', power, toughness, target: 'this' },
});
/** A static ability of another kind first, then "as it attacks, you may pay 1 life; if you do, +1/+0". */
export const twin = creature('Twin Raider', 1, 1, {
  nameZh: '双生掠夺者',
  abilities: [
    { kind: 'static', rule: 'no more than one creature can block each turn' },
    optional({ type: 'pay life', amount: 1 }, 1, 0),
  ],
});
export const warlord = creature('Warlord', 3, 3, {
  nameZh: '督军',
  abilities: [optional({ type: 'sacrifice another creature' }, 2, 2)],
});
export const rock: CardDef = { name: 'Rock', nameZh: '石头', types: ['Artifact'], colors: [] };

/** Alice (A) is asked to declare attackers against Bob (B). */
export const attackers = (battlefield: PermanentSetup[]) => combatAt('declare attackers', battlefield);
export const attack = (ids: string[], more: Partial<Extract<Action, { type: 'declare-attackers' }>> = {}): Action => ({
  type: 'declare-attackers',
  player: 'A',
  attacks: ids.map((attacker) => ({ attacker, target: 'B' })),
  ...more,
});
/** Alice attacks Bob with `ids`; Bob is asked to declare blockers. */
export const blockers = (battlefield: PermanentSetup[], ids: string[]) =>
  passUntil(act(attackers(battlefield), attack(ids)).state, () => false).state;
export const block = (pairs: [string, string][]): Action => ({
  type: 'declare-blockers',
  player: 'B',
  blocks: pairs.map(([blocker, attacker]) => ({ blocker, attacker })),
});

export const bolt: CardDef = {
  name: 'Lightning Bolt',
  nameZh: '闪电击',
  types: ['Instant'],
  colors: ['R'],
  spell: { type: 'deal damage', amount: 3, target: 'any target' },
};

/** Alice (A, active) has priority in her main phase holding `hand`; Bob (B) has `lifeB` life. */
export const holding = (
  hand: { id: string; card: CardDef }[],
  battlefield: Parameters<typeof mainPhase>[0] = [],
  lifeB = 20,
) =>
  mainPhase(battlefield, {
    players: [
      { id: 'A', name: 'Alice', nameZh: '爱丽丝', library: 20, hand },
      { id: 'B', name: 'Bob', nameZh: '鲍勃', library: 20, life: lifeB, hand: [{ id: 'bobs', card: bears }] },
    ],
  });
