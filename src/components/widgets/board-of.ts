// From an engine GameState to the compact board (board-model.ts). Power, toughness and keywords
// come from the engine's own characteristic functions (pumps, counters, granted keywords), so
// the board shows what the rules compute, not the printed numbers.
import {
  gameOver,
  keywords as keywordsOf,
  namesIn,
  priorityPlayer,
  power as powerOf,
  toughness as toughnessOf,
} from '../../../engine/play';
import type { GameState, Keyword } from '../../../engine/types';
import type { BoardPermanent, BoardView } from './board-model';

/** A keyword as a key: the word itself, or "protection:W" (Board.tsx translates both). */
function keywordText(k: Keyword): string {
  return typeof k === 'string' ? k : `protection:${k.protection}`;
}

function nameOf(state: GameState, id: string): { id: string; name: string; nameZh?: string } {
  const player = state.players.find((p) => p.id === id);
  if (player) return { id, name: player.name, ...(player.nameZh ? { nameZh: player.nameZh } : {}) };
  const object = state.objects[id];
  if (object) return { id, name: object.card.name, ...(object.card.nameZh ? { nameZh: object.card.nameZh } : {}) };
  return { id, name: id };
}

export function boardOf(state: GameState, decision?: { player: string; kind: string } | null): BoardView {
  const combat = state.combat;
  const battlefield: BoardPermanent[] = state.battlefield.map((id) => {
    const o = state.objects[id];
    const creature = o.card.power !== undefined && o.card.toughness !== undefined;
    const power = creature ? powerOf(state, o) : undefined;
    const toughness = creature ? toughnessOf(state, o) : undefined;
    const keywords = keywordsOf(state, o).map(keywordText);
    const attack = combat?.attackers.find((a) => a.attacker === id);
    const block = combat?.blockers.find((b) => b.blocker === id);
    const p: BoardPermanent = {
      id,
      name: o.card.name,
      ...(o.card.nameZh ? { nameZh: o.card.nameZh } : {}),
      controller: o.controller,
      ...(power !== undefined ? { power } : {}),
      ...(toughness !== undefined ? { toughness } : {}),
      ...(o.card.loyalty !== undefined || o.counters.loyalty !== undefined
        ? { loyalty: o.counters.loyalty ?? o.card.loyalty }
        : {}),
      ...(o.card.defense !== undefined || o.counters.defense !== undefined
        ? { defense: o.counters.defense ?? o.card.defense }
        : {}),
      keywords,
      tapped: o.tapped,
      damage: o.damage,
    };
    if (attack) {
      p.attacking = attack.target ? nameOf(state, attack.target) : { id: '', name: '—' };
      if (attack.blocked !== null) p.blocked = attack.blocked;
    }
    if (block) p.blocking = block.blocking.map((a) => nameOf(state, a));
    return p;
  });
  const priority = priorityPlayer(state);
  return {
    turn: state.turn.number,
    step: state.turn.step === 'main' ? state.turn.phase : state.turn.step,
    activePlayer: state.turn.activePlayer,
    priority,
    players: state.players.map((p) => ({
      id: p.id,
      name: p.name,
      ...(p.nameZh ? { nameZh: p.nameZh } : {}),
      life: p.life,
      hand: p.hand.length,
      library: p.library.length,
      active: p.id === state.turn.activePlayer,
      priority: p.id === priority,
      lost: p.lost,
      ...(p.command?.length ? { command: p.command.map((id) => nameOf(state, id)) } : {}),
      ...(p.schemeDeck ? { schemeDeck: p.schemeDeck.length } : {}),
    })),
    battlefield,
    stack: state.stack.map((s) => ({ id: s.id, label: s.text ?? stackLabel(state, s.id), controller: s.controller })),
    decision: decision ?? null,
    gameOver: gameOver(state) !== null,
  };
}

/** A spell or ability without rules text of its own, named by its source ("X’s triggered ability"). */
function stackLabel(state: GameState, id: string): { en: string; zh: string } {
  const name = namesIn(state)(id);
  return name ? { en: name.en, zh: name.zh } : { en: id, zh: id };
}
