import type { PhotoItem } from '../types';

/**
 * Part 1 — Photographs. Original items written for TOEIC Ace. There is no image: `scene`
 * describes the photograph in words of its own (never the keyed statement's), and `options` are
 * the four statements the narrator reads.
 */
export const part1: PhotoItem[] = [
  // ── Level 1 (under 500): one person or two, one clear action, everyday words ──
  {
    id: 'bank-p1-l1-01',
    difficulty: 1,
    scene:
      'A woman is sitting at a desk and typing on a laptop computer. A coffee cup is standing next to the laptop.',
    options: [
      'A woman is typing on a computer.',
      'A woman is drinking from a cup.',
      'A woman is standing by a window.',
      'A woman is closing a laptop.',
    ],
    correctAnswer: 0,
    explanation: {
      zh: '照片中的女子正在笔记本电脑上打字，所以 (A) 正确。杯子虽然就在电脑旁边，但她并没有在喝，所以 (B) 是错的。',
      ja: '女性はノートパソコンでタイピングしているので (A) が正解です。カップはパソコンの横にありますが、飲んではいないので (B) は誤りです。',
      en: 'The woman is typing on a laptop, so (A) is correct. The cup is next to the laptop, but she is not drinking from it, so (B) is wrong.',
    },
    tags: ['action', 'office'],
  },
  {
    id: 'bank-p1-l1-02',
    difficulty: 1,
    scene:
      'A man wearing a helmet is riding a bicycle along a city street. Several cars are parked at the side of the road.',
    options: [
      'A man is fixing a bicycle.',
      'A man is taking off a helmet.',
      'A man is riding a bicycle.',
      'A man is getting into a car.',
    ],
    correctAnswer: 2,
    explanation: {
      zh: '男子戴着头盔在街上骑自行车，所以 (C) 正确。(B) 提到了头盔，但他是戴着头盔，并没有在摘下来。',
      ja: '男性はヘルメットをかぶって自転車に乗っているので (C) が正解です。(B) はヘルメットに触れていますが、脱いでいるところではありません。',
      en: 'The man is riding his bicycle down the street, so (C) is correct. (B) mentions the helmet, but he is wearing it, not taking it off.',
    },
    tags: ['action', 'transportation'],
  },
  {
    id: 'bank-p1-l1-03',
    difficulty: 1,
    scene:
      'Two people in business suits are shaking hands in an office lobby. Both of them are smiling.',
    options: [
      'They are sitting on a sofa.',
      'They are shaking hands.',
      'They are waving goodbye.',
      'They are carrying boxes.',
    ],
    correctAnswer: 1,
    explanation: {
      zh: '两个人正在握手，所以 (B) 正确。(C) “挥手告别”同样是手部动作，但照片中他们是在握手，并不是在挥手。',
      ja: '二人は握手をしているので (B) が正解です。(C) の「手を振って別れを告げている」も手の動作ですが、写真の二人は手を振ってはいません。',
      en: 'The two people are shaking hands, so (B) is correct. (C) also describes a hand movement, but they are not waving goodbye.',
    },
    tags: ['action', 'office'],
  },
  {
    id: 'bank-p1-l1-04',
    difficulty: 1,
    scene:
      'A chef in a white uniform is cutting vegetables on a wooden board in a restaurant kitchen. A large pot is sitting on the stove behind him.',
    options: [
      'A chef is washing the dishes.',
      'A chef is serving customers.',
      'A chef is cooking soup on a stove.',
      'A chef is cutting vegetables.',
    ],
    correctAnswer: 3,
    explanation: {
      zh: '厨师正在木砧板上切菜，所以 (D) 正确。炉子上虽然放着一口锅，但他并没有在煮汤，所以 (C) 是错的。',
      ja: 'シェフはまな板の上で野菜を切っているので (D) が正解です。コンロに鍋はありますが、スープを作ってはいないので (C) は誤りです。',
      en: 'The chef is cutting vegetables on a board, so (D) is correct. There is a pot on the stove, but he is not cooking soup, so (C) is wrong.',
    },
    tags: ['action', 'restaurant'],
  },
  {
    id: 'bank-p1-l1-05',
    difficulty: 1,
    scene:
      'A woman is holding a green watering can and watering plants in a garden. A car is parked in the driveway behind her.',
    options: [
      'A woman is picking flowers.',
      'A woman is planting a tree.',
      'A woman is watering some plants.',
      'A woman is washing a car.',
    ],
    correctAnswer: 2,
    explanation: {
      zh: '女子正拿着洒水壶给植物浇水，所以 (C) 正确。(D) 中的 washing 与 watering 发音相近，而且车确实在照片里，但她并没有在洗车。',
      ja: '女性はじょうろで植物に水をやっているので (C) が正解です。(D) の washing は watering と音が似ており車も写っていますが、洗車はしていません。',
      en: 'She is watering the plants with a watering can, so (C) is correct. (D) uses "washing", which sounds like "watering", and a car is in the photo, but she is not washing it.',
    },
    tags: ['similar sound', 'daily life'],
  },

  // ── Level 2 (500–600): more people and places, simple location and object traps ──
  {
    id: 'bank-p1-l2-01',
    difficulty: 2,
    scene:
      'Several passengers with bags are standing on a train platform, looking down the track. A train is approaching the station in the distance.',
    options: [
      'Passengers are getting on a bus.',
      'The platform is empty.',
      'A man is buying a ticket.',
      'Some people are waiting on a platform.',
    ],
    correctAnswer: 3,
    explanation: {
      zh: '几位乘客站在站台上等车，所以 (D) 正确。照片中站台上有人，所以 (B) “站台空无一人”错误；(A) 说的是公交车，与照片中的火车不符。',
      ja: '乗客がホームに立って電車を待っているので (D) が正解です。ホームには人がいるので (B) は誤りで、(A) はバスの話なので写真と合いません。',
      en: 'Several people are standing on the platform waiting, so (D) is correct. (B) is wrong because the platform is not empty, and (A) mentions a bus, not a train.',
    },
    tags: ['people', 'transportation'],
  },
  {
    id: 'bank-p1-l2-02',
    difficulty: 2,
    scene:
      'In a warehouse, a man is placing cardboard boxes onto a metal shelf. A forklift is parked in the background with nobody in it.',
    options: [
      'A man is putting boxes on a shelf.',
      'A man is driving a forklift.',
      'A man is opening a box.',
      'Some boxes are being loaded onto a truck.',
    ],
    correctAnswer: 0,
    explanation: {
      zh: '男子正在把纸箱放到货架上，所以 (A) 正确。叉车虽然在背景中，但停在那里没有人驾驶，所以 (B) 是错的。',
      ja: '男性は段ボール箱を棚に置いているので (A) が正解です。フォークリフトは奥に停まっているだけで誰も運転していないため、(B) は誤りです。',
      en: 'The man is placing boxes on a shelf, so (A) is correct. The forklift is in the background, but it is parked and nobody is driving it, so (B) is wrong.',
    },
    tags: ['action', 'warehouse'],
  },
  {
    id: 'bank-p1-l2-03',
    difficulty: 2,
    scene:
      'A woman is sitting at an outdoor café table, looking at a menu. A waiter holding a small notepad is standing beside her.',
    options: [
      'A woman is paying the bill.',
      'A waiter is pouring coffee.',
      'A woman is reading a menu.',
      'A waiter is clearing the table.',
    ],
    correctAnswer: 2,
    explanation: {
      zh: '女子正在看菜单，所以 (C) 正确。服务员只是拿着记事本站在旁边，并没有倒咖啡或收拾桌子，所以 (B) 和 (D) 都不对。',
      ja: '女性はメニューを見ているので (C) が正解です。ウェイターはメモ帳を持って横に立っているだけで、コーヒーを注いだりテーブルを片付けたりしていないので (B)(D) は誤りです。',
      en: 'The woman is looking at a menu, so (C) is correct. The waiter is only standing with a notepad; he is not pouring coffee or clearing the table, so (B) and (D) are wrong.',
    },
    tags: ['action', 'restaurant'],
  },
  {
    id: 'bank-p1-l2-04',
    difficulty: 2,
    scene:
      'A group of coworkers is seated around a conference table. A woman at the front of the room is pointing at a chart on a large screen.',
    options: [
      'The people are leaving the room.',
      'A woman is pointing at a screen.',
      'A man is turning off a projector.',
      'The chairs are stacked in a corner.',
    ],
    correctAnswer: 1,
    explanation: {
      zh: '前面的女子正指着屏幕上的图表，所以 (B) 正确。其他人都坐在桌旁，并没有离开房间，所以 (A) 错误。',
      ja: '前に立つ女性がスクリーンのグラフを指さしているので (B) が正解です。ほかの人たちは席に座っていて部屋を出ようとはしていないので (A) は誤りです。',
      en: 'The woman at the front is pointing at a chart on the screen, so (B) is correct. The others are seated at the table, not leaving the room, so (A) is wrong.',
    },
    tags: ['action', 'meetings'],
  },
  {
    id: 'bank-p1-l2-05',
    difficulty: 2,
    scene:
      'A man is pushing a shopping cart down a supermarket aisle. The shelves on both sides are full of canned food.',
    options: [
      'A man is pushing a cart.',
      'A man is stocking shelves.',
      'The shelves are empty.',
      'A man is paying with a card.',
    ],
    correctAnswer: 0,
    explanation: {
      zh: '男子正推着购物车走在货架之间，所以 (A) 正确。(D) 中的 card 与 cart 发音相似，是常见的听音陷阱；而货架是满的，所以 (C) 也不对。',
      ja: '男性はショッピングカートを押しているので (A) が正解です。(D) の card は cart と音が似たひっかけで、棚は商品でいっぱいなので (C) も誤りです。',
      en: 'The man is pushing a shopping cart, so (A) is correct. (D) uses "card", which sounds like "cart", and the shelves are full, so (C) is wrong too.',
    },
    tags: ['similar sound', 'retail'],
  },

  // ── Level 3 (600–700): scenes without people, states vs. actions, position words ──
  {
    id: 'bank-p1-l3-01',
    difficulty: 3,
    scene:
      'An empty meeting room with a long table. The chairs have been pushed in neatly around the table, and a water pitcher sits in the middle of it.',
    options: [
      'Some people are sitting at the table.',
      'Chairs have been arranged around a table.',
      'A pitcher is being filled with water.',
      'The table is being cleaned.',
    ],
    correctAnswer: 1,
    explanation: {
      zh: '椅子已经整齐地摆放在桌子周围，用现在完成时被动语态描述状态的 (B) 正确。房间里没有人，所以 “正在被装水” 的 (C) 和 “正在被擦拭” 的 (D) 都不可能。',
      ja: '椅子はテーブルの周りにきちんと並べられているので、完了形の受動態で状態を表す (B) が正解です。部屋には誰もいないため、進行形の受動態 (C)「水が注がれている」や (D) は成り立ちません。',
      en: 'The chairs are already placed neatly around the table, so (B), a present-perfect passive describing a state, is correct. No one is in the room, so nothing can be "being filled" or "being cleaned" as in (C) and (D).',
    },
    tags: ['passive progressive', 'office'],
  },
  {
    id: 'bank-p1-l3-02',
    difficulty: 3,
    scene:
      'A woman is hanging her coat on a hook by the door of an office. An umbrella is leaning against the wall below the hook.',
    options: [
      "She's opening an umbrella.",
      "She's putting on a coat.",
      "She's locking a door.",
      "She's hanging up a coat.",
    ],
    correctAnswer: 3,
    explanation: {
      zh: '女子正把外套挂到门边的挂钩上，所以 (D) 正确。(B) 的 putting on 是“穿上”，与“挂起来”的动作不同；雨伞只是靠在墙边，所以 (A) 也不对。',
      ja: '女性はコートをドアの横のフックに掛けているので (D) が正解です。(B) の putting on は「着る」という意味で動作が異なり、傘は壁に立てかけてあるだけなので (A) も誤りです。',
      en: 'She is hanging her coat on a hook, so (D) is correct. (B) "putting on" means wearing it, which is a different action, and the umbrella is just leaning against the wall, so (A) is wrong.',
    },
    tags: ['action', 'office'],
  },
  {
    id: 'bank-p1-l3-03',
    difficulty: 3,
    scene:
      'Several small boats are tied up along a wooden pier. The water is calm, and no people can be seen.',
    options: [
      'Some boats are docked at a pier.',
      'Some people are fishing from a pier.',
      'A boat is sailing across a lake.',
      'A pier is being repaired.',
    ],
    correctAnswer: 0,
    explanation: {
      zh: '几条小船系在木码头边停泊着，所以 (A) 正确。照片中没有人，所以 (B) “有人在钓鱼”和 (D) “码头正在维修”都不成立。',
      ja: '小舟が木の桟橋に係留されているので (A) が正解です。写真には人がいないので、(B) の釣りをしている人や (D) の修理中という描写は当てはまりません。',
      en: 'The boats are tied up along the pier, so (A) "docked at a pier" is correct. There are no people, so (B) "fishing" and (D) "being repaired" cannot be true.',
    },
    tags: ['scenery', 'outdoors'],
  },
  {
    id: 'bank-p1-l3-04',
    difficulty: 3,
    scene:
      "A man in a technician's uniform is kneeling on the floor and repairing a photocopier. The front panel of the machine is open, and tools are spread out on the floor.",
    options: [
      'A technician is making copies.',
      'A photocopier is being carried out of the room.',
      'A man is working on a machine.',
      'Some tools are being put in a box.',
    ],
    correctAnswer: 2,
    explanation: {
      zh: '男子正在修理复印机，用 working on a machine 概括的 (C) 正确。(A) 说“在复印”，虽然提到了复印机相关的词，但他是在维修，而不是在使用它。',
      ja: '男性はコピー機を修理しているので、working on a machine と言い換えた (C) が正解です。(A) はコピーを取っているという意味で、修理の場面とは異なります。',
      en: 'The man is repairing the photocopier, which (C) paraphrases as "working on a machine". (A) matches the machine but not the action: he is fixing it, not making copies.',
    },
    tags: ['paraphrase', 'office'],
  },
  {
    id: 'bank-p1-l3-05',
    difficulty: 3,
    scene:
      'Lamps hang from the ceiling above a row of reading tables in a library. Books are lined up on shelves along every wall, and no one is in the room.',
    options: [
      'Some people are reading at the tables.',
      'Books are being placed on a cart.',
      'A lamp is being installed.',
      'Shelves are lined with books.',
    ],
    correctAnswer: 3,
    explanation: {
      zh: '墙边的书架上摆满了书，所以 (D) 正确。房间里没有人，而 (B) 和 (C) 的“正在被……”都需要有人在做动作，因此不成立。',
      ja: '壁際の棚に本がずらりと並んでいるので (D) が正解です。部屋には誰もいないので、人の動作を表す (B)(C) の進行形受動態は当てはまりません。',
      en: 'The shelves along the walls are full of books, so (D) is correct. Nobody is in the room, so the "being placed" and "being installed" actions in (B) and (C) cannot be happening.',
    },
    tags: ['passive progressive', 'public places'],
  },

  // ── Level 4 (700–800): passive progressive vs. perfect, less common verbs ──
  {
    id: 'bank-p1-l4-01',
    difficulty: 4,
    scene:
      'A worker standing on a ladder is painting the outside wall of a house with a roller. A paint can is resting on the top step of the ladder.',
    options: [
      'A ladder is being folded up.',
      'A worker is climbing down some stairs.',
      'A wall is being painted.',
      'A paint can has been knocked over.',
    ],
    correctAnswer: 2,
    explanation: {
      zh: '工人正在粉刷墙壁，用现在进行时被动语态表达的 (C) 正确。油漆桶稳稳地放在梯子顶部，并没有被打翻，所以 (D) 错误；他站在梯子上，也不是在下楼梯。',
      ja: '作業員が壁を塗っている最中なので、進行形の受動態 (C) が正解です。ペンキ缶ははしごの上に置かれていて倒れてはいないので (D) は誤りで、階段を下りてもいません。',
      en: 'The worker is in the middle of painting the wall, so the passive progressive (C) is correct. The paint can is resting on the ladder, not knocked over, so (D) is wrong, and he is on a ladder, not stairs.',
    },
    tags: ['passive progressive', 'maintenance'],
  },
  {
    id: 'bank-p1-l4-02',
    difficulty: 4,
    scene:
      'Fruit and vegetables are displayed in wooden crates at an outdoor market stall. The vendor is weighing apples on a scale while a customer watches.',
    options: [
      'A customer is loading crates into a van.',
      'Some fruit is being weighed.',
      'The vendor is wrapping some flowers.',
      'The stall is being taken down.',
    ],
    correctAnswer: 1,
    explanation: {
      zh: '摊主正在秤上称苹果，所以用被动语态改写的 (B) “水果正在被称重”正确。木箱只是用来陈列商品，顾客并没有把它们搬上车，所以 (A) 错误。',
      ja: '売り手がりんごをはかりで量っているので、受動態で言い換えた (B) が正解です。木箱は商品の陳列に使われているだけで、客が車に積み込んではいないので (A) は誤りです。',
      en: 'The vendor is weighing apples, which (B) restates in the passive: "Some fruit is being weighed." The crates are used for display and the customer is only watching, so (A) is wrong.',
    },
    tags: ['passive progressive', 'retail'],
  },
  {
    id: 'bank-p1-l4-03',
    difficulty: 4,
    scene:
      'Two women wearing hard hats are examining a set of blueprints spread out on a table at a construction site. One of them is holding down a corner of the paper.',
    options: [
      "They're rolling up some plans.",
      "They're putting on safety helmets.",
      "They're unloading materials from a truck.",
      "They're reviewing some drawings.",
    ],
    correctAnswer: 3,
    explanation: {
      zh: '两人正在查看摊开的图纸，用 reviewing some drawings 改写的 (D) 正确。她们已经戴着安全帽，putting on 表示“正在戴上”的动作，所以 (B) 错误；图纸是摊开的，不是在卷起来。',
      ja: '二人は広げた図面を確認しているので、reviewing some drawings と言い換えた (D) が正解です。ヘルメットはすでにかぶっており、putting on は「かぶる動作」を表すので (B) は誤りです。',
      en: 'The women are studying blueprints spread on a table, which (D) paraphrases as "reviewing some drawings". They are already wearing hard hats; "putting on" describes the act of dressing, so (B) is wrong.',
    },
    tags: ['wearing vs putting on', 'construction'],
  },
  {
    id: 'bank-p1-l4-04',
    difficulty: 4,
    scene:
      'A row of bicycles is parked in a metal rack in front of a brick building. One bicycle has a basket attached to its handlebars. No people are present.',
    options: [
      'Some bicycles are lined up in a rack.',
      'Some cyclists are racing down a road.',
      'A basket is being filled with groceries.',
      'A bicycle is being repaired.',
    ],
    correctAnswer: 0,
    explanation: {
      zh: '自行车整齐地停放在车架里，所以 (A) 正确。照片中没有人，因此 (C) “车筐正在被装入食品”和 (D) “正在修车”这类需要有人操作的描述都不成立。',
      ja: '自転車がラックに一列に並んでいるので (A) が正解です。写真に人はいないため、(C) の「かごに食料品が入れられている」や (D) の修理中といった動作の描写は成り立ちません。',
      en: 'The bicycles stand in a row in the rack, so (A) is correct. No one is present, so actions such as a basket "being filled" in (C) or a bicycle "being repaired" in (D) cannot be happening.',
    },
    tags: ['object position', 'outdoors'],
  },
  {
    id: 'bank-p1-l4-05',
    difficulty: 4,
    scene:
      'A man is reaching up to take a file folder from the top shelf of a tall cabinet. Several drawers in the lower part of the cabinet have been left open.',
    options: [
      "He's closing a drawer.",
      "He's reaching for a folder.",
      "He's climbing a stepladder.",
      'Some cabinets are being moved.',
    ],
    correctAnswer: 1,
    explanation: {
      zh: '男子正伸手去拿最上层的文件夹，所以 (B) 正确。下方的抽屉是开着的，但他并没有在关抽屉，所以 (A) 错误。',
      ja: '男性は最上段のファイルに手を伸ばしているので (B) が正解です。下の引き出しは開いていますが、閉めている動作ではないので (A) は誤りです。',
      en: 'The man is reaching up for a folder on the top shelf, so (B) is correct. Some drawers are open, but he is not closing them, so (A) is wrong.',
    },
    tags: ['action', 'office'],
  },

  // ── Level 5 (over 800): abstract paraphrase, state vs. action, formal vocabulary ──
  {
    id: 'bank-p1-l5-01',
    difficulty: 5,
    scene:
      'A long banquet table is set with plates, folded napkins and wine glasses, but no guests have arrived yet. In the background, a server is lighting candles on a side table.',
    options: [
      'Place settings have been arranged on a table.',
      'Guests are being shown to their seats.',
      'Napkins are being folded by a server.',
      'Glasses are being filled.',
    ],
    correctAnswer: 0,
    explanation: {
      zh: '餐具已经摆放好，用 place settings 概括的 (A) 正确。餐巾是“已经叠好”的状态，而 (C) 用进行时被动语态表示“正在被叠”，服务员实际上是在点蜡烛，所以错误。',
      ja: '食器類はすでにセットされているので、place settings とまとめた (A) が正解です。ナプキンは「たたまれた状態」であり、(C) の進行形受動態「たたまれている最中」ではありません。給仕係はろうそくに火をつけています。',
      en: 'Plates, napkins and glasses are already set out, which (A) sums up as "place settings have been arranged". The napkins are already folded; (C) says they are being folded right now, but the server is lighting candles.',
    },
    tags: ['passive progressive', 'events'],
  },
  {
    id: 'bank-p1-l5-02',
    difficulty: 5,
    scene:
      'On a balcony, a woman is bending over the railing to adjust a potted plant on the ledge. Laundry is hanging on a line behind her.',
    options: [
      "She's hanging laundry out to dry.",
      'Some pots are being stacked on the floor.',
      "She's tending to a plant.",
      "She's leaning against a wall.",
    ],
    correctAnswer: 2,
    explanation: {
      zh: '女子正在摆弄花盆里的植物，用 tending to a plant（照料植物）改写的 (C) 正确。衣服虽然挂在她身后，但她并没有在晾衣服，所以 (A) 是利用照片中物体设置的陷阱。',
      ja: '女性は鉢植えの植物の手入れをしているので、tending to a plant と言い換えた (C) が正解です。洗濯物は後ろに干してありますが、彼女が干しているわけではないので (A) は写真の物を使ったひっかけです。',
      en: 'She is adjusting a potted plant, which (C) paraphrases as "tending to a plant". Laundry is hanging behind her, but she is not hanging it, so (A) is a trap built on an object in the photo.',
    },
    tags: ['paraphrase', 'daily life'],
  },
  {
    id: 'bank-p1-l5-03',
    difficulty: 5,
    scene:
      'A crane is lifting a steel beam above a partially built structure. Workers on the ground are watching the beam, and a cement mixer is parked nearby.',
    options: [
      'A beam is being welded into place.',
      'Some building materials are being hoisted.',
      'A cement mixer is being unloaded.',
      'The workers are assembling the crane.',
    ],
    correctAnswer: 1,
    explanation: {
      zh: '起重机正在吊起钢梁，(B) 用 building materials（建材）和 hoisted（吊起）进行了抽象改写，所以正确。钢梁还在空中，尚未被焊接固定，所以 (A) 错误。',
      ja: 'クレーンが鉄骨を吊り上げているので、building materials と hoisted で抽象的に言い換えた (B) が正解です。鉄骨はまだ宙にあり、溶接で固定されてはいないので (A) は誤りです。',
      en: 'The crane is lifting a steel beam, which (B) restates abstractly as "building materials are being hoisted". The beam is still in the air, not being welded into place, so (A) is wrong.',
    },
    tags: ['paraphrase', 'construction'],
  },
  {
    id: 'bank-p1-l5-04',
    difficulty: 5,
    scene:
      'An escalator in a shopping mall is roped off, and a sign on a stand has been placed in front of it. A few shoppers are walking toward the stairs next to it.',
    options: [
      'Shoppers are riding an escalator.',
      'A sign is being posted on a wall.',
      'Some stairs are being swept.',
      'Access to an escalator has been blocked.',
    ],
    correctAnswer: 3,
    explanation: {
      zh: '扶梯已被绳子拦住，用 access ... has been blocked 表达的 (D) 正确。顾客正走向旁边的楼梯，并没有乘坐扶梯，所以 (A) 错误；告示牌是立在支架上的，不是正在被贴到墙上。',
      ja: 'エスカレーターはロープで封鎖されているので、access ... has been blocked と表した (D) が正解です。買い物客は隣の階段へ向かっており乗ってはいないので (A) は誤りで、標識もスタンドに立ててあるだけです。',
      en: 'The escalator is roped off, which (D) expresses as "access ... has been blocked". Shoppers are heading for the stairs rather than riding it, so (A) is wrong, and the sign stands on a stand rather than being posted on a wall.',
    },
    tags: ['paraphrase', 'public places'],
  },
  {
    id: 'bank-p1-l5-05',
    difficulty: 5,
    scene:
      'Sunlight streams through the tall windows of an empty waiting area. Rows of seats are bolted to the floor facing each other, and a newspaper has been left on one of them.',
    options: [
      'Passengers are waiting in line.',
      'A newspaper is being distributed.',
      'Seats are positioned facing one another.',
      'The window blinds are being lowered.',
    ],
    correctAnswer: 2,
    explanation: {
      zh: '座椅成排相对而设，所以 (C) 正确。报纸只是被留在座位上，并没有人在分发，(B) 是利用照片中物体设置的陷阱；候车区空无一人，所以 (A) 也不对。',
      ja: '座席が向かい合うように並んでいるので (C) が正解です。新聞は座席に置き忘れられているだけで配られてはいないので (B) は写真の物を使ったひっかけです。待合所は無人なので (A) も誤りです。',
      en: 'The rows of seats face each other, so (C) is correct. The newspaper has simply been left on a seat, not handed out, so (B) is a trap; the area is empty, so (A) is wrong as well.',
    },
    tags: ['object position', 'transportation'],
  },
];
