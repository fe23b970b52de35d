// The engine speaks in codes and parameters (engine/messages renders them); the widgets show its
// events, refusals and questions in words, both languages at hand, names looked up in the state.
import { eventMessage, type GameEvent, type NameBook } from '../../../engine/index';
import type { TraceEvent } from './TracePlayer';

/** The engine's events in words, leaving out those not worth a line of their own. */
export function traceEvents(events: readonly GameEvent[], names: NameBook): TraceEvent[] {
  return events.flatMap((e) => {
    const message = eventMessage(e, names);
    return message ? [{ type: e.type, rules: e.rules, message }] : [];
  });
}
