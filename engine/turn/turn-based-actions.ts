// The turn-based actions of the steps outside combat's declarations and damage — untap (502),
// draw (504), the main phase (505.3–505.5), beginning of combat (506.2, 507.1). Cleanup is
// cleanup.ts's; combat's own steps are engine/combat's.

import { emit, type Ctx } from '../core/context';
import type { TbaResult } from '../core/decisions';
import { refuse } from '../core/results';
import { happen } from '../events/happen';
import { hasKeyword, subtypesOf } from '../objects/characteristics';
import { opponents, player } from '../objects/players';
import { setSchemeInMotion } from '../variants/archenemy';
import { rollToVisitAttractions } from '../variants/attractions';
import { activePlayers } from '../variants/shared-team-turns';
import { teamTurns } from '../variants/variant';

/** Turn-based actions of the beginning, main, beginning-of-combat and end steps. */
export function simpleStepActions(ctx: Ctx): TbaResult {
  const s = ctx.s;
  const t = s.turn;
  const ap = t.activePlayer;
  const team = activePlayers(s); // 805.4: every player of the active team (just `ap` otherwise)
  switch (t.step) {
    case 'untap': {
      // 502.1 phasing, simultaneously: phased-in permanents with phasing phase out, phased-out ones phase in.
      const mine = s.battlefield.filter((id) => team.includes(s.objects[id].controller));
      const phasingIn = mine.filter((id) => s.objects[id].phasedOut);
      const phasingOut = mine.filter((id) => !s.objects[id].phasedOut && hasKeyword(s, s.objects[id], 'phasing'));
      for (const id of phasingIn) s.objects[id].phasedOut = false;
      for (const id of phasingOut) s.objects[id].phasedOut = true;
      if (phasingIn.length) emit(ctx, { type: 'phased-in', rules: ['502.1', '702.26'], objects: phasingIn });
      if (phasingOut.length) emit(ctx, { type: 'phased-out', rules: ['502.1', '702.26'], objects: phasingOut });
      // 502.2 day and night (skipped when it is neither); 502.2a: with shared team turns, no
      // player of the previous active team cast a spell / any one of them cast two or more.
      const each = t.previousTurnTeamSpells;
      const dayRule = each ? '502.2a' : '502.2';
      if (s.dayNight === 'day' && (each ? each.every((n) => n === 0) : t.previousTurnSpells === 0)) {
        s.dayNight = 'night';
        emit(ctx, { type: 'became-night', rules: [dayRule] });
      } else if (s.dayNight === 'night' && (each ? each.some((n) => n >= 2) : t.previousTurnSpells >= 2)) {
        s.dayNight = 'day';
        emit(ctx, { type: 'became-day', rules: [dayRule] });
      }
      // 502.3 the active player untaps their permanents simultaneously, except those an effect keeps tapped.
      const stays = (id: string) => hasKeyword(s, s.objects[id], "doesn't untap during your untap step");
      const untapped = s.battlefield.filter(
        (id) =>
          team.includes(s.objects[id].controller) && s.objects[id].tapped && !s.objects[id].phasedOut && !stays(id),
      );
      happen(ctx, { type: 'untap', rules: ['502.3'], objects: untapped, player: ap });
      return { kind: 'end' }; // 502.4: no priority; 500.3
    }
    case 'draw':
      // 800.4j: the active player left the game during this turn — no one draws for the draw step.
      if (team.length === 0) emit(ctx, { type: 'no-active-player', rules: ['800.4j', '504.1'], step: t.step });
      // 805.4b, 805.6a: each player of the active team draws, in seat order from the primary player.
      for (const id of team)
        happen(ctx, { type: 'draw', rules: teamTurns(s) ? ['504.1', '805.4b'] : ['504.1'], player: id });
      return { kind: 'priority' };
    case 'main':
      if (t.phase === 'precombat main') {
        if (s.variant.archenemy !== null) setSchemeInMotion(ctx); // 505.3 first: the archenemy's scheme
        // 505.4: a lore counter on each Saga the active player controls.
        const sagas = s.battlefield.filter(
          (id) =>
            team.includes(s.objects[id].controller) &&
            subtypesOf(s, s.objects[id]).includes('Saga') &&
            !s.objects[id].phasedOut,
        );
        for (const id of sagas)
          happen(ctx, { type: 'counters', rules: ['505.4'], object: id, counter: 'lore', amount: 1 });
        rollToVisitAttractions(ctx); // 505.5 third
      }
      return { kind: 'priority' };
    case 'beginning of combat': {
      const opp = opponents(s, ap);
      if (s.combat && s.combat.defendingPlayers.length > 0) return { kind: 'priority' }; // chosen (506.2a); 507.2
      if (team.length === 0) {
        // 800.4j: no active player, so no attacking player (506.2) and no one whose opponents
        // defend (802.2) or who chooses one (506.2a, 507.1): the combat has no defending player.
        emit(ctx, { type: 'no-active-player', rules: ['800.4j', '506.2'], step: t.step });
        return { kind: 'priority' };
      }
      if (s.variant.attackOption === 'choose one opponent' && opp.length > 1 && s.combat) {
        // 506.2a / 507.1: the active player chooses one opponent as the defending player.
        return {
          kind: 'decision',
          decision: {
            player: ap,
            kind: 'choose-defending-player',
            rules: ['506.2a', '507.1'],
            targets: opp,
          },
        };
      }
      // 506.2 / 802: every opponent of the active player is a defending player (two-player: the nonactive player).
      // 506.2b / 805.10a: with shared team turns, the nonactive team is the defending team.
      if (s.combat) s.combat.defendingPlayers = opp;
      emit(ctx, {
        type: 'defending-players',
        rules: teamTurns(s) ? ['506.2', '506.2b', '805.10a'] : opp.length > 1 ? ['506.2', '802.2'] : ['506.2'],
        objects: s.combat?.defendingPlayers ?? [],
      });
      return { kind: 'priority' };
    }
    default:
      return { kind: 'priority' }; // 503.1, 511.1, 513.1
  }
}

/** 506.2a / 507.1: the active player's choice of one opponent as the defending player. */
export function chooseDefendingPlayer(ctx: Ctx, who: string, defending: unknown): void {
  const s = ctx.s;
  if (typeof defending !== 'string' || !opponents(s, who).includes(defending)) {
    refuse('choose-defending-player/not-an-opponent', ['506.2a', '507.1'], { player: String(defending) });
  }
  if (s.combat) s.combat.defendingPlayers = [defending as string];
  const p = player(s, defending as string);
  emit(ctx, { type: 'defending-players', rules: ['506.2a', '507.1'], player: p.id, objects: [p.id], chooser: who });
}
