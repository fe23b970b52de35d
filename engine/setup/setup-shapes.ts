// Shape checks for a GameSetup, field by field, before anything reads it: every list is a list,
// every count a whole number, every flag a boolean, every mana pool a pool. The first problem is
// reported with the path of the field (e.g. 'battlefield[2].counters.lore').

import type { SetupError, ShapeExpected } from '../core/setup';
import { MANA_TYPES } from '../core/vocabulary';

function bad(field: string, expected: ShapeExpected): SetupError {
  return { code: 'setup/malformed-field', field, params: { expected } };
}

const isObj = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);

const isCount = (x: unknown) => Number.isInteger(x) && (x as number) >= 0;

function list(v: unknown, field: string): SetupError | null {
  return v === undefined || Array.isArray(v) ? null : bad(field, 'list');
}

function count(v: unknown, field: string): SetupError | null {
  return v === undefined || isCount(v) ? null : bad(field, 'count');
}

function flag(v: unknown, field: string): SetupError | null {
  return v === undefined || typeof v === 'boolean' ? null : bad(field, 'boolean');
}

function str(v: unknown, field: string): SetupError | null {
  return v === undefined || typeof v === 'string' ? null : bad(field, 'string');
}

function counts(v: unknown, field: string): SetupError | null {
  if (v === undefined) return null;
  if (!isObj(v)) return bad(field, 'counts');
  for (const [k, n] of Object.entries(v)) if (!isCount(n)) return bad(`${field}.${k}`, 'count');
  return null;
}

function objects(v: unknown, field: string): SetupError | null {
  const e = list(v, field);
  if (e || v === undefined) return e;
  for (const [i, o] of (v as unknown[]).entries()) if (!isObj(o)) return bad(`${field}[${i}]`, 'object');
  return null;
}

/** Card fields that must be lists, strings or numbers when present. */
export function cardShape(card: unknown, field: string): SetupError | null {
  if (!isObj(card)) return null; // checkCard reports a missing card
  for (const k of ['keywords', 'abilities', 'subtypes'] as const) {
    const e = list(card[k], `${field}.${k}`);
    if (e) return e;
  }
  for (const [i, a] of ((card.abilities as unknown[]) ?? []).entries())
    if (!isObj(a)) return bad(`${field}.abilities[${i}]`, 'object');
  for (const k of ['power', 'toughness', 'loyalty', 'defense', 'finalChapter'] as const) {
    if (card[k] !== undefined && !Number.isInteger(card[k])) return bad(`${field}.${k}`, 'integer');
  }
  const lit = list(card.litUp, `${field}.litUp`) ?? flag(card.ongoing, `${field}.ongoing`);
  if (lit) return lit;
  return str(card.manaCost, `${field}.manaCost`) ?? str(card.nameZh, `${field}.nameZh`);
}

export function setupShape(setup: Record<string, unknown>): SetupError | null {
  const top =
    objects(setup.players, 'players') ??
    objects(setup.battlefield, 'battlefield') ??
    objects(setup.stack, 'stack') ??
    objects(setup.schemeDeck, 'schemeDeck');
  if (top) return top;
  if (setup.seed !== undefined && !Number.isInteger(setup.seed)) return bad('seed', 'integer');
  for (const k of ['activePlayer', 'priority', 'phase', 'step'] as const) {
    const e = str(setup[k], k);
    if (e) return e;
  }
  for (const [i, p] of ((setup.players as Record<string, unknown>[]) ?? []).entries()) {
    const f = `players[${i}]`;
    const e =
      (p.life !== undefined && !Number.isInteger(p.life) ? bad(`${f}.life`, 'integer') : null) ??
      count(p.maxHandSize, `${f}.maxHandSize`) ??
      count(p.landsPlayedThisTurn, `${f}.landsPlayedThisTurn`) ??
      count(p.spellsCastThisTurn, `${f}.spellsCastThisTurn`) ??
      (typeof p.library === 'number'
        ? isCount(p.library) && (p.library as number) <= 10_000
          ? null
          : bad(`${f}.library`, 'library size')
        : objects(p.library, `${f}.library`)) ??
      objects(p.hand, `${f}.hand`) ??
      objects(p.graveyard, `${f}.graveyard`) ??
      objects(p.planes, `${f}.planes`) ??
      counts(p.manaPool, `${f}.manaPool`) ??
      str(p.team, `${f}.team`) ??
      str(p.nameZh, `${f}.nameZh`);
    if (e) return e;
    if (isObj(p.manaPool))
      for (const k of Object.keys(p.manaPool))
        if (!(MANA_TYPES as readonly string[]).includes(k)) return bad(`${f}.manaPool.${k}`, 'mana type');
    for (const zone of ['library', 'hand', 'graveyard', 'planes'] as const) {
      for (const [j, o] of (Array.isArray(p[zone]) ? (p[zone] as Record<string, unknown>[]) : []).entries()) {
        const c = cardShape(o.card, `${f}.${zone}[${j}].card`);
        if (c) return c;
      }
    }
  }
  for (const [i, b] of ((setup.battlefield as Record<string, unknown>[]) ?? []).entries()) {
    const f = `battlefield[${i}]`;
    const e =
      count(b.damage, `${f}.damage`) ??
      counts(b.counters, `${f}.counters`) ??
      flag(b.tapped, `${f}.tapped`) ??
      flag(b.summoningSick, `${f}.summoningSick`) ??
      flag(b.phasedOut, `${f}.phasedOut`) ??
      flag(b.token, `${f}.token`) ??
      flag(b.faceDown, `${f}.faceDown`) ??
      str(b.attachedTo, `${f}.attachedTo`) ??
      str(b.attacking, `${f}.attacking`) ??
      str(b.protector, `${f}.protector`) ??
      list(b.blocking, `${f}.blocking`) ??
      list(b.damageAssignmentOrder, `${f}.damageAssignmentOrder`) ??
      cardShape(b.card, `${f}.card`);
    if (e) return e;
  }
  for (const [i, o] of ((setup.schemeDeck as Record<string, unknown>[]) ?? []).entries()) {
    const e = cardShape(o.card, `schemeDeck[${i}].card`);
    if (e) return e;
  }
  for (const [i, it] of ((setup.stack as Record<string, unknown>[]) ?? []).entries()) {
    const e = list(it.targets, `stack[${i}].targets`) ?? cardShape(it.card, `stack[${i}].card`);
    if (e) return e;
  }
  return null;
}
