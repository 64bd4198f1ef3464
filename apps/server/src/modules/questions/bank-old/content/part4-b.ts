import type { TalkSet } from '../types';

/**
 * Part 4 — Talks, second batch. Original items written for TOEIC Ace; same shape as part4.ts,
 * numbered on from its groups (unused numbers there stay unused, so a seeded id never changes
 * its content).
 */
export const part4b: TalkSet[] = [
  // ── Level 1 ──
  {
    id: 'bank-p4-l1-g5',
    difficulty: 1,
    speaker: 'Woman',
    sentences: [
      'Hello, Mr. Danforth.',
      'This is Wendy from Ridgeway Auto Repair.',
      'Your car is ready.',
      'We changed the two front tires and fixed the brake light, as you asked.',
      'The total is two hundred and ten dollars.',
      "We're open until six o'clock today, but we're closed tomorrow, Sunday.",
      "When you come, please bring the parking ticket we gave you. You'll need it to drive out of our garage.",
    ],
    questions: [
      {
        question: 'Why is the speaker calling?',
        options: [
          'To say that a car is ready',
          'To change an appointment',
          'To sell some new tires',
          'To ask for payment information',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '说话人说 “Your car is ready”，打电话是通知车修好了，(A) 正确。(B) 没有改预约；(C) 轮胎是按客人要求已经换好的，不是推销；(D) 她告知了金额，但没有要付款信息。',
          ja: '話し手は “Your car is ready” と伝えており、車の修理が終わった知らせなので (A) が正解です。(B) 予約の変更はありません。(C) タイヤは依頼どおり交換済みで、売り込みではありません。(D) 金額は伝えていますが、支払い情報は求めていません。',
          en: 'She says, "Your car is ready," so (A) is correct. (B) No appointment is changed. (C) The tires were already changed at his request; she is not selling any. (D) She gives the total but asks for no payment details.',
        },
        tags: ['purpose', 'automotive'],
      },
      {
        question: 'What work was done?',
        options: [
          'The engine was cleaned.',
          'A window was repaired.',
          'The front tires were changed.',
          'The seats were replaced.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '她说 “We changed the two front tires and fixed the brake light”，所以 (C) 正确。(A) 发动机、(B) 车窗和 (D) 座椅都没有提到；修的灯是刹车灯。',
          ja: '“We changed the two front tires and fixed the brake light” と言っているので (C) が正解です。(A) エンジン、(B) 窓、(D) 座席はどれも出てきません。直したのはブレーキランプです。',
          en: 'She says, "We changed the two front tires and fixed the brake light," so (C) is correct. (A) The engine, (B) a window and (D) the seats are never mentioned; the light fixed was the brake light.',
        },
        tags: ['detail', 'automotive'],
      },
      {
        question: 'What should the listener bring?',
        options: ['A credit card', 'A parking ticket', 'A spare key', "A driver's license"],
        correctAnswer: 1,
        explanation: {
          zh: '她说 “please bring the parking ticket we gave you”，所以 (B) 正确。(A) 信用卡、(C) 备用钥匙和 (D) 驾照都没有要求带。',
          ja: '“please bring the parking ticket we gave you” と言っているので (B) が正解です。(A) クレジットカード、(C) 予備の鍵、(D) 運転免許証は求められていません。',
          en: 'She says, "please bring the parking ticket we gave you," so (B) is correct. (A) A credit card, (C) a spare key and (D) a license are not requested.',
        },
        tags: ['request', 'automotive'],
      },
    ],
  },
  {
    id: 'bank-p4-l1-g6',
    difficulty: 1,
    speaker: 'Man',
    graphic:
      'LINWOOD COMMUNITY CENTER — Saturday Classes\nTime | Class\n9:00 | Yoga\n10:30 | Swimming\n1:00 | Painting\n3:00 | Dance',
    sentences: [
      'Good morning, everyone, and welcome to the Linwood Community Center.',
      "I have some news about today's classes.",
      "The swimming class is canceled today because we're cleaning the pool.",
      "If you paid for today's swimming class, you can get your money back at the front desk.",
      'All the other classes will start at the usual times.',
      'Also, to say sorry, the café on the first floor is giving out free coffee this morning.',
    ],
    questions: [
      {
        question: 'Where is the announcement being made?',
        options: ['At a hotel', 'At a school', 'At a community center', 'At a sports stadium'],
        correctAnswer: 2,
        explanation: {
          zh: '说话人说 “welcome to the Linwood Community Center”，所以 (C) 正确。(A) 酒店、(B) 学校和 (D) 体育场都没有提到；这里有课程和游泳池，但属于社区中心。',
          ja: '“welcome to the Linwood Community Center” と言っているので (C) が正解です。(A) ホテル、(B) 学校、(D) スタジアムは出てきません。クラスやプールはありますが、コミュニティーセンターのものです。',
          en: 'He says, "welcome to the Linwood Community Center," so (C) is correct. (A) A hotel, (B) a school and (D) a stadium are never mentioned; the classes and pool belong to the center.',
        },
        tags: ['location', 'leisure'],
      },
      {
        question: 'Look at the graphic. What time was the canceled class going to start?',
        options: ['9:00', '10:30', '1:00', '3:00'],
        correctAnswer: 1,
        explanation: {
          zh: '取消的是游泳课，表中 Swimming 在 10:30，所以 (B) 正确。(A) 9:00 是瑜伽、(C) 1:00 是绘画、(D) 3:00 是舞蹈，这些课照常进行。',
          ja: '中止になったのは水泳のクラスで、表では Swimming は 10:30 なので (B) が正解です。(A) 9:00 はヨガ、(C) 1:00 は絵画、(D) 3:00 はダンスで、どれも予定どおり行われます。',
          en: 'The swimming class is canceled, and the table lists Swimming at 10:30: (B). (A) 9:00 yoga, (C) 1:00 painting and (D) 3:00 dance all go ahead as usual.',
        },
        tags: ['graphic', 'leisure'],
      },
      {
        question: 'What is free this morning?',
        options: ['Parking', 'Towels', 'Swimming lessons', 'Coffee'],
        correctAnswer: 3,
        explanation: {
          zh: '说话人说一楼咖啡馆 “is giving out free coffee this morning”，所以 (D) 正确。(A) 停车和 (B) 毛巾没有提到；(C) 游泳课是取消并退款，不是免费上课。',
          ja: '1階のカフェが “is giving out free coffee this morning” と言っているので (D) が正解です。(A) 駐車場と (B) タオルは出てきません。(C) 水泳は中止で返金されるのであり、無料のレッスンではありません。',
          en: 'The café "is giving out free coffee this morning," so (D) is correct. (A) Parking and (B) towels are never mentioned. (C) The swimming class is canceled and refunded, not offered free.',
        },
        tags: ['detail', 'leisure'],
      },
    ],
  },

  // ── Level 2 ──
  {
    id: 'bank-p4-l2-g5',
    difficulty: 2,
    speaker: 'Woman',
    sentences: [
      'Good afternoon, passengers, and welcome aboard the 2:15 express to Harlow Bay.',
      'Our next stop is Milbrook, in about twenty minutes.',
      'Please note that the café car, at the back of the train, will close at three today, earlier than usual, because we are short of staff.',
      'If you would like a snack or a drink, we suggest you visit it soon.',
      'Also, passengers traveling on to Harlow Bay should move to the first four cars, because the rest of the train will stay at Milbrook.',
      'Thank you for traveling with Eastline Rail.',
    ],
    questions: [
      {
        question: 'Where is the speaker?',
        options: ['At a station', 'On a train', 'On a ferry', 'At an airport'],
        correctAnswer: 1,
        explanation: {
          zh: '说话人说 “welcome aboard the 2:15 express”，还提到车厢和下一站，所以在火车上，(B) 正确。(A) 车站是下一站 Milbrook，她现在在车上；(C) Harlow Bay 中有 Bay 字，但乘坐的是火车不是渡轮；(D) 没有提到机场。',
          ja: '“welcome aboard the 2:15 express” と言い、車両や次の駅の話をしているので、列車内の (B) が正解です。(A) 駅は次の停車駅 Milbrook のことで、話し手は車内にいます。(C) Harlow Bay の Bay はひっかけで、船ではありません。(D) 空港は出てきません。',
          en: '"Welcome aboard the 2:15 express," with cars and a next stop: she is on a train, (B). (A) Milbrook station is the next stop; she is aboard. (C) "Bay" in Harlow Bay is a trap; this is not a ferry. (D) No airport is mentioned.',
        },
        tags: ['location', 'travel'],
      },
      {
        question: 'Why will the café car close early?',
        options: [
          'It is being cleaned.',
          'It has run out of food.',
          'The train is running late.',
          'Not enough workers are available.',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '广播说餐车提前关闭 “because we are short of staff”，即人手不足，(D) 正确。(A) 没有提到清洁；(B) 反而建议乘客尽快去买吃的，说明还有食物；(C) 没有提到列车晚点。',
          ja: '食堂車が早く閉まるのは “because we are short of staff” なので、人手不足の (D) が正解です。(A) 清掃の話はありません。(B) むしろ早めに買いに行くよう勧めており、食べ物はあります。(C) 列車の遅れは出てきません。',
          en: 'It closes early "because we are short of staff," so (D) is correct. (A) Cleaning is not mentioned. (B) Passengers are urged to buy snacks soon, so food is available. (C) No delay is mentioned.',
        },
        tags: ['reason', 'travel'],
      },
      {
        question: 'What should passengers going to Harlow Bay do?',
        options: [
          'Move to the front of the train',
          'Change trains at Milbrook',
          'Show their tickets again',
          'Get off at the next stop',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '去 Harlow Bay 的乘客 “should move to the first four cars”，即移到列车前部，(A) 正确。(B) 他们不用换车，只要坐在前四节车厢；(C) 没有要求再次出示车票；(D) 在下一站下车不对，留在 Milbrook 的是后面的车厢。',
          ja: 'Harlow Bay へ行く乗客は “should move to the first four cars” なので、前方へ移る (A) が正解です。(B) 乗り換えは不要で、前の4両にいればよいのです。(C) 切符の再提示は求められていません。(D) 次の駅で降りるのではなく、Milbrook に残るのは後ろの車両です。',
          en: 'Passengers for Harlow Bay "should move to the first four cars": (A). (B) They need not change trains, only cars. (C) No ticket check is mentioned. (D) They stay aboard; it is the rear cars that remain at Milbrook.',
        },
        tags: ['instruction', 'travel'],
      },
    ],
  },
  {
    id: 'bank-p4-l2-g6',
    difficulty: 2,
    speaker: 'Man',
    sentences: [
      'Hi, Ms. Feng, this is Lorenzo from Compass Point Travel, calling about your trip to the trade fair in Valmont next month.',
      "I'm afraid the hotel you chose near the fairground is now fully booked for those dates.",
      "I've found a room at a similar hotel, the Corliss, which is about fifteen minutes away by tram.",
      "It's actually twenty euros cheaper per night, and breakfast is included.",
      "I can hold the room until five o'clock tomorrow, so please call me back before then to confirm.",
      'My direct number is 555-0147.',
    ],
    questions: [
      {
        question: 'Why is the speaker calling?',
        options: [
          'To confirm a flight',
          'To sell tickets to a trade fair',
          'To suggest a different hotel',
          'To cancel a trip',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '原来选的酒店已经订满，他找到另一家 Corliss 酒店推荐给对方，所以 (C) 正确。(A) 没有提到航班；(B) 展会是她出行的目的，他不卖门票；(D) 行程照旧，只是换酒店。',
          ja: '希望のホテルが満室のため、別の Corliss を提案しているので (C) が正解です。(A) 航空便の話はありません。(B) 見本市は出張の目的で、チケットを売っているのではありません。(D) 出張は予定どおりで、ホテルを変えるだけです。',
          en: 'Her chosen hotel is full, so he proposes the Corliss instead: (C). (A) No flight is mentioned. (B) The fair is why she is traveling; he sells no tickets. (D) The trip goes ahead; only the hotel changes.',
        },
        tags: ['purpose', 'travel'],
      },
      {
        question: 'What does the speaker say about the Corliss?',
        options: [
          'It is next to the fairground.',
          'It costs less per night.',
          'It has a free shuttle bus.',
          'It opened recently.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: "他说 Corliss “It's actually twenty euros cheaper per night”，所以 (B) 正确。(A) 它离会场乘电车约十五分钟，不在旁边；(C) 提到的是电车，不是免费班车；(D) 没有说是新开的。",
          ja: "Corliss について “It's actually twenty euros cheaper per night” と言っているので (B) が正解です。(A) 会場から路面電車で約15分で、隣ではありません。(C) 出てくるのは路面電車で、無料シャトルではありません。(D) 新しく開業したとは言っていません。",
          en: 'He says, "It\'s actually twenty euros cheaper per night," so (B) is correct. (A) It is fifteen minutes away by tram, not next door. (C) He mentions a tram, not a free shuttle. (D) Nothing says it is new.',
        },
        tags: ['detail', 'travel'],
      },
      {
        question: 'What does the speaker ask the listener to do?',
        options: [
          'Pay a deposit',
          'Send her passport details',
          'Visit the travel agency',
          'Call him back by a deadline',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '他说房间能保留到明天五点，“please call me back before then to confirm”，所以 (D) 正确。(A) 订金、(B) 护照信息和 (C) 到旅行社来都没有提到。',
          ja: '部屋は明日5時まで確保でき、“please call me back before then to confirm” と頼んでいるので (D) が正解です。(A) 手付金、(B) パスポート情報、(C) 旅行会社への来店は出てきません。',
          en: 'He holds the room until five tomorrow and says, "please call me back before then to confirm": (D). (A) A deposit, (B) passport details and (C) a visit to the agency are never mentioned.',
        },
        tags: ['request', 'travel'],
      },
    ],
  },
  {
    id: 'bank-p4-l2-g7',
    difficulty: 2,
    speaker: 'Woman',
    graphic:
      'PARKING LOT REPAVING — Next Week\nLot | Closed on\nLot A | Monday\nLot B | Tuesday\nLot C | Wednesday\nLot D | Thursday',
    sentences: [
      "Before we finish this morning's meeting, a quick note about parking.",
      'Next week, the staff parking lots will be repaved, one lot each day.',
      "As you know, our department's permits are for Lot C, behind the warehouse.",
      'On the day our lot is closed, please park in the public garage on Denholm Street.',
      'The company has an arrangement with the garage, so just show your staff badge when you leave.',
      'And please do not park on the street in front of the building. Those spaces are for customers.',
    ],
    questions: [
      {
        question: 'What will happen next week?',
        options: [
          'Parking lots will be repaved.',
          'A warehouse will be moved.',
          'New parking permits will be issued.',
          'A public garage will open.',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '她说 “the staff parking lots will be repaved, one lot each day”，所以 (A) 正确。(B) 仓库只是说明 C 停车场的位置；(C) 停车证沿用现有的；(D) 公共停车场已经存在，不是新开的。',
          ja: '“the staff parking lots will be repaved, one lot each day” と言っているので (A) が正解です。(B) 倉庫は Lot C の場所の説明にすぎません。(C) 駐車許可証は今のものを使います。(D) 公共の駐車場は既存のもので、新しく開くのではありません。',
          en: '"The staff parking lots will be repaved, one lot each day": (A). (B) The warehouse only locates Lot C. (C) The existing permits still apply. (D) The public garage already exists.',
        },
        tags: ['main idea', 'facilities'],
      },
      {
        question: 'Look at the graphic. On which day should the listeners use the public garage?',
        options: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
        correctAnswer: 2,
        explanation: {
          zh: '她们部门的停车证是 Lot C 的，表中 Lot C 周三关闭，所以那天去公共停车场，(C) 正确。(A) 周一关闭的是 Lot A；(B) 周二是 Lot B；(D) 周四是 Lot D，都不是她们的停车场。',
          ja: 'この部署の許可証は Lot C 用で、表では Lot C は水曜日に閉鎖されるので (C) が正解です。(A) 月曜日は Lot A、(B) 火曜日は Lot B、(D) 木曜日は Lot D で、どれも自分たちの駐車場ではありません。',
          en: 'Their permits are for Lot C, which the table shows closed on Wednesday: (C). (A) Monday is Lot A, (B) Tuesday Lot B and (D) Thursday Lot D, none of them theirs.',
        },
        tags: ['graphic', 'facilities'],
      },
      {
        question: 'What should the listeners do at the garage?',
        options: [
          'Pay at the entrance',
          'Ask for a receipt',
          'Park on the top floor',
          'Show a staff badge',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '她说 “just show your staff badge when you leave”，所以 (D) 正确。(A) 公司和停车场有约定，员工不用付钱；(B) 不需要收据；(C) 没有指定停在哪一层。',
          ja: '“just show your staff badge when you leave” と言っているので (D) が正解です。(A) 会社が駐車場と取り決めをしており、支払いは不要です。(B) 領収書は必要ありません。(C) 階の指定はありません。',
          en: 'She says, "just show your staff badge when you leave," so (D) is correct. (A) The company has an arrangement, so nobody pays. (B) No receipt is needed. (C) No floor is specified.',
        },
        tags: ['instruction', 'facilities'],
      },
    ],
  },

  {
    id: 'bank-p4-l2-g8',
    difficulty: 2,
    speaker: 'Woman',
    sentences: [
      'Attention, shoppers at Pageturn Books.',
      "This afternoon's book signing with the novelist Celia Marwood has moved.",
      "Because so many people have come, the signing will now take place in the café on the second floor, instead of in the children's section.",
      "It will still begin at three o'clock.",
      'Ms. Marwood will sign up to two books per person.',
      'Copies of her new novel are available at the front counter, and today only they are fifteen percent off.',
      'Please form a line starting at the café entrance.',
    ],
    questions: [
      {
        question: 'What is the announcement mainly about?',
        options: [
          'A new café opening',
          'A change of location for an event',
          'A delay in a book delivery',
          "A children's reading program",
        ],
        correctAnswer: 1,
        explanation: {
          zh: '广播说签售会 “has moved”，改在二楼咖啡馆举行，所以 (B) 正确。(A) 咖啡馆是现有的，只是新的签售地点；(C) 没有提到送书延误；(D) 儿童区只是原来的地点，没有儿童阅读活动。',
          ja: 'サイン会が “has moved” で、2階のカフェに場所が変わったという案内なので (B) が正解です。(A) カフェは既存のもので、新しい会場になるだけです。(C) 本の配送の遅れは出てきません。(D) 児童書コーナーは元の会場で、読み聞かせの企画ではありません。',
          en: 'The signing "has moved" to the second-floor café: (B). (A) The café already exists; it is just the new venue. (C) No delivery is delayed. (D) The children\'s section was only the old location.',
        },
        tags: ['main idea', 'retail'],
      },
      {
        question: 'According to the speaker, what limit is there at the event?',
        options: [
          'It will last only one hour.',
          'Only fifteen people can attend.',
          'Each person may have two books signed.',
          'Tickets must be bought in advance.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '她说作家 “will sign up to two books per person”，所以 (C) 正确。(A) 只说三点开始，没有说持续多久；(B) fifteen 是折扣的百分比，不是人数；(D) 没有提到门票。',
          ja: '作家は “will sign up to two books per person” とあるので (C) が正解です。(A) 3時開始とだけで、時間の長さは言っていません。(B) fifteen は割引率で、人数ではありません。(D) チケットの話はありません。',
          en: 'The author "will sign up to two books per person": (C). (A) Only the start time is given. (B) Fifteen is the discount percentage, not a head count. (D) No tickets are mentioned.',
        },
        tags: ['detail', 'retail'],
      },
      {
        question: 'What is available today only?',
        options: [
          'A discount on a novel',
          'Free drinks in the café',
          "A meeting with the author's publisher",
          'Signed posters',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '她说新小说 “today only they are fifteen percent off”，所以 (A) 正确。(B) 咖啡馆只是签售地点，没有说饮料免费；(C) 出版社没有提到；(D) 签名的是书，不是海报。',
          ja: '新作は “today only they are fifteen percent off” とあるので (A) が正解です。(B) カフェは会場で、飲み物が無料とは言っていません。(C) 出版社の話はありません。(D) サインするのは本で、ポスターではありません。',
          en: 'Her new novel is "fifteen percent off" "today only": (A). (B) The café is only the venue; no free drinks are offered. (C) No publisher is mentioned. (D) Books are signed, not posters.',
        },
        tags: ['detail', 'retail'],
      },
    ],
  },

  // ── Level 3 ──
  {
    id: 'bank-p4-l3-g5',
    difficulty: 3,
    speaker: 'Man',
    sentences: [
      'OK, one last thing before you go.',
      'Starting Monday, the building is changing the way it handles recycling.',
      'Instead of one bin for everything, there will be three in the kitchen: paper, plastic and cans, and food waste.',
      "The building's cleaning contractor has told us that if a bin is mixed, they won't collect it, and they'll charge us a fee.",
      'I know it sounds like a lot of rules.',
      'But honestly, it takes about five seconds.',
      "I've printed signs to go above the bins, and Hui Min has offered to answer questions during the first week.",
      "We'll see how it goes and review it at next month's meeting.",
    ],
    questions: [
      {
        question: 'What is the speaker mainly talking about?',
        options: [
          'A change in the cleaning contractor',
          'A new recycling system',
          'The renovation of a kitchen',
          "The agenda for next month's meeting",
        ],
        correctAnswer: 1,
        explanation: {
          zh: '说话人说从周一起厨房会有三个分类垃圾桶，讲的是新的回收办法，(B) 正确。(A) 清洁承包商没有换，只是提出了要求；(C) 厨房没有装修，只是换垃圾桶；(D) 下个月会议只是用来回顾新办法。',
          ja: '月曜からキッチンに3種類の分別ごみ箱が置かれるという新しいリサイクル方法の話なので (B) が正解です。(A) 清掃業者は変わらず、条件を伝えてきただけです。(C) キッチンの改装ではありません。(D) 来月の会議は新制度を振り返る場として出てくるだけです。',
          en: "Three separate bins in the kitchen from Monday: a new recycling system, (B). (A) The contractor is not changing; it only set a condition. (C) The kitchen is not being renovated. (D) Next month's meeting is only where the system will be reviewed.",
        },
        tags: ['main idea', 'office'],
      },
      {
        question: 'Why does the speaker say, "it takes about five seconds"?',
        options: [
          'To suggest that the new rule is easy to follow',
          'To complain that bins fill up quickly',
          'To ask for faster collection',
          'To explain how long a meeting will last',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '他先承认 “it sounds like a lot of rules”，接着说 “But honestly, it takes about five seconds”，意思是分类其实很简单，(A) 正确。(B) 没有说垃圾桶很快装满；(C) 没有要求更快收运；(D) 五秒说的是分类垃圾，与会议时长无关。',
          ja: '“it sounds like a lot of rules” と認めた上で “But honestly, it takes about five seconds” と言っており、分別は簡単だという意味なので (A) が正解です。(B) ごみ箱がすぐいっぱいになるとは言っていません。(C) 回収を早めてほしいとも言っていません。(D) 5秒は分別にかかる時間で、会議の長さではありません。',
          en: 'After admitting "it sounds like a lot of rules," he says it takes five seconds: sorting is easy, (A). (B) He does not say the bins fill fast. (C) He asks for no faster collection. (D) The five seconds refers to sorting, not a meeting.',
        },
        tags: ['speaker intent', 'office'],
      },
      {
        question: 'What has Hui Min offered to do?',
        options: ['Print signs', 'Empty the bins', 'Answer questions', 'Contact the contractor'],
        correctAnswer: 2,
        explanation: {
          zh: '他说 “Hui Min has offered to answer questions during the first week”，所以 (C) 正确。(A) 标牌是说话人自己打印的；(B) 清空垃圾桶是清洁承包商的工作；(D) 联系承包商没有提到。',
          ja: '“Hui Min has offered to answer questions during the first week” と言っているので (C) が正解です。(A) 掲示は話し手自身が印刷しました。(B) ごみの回収は清掃業者の仕事です。(D) 業者への連絡は出てきません。',
          en: '"Hui Min has offered to answer questions during the first week": (C). (A) The speaker printed the signs himself. (B) Emptying bins is the contractor\'s job. (D) Contacting the contractor is not mentioned.',
        },
        tags: ['detail', 'office'],
      },
    ],
  },
  {
    id: 'bank-p4-l3-g6',
    difficulty: 3,
    speaker: 'Woman',
    sentences: [
      "Good evening, everyone. It's my pleasure to present this year's Founders' Award to Anneke Voss.",
      'Anneke joined Trellis Logistics six years ago as a dispatcher at our Harbor Road depot.',
      'Last winter, when a storm closed the main highway for three days, she reorganized our delivery routes overnight, so that every hospital on our list still received its supplies on time.',
      'Since then, her routing method has been adopted at all five of our depots, and it has cut our fuel costs by nearly twelve percent.',
      'Anneke, would you please come up to the stage?',
      'And after the ceremony, please join us in the lobby, where dinner will be served.',
    ],
    questions: [
      {
        question: 'What is the purpose of the talk?',
        options: [
          'To introduce a new manager',
          'To announce a company merger',
          'To present an award',
          'To open a new depot',
        ],
        correctAnswer: 2,
        explanation: {
          zh: "说话人说 “It's my pleasure to present this year's Founders' Award to Anneke Voss”，所以 (C) 正确。(A) Anneke 是获奖者，没说她升任经理；(B) 没有提到合并；(D) 五个仓库都已存在，没有新开。",
          ja: "“It's my pleasure to present this year's Founders' Award to Anneke Voss” と言っているので (C) が正解です。(A) Anneke は受賞者で、新しい管理職の紹介ではありません。(B) 合併の話はありません。(D) 5つの拠点は既存のもので、新設の話ではありません。",
          en: "\"It's my pleasure to present this year's Founders' Award\": (C). (A) Anneke is receiving an award, not being introduced as a manager. (B) No merger is mentioned. (D) The five depots already exist.",
        },
        tags: ['purpose', 'logistics'],
      },
      {
        question: 'What did Anneke Voss do last winter?',
        options: [
          'She opened a hospital supply service.',
          'She changed delivery routes during a road closure.',
          'She trained dispatchers at five depots.',
          'She repaired a damaged highway.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '暴风雪使主干道关闭三天时，她 “reorganized our delivery routes overnight”，所以 (B) 正确。(A) 医院是送货对象，她没有开设新服务；(C) 她的方法后来被五个仓库采用，但没说她去培训；(D) 修路与她无关。',
          ja: '嵐で幹線道路が3日間閉鎖されたとき、彼女は “reorganized our delivery routes overnight” ので (B) が正解です。(A) 病院は配送先で、新しいサービスを始めたのではありません。(C) 方法が5拠点で採用されたのであって、彼女が研修したとは言っていません。(D) 道路の修理は関係ありません。',
          en: 'When a storm closed the highway, she "reorganized our delivery routes overnight": (B). (A) Hospitals were the customers; she started no new service. (C) Her method was adopted at five depots, but no training is mentioned. (D) She did not repair the road.',
        },
        tags: ['detail', 'logistics'],
      },
      {
        question: "According to the speaker, what has been a result of Anneke Voss's work?",
        options: [
          'Faster hiring',
          'Fewer accidents',
          'More hospital customers',
          'Lower fuel costs',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '她的路线方法 “has cut our fuel costs by nearly twelve percent”，所以 (D) 正确。(A) 招聘和 (B) 事故都没有提到；(C) 医院是原有客户，没说数量增加。',
          ja: '彼女の方法は “has cut our fuel costs by nearly twelve percent” とあるので (D) が正解です。(A) 採用と (B) 事故は出てきません。(C) 病院は以前からの配送先で、増えたとは言っていません。',
          en: 'Her method "has cut our fuel costs by nearly twelve percent": (D). (A) Hiring and (B) accidents are not mentioned. (C) The hospitals were existing customers; no growth is claimed.',
        },
        tags: ['detail', 'logistics'],
      },
    ],
  },

  {
    id: 'bank-p4-l3-g7',
    difficulty: 3,
    speaker: 'Man',
    sentences: [
      'Hi, Ms. Kasprzak, this is Gus from Hartley Builders, calling about the kitchen renovation at your restaurant.',
      'Good news first: the new ovens arrived this morning, ahead of schedule.',
      "However, the city inspector who has to approve the gas line can't come until next Thursday, a week later than we planned.",
      "That means we can't connect the ovens before then, so the kitchen won't be ready to reopen on the twelfth, as we'd hoped.",
      "I know you've already booked a private party for the fourteenth.",
      "One option is to rent a portable kitchen unit for a few days. I've used one from a company called Heatwave before, and it worked well.",
      "Let me know if you're interested, and I'll get you a price.",
    ],
    questions: [
      {
        question: 'Who most likely is the speaker?',
        options: [
          'A restaurant owner',
          'A city inspector',
          'A building contractor',
          'An oven salesperson',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '说话人来自 Hartley Builders，负责对方餐厅厨房的翻修，是施工承包商，(C) 正确。(A) 餐厅老板是听话人；(B) 检查员是他提到的另一个人；(D) 烤箱已经送到，他不是来推销的。',
          ja: '話し手は Hartley Builders の者で、レストランの厨房の改装を担当しているので、施工業者の (C) が正解です。(A) レストランのオーナーは聞き手です。(B) 検査官は話に出てくる別の人です。(D) オーブンはすでに届いており、売り込みではありません。',
          en: 'He is from Hartley Builders, renovating her restaurant kitchen: a contractor, (C). (A) The restaurant owner is the listener. (B) The inspector is someone he mentions. (D) The ovens have already arrived; he is not selling them.',
        },
        tags: ['speaker identity', 'construction'],
      },
      {
        question: 'What is causing the delay?',
        options: [
          'The ovens arrived late.',
          'An inspection cannot take place until later.',
          'A gas line was damaged.',
          'The restaurant changed its plans.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: "他说批准燃气管道的检查员 “can't come until next Thursday”，比计划晚一周，所以 (B) 正确。(A) 相反，烤箱提前到了；(C) 燃气管道只是需要检查，没有损坏；(D) 餐厅没有改变计划，十四日的包场仍照常。",
          ja: "ガス管を承認する検査官が “can't come until next Thursday” で、予定より1週間遅れるので (B) が正解です。(A) 逆にオーブンは予定より早く届きました。(C) ガス管は検査が必要なだけで、壊れてはいません。(D) レストランは計画を変えておらず、14日の貸切もそのままです。",
          en: 'The inspector "can\'t come until next Thursday," a week late: (B). (A) The ovens actually came early. (C) The gas line needs approval; it is not damaged. (D) The restaurant has not changed plans; the party on the fourteenth stands.',
        },
        tags: ['reason', 'construction'],
      },
      {
        question: 'What does the speaker suggest?',
        options: [
          'Renting temporary cooking equipment',
          'Moving the private party to another date',
          'Calling the city inspector directly',
          'Buying different ovens',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '他建议 “rent a portable kitchen unit for a few days”，即租用临时厨房设备，(A) 正确。(B) 他提到包场是为了说明问题，没有建议改期；(C) 没有让她自己联系检查员；(D) 新烤箱已经到了，没有建议换。',
          ja: '“rent a portable kitchen unit for a few days” と提案しているので、仮設の調理設備を借りる (A) が正解です。(B) 貸切の話は問題の説明で、日程変更は勧めていません。(C) 検査官に直接電話するようには言っていません。(D) 新しいオーブンは届いており、買い替えの話はありません。',
          en: 'He suggests they "rent a portable kitchen unit for a few days": (A). (B) He mentions the party to show the problem, not to move it. (C) He does not ask her to call the inspector. (D) The new ovens are already there.',
        },
        tags: ['suggestion', 'construction'],
      },
    ],
  },

  // ── Level 4 ──
  {
    id: 'bank-p4-l4-g5',
    difficulty: 4,
    speaker: 'Man',
    graphic:
      'SALES CONFERENCE — Afternoon Agenda\n1:00 | Budget Review\n2:00 | Product Roadmap\n3:00 | Customer Feedback\n4:00 | Regional Targets',
    sentences: [
      'Hi, everyone, and welcome back from lunch.',
      'Before we start the afternoon, there is one change to the agenda.',
      "I'm presenting the product roadmap, but our engineers sent through revised launch dates only an hour ago, and I'd rather work them in properly than rush.",
      "So I've agreed to swap with the session that follows mine.",
      "That means you'll hear the customer feedback results earlier than planned.",
      'The budget review will go ahead as printed.',
      "And the slides from every session will be uploaded to the shared drive tonight, so there's no need to photograph the screen.",
    ],
    questions: [
      {
        question: 'Why is the agenda changing?',
        options: [
          'A presenter is unwell.',
          'New information arrived recently.',
          'A room is no longer available.',
          'The budget review ran long.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '说话人说工程师 “sent through revised launch dates only an hour ago”，他想把新信息好好放进演示里，所以 (B) 正确。(A) 没有人生病；(C) 没有提到会议室问题；(D) 预算审查 “will go ahead as printed”，并没有超时。',
          ja: '話し手は、エンジニアが “sent through revised launch dates only an hour ago” ので、きちんと反映させたいと言っているので (B) が正解です。(A) 体調不良の人はいません。(C) 部屋の問題は出てきません。(D) 予算の検討は “will go ahead as printed” で、長引いてはいません。',
          en: 'The engineers "sent through revised launch dates only an hour ago," and he wants to work them in: (B). (A) Nobody is ill. (C) No room problem is mentioned. (D) The budget review "will go ahead as printed"; it has not overrun.',
        },
        tags: ['reason', 'meetings'],
      },
      {
        question:
          'Look at the graphic. At what time will the speaker most likely give his presentation?',
        options: ['1:00', '2:00', '3:00', '4:00'],
        correctAnswer: 2,
        explanation: {
          zh: '他负责 2:00 的 Product Roadmap，要和紧接其后的 3:00 Customer Feedback 对调，所以他改在 3:00 演讲，(C) 正确。(A) 1:00 的预算审查照常；(B) 2:00 是原来的时间，现在改为客户反馈；(D) 4:00 的地区目标没有变动。',
          ja: '話し手の担当は 2:00 の Product Roadmap で、直後の 3:00 の Customer Feedback と入れ替えるので、発表は 3:00 になり (C) が正解です。(A) 1:00 の予算は予定どおりです。(B) 2:00 は元の時間で、今は顧客の声の発表になります。(D) 4:00 の地域目標は変わりません。',
          en: 'His Product Roadmap slot is 2:00, and he swaps with the session after it, Customer Feedback at 3:00, so he now speaks at 3:00: (C). (A) The 1:00 budget review is unchanged. (B) 2:00 was his original slot, now the feedback session. (D) The 4:00 session does not move.',
        },
        tags: ['graphic', 'meetings'],
      },
      {
        question: 'What does the speaker say about the slides?',
        options: [
          'They will be printed for everyone.',
          'They must not be shared outside the company.',
          'They include photographs of new products.',
          'They will be available online tonight.',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '他说所有演示的幻灯片 “will be uploaded to the shared drive tonight”，所以 (D) 正确。(A) 没说要打印；(B) 没有提到保密；(C) photograph 在原文中是“拍屏幕”的动词，说的是不用拍照，而不是幻灯片里有产品照片。',
          ja: 'スライドは “will be uploaded to the shared drive tonight” と言っているので (D) が正解です。(A) 印刷して配るとは言っていません。(B) 社外秘の話はありません。(C) photograph は「画面を撮影する」という動詞で、撮影不要という意味です。製品写真の話ではありません。',
          en: 'The slides "will be uploaded to the shared drive tonight": (D). (A) Printing is not mentioned. (B) Confidentiality is not raised. (C) "Photograph" is the verb for snapping the screen, which is unnecessary; nothing is said about product photos.',
        },
        tags: ['detail', 'meetings'],
      },
    ],
  },
  {
    id: 'bank-p4-l4-g6',
    difficulty: 4,
    speaker: 'Woman',
    sentences: [
      'Hello, Mr. Ravenscroft. This is Bettina from Pallister Packaging, returning your call about paper cups for your six cafés.',
      "I've checked with our production team, and unfortunately the price of the compostable cups will rise by eight percent from next month, because our pulp costs have gone up.",
      "I know that's not what you were hoping to hear.",
      'That said, the quote I sent you last week is valid until Friday.',
      "If you order the next three months' supply before then, you'll pay the current price for all of it.",
      "And we can store the cups at our warehouse and deliver them monthly, so you wouldn't need extra space at your cafés.",
      "Give me a call when you've had a chance to think it over.",
    ],
    questions: [
      {
        question: 'Why will the price of the cups rise?',
        options: [
          'Shipping has become more expensive.',
          'The cups have a new design.',
          'A material costs more.',
          'The listener is ordering fewer cups.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '她说涨价是 “because our pulp costs have gone up”，即原材料纸浆变贵了，(C) 正确。(A) 运费没有提到；(B) 杯子没有改设计；(D) 没有说对方订量减少。',
          ja: '値上げは “because our pulp costs have gone up” と説明されているので、原材料が高くなった (C) が正解です。(A) 送料の話はありません。(B) デザインの変更もありません。(D) 注文量が減ったとは言っていません。',
          en: 'The rise is "because our pulp costs have gone up": a material, (C). (A) Shipping is not mentioned. (B) The design has not changed. (D) Nothing says his orders are shrinking.',
        },
        tags: ['reason', 'purchasing'],
      },
      {
        question:
          'Why does the speaker say, "the quote I sent you last week is valid until Friday"?',
        options: [
          'To encourage the listener to order soon',
          'To correct a mistake in a quote',
          'To ask for payment by Friday',
          'To explain when the cups will be delivered',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '她紧接着说在那之前订三个月的货就能按现价，意思是劝对方尽快下单以避开涨价，(A) 正确。(B) 报价没有错误；(C) 周五是报价有效期，不是付款期限；(D) 送货是每月一次，与周五无关。',
          ja: 'この直後に、それまでに3か月分を注文すれば今の価格で買えると続けており、値上げ前に早く注文するよう促しているので (A) が正解です。(B) 見積もりに誤りはありません。(C) 金曜日は見積もりの有効期限で、支払い期限ではありません。(D) 配達は毎月で、金曜日とは関係ありません。',
          en: "She follows it with the offer of the current price on three months' supply ordered before then, nudging him to order before the rise: (A). (B) The quote has no mistake. (C) Friday is when the quote expires, not a payment date. (D) Deliveries are monthly, unrelated to Friday.",
        },
        tags: ['speaker intent', 'purchasing'],
      },
      {
        question: 'What does the speaker offer to do?',
        options: [
          'Send free samples',
          'Store the cups and deliver them monthly',
          'Visit the cafés next week',
          'Reduce the price by eight percent',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '她说 “we can store the cups at our warehouse and deliver them monthly”，所以 (B) 正确。(A) 样品和 (C) 拜访咖啡馆都没有提到；(D) 八个百分点是涨价幅度，不是降价。',
          ja: '“we can store the cups at our warehouse and deliver them monthly” と申し出ているので (B) が正解です。(A) サンプルと (C) カフェへの訪問は出てきません。(D) 8% は値上げ幅で、値下げではありません。',
          en: '"We can store the cups at our warehouse and deliver them monthly": (B). (A) Samples and (C) a visit are not mentioned. (D) Eight percent is the increase, not a discount.',
        },
        tags: ['offer', 'purchasing'],
      },
    ],
  },
  {
    id: 'bank-p4-l4-g7',
    difficulty: 4,
    speaker: 'Man',
    sentences: [
      'In business news, Dunleavy Foods announced this morning that it has agreed to buy Kettle Creek Farms, the family-owned maker of frozen pies.',
      'The price was not disclosed.',
      'Kettle Creek sells mainly through independent grocery stores, a market that Dunleavy has long struggled to reach.',
      "According to Dunleavy, the Kettle Creek name will stay on the packaging, and the company's bakery in Ashworth will continue to operate.",
      "However, Kettle Creek's sales and delivery teams will be combined with Dunleavy's over the next year.",
      'The purchase still needs the approval of regulators, which is expected in the spring.',
    ],
    questions: [
      {
        question: 'What is the news report mainly about?',
        options: [
          'A company is buying another company.',
          'A bakery is closing.',
          'A grocery chain is expanding.',
          'A new frozen product is being launched.',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '报道说 Dunleavy Foods “has agreed to buy Kettle Creek Farms”，是一家公司收购另一家，(A) 正确。(B) Ashworth 的烘焙工厂会继续运营；(C) 独立杂货店是销售渠道，不是扩张的连锁店；(D) 冷冻馅饼是现有产品，不是新品。',
          ja: 'Dunleavy Foods が “has agreed to buy Kettle Creek Farms” と報じているので、企業買収の (A) が正解です。(B) Ashworth の工場は操業を続けます。(C) 独立系食料品店は販売先で、チェーンの拡大の話ではありません。(D) 冷凍パイは既存の商品で、新製品ではありません。',
          en: 'Dunleavy Foods "has agreed to buy Kettle Creek Farms": (A). (B) The Ashworth bakery will keep operating. (C) Independent grocers are a sales channel, not an expanding chain. (D) The frozen pies are existing products.',
        },
        tags: ['main idea', 'news'],
      },
      {
        question: 'Why is Dunleavy Foods interested in Kettle Creek Farms?',
        options: [
          'To gain a larger bakery',
          'To reach independent grocery stores',
          'To use the Kettle Creek delivery trucks',
          'To replace its own brand name',
        ],
        correctAnswer: 1,
        explanation: {
          zh: 'Kettle Creek 主要通过独立杂货店销售，“a market that Dunleavy has long struggled to reach”，所以收购是为了打入这个市场，(B) 正确。(A) 没有说需要更大的工厂；(C) 配送团队会合并，但不是收购的理由；(D) 相反，Kettle Creek 的品牌名会保留在包装上，而不是取代 Dunleavy 的品牌。',
          ja: 'Kettle Creek は主に独立系食料品店で販売しており、それは “a market that Dunleavy has long struggled to reach” なので (B) が正解です。(A) 大きな工場が欲しいとは言っていません。(C) 配送チームは統合されますが、買収の理由ではありません。(D) Kettle Creek の名前が包装に残るのであって、Dunleavy のブランドを置き換えるのではありません。',
          en: 'Kettle Creek sells through independent grocers, "a market that Dunleavy has long struggled to reach": (B). (A) No need for a bigger bakery is mentioned. (C) The delivery teams will merge, but that is not the motive. (D) The Kettle Creek name stays on its own packaging; it is not replacing Dunleavy\'s brand.',
        },
        tags: ['reason', 'news'],
      },
      {
        question: 'What must happen before the purchase is complete?',
        options: [
          'The price must be made public.',
          'The Ashworth bakery must be sold.',
          'Regulators must approve it.',
          'Kettle Creek employees must vote on it.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '报道最后说 “The purchase still needs the approval of regulators”，所以 (C) 正确。(A) 价格没有公开，但没说必须公开；(B) 工厂会继续运营，不会卖掉；(D) 员工投票没有提到。',
          ja: '最後に “The purchase still needs the approval of regulators” とあるので (C) が正解です。(A) 価格は非公表ですが、公表が条件だとは言っていません。(B) 工場は操業を続け、売却されません。(D) 従業員の投票は出てきません。',
          en: '"The purchase still needs the approval of regulators": (C). (A) The price was not disclosed, and nothing requires it to be. (B) The bakery will keep running. (D) No employee vote is mentioned.',
        },
        tags: ['detail', 'news'],
      },
    ],
  },

  // ── Level 5 ──
  {
    id: 'bank-p4-l5-g5',
    difficulty: 5,
    speaker: 'Woman',
    graphic:
      'WHY CUSTOMERS CANCELED — exit survey, 1,200 replies\nReason | Share\nPrice | 38%\nDelivery delays | 27%\nApp problems | 21%\nProduct variety | 14%',
    sentences: [
      'Thanks for joining. These are the results of the exit survey we sent to subscribers who canceled last quarter.',
      "Price tops the list, as you'd expect, but there's little we can do about it without cutting into margins that are already thin.",
      'The second reason is a different story.',
      'Logistics has already signed a second courier in the north, where most of those complaints came from, and that contract takes effect on the first.',
      'Which brings me to what I would like this group to own: the next item down.',
      "It's entirely in our hands, and the engineering backlog says it can be dealt with in a single release.",
      "So I'm asking each of you to bring two concrete proposals to next Tuesday's meeting.",
    ],
    questions: [
      {
        question: 'What does the speaker say about the most common reason for canceling?',
        options: [
          'It was caused by a courier.',
          'It is difficult to address without hurting profits.',
          'It will be fixed in the next release.',
          'It was mentioned mainly by customers in the north.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: "最常见的原因是价格，她说 “there's little we can do about it without cutting into margins that are already thin”，即不损害利润就很难解决，(B) 正确。(A) 快递是第二个原因（配送延误）的情况；(C) 在一次版本更新中解决的是第三个原因；(D) 北方客户的投诉也是关于配送的。",
          ja: "最も多い理由は価格で、“there's little we can do about it without cutting into margins that are already thin” と言っているので (B) が正解です。(A) 配送業者は2番目の理由（配送の遅れ）の話です。(C) 1回のリリースで対応できるのは3番目の項目です。(D) 北部からの苦情も配送に関するものです。",
          en: 'Price is first, and "there\'s little we can do about it without cutting into margins that are already thin": (B). (A) The courier relates to the second reason, delivery delays. (C) The single-release fix is for the third item. (D) The northern complaints are also about delivery.',
        },
        tags: ['detail', 'business'],
      },
      {
        question:
          'Look at the graphic. Which issue does the speaker want the listeners to work on?',
        options: ['Price', 'Delivery delays', 'App problems', 'Product variety'],
        correctAnswer: 2,
        explanation: {
          zh: '她跳过价格（难以处理）和第二位的配送延误（物流部门已签新快递），说要大家负责 “the next item down”，即第三位 App problems（21%），(C) 正确。(A) 价格被认为难以改变；(B) 配送问题已在解决中；(D) 产品种类是第四位，她没有提到。',
          ja: '価格（対処が難しい）と2番目の配送の遅れ（物流部門が新しい配送業者と契約済み）を除き、“the next item down”、つまり3番目の App problems（21%）を担当してほしいと言っているので (C) が正解です。(A) 価格は変えにくいとされています。(B) 配送は対応が進行中です。(D) 品ぞろえは4番目で、触れられていません。',
          en: 'She sets aside price (hard to change) and delivery delays (a second courier is signed) and asks the group to own "the next item down": App problems, 21%, (C). (A) Price is ruled out. (B) Delivery is already being fixed. (D) Product variety, fourth, is not discussed.',
        },
        tags: ['graphic', 'business'],
      },
      {
        question: 'What does the speaker ask the listeners to do?',
        options: [
          'Survey more customers',
          'Meet with the courier',
          'Review a contract',
          'Prepare proposals for a meeting',
        ],
        correctAnswer: 3,
        explanation: {
          zh: "她说 “I'm asking each of you to bring two concrete proposals to next Tuesday's meeting”，所以 (D) 正确。(A) 调查已经做完；(B) 快递是物流部门签的，与听众无关；(C) 合同已经签好，没有要他们审阅。",
          ja: "“I'm asking each of you to bring two concrete proposals to next Tuesday's meeting” と言っているので (D) が正解です。(A) 調査はすでに終わっています。(B) 配送業者との契約は物流部門のことで、聞き手の仕事ではありません。(C) 契約は締結済みで、確認を頼まれてはいません。",
          en: 'She asks "each of you to bring two concrete proposals to next Tuesday\'s meeting": (D). (A) The survey is already done. (B) The courier was handled by logistics. (C) The contract is already signed; no review is requested.',
        },
        tags: ['request', 'business'],
      },
    ],
  },
  {
    id: 'bank-p4-l5-g6',
    difficulty: 5,
    speaker: 'Man',
    sentences: [
      "Let's move on to the part of negotiating that most people skip: deciding in advance what you'll do if there's no deal.",
      'Before any meeting with a supplier, you should know your best alternative, and what it would cost you.',
      'Last year, one of our buyers went into a contract renewal with our office-cleaning firm convinced that she had no other option.',
      'She accepted a fifteen percent increase on the spot.',
      'Two weeks later, she learned that a competitor would have done the same work for less.',
      "Now, I'm not saying she should have walked out of the room.",
      "But she'd never asked anyone else for a quote.",
      "So, this afternoon's exercise: in pairs, each of you will write down your walk-away point for the case in your folder, without showing your partner, and then you'll negotiate.",
    ],
    questions: [
      {
        question: 'What is the talk mainly about?',
        options: [
          'Preparing for negotiations',
          'Choosing a cleaning company',
          'Writing service contracts',
          'Reducing office costs',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '说话人讲的是谈判中常被忽略的准备：事先想好谈不成时怎么办，(A) 正确。(B) 清洁公司只是例子中的供应商；(C) 合同续签是例子的背景，讲的不是怎么写合同；(D) 成本没有作为主题讨论。',
          ja: '交渉で見落とされがちな準備、つまり決裂した場合にどうするかを事前に決めておく話なので (A) が正解です。(B) 清掃会社は例に出てくる取引先にすぎません。(C) 契約更新は例の背景で、契約書の書き方の話ではありません。(D) 経費削減はテーマではありません。',
          en: "The talk is about a skipped part of negotiating: knowing your alternative before the meeting, (A). (B) The cleaning firm is only the example. (C) The renewal is the example's setting, not a lesson on drafting contracts. (D) Cutting costs is not the topic.",
        },
        tags: ['main idea', 'training'],
      },
      {
        question: 'Why does the speaker say, "But she\'d never asked anyone else for a quote"?',
        options: [
          "To praise the buyer's loyalty to a supplier",
          "To criticize the competitor's prices",
          'To identify what the buyer failed to do',
          'To explain why the supplier raised its price',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '他先说不是要她当场离席，接着用 “But” 指出她从未向别家询价，也就是她缺少的准备，(C) 正确。(A) 这不是称赞忠诚，而是指出失误；(B) 竞争对手的价格其实更低，他没有批评；(D) 涨价的原因没有提到。',
          ja: '席を立つべきだったとは言わないと断った上で、“But” で他社に見積もりを頼まなかったことを指摘しており、彼女に欠けていた準備を示しているので (C) が正解です。(A) 忠誠心をほめているのではなく、失敗を指摘しています。(B) 競合の価格はむしろ安く、批判していません。(D) 値上げの理由は出てきません。',
          en: 'Having said she need not have walked out, he adds with "But" that she never got another quote: the preparation she skipped, (C). (A) He is pointing out a mistake, not praising loyalty. (B) The competitor was cheaper; he does not criticize it. (D) The reason for the increase is never given.',
        },
        tags: ['speaker intent', 'training'],
      },
      {
        question: 'What will the listeners do next?',
        options: [
          'Request quotes from suppliers',
          'Watch a recorded negotiation',
          'Read a report on cleaning costs',
          'Practice negotiating in pairs',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '他说下午的练习是两人一组，各自写下底线后进行谈判，所以 (D) 正确。(A) 询价是例子里的教训，不是现在要做的；(B) 没有提到看录像；(C) 文件夹里的是练习案例，不是清洁费用报告。',
          ja: '午後の演習はペアでそれぞれ譲れない線を書き、交渉するというものなので (D) が正解です。(A) 見積もりを取るのは例からの教訓で、今する作業ではありません。(B) 録画を見る話はありません。(C) フォルダーに入っているのは演習用のケースで、清掃費の報告書ではありません。',
          en: 'This afternoon they will write a walk-away point and negotiate in pairs: (D). (A) Getting quotes is the lesson of the story, not the next task. (B) No recording is mentioned. (C) The folder holds a practice case, not a cost report.',
        },
        tags: ['next action', 'training'],
      },
    ],
  },
];
