// Checking the replacement and prevention vocabulary of a card given as data (core/replacements.ts):
// a static ability's `replacement` (614, 615) and an instruction's self-replacement `instead`
// (614.15). The first problem is reported naming its field, e.g.
// `cards[2].abilities[0].replacement.instead`.
import type { CardProblem, SetupError } from '../core/setup';
import { COLORS } from '../core/vocabulary';

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

const isObj = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);

const OBJECT_WORDS = [
  'this',
  'a permanent',
  'a creature',
  'a creature you control',
  'a creature an opponent controls',
  'a card',
  'a source',
];
const PLAYER_WORDS = ['you', 'a player'];

/** Which `instead` each event takes (a word, or for damage also {prevent}). */
const INSTEAD: Record<string, string[]> = {
  die: ['exile it', "shuffle it into its owner's library", "put it into its owner's hand"],
  'be put into a graveyard': ['exile it', "shuffle it into its owner's library", "put it into its owner's hand"],
  'deal damage': ['double that damage'],
  'draw a card': ['return a card from your graveyard to your hand', 'nothing'],
  'gain life': ['draw that many cards', 'gain twice that much life'],
  'create tokens': ['twice that many'],
  'pay life': ['exile that many cards from the top of your library'],
};

const FIELDS: Record<string, string[]> = {
  'enter the battlefield': [
    'would',
    'objects',
    'underYourControl',
    'tapped',
    'counters',
    'asCopyOfThis',
    'chooseColor',
    'exileFromYourGraveyard',
    'devour',
    'mayPayLifeElseTapped',
  ],
  die: ['would', 'objects', 'instead'],
  'be put into a graveyard': ['would', 'objects', 'instead'],
  'deal damage': ['would', 'source', 'recipient', 'instead'],
  'draw a card': ['would', 'player', 'instead'],
  'gain life': ['would', 'player', 'instead'],
  'create tokens': ['would', 'player', 'instead'],
  'pay life': ['would', 'player', 'instead'],
};

/** Who or what the words watch: objects, or players (`players`). */
function watched(field: string, w: unknown, players: boolean): SetupError | null {
  if (w === undefined) return null;
  if (!isObj(w)) return bad(field, 'watched');
  const words = players ? PLAYER_WORDS : OBJECT_WORDS;
  if (!words.includes(w.objects as string))
    return bad(`${field}.objects`, players ? 'watched players' : 'watched objects', w.objects);
  for (const k of ['type', 'subtype'])
    if (w[k] !== undefined && typeof w[k] !== 'string') return bad(`${field}.${k}`, 'card types');
  if (w.color !== undefined && !(COLORS as readonly string[]).includes(w.color as string))
    return bad(`${field}.color`, 'color');
  for (const k of Object.keys(w))
    if (!['objects', 'type', 'subtype', 'color'].includes(k)) return bad(`${field}.${k}`, 'replacement field', k);
  return null;
}

/** A static ability's replacement or prevention effect (614.1, 615.1). */
export function checkReplacement(field: string, r: unknown): SetupError | null {
  if (!isObj(r)) return bad(field, 'replacement');
  const would = r.would as string;
  if (!FIELDS[would]) return bad(`${field}.would`, 'replacement event', r.would);
  for (const k of Object.keys(r)) if (!FIELDS[would].includes(k)) return bad(`${field}.${k}`, 'replacement field', k);
  if (would === 'enter the battlefield') {
    const e = watched(`${field}.objects`, r.objects, false);
    if (e) return e;
    for (const k of ['underYourControl', 'tapped', 'asCopyOfThis'])
      if (r[k] !== undefined && typeof r[k] !== 'boolean') return bad(`${field}.${k}`, 'boolean');
    // 616.1b: "if a creature would enter the battlefield under an opponent's control, it enters
    // under your control instead" — only others' objects can be taken (its own: nothing changes).
    const whose = isObj(r.objects) ? r.objects.objects : 'this';
    if (r.underYourControl && whose !== 'a creature an opponent controls')
      return bad(`${field}.objects`, 'under your control', whose);
    if (r.counters !== undefined) {
      if (!isObj(r.counters)) return bad(`${field}.counters`, 'counters');
      for (const [k, n] of Object.entries(r.counters))
        if (!Number.isInteger(n) || (n as number) < 1) return bad(`${field}.counters.${k}`, 'counters');
    }
    if (r.chooseColor !== undefined && r.chooseColor !== 'protection from the chosen color')
      return bad(`${field}.chooseColor`, 'choose color', r.chooseColor);
    if (r.exileFromYourGraveyard !== undefined && r.exileFromYourGraveyard !== 'any number of creature cards')
      return bad(`${field}.exileFromYourGraveyard`, 'exile from graveyard', r.exileFromYourGraveyard);
    // 702.82a: devour N; "you may pay N life" (119.4) — N a whole number 1 or more.
    for (const k of ['devour', 'mayPayLifeElseTapped'])
      if (r[k] !== undefined && (!Number.isInteger(r[k]) || (r[k] as number) < 1))
        return bad(`${field}.${k}`, 'amount', r[k]);
    if (
      !r.underYourControl &&
      !r.tapped &&
      r.counters === undefined &&
      !r.asCopyOfThis &&
      r.chooseColor === undefined &&
      !r.exileFromYourGraveyard &&
      r.devour === undefined &&
      r.mayPayLifeElseTapped === undefined
    )
      return bad(field, 'enters how');
    return null;
  }
  const instead = r.instead;
  const words = INSTEAD[would];
  const prevent = would === 'deal damage' && isObj(instead) && 'prevent' in instead;
  if (prevent) {
    const n = (instead as { prevent: unknown }).prevent;
    if (n !== 'all' && (!Number.isInteger(n) || (n as number) < 1))
      return bad(`${field}.instead.prevent`, 'prevent amount', n);
  } else if (!words.includes(instead as string))
    return bad(
      `${field}.instead`,
      'instead',
      instead,
      words.join(', ') + (would === 'deal damage' ? ', {prevent}' : ''),
    );
  if (would === 'deal damage') {
    const recipient = r.recipient as { objects?: unknown } | undefined;
    const toPlayer = isObj(recipient) && PLAYER_WORDS.includes(recipient.objects as string);
    return watched(`${field}.source`, r.source, false) ?? watched(`${field}.recipient`, r.recipient, toPlayer);
  }
  if (would === 'die' || would === 'be put into a graveyard') return watched(`${field}.objects`, r.objects, false);
  return watched(`${field}.player`, r.player, true);
}

/** The source a static "damage that would be dealt by [source] can't be prevented" describes (615.12): objects, not players. */
export function checkDamageSource(field: string, w: unknown): SetupError | null {
  return watched(field, w, false);
}

/** An instruction's self-replacement effect (614.15), on 'destroy' (exile) or 'deal damage' (amount). */
export function checkSelfReplacement(field: string, type: string, sr: unknown): SetupError | null {
  if (!isObj(sr)) return bad(field, 'self-replacement');
  for (const k of Object.keys(sr))
    if (!['if', 'exile', 'amount'].includes(k)) return bad(`${field}.${k}`, 'replacement field', k);
  if (sr.if !== undefined) {
    if (!isObj(sr.if)) return bad(`${field}.if`, 'condition');
    for (const k of Object.keys(sr.if))
      if (!['type', 'subtype', 'color'].includes(k)) return bad(`${field}.if.${k}`, 'replacement field', k);
    if (sr.if.color !== undefined && !(COLORS as readonly string[]).includes(sr.if.color as string))
      return bad(`${field}.if.color`, 'color');
  }
  if (type === 'destroy' && sr.exile !== true) return bad(`${field}.exile`, 'self-replacement destroy');
  if (type === 'deal damage' && (!Number.isInteger(sr.amount) || (sr.amount as number) < 0))
    return bad(`${field}.amount`, 'self-replacement damage');
  if (type !== 'destroy' && type !== 'deal damage') return bad(field, 'self-replacement where');
  return null;
}
