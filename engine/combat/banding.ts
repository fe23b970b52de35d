// Banding in the game (702.22, chapter 7, followed in its real meaning; judged by
// engine/combat/bands.ts). The bands announced as attackers are declared (508.1e) last for the
// rest of combat (702.22e), losing only members removed from combat (702.22f). When blockers are
// declared, a creature blocking one member of a band blocks every member (702.22h), so the whole
// band becomes blocked (509.1h).

import { emit, type Ctx } from '../core/context';
import { refuse } from '../core/results';
import type { ObjectId } from '../core/vocabulary';

/** The bands of a declare-attackers action, shape-checked (508.1e). */
export function bandsOf(given: unknown): ObjectId[][] {
  if (given === undefined) return [];
  if (
    !Array.isArray(given) ||
    given.some((b) => !Array.isArray(b) || b.some((id: unknown) => typeof id !== 'string'))
  ) {
    refuse('declare-attackers/malformed-bands', ['508.1e']);
  }
  return (given as ObjectId[][]).map((b) => [...b]);
}

/** 508.1e: the active player announces which creatures are banded with which. */
export function announceBands(ctx: Ctx, bands: ObjectId[][]): void {
  if (bands.length === 0) return;
  const s = ctx.s;
  s.combat!.bands = bands.map((b) => [...b]);
  for (const b of bands) {
    emit(ctx, { type: 'band-announced', rules: ['508.1e', '702.22c'], player: s.turn.activePlayer, objects: [...b] });
  }
}

/** The other members of an attacker's band (702.22c), if it is in one of combat's `bands`. */
export function bandmates(bands: ObjectId[][], attacker: ObjectId): ObjectId[] {
  const band = bands.find((b) => b.includes(attacker));
  return band ? band.filter((id) => id !== attacker) : [];
}

/** 702.22h: a creature blocking one member of one of combat's `bands` blocks each other member too. */
export function blockEachBand(ctx: Ctx, bands: ObjectId[][]): void {
  const s = ctx.s;
  const c = s.combat!;
  for (const b of c.blockers) {
    for (const a of [...b.blocking]) {
      const added = bandmates(bands, a).filter(
        (m) => !b.blocking.includes(m) && c.attackers.some((x) => x.attacker === m),
      );
      if (added.length === 0) continue;
      b.blocking.push(...added);
      b.order.push(...added);
      emit(ctx, {
        type: 'band-blocked',
        rules: ['702.22h', '509.1h'],
        object: b.blocker,
        objects: added,
        attacker: a,
        byEffect: false,
      });
    }
  }
}
