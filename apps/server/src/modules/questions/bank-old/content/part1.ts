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
      'At a desk, a woman has both hands on the keyboard of an open notebook PC, and her eyes are on its screen. A full mug sits untouched beside it.',
    options: [
      'A woman is typing on a computer.',
      'A woman is drinking from a cup.',
      'A woman is standing by a window.',
      'A woman is closing a laptop.',
    ],
    correctAnswer: 0,
    explanation: {
      zh: '她双手放在笔记本电脑的键盘上看着屏幕，正在打字，(A) 正确。(B) 杯子就在旁边，但她没有在喝；(C) 她坐在桌前，不是站在窗边；(D) 电脑是打开的，她没有在合上它。',
      ja: '両手をノートパソコンのキーボードに置いて画面を見ているので、タイピング中の (A) が正解です。(B) マグは横にありますが飲んではいません。(C) 机に座っており、窓辺に立ってはいません。(D) パソコンは開いたままで、閉じてはいません。',
      en: 'Her hands are on the keyboard and her eyes on the screen, so (A) is correct. (B) The mug is beside her, but she is not drinking. (C) She is seated at a desk, not standing by a window. (D) The laptop is open; she is not closing it.',
    },
    tags: ['action', 'office'],
  },
  {
    id: 'bank-p1-l1-02',
    difficulty: 1,
    scene:
      'A man in a helmet is pedaling down a city street on two wheels, passing a line of cars parked at the curb.',
    options: [
      'A man is fixing a bicycle.',
      'A man is taking off a helmet.',
      'A man is riding a bicycle.',
      'A man is getting into a car.',
    ],
    correctAnswer: 2,
    explanation: {
      zh: '男子戴着头盔踩着车沿街行驶，也就是在骑自行车，(C) 正确。(A) 他在骑车，不是在修车；(B) 头盔戴在头上，他没有摘下；(D) 汽车只是停在路边，他没有上车。',
      ja: '男性はヘルメットをかぶってペダルをこぎながら通りを走っているので、自転車に乗っている (C) が正解です。(A) 修理ではなく走行中です。(B) ヘルメットはかぶったままで脱いでいません。(D) 車は路肩に止まっているだけで、乗り込んではいません。',
      en: 'He is pedaling down the street, so he is riding a bicycle: (C). (A) He is riding it, not fixing it. (B) The helmet is on his head; he is not taking it off. (D) The cars are only parked at the curb; he is not getting into one.',
    },
    tags: ['action', 'transportation'],
  },
  {
    id: 'bank-p1-l1-03',
    difficulty: 1,
    scene:
      'In an office lobby, two people in business suits are greeting each other, right hand clasped in right hand. Both of them are smiling.',
    options: [
      'They are sitting on a sofa.',
      'They are shaking hands.',
      'They are waving goodbye.',
      'They are carrying boxes.',
    ],
    correctAnswer: 1,
    explanation: {
      zh: '两人右手相握互相问候，就是在握手，(B) 正确。(A) 他们站着，没有坐在沙发上；(C) 是见面握手，不是挥手告别；(D) 照片里没有箱子。',
      ja: '二人は右手を握り合ってあいさつしているので、握手している (B) が正解です。(A) 二人は立っており、ソファに座っていません。(C) 握手であって、手を振って別れているのではありません。(D) 箱は写っていません。',
      en: 'Their right hands are clasped in greeting, so they are shaking hands: (B). (A) They are standing, not sitting on a sofa. (C) They are greeting each other, not waving goodbye. (D) There are no boxes in the picture.',
    },
    tags: ['action', 'office'],
  },
  {
    id: 'bank-p1-l1-04',
    difficulty: 1,
    scene:
      'In a restaurant kitchen, a chef in white is chopping carrots and onions with a knife on a wooden board. A large pot stands on the stove behind him.',
    options: [
      'A chef is washing the dishes.',
      'A chef is serving customers.',
      'A chef is cooking soup on a stove.',
      'A chef is cutting vegetables.',
    ],
    correctAnswer: 3,
    explanation: {
      zh: '厨师正在砧板上用刀切胡萝卜和洋葱，也就是在切蔬菜，(D) 正确。(A) 他没有在洗碗；(B) 他在厨房里，没有在招待客人；(C) 锅在他身后的炉子上，他并没有在煮汤，是利用照片中物品的陷阱。',
      ja: 'シェフはまな板の上でニンジンと玉ねぎを包丁で刻んでいるので、野菜を切っている (D) が正解です。(A) 皿洗いはしていません。(B) 厨房にいて接客はしていません。(C) 鍋は後ろのコンロにあるだけで、スープを作っているわけではない、写真の物を使ったひっかけです。',
      en: 'He is chopping carrots and onions on a board, so he is cutting vegetables: (D). (A) He is not washing dishes. (B) He is in the kitchen, not serving customers. (C) The pot is on the stove behind him, but he is not cooking with it; the option uses an object in the picture as a trap.',
    },
    tags: ['action', 'restaurant'],
  },
  {
    id: 'bank-p1-l1-05',
    difficulty: 1,
    scene:
      'In a garden, a woman is tipping a green can so that water pours over a row of flowering plants. A car is parked in the driveway behind her.',
    options: [
      'A woman is picking flowers.',
      'A woman is planting a tree.',
      'A woman is watering some plants.',
      'A woman is washing a car.',
    ],
    correctAnswer: 2,
    explanation: {
      zh: '她倾斜水壶把水浇在植物上，就是在浇花，(C) 正确。(A) 她没有摘花；(B) 她没有在种树；(D) 汽车停在她身后，她用水浇的是植物而不是车。',
      ja: 'じょうろを傾けて植物に水をかけているので、水やりをしている (C) が正解です。(A) 花を摘んではいません。(B) 木を植えてはいません。(D) 車は後ろに止まっているだけで、水をかけているのは植物です。',
      en: 'She is pouring water from a can over the plants, so (C) is correct. (A) She is not picking any flowers. (B) She is not planting a tree. (D) The car is parked behind her; the water is going on the plants, not the car.',
    },
    tags: ['similar sound', 'daily life'],
  },
  {
    id: 'bank-p1-l1-06',
    difficulty: 1,
    scene:
      'At a bus stop, an elderly man is sitting on a bench with a folded newspaper resting on his knees, his eyes on the pages.',
    options: [
      'A man is reading a newspaper.',
      'A man is getting on a bus.',
      'A man is buying a newspaper.',
      'A man is cleaning a bench.',
    ],
    correctAnswer: 0,
    explanation: {
      zh: '男子坐在长椅上，目光落在膝上的报纸上，也就是在看报，(A) 正确。(B) 他坐在车站长椅上，没有上车；(C) 报纸已经在他手里，他不是在买；(D) 他坐在长椅上，没有在擦长椅。',
      ja: '男性はベンチに座り、ひざの上の新聞に目を落としているので、新聞を読んでいる (A) が正解です。(B) バス停のベンチに座っており、バスに乗ってはいません。(C) 新聞はすでに手元にあり、買っているところではありません。(D) ベンチに座っているだけで、掃除はしていません。',
      en: 'His eyes are on the newspaper resting on his knees, so he is reading it: (A). (B) He is sitting at the stop, not boarding a bus. (C) The paper is already his; he is not buying one. (D) He is sitting on the bench, not cleaning it.',
    },
    tags: ['action', 'transportation'],
  },
  // ── Level 2 (500–600): groups of people, simple states ──
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
      zh: '乘客们提着包站在站台上望着驶来的列车，是在等车，(D) 正确。(A) 这里是火车站台，没有公交车；(B) 站台上有很多人，并不空；(C) 照片中没有人在买票。',
      ja: '乗客がかばんを持ってホームに立ち、近づく列車を見ているので、ホームで待っている (D) が正解です。(A) 鉄道のホームでバスはありません。(B) 人が大勢いて空ではありません。(C) 切符を買っている人は写っていません。',
      en: 'Passengers with bags stand on the platform watching for the train, so they are waiting: (D). (A) This is a train platform; there is no bus. (B) The platform is full of people, not empty. (C) No one is buying a ticket.',
    },
    tags: ['people', 'transportation'],
  },
  {
    id: 'bank-p1-l2-02',
    difficulty: 2,
    scene:
      'In a warehouse, a man is lifting a cardboard carton onto a metal rack at shoulder height. A forklift is parked in the background with nobody in it.',
    options: [
      'A man is putting boxes on a shelf.',
      'A man is driving a forklift.',
      'A man is opening a box.',
      'Some boxes are being loaded onto a truck.',
    ],
    correctAnswer: 0,
    explanation: {
      zh: '男子把纸箱举到金属架上，就是在把箱子放上货架，(A) 正确。(B) 叉车停在后面，没人驾驶；(C) 他在搬箱子，没有打开；(D) 箱子放在架子上，照片中没有卡车。',
      ja: '男性は段ボール箱を金属の棚に載せているので、箱を棚に置いている (A) が正解です。(B) フォークリフトは無人で止まっています。(C) 箱を運んでいるだけで開けてはいません。(D) 箱は棚に置かれており、トラックは写っていません。',
      en: 'He is lifting a carton onto a metal rack, so he is putting boxes on a shelf: (A). (B) The forklift is parked with nobody in it. (C) He is moving the box, not opening it. (D) The boxes go onto a rack; there is no truck in the picture.',
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
      zh: '女子坐在桌前看菜单，(C) 正确。(A) 她还在看菜单，没有在付账；(B) 服务员拿着记事本，没有在倒咖啡；(D) 服务员站在旁边准备点单，没有在收拾桌子。',
      ja: '女性はテーブルでメニューを見ているので (C) が正解です。(A) まだメニューを見ている段階で、支払いはしていません。(B) ウェイターはメモ帳を持っており、コーヒーを注いではいません。(D) ウェイターは注文を取るために立っており、片付けはしていません。',
      en: 'She is looking through the menu, so (C) is correct. (A) She is still choosing, not paying. (B) The waiter is holding a notepad, not pouring coffee. (D) He is standing ready to take an order, not clearing the table.',
    },
    tags: ['action', 'restaurant'],
  },
  {
    id: 'bank-p1-l2-04',
    difficulty: 2,
    scene:
      'Coworkers are seated around a conference table. At the front of the room, a woman is indicating a bar chart projected on the wall with her outstretched finger.',
    options: [
      'The people are leaving the room.',
      'A woman is pointing at a screen.',
      'A man is turning off a projector.',
      'The chairs are stacked in a corner.',
    ],
    correctAnswer: 1,
    explanation: {
      zh: '前面的女子伸出手指示投影出来的图表，就是在指着屏幕，(B) 正确。(A) 大家都坐着开会，没有离开；(C) 投影仍在播放，没有人关投影仪；(D) 椅子有人坐着，没有叠放在角落。',
      ja: '前の女性が投影されたグラフを指で示しているので、画面を指している (B) が正解です。(A) 全員座っており、退室していません。(C) 映像は映っており、プロジェクターを消している人はいません。(D) 椅子には人が座っており、隅に積まれてはいません。',
      en: 'The woman at the front is indicating the projected chart with her finger, so she is pointing at a screen: (B). (A) Everyone is seated, not leaving. (C) The projector is still showing the chart; no one is switching it off. (D) The chairs are in use around the table, not stacked in a corner.',
    },
    tags: ['action', 'meetings'],
  },
  {
    id: 'bank-p1-l2-05',
    difficulty: 2,
    scene:
      'A man is steering a wheeled basket down a supermarket aisle with both hands. The shelves on both sides are full of canned food.',
    options: [
      'A man is pushing a cart.',
      'A man is stocking shelves.',
      'The shelves are empty.',
      'A man is paying with a card.',
    ],
    correctAnswer: 0,
    explanation: {
      zh: '男子双手推着带轮子的购物车在过道里走，(A) 正确。(B) 他是顾客，没有往货架上摆货；(C) 货架上摆满了罐头，并不空；(D) 他在过道里，没有在付款，card 与 cart 发音相近。',
      ja: '男性は両手で車輪付きのかごを押して通路を進んでいるので、カートを押している (A) が正解です。(B) 客であり、品出しはしていません。(C) 棚は缶詰でいっぱいで空ではありません。(D) 通路にいて支払いはしておらず、card は cart と音が似たひっかけです。',
      en: 'He is steering a wheeled basket down the aisle, so he is pushing a cart: (A). (B) He is shopping, not stocking the shelves. (C) The shelves are full of cans, not empty. (D) He is not at a checkout, and "card" only sounds like "cart".',
    },
    tags: ['similar sound', 'retail'],
  },
  {
    id: 'bank-p1-l2-06',
    difficulty: 2,
    scene:
      'Two men in overalls are lifting a sofa between them and carrying it up the ramp of a moving truck. Several cardboard boxes are stacked on the sidewalk.',
    options: [
      'They are sitting on a sofa.',
      'They are opening some boxes.',
      'They are moving a piece of furniture.',
      'They are driving a truck.',
    ],
    correctAnswer: 2,
    explanation: {
      zh: '两名男子合力抬着沙发走上搬家卡车的坡道，用 a piece of furniture 概括沙发，(C) 正确。(A) 他们在抬沙发，没有坐在上面；(B) 箱子堆在人行道上，没有人打开；(D) 卡车停着，他们在装货，没有开车。',
      ja: '2人の男性がソファを持ち上げて引っ越しトラックのスロープを上がっているので、ソファを a piece of furniture と言い換えた (C) が正解です。(A) ソファを運んでおり、座ってはいません。(B) 箱は歩道に積まれており、開けている人はいません。(D) トラックは止まっており、運転していません。',
      en: 'The men are carrying a sofa up into the truck, that is, moving a piece of furniture: (C). (A) They are carrying the sofa, not sitting on it. (B) The boxes are stacked on the sidewalk, unopened. (D) The truck is parked; nobody is driving it.',
    },
    tags: ['paraphrase', 'moving'],
  },
  // ── Level 3 (600–700): scenes without people, passive forms ──
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
      zh: '椅子整齐地摆在桌子四周，用现在完成被动式描述状态的 (B) 正确。(A) 房间里没有人；(C) 和 (D) 用进行被动式表示“正在被……”，但照片中没有人在倒水或擦桌子。',
      ja: '椅子はテーブルの周りにきちんと並べられているので、完了形の受動態で状態を表す (B) が正解です。(A) 部屋には誰もいません。(C)(D) は進行形の受動態で「〜されている最中」を表しますが、水を入れたりテーブルを拭いたりしている人はいません。',
      en: 'The chairs stand neatly around the table, a state described by "have been arranged": (B). (A) The room is empty. (C) and (D) use "is being", which needs someone doing the action now, but nobody is filling the pitcher or cleaning the table.',
    },
    tags: ['passive progressive', 'office'],
  },
  {
    id: 'bank-p1-l3-02',
    difficulty: 3,
    scene:
      'Just inside an office door, a woman is placing her raincoat on a wall peg, her arm still raised. A closed umbrella leans against the wall beneath it.',
    options: [
      "She's opening an umbrella.",
      "She's putting on a coat.",
      "She's locking a door.",
      "She's hanging up a coat.",
    ],
    correctAnswer: 3,
    explanation: {
      zh: '她正把雨衣挂到墙上的挂钩上，(D) 正确。(A) 伞是收着靠在墙边的，她没有打开；(B) 她是把外套挂起来，不是穿上；(C) 她站在门内，没有在锁门。',
      ja: '女性はレインコートを壁のフックに掛けているところなので (D) が正解です。(A) 傘は閉じて壁に立てかけてあり、開いてはいません。(B) コートを掛けているのであって、着ているのではありません。(C) ドアの内側にいますが、鍵を掛けてはいません。',
      en: 'She is placing her raincoat on a wall peg, so she is hanging up a coat: (D). (A) The umbrella is closed and leaning on the wall. (B) She is taking the coat off and hanging it, not putting it on. (C) She is beside the door, not locking it.',
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
      zh: '几条小船系在木码头边，即“停靠在码头”，(A) 正确。(B) 照片中没有人；(C) 船都系着停在岸边，没有在航行；(D) 没有人在修码头，进行被动式不成立。',
      ja: '小舟が木の桟橋につながれているので、「桟橋に停泊している」の (A) が正解です。(B) 人は写っていません。(C) 舟はつながれて止まっており、航行していません。(D) 桟橋を修理している人はおらず、進行形の受動態は成り立ちません。',
      en: 'The boats are tied up along the pier, that is, docked: (A). (B) There are no people in the scene. (C) The boats are moored, not sailing. (D) Nobody is repairing the pier, so "is being repaired" is wrong.',
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
      zh: '技术员打开复印机面板进行修理，换个说法就是 working on a machine，(C) 正确。(A) 他在修复印机，不是在复印；(B) 复印机在原地，没有被搬走；(D) 工具摊在地上，没有人在收进箱子。',
      ja: '技術者がコピー機のパネルを開けて修理しているので、言い換えた (C) working on a machine が正解です。(A) 修理中でコピーを取ってはいません。(B) コピー機はその場にあり、運び出されていません。(D) 工具は床に広げられており、箱にしまわれてはいません。',
      en: 'Repairing the copier is rephrased as "working on a machine": (C). (A) He is fixing it, not making copies. (B) The copier stays where it is; nobody is carrying it out. (D) The tools lie spread on the floor; no one is packing them away.',
    },
    tags: ['paraphrase', 'office'],
  },
  {
    id: 'bank-p1-l3-05',
    difficulty: 3,
    scene:
      'Lamps hang from the ceiling above a row of reading tables in an empty library. Every wall, from floor to ceiling, is filled with rows of volumes.',
    options: [
      'Some people are reading at the tables.',
      'Books are being placed on a cart.',
      'A lamp is being installed.',
      'Shelves are lined with books.',
    ],
    correctAnswer: 3,
    explanation: {
      zh: '四面墙从地面到天花板摆满了书，即“书架上排满了书”，(D) 正确。(A) 图书馆里没有人；(B) 没有人在把书放上推车；(C) 灯已经挂在天花板上，没有人在安装。',
      ja: '壁一面に床から天井まで本が並んでいるので、「棚に本が並んでいる」の (D) が正解です。(A) 館内に人はいません。(B) 本をカートに載せている人はいません。(C) ランプはすでに天井から下がっており、取り付け中ではありません。',
      en: 'Every wall is filled with volumes, so the shelves are lined with books: (D). (A) The library is empty. (B) Nobody is putting books on a cart. (C) The lamps already hang from the ceiling; no one is installing one.',
    },
    tags: ['passive progressive', 'public places'],
  },
  {
    id: 'bank-p1-l3-06',
    difficulty: 3,
    scene:
      'In a hotel lobby, suitcases of different sizes stand in a neat line beside the front desk. No guests or staff members are in sight.',
    options: [
      'Some luggage has been placed near a counter.',
      'Guests are checking in at the front desk.',
      'A porter is pushing a cart.',
      'Some suitcases are being opened.',
    ],
    correctAnswer: 0,
    explanation: {
      zh: '行李箱整齐地排在前台旁边，用 luggage 和 counter 换说法，并用完成被动式描述状态，(A) 正确。(B) 照片中没有客人；(C) 也没有行李员和推车；(D) 没有人，进行被动式“正在被打开”不成立。',
      ja: 'スーツケースがフロントの横にきちんと並んでいるので、luggage と counter に言い換え、完了形の受動態で状態を表した (A) が正解です。(B) 客はいません。(C) ポーターもカートも写っていません。(D) 人がいないので「開けられている最中」という進行形の受動態は成り立ちません。',
      en: 'Suitcases stand in a line beside the front desk, rephrased as "luggage has been placed near a counter": (A). (B) There are no guests. (C) There is no porter or cart. (D) Nobody is there, so nothing "is being opened".',
    },
    tags: ['passive voice', 'hospitality'],
  },
  // ── Level 4 (700–800): paraphrase and the state of objects ──
  {
    id: 'bank-p1-l4-01',
    difficulty: 4,
    scene:
      "High on a ladder, a worker is rolling a fresh coat of cream color onto the siding of a house. An open can rests on the ladder's top step.",
    options: [
      'A ladder is being folded up.',
      'A worker is climbing down some stairs.',
      'A wall is being painted.',
      'A paint can has been knocked over.',
    ],
    correctAnswer: 2,
    explanation: {
      zh: '工人用滚筒往房子外墙上刷新漆，即“墙正在被粉刷”，(C) 正确。(A) 梯子立着有人在用，没有被折起；(B) 他站在梯子上干活，没有在下楼梯；(D) 油漆罐稳稳地放在梯子顶上，没有被打翻。',
      ja: '作業員がローラーで家の外壁に新しい塗料を塗っているので、「壁が塗られている」の (C) が正解です。(A) はしごは使用中で、たたまれていません。(B) はしごの上で作業しており、階段を降りてはいません。(D) 塗料缶ははしごの最上段に置かれており、倒れていません。',
      en: 'The worker is rolling new paint onto the siding, so a wall is being painted: (C). (A) The ladder is in use, not being folded. (B) He is working at the top of a ladder, not climbing down stairs. (D) The can rests upright on the top step; it has not been knocked over.',
    },
    tags: ['passive progressive', 'maintenance'],
  },
  {
    id: 'bank-p1-l4-02',
    difficulty: 4,
    scene:
      'Produce is displayed in wooden crates at an outdoor market stall. The vendor has set a bag of apples on a scale and is reading the number while a customer looks on.',
    options: [
      'A customer is loading crates into a van.',
      'Some fruit is being weighed.',
      'The vendor is wrapping some flowers.',
      'The stall is being taken down.',
    ],
    correctAnswer: 1,
    explanation: {
      zh: '摊主把一袋苹果放在秤上读数，即“水果正在被称重”，(B) 正确。(A) 顾客只是在看，没有把箱子装上车；(C) 摊主称的是苹果，不是在包花；(D) 摊位正在营业，没有被拆除。',
      ja: '店主がリンゴの袋をはかりに載せて目盛りを読んでいるので、「果物が量られている」の (B) が正解です。(A) 客は見ているだけで、木箱をバンに積んではいません。(C) 量っているのはリンゴで、花を包んではいません。(D) 屋台は営業中で、片付けられてはいません。',
      en: 'The vendor has put apples on the scale and is reading it, so fruit is being weighed: (B). (A) The customer is only watching, not loading crates. (C) The vendor is weighing apples, not wrapping flowers. (D) The stall is open for business, not being taken down.',
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
      zh: '两人在查看摊开的蓝图，blueprints 换成 drawings，(D) 正确。(A) 图纸是摊开的，还按住了一角，没有在卷起来；(B) 她们已经戴着安全帽（wearing），不是正在戴上（putting on）；(C) 照片中没有卡车或卸货。',
      ja: '二人は広げた設計図を確認しているので、blueprints を drawings と言い換えた (D) が正解です。(A) 図面は広げて角を押さえており、巻いてはいません。(B) ヘルメットはすでにかぶっている状態（wearing）で、かぶる動作（putting on）ではありません。(C) トラックも荷下ろしも写っていません。',
      en: 'They are studying the blueprints, rephrased as "reviewing some drawings": (D). (A) The plans are spread flat, with a corner held down, not being rolled up. (B) They are already wearing helmets, which is not the same as putting them on. (C) There is no truck and no unloading.',
    },
    tags: ['wearing vs putting on', 'construction'],
  },
  {
    id: 'bank-p1-l4-04',
    difficulty: 4,
    scene:
      'In front of a brick building, bicycles stand side by side in a metal stand, their front wheels slotted between the bars. One has a basket on its handlebars. No people are present.',
    options: [
      'Some bicycles are lined up in a rack.',
      'Some cyclists are racing down a road.',
      'A basket is being filled with groceries.',
      'A bicycle is being repaired.',
    ],
    correctAnswer: 0,
    explanation: {
      zh: '自行车并排停放在金属车架里，即“排列在车架中”，(A) 正确。(B) 照片中没有人骑车；(C) 车篮是空挂着的，没有人往里放东西；(D) 没有人在修车，进行被动式不成立。',
      ja: '自転車が金属のスタンドに並んで止められているので、「ラックに並んでいる」の (A) が正解です。(B) 自転車に乗っている人はいません。(C) かごに物を入れている人はいません。(D) 修理している人はおらず、進行形の受動態は成り立ちません。',
      en: 'The bicycles stand side by side in a metal stand, so they are lined up in a rack: (A). (B) No one is riding. (C) Nobody is putting anything in the basket. (D) No one is repairing a bicycle, so "is being repaired" is wrong.',
    },
    tags: ['object position', 'outdoors'],
  },
  {
    id: 'bank-p1-l4-05',
    difficulty: 4,
    scene:
      'A man stands on tiptoe with one arm stretched toward a folder on the highest level of a tall cabinet. Below him, several drawers have been left pulled out.',
    options: [
      "He's closing a drawer.",
      "He's reaching for a folder.",
      "He's climbing a stepladder.",
      'Some cabinets are being moved.',
    ],
    correctAnswer: 1,
    explanation: {
      zh: '男子踮着脚伸手去够最上层的文件夹，(B) 正确。(A) 抽屉是拉开着的，他没有在关；(C) 他踮着脚站在地上，没有踩梯子；(D) 柜子在原地，没有被搬动。',
      ja: '男性はつま先立ちで最上段のファイルに手を伸ばしているので (B) が正解です。(A) 引き出しは開いたままで、閉めてはいません。(C) 床でつま先立ちをしており、脚立には上っていません。(D) キャビネットは動かされていません。',
      en: 'He is on tiptoe stretching toward the folder on the top level, so (B) is correct. (A) The drawers are left open; he is not closing one. (C) He is standing on the floor, not climbing a stepladder. (D) The cabinet stays in place; nothing is being moved.',
    },
    tags: ['action', 'office'],
  },
  {
    id: 'bank-p1-l4-06',
    difficulty: 4,
    scene:
      'A woman in a lab coat is peering into a microscope and adjusting a dial with one hand. Glass containers of liquid are lined up on a rack beside her.',
    options: [
      'She is pouring liquid into a glass.',
      'She is looking through a lens.',
      'She is taking off her coat.',
      'Some containers are being washed.',
    ],
    correctAnswer: 1,
    explanation: {
      zh: '她正凑近显微镜观察，用 looking through a lens 换说法，(B) 正确。(A) 液体放在架子上的容器里，她没有在倒；(C) 她穿着实验服，没有在脱；(D) 容器整齐地排在架子上，没有人在清洗。',
      ja: '女性は顕微鏡をのぞき込んでいるので、looking through a lens と言い換えた (B) が正解です。(A) 液体は棚の容器に入っており、注いではいません。(C) 白衣は着たままで、脱いではいません。(D) 容器は棚に並んでおり、洗われてはいません。',
      en: 'She is peering into a microscope, rephrased as "looking through a lens": (B). (A) The liquid sits in containers on a rack; she is not pouring anything. (C) She is wearing her lab coat, not taking it off. (D) The containers are lined up, not being washed.',
    },
    tags: ['paraphrase', 'science'],
  },
  // ── Level 5 (over 800): paraphrase, passive states, tempting details ──
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
      zh: '餐盘、餐巾和酒杯已经摆好，用 place settings 概括并用完成被动式描述状态，(A) 正确。(B) 客人还没到；(C) 餐巾已经折好，服务员在点蜡烛；(D) 没有人在倒酒，杯子是空的。',
      ja: '皿・ナプキン・グラスがすでに並べられており、place settings とまとめて完了形の受動態で表した (A) が正解です。(B) 客はまだ来ていません。(C) ナプキンはすでにたたまれており、給仕係はろうそくに火をつけています。(D) グラスに注いでいる人はいません。',
      en: 'Plates, napkins and glasses are already laid out, summed up as "place settings have been arranged": (A). (B) No guests have arrived. (C) The napkins are already folded; the server is lighting candles. (D) Nobody is pouring anything into the glasses.',
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
      zh: '她弯身调整栏杆边的盆栽，tend to a plant 是“照料植物”的换说法，(C) 正确。(A) 衣服已经晾在身后，她没有在晾；(B) 没有人在地上叠放花盆；(D) 她俯身在栏杆上，不是靠着墙。',
      ja: '女性は手すり越しに鉢植えを整えているので、tend to a plant（植物の世話をする）と言い換えた (C) が正解です。(A) 洗濯物は後ろにすでに干されており、干している最中ではありません。(B) 鉢を床に積んでいる人はいません。(D) 手すりに身を乗り出しており、壁にもたれてはいません。',
      en: 'She is adjusting a potted plant, rephrased as "tending to a plant": (C). (A) The laundry is already hanging behind her; she is not hanging it. (B) No one is stacking pots on the floor. (D) She is bending over the railing, not leaning against a wall.',
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
      zh: '起重机正在吊起钢梁，用 building materials 和 hoisted 换说法，(B) 正确。(A) 钢梁还悬在空中，没有在焊接；(C) 水泥搅拌车只是停在旁边；(D) 工人在看钢梁，起重机已经在运转，不是在组装。',
      ja: 'クレーンが鉄骨を吊り上げているので、building materials と hoisted に言い換えた (B) が正解です。(A) 鉄骨はまだ宙にあり、溶接はされていません。(C) ミキサー車は止まっているだけです。(D) 作業員は鉄骨を見ており、クレーンはすでに稼働中で組み立て中ではありません。',
      en: 'The crane is lifting a steel beam, rephrased as "building materials are being hoisted": (B). (A) The beam is still in the air, not being welded. (C) The cement mixer is only parked nearby. (D) The workers are watching; the crane is already working, not being assembled.',
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
      zh: '扶梯被绳子围起来，前面放了告示牌，即“通往扶梯的路被挡住了”，(D) 正确。(A) 顾客走向旁边的楼梯，没有人乘扶梯；(B) 告示牌立在支架上，不是贴在墙上，也没有人在贴；(C) 没有人在扫楼梯。',
      ja: 'エスカレーターはロープで囲われ、前に看板が置かれているので、「エスカレーターへの通行がふさがれている」の (D) が正解です。(A) 客は横の階段へ向かっており、乗っている人はいません。(B) 看板はスタンドに置かれており、壁に貼られている最中ではありません。(C) 階段を掃除している人はいません。',
      en: 'The escalator is roped off with a sign in front, so access to it has been blocked: (D). (A) Shoppers are heading for the stairs; nobody is riding it. (B) The sign stands on a stand; no one is posting it on a wall. (C) Nobody is sweeping the stairs.',
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
      zh: '座位面对面固定在地上，(C) 正确。(A) 候车区空无一人；(B) 报纸是被留在座位上的，没有人在分发；(D) 阳光照进窗户，没有人在放百叶窗。',
      ja: '座席は向かい合わせに床に固定されているので (C) が正解です。(A) 待合所には誰もいません。(B) 新聞は座席に置き忘れられているだけで、配られてはいません。(D) 日が差し込んでおり、ブラインドを下ろしている人はいません。',
      en: 'The rows of seats face each other, so (C) is correct. (A) The waiting area is empty. (B) The newspaper has been left on a seat; nobody is handing papers out. (D) Sunlight is streaming in; no one is lowering the blinds.',
    },
    tags: ['object position', 'transportation'],
  },
  {
    id: 'bank-p1-l5-06',
    difficulty: 5,
    scene:
      'Rows of solar panels cover a sloping field, tilted toward the sky. A narrow gravel path runs between two of the rows, and no one is around.',
    options: [
      'Workers are installing panels on a roof.',
      'A path separates some of the panels.',
      'Some equipment is being loaded onto a truck.',
      'A field is being plowed.',
    ],
    correctAnswer: 1,
    explanation: {
      zh: '两排太阳能板之间有一条碎石小路，即“小路把一些板隔开”，(B) 正确。(A) 板在田野里而不是屋顶上，也没有工人；(C) 没有卡车和装货；(D) 田里布满了太阳能板，没有人在耕地。',
      ja: '2列のソーラーパネルの間に砂利道が通っているので、「道がパネルを隔てている」の (B) が正解です。(A) パネルは屋根ではなく野原にあり、作業員もいません。(C) トラックも積み込みも写っていません。(D) 野原はパネルで覆われており、耕されてはいません。',
      en: 'A gravel path runs between two rows of panels, so a path separates some of them: (B). (A) The panels are in a field, not on a roof, and there are no workers. (C) There is no truck or loading. (D) The field is covered with panels; nobody is plowing it.',
    },
    tags: ['object position', 'energy'],
  },
];
