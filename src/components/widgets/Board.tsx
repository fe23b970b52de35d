// The compact board: the step, who is active and who has priority, each player's life, their
// permanents (tapped, attacking, blocking, damage marked), the command zone (schemes) and the
// stack, top first, each object with its controller; a legend says what the marks mean.
import type { BoardPermanent, BoardView } from './board-model';
import type { Lang, Strings } from './text';
import { inLang, nameIn, tr } from './text';

export function stepLabel(strings: Strings, step: string): string {
  const key = `widget.step.${step.replace(/\s+/g, '-')}`;
  return strings[key] ?? step;
}

/** A keyword in the reader's language: "flying" → 飞行, "protection:W" → 反白保护. */
export function keywordLabel(strings: Strings, k: string): string {
  const protection = /^protection:([WUBRG])$/.exec(k);
  if (protection) return tr(strings, 'widget.kw.protection', { color: tr(strings, `widget.color.${protection[1]}`) });
  return strings[`widget.kw.${k.replace(/\s+/g, '-')}`] ?? k;
}

function Permanent({ p, lang, strings }: { p: BoardPermanent; lang: Lang; strings: Strings }) {
  const status: string[] = [];
  if (p.tapped) status.push(tr(strings, 'widget.board.tapped'));
  if (p.attacking)
    status.push(tr(strings, 'widget.board.attacking', { target: nameIn(p.attacking.name, p.attacking.nameZh, lang) }));
  if (p.blocked !== undefined && p.attacking)
    status.push(tr(strings, p.blocked ? 'widget.board.blocked' : 'widget.board.unblocked'));
  if (p.blocking && p.blocking.length) {
    status.push(
      tr(strings, 'widget.board.blocking', {
        attackers: p.blocking.map((a) => nameIn(a.name, a.nameZh, lang)).join(tr(strings, 'widget.list.sep')),
      }),
    );
  }
  if (p.damage > 0) status.push(tr(strings, 'widget.board.damage', { n: p.damage }));
  const stats =
    p.power !== undefined && p.toughness !== undefined
      ? `${p.power}/${p.toughness}`
      : p.loyalty !== undefined
        ? tr(strings, 'widget.board.loyalty', { n: p.loyalty })
        : p.defense !== undefined
          ? tr(strings, 'widget.board.defense', { n: p.defense })
          : '';
  return (
    <li
      class={`permanent${p.tapped ? ' is-tapped' : ''}${p.attacking ? ' is-attacking' : ''}${p.blocking?.length ? ' is-blocking' : ''}`}
    >
      <span class="permanent-name">{nameIn(p.name, p.nameZh, lang)}</span>
      {stats && <span class="permanent-stats">{stats}</span>}
      {p.keywords.length > 0 && (
        <span class="permanent-keywords">
          {p.keywords.map((k) => keywordLabel(strings, k)).join(tr(strings, 'widget.list.sep'))}
        </span>
      )}
      {status.length > 0 && <span class="permanent-status">{status.join(' · ')}</span>}
    </li>
  );
}

export function Board({ board, lang, strings }: { board: BoardView; lang: Lang; strings: Strings }) {
  const playerName = (id: string | null) => {
    const p = board.players.find((x) => x.id === id);
    return p ? nameIn(p.name, p.nameZh, lang) : (id ?? '—');
  };
  return (
    <div class="board">
      <p class="board-status">
        <span>{tr(strings, 'widget.board.turn', { n: board.turn, player: playerName(board.activePlayer) })}</span>
        {' · '}
        <span>{tr(strings, 'widget.board.step', { step: stepLabel(strings, board.step) })}</span>
        {' · '}
        <span>
          {board.priority
            ? tr(strings, 'widget.board.priority', { player: playerName(board.priority) })
            : tr(strings, 'widget.board.noPriority')}
        </span>
        {board.decision && board.decision.kind !== 'priority' && (
          <>
            {' · '}
            <span>
              {tr(strings, 'widget.board.decision', {
                player: playerName(board.decision.player),
                kind: tr(strings, `widget.decision.${board.decision.kind}`),
              })}
            </span>
          </>
        )}
      </p>
      <div class="board-players">
        {board.players.map((pl) => (
          // A group, not a region: a trace can show several boards at once (an alternative's beside the position's).
          <div
            role="group"
            class={`board-player${pl.active ? ' is-active' : ''}`}
            aria-label={nameIn(pl.name, pl.nameZh, lang)}
          >
            <h3>
              {nameIn(pl.name, pl.nameZh, lang)}{' '}
              <span class="life">{tr(strings, 'widget.board.life', { n: pl.life })}</span>
              {pl.lost && <span class="lost"> {tr(strings, 'widget.board.lost')}</span>}
            </h3>
            {(pl.command || pl.schemeDeck !== undefined) && (
              <p class="board-command">
                {pl.command &&
                  tr(strings, 'widget.board.command', {
                    objects: pl.command.map((o) => nameIn(o.name, o.nameZh, lang)).join(tr(strings, 'widget.list.sep')),
                  })}
                {pl.command && pl.schemeDeck !== undefined && ' · '}
                {pl.schemeDeck !== undefined && tr(strings, 'widget.board.schemeDeck', { n: pl.schemeDeck })}
              </p>
            )}
            <ul class="permanents">
              {board.battlefield
                .filter((p) => p.controller === pl.id)
                .map((p) => (
                  <Permanent p={p} lang={lang} strings={strings} />
                ))}
              {board.battlefield.every((p) => p.controller !== pl.id) && (
                <li class="empty">{tr(strings, 'widget.board.noPermanents')}</li>
              )}
            </ul>
          </div>
        ))}
      </div>
      <div class="board-stack">
        <strong>{tr(strings, 'widget.board.stack')}</strong>{' '}
        {board.stack.length === 0 ? (
          <span>{tr(strings, 'widget.board.stackEmpty')}</span>
        ) : (
          // Whose each object is: the "you" of its text is its controller.
          <ol>
            {[...board.stack].reverse().map((s) => (
              <li>
                {s.controller
                  ? tr(strings, 'widget.board.stackItem', {
                      player: playerName(s.controller),
                      text: inLang(s.label, lang),
                    })
                  : inLang(s.label, lang)}
              </li>
            ))}
          </ol>
        )}
      </div>
      <p class="board-legend">
        <span class="legend-active" aria-hidden="true">
          ●
        </span>{' '}
        {tr(strings, 'widget.board.legendActive')}
        {' · '}
        <i>{tr(strings, 'widget.board.legendTappedName')}</i>
        {tr(strings, 'widget.board.legendTapped')}
        {' · '}
        {tr(strings, 'widget.board.legendYou')}
      </p>
    </div>
  );
}
