// Checking a card given as data (a CardDef from a fixture, a widget or a test): every field the
// engine reads must be present and well-formed, or the setup is refused naming the field.

import { isManaAbility } from '../casting/activate-ability';
import { parseManaCost } from '../casting/mana';
import { effectList } from '../casting/targets';
import type { AbilityDef, CardDef, Keyword } from '../core/cards';
import type { CardProblem, SetupError } from '../core/setup';
import { COLORS, PHASES, STEPS } from '../core/vocabulary';
import { checkDamageSource, checkReplacement, checkSelfReplacement } from './replacement-check';
import {
  AFFECTED_OBJECTS,
  CANT_EVENTS,
  EFFECTS,
  ENCHANT_WORDS,
  QUANTITIES,
  TARGET_WORDS,
  TRIGGERS,
  WORD_KEYWORDS,
} from './card-words';
import { cardShape } from './setup-shapes';

function bad(field: string, problem: CardProblem, value?: unknown, allowed?: string): SetupError {
  return {
    code: 'setup/invalid-card',
    field,
    params: {
      problem,
      ...(value !== undefined ? { value: JSON.stringify(value) ?? String(value) } : {}),
      ...(allowed !== undefined ? { allowed } : {}),
    },
  };
}

/** 500.10: "skip your next upkeep step", "… combat phase": a skipped step or phase is named; a turn is not. */
function skipNamed(what: unknown, name: unknown): boolean {
  if (what === 'turn') return name === undefined;
  const names: readonly string[] = what === 'step' ? STEPS : PHASES;
  return (names as readonly unknown[]).includes(name); // a name that is no text is none of them
}

export function isKeyword(k: unknown): k is Keyword {
  if (typeof k === 'string') return WORD_KEYWORDS.has(k);
  if (k && typeof k === 'object' && 'protection' in k)
    return (COLORS as readonly string[]).includes((k as { protection: string }).protection);
  return false;
}

/** The words naming one object as a source of damage (615.8; 609.7a: a source of your choice). */
const SOURCE_WORDS = new Set<string>([
  'target creature',
  'target permanent',
  'target attacking creature',
  'target blocking creature',
  'target creature attacking you',
  'target creature you control',
  'this',
  'that creature',
  'a source of your choice',
]);

const NUMBER_FIELDS = ['amount', 'count', 'power', 'toughness'];

/** The fields of one effect: numbers are whole numbers, target words and step names are known. */
function effectFields(field: string, e: Record<string, unknown>): SetupError | null {
  if (e.type === 'redirect damage' && e.amount !== 'all' && (!Number.isInteger(e.amount) || (e.amount as number) < 1))
    return bad(`${field}.amount`, 'redirect amount', e.amount); // 614.9: "the next N damage" or "all damage"
  // 615.13: "you gain that much life" — the amount the trigger counted.
  const thatMuch = e.type === 'gain life' && e.amount === 'that much';
  if (e.type === 'gain life' && !thatMuch && !Number.isInteger(e.amount))
    return bad(`${field}.amount`, 'life amount', e.amount);
  for (const k of NUMBER_FIELDS)
    if (k in e && !Number.isInteger(e[k]) && !(e.type === 'redirect damage' && k === 'amount') && !thatMuch)
      return bad(`${field}.${k}`, 'integer');
  if (e.type === 'redirect damage')
    for (const k of ['from', 'to']) if (!(k in e)) return bad(`${field}.${k}`, 'target word', e[k]);
  for (const k of ['target', 'blocking', 'attacker', 'of', 'from', 'to'])
    if (k in e && !TARGET_WORDS.has(e[k] as string)) return bad(`${field}.${k}`, 'target word', e[k]);
  for (const k of ['step', 'after'])
    if (k in e && !(STEPS as readonly string[]).includes(e[k] as string)) return bad(`${field}.${k}`, 'step', e[k]);
  if (
    'attackingSpecified' in e &&
    e.attackingSpecified !== 'what that creature attacks' &&
    !TARGET_WORDS.has(e.attackingSpecified as string)
  )
    return bad(`${field}.attackingSpecified`, 'target word', e.attackingSpecified);
  for (const k of ['add', 'remove'])
    if (k in e && (!Array.isArray(e[k]) || (e[k] as unknown[]).some((t) => typeof t !== 'string')))
      return bad(`${field}.${k}`, 'card types');
  if ('keyword' in e && !isKeyword(e.keyword)) return bad(`${field}.keyword`, 'keyword', e.keyword);
  if ('color' in e && !(COLORS as readonly string[]).includes(e.color as string)) return bad(`${field}.color`, 'color');
  if (e.type === 'add mana' && !['W', 'U', 'B', 'R', 'G', 'C'].includes(e.mana as string))
    return bad(`${field}.mana`, 'mana');
  if (
    e.type === 'return to the battlefield' &&
    !['all creature cards from your graveyard', 'all creature cards with power 2 or less from your graveyard'].includes(
      e.what as string,
    )
  )
    return bad(`${field}.what`, 'return what', e.what);
  if (e.type === 'skip' && !['step', 'phase', 'turn'].includes(e.what as string))
    return bad(`${field}.what`, 'skip what');
  if (e.type === 'skip' && !skipNamed(e.what, e.name)) return bad(`${field}.name`, 'skip name', e.name);
  if ('duration' in e && !['end of turn', 'end of combat', 'permanent'].includes(e.duration as string))
    return bad(`${field}.duration`, 'duration');
  if ('instead' in e) {
    const sr = checkSelfReplacement(`${field}.instead`, e.type as string, e.instead); // 614.15
    if (sr) return sr;
  }
  if ('alsoSharingColor' in e && typeof e.alsoSharingColor !== 'boolean')
    return bad(`${field}.alsoSharingColor`, 'boolean');
  return null;
}

function checkEffects(field: string, effect: unknown): SetupError | null {
  const list = Array.isArray(effect) ? effect : [effect];
  for (let i = 0; i < list.length; i++) {
    const e = list[i] as { type?: unknown; card?: unknown };
    // A type that is no text, or an effect that is no object (its `type` undefined), is no effect.
    if (!e || !EFFECTS.has(e.type as string)) {
      return bad(`${field}[${i}].type`, 'effect', e?.type);
    }
    const fieldErr = effectFields(`${field}[${i}]`, e as Record<string, unknown>);
    if (fieldErr) return fieldErr;
    if (e.type === 'create token') {
      const err = checkCard(`${field}[${i}].card`, e.card);
      if (err) return err;
    }
    if (e.type === 'continuous effect') {
      // 611.2, 613.6: one effect of a resolving spell or ability, in any layer but 1 (copying is 'become a copy') and 7a (604.3).
      const x = e as { affects?: unknown; changes?: unknown };
      const err =
        (x.affects !== undefined ? checkAffects(`${field}[${i}].affects`, x.affects) : null) ??
        checkChanges(`${field}[${i}].changes`, x.changes, RESOLVED_LAYERS);
      if (err) return err;
    }
    if (e.type === 'prevent the next time' || e.type === 'prevent all damage from a source') {
      // 615.8, 615.9: the source is an object ("target creature", "this", "a source of your choice"); the recipient any
      // target word (effectFields checks `to`).
      const x = e as { source?: unknown; properties?: unknown };
      if (!SOURCE_WORDS.has(x.source as string)) return bad(`${field}[${i}].source`, 'damage source', x.source);
      if (x.properties !== undefined) {
        // 615.9: "a [red / creature] source of your choice" — properties only of a chosen source.
        const p = x.properties as Record<string, unknown> | null;
        if (x.source !== 'a source of your choice')
          return bad(`${field}[${i}].properties`, 'properties of a chosen source');
        if (!p || typeof p !== 'object' || Array.isArray(p))
          return bad(`${field}[${i}].properties`, 'source properties');
        const extra = Object.keys(p).find((k) => k !== 'color' && k !== 'type');
        if (extra) return bad(`${field}[${i}].properties.${extra}`, 'source properties');
        if (p.color === undefined && p.type === undefined) return bad(`${field}[${i}].properties`, 'source properties');
        if (p.color !== undefined && !(COLORS as readonly string[]).includes(p.color as string))
          return bad(`${field}[${i}].properties.color`, 'color');
        if (p.type !== undefined && (typeof p.type !== 'string' || p.type === ''))
          return bad(`${field}[${i}].properties.type`, 'card type');
      }
    }
    if (e.type === "can't") {
      // 614.17: what can't happen (119.7, 119.8); the players are a target word (checked above) or all.
      const x = e as { cant?: unknown };
      if (!CANT_EVENTS.has(x.cant as string)) return bad(`${field}[${i}].cant`, 'cant event', x.cant);
    }
    if (e.type === 'put counters') {
      const x = e as { counter?: unknown; amount?: unknown };
      if (typeof x.counter !== 'string' || x.counter === '') return bad(`${field}[${i}].counter`, 'counter kind');
      if (!Number.isInteger(x.amount)) return bad(`${field}[${i}].amount`, 'integer');
    }
  }
  return null;
}

/** Layers a resolving spell's or ability's effect may change (611.2), and a static ability's (611.3: control is not modelled there). */
const RESOLVED_LAYERS = ['2', '3', '4', '5', '6', '7b', '7c', '7d'];
const STATIC_LAYERS = ['3', '4', '5', '6', '7a', '7b', '7c', '7d'];
function checkAffects(field: string, affects: unknown): SetupError | null {
  const a = affects as Record<string, unknown> | null;
  // A value that is no object has no `objects`.
  if (!a || !AFFECTED_OBJECTS.has(a.objects as string)) return bad(`${field}.objects`, 'affected objects', a?.objects);
  if (a.color !== undefined && !(COLORS as readonly string[]).includes(a.color as string))
    return bad(`${field}.color`, 'color');
  if (a.keyword !== undefined && !isKeyword(a.keyword)) return bad(`${field}.keyword`, 'keyword', a.keyword);
  for (const k of ['type', 'subtype', 'notType'])
    if (a[k] !== undefined && typeof a[k] !== 'string') return bad(`${field}.${k}`, 'card types');
  return null;
}

const isQuantity = (q: unknown) => Number.isInteger(q) || QUANTITIES.has(q as string);
/** Some of these fields of a layer change is a list with something in it. */
const nonEmpty = (m: Record<string, unknown>, keys: string[]) =>
  keys.some((k) => Array.isArray(m[k]) && m[k].length > 0);
const isTypes = (v: unknown) => v === undefined || (Array.isArray(v) && v.every((t) => typeof t === 'string'));

/** What a continuous effect does in each layer (613.1, 613.4): each change's layer is allowed and its fields well-formed. */
function checkChanges(field: string, changes: unknown, allowed: string[]): SetupError | null {
  if (!Array.isArray(changes) || changes.length === 0) return bad(field, 'layer changes');
  for (const [j, raw] of changes.entries()) {
    const f = `${field}[${j}]`;
    const m = raw as Record<string, unknown> | null;
    if (m && typeof m.layer === 'number' && allowed.includes(String(m.layer)))
      return bad(`${f}.layer`, 'layer as text', m.layer); // YAML reads 4 as a number: '4'
    // A change that is no object has no `layer`.
    if (!m || !allowed.includes(m.layer as string)) return bad(`${f}.layer`, 'layer', m?.layer, allowed.join(', '));
    const colour = (k: string) => (COLORS as readonly string[]).includes(m[k] as string);
    switch (m.layer) {
      case '2':
        if (m.control !== 'you') return bad(`${f}.control`, 'control');
        break;
      case '3':
        for (const k of ['from', 'to']) if (!colour(k)) return bad(`${f}.${k}`, 'color');
        break;
      case '4':
        for (const k of ['add', 'remove', 'addSubtypes', 'removeSubtypes'])
          if (!isTypes(m[k])) return bad(`${f}.${k}`, 'card types');
        // 613.1d: a type-changing effect adds or removes something (else nothing would say what it does).
        if (!nonEmpty(m, ['add', 'remove', 'addSubtypes', 'removeSubtypes'])) return bad(f, 'change of nothing');
        break;
      case '5':
        // 608.2d: "the colour of your choice" is chosen as a spell or ability resolves.
        if (m.colors === 'chosen' && allowed === RESOLVED_LAYERS) break;
        if (!Array.isArray(m.colors) || m.colors.some((c) => !(COLORS as readonly string[]).includes(c)))
          return bad(`${f}.colors`, 'colors');
        break;
      case '6': {
        for (const k of ['gain', 'lose']) {
          const list = m[k];
          if (list === undefined) continue;
          if (!Array.isArray(list)) return bad(`${f}.${k}`, 'keyword', list);
          for (const [n, kw] of list.entries()) if (!isKeyword(kw)) return bad(`${f}.${k}[${n}]`, 'keyword', kw);
        }
        if (m.grant !== undefined) {
          if (!Array.isArray(m.grant)) return bad(`${f}.grant`, 'abilities');
          for (const [n, a] of m.grant.entries()) {
            const err = checkAbility(`${f}.grant[${n}]`, a as AbilityDef);
            if (err) return err;
          }
        }
        // 613.1f: an ability-adding or -removing effect adds or removes some.
        if (m.loseAll !== true && !nonEmpty(m, ['gain', 'lose', 'grant'])) return bad(f, 'change of nothing');
        break;
      }
      case '7a':
      case '7b':
        for (const k of ['power', 'toughness'])
          if ((m[k] !== undefined || m.layer === '7a') && !isQuantity(m[k])) return bad(`${f}.${k}`, 'quantity', m[k]);
        // 613.4b: a setting effect sets power, toughness or both.
        if (m.power === undefined && m.toughness === undefined) return bad(f, 'change of nothing');
        break;
      case '7c':
        for (const k of ['power', 'toughness']) if (!Number.isInteger(m[k])) return bad(`${f}.${k}`, 'integer');
        break;
    }
  }
  return null;
}

/** Validate a card; null when it is well-formed. */
export function checkCard(field: string, card: unknown): SetupError | null {
  const c = card as Partial<CardDef> | null;
  if (!c || typeof c !== 'object' || Array.isArray(c)) return bad(field, 'card object');
  const shape = cardShape(c, field);
  if (shape) return shape;
  if (typeof c.name !== 'string' || c.name === '') return bad(`${field}.name`, 'name');
  if (!Array.isArray(c.types) || c.types.some((t) => typeof t !== 'string')) return bad(`${field}.types`, 'card types');
  if (!Array.isArray(c.colors) || c.colors.some((x) => !(COLORS as readonly string[]).includes(x))) {
    return bad(`${field}.colors`, 'colors');
  }
  if (c.types.includes('Creature')) {
    if (typeof c.power !== 'number' || typeof c.toughness !== 'number') {
      return bad(`${field}.power`, 'power and toughness');
    }
  }
  // Attractions (505.5, 701.49): artifacts with lit-up numbers among 1–6; 'ongoing' is a scheme's supertype (904.11).
  const attraction = (c.subtypes ?? []).includes('Attraction');
  if (attraction && !c.types.includes('Artifact')) return bad(`${field}.types`, 'attraction artifact');
  if (attraction !== (c.litUp !== undefined)) return bad(`${field}.litUp`, 'lit up only attraction');
  if (
    c.litUp &&
    (c.litUp.length === 0 ||
      c.litUp.some((n) => !Number.isInteger(n) || n < 1 || n > 6) ||
      new Set(c.litUp).size !== c.litUp.length)
  ) {
    return bad(`${field}.litUp`, 'lit up numbers');
  }
  if (c.ongoing !== undefined && !c.types.includes('Scheme')) return bad(`${field}.ongoing`, 'ongoing');
  if (c.spell !== undefined) {
    const e = checkEffects(`${field}.spell`, c.spell);
    if (e) return e;
  }
  if (c.manaCost !== undefined && !parseManaCost(c.manaCost)) return bad(`${field}.manaCost`, 'mana cost', c.manaCost);
  for (const [i, k] of (c.keywords ?? []).entries()) {
    if (!isKeyword(k)) return bad(`${field}.keywords[${i}]`, 'keyword', k);
  }
  for (const [i, a] of (c.abilities ?? []).entries()) {
    const err = checkAbility(`${field}.abilities[${i}]`, a);
    if (err) return err;
  }
  return null;
}

/** One ability of a card (or one an effect grants, 613.1f). */
function checkAbility(f: string, a: AbilityDef): SetupError | null {
  if (!a || typeof a !== 'object') return bad(f, 'ability kind');
  // 611.3: layer changes belong to a continuous effect; on any other ability nothing would read them.
  if ('changes' in a && a.changes !== undefined && !(a.kind === 'static' && a.rule === 'continuous'))
    return bad(`${f}.changes`, 'changes only continuous');
  // 614.1, 615.1: likewise a replacement effect belongs to a static ability that says it is one.
  if ('replacement' in a && a.replacement !== undefined && !(a.kind === 'static' && a.rule === 'replacement'))
    return bad(`${f}.replacement`, 'replacement only replacement');
  if (a.kind === 'triggered') {
    if (!TRIGGERS.has(a.trigger)) return bad(`${f}.trigger`, 'trigger', a.trigger);
    if (a.trigger === 'beginning of step' && !(STEPS as readonly string[]).includes(a.step ?? '')) {
      return bad(`${f}.step`, 'trigger step');
    }
    // 509.5e: "blocks / becomes blocked by [N or more] creatures" — a count only those two conditions have.
    if (
      a.atLeast !== undefined &&
      (!['blocks', 'becomes blocked'].includes(a.trigger) || !Number.isInteger(a.atLeast) || a.atLeast < 1)
    )
      return bad(`${f}.atLeast`, 'blocking count', a.atLeast);
    // 615.13: whose prevented damage it watches.
    if (a.to !== undefined && (a.trigger !== 'damage is prevented' || !['this', 'you'].includes(a.to)))
      return bad(`${f}.to`, 'prevented damage to', a.to);
    return checkEffects(`${f}.effect`, a.effect);
  } else if (a.kind === 'activated') {
    if (!Array.isArray(a.cost)) return bad(`${f}.cost`, 'costs');
    // 602.2b, 107.4: a mana cost is paid as written, so it must be one this engine reads.
    for (const [i, c] of a.cost.entries()) {
      if (!c || typeof c !== 'object') return bad(`${f}.cost[${i}]`, 'costs', c);
      if (c.type === 'mana' && (typeof c.mana !== 'string' || !parseManaCost(c.mana)))
        return bad(`${f}.cost[${i}].mana`, 'mana cost', c.mana); // a missing mana would throw in parseManaCost
    }
    const e = checkEffects(`${f}.effect`, a.effect);
    if (e) return e;
    // 605.1a makes any untargeted ability that adds mana a mana ability; it resolves at once (605.3b),
    // and this engine carries out at once only adding mana.
    if (isManaAbility(a.effect) && effectList(a.effect).some((x) => x.type !== 'add mana'))
      return bad(`${f}.effect`, 'mana ability does more');
  } else if (a.kind !== 'static') {
    return bad(`${f}.kind`, 'ability kind');
  } else if (
    (a.rule === 'attack cost' || a.rule === 'block cost') &&
    (typeof a.mana !== 'string' || !parseManaCost(a.mana))
  ) {
    return bad(`${f}.mana`, 'cost mana');
  } else if (a.rule === 'continuous') {
    // 604.1, 611.3: what it applies to and what it does in each layer (613.1, 613.4).
    return (
      (a.affects !== undefined ? checkAffects(`${f}.affects`, a.affects) : null) ??
      checkChanges(`${f}.changes`, a.changes, STATIC_LAYERS)
    );
  } else if (a.rule === 'replacement') {
    return checkReplacement(`${f}.replacement`, a.replacement); // 614.1, 615.1
  } else if (a.rule === "can't") {
    // 614.17: "[players] can't gain (lose) life".
    if (!CANT_EVENTS.has(a.cant as string)) return bad(`${f}.cant`, 'cant event', a.cant);
    if (a.players !== undefined && !['you', 'your opponents', 'players'].includes(a.players))
      return bad(`${f}.players`, 'cant players', a.players);
  } else if (a.rule === 'enchant') {
    // 702.5a: "Enchant [object]" names what the Aura can target and enchant.
    if (!ENCHANT_WORDS.has(a.enchant as string)) return bad(`${f}.enchant`, 'enchant', a.enchant);
  } else if (a.rule === "damage can't be prevented") {
    return checkDamageSource(`${f}.source`, a.source); // 615.12: whose damage
  } else if (a.rule === 'optional attack cost') {
    const cost = a.cost as { type?: unknown; amount?: unknown } | undefined;
    const known =
      !!cost &&
      (cost.type === 'sacrifice another creature' ||
        cost.type === 'tap an untapped creature you control' ||
        (cost.type === 'pay life' && Number.isInteger(cost.amount) && (cost.amount as number) >= 0));
    if (!known) return bad(`${f}.cost`, 'optional cost');
    if (a.effect !== undefined) return checkEffects(`${f}.effect`, a.effect);
  }
  return null;
}
