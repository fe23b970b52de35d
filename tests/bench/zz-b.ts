import { randomBoard } from '../../engine/continuous/random-boards.ts';
import { battlefieldCharacteristics } from '../../engine/continuous/layers.ts';
import { mulberry } from '../../engine/game/random-play.ts';
for (const seed of [1, 2, 3]) {
  const s = randomBoard(mulberry(seed), { permanents: 100, effects: 35, statics: 0.15 });
  const statics = s.battlefield.filter((id) => (s.objects[id].card.abilities ?? []).length).length;
  for (let i = 0; i < 20; i++) battlefieldCharacteristics(s);
  const t = performance.now();
  const n = 100;
  for (let i = 0; i < n; i++) battlefieldCharacteristics(s);
  console.log(seed, 'statics', statics, 'effects', s.effects.length, ((performance.now() - t) / n).toFixed(3), 'ms');
}
