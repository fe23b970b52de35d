// Bands (508.1e; banding is rule 702.22, in chapter 7, followed here in its real meaning). As
// attackers are declared, the active player may announce bands: each is one or more attacking
// creatures with banding plus at most one attacking creature without it (702.22c), all
// attacking the same player, planeswalker or battle (702.22d; in multiplayer "can't attack
// different players", 802.3b). A creature is in at most one band. Bands are an announcement on
// top of a legal declaration: they change no restriction or requirement (508.1c–d), so the
// requirement search is unaffected and every legal declaration stays legal with no bands.
import { hasKeyword, label } from './characteristics';
import { refusal } from './refusal';
import type { Attack, CombatView, ObjectId, PlayerId, Refusal } from './types';

const NS = 'declare-attackers';

/** The player an attack on this target is an attack on (a planeswalker's controller, a battle's protector). */
function playerOf(view: CombatView, target: PlayerId | ObjectId): PlayerId {
  const p = view.permanents.find((x) => x.id === target);
  if (!p) return target;
  return p.types.includes('Battle') && p.protector !== undefined ? p.protector : p.controller;
}

/** 508.1e, 702.22c–d: are these bands legal for this declaration? null when they are. */
export function checkBands(
  view: CombatView,
  attacks: readonly Attack[],
  bands: readonly (readonly ObjectId[])[],
): Refusal<never> | null {
  const byId = new Map(view.permanents.map((p) => [p.id, p]));
  const name = (id: ObjectId) => (byId.has(id) ? label(byId.get(id)!) : id);
  const seen = new Set<ObjectId>();
  for (const band of bands) {
    if (band.length < 2) {
      return refusal(`${NS}/band-too-small`, ['508.1e', '702.22c'], {});
    }
    for (const id of band) {
      if (!attacks.some((a) => a.attacker === id)) {
        return refusal(`${NS}/band-member-not-attacking`, ['508.1e'], { creature: name(id) });
      }
      if (seen.has(id)) {
        return refusal(`${NS}/band-overlap`, ['508.1e', '702.22c'], { creature: name(id) });
      }
      seen.add(id);
    }
    const withBanding = band.filter((id) => byId.has(id) && hasKeyword(byId.get(id)!, 'banding'));
    if (withBanding.length === 0 || band.length - withBanding.length > 1) {
      return refusal(`${NS}/band-needs-banding`, ['508.1e', '702.22c'], {
        without: band.length - withBanding.length,
        size: band.length,
      });
    }
    const targets = band.map((id) => attacks.find((a) => a.attacker === id)!.target);
    if (targets.some((t) => t !== targets[0])) {
      const players = new Set(targets.map((t) => playerOf(view, t)));
      const rules =
        players.size > 1 && view.defendingPlayers.length > 1 ? ['508.1e', '702.22d', '802.3b'] : ['508.1e', '702.22d'];
      return refusal(`${NS}/band-split`, rules, { creatures: band.map(name) });
    }
  }
  return null;
}
