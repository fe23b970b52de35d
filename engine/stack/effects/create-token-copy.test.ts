// 111.1, 701.6, 707.2: "create a token that's a copy of [permanent]".
import { beforeEach, describe, expect, it } from 'vitest';
import type { EffectDef } from '../../core/cards';
import type { GameState } from '../../core/state';
import { abilityOnStack, creature, mainPhase, runHandler } from '../../game/test-kit';
import { characteristics } from '../../objects/characteristics';
import { createTokenCopy } from './create-token-copy';

type TokenCopy = Extract<EffectDef, { type: 'create a token copy' }>;

const item = (e: TokenCopy, targets: string[]) => abilityOnStack(e, { id: 'spell', kind: 'spell', targets });

describe('707.2: create-token-copy handler', () => {
  let s: GameState;
  beforeEach(() => {
    s = mainPhase([{ id: 'ox', card: creature('Ox', 2, 4), controller: 'B' }]);
  });

  it('111.1, 701.6, 707.2: "create a token that\'s a copy of target creature": its controller gets a token with the original\'s copiable values, on the battlefield', () => {
    const e: TokenCopy = { type: 'create a token copy', target: 'target creature' };
    const ctx = runHandler(s, createTokenCopy, item(e, ['ox']), e);
    const token = s.battlefield.find((id) => s.objects[id].token);
    expect(token).toBeDefined();
    expect(ctx.events).toEqual([
      { type: 'token-created', rules: ['111.1', '701.6', '707.2'], object: token, source: 'src' },
    ]);
    const c = characteristics(s, s.objects[token!]);
    expect([c.name, c.power, c.toughness, s.objects[token!].controller]).toEqual(['Ox', 2, 4, 'A']);
  });

  it('608.2b: an original gone by resolution — no token', () => {
    const e: TokenCopy = { type: 'create a token copy', target: 'target creature' };
    const ctx = runHandler(s, createTokenCopy, item(e, ['gone']), e);
    expect(ctx.events).toEqual([]);
    expect(s.battlefield).toEqual(['ox']);
  });
});
