// The subtypes the engine's cards use (tests/fixtures, the engine's test cards, the layers widget's
// presets; 205.3), English → Chinese: the names the Chinese rules (community translation) give them
// in their lists of subtypes, 205.3g–q, where each list follows the English order. A subtype is
// its English word in English, so the English vocabulary needs no table (en/vocabulary.ts); the
// Chinese vocabulary looks them up here (zh/vocabulary.ts), and the site's layers widget takes
// them from the vocabulary (src/i18n `widget.subtype.*`). tests/unit/subtypes.test.ts checks every
// entry against the newest edition's lists and that every subtype the cards use is here. A
// subtype not here is said in English.
// The rules mark a provisional translation by adding the English word in brackets (气球[Balloon]);
// no subtype here has one — such a subtype would keep its English word, with a comment saying so.

/** Subtype → its Chinese name (205.3g artifact, 205.3h enchantment, 205.3i land, 205.3j
 *  planeswalker, 205.3m creature, 205.3n planar, 205.3q battle types), in English alphabetical order. */
export const SUBTYPES_ZH: Readonly<Record<string, string>> = {
  Alara: '阿拉若',
  Angel: '天使',
  Ape: '猿猴',
  Archer: '弓箭手',
  Ashiok: '安梭苛',
  Attraction: '景点',
  Aura: '灵气',
  Avatar: '圣者',
  Bear: '熊',
  Beast: '野兽',
  Berserker: '狂战士',
  Bird: '鸟',
  Boar: '野猪',
  Cat: '猫',
  Chandra: '茜卓',
  Cleric: '僧侣',
  Demon: '恶魔',
  Dinosaur: '恐龙',
  Dog: '狗',
  Dragon: '龙',
  Drake: '龙兽',
  Druid: '德鲁伊',
  Elemental: '元素',
  Elephant: '象',
  Elf: '妖精',
  Equipment: '武具',
  Forest: '树林',
  Fortification: '工事',
  Goblin: '鬼怪',
  Golem: '魔像',
  Human: '人类',
  Island: '海岛',
  Knight: '骑士',
  Lizard: '蜥蜴',
  Minotaur: '牛头怪',
  Monk: '修行僧',
  Mountain: '山脉',
  Myr: '秘耳',
  Ninja: '忍者',
  Ogre: '食人魔',
  Pegasus: '飞马',
  Phyrexian: '非瑞人',
  Pirate: '海盗',
  Plains: '平原',
  Plant: '植物',
  Rune: '符文',
  Saga: '传纪',
  Saproling: '腐生物',
  Serpent: '巨蛇',
  Shapeshifter: '变形兽',
  Siege: '围攻',
  Soldier: '士兵',
  Spider: '蜘蛛',
  Spirit: '精怪',
  Swamp: '沼泽',
  Thopter: '振翼机',
  Treefolk: '树妖',
  Wall: '墙',
  Warrior: '战士',
  Wizard: '法术师',
  Wurm: '亚龙',
  Zombie: '灵俑',
};

/** The subtypes the engine has a Chinese name for. */
export const SUBTYPE_NAMES: readonly string[] = Object.keys(SUBTYPES_ZH);

/** A subtype's Chinese name; its English word where there is none. */
export const subtypeZh = (name: string): string => (Object.hasOwn(SUBTYPES_ZH, name) ? SUBTYPES_ZH[name] : name);
