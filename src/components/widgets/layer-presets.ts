// Scenarios for the layers widget: the Examples of 613 that the engine's card vocabulary can
// state (613.4d's three, 613.5's two, 613.6's four, 613.9's two), and three of our own —
// a dependency (613.8), a copy effect (layer 1a, 707.2). Each is permanents with their printed
// values and timestamps (613.7d), and the continuous effects of resolved spells and abilities
// (613.7b: each with its timestamp and the objects it found, 611.2c). Static abilities are on the
// cards (613.7a: they share their permanent's timestamp). Names and rules text in both languages.
// 613.9's first Example states its Auras as the effects they generate (the board has no
// attachments). Not offered: 613.7a's Example (an Equipment becoming attached, granting a static
// ability: the board has neither attachments nor granted abilities; tests/fixtures has it).
import type { AbilityDef, CardDef, LayerChange, Modification } from '../../../engine/types';

export type Side = 'you' | 'opp';

export interface PresetPermanent {
  id: string;
  card: CardDef;
  controller: Side;
  timestamp: number;
  /** Net +1/+1 counters. */
  counters?: number;
}

export interface PresetEffect {
  id: string;
  timestamp: number;
  /** The objects it applies to, fixed as it began (611.2c). */
  objects: string[];
  changes: Modification[];
  /** The spell's or ability's words, when the Example quotes them. */
  text?: { en: string; zh: string };
}

export interface LayerPreset {
  id: string;
  /** The Example it states (rule and number among that rule's Examples), or null for our own. */
  source: { rule: string; example: number } | null;
  permanents: PresetPermanent[];
  effects: PresetEffect[];
  /** The permanent whose layers are shown first. */
  inspect: string;
}

const card = (name: string, nameZh: string, types: string[], more: Partial<CardDef> = {}): CardDef => ({
  name,
  nameZh,
  types,
  colors: [],
  ...more,
});

const statics = (
  text: { en: string; zh: string },
  affects: Extract<AbilityDef, { kind: 'static' }>['affects'],
  ...changes: LayerChange[]
): AbilityDef[] => [{ kind: 'static', rule: 'continuous', affects, changes, text }];

const oneThree = card('1/3 creature', '1/3生物', ['Creature'], { power: 1, toughness: 3 });
const plusZeroOne: PresetEffect = {
  id: 'e1',
  timestamp: 2,
  objects: ['x'],
  changes: [{ layer: '7c', power: 0, toughness: 1 }],
};
const switchPT = (id: string, timestamp: number): PresetEffect => ({
  id,
  timestamp,
  objects: ['x'],
  changes: [{ layer: '7d' }],
});

const honor = card('Honor of the Pure', '纯净荣耀', ['Enchantment'], {
  colors: ['W'],
  abilities: statics(
    { en: 'White creatures you control get +1/+1.', zh: '由你操控的白色生物得+1/+1。' },
    { objects: 'creatures you control', color: 'W' },
    { layer: '7c', power: 1, toughness: 1 },
  ),
});

export const LAYER_PRESETS: LayerPreset[] = [
  {
    id: '613.4d-1',
    source: { rule: '613.4d', example: 1 },
    permanents: [{ id: 'x', card: oneThree, controller: 'you', timestamp: 1 }],
    effects: [
      plusZeroOne,
      switchPT('e2', 3),
      { id: 'e3', timestamp: 4, objects: ['x'], changes: [{ layer: '7c', power: 5, toughness: 0 }] },
    ],
    inspect: 'x',
  },
  {
    id: '613.4d-2',
    source: { rule: '613.4d', example: 2 },
    permanents: [{ id: 'x', card: oneThree, controller: 'you', timestamp: 1 }],
    effects: [plusZeroOne, switchPT('e2', 3)],
    inspect: 'x',
  },
  {
    id: '613.4d-3',
    source: { rule: '613.4d', example: 3 },
    permanents: [{ id: 'x', card: oneThree, controller: 'you', timestamp: 1 }],
    effects: [plusZeroOne, switchPT('e2', 3), switchPT('e3', 4)],
    inspect: 'x',
  },
  {
    id: '613.5-1',
    source: { rule: '613.5', example: 1 },
    permanents: [
      { id: 'honor', card: honor, controller: 'you', timestamp: 1 },
      {
        id: 'x',
        card: card('Black creature', '黑色生物', ['Creature'], { colors: ['B'], power: 2, toughness: 2 }),
        controller: 'you',
        timestamp: 2,
      },
    ],
    effects: [
      {
        id: 'e1',
        timestamp: 3,
        objects: ['x'],
        changes: [{ layer: '5', colors: ['W'] }],
        text: { en: 'turns the creature white', zh: '令该生物成为白色' },
      },
    ],
    inspect: 'x',
  },
  {
    id: '613.5-2',
    source: { rule: '613.5', example: 2 },
    permanents: [
      {
        id: 'ogre',
        card: card('Gray Ogre', '灰食人魔', ['Creature'], {
          subtypes: ['Ogre'],
          colors: ['R'],
          power: 2,
          toughness: 2,
        }),
        controller: 'you',
        timestamp: 1,
        counters: 1,
      },
      {
        id: 'ench',
        card: card('Enchantment', '结界', ['Enchantment'], {
          abilities: statics(
            { en: 'Creatures you control get +0/+2.', zh: '你所操控的生物得+0/+2。' },
            { objects: 'creatures you control' },
            { layer: '7c', power: 0, toughness: 2 },
          ),
        }),
        controller: 'you',
        timestamp: 3,
      },
    ],
    effects: [
      {
        id: 'e1',
        timestamp: 2,
        objects: ['ogre'],
        changes: [{ layer: '7c', power: 4, toughness: 4 }],
        text: { en: 'Target creature gets +4/+4 until end of turn.', zh: '目标生物得+4/+4直到回合结束。' },
      },
      {
        id: 'e2',
        timestamp: 4,
        objects: ['ogre'],
        changes: [{ layer: '7b', power: 0, toughness: 1 }],
        text: { en: 'Target creature becomes 0/1 until end of turn.', zh: '目标生物成为0/1直到回合结束。' },
      },
    ],
    inspect: 'ogre',
  },
  {
    id: '613.6-1',
    source: { rule: '613.6', example: 1 },
    permanents: [
      {
        id: 'x',
        card: card('Creature', '生物', ['Creature'], { colors: ['G'], power: 2, toughness: 2 }),
        controller: 'you',
        timestamp: 1,
      },
    ],
    effects: [
      {
        id: 'e1',
        timestamp: 2,
        objects: ['x'],
        changes: [
          { layer: '5', colors: ['U'] },
          { layer: '7c', power: 1, toughness: 1 },
        ],
        text: {
          en: 'This creature gets +1/+1 and becomes the color of your choice until end of turn. (Blue is chosen.)',
          zh: '此生物得+1/+1并成为你所选择的颜色直到回合结束。（选择蓝色。）',
        },
      },
    ],
    inspect: 'x',
  },
  {
    id: '613.6-2',
    source: { rule: '613.6', example: 2 },
    permanents: [
      {
        id: 'x',
        card: card('Creature', '生物', ['Creature'], { colors: ['G'], power: 3, toughness: 3 }),
        controller: 'opp',
        timestamp: 1,
      },
    ],
    effects: [
      {
        id: 'e1',
        timestamp: 2,
        objects: ['x'],
        changes: [
          { layer: '2', controller: 'you' },
          { layer: '6', gain: ['haste'] },
        ],
        text: {
          en: 'Act of Treason: Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.',
          zh: '叛行：直到回合结束，获得目标生物的操控权。重置该生物。它获得敏捷异能直到回合结束。',
        },
      },
    ],
    inspect: 'x',
  },
  {
    id: '613.6-3',
    source: { rule: '613.6', example: 3 },
    permanents: [
      { id: 'a', card: card('Noncreature artifact A', '非生物神器甲', ['Artifact']), controller: 'you', timestamp: 1 },
      { id: 'b', card: card('Noncreature artifact B', '非生物神器乙', ['Artifact']), controller: 'opp', timestamp: 2 },
      {
        id: 'c',
        card: card('Artifact creature', '神器生物', ['Artifact', 'Creature'], { power: 1, toughness: 1 }),
        controller: 'you',
        timestamp: 3,
      },
    ],
    effects: [
      {
        id: 'e1',
        timestamp: 4,
        objects: ['a', 'b'],
        changes: [
          { layer: '4', add: ['Creature'] },
          { layer: '7b', power: 2, toughness: 2 },
        ],
        text: {
          en: 'All noncreature artifacts become 2/2 artifact creatures until end of turn.',
          zh: '所有非生物神器成为2/2神器生物直到回合结束。',
        },
      },
    ],
    inspect: 'a',
  },
  {
    id: '613.6-4',
    source: { rule: '613.6', example: 4 },
    permanents: [
      {
        id: 'svogthos',
        card: card('Svogthos, the Restless Tomb', '不息之墓苏沃索', ['Land']),
        controller: 'you',
        timestamp: 1,
      },
    ],
    effects: [
      {
        id: 'e1',
        timestamp: 2,
        objects: ['svogthos'],
        changes: [
          { layer: '4', add: ['Creature'] },
          { layer: '7b', power: 3, toughness: 3 },
        ],
        text: {
          en: 'Until end of turn, target land becomes a 3/3 creature that’s still a land.',
          zh: '直到回合结束，目标地成为3/3生物且依然是地。',
        },
      },
      {
        id: 'e2',
        timestamp: 3,
        objects: ['svogthos'],
        changes: [{ layer: '7c', power: 1, toughness: 1 }],
        text: { en: 'Target creature gets +1/+1 until end of turn.', zh: '目标生物得+1/+1直到回合结束。' },
      },
      {
        id: 'e3',
        timestamp: 4,
        objects: ['svogthos'],
        changes: [
          { layer: '4', add: ['Creature'], addSubtypes: ['Plant', 'Zombie'] },
          { layer: '5', colors: ['B', 'G'] },
          { layer: '7b', power: 10, toughness: 10 },
        ],
        text: {
          en: 'Until end of turn, this land becomes a black and green Plant Zombie creature with “This creature’s power and toughness are each equal to the number of creature cards in your graveyard.” It’s still a land. (Ten creature cards: 10/10.)',
          zh: '直到回合结束，此地成为黑绿双色的植物／灵俑生物，且具有“此生物的力量与防御力各等于你坟墓场中生物牌的数量。”它依然是地。（十张生物牌：10/10。）',
        },
      },
    ],
    inspect: 'svogthos',
  },
  {
    id: '613.9-1',
    source: { rule: '613.9', example: 1 },
    permanents: [
      {
        id: 'x',
        card: card('Enchanted creature', '所结附的生物', ['Creature'], { power: 2, toughness: 2 }),
        controller: 'you',
        timestamp: 1,
      },
    ],
    effects: [
      {
        id: 'e1',
        timestamp: 2,
        objects: ['x'],
        changes: [{ layer: '6', gain: ['flying'] }],
        text: { en: 'An Aura: “Enchanted creature has flying.”', zh: '一个灵气：“所结附的生物具有飞行异能。”' },
      },
      {
        id: 'e2',
        timestamp: 3,
        objects: ['x'],
        changes: [{ layer: '6', lose: ['flying'] }],
        text: { en: 'An Aura: “Enchanted creature loses flying.”', zh: '一个灵气：“所结附的生物失去飞行异能。”' },
      },
    ],
    inspect: 'x',
  },
  {
    id: '613.9-2',
    source: { rule: '613.9', example: 2 },
    permanents: [
      {
        id: 'ench',
        card: card('Enchantment', '结界', ['Enchantment'], {
          abilities: statics(
            { en: 'White creatures get +1/+1.', zh: '白色生物得+1/+1。' },
            { objects: 'creatures', color: 'W' },
            { layer: '7c', power: 1, toughness: 1 },
          ),
        }),
        controller: 'you',
        timestamp: 1,
      },
      {
        id: 'x',
        card: card('Enchanted creature', '所结附的生物', ['Creature'], { colors: ['B'], power: 2, toughness: 2 }),
        controller: 'you',
        timestamp: 2,
      },
    ],
    effects: [
      {
        id: 'e1',
        timestamp: 3,
        objects: ['x'],
        changes: [{ layer: '5', colors: ['W'] }],
        text: { en: 'An Aura: “Enchanted creature is white.”', zh: '一个灵气：“所结附的生物为白色。”' },
      },
    ],
    inspect: 'x',
  },
  {
    id: 'dependency',
    source: null,
    permanents: [
      {
        id: 'ench',
        card: card('Enchantment', '结界', ['Enchantment'], {
          abilities: statics(
            { en: 'Each artifact is a 2/2 artifact creature.', zh: '每个神器都是2/2神器生物。' },
            { objects: 'permanents', type: 'Artifact' },
            { layer: '4', add: ['Creature'] },
            { layer: '7b', power: 2, toughness: 2 },
          ),
        }),
        controller: 'you',
        timestamp: 1,
      },
      { id: 'land', card: card('Land', '地', ['Land']), controller: 'you', timestamp: 2 },
    ],
    effects: [
      {
        id: 'e1',
        timestamp: 3,
        objects: ['land'],
        changes: [{ layer: '4', add: ['Artifact'] }],
        text: {
          en: 'Target land becomes an artifact in addition to its other types.',
          zh: '目标地除其原有类别外成为神器。',
        },
      },
    ],
    inspect: 'land',
  },
  {
    id: 'copy',
    source: null,
    permanents: [
      {
        id: 'angel',
        card: card('Angel', '天使', ['Creature'], {
          subtypes: ['Angel'],
          colors: ['W'],
          power: 4,
          toughness: 4,
          keywords: ['flying'],
        }),
        controller: 'opp',
        timestamp: 1,
      },
      {
        id: 'bear',
        card: card('Bear', '熊', ['Creature'], { subtypes: ['Bear'], colors: ['G'], power: 2, toughness: 2 }),
        controller: 'you',
        timestamp: 2,
      },
    ],
    effects: [
      {
        id: 'e1',
        timestamp: 3,
        objects: ['angel'],
        changes: [{ layer: '7c', power: 2, toughness: 2 }],
        text: { en: 'Target creature gets +2/+2 until end of turn.', zh: '目标生物得+2/+2直到回合结束。' },
      },
      {
        id: 'e2',
        timestamp: 4,
        objects: ['bear'],
        changes: [{ layer: '1a', copy: 'angel' }],
        text: { en: 'The Bear becomes a copy of the Angel.', zh: '熊成为天使的复制品。' },
      },
    ],
    inspect: 'bear',
  },
];
