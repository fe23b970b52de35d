// checkSetup: a GameSetup is only a description (chessops' "a setup is not yet a legal
// position"); it is checked field by field, or refused with a coded SetupError naming the field.
// It walks the setup in the order buildState builds it, building a scratch state with the same
// steps, so each check sees what it needs and the first problem reported is always the same.

import type { CardDef } from '../core/cards';
import type { MessageParams } from '../core/messages';
import type { GameSetup, SetupError, SetupErrorCode } from '../core/setup';
import type { GameObject } from '../core/state';
import { PHASES, type ObjectId, type PhaseName } from '../core/vocabulary';
import { PROFILES, STEPS, type StepName } from '../core/vocabulary';
import { stepBelongsTo } from '../turn/schedule';
import {
  addObject,
  addPlayer,
  allocId,
  beginBuild,
  type Build,
  libraryOf,
  placePermanent,
  placeTurn,
  protectorOf,
  pushAbility,
  pushSpell,
  reserveIds,
} from './build-state';
import { checkCard } from './card-check';
import { combatProblem } from './combat-checks';
import { setupShape } from './setup-shapes';
import { variantProblem } from './variant-checks';

function fail(code: SetupErrorCode, field: string, params: MessageParams = {}, rules?: string[]): SetupError {
  return { code, field, params, ...(rules ? { rules } : {}) };
}

const STEPS_WITHOUT_PRIORITY: StepName[] = ['untap'];

const noPlayer = (what: 'controller' | 'owner' | 'protector' | 'active-player', field: string, id: unknown) =>
  fail(`setup/unknown-${what}`, field, { value: JSON.stringify(id) });

const duplicate = (field: string, id: string) => fail('setup/duplicate-id', field, { value: JSON.stringify(id) });

/** The checks of one object given in the setup; on success it is added to the scratch state. */
function object(
  b: Build,
  field: string,
  id: ObjectId | undefined,
  card: CardDef,
  owner: string,
  zone: GameObject['zone'],
): SetupError | GameObject {
  const cerr = checkCard(`${field}.card`, card);
  if (cerr) return cerr;
  // 314.2: scheme cards are only ever in the command zone; 701.25a: only schemes are set in motion.
  const inDeck = field.startsWith('schemeDeck');
  if (card.types.includes('Scheme') !== inDeck) {
    return inDeck
      ? fail('setup/not-a-scheme', `${field}.card.types`, {}, ['701.25a'])
      : fail('setup/scheme-outside-command-zone', `${field}.card.types`, {}, ['314.2']);
  }
  // 311.2: plane cards remain in the command zone; a player's planes are plane cards (311.1).
  const plane = /\.planes\[/.test(field);
  if (card.types.includes('Plane') !== plane) {
    return plane
      ? fail('setup/not-a-plane', `${field}.card.types`, {}, ['311.1'])
      : fail('setup/plane-outside-command-zone', `${field}.card.types`, {}, ['311.2']);
  }
  const oid = allocId(b, id);
  if (typeof oid !== 'string' || oid === '') return fail('setup/object-id', `${field}.id`, {});
  if (b.ids.has(oid)) return duplicate(`${field}.id`, oid);
  return addObject(b, oid, card, owner, zone);
}

const isError = (x: SetupError | GameObject): x is SetupError => 'code' in x;

/** Every check createGame makes on a setup: null when the game can start from it. */
export function checkSetup(input: GameSetup): SetupError | null {
  try {
    return problem(input);
  } catch (e) {
    return { code: 'setup/malformed', field: 'setup', params: { detail: String(e) } };
  }
}

function problem(input: GameSetup): SetupError | null {
  if (!input || typeof input !== 'object') return fail('setup/not-an-object', 'setup', {});
  const b = beginBuild(input);
  const { s, setup } = b;
  const shape = setupShape(setup as unknown as Record<string, unknown>);
  if (shape) return shape;
  if (!PROFILES.includes(s.profile))
    return fail('setup/unknown-profile', 'profile', { value: JSON.stringify(s.profile) });
  if (!Array.isArray(setup.players) || setup.players.length < 2) {
    return fail('setup/too-few-players', 'players', {}, ['103.1']);
  }
  for (const [i, p] of setup.players.entries()) {
    const f = `players[${i}]`;
    if (typeof p.id !== 'string' || p.id === '') return fail('setup/player-id', `${f}.id`, {});
    if (typeof p.name !== 'string') return fail('setup/player-name', `${f}.name`, {});
    if (b.ids.has(p.id)) return duplicate(`${f}.id`, p.id);
    addPlayer(b, p);
  }
  const variant = variantProblem(setup, s); // 506.2a, 801, 805
  if (variant) return variant;
  const isPlayerId = (x: unknown) => s.players.some((p) => p.id === x);
  reserveIds(b);
  // Every entry of a zone, the battlefield, the stack and the scheme deck is an object (setupShape).
  for (const [i, p] of setup.players.entries()) {
    for (const zone of ['library', 'hand', 'graveyard'] as const) {
      for (const [j, os] of (zone === 'library' ? libraryOf(p) : (p[zone] ?? [])).entries()) {
        const o = object(b, `players[${i}].${zone}[${j}]`, os.id, os.card, p.id, zone);
        if (isError(o)) return o;
        s.players[i][zone].push(o.id);
      }
    }
    for (const [j, os] of (p.planes ?? []).entries()) {
      const o = object(b, `players[${i}].planes[${j}]`, os.id, os.card, p.id, 'command');
      if (isError(o)) return o;
      (s.players[i].command ??= []).push(o.id);
    }
  }
  if (setup.variant?.archenemy !== undefined || setup.schemeDeck !== undefined) {
    const arch = s.players.find((p) => p.id === setup.variant?.archenemy);
    if (!arch)
      return fail('setup/unknown-archenemy', 'variant.archenemy', { value: JSON.stringify(setup.variant?.archenemy) }, [
        '505.3',
      ]);
    if (!setup.schemeDeck?.length) return fail('setup/no-scheme-deck', 'schemeDeck', {}, ['904.3']);
    for (const [j, os] of setup.schemeDeck.entries()) {
      const o = object(b, `schemeDeck[${j}]`, os.id, os.card, arch.id, 'command');
      if (isError(o)) return o;
    }
  }
  const battlefieldIds: ObjectId[] = [];
  const permanents = setup.battlefield ?? [];
  for (const [i, ps] of permanents.entries()) {
    const f = `battlefield[${i}]`;
    if (!isPlayerId(ps.controller)) return noPlayer('controller', `${f}.controller`, ps.controller);
    const owner = ps.owner ?? ps.controller;
    if (!isPlayerId(owner)) return noPlayer('owner', `${f}.owner`, owner);
    const o = object(b, f, ps.id, ps.card, owner, 'battlefield');
    if (isError(o)) return o;
    // 310.8: only a battle has a protector; one given to another permanent would be silently lost.
    if (!o.card.types.includes('Battle') && ps.protector !== undefined)
      return fail('setup/protector-not-battle', `${f}.protector`, {}, ['310.8']);
    if (o.card.types.includes('Battle') && !isPlayerId(protectorOf(b, ps)))
      return noPlayer('protector', `${f}.protector`, protectorOf(b, ps));
    placePermanent(b, ps, o);
    battlefieldIds.push(o.id);
  }
  // 701.3a, 303.4d, 301.5c: an Aura or Equipment is attached to another permanent on the battlefield.
  for (const [i, ps] of permanents.entries()) {
    if (ps.attachedTo === undefined) continue;
    if (!battlefieldIds.includes(ps.attachedTo) || ps.attachedTo === battlefieldIds[i])
      return fail('setup/bad-attachment', `battlefield[${i}].attachedTo`, { value: JSON.stringify(ps.attachedTo) }, [
        '701.3a',
      ]);
  }
  const active = setup.activePlayer ?? s.players[0].id;
  if (!isPlayerId(active)) return noPlayer('active-player', 'activePlayer', active);
  const step: StepName = setup.step ?? 'untap';
  if (!(STEPS as readonly string[]).includes(step))
    return fail('setup/unknown-step', 'step', { value: JSON.stringify(step) });
  const phase: PhaseName = setup.phase ?? (PHASES.find((ph) => stepBelongsTo(ph, step)) as PhaseName);
  // An unknown phase is the phase's fault, a known one without this step the step's.
  if (!(PHASES as readonly string[]).includes(phase))
    return fail('setup/step-not-in-phase', 'phase', { step, phase }, ['500.1']);
  if (!stepBelongsTo(phase, step)) return fail('setup/step-not-in-phase', 'step', { step, phase }, ['500.1']);
  // Only a missing turn means turn 1: `turn: null` is a mistake, not a default.
  const turnNumber = setup.turn === undefined ? 1 : setup.turn;
  if (!Number.isInteger(turnNumber) || turnNumber < 1) return fail('setup/turn', 'turn', {});
  placeTurn(b);
  const combat = combatProblem(s, setup, battlefieldIds);
  if (combat) return combat;
  for (const [i, it] of (setup.stack ?? []).entries()) {
    const f = `stack[${i}]`;
    if (!isPlayerId(it.controller)) return noPlayer('controller', `${f}.controller`, it.controller);
    if (it.card) {
      const o = object(b, f, it.id, it.card, it.controller, 'stack');
      if (isError(o)) return o;
      pushSpell(b, it, o);
    } else {
      const src = it.source !== undefined ? s.objects[it.source] : undefined;
      const ab = src?.card.abilities?.[it.ability ?? -1];
      if (!src || !ab || ab.kind === 'static') return fail('setup/stack-ability', `${f}.source`, {});
      // Like a card's, an ability's id is a non-empty string, used once; a generated one skips the ids given.
      const id = allocId(b, it.id, 'a');
      if (typeof id !== 'string' || id === '') return fail('setup/object-id', `${f}.id`, {});
      if (b.ids.has(id)) return duplicate(`${f}.id`, id);
      pushAbility(b, it, id);
    }
  }
  if (setup.priority !== undefined) {
    if (!isPlayerId(setup.priority))
      return fail('setup/unknown-priority-player', 'priority', { value: JSON.stringify(setup.priority) });
    if (STEPS_WITHOUT_PRIORITY.includes(step)) return fail('setup/no-priority-in-step', 'priority', {}, ['502.4']);
  } else if (s.stack.length > 0) {
    return fail('setup/stack-without-priority', 'priority', {});
  }
  return null;
}
