// How an event refers to a spell or ability on the stack: its id, kind, source and card text, so
// that messages can name it after it has left the stack.
import type { StackItemRef } from '../core/events';
import type { StackItem } from '../core/state';

export function itemRef(item: Pick<StackItem, 'id' | 'kind' | 'source' | 'text'>): StackItemRef {
  return { object: item.id, kind: item.kind, source: item.source, ...(item.text ? { text: item.text } : {}) };
}
