// Events that replacement effects put in the game's way (614.6): tokens created (111.1, 701.6 —
// the number replacement effects left, 614.16), and a permanent regenerating (701.15, 614.8).

import { removeFromCombat } from '../../combat/combat-state';
import type { CardDef } from '../../core/cards';
import { emit, type Ctx } from '../../core/context';
import type { RulesEventOf } from '../../core/rules-events';
import { characteristics } from '../../objects/characteristics';
import { newId } from '../../objects/objects';
import { player } from '../../objects/players';
import { copyEffectOf } from '../../replacement/enters';

/**
 * The tokens come into being outside the game's zones (kept in exile until they enter the
 * battlefield, the event contained in this one, 616.1g: events/happen.ts). A token that's a copy
 * takes the copiable values of the original (707.2: layer 1a); its own card names it.
 */
export function performCreate(ctx: Ctx, ev: RulesEventOf<'create'>): RulesEventOf<'create'> | null {
  const s = ctx.s;
  const original = ev.copyOf ? s.objects[ev.copyOf] : undefined;
  const named = original ? characteristics(s, original) : null;
  const card: CardDef | undefined = named ? { name: named.name, nameZh: named.nameZh, types: [], colors: [] } : ev.card;
  if (!card || ev.count <= 0) return null;
  const objects: string[] = [];
  for (let n = 0; n < ev.count; n++) {
    const id = newId(s, 'token');
    s.objects[id] = {
      id,
      card,
      owner: ev.player,
      controller: ev.player,
      zone: 'exile',
      token: true,
      tapped: false,
      damage: 0,
      deathtouchDamage: false,
      counters: {},
      summoningSick: true,
      phasedOut: false,
      protector: null,
      timestamp: 0,
    };
    player(s, ev.player).exile.push(id);
    if (ev.copyOf) {
      s.timestamp += 1;
      s.effects.push(copyEffectOf(s, id, ev.copyOf, s.timestamp));
    }
    objects.push(id);
  }
  return { ...ev, objects };
}

/** 701.15: remove all damage marked on it, its controller taps it, and it leaves combat (614.8). */
export function performRegenerate(ctx: Ctx, ev: RulesEventOf<'regenerate'>): RulesEventOf<'regenerate'> | null {
  const o = ctx.s.objects[ev.object];
  if (!o || o.zone !== 'battlefield') return null;
  o.damage = 0;
  o.deathtouchDamage = false;
  emit(ctx, { type: 'replaced', rules: ['701.15', '614.8'], effect: 'regenerate', source: ev.source, object: o.id });
  if (!o.tapped) {
    o.tapped = true;
    emit(ctx, { type: 'tapped', rules: ['701.15', '614.8'], object: o.id, cause: 'effect' });
  }
  removeFromCombat(ctx, o.id, ['701.15', '614.8']);
  return ev;
}
