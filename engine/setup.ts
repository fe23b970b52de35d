// createGame: a GameSetup is only a description (chessops' "a setup is not yet a legal
// position"); it is checked field by field and turned into a GameState, or refused with a coded
// SetupError naming the field. Players sit in the given order (101.4, 103.1).
import { ANONYMOUS_CARD, checkCard } from './cards';
import { setupShape } from './setup-checks';
import { multiplayerOptions } from './setup-multiplayer';
import { isActivePlayer } from './teams';
import { emptyCombat } from './combat-state';
import { normalTurn, slotsAfter, stepBelongsTo } from './schedule';
import { emptyPool } from './mana';
import { PHASES, PROFILES, STEPS, err, ok, type CardDef, type GameObject, type GameSetup, type GameState, type ObjectId, type ObjectSetup, type PhaseName, type PlayerState, type Result, type SetupError, type StepName } from './types';

function fail(code: string, field: string, en: string, zh: string, rules?: string[]): Result<never, SetupError> {
  return err({ code, field, message: { en: `${field}: ${en}`, zh: `${field}：${zh}` }, ...(rules ? { rules } : {}) });
}

const STEPS_WITHOUT_PRIORITY: StepName[] = ['untap'];

export function buildState(input: GameSetup): Result<GameState, SetupError> {
  if (!input || typeof input !== 'object') return fail('setup/not-an-object', 'setup', 'expected an object', '应为对象');
  // The state owns its data: later changes to the caller's setup (or its cards) can't reach it.
  const setup = JSON.parse(JSON.stringify(input)) as GameSetup;
  const shape = setupShape(setup as unknown as Record<string, unknown>);
  if (shape) return err(shape);
  const profile = setup.profile ?? 'classic';
  if (!PROFILES.includes(profile)) return fail('setup/unknown-profile', 'profile', `unknown profile ${JSON.stringify(profile)}`, `未知规则版本 ${JSON.stringify(profile)}`);
  if (!Array.isArray(setup.players) || setup.players.length < 2) {
    return fail('setup/too-few-players', 'players', 'a game needs at least two players (103.1)', '一盘游戏至少需要两位牌手（103.1）', ['103.1']);
  }
  const s: GameState = {
    schema: 1,
    profile,
    rng: (setup.seed ?? 1) | 0,
    nextId: 0,
    timestamp: 0,
    players: [],
    objects: {},
    battlefield: [],
    stack: [],
    turn: null as unknown as GameState['turn'],
    flow: { kind: 'begin-step' },
    combat: null,
    effects: [],
    delayedTriggers: [],
    pendingTriggers: [],
    extraTurns: [],
    skips: [],
    dayNight: setup.dayNight ?? null,
    log: [],
  };
  if (setup.attackOption === 'choose one opponent') s.attackOption = 'choose one opponent';
  else if (setup.attackOption !== undefined && setup.attackOption !== 'attack multiple players') {
    return fail('setup/attack-option', 'attackOption', "expected 'attack multiple players' or 'choose one opponent'", "应为 'attack multiple players' 或 'choose one opponent'");
  }
  const ids = new Set<string>();
  const claim = (id: string, field: string): SetupError | null => {
    if (ids.has(id)) return { code: 'setup/duplicate-id', field, message: { en: `${field}: id ${id} is used twice`, zh: `${field}：标识 ${id} 重复使用` } };
    ids.add(id);
    return null;
  };
  for (const [i, p] of setup.players.entries()) {
    const f = `players[${i}]`;
    if (!p || typeof p.id !== 'string' || p.id === '') return fail('setup/player-id', `${f}.id`, 'a player needs an id', '牌手需要标识');
    if (typeof p.name !== 'string') return fail('setup/player-name', `${f}.name`, 'a player needs a name', '牌手需要名称');
    const e = claim(p.id, `${f}.id`);
    if (e) return err(e);
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
    if (typeof st.life !== 'number' || !Number.isFinite(st.life)) return fail('setup/life', `${f}.life`, 'life must be a number', '生命值须为数字');
    s.players.push(st);
  }
  const options = multiplayerOptions(setup, s); // 801, 805
  if (options) return err(options);
  const isPlayerId = (x: unknown) => s.players.some((p) => p.id === x);
  // Ids given in the setup are reserved first, so generated ids never collide with them.
  const explicit = new Set<string>();
  for (const p of setup.players) {
    for (const list of [Array.isArray(p.library) ? p.library : [], p.hand ?? [], p.graveyard ?? []]) for (const o of list) if (typeof o?.id === 'string') explicit.add(o.id);
  }
  for (const o of [...(setup.battlefield ?? []), ...(setup.stack ?? []), ...(setup.schemeDeck ?? [])]) if (typeof o?.id === 'string') explicit.add(o.id);
  let auto = 0;
  const makeObject = (field: string, id: ObjectId | undefined, card: CardDef, owner: string): Result<GameObject, SetupError> => {
    const cerr = checkCard(`${field}.card`, card);
    if (cerr) return err(cerr);
    // 314.2: scheme cards are only ever in the command zone; 701.25a: only schemes are set in motion.
    const inDeck = field.startsWith('schemeDeck');
    if (card.types.includes('Scheme') !== inDeck) {
      return inDeck ? fail('setup/not-a-scheme', `${field}.card.types`, "a scheme deck holds only cards of type 'Scheme' (701.25a)", "阴谋套牌中只能有类别为 'Scheme' 的牌（701.25a）", ['701.25a'])
        : fail('setup/scheme-outside-command-zone', `${field}.card.types`, 'a scheme stays in the command zone: put it in schemeDeck (314.2)', '阴谋始终在统帅区：请放进 schemeDeck（314.2）', ['314.2']);
    }
    let oid = id;
    if (oid === undefined) {
      do oid = `c${++auto}`;
      while (ids.has(oid) || explicit.has(oid));
    }
    if (typeof oid !== 'string' || oid === '') return fail('setup/object-id', `${field}.id`, 'an id must be a non-empty string', '标识须为非空字符串');
    const e = claim(oid, `${field}.id`);
    if (e) return err(e);
    s.timestamp += 1;
    const o: GameObject = {
      id: oid, card, owner, controller: owner, zone: 'library', token: false, tapped: false, damage: 0,
      deathtouchDamage: false, counters: {}, summoningSick: false, phasedOut: false, protector: null, timestamp: s.timestamp,
    };
    s.objects[oid] = o;
    return ok(o);
  };
  for (const [i, p] of setup.players.entries()) {
    const st = s.players[i];
    const lib = p.library ?? 0;
    const libList: ObjectSetup[] = typeof lib === "number" ? Array.from({ length: lib }, () => ({ card: ANONYMOUS_CARD })) : lib;
    if (!Array.isArray(libList)) return fail('setup/library', `players[${i}].library`, 'expected a number or a list of cards', '应为数字或牌的列表');
    for (const zone of ['library', 'hand', 'graveyard'] as const) {
      const list = zone === 'library' ? libList : (p[zone] ?? []);
      for (const [j, os] of list.entries()) {
        const r = makeObject(`players[${i}].${zone}[${j}]`, os?.id, os?.card, st.id);
        if (!r.ok) return r;
        r.value.zone = zone;
        st[zone].push(r.value.id);
      }
    }
  }
  // An Archenemy game (904): the archenemy's scheme deck, face down in the command zone (314.2).
  if (setup.archenemy !== undefined || setup.schemeDeck !== undefined) {
    const arch = s.players.find((p) => p.id === setup.archenemy);
    if (!arch) return fail('setup/unknown-archenemy', 'archenemy', `no player ${JSON.stringify(setup.archenemy)}`, `没有牌手 ${JSON.stringify(setup.archenemy)}`, ['505.3']);
    if (!setup.schemeDeck?.length) return fail('setup/no-scheme-deck', 'schemeDeck', 'the archenemy needs a scheme deck (904.3)', '魔王需要阴谋套牌（904.3）', ['505.3']);
    s.archenemy = arch.id;
    arch.schemeDeck = [];
    for (const [j, os] of setup.schemeDeck.entries()) {
      const r = makeObject(`schemeDeck[${j}]`, os?.id, os?.card, arch.id);
      if (!r.ok) return r;
      r.value.zone = 'command';
      arch.schemeDeck.push(r.value.id);
    }
  }
  const battlefieldIds: ObjectId[] = [];
  for (const [i, ps] of (setup.battlefield ?? []).entries()) {
    const f = `battlefield[${i}]`;
    if (!isPlayerId(ps?.controller)) return fail('setup/unknown-controller', `${f}.controller`, `no player ${JSON.stringify(ps?.controller)}`, `没有牌手 ${JSON.stringify(ps?.controller)}`);
    const owner = ps.owner ?? ps.controller;
    if (!isPlayerId(owner)) return fail('setup/unknown-owner', `${f}.owner`, `no player ${JSON.stringify(owner)}`, `没有牌手 ${JSON.stringify(owner)}`);
    const r = makeObject(f, ps.id, ps.card, owner);
    if (!r.ok) return r;
    const o = r.value;
    Object.assign(o, {
      zone: 'battlefield', controller: ps.controller, token: !!ps.token, tapped: !!ps.tapped, damage: ps.damage ?? 0,
      counters: { ...(ps.counters ?? {}) }, summoningSick: !!ps.summoningSick, phasedOut: !!ps.phasedOut,
    });
    if (o.card.types.includes('Planeswalker') && o.counters.loyalty === undefined) o.counters.loyalty = o.card.loyalty ?? 0;
    if (o.card.types.includes('Battle')) {
      if (o.counters.defense === undefined) o.counters.defense = o.card.defense ?? 0;
      const prot = ps.protector ?? s.players.find((p) => p.id !== ps.controller)!.id;
      if (!isPlayerId(prot)) return fail('setup/unknown-protector', `${f}.protector`, `no player ${JSON.stringify(prot)}`, `没有牌手 ${JSON.stringify(prot)}`);
      o.protector = prot;
    }
    s.battlefield.push(o.id);
    battlefieldIds.push(o.id);
  }
  // Where the game stands.
  const active = setup.activePlayer ?? s.players[0].id;
  if (!isPlayerId(active)) return fail('setup/unknown-active-player', 'activePlayer', `no player ${JSON.stringify(active)}`, `没有牌手 ${JSON.stringify(active)}`);
  const step: StepName = setup.step ?? 'untap';
  if (!(STEPS as readonly string[]).includes(step)) return fail('setup/unknown-step', 'step', `unknown step ${JSON.stringify(step)}`, `未知步骤 ${JSON.stringify(step)}`);
  const phase: PhaseName = setup.phase ?? (PHASES.find((ph) => stepBelongsTo(ph, step)) as PhaseName);
  if (!(PHASES as readonly string[]).includes(phase) || !stepBelongsTo(phase, step)) {
    return fail('setup/step-not-in-phase', 'step', `step ${step} is not part of the ${phase} phase (500.1)`, `步骤 ${step} 不属于 ${phase} 阶段（500.1）`, ['500.1']);
  }
  const where = slotsAfter(phase, step)!;
  const turnNumber = setup.turn ?? 1;
  if (!Number.isInteger(turnNumber) || turnNumber < 1) return fail('setup/turn', 'turn', 'the turn number is a positive integer', '回合数须为正整数');
  s.turn = {
    number: turnNumber, activePlayer: active, phase, step, phaseId: where.current.phaseId, schedule: where.rest,
    firstTurn: turnNumber === 1, combatPhasesThisTurn: phase === 'combat' || phase === 'postcombat main' || phase === 'ending' ? 1 : 0,
    attackedThisTurn: [], regularTurnPlayer: active, previousTurnSpells: 0,
  };
  const combatResult = setupCombat(s, setup, battlefieldIds);
  if (combatResult) return err(combatResult);
  s.turn.marks = passedMarks(phase, step, setup.priority !== undefined, s);
  for (const [i, it] of (setup.stack ?? []).entries()) {
    const f = `stack[${i}]`;
    if (!isPlayerId(it?.controller)) return fail('setup/unknown-controller', `${f}.controller`, `no player ${JSON.stringify(it?.controller)}`, `没有牌手 ${JSON.stringify(it?.controller)}`);
    if (it.card) {
      const r = makeObject(f, it.id, it.card, it.controller);
      if (!r.ok) return r;
      r.value.zone = 'stack';
      s.stack.push({ id: r.value.id, kind: 'spell', controller: it.controller, source: r.value.id, ability: null, effect: it.card.spell ?? [], targets: it.targets ?? [],
        related: null, relatedPlayer: null, text: it.card.text ?? { en: it.card.name, zh: it.card.nameZh ?? it.card.name }, sourceColors: it.card.colors, sourceName: it.card.name });
    } else {
      const src = it.source !== undefined ? s.objects[it.source] : undefined;
      const ab = src?.card.abilities?.[it.ability ?? -1];
      if (!src || !ab || ab.kind === 'static') return fail('setup/stack-ability', `${f}.source`, 'an ability on the stack needs a source object and an ability index', '堆叠上的异能需要来源物件与异能序号');
      const id = it.id ?? `a${++auto}`;
      if (explicit.has(id) && it.id === undefined) return fail('setup/duplicate-id', `${f}.id`, `id ${id} is used twice`, `标识 ${id} 重复使用`);
      const e = claim(id, `${f}.id`);
      if (e) return err(e);
      s.stack.push({ id, kind: ab.kind === 'triggered' ? 'triggered ability' : 'activated ability', controller: it.controller, source: src.id, ability: it.ability!,
        effect: ab.effect, targets: it.targets ?? [], related: null, relatedPlayer: null, text: ab.text ?? { en: src.card.name, zh: src.card.nameZh ?? src.card.name },
        sourceColors: src.card.colors, sourceName: src.card.name });
    }
  }
  // Stack items are listed bottom first in a setup; the last is on top.
  if (setup.priority !== undefined) {
    if (!isPlayerId(setup.priority)) return fail('setup/unknown-priority-player', 'priority', `no player ${JSON.stringify(setup.priority)}`, `没有牌手 ${JSON.stringify(setup.priority)}`);
    if (STEPS_WITHOUT_PRIORITY.includes(step)) return fail('setup/no-priority-in-step', 'priority', 'no player receives priority during the untap step (502.4)', '重置步骤中没有牌手得到优先权（502.4）', ['502.4']);
    s.flow = { kind: 'priority', player: setup.priority, passes: 0, checked: false };
  } else if (s.stack.length > 0) {
    return fail('setup/stack-without-priority', 'priority', 'a setup with objects on the stack must say who has priority', '堆叠上有物件时须指明谁有优先权');
  }
  s.nextId = auto;
  return ok(s);
}

/** Attacking/blocking status given on permanents becomes the combat state (506–509). */
function setupCombat(s: GameState, setup: GameSetup, ids: ObjectId[]): SetupError | null {
  const perms = setup.battlefield ?? [];
  const inCombat = perms.some((p) => p.attacking !== undefined || p.blocking !== undefined);
  const t = s.turn;
  if (t.phase !== 'combat') {
    if (inCombat) return { code: 'setup/combat-outside-combat', field: 'battlefield', message: { en: 'battlefield: creatures can attack or block only during the combat phase (506.1, 511.3)', zh: 'battlefield：生物只能在战斗阶段进行攻击或阻挡（506.1、511.3）' }, rules: ['511.3'] };
    return null;
  }
  const defenders = s.players.filter((p) => p.id !== t.activePlayer && (s.players.find((x) => x.id === t.activePlayer)!.team === null || p.team !== s.players.find((x) => x.id === t.activePlayer)!.team)).map((p) => p.id);
  const c = emptyCombat(t.step === 'beginning of combat' && setup.priority === undefined ? [] : defenders);
  s.combat = c;
  const order = ['beginning of combat', 'declare attackers', 'declare blockers', 'first strike combat damage', 'combat damage', 'end of combat'];
  const idx = order.indexOf(t.step);
  const started = setup.priority !== undefined;
  c.attackersDeclared = idx > 1 || (idx === 1 && started);
  c.blockersDeclared = idx > 2 || (idx === 2 && started);
  for (const [i, p] of perms.entries()) {
    if (p.attacking === undefined) continue;
    const id = ids[i];
    const o = s.objects[id];
    const f = `battlefield[${i}].attacking`;
    if (!o || !o.card.types.includes('Creature')) return { code: 'setup/attacker-not-creature', field: f, message: { en: `${f}: only a creature can attack (506.3)`, zh: `${f}：只有生物能攻击（506.3）` }, rules: ['506.3'] };
    const target = s.objects[p.attacking];
    const defending = s.players.some((x) => x.id === p.attacking) ? p.attacking : target ? (target.card.types.includes('Battle') ? target.protector : target.controller) : null;
    if (!isActivePlayer(s, o.controller)) return { code: 'setup/attacker-not-active-players', field: f, message: { en: `${f}: only the active player's creatures attack (506.2)`, zh: `${f}：只有主动牌手的生物进行攻击（506.2）` }, rules: ['506.2'] };
    if (!defending || defending === o.controller) return { code: 'setup/bad-attack-target', field: f, message: { en: `${f}: ${p.attacking} is not a player, planeswalker or battle that can be attacked (506.3)`, zh: `${f}：${p.attacking} 不是可被攻击的牌手、鹏洛客或战役（506.3）` }, rules: ['506.3'] };
    if (!c.attackersDeclared) return { code: 'setup/attackers-not-declared-yet', field: f, message: { en: `${f}: attackers are declared in the declare attackers step (508.1)`, zh: `${f}：攻击者在宣告攻击者步骤中宣告（508.1）` }, rules: ['508.1'] };
    c.attackers.push({ attacker: id, target: p.attacking, defendingPlayer: defending, blocked: c.blockersDeclared ? false : null, order: [], declared: true });
    s.turn.attackedThisTurn.push(id);
  }
  if (s.attackOption === 'choose one opponent' && c.attackers.length > 0) {
    // 506.2a: the one defending player chosen for this combat is the one being attacked.
    c.defendingPlayers = [...new Set(c.attackers.map((a) => a.defendingPlayer))];
    if (c.defendingPlayers.length > 1) return { code: 'setup/several-defending-players', field: 'battlefield', message: { en: "battlefield: with attackOption 'choose one opponent' the attackers attack one defending player (506.2a)", zh: "battlefield：在 attackOption 为 'choose one opponent' 时，攻击生物只能攻击一位防御牌手（506.2a）" }, rules: ['506.2a'] };
  }
  for (const [i, p] of perms.entries()) {
    if (p.blocking === undefined) continue;
    const f = `battlefield[${i}].blocking`;
    if (!c.blockersDeclared) return { code: 'setup/blockers-not-declared-yet', field: f, message: { en: `${f}: blockers are declared in the declare blockers step (509.1)`, zh: `${f}：阻挡者在宣告阻挡者步骤中宣告（509.1）` }, rules: ['509.1'] };
    for (const a of p.blocking) {
      const entry = c.attackers.find((x) => x.attacker === a);
      if (!entry) return { code: 'setup/blocking-non-attacker', field: f, message: { en: `${f}: ${a} is not attacking (509.1a)`, zh: `${f}：${a} 并未在攻击（509.1a）` }, rules: ['509.1a'] };
      const blockerController = s.objects[ids[i]].controller;
      const teammate = s.sharedTeamTurns && s.players.find((x) => x.id === blockerController)!.team === s.players.find((x) => x.id === entry.defendingPlayer)!.team; // 805.10d
      if (blockerController !== entry.defendingPlayer && !teammate) return { code: 'setup/blocking-other-players-attacker', field: f, message: { en: `${f}: ${a} is not attacking this creature's controller, a planeswalker they control or a battle they protect (509.1a)`, zh: `${f}：${a} 并未攻击此生物的操控者、其操控的鹏洛客或其守护的战役（509.1a）` }, rules: ['509.1a'] };
      entry.blocked = true;
    }
    c.blockers.push({ blocker: ids[i], blocking: [...p.blocking], order: p.damageAssignmentOrder && p.blocking.length > 1 ? [...p.damageAssignmentOrder] : [...p.blocking], declared: true });
  }
  if (t.step === 'first strike combat damage') {
    // 510.4: the creatures that had first or double strike as the first combat damage step began.
    const fast = (id: string) => (s.objects[id].card.keywords ?? []).some((k) => k === 'first strike' || k === 'double strike');
    c.firstStrikers = [...c.attackers.map((a) => a.attacker), ...c.blockers.map((b) => b.blocker)].filter(fast);
  }
  for (const a of c.attackers) {
    const blockers = c.blockers.filter((b) => b.blocking.includes(a.attacker)).map((b) => b.blocker);
    const given = perms[ids.indexOf(a.attacker)]?.damageAssignmentOrder;
    a.order = given ?? blockers;
    if (given && (given.length !== blockers.length || blockers.some((b) => !given.includes(b)))) {
      return { code: 'setup/bad-damage-assignment-order', field: `battlefield[${ids.indexOf(a.attacker)}].damageAssignmentOrder`, message: { en: 'a damage assignment order lists exactly the creatures blocking it (509.2)', zh: '伤害分配顺序须恰好列出阻挡它的生物（509.2）' }, rules: ['509.2'] };
    }
  }
  return null;
}

/** The timing milestones (timing.ts) a game starting at this point has already passed. */
function passedMarks(phase: PhaseName, step: StepName, begun: boolean, s: GameState): string[] {
  const marks: string[] = [];
  const all = normalTurn();
  const norm = step === 'first strike combat damage' ? 'combat damage' : step;
  const here = all.findIndex((x) => x.phase === phase && x.step === norm);
  all.forEach((slot, i) => {
    const past = i < here;
    const current = i === here && begun;
    if (slot.step === 'upkeep' && past) marks.push('upkeep ended');
    if (slot.phase === 'precombat main' && past) marks.push('precombat main ended');
    if (slot.step === 'declare attackers' || slot.step === 'declare blockers') {
      if (past || current) marks.push(`first combat: ${slot.step} began`);
      if (past) marks.push(`first combat: ${slot.step} ended`);
    }
  });
  if (s.combat && s.combat.attackersDeclared && s.combat.attackers.length === 0) marks.push('first combat: blockers skipped');
  if (s.combat && (marks.includes('first combat: declare blockers began'))) s.combat.blockersStepBegan = true;
  return marks;
}
