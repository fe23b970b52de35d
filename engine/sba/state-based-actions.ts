// State-based actions (704): checked whenever a player would receive priority (117.5, 704.3) and in
// the cleanup step (514.3a). All applicable ones are performed simultaneously, then the check
// repeats.

import { enchantAllows } from '../casting/enchant';
import { battlefieldCharacteristics, characteristics } from '../continuous/layers';
import { emit, type Ctx } from '../core/context';
import type { RulesEvent, RulesEventOf } from '../core/rules-events';
import type { GameState } from '../core/state';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { happenTogether } from '../events/happen';
import { removeLosers } from '../game/leave-game';
import { hasKeyword } from '../objects/characteristics';
import { inGame } from '../objects/players';
import { schemesToBottom } from '../variants/archenemy';

type Now = ReturnType<typeof battlefieldCharacteristics>;

/**
 * The state-based action an attachment of the permanent `id` calls for, if any. 704.5m (303.4c–d): an
 * Aura attached to nothing, to an object no longer on the battlefield, to itself, to an object its
 * enchant ability doesn't allow (702.5a), or that is a creature goes to its owner's graveyard.
 * 704.5n (301.5c): an Equipment attached to a permanent that isn't a creature (a Fortification: a
 * land) or is gone becomes unattached. 704.5p: a creature (an Equipment too), or a permanent of no
 * attaching kind (a battle among them), attached to something becomes unattached.
 */
function misattached(s: GameState, id: ObjectId, now: Now): '704.5m' | '704.5n' | '704.5p' | null {
  const c = now.get(id)!;
  const to = s.objects[id].attachedTo;
  const host = to === undefined ? undefined : now.get(to);
  const is = (type: string) => c.types.includes(type);
  if (c.subtypes.includes('Aura'))
    return host === undefined || to === id || is('Creature') || !enchantAllows(c, host) ? '704.5m' : null;
  if (to === undefined) return null;
  if (is('Creature')) return '704.5p';
  if (c.subtypes.includes('Equipment')) return host?.types.includes('Creature') ? null : '704.5n';
  if (c.subtypes.includes('Fortification')) return host?.types.includes('Land') ? null : '704.5n';
  return '704.5p';
}

/** Perform one round of state-based actions; true if any was performed. */
export function performStateBasedActions(ctx: Ctx): boolean {
  const s = ctx.s;
  const losers: { player: PlayerId; rule: string; reason: 'no life' | 'empty library' }[] = [];
  for (const p of s.players) {
    if (!inGame(p)) continue;
    if (p.life <= 0) losers.push({ player: p.id, rule: '704.5a', reason: 'no life' });
    else if (p.drewFromEmptyLibrary) losers.push({ player: p.id, rule: '704.5b', reason: 'empty library' });
  }
  const toGraveyard: { id: ObjectId; rule: string; destroy: boolean }[] = [];
  const unattach: RulesEventOf<'unattach'>[] = [];
  const now = battlefieldCharacteristics(s); // the characteristics of every permanent, at once
  for (const id of s.battlefield) {
    const o = s.objects[id];
    if (o.phasedOut) continue;
    const c = now.get(id)!;
    // 704.5h looks at damage dealt by a deathtouch source "since the last time state-based actions
    // were checked": this check is that time.
    const deathtouched = o.deathtouchDamage;
    o.deathtouchDamage = false;
    if (c.types.includes('Creature')) {
      const t = c.toughness ?? 0;
      if (t <= 0) toGraveyard.push({ id, rule: '704.5f', destroy: false });
      else if (o.damage >= t) toGraveyard.push({ id, rule: '704.5g', destroy: true });
      else if (deathtouched) toGraveyard.push({ id, rule: '704.5h', destroy: true });
    }
    if (c.types.includes('Planeswalker') && (o.counters.loyalty ?? 0) <= 0)
      toGraveyard.push({ id, rule: '704.5i', destroy: false });
    if (c.types.includes('Battle') && (o.counters.defense ?? 0) <= 0)
      toGraveyard.push({ id, rule: '704.5v', destroy: false });
    // 704.5s: a Saga whose lore counters reached its final chapter, with no chapter ability waiting, is sacrificed.
    const final =
      c.finalChapter ??
      Math.max(
        0,
        ...c.abilities.map(({ def: a }) => (a.kind === 'triggered' && a.trigger === 'chapter' ? (a.chapter ?? 0) : 0)),
      );
    const waiting =
      s.stack.some((it) => it.source === id && it.kind === 'triggered ability') ||
      s.pendingTriggers.some((t) => t.source === id);
    if (c.subtypes.includes('Saga') && final > 0 && (o.counters.lore ?? 0) >= final && !waiting)
      toGraveyard.push({ id, rule: '704.5s', destroy: false });
    const attachment = misattached(s, id, now);
    if (attachment === '704.5m') toGraveyard.push({ id, rule: '704.5m', destroy: false });
    else if (attachment !== null)
      unattach.push({ type: 'unattach', rules: [attachment, '704.3'], object: id, from: o.attachedTo! });
  }
  // 704.5d: a token not on the battlefield ceases to exist.
  const vanished = Object.values(s.objects).filter((o) => o.token && o.zone !== 'battlefield');
  let performed = false;
  for (const l of losers) {
    const p = s.players.find((x) => x.id === l.player)!;
    p.lost = true;
    performed = true;
    emit(ctx, { type: 'player-lost', rules: [l.rule, '704.3'], player: p.id, reason: l.reason });
  }
  // 704.3: performed simultaneously — they happen together (triggers see them all, 603.10a).
  const moves: RulesEvent[] = [];
  for (const g of toGraveyard) {
    const o = s.objects[g.id];
    if (moves.some((m) => 'object' in m && m.object === g.id)) continue; // one permanent, two reasons
    // 702.12b: lethal and deathtouch damage don't destroy an indestructible permanent.
    if (g.destroy && hasKeyword(s, o, 'indestructible')) continue;
    const rules = [g.rule, '704.3'];
    moves.push(
      g.destroy
        ? { type: 'destroy', rules, object: g.id }
        : g.rule === '704.5s'
          ? { type: 'sacrifice', rules, object: g.id }
          : { type: 'move', rules, object: g.id, to: 'graveyard', as: 'put-into-graveyard' },
    );
  }
  if (moves.length > 0 || unattach.length > 0) performed = true;
  happenTogether(ctx, [...moves, ...unattach]);
  for (const o of vanished) {
    for (const p of s.players)
      for (const z of ['hand', 'graveyard', 'exile', 'library'] as const) p[z] = p[z].filter((x) => x !== o.id);
    const name = characteristics(s, o);
    delete s.objects[o.id];
    performed = true;
    emit(ctx, {
      type: 'token-ceased',
      rules: ['704.5d'],
      object: o.id,
      card: { en: name.name, zh: name.nameZh ?? name.name },
    });
  }
  removeLosers(
    ctx,
    losers.map((l) => l.player),
  );
  if (s.variant.archenemy !== null && schemesToBottom(ctx)) performed = true; // 704.6e
  return performed;
}
