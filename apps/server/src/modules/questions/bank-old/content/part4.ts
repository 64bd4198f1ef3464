import type { TalkSet } from '../types';

/**
 * Part 4 — Talks. Original items written for TOEIC Ace. Each set is one talk by a single speaker
 * (some with a graphic) and three questions.
 */
export const part4: TalkSet[] = [
  // ── Level 1 (under 500): short announcements and messages, facts stated plainly ──
  {
    id: 'bank-p4-l1-g1',
    difficulty: 1,
    speaker: 'Woman',
    sentences: [
      'Good morning, shoppers, and welcome to Greenway Grocers.',
      'Today we have a special sale on fruit.',
      'All apples and oranges are half price until six in the evening.',
      'Also, please visit our bakery at the back of the store.',
      'We bake fresh bread there every morning.',
      'Thank you for shopping with us.',
    ],
    questions: [
      {
        question: 'Where is the announcement being made?',
        options: ['At a restaurant', 'At a farm', 'At a supermarket', 'At a bakery'],
        correctAnswer: 2,
        explanation: {
          zh: '说话人对 shoppers 讲话，提到水果特价和店内后面的面包区，所以是在超市，(C) 正确。(A) 没有提到用餐；(B) 店名里有 Greenway，但地点是商店而不是农场；(D) 面包区只是店内的一部分。',
          ja: '話し手は shoppers に呼びかけ、果物のセールや店の奥のベーカリーに触れているので、スーパーの (C) が正解です。(A) 食事の話はありません。(B) 店名に Greenway とありますが、場所は店で農場ではありません。(D) ベーカリーは店内の一角にすぎません。',
          en: 'The speaker addresses "shoppers" and mentions a fruit sale and a bakery at the back of the store, so this is a supermarket: (C). (A) No meals are served. (B) The store\'s name sounds rural, but it is a shop, not a farm. (D) The bakery is only one section of the store.',
        },
        tags: ['inference', 'retail'],
      },
      {
        question: 'What is on sale today?',
        options: ['Fruit', 'Bread', 'Milk', 'Vegetables'],
        correctAnswer: 0,
        explanation: {
          zh: '说话人说 “we have a special sale on fruit”，苹果和橙子半价，所以 (A) 正确。(B) 面包只是请大家去看看，没有打折；(C) 牛奶和 (D) 蔬菜都没有提到。',
          ja: '“we have a special sale on fruit” とあり、リンゴとオレンジが半額なので (A) が正解です。(B) パンはベーカリーに寄るよう勧めているだけで、セールではありません。(C) 牛乳と (D) 野菜は話に出てきません。',
          en: 'The speaker says, "we have a special sale on fruit," with apples and oranges at half price, so (A) is correct. (B) Bread is mentioned only as something baked every morning, not on sale. (C) Milk and (D) vegetables are never mentioned.',
        },
        tags: ['detail', 'retail'],
      },
      {
        question: 'When does the sale end?',
        options: [
          'At noon',
          'At two in the afternoon',
          'At five in the evening',
          'At six in the evening',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '特价 “until six in the evening”，所以 (D) 正确。(A) 中午、(B) 下午两点和 (C) 傍晚五点都没有提到。',
          ja: 'セールは “until six in the evening” なので (D) が正解です。(A) 正午、(B) 午後2時、(C) 午後5時はいずれも出てきません。',
          en: 'The sale lasts "until six in the evening," so (D) is correct. (A) Noon, (B) two o\'clock and (C) five o\'clock are never mentioned.',
        },
        tags: ['detail', 'retail'],
      },
    ],
  },
  {
    id: 'bank-p4-l1-g2',
    difficulty: 1,
    speaker: 'Man',
    sentences: [
      'Hi, Emma. This is Ken from the sales team.',
      "I'm calling about our lunch meeting tomorrow.",
      "I'm sorry, but I have to visit a customer in the morning, so I can't meet at twelve.",
      "Can we meet at one o'clock instead?",
      'The restaurant is the same: the Italian place on Main Street.',
      'Please call me back and let me know.',
      'Thanks!',
    ],
    questions: [
      {
        question: 'Why is the man calling?',
        options: [
          'To order some food',
          'To change a meeting time',
          'To ask for directions',
          'To cancel a sale',
        ],
        correctAnswer: 1,
        explanation: {
          zh: "Ken 说上午要拜访客户，问 “Can we meet at one o'clock instead?”，是要更改会面时间，(B) 正确。(A) 他提到餐厅，但不是订餐；(C) 餐厅是同一家，他不需要问路；(D) 他是销售部的人，但不是取消销售。",
          ja: "Ken は午前中に顧客訪問があるため “Can we meet at one o'clock instead?” と尋ねているので、時間変更の (B) が正解です。(A) レストランの話は出ますが、料理の注文ではありません。(C) 店は同じなので道を尋ねる必要はありません。(D) 営業部の人ですが、販売を取り消す話ではありません。",
          en: 'Ken has to see a customer in the morning and asks, "Can we meet at one o\'clock instead?" so (B) is correct. (A) A restaurant is mentioned, but he is not ordering food. (C) The restaurant is the same one, so he needs no directions. (D) He is from the sales team, but nothing is being cancelled.',
        },
        tags: ['purpose', 'office'],
      },
      {
        question: 'What will the man do tomorrow morning?',
        options: ['Go to a restaurant', 'Call Emma', 'Have a team meeting', 'Visit a customer'],
        correctAnswer: 3,
        explanation: {
          zh: '他说 “I have to visit a customer in the morning”，所以 (D) 正确。(A) 餐厅是中午以后的午餐会；(B) 是请 Emma 给他回电，不是他打给 Emma；(C) 没有提到团队会议。',
          ja: '“I have to visit a customer in the morning” と言っているので (D) が正解です。(A) レストランへは昼食時に行きます。(B) 電話を頼んでいるのは Emma の側からで、彼が電話するのではありません。(C) チーム会議の話はありません。',
          en: 'He says, "I have to visit a customer in the morning," so (D) is correct. (A) The restaurant is for lunch, later. (B) He asks Emma to call him, not the other way round. (C) No team meeting is mentioned.',
        },
        tags: ['detail', 'office'],
      },
      {
        question: 'What does the man ask Emma to do?',
        options: ['Book a table', 'Send an e-mail', 'Call him back', 'Meet him at noon'],
        correctAnswer: 2,
        explanation: {
          zh: '最后他说 “Please call me back and let me know”，所以 (C) 正确。(A) 餐厅不变，没有请她订位；(B) 他要的是回电，不是邮件；(D) 十二点正是他去不了的时间。',
          ja: '最後に “Please call me back and let me know” と頼んでいるので (C) が正解です。(A) 店は同じで予約は頼んでいません。(B) 頼んでいるのは折り返しの電話で、メールではありません。(D) 12時は彼が行けない時間です。',
          en: 'He ends with "Please call me back and let me know," so (C) is correct. (A) The restaurant stays the same; he does not ask her to book. (B) He wants a call, not an e-mail. (D) Noon is the time he cannot make.',
        },
        tags: ['request', 'office'],
      },
    ],
  },
  {
    id: 'bank-p4-l1-g3',
    difficulty: 1,
    speaker: 'Woman',
    sentences: [
      'Hello, this message is for Mr. Pruitt.',
      'This is Joanne calling from Northside Dental Clinic.',
      'You have an appointment with Dr. Sato on Wednesday at ten A.M.',
      'Unfortunately, Dr. Sato will be away that day.',
      'Can you come on Thursday at the same time instead?',
      'Please call us back at 555-0148 before Tuesday.',
      'Thank you.',
    ],
    questions: [
      {
        question: 'Where does the speaker work?',
        options: ['At a hotel', 'At a dental clinic', 'At a pharmacy', 'At a bank'],
        correctAnswer: 1,
        explanation: {
          zh: '说话人说 “This is Joanne calling from Northside Dental Clinic”，所以 (B) 正确。(A) 酒店、(C) 药店和 (D) 银行都没有提到。',
          ja: '話し手は “This is Joanne calling from Northside Dental Clinic” と名乗っているので (B) が正解です。(A) ホテル、(C) 薬局、(D) 銀行は出てきません。',
          en: 'She says, "This is Joanne calling from Northside Dental Clinic," so (B) is correct. (A) A hotel, (C) a pharmacy and (D) a bank are never mentioned.',
        },
        tags: ['detail', 'health care'],
      },
      {
        question: 'What day does the speaker suggest for the appointment?',
        options: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
        correctAnswer: 3,
        explanation: {
          zh: '她问 “Can you come on Thursday at the same time instead?”，所以 (D) 正确。(C) 周三是原来的预约日，医生那天不在；(B) 周二是回电的截止日；(A) 周一没有提到。',
          ja: '“Can you come on Thursday at the same time instead?” と尋ねているので (D) が正解です。(C) 水曜は元の予約日で、医師が不在です。(B) 火曜は折り返し電話の期限です。(A) 月曜は出てきません。',
          en: 'She asks, "Can you come on Thursday at the same time instead?" so (D) is correct. (C) Wednesday is the original day, when the dentist is away. (B) Tuesday is the deadline for calling back. (A) Monday is never mentioned.',
        },
        tags: ['detail', 'health care'],
      },
      {
        question: 'What is the listener asked to do?',
        options: ['Bring a form', 'Arrive early', 'Call the clinic', 'Pay a bill'],
        correctAnswer: 2,
        explanation: {
          zh: '她说 “Please call us back at 555-0148 before Tuesday”，所以 (C) 正确。(A) 带表格、(B) 提前到达和 (D) 付款都没有被要求。',
          ja: '“Please call us back at 555-0148 before Tuesday” と頼んでいるので (C) が正解です。(A) 書類の持参、(B) 早めの来院、(D) 支払いは求められていません。',
          en: 'She says, "Please call us back at 555-0148 before Tuesday," so (C) is correct. (A) Bringing a form, (B) arriving early and (D) paying a bill are never requested.',
        },
        tags: ['request', 'health care'],
      },
    ],
  },
  {
    id: 'bank-p4-l1-g4',
    difficulty: 1,
    speaker: 'Man',
    sentences: [
      'Attention, shoppers.',
      "The store will close in fifteen minutes, at nine o'clock.",
      'Please bring your items to the checkout now.',
      'Only two checkouts are open tonight, checkouts 1 and 2, near the main entrance.',
      'We open again tomorrow morning at eight.',
      'Thank you for shopping at Nordvale Home and Garden.',
    ],
    questions: [
      {
        question: 'Where is the announcement being made?',
        options: ['At a bank', 'At a restaurant', 'At a store', 'At a library'],
        correctAnswer: 2,
        explanation: {
          zh: '说话人对 shoppers 讲话，提到收银台，并感谢大家在 Nordvale Home and Garden 购物，所以是在商店，(C) 正确。(A) 银行、(D) 图书馆和 (B) 餐厅都没有收银台和购物者的说法。',
          ja: '話し手は shoppers に呼びかけ、レジに触れ、Nordvale Home and Garden での買い物に礼を言っているので、店の (C) が正解です。(A) 銀行、(D) 図書館、(B) レストランには当てはまりません。',
          en: 'The speaker addresses "shoppers," mentions checkouts and thanks people for shopping, so it is a store: (C). (A) A bank, (D) a library and (B) a restaurant do not fit.',
        },
        tags: ['inference', 'retail'],
      },
      {
        question: 'What time does the store close tonight?',
        options: ["At ten o'clock", 'At nine fifteen', "At eight o'clock", "At nine o'clock"],
        correctAnswer: 3,
        explanation: {
          zh: "广播说 “The store will close in fifteen minutes, at nine o'clock”，所以 (D) 正确。(C) 八点是明天早上开门的时间；(B) 十五分钟是距关门的时间，不是九点十五分；(A) 十点没有提到。",
          ja: "“The store will close in fifteen minutes, at nine o'clock” とあるので (D) が正解です。(C) 8時は明日の開店時刻です。(B) 15分は閉店までの残り時間で、9時15分ではありません。(A) 10時は出てきません。",
          en: "The announcement says the store \"will close in fifteen minutes, at nine o'clock,\" so (D) is correct. (C) Eight is tomorrow's opening time. (B) Fifteen minutes is how long is left, not 9:15. (A) Ten o'clock is never mentioned.",
        },
        tags: ['detail', 'retail'],
      },
      {
        question: 'What are shoppers asked to do?',
        options: [
          'Come back tomorrow afternoon',
          'Leave by the back door',
          'Use the self-service machines',
          'Go to the checkout',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '广播说 “Please bring your items to the checkout now”，所以 (D) 正确。(B) 开放的收银台在正门附近，没有让人走后门；(A) 明天是早上八点开门；(C) 没有提到自助机。',
          ja: '“Please bring your items to the checkout now” と頼んでいるので (D) が正解です。(B) 開いているレジは正面入口の近くで、裏口の話はありません。(A) 明日は朝8時開店です。(C) セルフレジは出てきません。',
          en: 'The speaker says, "Please bring your items to the checkout now," so (D) is correct. (B) The open checkouts are near the main entrance; no back door is mentioned. (A) The store reopens tomorrow morning. (C) Self-service machines are not mentioned.',
        },
        tags: ['request', 'retail'],
      },
    ],
  },
  // ── Level 2 (500–600): announcements and tours, simple paraphrase ──
  {
    id: 'bank-p4-l2-g1',
    difficulty: 2,
    speaker: 'Woman',
    sentences: [
      'Attention, passengers on Skyline Air Flight 208 to Port Ellis.',
      'This flight will now depart from Gate 14 instead of Gate 9.',
      'Because the aircraft arrived late from its previous flight, the departure time has been changed to 4:45 P.M.',
      'We will begin boarding at 4:15.',
      'Passengers traveling with small children may board first.',
      'We apologize for the delay, and we thank you for your patience.',
    ],
    questions: [
      {
        question: 'Where is the announcement most likely being made?',
        options: ['At an airport', 'At a train station', 'On an airplane', 'At a bus terminal'],
        correctAnswer: 0,
        explanation: {
          zh: '广播提到航班、登机口和登机时间，所以是在机场，(A) 正确。(B) 火车站和 (D) 长途汽车站没有航班和登机口；(C) 乘客还在等待登机，广播不是在飞机上播的。',
          ja: '便名、搭乗ゲート、搭乗時刻を案内しているので空港の (A) が正解です。(B) 駅や (D) バスターミナルに便やゲートはありません。(C) 乗客はまだ搭乗前なので、機内の放送ではありません。',
          en: 'The announcement gives a flight, a gate and a boarding time, so it is at an airport: (A). (B) Train stations and (D) bus terminals do not have flights and gates. (C) Passengers have not boarded yet, so it is not made on the plane.',
        },
        tags: ['inference', 'travel'],
      },
      {
        question: 'Why has the departure time changed?',
        options: [
          'Because of bad weather',
          'Because of a mechanical problem',
          'Because an aircraft arrived late',
          'Because a crew member is sick',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '广播说 “Because the aircraft arrived late from its previous flight”，所以 (C) 正确。(A) 天气、(B) 机械故障和 (D) 机组人员生病都没有提到。',
          ja: '“Because the aircraft arrived late from its previous flight” とあるので (C) が正解です。(A) 天候、(B) 機械の故障、(D) 乗務員の病気はいずれも出てきません。',
          en: 'The announcement says, "Because the aircraft arrived late from its previous flight," so (C) is correct. (A) Weather, (B) a mechanical problem and (D) a sick crew member are never mentioned.',
        },
        tags: ['reason', 'travel'],
      },
      {
        question: 'Who is invited to board first?',
        options: [
          'Business class passengers',
          'Passengers with young children',
          'Passengers waiting at Gate 9',
          'Frequent flyers',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '广播说 “Passengers traveling with small children may board first”，所以 (B) 正确。(A) 商务舱和 (D) 常旅客都没有提到；(C) 9 号登机口是原来的登机口，与优先登机无关。',
          ja: '“Passengers traveling with small children may board first” とあるので (B) が正解です。(A) ビジネスクラスと (D) 常連客は出てきません。(C) 9番ゲートは元のゲートで、優先搭乗とは関係ありません。',
          en: 'The announcement says, "Passengers traveling with small children may board first," so (B) is correct. (A) Business class and (D) frequent flyers are never mentioned. (C) Gate 9 is only the old gate, not a group that boards first.',
        },
        tags: ['detail', 'travel'],
      },
    ],
  },
  {
    id: 'bank-p4-l2-g2',
    difficulty: 2,
    speaker: 'Man',
    sentences: [
      'Welcome to the Rosendahl Chocolate Factory tour.',
      "My name is Oliver, and I'll be your guide today.",
      'The tour takes about one hour.',
      "First, we'll see how the cocoa beans are roasted, and then we'll visit the packaging area.",
      'Please do not take photos inside the production rooms.',
      "At the end of the tour, you'll each receive a free box of chocolates in our gift shop.",
      "Now, let's put on these hairnets and get started.",
    ],
    questions: [
      {
        question: 'Who most likely is the speaker?',
        options: ['A shop clerk', 'A chef', 'A delivery driver', 'A tour guide'],
        correctAnswer: 3,
        explanation: {
          zh: "说话人说 “I'll be your guide today”，所以他是导游，(D) 正确。(A) 礼品店是参观结束的地点，他不是店员；(B) 工厂生产巧克力，但他不是厨师；(C) 与送货无关。",
          ja: "話し手は “I'll be your guide today” と言っているので、ガイドの (D) が正解です。(A) ギフトショップは見学の終点で、彼は店員ではありません。(B) チョコレート工場ですが、シェフではありません。(C) 配達とは無関係です。",
          en: 'He says, "I\'ll be your guide today," so (D) is correct. (A) The gift shop is where the tour ends; he does not work there. (B) It is a chocolate factory, but he is not a chef. (C) Nothing is delivered.',
        },
        tags: ['inference', 'tours'],
      },
      {
        question: 'What are listeners asked not to do?',
        options: [
          'Eat inside the factory',
          'Take pictures in certain areas',
          'Touch the machines',
          'Leave the group',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '他说 “Please do not take photos inside the production rooms”，换成“在某些区域拍照”，(B) 正确。(A) 吃东西、(C) 触摸机器和 (D) 离开队伍都没有被禁止或提到。',
          ja: '“Please do not take photos inside the production rooms” を「特定の場所で写真を撮る」と言い換えた (B) が正解です。(A) 飲食、(C) 機械に触ること、(D) 列を離れることは出てきません。',
          en: '"Please do not take photos inside the production rooms" is rephrased as "take pictures in certain areas": (B). (A) Eating, (C) touching machines and (D) leaving the group are never mentioned.',
        },
        tags: ['paraphrase', 'tours'],
      },
      {
        question: 'What will listeners receive at the end of the tour?',
        options: ['A free gift', 'A discount coupon', 'A group photo', 'A recipe book'],
        correctAnswer: 0,
        explanation: {
          zh: "参观结束时 “you'll each receive a free box of chocolates”，即免费礼物，(A) 正确。(B) 优惠券、(C) 合影和 (D) 食谱书都没有提到。",
          ja: "見学の最後に “you'll each receive a free box of chocolates” とあるので、無料の贈り物の (A) が正解です。(B) 割引券、(C) 集合写真、(D) レシピ本は出てきません。",
          en: 'At the end "you\'ll each receive a free box of chocolates," a free gift: (A). (B) A coupon, (C) a group photo and (D) a recipe book are never mentioned.',
        },
        tags: ['paraphrase', 'tours'],
      },
    ],
  },
  {
    id: 'bank-p4-l2-g4',
    difficulty: 2,
    speaker: 'Man',
    sentences: [
      'Good morning, this is Arjun Pillai with your weather update for the coast.',
      'After a week of sunshine, heavy rain will move in this afternoon, with strong winds along the shore.',
      'The rain should clear by Thursday morning, and the weekend looks warm and dry, perfect for the Riverside Kite Festival on Saturday.',
      "If you're driving this evening, allow extra time, because several roads near the beach may be flooded.",
      'Stay tuned for the sports news, coming up next.',
    ],
    questions: [
      {
        question: 'What is the broadcast mainly about?',
        options: ['A sports event', 'The weather', 'A traffic accident', 'A festival schedule'],
        correctAnswer: 1,
        explanation: {
          zh: '说话人说 “this is Arjun Pillai with your weather update”，内容是降雨、大风和周末天气，所以 (B) 正确。(A) 体育新闻是下一个节目；(C) 提到道路可能积水，但没有交通事故；(D) 风筝节只是顺带提到周末天气好。',
          ja: '話し手は “this is Arjun Pillai with your weather update” と言い、雨、強風、週末の天気を伝えているので (B) が正解です。(A) スポーツニュースは次の番組です。(C) 道路の冠水の可能性はありますが、事故の話はありません。(D) 凧揚げ祭りは週末の天気がよいことの例として出てくるだけです。',
          en: 'He introduces "your weather update" and talks about rain, wind and the weekend, so (B) is correct. (A) Sports news comes next. (C) Roads may flood, but there is no accident. (D) The kite festival is mentioned only as a reason the good weekend weather matters.',
        },
        tags: ['main idea', 'weather'],
      },
      {
        question: 'What are drivers advised to do this evening?',
        options: [
          'Avoid the highway',
          'Park near the beach',
          'Allow extra travel time',
          'Use public transportation',
        ],
        correctAnswer: 2,
        explanation: {
          zh: "说话人说 “If you're driving this evening, allow extra time”，所以 (C) 正确。(A) 没有提到高速公路；(B) 海滩附近的道路可能积水，不建议去那里停车；(D) 没有提到公共交通。",
          ja: "“If you're driving this evening, allow extra time” と言っているので (C) が正解です。(A) 高速道路の話はありません。(B) 海辺の道路は冠水の恐れがあり、そこに駐車するよう勧めてはいません。(D) 公共交通機関は出てきません。",
          en: 'He says, "If you\'re driving this evening, allow extra time," so (C) is correct. (A) The highway is not mentioned. (B) Roads near the beach may flood, so parking there is not advised. (D) Public transport is never mentioned.',
        },
        tags: ['detail', 'weather'],
      },
      {
        question: 'What will listeners hear next?',
        options: [
          'The sports news',
          'A traffic report',
          'An interview with festival organizers',
          'Music',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '最后说 “Stay tuned for the sports news, coming up next”，所以 (A) 正确。(B) 交通信息只是提醒开车留出时间；(C) 没有提到采访；(D) 没有提到音乐。',
          ja: '最後に “Stay tuned for the sports news, coming up next” と言っているので (A) が正解です。(B) 交通については時間に余裕をと注意しただけです。(C) インタビューや (D) 音楽は出てきません。',
          en: 'He ends, "Stay tuned for the sports news, coming up next," so (A) is correct. (B) Traffic came up only as advice to drivers. (C) No interview and (D) no music are announced.',
        },
        tags: ['next event', 'weather'],
      },
    ],
  },
  // ── Level 3 (600–700): meeting excerpts and news, main idea plus paraphrased details ──
  {
    id: 'bank-p4-l3-g1',
    difficulty: 3,
    speaker: 'Woman',
    sentences: [
      'Before we wrap up, I want to mention a change to how we request time off.',
      'Starting next month, vacation requests will go through the new shared calendar on the intranet instead of by e-mail to your manager.',
      "You'll just pick the dates, and the calendar will show right away whether anyone else on your team is already away that week.",
      'Because of that, approvals should take about two days instead of the week or more it often takes now.',
      'The HR department will hold a short training session this Thursday at ten in the main conference room.',
      "If you can't make it, a recording will be posted on the company intranet.",
    ],
    questions: [
      {
        question: 'What is the speaker mainly talking about?',
        options: [
          'A new travel policy',
          'A budget review',
          'A new way to request vacation days',
          'An office relocation',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '讲话的重点是今后休假申请要通过内网的共享日历提交，而不是发邮件给经理，所以 (C) 正确。(A) 与出差规定无关；(B) 没有讨论预算；(D) 没有提到搬迁办公室。',
          ja: '休暇の申請を上司へのメールではなく社内ネットの共有カレンダーで行うという変更が中心なので (C) が正解です。(A) 出張規定とは関係ありません。(B) 予算の話はありません。(D) オフィス移転は出てきません。',
          en: 'The talk is about requesting vacation through the new shared calendar instead of by e-mail, so (C) is correct. (A) Travel policy is not discussed. (B) There is no budget review. (D) Nobody is moving offices.',
        },
        tags: ['main idea', 'office'],
      },
      {
        question: 'What benefit of the change does the speaker mention?',
        options: [
          'Lower travel costs',
          'Longer vacations',
          'Better phone service',
          'Quicker approvals',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '说话人说审批大约两天就完成，而不是现在常需要的一周以上，所以 (D) 正确。(A) 与出差费用无关；(B) 休假天数没有增加，变的只是申请方式；(C) 没有提到电话服务。',
          ja: '承認が今の1週間以上から約2日になると言っているので (D) が正解です。(A) 出張費とは関係ありません。(B) 休暇の日数が増えるわけではなく、変わるのは申請方法です。(C) 電話サービスの話はありません。',
          en: 'Approvals "should take about two days instead of the week or more," so (D) is correct. (A) Travel costs are not mentioned. (B) People do not get more days off; only the way of asking changes. (C) Phone service never comes up.',
        },
        tags: ['detail', 'office'],
      },
      {
        question: 'What can listeners who miss the training session do?',
        options: [
          'Watch a recording online',
          'Attend a session next week',
          'Ask their managers for help',
          'Read a printed manual',
        ],
        correctAnswer: 0,
        explanation: {
          zh: "说话人说 “If you can't make it, a recording will be posted on the company intranet”，所以 (A) 正确。(B) 培训只在本周四举行；(C) 没有说去找经理；(D) 没有提到印刷版手册。",
          ja: "“If you can't make it, a recording will be posted on the company intranet” とあるので (A) が正解です。(B) 研修は今週木曜の1回だけです。(C) 上司に頼るようには言っていません。(D) 印刷されたマニュアルは出てきません。",
          en: 'The speaker says, "If you can\'t make it, a recording will be posted on the company intranet," so (A) is correct. (B) The only session is this Thursday. (C) Managers are not offered as help. (D) No printed manual is mentioned.',
        },
        tags: ['detail', 'office'],
      },
    ],
  },
  {
    id: 'bank-p4-l3-g2',
    difficulty: 3,
    speaker: 'Man',
    sentences: [
      'And now for local news.',
      'Starting Monday, the city will begin resurfacing Carver Bridge, the main route between downtown and the east side.',
      'The work is expected to last six weeks, and during the day the bridge will be reduced to one lane in each direction.',
      'City officials recommend that commuters take the Route 12 tunnel or use the expanded bus service, which will run every ten minutes during rush hour.',
      "Drivers can check current traffic conditions on the city's transportation website.",
      "We'll be back with the weather forecast after this short break.",
    ],
    questions: [
      {
        question: 'What is the news report mainly about?',
        options: [
          'A new bus route',
          'Road work on a bridge',
          'A traffic accident',
          'The opening of a tunnel',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '新闻说从周一起要重铺 Carver 大桥路面，所以 (B) 正确。(A) 公交只是加密班次，不是新线路；(C) 没有提到交通事故；(D) 隧道是推荐的替代路线，不是新开通的。',
          ja: '月曜から Carver 橋の舗装工事が始まるというニュースなので (B) が正解です。(A) バスは増便であって新路線ではありません。(C) 事故の話はありません。(D) トンネルは迂回路として勧められているだけで、開通の話ではありません。',
          en: 'The report is about resurfacing Carver Bridge, so (B) is correct. (A) The bus service is expanded, not a new route. (C) No accident is reported. (D) The tunnel is suggested as another way to go; it is not opening.',
        },
        tags: ['main idea', 'news'],
      },
      {
        question: 'What do city officials suggest?',
        options: [
          'Using alternative routes',
          'Working from home',
          'Carpooling with coworkers',
          'Avoiding downtown stores',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '市政府建议通勤者走 12 号公路隧道或乘坐加班公交，即使用替代路线，(A) 正确。(B) 在家工作、(C) 拼车和 (D) 避开市中心商店都没有提到。',
          ja: '市はルート12のトンネルか増便バスの利用を勧めているので、別ルートを使う (A) が正解です。(B) 在宅勤務、(C) 相乗り、(D) 中心街の店を避けることは出てきません。',
          en: 'Officials recommend the Route 12 tunnel or the expanded buses, that is, alternative routes: (A). (B) Working from home, (C) carpooling and (D) avoiding downtown stores are never suggested.',
        },
        tags: ['paraphrase', 'news'],
      },
      {
        question: 'What will listeners hear after the break?',
        options: [
          'A sports report',
          'A traffic update',
          'An interview with a city official',
          'A weather forecast',
        ],
        correctAnswer: 3,
        explanation: {
          zh: "最后说 “We'll be back with the weather forecast after this short break”，所以 (D) 正确。(A) 体育报道和 (C) 官员访谈都没有提到；(B) 交通状况是请听众上网查看的，不在节目中播报。",
          ja: "最後に “We'll be back with the weather forecast after this short break” と言っているので (D) が正解です。(A) スポーツと (C) 市職員のインタビューは出てきません。(B) 交通情報はウェブサイトで確認するよう言われており、放送の予告ではありません。",
          en: 'The report ends, "We\'ll be back with the weather forecast after this short break," so (D) is correct. (A) Sports and (C) an interview are never mentioned. (B) Listeners are sent to a website for traffic; it is not the next item.',
        },
        tags: ['next event', 'news'],
      },
    ],
  },
  {
    id: 'bank-p4-l3-g3',
    difficulty: 3,
    speaker: 'Man',
    graphic:
      'BUILDING DIRECTORY — Calloway Tower\nFloor 2 | Human Resources\nFloor 3 | Accounting\nFloor 4 | Marketing\nFloor 5 | Legal',
    sentences: [
      'Welcome to your first day at Brennock Insurance.',
      "I'm Victor from Human Resources, and I'll be showing you around this morning.",
      'Before we go upstairs, please stop at the security desk here in the lobby to have your photo taken for your ID card.',
      'Most of you will be joining the marketing team.',
      "Normally you'd find them on their own floor, but it's being repainted this week, so until Friday the team is working in the empty offices on the legal department's floor.",
      "First, though, we'll go up to my department, where you'll fill out your payroll and benefits forms.",
      "After lunch, we'll go and meet your new manager.",
    ],
    questions: [
      {
        question: 'Who most likely are the listeners?',
        options: ['New employees', 'Job applicants', 'Insurance customers', 'Painters'],
        correctAnswer: 0,
        explanation: {
          zh: '说话人说 “Welcome to your first day at Brennock Insurance”，还要领 ID 卡、填工资表，所以听众是新员工，(A) 正确。(B) 他们已经被录用，不是应聘者；(C) 公司是保险公司，但听众不是客户；(D) 粉刷的是某一层楼，听众并不是油漆工。',
          ja: '“Welcome to your first day at Brennock Insurance” と言い、ID カードの作成や給与の書類の記入もあるので、新入社員の (A) が正解です。(B) すでに採用されており応募者ではありません。(C) 保険会社ですが、聞き手は顧客ではありません。(D) 塗装されるのはフロアで、聞き手は塗装業者ではありません。',
          en: '"Welcome to your first day at Brennock Insurance," plus ID cards and payroll forms, point to new employees: (A). (B) They have already been hired. (C) The firm sells insurance, but the listeners are not customers. (D) A floor is being repainted, but the listeners are not painters.',
        },
        tags: ['inference', 'orientation'],
      },
      {
        question: 'Look at the graphic. On which floor is the marketing team working this week?',
        options: ['Floor 2', 'Floor 3', 'Floor 4', 'Floor 5'],
        correctAnswer: 3,
        explanation: {
          zh: '说话人说市场部本周在法务部所在楼层的空办公室工作，表中法务部在 5 楼，所以 (D) 正确。(C) 4 楼是市场部平时的楼层，本周在粉刷；(A) 2 楼是说话人所在的人事部；(B) 3 楼是会计部，没有提到。',
          ja: '話し手によると、マーケティングチームは今週、法務部のフロアの空きオフィスで働いており、表で法務部は5階なので (D) が正解です。(C) 4階は普段のフロアで、今週は塗装中です。(A) 2階は話し手の人事部です。(B) 3階の経理部は話に出てきません。',
          en: "The marketing team is working \"on the legal department's floor,\" and Legal is on Floor 5: (D). (C) Floor 4 is marketing's usual floor, being repainted this week. (A) Floor 2 is Human Resources, the speaker's department. (B) Floor 3, Accounting, is not mentioned.",
        },
        tags: ['graphic', 'orientation'],
      },
      {
        question: 'What will the listeners do after lunch?',
        options: [
          'Have their photos taken',
          'Fill out some forms',
          'Meet their manager',
          "Visit the legal department's staff",
        ],
        correctAnswer: 2,
        explanation: {
          zh: "说话人最后说 “After lunch, we'll go and meet your new manager”，所以 (C) 正确。(A) 拍照是上楼之前在大厅做的；(B) 填表是午饭前先去人事部做的；(D) 他们会去法务部的楼层，但是为了见市场部经理，不是见法务部员工。",
          ja: "最後に “After lunch, we'll go and meet your new manager” と言っているので (C) が正解です。(A) 写真撮影は上の階へ行く前にロビーで行います。(B) 書類の記入は昼食前に人事部で行います。(D) 法務部のフロアには行きますが、会うのはマーケティングの上司で、法務部の社員ではありません。",
          en: 'He ends, "After lunch, we\'ll go and meet your new manager," so (C) is correct. (A) Photos are taken in the lobby before going upstairs. (B) The forms come first, before lunch. (D) They will go to the legal department\'s floor, but to meet the marketing manager, not legal staff.',
        },
        tags: ['next event', 'orientation'],
      },
    ],
  },
  {
    id: 'bank-p4-l3-g4',
    difficulty: 3,
    speaker: 'Woman',
    sentences: [
      'Hello, Mr. Teague, this is Beata from Crestfield Properties.',
      "I'm calling about the two-bedroom apartment on Orchard Lane that you viewed on Saturday.",
      "The owner has approved your application, but she's asked whether you could move in on the first of next month instead of the fifteenth, because she'd like the apartment occupied before she leaves for a long trip abroad.",
      "Please let me know by Wednesday if the earlier date works for you, and I'll prepare the lease.",
    ],
    questions: [
      {
        question: 'Who most likely is the speaker?',
        options: [
          'A bank employee',
          'A moving company worker',
          'A building inspector',
          'A real estate agent',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '说话人来自 Crestfield Properties，谈的是对方看过的公寓、房东批准申请以及准备租约，所以她是房产中介，(D) 正确。(A) 没有提到贷款；(C) 没有提到检查房子；(B) 虽然谈到搬入日期，但她不是搬家公司的人。',
          ja: '話し手は Crestfield Properties の者で、内見したアパート、オーナーによる申込みの承認、賃貸契約の準備について話しているので、不動産業者の (D) が正解です。(A) ローンの話はありません。(C) 建物の検査の話はありません。(B) 入居日の話はありますが、引っ越し業者ではありません。',
          en: "She is from Crestfield Properties and talks about the apartment he viewed, the owner's approval and the lease, so she is a real estate agent: (D). (A) No loan is mentioned. (C) No inspection is discussed. (B) Move-in dates come up, but she does not work for a mover.",
        },
        tags: ['inference', 'real estate'],
      },
      {
        question: 'What does the owner ask the listener to do?',
        options: [
          'Sign the lease on Saturday',
          'Move in earlier than planned',
          'Pay a larger deposit',
          'View another apartment',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '房东问他能否 “move in on the first of next month instead of the fifteenth”，即提前入住，(B) 正确。(C) 没有提到押金；(A) 周六是他看房的日子；(D) 没有让他再看别的公寓。',
          ja: 'オーナーは “move in on the first of next month instead of the fifteenth” できないかと尋ねているので、予定より早く入居する (B) が正解です。(C) 敷金の話はありません。(A) 土曜は内見した日です。(D) 別の部屋の内見は頼んでいません。',
          en: 'The owner asks whether he could "move in on the first of next month instead of the fifteenth," so (B) is correct. (C) No deposit is mentioned. (A) Saturday is when he viewed the apartment. (D) He is not asked to see another one.',
        },
        tags: ['request', 'real estate'],
      },
      {
        question: 'By when should the listener respond?',
        options: ['By the first of next month', 'By Wednesday', 'By the fifteenth', 'By Saturday'],
        correctAnswer: 1,
        explanation: {
          zh: '她说 “Please let me know by Wednesday”，所以 (B) 正确。(D) 周六是看房的日子；(A) 下月一号和 (C) 十五号是两个入住日期。',
          ja: '“Please let me know by Wednesday” と言っているので (B) が正解です。(D) 土曜は内見の日、(A) 来月1日と (C) 15日は入居日の候補です。',
          en: 'She says, "Please let me know by Wednesday," so (B) is correct. (D) Saturday was the viewing. (A) The first and (C) the fifteenth are the two move-in dates.',
        },
        tags: ['detail', 'real estate'],
      },
    ],
  },
  // ── Level 4 (700–800): introductions and voicemails with implied meaning, graphics ──
  {
    id: 'bank-p4-l4-g1',
    difficulty: 4,
    speaker: 'Woman',
    sentences: [
      'Good afternoon, everyone, and thank you for staying for the final session of the Regional Retail Summit.',
      "Our next speaker hardly needs an introduction: if you've bought groceries in this region, chances are you've used one of her ideas.",
      'Dr. Amara Whitfield spent twelve years redesigning store layouts for Corbell Foods, and her research on checkout lines has been adopted by retailers across the country.',
      'Today she will talk about how small changes in lighting and shelf height can influence what customers buy.',
      "After her talk, she'll be signing copies of her new book in the lobby, and I'm told the first fifty copies are free for attendees.",
      'So, please join me in welcoming Dr. Whitfield.',
    ],
    questions: [
      {
        question: 'What is the purpose of the talk?',
        options: [
          'To announce the end of a summit',
          'To explain a new store policy',
          'To advertise a grocery chain',
          'To introduce a presenter',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '说话人介绍下一位演讲者 Whitfield 博士并请大家欢迎她，所以目的是介绍演讲者，(D) 正确。(A) 这是最后一场，但讲话不是宣布峰会结束；(C) 提到 Corbell Foods，但不是做广告；(B) 没有宣布新的店铺政策。',
          ja: '話し手は次の講演者 Whitfield 博士を紹介して歓迎を呼びかけているので (D) が正解です。(A) 最後のセッションですが、閉会の告知ではありません。(B) 新しい店舗方針の説明ではありません。(C) Corbell Foods の名は出ますが、宣伝ではありません。',
          en: 'The speaker presents the next speaker and asks everyone to welcome Dr. Whitfield, so (D) is correct. (A) It is the final session, but the talk does not close the summit. (B) No store policy is explained. (C) Corbell Foods is mentioned only as her former employer, not advertised.',
        },
        tags: ['purpose', 'events'],
      },
      {
        question:
          'What does the speaker imply when she says, "if you\'ve bought groceries in this region, chances are you\'ve used one of her ideas"?',
        options: [
          'Dr. Whitfield owns several grocery stores.',
          'Many listeners work for Corbell Foods.',
          "Dr. Whitfield's work is widely used.",
          'The summit is sponsored by a grocery chain.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '“如果你在这个地区买过菜，很可能用过她的点子”是说她的研究成果被广泛采用，(C) 正确；后面又说她的研究被全国零售商采用。(A) 她为 Corbell Foods 设计过店铺，但并不拥有商店；(B) 没有说听众在那家公司工作；(D) 没有提到赞助商。',
          ja: '「この地域で食料品を買ったことがあれば、彼女のアイデアを使ったことがあるはず」は、彼女の研究が広く使われているという意味なので (C) が正解です。後で全国の小売業者に採用されたとも言っています。(A) Corbell Foods の店舗を設計しましたが、店のオーナーではありません。(B) 聴衆がその会社の社員だとは言っていません。(D) スポンサーの話はありません。',
          en: "The line means her ideas are everywhere shoppers go, that is, widely used: (C); the speaker adds that retailers across the country adopted her research. (A) She redesigned Corbell's stores but does not own any. (B) Nothing says the audience works for Corbell. (D) No sponsor is mentioned.",
        },
        tags: ['speaker intent', 'events'],
      },
      {
        question: 'According to the speaker, what will happen after the talk?',
        options: [
          'Lunch will be served.',
          'Some books will be given away.',
          'A survey will be handed out.',
          'The speaker will answer questions.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '讲话最后说她会在大厅签售新书，前五十本对与会者免费，即赠送书籍，(B) 正确。(A) 午餐、(C) 问卷调查都没有提到；(D) 讲座后是签名，没有说回答问题。',
          ja: '講演後にロビーで新刊のサイン会があり、最初の50冊は参加者に無料とあるので (B) が正解です。(A) 昼食と (C) アンケートは出てきません。(D) 講演後はサイン会で、質疑応答とは言っていません。',
          en: 'After the talk she will sign her new book, and "the first fifty copies are free for attendees," so (B) is correct. (A) Lunch and (C) a survey are never mentioned. (D) She will be signing books, not taking questions.',
        },
        tags: ['detail', 'events'],
      },
    ],
  },
  {
    id: 'bank-p4-l4-g2',
    difficulty: 4,
    speaker: 'Man',
    sentences: [
      'Hi, Ms. Abernathy, this is Reuben Osei from Northgate Office Interiors, returning your call about the staff lockers for your new branch.',
      'I checked with our warehouse, and we only have twelve of the model you chose in stock, and you asked for twenty.',
      "The manufacturer says the rest won't be available until mid-October.",
      'Now, I know your branch opens on October first.',
      "We do carry a very similar model from another brand, and it's actually a bit cheaper, so I could have all twenty delivered next week if you'd like to switch.",
      "I'll e-mail you some photos and the specifications this afternoon so you can compare.",
      'Just let me know by Friday, as our delivery schedule fills up quickly.',
    ],
    questions: [
      {
        question: 'Why is the speaker calling?',
        options: [
          'To respond to an inquiry about furniture',
          'To request payment for an order',
          'To announce a store opening',
          'To schedule an installation',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '他说 “returning your call about the staff lockers”，也就是回复对方关于办公家具的询问，(A) 正确。(B) 没有催款；(C) 开业的是对方的新分店，他并不是在宣布；(D) 他谈的是交货，没有安排安装。',
          ja: '男性は “returning your call about the staff lockers” と、家具についての問い合わせへの折り返しだと言っているので (A) が正解です。(B) 支払いの催促ではありません。(C) 開店するのは相手の支店で、彼が告知しているのではありません。(D) 配送の話で、設置の日程ではありません。',
          en: 'He is "returning your call about the staff lockers," answering an inquiry about furniture: (A). (B) He does not ask for payment. (C) The opening belongs to the listener\'s branch; he is not announcing it. (D) He talks about delivery, not installation.',
        },
        tags: ['purpose', 'purchasing'],
      },
      {
        question: 'Why does the speaker say, "I know your branch opens on October first"?',
        options: [
          'To congratulate the listener',
          'To point out that waiting for the stock would be a problem',
          'To confirm a delivery date',
          'To ask where the new branch is located',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '剩下的货要到十月中旬才有，而对方的分店十月一日开业，他提这一点是说等货会来不及，(B) 正确；所以他接着推荐另一款。(A) 他不是在祝贺；(C) 交货日期还没定；(D) 他并没有问分店在哪里。',
          ja: '残りの入荷は10月中旬で、相手の支店は10月1日開店なので、待っていては間に合わないと指摘している (B) が正解です。だから別のモデルを勧めています。(A) お祝いではありません。(C) 配達日はまだ決まっていません。(D) 支店の場所は尋ねていません。',
          en: 'The rest of the stock arrives in mid-October but the branch opens on October first, so he is pointing out that waiting would be a problem: (B); that is why he suggests another model. (A) He is not congratulating her. (C) No delivery date is confirmed yet. (D) He does not ask where the branch is.',
        },
        tags: ['speaker intent', 'purchasing'],
      },
      {
        question: 'What will the speaker send this afternoon?',
        options: ['An invoice', 'A revised contract', 'Product information', 'A delivery schedule'],
        correctAnswer: 2,
        explanation: {
          zh: "他说 “I'll e-mail you some photos and the specifications this afternoon”，即产品资料，(C) 正确。(A) 发票、(B) 修改后的合同和 (D) 送货时间表都没有提到。",
          ja: "“I'll e-mail you some photos and the specifications this afternoon” と言っているので、製品情報の (C) が正解です。(A) 請求書、(B) 修正契約書、(D) 配送スケジュールは出てきません。",
          en: 'He says, "I\'ll e-mail you some photos and the specifications this afternoon," which is product information: (C). (A) An invoice, (B) a contract and (D) a delivery schedule are never mentioned.',
        },
        tags: ['paraphrase', 'purchasing'],
      },
    ],
  },
  {
    id: 'bank-p4-l4-g4',
    difficulty: 4,
    speaker: 'Woman',
    graphic:
      'PRINT ORDER #2291 — Lakemont Bakery\nItem | Quantity\nMenus | 300\nBusiness cards | 500\nFlyers | 1,000\nPosters | 20',
    sentences: [
      'Hi, this is Greta from CopyQuick, calling about order 2291 for Lakemont Bakery.',
      "Everything is ready except one item: our large-format printer is being repaired, so the posters won't be ready until Wednesday.",
      "The rest of the order can be picked up any time after two o'clock today.",
      "If you'd rather not make two trips, we can deliver the posters to the bakery at no charge. Just call me back to confirm the address.",
      "Again, I'm sorry for the delay.",
    ],
    questions: [
      {
        question: 'Who most likely is the speaker?',
        options: [
          'A bakery owner',
          'An employee at a print shop',
          'A delivery driver',
          'A printer repair technician',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '说话人说 “this is Greta from CopyQuick”，谈的是印刷订单和店里的大幅面打印机，所以她在印刷店工作，(B) 正确。(A) 面包店是客户；(C) 她提出可以送货，但她不是司机；(D) 打印机正在被修理，她不是修理技师。',
          ja: '話し手は “this is Greta from CopyQuick” と名乗り、印刷の注文と店の大判プリンターについて話しているので、印刷店の従業員の (B) が正解です。(A) パン屋は客です。(C) 配達を申し出ていますが、運転手ではありません。(D) プリンターは修理中ですが、彼女は修理技術者ではありません。',
          en: 'She is "Greta from CopyQuick" calling about a print order and the shop\'s own printer, so she works at a print shop: (B). (A) The bakery is the customer. (C) She offers delivery but is not a driver. (D) The printer is being repaired by someone else.',
        },
        tags: ['inference', 'printing'],
      },
      {
        question: 'Look at the graphic. What quantity is the delayed item?',
        options: ['300', '500', '1,000', '20'],
        correctAnswer: 3,
        explanation: {
          zh: '她说只有海报没印好，要等到周三，表中海报的数量是 20，所以 (D) 正确。(A) 300 是菜单；(B) 500 是名片；(C) 1,000 是传单，这些今天下午都可以取。',
          ja: '遅れているのはポスターだけで、表でポスターの数量は20なので (D) が正解です。(A) 300 はメニュー、(B) 500 は名刺、(C) 1,000 はチラシで、いずれも今日の午後に受け取れます。',
          en: 'Only the posters are delayed, and the table lists 20 posters: (D). (A) 300 is the menus, (B) 500 the business cards and (C) 1,000 the flyers, all ready this afternoon.',
        },
        tags: ['graphic', 'printing'],
      },
      {
        question: 'What does the speaker offer to do?',
        options: [
          'Give a discount on the order',
          'Print the posters at another shop',
          'Deliver the posters for free',
          'Open early on Wednesday',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '她说 “we can deliver the posters to the bakery at no charge”，所以 (C) 正确。(A) 没有提到折扣；(B) 她说打印机在修，没有说去别家印；(D) 没有提到提前开门。',
          ja: '“we can deliver the posters to the bakery at no charge” と言っているので (C) が正解です。(A) 割引の話はありません。(B) プリンターは修理中ですが、他店で刷るとは言っていません。(D) 早く開店する話はありません。',
          en: 'She says, "we can deliver the posters to the bakery at no charge," so (C) is correct. (A) No discount is offered. (B) Another shop is never mentioned. (D) Opening early is not mentioned.',
        },
        tags: ['offer', 'printing'],
      },
    ],
  },
  // ── Level 5 (over 800): dense talks, metaphor and implication ──
  {
    id: 'bank-p4-l5-g1',
    difficulty: 5,
    speaker: 'Woman',
    sentences: [
      "Let's turn to the subscription numbers.",
      'New sign-ups for Tandem Meal Kits were up nine percent last quarter, which on the surface looks great.',
      'But cancellations grew even faster, so we actually ended the quarter with fewer active customers than we started with.',
      "When we dug into the exit surveys, price wasn't the main complaint; people said the recipes started to feel repetitive after a couple of months.",
      'So, frankly, our marketing team has been doing a great job of filling a bucket with a hole in it.',
      'Starting in January, the product team will rotate in twenty new recipes each month, and long-term subscribers will get early access to seasonal menus.',
      "I'd like each department head to send me, by next Wednesday, one idea for keeping customers engaged past their third month.",
    ],
    questions: [
      {
        question: 'What problem does the speaker describe?',
        options: [
          'Sign-ups have declined.',
          'Prices have risen sharply.',
          'The company is losing customers faster than it gains them.',
          'A marketing campaign was delayed.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '新注册增加了 9%，但取消增长得更快，季末活跃用户反而减少，所以 (C) 正确。(A) 注册量是增加的；(B) 她说价格不是主要问题，也没说涨价；(D) 没有提到推迟营销活动。',
          ja: '新規登録は9%増えたものの解約がそれ以上に増え、期末の利用者は減ったので (C) が正解です。(A) 登録は増えています。(B) 価格は主な不満ではなく、値上げの話もありません。(D) キャンペーンの延期は出てきません。',
          en: 'Sign-ups rose nine percent but cancellations grew faster, leaving fewer active customers, so (C) is correct. (A) Sign-ups went up. (B) She says price was not the main complaint, and no price rise is mentioned. (D) No campaign was delayed.',
        },
        tags: ['main idea', 'business'],
      },
      {
        question: 'According to the speaker, why do customers cancel?',
        options: [
          'The prices are too high.',
          'Deliveries often arrive late.',
          'The portions are too small.',
          'The recipes become repetitive.',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '退订调查显示 “the recipes started to feel repetitive”，所以 (D) 正确。(A) 她明确说价格不是主要原因；(B) 送货延误和 (C) 份量小都没有提到。',
          ja: '解約アンケートでは “the recipes started to feel repetitive” とあるので (D) が正解です。(A) 価格は主な理由ではないとはっきり言っています。(B) 配達の遅れと (C) 量の少なさは出てきません。',
          en: 'Exit surveys said "the recipes started to feel repetitive," so (D) is correct. (A) She says price "wasn\'t the main complaint." (B) Late deliveries and (C) small portions are never mentioned.',
        },
        tags: ['reason', 'business'],
      },
      {
        question:
          'What does the speaker mean when she says the marketing team has been "filling a bucket with a hole in it"?',
        options: [
          'The marketing team needs more staff.',
          'New customers are being attracted but not kept.',
          'The marketing campaign contained an error.',
          'Marketing costs have been reduced.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '“往漏水的桶里装水”比喻营销带来了新客户，却留不住他们，(B) 正确。(A) 没有说营销部需要更多人；(C) 营销活动本身没有错误，反而做得很好；(D) 没有提到削减营销成本。',
          ja: '「穴の開いたバケツに水を入れる」は、新規客を集めても引き留められていないというたとえなので (B) が正解です。(A) 人員不足の話ではありません。(C) キャンペーンに誤りはなく、むしろよくやっていると言っています。(D) 費用削減の話はありません。',
          en: 'A bucket with a hole never fills: marketing brings new customers in, but they leak out again: (B). (A) Nothing suggests marketing needs more staff. (C) The campaign had no error; she says marketing did a great job. (D) Costs are not discussed.',
        },
        tags: ['speaker intent', 'business'],
      },
    ],
  },
  {
    id: 'bank-p4-l5-g2',
    difficulty: 5,
    speaker: 'Man',
    sentences: [
      'Tired of holding client meetings in noisy coffee shops?',
      "At Meridian Commons, you don't have to choose between a long-term lease and a table by the espresso machine.",
      'Our new location on Tilbury Street offers private offices by the day, soundproof meeting rooms you can book by the hour, and a staffed reception desk that will greet your visitors and sign for your deliveries.',
      'Members also get access to our partner locations in four other cities, which is handy if your business takes you on the road.',
      "And here's the best part: you only pay for the days you actually use.",
      'To celebrate the opening, anyone who signs up before the end of June will get their first month of meeting room hours at no charge.',
      'Stop by for a tour; no appointment is needed.',
    ],
    questions: [
      {
        question: 'What is being advertised?',
        options: [
          'A shared workspace',
          'A coffee shop',
          'A courier service',
          'A real estate agency',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '广告介绍按天出租的私人办公室、按小时预订的会议室和前台服务，是共享办公空间，(A) 正确。(B) 咖啡店是用来对比的；(C) 前台会代签快递，但这不是快递公司；(D) 它提供的是长期租约以外的选择，不是房产中介。',
          ja: '日単位の個室、時間単位の会議室、受付サービスを宣伝しているので、シェアオフィスの (A) が正解です。(B) コーヒー店は比較のために出てくるだけです。(C) 受付が荷物を受け取りますが、配送業者ではありません。(D) 長期賃貸に代わる選択肢で、不動産会社ではありません。',
          en: 'It offers day offices, meeting rooms by the hour and a staffed reception, a shared workspace: (A). (B) Coffee shops are only the comparison. (C) Reception signs for deliveries, but it is not a courier. (D) It is an alternative to a lease, not an agency that arranges leases.',
        },
        tags: ['main idea', 'advertising'],
      },
      {
        question:
          'What does the speaker imply by saying, "you don\'t have to choose between a long-term lease and a table by the espresso machine"?',
        options: [
          'The business also sells coffee.',
          'Office leases are currently discounted.',
          'Several cafés nearby have closed.',
          'The business offers a flexible alternative.',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '“不必在长期租约和咖啡机旁的桌子之间二选一”是说这里提供了一种灵活的中间选择，(D) 正确；后文也说只按实际使用天数付费。(A) 它不卖咖啡；(B) 没有说办公室租约打折；(C) 没有提到咖啡馆关门。',
          ja: '「長期賃貸かエスプレッソマシン横の席かを選ばなくてよい」は、その中間の柔軟な選択肢があるという意味なので (D) が正解です。使った日だけ払えばよいとも言っています。(A) コーヒーを売っているわけではありません。(B) 賃料の割引の話ではありません。(C) カフェの閉店は出てきません。',
          en: 'Not having to choose between a lease and a café table means it offers something flexible in between: (D); later, "you only pay for the days you actually use." (A) It does not sell coffee. (B) No lease discount is mentioned. (C) Nothing says cafés have closed.',
        },
        tags: ['speaker intent', 'advertising'],
      },
      {
        question: 'What is offered to people who sign up before the end of June?',
        options: [
          'A free guided tour',
          'Access to partner locations',
          'Free meeting room hours',
          'A discount on a long-term lease',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '六月底前注册的人 “will get their first month of meeting room hours at no charge”，所以 (C) 正确。(A) 参观本来就免费、无需预约，不是注册优惠；(B) 合作网点是会员的常规权益；(D) 长期租约没有折扣。',
          ja: '6月末までの登録者は “will get their first month of meeting room hours at no charge” なので (C) が正解です。(A) 見学はもともと予約不要で、登録特典ではありません。(B) 提携拠点の利用は会員の通常の特典です。(D) 長期賃貸の割引はありません。',
          en: 'Those who sign up before the end of June "will get their first month of meeting room hours at no charge," so (C) is correct. (A) Tours are open to anyone, not a sign-up offer. (B) Partner locations are a normal member benefit. (D) No lease discount is offered.',
        },
        tags: ['detail', 'advertising'],
      },
    ],
  },
  {
    id: 'bank-p4-l5-g3',
    difficulty: 5,
    speaker: 'Woman',
    graphic:
      'CUSTOMER SURVEY — Share of diners satisfied\nFood quality | 91%\nSpeed of service | 64%\nCleanliness | 88%\nValue for money | 79%',
    sentences: [
      'Thanks for coming in early, everyone.',
      "I've pinned last month's survey results by the staff door, so have a look on your way out.",
      "Overall they're encouraging, and the kitchen deserves real credit for its score.",
      'But I want to talk about the category that came in at the bottom.',
      "Most of the comments mention the lunch rush, when we're seating walk-in customers faster than the kitchen can keep up.",
      "So starting Monday, we're going to trial a shorter lunch menu of eight dishes that can each be plated in under ten minutes.",
      'I know some of you will miss the weekly specials, but right now the point is to get food to the tables, not to win awards.',
      'At the end of each shift, tell your supervisor how the new menu is going.',
    ],
    questions: [
      {
        question: 'Who most likely are the listeners?',
        options: [
          'Restaurant owners',
          'Survey researchers',
          'Restaurant staff',
          'Regular customers',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '说话人感谢大家早到，提到员工门、厨房、每个班次结束后向主管汇报，所以听众是餐厅员工，(C) 正确。(A) 没有提到老板；(B) 调查结果只是讨论材料，听众不是做调查的人；(D) 顾客的意见是被讨论的对象，听众不是顾客。',
          ja: '早く来てくれたことへのお礼、スタッフ用の出入口、厨房、シフト終わりの上司への報告などから、聞き手はレストランの従業員なので (C) が正解です。(A) オーナーの話はありません。(B) アンケート結果は資料にすぎず、聞き手は調査会社ではありません。(D) 客の意見について話していますが、聞き手は客ではありません。',
          en: "The staff door, the kitchen and reporting to a supervisor after each shift show the listeners are restaurant staff: (C). (A) No owners are addressed. (B) The survey is only the material discussed. (D) Customers' comments are discussed, but customers are not the audience.",
        },
        tags: ['inference', 'restaurant'],
      },
      {
        question: 'Look at the graphic. Which result does the speaker want to improve?',
        options: ['91%', '64%', '88%', '79%'],
        correctAnswer: 1,
        explanation: {
          zh: '她要讨论 “the category that came in at the bottom”，而且意见都与午餐高峰上菜慢有关，表中最低的是上菜速度 64%，所以 (B) 正确。(A) 91% 是厨房受到称赞的食物质量；(C) 88% 的清洁度和 (D) 79% 的性价比都不是最低项。',
          ja: '話し手は “the category that came in at the bottom” について話すと言い、意見はランチの混雑時の遅さに関するものなので、表で最も低い提供スピードの64%の (B) が正解です。(A) 91% は厨房が褒められた料理の質です。(C) 88% の清潔さと (D) 79% のコストパフォーマンスは最下位ではありません。',
          en: 'She wants to discuss "the category that came in at the bottom," and the comments are about slow lunches: speed of service, 64%: (B). (A) 91% is food quality, which she praises. (C) Cleanliness at 88% and (D) value at 79% are not the lowest.',
        },
        tags: ['graphic', 'restaurant'],
      },
      {
        question:
          'What does the speaker mean when she says, "the point is to get food to the tables, not to win awards"?',
        options: [
          'The restaurant recently won an award.',
          'Speed matters more than impressive dishes for now.',
          'Staff should stop entering cooking contests.',
          'The food quality score is too low.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '她承认员工会怀念每周特色菜，但现在的重点是上菜快，而不是做出获奖级的菜，(B) 正确。(A) 没有说餐厅获过奖；(C) 没有提到烹饪比赛；(D) 食物质量得分很高，受到了称赞。',
          ja: '週替わりの特別料理がなくなるのは残念だろうが、今は賞を狙う料理より早く料理を出すことが大事だという意味なので (B) が正解です。(A) 受賞したとは言っていません。(C) 料理コンテストの話はありません。(D) 料理の質の評価は高く、褒められています。',
          en: 'She admits staff will miss the specials, but for now serving food quickly matters more than impressive dishes: (B). (A) No award is mentioned. (C) Nobody enters contests. (D) Food quality scored well and was praised.',
        },
        tags: ['speaker intent', 'restaurant'],
      },
    ],
  },
  {
    id: 'bank-p4-l5-g4',
    difficulty: 5,
    speaker: 'Man',
    sentences: [
      'Before we close, a word about the office move.',
      'As you know, the lease on this floor ends in March, and the new building has room for only about two-thirds of the desks we have now.',
      "Rather than squeeze everyone in, we're going to make hybrid work official: each team will have two fixed office days a week.",
      "I'll be honest, this wasn't my first choice; I like running into people in the hallway.",
      "But the numbers speak for themselves: we'd save almost a third on rent, and last year's trial showed no drop in output.",
      'Team leaders, please send me your preferred office days by the fifteenth.',
      "If two teams ask for the same days, we'll cross that bridge when we come to it.",
    ],
    questions: [
      {
        question: 'What is the speaker mainly discussing?',
        options: [
          'A new working arrangement',
          'A company merger',
          'A hiring plan',
          'A change in office hours',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '说话人宣布因新办公楼工位少，将正式实行混合办公，每个团队每周固定两天到办公室，所以 (A) 正确。(B) 没有提到合并；(C) 没有提到招聘；(D) 变化的是到办公室的天数，而不是每天的办公时间。',
          ja: '新しいビルは席が少ないため、ハイブリッド勤務を正式にし、各チームが週2日出社すると発表しているので (A) が正解です。(B) 合併、(C) 採用の話はありません。(D) 変わるのは出社する曜日で、1日の勤務時間ではありません。',
          en: 'He announces official hybrid work with two fixed office days per team, so (A) is correct. (B) No merger and (C) no hiring are mentioned. (D) What changes is which days people come in, not the hours of the day.',
        },
        tags: ['main idea', 'management'],
      },
      {
        question: 'Why does the speaker say, "the numbers speak for themselves"?',
        options: [
          'To ask staff to read a report',
          'To show that the data supports the decision',
          'To announce an increase in sales',
          'To introduce a presentation of figures',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '他先承认这不是自己的首选，接着说 “数字本身说明一切”——租金能省近三分之一、试行期间产出没有下降，意思是数据支持这个决定，(B) 正确。(A) 没有要求大家读报告；(C) 没有提到销售增长；(D) 他没有接着展示数据。',
          ja: '自分の第一希望ではなかったと認めたうえで「数字がすべてを物語っている」と言い、賃料が約3分の1節約でき、試行で生産性が落ちなかったと続けているので、データが決定を裏付けているという (B) が正解です。(A) 報告書を読むよう求めてはいません。(C) 売上増の話はありません。(D) このあと数字を発表するわけではありません。',
          en: 'Having admitted it was not his first choice, he says the numbers speak for themselves: a third off the rent and no drop in output, so the data supports the decision: (B). (A) No report is handed out. (C) Sales are not mentioned. (D) He is not about to present figures.',
        },
        tags: ['speaker intent', 'management'],
      },
      {
        question: 'What are team leaders asked to do?',
        options: [
          'Reduce the number of desks',
          'Find a new office building',
          'Send their preferred office days',
          'Survey their team members',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '他说 “Team leaders, please send me your preferred office days by the fifteenth”，所以 (C) 正确。(A) 工位数由新大楼决定，不是要组长减少；(B) 新大楼已经确定；(D) 没有要求做调查。',
          ja: '“Team leaders, please send me your preferred office days by the fifteenth” と頼んでいるので (C) が正解です。(A) 席の数は新しいビルで決まっており、リーダーが減らすのではありません。(B) 新しいビルはすでに決まっています。(D) アンケートは求められていません。',
          en: 'He says, "Team leaders, please send me your preferred office days by the fifteenth," so (C) is correct. (A) The number of desks is set by the new building. (B) The new building is already chosen. (D) No survey is requested.',
        },
        tags: ['request', 'management'],
      },
    ],
  },
];
