// The layers widget's board as plain data, and the pure steps that change it: timestamps and
// counters as the reader typed them, effects added and removed, permanents removed. `readBoard`
// turns the draft into numbers or precise complaints (never a crash): a timestamp that is not a
// whole number from 1 up (613.7), two things sharing one (613.7m would have to order them), an
// effect on an object no longer on the board. `traceBoard` builds the game state and asks the
// engine: layerTrace (engine/continuous/layer-trace.ts) for the object shown, whose result is
// characteristics(state, object).
import { layerTrace, startValidatedGame, withCopiableValues } from '../../../engine/play';
import type {
  CardDef,
  ContinuousEffect,
  GameSetup,
  GameState,
  Keyword,
  LayerTrace,
  Modification,
} from '../../../engine/play';
import type { LayerPreset, Side } from './layer-presets';

export const YOU = 'you';
export const OPPONENT = 'opp';

export interface BoardPermanent {
  id: string;
  card: CardDef;
  controller: Side;
  /** What the reader typed. */
  timestamp: string;
  /** Net +1/+1 counters, as typed (negative: −1/−1 counters). */
  counters: string;
}

export interface BoardEffect {
  id: string;
  timestamp: string;
  objects: string[];
  changes: Modification[];
  text?: { en: string; zh: string };
}

export interface LayerDraft {
  presetId: string;
  permanents: BoardPermanent[];
  effects: BoardEffect[];
  /** The permanent whose layers are shown. */
  inspect: string;
  /** Permanents the reader removed, still named by the effects that referred to them. */
  removed: Record<string, CardDef>;
  /** The number of the next effect the reader adds. */
  next: number;
}

export function draftOf(p: LayerPreset): LayerDraft {
  return {
    presetId: p.id,
    permanents: p.permanents.map((x) => ({
      id: x.id,
      card: x.card,
      controller: x.controller,
      timestamp: String(x.timestamp),
      counters: String(x.counters ?? 0),
    })),
    effects: p.effects.map((e) => ({
      id: e.id,
      timestamp: String(e.timestamp),
      objects: [...e.objects],
      changes: e.changes,
      ...(e.text ? { text: e.text } : {}),
    })),
    inspect: p.inspect,
    removed: {},
    next: 1,
  };
}

export function setPermanentTimestamp(d: LayerDraft, id: string, text: string): LayerDraft {
  return { ...d, permanents: d.permanents.map((p) => (p.id === id ? { ...p, timestamp: text } : p)) };
}

export function setEffectTimestamp(d: LayerDraft, id: string, text: string): LayerDraft {
  return { ...d, effects: d.effects.map((e) => (e.id === id ? { ...e, timestamp: text } : e)) };
}

export function setCounters(d: LayerDraft, id: string, text: string): LayerDraft {
  return { ...d, permanents: d.permanents.map((p) => (p.id === id ? { ...p, counters: text } : p)) };
}

export function removeEffect(d: LayerDraft, id: string): LayerDraft {
  return { ...d, effects: d.effects.filter((e) => e.id !== id) };
}

/** Takes a permanent off the board; effects that apply to it stay (and are reported). */
export function removePermanent(d: LayerDraft, id: string): LayerDraft {
  const gone = d.permanents.find((p) => p.id === id);
  if (!gone) return d;
  const permanents = d.permanents.filter((p) => p.id !== id);
  return {
    ...d,
    permanents,
    removed: { ...d.removed, [id]: gone.card },
    inspect: d.inspect === id ? (permanents[0]?.id ?? '') : d.inspect,
  };
}

export function setInspect(d: LayerDraft, id: string): LayerDraft {
  return { ...d, inspect: id };
}

/** The largest whole timestamp on the board (0 if none). */
function latest(d: LayerDraft): number {
  const all = [...d.permanents.map((p) => p.timestamp), ...d.effects.map((e) => e.timestamp)]
    .map(whole)
    .filter((n): n is number => n !== null);
  return Math.max(0, ...all);
}

/** A new effect, created now: the latest timestamp (613.7b). */
export function addEffect(d: LayerDraft, objects: string[], changes: Modification[]): LayerDraft {
  const effect: BoardEffect = { id: `n${d.next}`, timestamp: String(latest(d) + 1), objects, changes };
  return { ...d, effects: [...d.effects, effect], next: d.next + 1 };
}

/** Something on the board that has a timestamp. */
export type Stamped = { permanent: string } | { effect: string };

export type BoardProblem =
  | { kind: 'timestamp'; what: Stamped; text: string }
  | { kind: 'shared-timestamp'; a: Stamped; b: Stamped; timestamp: number }
  | { kind: 'counters'; permanent: string; text: string }
  | { kind: 'missing-object'; effect: string; object: string }
  | { kind: 'no-permanents' };

function whole(text: string): number | null {
  const t = text.trim();
  return /^\d+$/.test(t) ? Number(t) : null;
}

function integer(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  return /^[-−]?\d+$/.test(t) ? Number(t.replace('−', '-')) : null;
}

/** The objects an effect's changes name besides those it applies to: a copy effect's original. */
const named = (e: BoardEffect) => [...e.objects, ...e.changes.flatMap((m) => (m.layer === '1a' ? [m.copy] : []))];

export interface ReadBoard {
  timestamps: Record<string, number>;
  counters: Record<string, number>;
  effects: ContinuousEffect[];
}

/** What the reader typed, as numbers; or every problem found, in board order. */
export function readBoard(d: LayerDraft): { ok: true; board: ReadBoard } | { ok: false; problems: BoardProblem[] } {
  const problems: BoardProblem[] = [];
  if (d.permanents.length === 0) problems.push({ kind: 'no-permanents' });
  const timestamps: Record<string, number> = {};
  const counters: Record<string, number> = {};
  const seen = new Map<number, Stamped>();
  const stamp = (what: Stamped, text: string): number => {
    const n = whole(text);
    if (n === null || n < 1) {
      problems.push({ kind: 'timestamp', what, text });
      return 0;
    }
    const other = seen.get(n);
    if (other) problems.push({ kind: 'shared-timestamp', a: other, b: what, timestamp: n });
    else seen.set(n, what);
    return n;
  };
  for (const p of d.permanents) {
    timestamps[p.id] = stamp({ permanent: p.id }, p.timestamp);
    const c = integer(p.counters);
    if (c === null) problems.push({ kind: 'counters', permanent: p.id, text: p.counters });
    else counters[p.id] = c;
  }
  const here = new Set(d.permanents.map((p) => p.id));
  const effects: ContinuousEffect[] = [];
  for (const e of d.effects) {
    const timestamp = stamp({ effect: e.id }, e.timestamp);
    for (const object of new Set(named(e)))
      if (!here.has(object)) problems.push({ kind: 'missing-object', effect: e.id, object });
    effects.push({
      id: e.id,
      source: null,
      controller: null,
      timestamp,
      duration: 'end of turn',
      affected: { objects: e.objects },
      changes: e.changes,
    });
  }
  return problems.length ? { ok: false, problems } : { ok: true, board: { timestamps, counters, effects } };
}

/** The position as a setup: two players, the permanents (with their own cards when `cards`, else placeholders). */
export function setupOf(d: LayerDraft, cards = true): GameSetup {
  return {
    players: [
      { id: YOU, name: 'You', nameZh: '你', library: 10 },
      { id: OPPONENT, name: 'Opponent', nameZh: '对手', library: 10 },
    ],
    activePlayer: YOU,
    turn: 2,
    phase: 'precombat main',
    step: 'main',
    priority: YOU,
    battlefield: d.permanents.map((p) => ({
      id: p.id,
      card: cards ? p.card : { name: p.card.name, types: ['Artifact'], colors: [] },
      controller: p.controller,
    })),
  };
}

/**
 * The game state the board describes. The game starts with placeholder cards (nothing for
 * state-based actions to act on: a 0/0 creature would otherwise leave before it is shown), then
 * each permanent gets its card, counters and timestamp, and the board its effects.
 */
export function stateOf(d: LayerDraft, board: ReadBoard): GameState {
  const started = startValidatedGame(setupOf(d, false));
  if (!started.ok) throw new Error(started.error.code); // setupOf's players and steps are fixed (checked in a unit test)
  const s = started.value.state;
  for (const p of d.permanents) {
    const o = s.objects[p.id];
    o.card = p.card;
    o.timestamp = board.timestamps[p.id];
    const n = board.counters[p.id] ?? 0;
    o.counters = n > 0 ? { '+1/+1': n } : n < 0 ? { '-1/-1': -n } : {};
  }
  // 707.2b: a copy effect keeps the copiable values its original had as it began — as the
  // effects with earlier timestamps left them (each effect added in timestamp order, as in a game).
  s.effects = [];
  for (const e of [...board.effects].sort((a, b) => a.timestamp - b.timestamp))
    s.effects.push({ ...e, changes: e.changes.map((m) => withCopiableValues(s, m)) });
  s.effects = board.effects.map((e) => s.effects.find((x) => x.id === e.id)!);
  s.timestamp = Math.max(0, ...Object.values(board.timestamps), ...board.effects.map((e) => e.timestamp));
  return s;
}

export type BoardTrace = { ok: true; trace: LayerTrace; state: GameState } | { ok: false; problems: BoardProblem[] };

/** The layer system, step by step, for the permanent shown. */
export function traceBoard(d: LayerDraft): BoardTrace {
  const read = readBoard(d);
  if (!read.ok) return read;
  const state = stateOf(d, read.board);
  const trace = layerTrace(state, d.inspect) ?? layerTrace(state, d.permanents[0].id)!;
  return { ok: true, trace, state };
}

/** The kinds of effect the reader can add, one per layer they show (1a, 2, 4, 5, 6, 7b–7d). */
export const NEW_KINDS = ['copy', 'control', 'type', 'color', 'gain', 'lose-all', 'set', 'modify', 'switch'] as const;
export type NewKind = (typeof NEW_KINDS)[number];

export interface NewEffectForm {
  kind: NewKind;
  target: string;
  power: string;
  toughness: string;
  color: string;
  type: string;
  keyword: string;
  player: string;
  copy: string;
}

/** The change a new effect makes, or the field the reader must fix (power or toughness not a whole number). */
export function changeOf(
  f: NewEffectForm,
): { ok: true; change: Modification } | { ok: false; field: 'power' | 'toughness'; text: string } {
  const num = (field: 'power' | 'toughness') => integer(f[field]);
  switch (f.kind) {
    case 'copy':
      return { ok: true, change: { layer: '1a', copy: f.copy } };
    case 'control':
      return { ok: true, change: { layer: '2', controller: f.player } };
    case 'type':
      return { ok: true, change: { layer: '4', add: [f.type] } };
    case 'color':
      return { ok: true, change: { layer: '5', colors: [f.color as 'W'] } };
    case 'gain':
      return { ok: true, change: { layer: '6', gain: [f.keyword as Keyword] } };
    case 'lose-all':
      return { ok: true, change: { layer: '6', loseAll: true } };
    case 'switch':
      return { ok: true, change: { layer: '7d' } };
    case 'set':
    case 'modify': {
      for (const field of ['power', 'toughness'] as const)
        if (num(field) === null) return { ok: false, field, text: f[field] };
      const power = num('power')!;
      const toughness = num('toughness')!;
      return {
        ok: true,
        change: f.kind === 'set' ? { layer: '7b', power, toughness } : { layer: '7c', power, toughness },
      };
    }
  }
}
