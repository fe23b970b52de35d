// buildState: turns a GameSetup into a GameState. It checks nothing: the setup must already have
// passed checkSetup (check-setup.ts), which walks the same steps in the same order and refuses a
// setup with a coded SetupError naming the field. Players sit in the given order (101.4, 103.1).

import { emptyPool } from '../casting/mana';
import { emptyCombat } from '../combat/combat-state';
import { characteristics } from '../continuous/layers';
import { printedOnce } from '../continuous/printed';
import type { CardDef } from '../core/cards';
import type { GameSetup, ObjectSetup, PermanentSetup, PlayerSetup, StackSetup } from '../core/setup';
import type { GameObject, GameState, PlayerState } from '../core/state';
import { PHASES, type ObjectId, type PhaseName, type StepName, type ZoneName } from '../core/vocabulary';
import { abilityOf, hasKeyword, hasType } from '../objects/characteristics';
import { normalTurn, slotsAfter, stepBelongsTo } from '../turn/schedule';
import { choosesOneOpponent, variantOf } from '../variants/variant';

export const ANONYMOUS_CARD: CardDef = { name: 'Card', nameZh: '牌', types: [], colors: [], anonymous: true };

/** A state being built, with the ids taken so far and the next generated id's counter. */
export interface Build {
  s: GameState;
  /** The caller's setup, copied: later changes to it (or its cards) can't reach the state. */
  setup: GameSetup;
  ids: Set<string>;
  /** Ids given in the setup, reserved first so generated ids never collide with them. */
  explicit: Set<string>;
  auto: number;
}

export function beginBuild(input: GameSetup): Build {
  const setup = JSON.parse(JSON.stringify(input)) as GameSetup;
  const s: GameState = {
    schema: 4,
    profile: setup.profile ?? 'classic',
    rng: (setup.seed ?? 1) | 0,
    nextId: 0,
    timestamp: 0,
    players: [],
    objects: {},
    battlefield: [],
    stack: [],
    turn: null as unknown as GameState['turn'],
    frames: [{ kind: 'begin-step' }],
    combat: null,
    effects: [],
    shields: [],
    delayedTriggers: [],
    pendingTriggers: [],
    extraTurns: [],
    skips: [],
    dayNight: setup.dayNight ?? null,
    log: [],
    variant: variantOf(setup.variant),
  };
  return { s, setup, ids: new Set(), explicit: new Set(), auto: 0 };
}

export function addPlayer(b: Build, p: PlayerSetup): void {
  const st: PlayerState = {
    id: p.id,
    name: p.name,
    nameZh: p.nameZh ?? null,
    team: p.team ?? null,
    life: p.life ?? 20,
    maxHandSize: p.maxHandSize ?? 7,
    manaPool: { ...emptyPool(), ...(p.manaPool ?? {}) },
    library: [],
    hand: [],
    graveyard: [],
    exile: [],
    landsPlayedThisTurn: p.landsPlayedThisTurn ?? 0,
    spellsCastThisTurn: p.spellsCastThisTurn ?? 0,
    drewFromEmptyLibrary: false,
    lost: false,
    conceded: false,
  };
  b.ids.add(p.id);
  b.s.players.push(st);
}

export function reserveIds(b: Build): void {
  const { setup, explicit } = b;
  const lists = [
    ...setup.players.flatMap((p) => [p.library, p.hand, p.graveyard, p.planes]),
    setup.battlefield,
    setup.stack,
    setup.schemeDeck,
  ];
  // A list absent (or a library given as a count) holds no id; every entry is an object (setupShape),
  // its id not yet checked (checkSetup refuses one not a string after this).
  for (const list of lists)
    if (Array.isArray(list)) for (const o of list) if (typeof o.id === 'string') explicit.add(o.id);
}

/** The given id, or the next generated one not taken: `c1`, `c2`, … for a card, `a…` for an ability on the stack. */
export function allocId(b: Build, id: ObjectId | undefined, prefix: 'c' | 'a' = 'c'): ObjectId {
  let oid = id;
  if (oid === undefined) {
    do oid = `${prefix}${++b.auto}`;
    while (b.ids.has(oid) || b.explicit.has(oid));
  }
  return oid;
}

export function addObject(b: Build, id: ObjectId, card: CardDef, owner: string, zone: ZoneName): GameObject {
  const s = b.s;
  s.timestamp += 1;
  const o: GameObject = {
    id,
    card,
    owner,
    controller: owner,
    zone,
    token: false,
    tapped: false,
    damage: 0,
    deathtouchDamage: false,
    counters: {},
    summoningSick: false,
    phasedOut: false,
    protector: null,
    timestamp: s.timestamp,
  };
  b.ids.add(id);
  s.objects[id] = o;
  return o;
}

export function libraryOf(p: PlayerSetup): ObjectSetup[] {
  const lib = p.library ?? 0;
  return typeof lib === 'number' ? Array.from({ length: lib }, () => ({ card: ANONYMOUS_CARD })) : lib;
}

/** A battle's protector: the one given, or the first player other than its controller. */
export const protectorOf = (b: Build, ps: PermanentSetup) =>
  ps.protector ?? b.s.players.find((p) => p.id !== ps.controller)!.id;

/** `o`: an object just made on the battlefield (addObject) for `ps`. */
export function placePermanent(b: Build, ps: PermanentSetup, o: GameObject): void {
  Object.assign(o, {
    controller: ps.controller,
    token: !!ps.token,
    tapped: !!ps.tapped,
    damage: ps.damage ?? 0,
    counters: { ...(ps.counters ?? {}) },
    summoningSick: !!ps.summoningSick,
    phasedOut: !!ps.phasedOut,
  });
  if (ps.attachedTo !== undefined) o.attachedTo = ps.attachedTo; // 701.3
  if (ps.faceDown) o.faceDown = true; // 708.2
  const c = characteristics(b.s, o);
  // 306.5b, 310.4b: a planeswalker enters with its loyalty, a battle with its defense, as counters.
  if (c.types.includes('Planeswalker') && o.counters.loyalty === undefined) o.counters.loyalty = c.loyalty ?? 0;
  if (c.types.includes('Battle')) {
    if (o.counters.defense === undefined) o.counters.defense = c.defense ?? 0;
    o.protector = protectorOf(b, ps);
  }
  b.s.battlefield.push(o.id);
}

/** Where the game stands: the turn, its phase and step (500.1). */
export function placeTurn(b: Build): void {
  const { s, setup } = b;
  const active = setup.activePlayer ?? s.players[0].id;
  const step: StepName = setup.step ?? 'untap';
  const phase: PhaseName = setup.phase ?? (PHASES.find((ph) => stepBelongsTo(ph, step)) as PhaseName);
  const where = slotsAfter(phase, step)!;
  const turnNumber = setup.turn ?? 1;
  s.turn = {
    number: turnNumber,
    activePlayer: active,
    phase,
    step,
    phaseId: where.current.phaseId,
    schedule: where.rest,
    firstTurn: turnNumber === 1,
    combatPhasesThisTurn: phase === 'combat' || phase === 'postcombat main' || phase === 'ending' ? 1 : 0,
    attackedThisTurn: [],
    regularTurnPlayer: active,
    previousTurnSpells: 0,
  };
  if (s.variant.rangeOfInfluence !== null) s.turn.seatedAtStart = s.players.map((p) => p.id); // 801.2c: as this turn began
}

export function pushSpell(b: Build, it: StackSetup, o: GameObject): void {
  const chars = characteristics(b.s, o);
  b.s.stack.push({
    id: o.id,
    kind: 'spell',
    controller: it.controller,
    source: o.id,
    ability: null,
    effect: chars.spell ?? [],
    targets: it.targets ?? [],
    related: null,
    relatedPlayer: null,
    text: chars.text ?? { en: chars.name, zh: chars.nameZh ?? chars.name },
    sourceColors: chars.colors,
    sourceName: chars.name,
  });
}

export function pushAbility(b: Build, it: StackSetup, id: ObjectId): void {
  const src = b.s.objects[it.source!];
  // 113.7a: an ability on the stack exists independently of its source, which may have lost it since
  // (face down, 708.2): then the printed one checkSetup looked at, as the layer system keeps it.
  const ab = abilityOf(b.s, src, it.ability!) ?? printedOnce(src).abilities.find((a) => a.key === it.ability)!.def;
  if (ab.kind === 'static') return; // refused by checkSetup
  const c = characteristics(b.s, src);
  b.ids.add(id);
  b.s.stack.push({
    id,
    kind: ab.kind === 'triggered' ? 'triggered ability' : 'activated ability',
    controller: it.controller,
    source: src.id,
    ability: it.ability!,
    effect: ab.effect,
    targets: it.targets ?? [],
    related: null,
    relatedPlayer: null,
    text: ab.text ?? { en: c.name, zh: c.nameZh ?? c.name },
    sourceColors: c.colors,
    sourceName: c.name,
  });
}

/** The whole state, for a setup checkSetup accepted. */
export function buildState(input: GameSetup): GameState {
  const b = beginBuild(input);
  const { s, setup } = b;
  for (const p of setup.players) addPlayer(b, p);
  // 801, 805: the multiplayer options.
  reserveIds(b);
  for (const [i, p] of setup.players.entries()) {
    const st = s.players[i];
    for (const zone of ['library', 'hand', 'graveyard'] as const) {
      for (const os of zone === 'library' ? libraryOf(p) : (p[zone] ?? []))
        st[zone].push(addObject(b, allocId(b, os.id), os.card, st.id, zone).id);
    }
    // Face-up planes in the command zone (311.2, 311.4).
    for (const os of p.planes ?? [])
      (st.command ??= []).push(addObject(b, allocId(b, os.id), os.card, st.id, 'command').id);
  }
  // An Archenemy game (904): the archenemy's scheme deck, face down in the command zone (314.2).
  if (s.variant.archenemy !== null) {
    const arch = s.players.find((p) => p.id === s.variant.archenemy)!;
    arch.schemeDeck = [];
    for (const os of setup.schemeDeck!)
      arch.schemeDeck.push(addObject(b, allocId(b, os.id), os.card, arch.id, 'command').id);
  }
  const perms = setup.battlefield ?? [];
  const battlefieldIds: ObjectId[] = [];
  for (const ps of perms) {
    const o = addObject(b, allocId(b, ps.id), ps.card, ps.owner ?? ps.controller, 'battlefield');
    placePermanent(b, ps, o);
    battlefieldIds.push(o.id);
  }
  placeTurn(b);
  const started = setup.priority !== undefined; // the current step has begun (a player has priority)
  placeCombat(s, started, perms, battlefieldIds);
  s.turn.marks = passedMarks(s.turn.phase, s.turn.step, started, s);
  // Stack items are listed bottom first in a setup; the last is on top.
  for (const it of setup.stack ?? []) {
    if (it.card) pushSpell(b, it, addObject(b, allocId(b, it.id), it.card, it.controller, 'stack'));
    else pushAbility(b, it, allocId(b, it.id, 'a'));
  }
  if (setup.priority !== undefined)
    s.frames = [{ kind: 'priority', player: setup.priority, passes: 0, checked: false }];
  s.nextId = b.auto;
  return s;
}

/** Attacking/blocking status given on permanents becomes the combat state (506–509). */
function placeCombat(s: GameState, started: boolean, perms: PermanentSetup[], ids: ObjectId[]): void {
  const t = s.turn;
  if (t.phase !== 'combat') return;
  const defenders = s.players
    .filter(
      (p) =>
        p.id !== t.activePlayer &&
        (s.players.find((x) => x.id === t.activePlayer)!.team === null ||
          p.team !== s.players.find((x) => x.id === t.activePlayer)!.team),
    )
    .map((p) => p.id);
  const c = emptyCombat(t.step === 'beginning of combat' && !started ? [] : defenders);
  s.combat = c;
  const order = [
    'beginning of combat',
    'declare attackers',
    'declare blockers',
    'first strike combat damage',
    'combat damage',
    'end of combat',
  ];
  const idx = order.indexOf(t.step);
  c.attackersDeclared = idx > 1 || (idx === 1 && started);
  c.blockersDeclared = idx > 2 || (idx === 2 && started);
  for (const [i, p] of perms.entries()) {
    if (p.attacking === undefined) continue;
    const id = ids[i];
    const target = s.objects[p.attacking];
    const defending = s.players.some((x) => x.id === p.attacking)
      ? p.attacking
      : hasType(s, target, 'Battle')
        ? target.protector!
        : target.controller;
    c.attackers.push({
      attacker: id,
      target: p.attacking,
      defendingPlayer: defending,
      blocked: c.blockersDeclared ? false : null,
      order: [],
      declared: true,
    });
    s.turn.attackedThisTurn.push(id);
  }
  // 508.8: no attackers, the declare blockers step was skipped, so no blockers were ever declared.
  if (c.attackers.length === 0) c.blockersDeclared = false;
  // 506.2a: the one defending player chosen for this combat is the one being attacked.
  if (choosesOneOpponent(s) && c.attackers.length > 0)
    c.defendingPlayers = [...new Set(c.attackers.map((a) => a.defendingPlayer))];
  for (const [i, p] of perms.entries()) {
    if (p.blocking === undefined) continue;
    for (const a of p.blocking) c.attackers.find((x) => x.attacker === a)!.blocked = true;
    c.blockers.push({
      blocker: ids[i],
      blocking: [...p.blocking],
      // 509.3: an order given lists exactly the attackers it blocks (combat-checks.ts), so one attacker's is that one.
      order: p.damageAssignmentOrder ? [...p.damageAssignmentOrder] : [...p.blocking],
      declared: true,
    });
  }
  if (t.step === 'first strike combat damage') {
    // 510.4: the creatures that had first or double strike as the first combat damage step began.
    const fast = (id: string) =>
      hasKeyword(s, s.objects[id], 'first strike') || hasKeyword(s, s.objects[id], 'double strike');
    c.firstStrikers = [...c.attackers.map((a) => a.attacker), ...c.blockers.map((b) => b.blocker)].filter(fast);
  }
  for (const a of c.attackers) {
    const blockers = c.blockers.filter((b) => b.blocking.includes(a.attacker)).map((b) => b.blocker);
    // Every attacker came from perms (its id is ids[i] for its perms[i]), so its entry is there.
    a.order = perms[ids.indexOf(a.attacker)].damageAssignmentOrder ?? blockers;
  }
}

/** The timing milestones (turn/timing-restrictions.ts) a game starting at this point has already passed. */
function passedMarks(phase: PhaseName, step: StepName, begun: boolean, s: GameState): string[] {
  const marks: string[] = [];
  const all = normalTurn();
  const norm = step === 'first strike combat damage' ? 'combat damage' : step;
  const here = all.findIndex((x) => x.phase === phase && x.step === norm);
  // 508.8: attackers declared and none attacking, the declare blockers step was skipped: it never began (506.7e–f).
  const skipped = s.combat !== null && s.combat.attackersDeclared && s.combat.attackers.length === 0;
  all.forEach((slot, i) => {
    const past = i < here;
    const current = i === here && begun;
    if (slot.step === 'upkeep' && past) marks.push('upkeep ended');
    if (slot.phase === 'precombat main' && past) marks.push('precombat main ended');
    if (slot.step === 'declare blockers' && skipped && past) return;
    if (slot.step === 'declare attackers' || slot.step === 'declare blockers') {
      if (past || current) marks.push(`first combat: ${slot.step} began`);
      if (past) marks.push(`first combat: ${slot.step} ended`);
    }
  });
  if (skipped) marks.push('first combat: blockers skipped');
  if (s.combat && marks.includes('first combat: declare blockers began')) s.combat.blockersStepBegan = true;
  return marks;
}
