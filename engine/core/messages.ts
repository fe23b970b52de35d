// What a message is made of. The engine never writes prose: an event, a refusal, a decision or a
// setup error is a code and parameters, and messages/ renders it in English or Chinese. A
// parameter is a number, a word of the engine's vocabulary (a step, a keyword, a colour…), the id
// of a player or object (named as the message is rendered), content in both languages from the
// card data (a name, a card's rules text), another message (a reason), or a list of these.
import type { Bilingual } from './vocabulary';

export type MessageParam = string | number | boolean | null | Bilingual | Message | readonly MessageParam[];

export type MessageParams = Readonly<Record<string, MessageParam | undefined>>;

/** A message: a code and its parameters. */
export interface Message {
  code: string;
  params: MessageParams;
}
