import type { ConversationSet } from '../types';

/**
 * Part 3 — Conversations. Original items written for TOEIC Ace. Each set is one conversation
 * (a "Speaker: line" per line; some with three speakers, some with a graphic) and three questions.
 */
export const part3: ConversationSet[] = [
  // ── Level 1 (under 500): short exchanges, facts stated word for word ──
  {
    id: 'bank-p3-l1-g1',
    difficulty: 1,
    lines: [
      'Woman: Hello, Bay Leaf Restaurant. How can I help you?',
      "Man: Hi. I'd like to reserve a table for four people this Saturday.",
      'Woman: Sure. What time would you like?',
      "Man: Seven o'clock, please.",
      "Woman: I'm sorry, we're full at seven. Is eight o'clock OK?",
      'Man: Yes, eight is fine. My name is David Park.',
      'Woman: Thank you, Mr. Park. See you on Saturday.',
    ],
    questions: [
      {
        question: 'Where does the woman work?',
        options: ['At a hotel', 'At a restaurant', 'At a bank', 'At a bakery'],
        correctAnswer: 1,
        explanation: {
          zh: '女子接电话时说 “Hello, Bay Leaf Restaurant”，男子又要预订餐桌，所以她在餐厅工作，(B) 正确。(A) 酒店也接受预订，但对话中订的是晚餐的餐桌；(C) 银行和 (D) 面包店在对话中都没有出现。',
          ja: '女性は電話で “Hello, Bay Leaf Restaurant” と名乗り、男性はテーブルを予約しているので (B) が正解です。(A) ホテルも予約を受けますが、予約しているのは食事のテーブルです。(C) 銀行と (D) パン屋は会話に出てきません。',
          en: 'The woman answers with "Hello, Bay Leaf Restaurant," and the man books a table, so (B) is correct. (A) A hotel also takes bookings, but this is a table for a meal. (C) A bank and (D) a bakery are never mentioned.',
        },
        tags: ['detail', 'restaurant'],
      },
      {
        question: 'How many people is the reservation for?',
        options: ['Two', 'Three', 'Four', 'Eight'],
        correctAnswer: 2,
        explanation: {
          zh: '男子说 “a table for four people”，所以 (C) 正确。(A) 两人和 (B) 三人对话中没有提到；(D) eight 是对话中出现的时间“八点”，不是人数。',
          ja: '男性が “a table for four people” と言っているので (C) が正解です。(A) 2人と (B) 3人は出てきません。(D) eight は会話に出てくる時刻「8時」で、人数ではありません。',
          en: 'The man asks for "a table for four people," so (C) is correct. (A) Two and (B) three are never said. (D) Eight is in the conversation, but as the time, not the number of people.',
        },
        tags: ['detail', 'restaurant'],
      },
      {
        question: 'What time is the reservation for?',
        options: ["Six o'clock", "Seven o'clock", 'Seven thirty', "Eight o'clock"],
        correctAnswer: 3,
        explanation: {
          zh: '男子本来想订七点，但女子说七点已满，问八点行不行，男子回答 “eight is fine”，所以 (D) 正确。(B) 七点只是男子最初希望的时间；(A) 六点和 (C) 七点半都没有提到。',
          ja: '男性は最初7時を希望しましたが満席で、8時を提案されて “eight is fine” と答えたので (D) が正解です。(B) 7時は最初の希望にすぎません。(A) 6時と (C) 7時半は話に出てきません。',
          en: 'He first asks for seven, but the restaurant is full, and he accepts eight: "eight is fine." So (D) is correct. (B) Seven was only his first request. (A) Six and (C) seven thirty are never mentioned.',
        },
        tags: ['detail', 'restaurant'],
      },
    ],
  },
  {
    id: 'bank-p3-l1-g2',
    difficulty: 1,
    lines: [
      "Man: Excuse me, Lisa. Is the printer working? My document isn't coming out.",
      "Woman: No, it's broken today. Someone is coming to fix it this afternoon.",
      'Man: Oh no. I need to print my report for the meeting at two.',
      "Woman: You can use the printer on the third floor. It's next to the elevator.",
      'Man: Is it OK for me to use it? I work on the first floor.',
      'Woman: Sure. Anyone can use it.',
      "Man: Great, thanks. I'll go there now.",
    ],
    questions: [
      {
        question: 'What is the problem?',
        options: [
          'A printer is broken.',
          'A meeting was canceled.',
          'A report is missing.',
          'An elevator is not working.',
        ],
        correctAnswer: 0,
        explanation: {
          zh: "男子问打印机是否能用，女子说 “it's broken today”，所以 (A) 正确。(B) 会议照常在两点开；(C) 报告还没打印，但并没有丢失；(D) 电梯只是用来说明三楼打印机的位置，并没有坏。",
          ja: "男性がプリンターについて尋ね、女性が “it's broken today” と答えているので (A) が正解です。(B) 会議は予定どおり2時にあります。(C) 報告書は印刷できていないだけで、なくなってはいません。(D) エレベーターは3階のプリンターの場所を説明するために出てきただけで、故障していません。",
          en: 'The man asks about the printer and the woman says "it\'s broken today," so (A) is correct. (B) The meeting is still on at two. (C) The report has not been printed, but it is not missing. (D) The elevator only marks where the other printer is; nothing is wrong with it.',
        },
        tags: ['problem', 'office'],
      },
      {
        question: "When is the man's meeting?",
        options: ["At nine o'clock", 'At noon', "At one o'clock", "At two o'clock"],
        correctAnswer: 3,
        explanation: {
          zh: '男子说 “the meeting at two”，所以 (D) 正确。(A) 九点、(B) 中午和 (C) 一点在对话中都没有出现；女子提到修理的人下午来，但没有说具体时间。',
          ja: '男性が “the meeting at two” と言っているので (D) が正解です。(A) 9時、(B) 正午、(C) 1時はいずれも会話に出てきません。修理の人が来るのは「午後」としか言われていません。',
          en: 'The man mentions "the meeting at two," so (D) is correct. (A) Nine, (B) noon and (C) one o\'clock are never said; the repair person is coming "this afternoon," with no time given.',
        },
        tags: ['detail', 'office'],
      },
      {
        question: 'Where will the man go next?',
        options: [
          'To a meeting room',
          'To the third floor',
          'To a repair shop',
          'To the first floor',
        ],
        correctAnswer: 1,
        explanation: {
          zh: "女子建议他用三楼的打印机，男子最后说 “I'll go there now”，所以 (B) 正确。(A) 会议在两点，他现在先去打印；(C) 修理的人会来公司，他不去修理店；(D) 一楼是他工作的楼层，是陷阱。",
          ja: "女性に3階のプリンターを勧められ、男性は “I'll go there now” と言っているので (B) が正解です。(A) 会議は2時で、今から行くのは印刷のためです。(C) 修理の人が会社に来るので、修理店には行きません。(D) 1階は男性の職場の階で、ひっかけです。",
          en: 'The woman suggests the printer on the third floor, and the man says, "I\'ll go there now," so (B) is correct. (A) His meeting is not until two; he is going to print first. (C) A repair person is coming to the office, so he has no reason to visit a shop. (D) The first floor is where he works, a trap.',
        },
        tags: ['next action', 'office'],
      },
    ],
  },
  {
    id: 'bank-p3-l1-g3',
    difficulty: 1,
    lines: [
      "Man: Hi, I'd like to join the gym. How much is it?",
      "Woman: It's thirty dollars a month. If you pay for a whole year, it's three hundred dollars.",
      "Man: I'll pay for one month first. Do I need anything else?",
      'Woman: Just a photo ID, please. And could you fill out this form?',
      "Man: Sure. Here's my driver's license.",
      'Woman: Thank you. Your membership card will be ready in five minutes.',
    ],
    questions: [
      {
        question: 'Where are the speakers?',
        options: ['At a bank', 'At a library', 'At a gym', 'At a post office'],
        correctAnswer: 2,
        explanation: {
          zh: "男子一开口就说 “I'd like to join the gym”，所以 (C) 正确。(A) 银行、(B) 图书馆和 (D) 邮局在对话中都没有出现；会员卡和表格也都是健身房的。",
          ja: "男性が最初に “I'd like to join the gym” と言っているので (C) が正解です。(A) 銀行、(B) 図書館、(D) 郵便局は会話に出てきません。会員カードや申込書もジムのものです。",
          en: 'The man opens with "I\'d like to join the gym," so (C) is correct. (A) A bank, (B) a library and (D) a post office are never mentioned; the card and form are for gym membership.',
        },
        tags: ['detail', 'fitness'],
      },
      {
        question: 'How much will the man pay today?',
        options: ['Thirty dollars', 'Three hundred dollars', 'Fifty dollars', 'Five dollars'],
        correctAnswer: 0,
        explanation: {
          zh: "男子说 “I'll pay for one month first”，一个月是三十美元，所以 (A) 正确。(B) 三百美元是一年的价格；(C) 五十美元没有提到；(D) five 是会员卡准备好所需的分钟数。",
          ja: "男性は “I'll pay for one month first” と言い、1か月は30ドルなので (A) が正解です。(B) 300ドルは1年分の料金です。(C) 50ドルは出てきません。(D) five はカードができるまでの分数です。",
          en: 'He says, "I\'ll pay for one month first," and a month is thirty dollars, so (A) is correct. (B) Three hundred is the price of a year. (C) Fifty dollars is never mentioned. (D) Five is the number of minutes until the card is ready.',
        },
        tags: ['detail', 'fitness'],
      },
      {
        question: 'What does the woman ask the man for?',
        options: ['A credit card', 'A photo ID', 'A phone number', 'A letter'],
        correctAnswer: 1,
        explanation: {
          zh: '女子说 “Just a photo ID, please”，所以 (B) 正确，男子随后拿出驾照。(A) 信用卡、(C) 电话号码和 (D) 信件都没有被要求。',
          ja: '女性は “Just a photo ID, please” と言い、男性は運転免許証を出しているので (B) が正解です。(A) クレジットカード、(C) 電話番号、(D) 手紙は求められていません。',
          en: 'The woman says, "Just a photo ID, please," and he hands over his driver\'s license, so (B) is correct. (A) A credit card, (C) a phone number and (D) a letter are never requested.',
        },
        tags: ['request', 'fitness'],
      },
    ],
  },
  {
    id: 'bank-p3-l1-g4',
    difficulty: 1,
    lines: [
      'Woman: Excuse me, do you sell batteries for cameras?',
      "Man: Yes, they're in aisle 3, next to the phone chargers.",
      'Woman: Thanks. Do you also print photos here?',
      'Man: We do. The photo machine is by the front door. It costs fifty cents a print.',
      "Woman: Great. I'll get the batteries first, then print my pictures.",
    ],
    questions: [
      {
        question: 'What does the woman want to buy?',
        options: ['A camera', 'A phone charger', 'Batteries', 'A photo album'],
        correctAnswer: 2,
        explanation: {
          zh: '女子问 “do you sell batteries for cameras?”，所以 (C) 正确。(A) 她要的是相机电池，不是相机；(B) 手机充电器只是说明电池在哪里；(D) 相册没有提到。',
          ja: '女性は “do you sell batteries for cameras?” と尋ねているので (C) が正解です。(A) 欲しいのはカメラの電池で、カメラではありません。(B) 充電器は電池の場所の目印です。(D) アルバムは出てきません。',
          en: 'She asks, "do you sell batteries for cameras?" so (C) is correct. (A) She wants batteries for a camera, not a camera. (B) Phone chargers only mark where the batteries are. (D) No album is mentioned.',
        },
        tags: ['detail', 'retail'],
      },
      {
        question: 'Where is the photo machine?',
        options: [
          'Next to the phone chargers',
          'At the back of the store',
          'By the front door',
          'In aisle 3',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '男子说 “The photo machine is by the front door”，所以 (C) 正确。(D) 3 号通道和 (A) 手机充电器旁边是电池的位置；(B) 店的后面没有提到。',
          ja: '男性は “The photo machine is by the front door” と言っているので (C) が正解です。(D) 3番通路と (A) 充電器の横は電池の場所です。(B) 店の奥は出てきません。',
          en: 'The man says, "The photo machine is by the front door," so (C) is correct. (D) Aisle 3 and (A) the chargers are where the batteries are. (B) The back of the store is never mentioned.',
        },
        tags: ['detail', 'retail'],
      },
      {
        question: 'How much does one print cost?',
        options: ['Five cents', 'Five dollars', 'Fifteen cents', 'Fifty cents'],
        correctAnswer: 3,
        explanation: {
          zh: '男子说 “It costs fifty cents a print”，所以 (D) 正确。(A) 五美分、(C) 十五美分和 (B) 五美元都是与 fifty cents 发音或数字相近的干扰项。',
          ja: '男性は “It costs fifty cents a print” と言っているので (D) が正解です。(A) 5セント、(C) 15セント、(B) 5ドルは fifty cents と音や数字が似たひっかけです。',
          en: 'He says, "It costs fifty cents a print," so (D) is correct. (A) five cents, (C) fifteen cents and (B) five dollars only sound or look like the real price.',
        },
        tags: ['detail', 'retail'],
      },
    ],
  },
  // ── Level 2 (500–600): simple paraphrase, requests and offers ──
  {
    id: 'bank-p3-l2-g1',
    difficulty: 2,
    lines: [
      "Woman: Hi, I bought this jacket here last week, but it's too small. Can I exchange it for a larger size?",
      'Man: Of course. Do you have your receipt?',
      'Woman: Yes, here it is.',
      "Man: Thanks. Hmm, we don't have a large in blue right now, but we have one in black.",
      'Woman: Oh, I really wanted blue. Will you get more soon?',
      "Man: We're getting a delivery on Friday. I can call you when it arrives.",
      'Woman: That would be great. My phone number is on the receipt.',
    ],
    questions: [
      {
        question: 'Why is the woman at the store?',
        options: [
          'To buy a gift',
          'To pick up an order',
          'To exchange an item',
          'To apply for a job',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '女子说夹克太小，问 “Can I exchange it for a larger size?”，所以 (C) 正确。(A) 衣服是她自己上周买的，不是买礼物；(B) 店员说周五到货后会打电话，但她今天不是来取订单的；(D) 对话与求职无关。',
          ja: '女性はジャケットが小さいので “Can I exchange it for a larger size?” と頼んでいるので (C) が正解です。(A) 先週自分で買った服で、贈り物を買いに来たのではありません。(B) 金曜の入荷後に電話すると言われただけで、注文品を受け取りに来たのではありません。(D) 仕事への応募とは無関係です。',
          en: 'She says the jacket is too small and asks, "Can I exchange it for a larger size?" so (C) is correct. (A) She bought the jacket for herself last week; she is not buying a gift. (B) A call about new stock is promised, but she has not come to collect an order. (D) Nothing is said about a job.',
        },
        tags: ['main idea', 'retail'],
      },
      {
        question: 'What does the man ask the woman for?',
        options: ['A receipt', 'A phone number', 'A credit card', 'A photo ID'],
        correctAnswer: 0,
        explanation: {
          zh: '男子问 “Do you have your receipt?”，所以 (A) 正确。(B) 电话号码是女子最后自己提到写在收据上的，男子并没有要；(C) 信用卡和 (D) 带照片的身份证件都没有提到。',
          ja: '男性は “Do you have your receipt?” と尋ねているので (A) が正解です。(B) 電話番号は最後に女性がレシートに書いてあると自分から言っただけで、男性は求めていません。(C) クレジットカードと (D) 写真付き身分証は出てきません。',
          en: 'The man asks, "Do you have your receipt?" so (A) is correct. (B) The phone number comes up only when the woman says it is on the receipt; he never asks for it. (C) A credit card and (D) a photo ID are never mentioned.',
        },
        tags: ['detail', 'retail'],
      },
      {
        question: 'What does the man offer to do?',
        options: [
          'Give the woman a discount',
          'Deliver a jacket to her home',
          'Order a jacket in black',
          'Call the woman when new stock arrives',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '男子说周五到货 “I can call you when it arrives”，所以 (D) 正确。(A) 没有提到折扣；(B) 他没说送货上门，到货后只是打电话通知；(C) 黑色的现在就有货，但女子想要蓝色，他并没有提出订黑色的。',
          ja: '男性は金曜に入荷すると言い、“I can call you when it arrives” と申し出ているので (D) が正解です。(A) 割引の話はありません。(B) 自宅への配達ではなく、入荷を電話で知らせるだけです。(C) 黒はすでに在庫があり、女性は青を希望しているので、黒を注文するという申し出はしていません。',
          en: 'He says a delivery comes on Friday and offers, "I can call you when it arrives," so (D) is correct. (A) No discount is mentioned. (B) He will phone her, not deliver the jacket. (C) Black is already in stock and she wants blue, so he does not offer to order black.',
        },
        tags: ['offer', 'retail'],
      },
    ],
  },
  {
    id: 'bank-p3-l2-g2',
    difficulty: 2,
    lines: [
      'Man: Excuse me, is this the right platform for the train to Riverton?',
      'Woman: It used to be, but they changed it this morning. The Riverton train now leaves from Platform 6.',
      "Man: Oh, thanks. Do you know if it's on time?",
      "Woman: The board says it's about fifteen minutes late.",
      "Man: In that case, I think I'll get a coffee first. Is there a café nearby?",
      "Woman: Yes, there's one just past the ticket office.",
    ],
    questions: [
      {
        question: 'What does the man want to know at first?',
        options: [
          'The price of a ticket',
          'Where his train leaves from',
          'When a café opens',
          'How long the trip takes',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '男子一开始问 “is this the right platform for the train to Riverton?”，即车从哪个站台出发，所以 (B) 正确。(A) 票价没有问；(C) 咖啡馆是他后来问的，而且问的是位置，不是营业时间；(D) 他问的是是否准点，不是路程多长。',
          ja: '男性は最初に “is this the right platform for the train to Riverton?” と、列車の発車ホームを尋ねているので (B) が正解です。(A) 運賃は尋ねていません。(C) カフェは後で尋ねたもので、しかも場所であって開店時間ではありません。(D) 尋ねたのは遅れの有無で、所要時間ではありません。',
          en: 'His first question is "is this the right platform for the train to Riverton?" so he wants to know where it leaves from: (B). (A) He never asks about fares. (C) He asks about a café later, and about where it is, not when it opens. (D) He asks whether the train is on time, not how long the trip is.',
        },
        tags: ['detail', 'travel'],
      },
      {
        question: 'What does the woman say about the train?',
        options: [
          'It has been canceled.',
          'It is full.',
          'It is leaving early.',
          'It is running late.',
        ],
        correctAnswer: 3,
        explanation: {
          zh: "女子说 “it's about fifteen minutes late”，即列车晚点，所以 (D) 正确。(A) 车没有取消，只是换了站台；(B) 没有提到满员；(C) 是晚点，不是提前发车。",
          ja: "女性は “it's about fifteen minutes late” と言っているので、遅れている (D) が正解です。(A) 運休ではなくホームが変わっただけです。(B) 満席の話はありません。(C) 早発ではなく遅れです。",
          en: 'The woman says the train is "about fifteen minutes late," so (D) is correct. (A) It has not been cancelled; only its platform changed. (B) Nothing is said about it being full. (C) It is late, not early.',
        },
        tags: ['paraphrase', 'travel'],
      },
      {
        question: 'What will the man probably do next?',
        options: ['Buy a drink', 'Call a taxi', 'Change his ticket', 'Wait at the ticket office'],
        correctAnswer: 0,
        explanation: {
          zh: "男子说 “I think I'll get a coffee first”，并问附近有没有咖啡馆，所以 (A) 正确。(B) 没有提到出租车；(C) 他不需要改票，只是换站台；(D) 售票处是用来说明咖啡馆位置的，他不会在那里等。",
          ja: "男性は “I think I'll get a coffee first” と言ってカフェの場所を尋ねているので (A) が正解です。(B) タクシーの話はありません。(C) ホームが変わっただけで、切符を変更する必要はありません。(D) 切符売り場はカフェの場所の目印として出てきただけで、そこで待つわけではありません。",
          en: 'The man says, "I think I\'ll get a coffee first," and asks for a café, so (A) is correct. (B) No taxi is mentioned. (C) Only the platform changed; his ticket is still fine. (D) The ticket office is only a landmark for finding the café.',
        },
        tags: ['next action', 'travel'],
      },
    ],
  },
  {
    id: 'bank-p3-l2-g3',
    difficulty: 2,
    graphic:
      'DELIVERY OPTIONS — Pellworth Stationers\nStandard (5 days) | $6\nExpress (2 days) | $15\nNext day | $25\nSame day (local only) | $40',
    lines: [
      "Woman: Hi, I'm calling from Tamsin Architects. We ordered printer paper and toner from you this morning. Can I still change the delivery option?",
      "Man: Yes, your order hasn't been packed yet. What would you like to change it to?",
      "Woman: We chose standard delivery, but our printer has just run out of toner. Today's Tuesday, and we need it by Thursday at the latest.",
      'Man: Next-day delivery would get it to you tomorrow, or express would arrive on Thursday.',
      "Woman: Thursday is fine. Let's do that and keep the cost down.",
      "Man: All right. I'll update the order and e-mail you a new receipt.",
    ],
    questions: [
      {
        question: 'Why is the woman calling?',
        options: [
          'To order more paper',
          'To cancel an order',
          'To complain about a late delivery',
          'To change a delivery option',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '女子问 “Can I still change the delivery option?”，所以 (D) 正确。(A) 纸张是上午已经订好的，没有追加；(B) 她没有取消订单；(C) 货还没寄出，谈不上迟到。',
          ja: '女性は “Can I still change the delivery option?” と尋ねているので (D) が正解です。(A) 用紙は今朝すでに注文済みで追加注文ではありません。(B) 注文は取り消していません。(C) まだ発送前で、配達の遅れへの苦情ではありません。',
          en: 'She asks, "Can I still change the delivery option?" so (D) is correct. (A) The paper was already ordered this morning; she is not adding to it. (B) She keeps the order. (C) Nothing has been shipped, so nothing is late.',
        },
        tags: ['purpose', 'office supplies'],
      },
      {
        question: 'Look at the graphic. How much will the woman pay for delivery?',
        options: ['$6', '$15', '$25', '$40'],
        correctAnswer: 1,
        explanation: {
          zh: '女子说周四到就可以，为了省钱选了周四到的 express（两天），表中 express 是 15 美元，所以 (B) 正确。(A) 6 美元是原来的标准配送，来不及；(C) 25 美元是次日达，她嫌贵没选；(D) 40 美元是当日达。',
          ja: '女性は木曜で十分だと言い、費用を抑えるため木曜着の express（2日）を選んだので、表の15ドルの (B) が正解です。(A) 6ドルは元の通常配送で間に合いません。(C) 25ドルは翌日配送で、高いので選んでいません。(D) 40ドルは当日配送です。',
          en: 'She accepts Thursday to keep the cost down, which is express (2 days), $15 in the table: (B). (A) $6 is the standard option she is leaving. (C) $25 is next day, which she turns down. (D) $40 is same-day delivery.',
        },
        tags: ['graphic', 'office supplies'],
      },
      {
        question: 'What will the man send the woman?',
        options: ['A product catalog', 'A toner sample', 'An updated receipt', 'A discount code'],
        correctAnswer: 2,
        explanation: {
          zh: "男子说 “I'll update the order and e-mail you a new receipt”，所以 (C) 正确。(A) 产品目录、(B) 碳粉样品和 (D) 折扣码都没有提到。",
          ja: "男性は “I'll update the order and e-mail you a new receipt” と言っているので (C) が正解です。(A) カタログ、(B) トナーの見本、(D) 割引コードは出てきません。",
          en: 'He says, "I\'ll update the order and e-mail you a new receipt," so (C) is correct. (A) A catalog, (B) a toner sample and (D) a discount code are never mentioned.',
        },
        tags: ['next action', 'office supplies'],
      },
    ],
  },
  {
    id: 'bank-p3-l2-g4',
    difficulty: 2,
    lines: [
      'Woman: Good afternoon. I have a reservation under the name Haverford.',
      "Man: Yes, Ms. Haverford, a compact car for three days. May I see your driver's license?",
      "Woman: Here you are. Actually, I'm traveling with two colleagues and quite a lot of equipment. Do you have anything larger?",
      "Man: We have a minivan available, but it's an extra twenty dollars a day.",
      "Woman: That's fine. My company is paying for it.",
      "Man: All right, I'll change your booking. The van is in space 14, just outside that door.",
    ],
    questions: [
      {
        question: 'Where most likely are the speakers?',
        options: [
          'At a hotel front desk',
          'At a car rental office',
          'At a train station',
          'At a repair shop',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '女子有一个小型车三天的预订，男子要看驾照，又把预订改成小面包车，所以是在租车处，(B) 正确。(A) 酒店也有预订，但这里预订的是车；(C) 没有提到火车；(D) 车没有坏，不是修车店。',
          ja: '女性は小型車3日間の予約があり、男性は運転免許証を確認し、予約をミニバンに変えているので、レンタカー店の (B) が正解です。(A) ホテルにも予約はありますが、予約しているのは車です。(C) 電車の話はありません。(D) 車は故障しておらず、修理店ではありません。',
          en: "She has a booking for a compact car, he asks for her driver's license and switches her to a minivan, so they are at a car rental office: (B). (A) Hotels take bookings too, but this one is for a car. (C) No train is mentioned. (D) Nothing needs repairing.",
        },
        tags: ['inference', 'travel'],
      },
      {
        question: 'Why does the woman want a different vehicle?',
        options: [
          'The compact car has broken down.',
          'She needs more space.',
          'She wants to pay less.',
          'She prefers a newer model.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '她说和两位同事同行，还带了很多设备，问有没有更大的车，所以 (B) 正确。(A) 车没有坏；(C) 换车反而每天多花二十美元；(D) 没有提到车的新旧。',
          ja: '同僚2人とたくさんの機材があると言い、もっと大きな車はないか尋ねているので (B) が正解です。(A) 車は故障していません。(C) 変更すると1日20ドル高くなります。(D) 車の新しさの話はありません。',
          en: 'She is traveling with two colleagues and a lot of equipment and asks for something larger, so (B) is correct. (A) Nothing has broken down. (C) The change costs twenty dollars a day more. (D) The age of the car is never mentioned.',
        },
        tags: ['reason', 'travel'],
      },
      {
        question: 'What does the man say about the minivan?',
        options: [
          'It must be returned early.',
          'It needs to be cleaned first.',
          'It costs more per day.',
          'It is not available today.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: "男子说 “it's an extra twenty dollars a day”，所以 (C) 正确。(A) 没有说要提前还车；(B) 没有提到清洗；(D) 他说 “We have a minivan available”，车是有的，就停在门外。",
          ja: "男性は “it's an extra twenty dollars a day” と言っているので (C) が正解です。(A) 早めの返却は言っていません。(B) 清掃の話はありません。(D) “We have a minivan available” と言っており、ドアのすぐ外にあります。",
          en: 'He says, "it\'s an extra twenty dollars a day," so (C) is correct. (A) Nothing is said about an early return. (B) Cleaning is not mentioned. (D) He says a minivan is available, parked just outside.',
        },
        tags: ['detail', 'travel'],
      },
    ],
  },
  // ── Level 3 (600–700): reasons, problems and solutions, more paraphrase ──
  {
    id: 'bank-p3-l3-g1',
    difficulty: 3,
    lines: [
      'Woman: Marcus, did you book the large conference room for Thursday afternoon? I have a presentation for clients from Vantor Design at three.',
      "Man: Oh, I did—for our department's budget review. I didn't realize you needed it.",
      "Woman: The clients are bringing six people, so the small rooms won't work.",
      'Man: Well, only four of us are attending the review. We could easily move to Room 2B.',
      "Woman: Are you sure? I don't want to disrupt your plans.",
      "Man: It's no trouble. I'll update the booking system and let my team know.",
      'Woman: Thanks so much. I owe you one.',
    ],
    questions: [
      {
        question: 'What is the conversation mainly about?',
        options: [
          'Hiring a designer',
          'Preparing a budget',
          'A room reservation conflict',
          "A change in a client's schedule",
        ],
        correctAnswer: 2,
        explanation: {
          zh: '女子要周四下午用大会议室接待客户，却发现男子已经订了，二人商量如何解决，所以 (C) 正确。(A) Vantor Design 是客户公司，不是要招聘设计师；(B) 预算审核只是男子订房间的用途；(D) 客户的日程没有变化。',
          ja: '女性が木曜午後に顧客との会議で大会議室を使いたいのに、男性がすでに予約していたという話なので (C) が正解です。(A) Vantor Design は顧客で、デザイナーの採用ではありません。(B) 予算の見直しは男性が部屋を予約した目的にすぎません。(D) 顧客の予定は変わっていません。',
          en: "She needs the large room on Thursday but the man has already booked it, and they sort it out, so (C) is correct. (A) Vantor Design is the client, not someone being hired. (B) The budget review is only why he booked the room. (D) The clients' schedule does not change.",
        },
        tags: ['main idea', 'office'],
      },
      {
        question: 'Why does the woman need the large room?',
        options: [
          'Her presentation requires a projector.',
          'A group of visitors is coming.',
          'The small rooms are being repaired.',
          'She is hosting a training session.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: "女子说 “The clients are bringing six people, so the small rooms won't work”，所以 (B) 正确。(A) 没有提到投影仪；(C) 小会议室是因为太小，而不是在维修；(D) 她是给客户做演示，不是办培训。",
          ja: "女性は “The clients are bringing six people, so the small rooms won't work” と言っているので (B) が正解です。(A) プロジェクターの話はありません。(C) 小会議室は狭いから使えないのであって、修理中ではありません。(D) 顧客へのプレゼンで、研修ではありません。",
          en: 'She says, "The clients are bringing six people, so the small rooms won\'t work," so (B) is correct. (A) No projector is mentioned. (C) The small rooms are too small, not under repair. (D) She is presenting to clients, not running training.',
        },
        tags: ['reason', 'office'],
      },
      {
        question: 'What does the man say he will do?',
        options: [
          'Change a reservation',
          'Cancel a budget review',
          'Contact Vantor Design',
          'Prepare some presentation slides',
        ],
        correctAnswer: 0,
        explanation: {
          zh: "男子说 “I'll update the booking system and let my team know”，也就是把预订改到 2B 室，所以 (A) 正确。(B) 预算审核不取消，只是换房间；(C) 联系客户的是女子一方的事，他没说；(D) 演示是女子的，不由他准备。",
          ja: "男性は “I'll update the booking system and let my team know” と、予約を 2B に変えると言っているので (A) が正解です。(B) 予算の見直しは中止せず、部屋を移るだけです。(C) 顧客への連絡は男性の話に出てきません。(D) プレゼンは女性のもので、男性が準備するのではありません。",
          en: 'The man says, "I\'ll update the booking system and let my team know," moving his meeting to Room 2B, so (A) is correct. (B) The review still happens, just in another room. (C) He never offers to contact the clients. (D) The presentation is the woman\'s, not his.',
        },
        tags: ['next action', 'office'],
      },
    ],
  },
  {
    id: 'bank-p3-l3-g2',
    difficulty: 3,
    lines: [
      "Man: Hi, this is Sanjay Mehta from Greenfield Café. We were expecting our weekly delivery of coffee beans this morning, but it hasn't arrived.",
      "Woman: I'm sorry about that, Mr. Mehta. Let me check... It looks like your order was sent to your old address on Pine Street.",
      "Man: We moved to Elm Avenue last month. I thought we'd updated that.",
      "Woman: The change wasn't saved in our system. I'll correct it now and send a new shipment by courier today, at no extra charge.",
      "Man: Thanks. We're running low, so the sooner the better.",
      "Woman: It should be there by two o'clock.",
    ],
    questions: [
      {
        question: 'Why is the man calling?',
        options: [
          'To report a billing error',
          'To ask about a new menu',
          'To inquire about a job opening',
          'To report a delivery that did not arrive',
        ],
        correctAnswer: 3,
        explanation: {
          zh: "男子说每周的咖啡豆 “hasn't arrived”，所以是来报告没到的货，(D) 正确。(A) 没有提到账单错误；(B) 他是咖啡馆的人，但没有问新菜单；(C) 与招聘无关。",
          ja: "男性は毎週のコーヒー豆が “hasn't arrived” と言っているので、届かない配達について連絡している (D) が正解です。(A) 請求の誤りは話に出てきません。(B) カフェの人ですが、新メニューは尋ねていません。(C) 求人とは無関係です。",
          en: 'He says the weekly coffee beans "haven\'t arrived," so he is reporting a missing delivery: (D). (A) No billing error is mentioned. (B) He runs a café, but he does not ask about a menu. (C) Nothing is said about jobs.',
        },
        tags: ['main idea', 'deliveries'],
      },
      {
        question: 'What caused the problem?',
        options: [
          'A driver got lost.',
          'An item was out of stock.',
          'An address was not updated.',
          'A payment was declined.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: "女子查到货物寄到了旧地址，“The change wasn't saved in our system”，即地址没有更新，(C) 正确。(A) 司机并没有迷路，而是按旧地址送了；(B) 没有缺货；(D) 没有提到付款被拒。",
          ja: "女性によると注文が旧住所に送られ、“The change wasn't saved in our system” つまり住所が更新されていなかったので (C) が正解です。(A) 運転手が道に迷ったのではなく、旧住所に配達されたのです。(B) 在庫切れではありません。(D) 支払いの拒否は話に出てきません。",
          en: 'The order went to the old address because "the change wasn\'t saved in our system," so (C) is correct. (A) The driver did not get lost; he went to the address on file. (B) Nothing was out of stock. (D) No payment problem is mentioned.',
        },
        tags: ['reason', 'deliveries'],
      },
      {
        question: 'What does the woman offer to do?',
        options: [
          "Refund the man's payment",
          'Send a replacement shipment free of charge',
          'Visit the café in person',
          'Cancel the weekly order',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '女子说会 “send a new shipment by courier today, at no extra charge”，所以 (B) 正确。(A) 她没有提出退款；(C) 她是派快递送货，不是亲自上门；(D) 每周的订单照旧，没有取消。',
          ja: '女性は “send a new shipment by courier today, at no extra charge” と申し出ているので (B) が正解です。(A) 返金は申し出ていません。(C) 宅配便で送るのであって、本人が訪問するのではありません。(D) 毎週の注文は続き、キャンセルされません。',
          en: 'She offers to "send a new shipment by courier today, at no extra charge," so (B) is correct. (A) She does not offer a refund. (C) A courier will take it; she is not visiting. (D) The weekly order continues; nothing is cancelled.',
        },
        tags: ['offer', 'deliveries'],
      },
    ],
  },
  {
    id: 'bank-p3-l3-g3',
    difficulty: 3,
    graphic:
      'SESSION SCHEDULE — Room 3\n9:00 | Digital Payments Today\n10:30 | Packaging That Sells\n1:00 | Hiring for Small Firms\n2:30 | Export Basics',
    lines: [
      "Man: Good morning. I registered online for the export workshop, but I can't find my badge on the table.",
      'Woman: Let me check... Here it is, Mr. Farrokhzad. It was filed under your first name by mistake.',
      "Man: Thanks. Actually, my train home leaves at two, so I'll have to miss the export session. Is there something I could attend this morning instead?",
      "Woman: The session right after the payments talk still has a few seats. It's about product packaging.",
      "Man: That's perfect. My company is redesigning all of our boxes this year.",
      "Woman: Great, I'll add it to your badge. Lunch is served in the atrium at noon.",
    ],
    questions: [
      {
        question: 'What problem does the man have at first?',
        options: [
          'He cannot find his badge.',
          'He missed his train.',
          'He registered for the wrong day.',
          'His payment was declined.',
        ],
        correctAnswer: 0,
        explanation: {
          zh: "男子一开始说 “I can't find my badge on the table”，所以 (A) 正确。(B) 他的火车两点才开，并没有错过；(C) 他报名的日期没有问题；(D) 没有提到付款被拒。",
          ja: "男性は最初に “I can't find my badge on the table” と言っているので (A) が正解です。(B) 電車は2時発で、乗り遅れてはいません。(C) 登録日に問題はありません。(D) 支払いの拒否は出てきません。",
          en: 'He begins, "I can\'t find my badge on the table," so (A) is correct. (B) His train leaves at two; he has not missed it. (C) Nothing is wrong with the day he registered for. (D) No payment problem is mentioned.',
        },
        tags: ['problem', 'conference'],
      },
      {
        question: "Look at the graphic. What time will the man's new session start?",
        options: ['9:00', '10:30', '1:00', '2:30'],
        correctAnswer: 1,
        explanation: {
          zh: '女子推荐 “The session right after the payments talk”，关于包装，表中支付讲座 9:00 之后的是 10:30 的 Packaging That Sells，所以 (B) 正确。(A) 9:00 是支付讲座本身；(C) 1:00 是招聘讲座；(D) 2:30 是他因赶火车而不能参加的出口讲座。',
          ja: '女性が勧めたのは “The session right after the payments talk” で包装がテーマなので、表で9:00の決済の講座の次、10:30の Packaging That Sells の (B) が正解です。(A) 9:00 は決済の講座そのものです。(C) 1:00 は採用の講座です。(D) 2:30 は電車のため出られない輸出の講座です。',
          en: 'The woman suggests "the session right after the payments talk," on packaging: 10:30, Packaging That Sells: (B). (A) 9:00 is the payments talk itself. (C) 1:00 is the hiring session. (D) 2:30 is the export session he must miss for his train.',
        },
        tags: ['graphic', 'conference'],
      },
      {
        question: 'Why is the man interested in the session?',
        options: [
          'He is giving a talk there.',
          'It is close to the station.',
          'His company is changing its packaging.',
          'He wants to meet a speaker.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '男子说 “My company is redesigning all of our boxes this year”，所以 (C) 正确。(A) 他是听众，不是演讲者；(B) 提到火车，但没说会场离车站近；(D) 没有提到想见某位演讲者。',
          ja: '男性は “My company is redesigning all of our boxes this year” と言っているので (C) が正解です。(A) 彼は聴講者で講演者ではありません。(B) 電車の話は出ますが、会場が駅に近いとは言っていません。(D) 講演者に会いたいとは言っていません。',
          en: 'He says, "My company is redesigning all of our boxes this year," so (C) is correct. (A) He is attending, not speaking. (B) His train is mentioned, but not the distance to the station. (D) He never mentions a speaker.',
        },
        tags: ['reason', 'conference'],
      },
    ],
  },
  {
    id: 'bank-p3-l3-g4',
    difficulty: 3,
    graphic:
      'DEPARTURES — Platform 2\nTrain | Destination | Departs | Status\n412 | Ashby | 9:10 | On time\n415 | Ashby | 9:40 | Delayed 40 min\n418 | Ashby | 10:10 | On time\n421 | Ashby | 10:40 | Canceled',
    lines: [
      "Man: Excuse me, I have a meeting in Ashby at eleven. The trip takes about forty-five minutes, doesn't it?",
      "Woman: Yes, about that. I'm afraid you've just missed the 9:10.",
      'Man: What about the next one?',
      "Woman: It's running late. It won't leave until after ten.",
      "Man: Then I'll take the 10:10. Can I buy my ticket from you?",
      'Woman: You can, but the machine by the entrance is quicker, and it takes cards.',
      "Man: Perfect, I'll use that.",
    ],
    questions: [
      {
        question: 'Why is the man traveling to Ashby?',
        options: [
          'To attend a meeting',
          'To visit a relative',
          'To catch a flight',
          'To start a new job',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '男子一开始说 “I have a meeting in Ashby at eleven”，所以 (A) 正确。(B) 探亲、(C) 赶飞机和 (D) 入职都没有提到。',
          ja: '男性は最初に “I have a meeting in Ashby at eleven” と言っているので (A) が正解です。(B) 親族の訪問、(C) 飛行機、(D) 新しい仕事はいずれも出てきません。',
          en: 'He begins, "I have a meeting in Ashby at eleven," so (A) is correct. (B) A relative, (C) a flight and (D) a new job are never mentioned.',
        },
        tags: ['purpose', 'travel'],
      },
      {
        question: 'Look at the graphic. Which train will the man most likely take?',
        options: ['412', '415', '418', '421'],
        correctAnswer: 2,
        explanation: {
          zh: "男子说 “I'll take the 10:10”，表中 10:10 出发的是 418 次，准点，四十五分钟后到达，赶得上十一点的会，所以 (C) 正确。(A) 412 次 9:10 已经开走了；(B) 415 次晚点 40 分钟，十点以后才开；(D) 421 次已取消。",
          ja: "男性は “I'll take the 10:10” と言っており、表で10:10発は定刻の418便で、45分後に着けば11時の会議に間に合うので (C) が正解です。(A) 412便の9:10発はもう出発しました。(B) 415便は40分遅れで10時過ぎまで出ません。(D) 421便は運休です。",
          en: 'He says, "I\'ll take the 10:10," which is train 418, on time, arriving before his eleven o\'clock meeting: (C). (A) The 9:10, train 412, has already left. (B) Train 415 is 40 minutes late. (D) Train 421 is canceled.',
        },
        tags: ['graphic', 'travel'],
      },
      {
        question: 'What does the woman recommend?',
        options: [
          'Taking a bus instead',
          'Buying a return ticket',
          'Using a ticket machine',
          'Calling the meeting organizer',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '女子说 “the machine by the entrance is quicker, and it takes cards”，推荐用售票机，(C) 正确。(A) 没有提到公交车；(B) 没有提到往返票；(D) 没有建议给会议组织者打电话。',
          ja: '女性は “the machine by the entrance is quicker, and it takes cards” と券売機を勧めているので (C) が正解です。(A) バスの話はありません。(B) 往復切符は出てきません。(D) 会議の主催者に電話するようには勧めていません。',
          en: 'She says "the machine by the entrance is quicker, and it takes cards," so (C) is correct. (A) No bus is mentioned. (B) Return tickets are not discussed. (D) She does not suggest calling anyone.',
        },
        tags: ['suggestion', 'travel'],
      },
    ],
  },
  // ── Level 4 (700–800): three speakers, graphics, implied reasons, speaker intent ──
  {
    id: 'bank-p3-l4-g1',
    difficulty: 4,
    lines: [
      'Woman 1: Thanks for joining me. We need to choose the new marketing coordinator by Friday. Tomás, what did you think?',
      'Man: Ms. Adeyemi had the strongest portfolio by far. Her social media campaigns for that regional bakery chain were really creative.',
      "Woman 2: I agree, but she mentioned she can't start until late next month. We need someone in place for the product launch in three weeks.",
      'Woman 1: Hmm. That is a concern.',
      "Man: Couldn't we bring in a contractor to cover the launch? It'd be a shame to lose the best candidate over a few weeks.",
      'Woman 2: That might work. The agency we used last spring did a good job.',
      'Woman 1: All right. Yuki, could you get a quote from them before we meet again on Thursday?',
    ],
    questions: [
      {
        question: 'What are the speakers mainly discussing?',
        options: [
          'Which candidate to hire',
          'How to promote a new product',
          'Where to hold a launch event',
          'Whether to change advertising agencies',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '三人讨论在周五前选出新的市场协调员，比较 Adeyemi 女士的优缺点，所以 (A) 正确。(B) 新产品发布只是提到的时间背景；(C) 没有讨论发布会场地；(D) 提到的中介是用来找临时人员的，并非更换广告公司。',
          ja: '3人は金曜までに新しいマーケティング担当者を選ぶために Adeyemi さんについて話し合っているので (A) が正解です。(B) 製品発売は時期の背景として出てくるだけです。(C) 発売イベントの場所は話していません。(D) 出てくる代理店は臨時要員を頼むためのもので、広告代理店の変更ではありません。',
          en: 'The three are choosing the new marketing coordinator and weighing Ms. Adeyemi, so (A) is correct. (B) The product launch is only the deadline behind the problem. (C) No venue is discussed. (D) The agency is mentioned as a source of temporary help, not as an advertising agency to replace.',
        },
        tags: ['main idea', 'hr'],
      },
      {
        question: 'What concern is raised about Ms. Adeyemi?',
        options: [
          'Her portfolio is incomplete.',
          'She is not available soon enough.',
          'She has asked for a high salary.',
          'She lacks social media experience.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: "第二位女子说 “she can't start until late next month”，而三周后就要发布产品，所以 (B) 正确。(A) 男子说她的作品集最强，并非不完整；(C) 没有提到薪资；(D) 她的社交媒体活动正是被称赞的地方。",
          ja: "2人目の女性が “she can't start until late next month” と言い、発売は3週間後なので (B) が正解です。(A) 男性は彼女のポートフォリオが一番だと言っており、不完全ではありません。(C) 給与の話はありません。(D) ソーシャルメディアの実績はむしろ評価されています。",
          en: 'The second woman says, "she can\'t start until late next month," and the launch is in three weeks, so (B) is correct. (A) Her portfolio is called the strongest, not incomplete. (C) Salary never comes up. (D) Her social media campaigns are the very thing that is praised.',
        },
        tags: ['detail', 'hr'],
      },
      {
        question: 'What does the man suggest?',
        options: [
          'Extending an application deadline',
          'Interviewing more candidates',
          'Hiring temporary help for the launch',
          'Postponing the product launch',
        ],
        correctAnswer: 2,
        explanation: {
          zh: "男子说 “Couldn't we bring in a contractor to cover the launch?”，即为发布会请临时人员，所以 (C) 正确。(A) 没有提到延长申请截止日期；(B) 他不想再面试别人，而是想留住最佳人选；(D) 他是想让发布如期进行，不是推迟发布。",
          ja: "男性は “Couldn't we bring in a contractor to cover the launch?” と、発売期間を臨時の人で乗り切ることを提案しているので (C) が正解です。(A) 応募締め切りの延長は出てきません。(B) 他の候補者を面接するのではなく、最良の候補者を逃したくないという考えです。(D) 発売を延期するのではなく、予定どおり行うための案です。",
          en: 'The man asks, "Couldn\'t we bring in a contractor to cover the launch?" so (C) is correct. (A) No application deadline is mentioned. (B) He wants to keep the best candidate, not interview more. (D) His idea keeps the launch on schedule rather than postponing it.',
        },
        tags: ['suggestion', 'hr'],
      },
    ],
  },
  {
    id: 'bank-p3-l4-g2',
    difficulty: 4,
    lines: [
      'Man: Paula, have you seen the schedule for the renovation of the fifth floor?',
      'Woman: Yes, and it says our team has to move out for two weeks starting Monday. Facilities wants us in the temporary space in Building C.',
      "Man: Building C? That's a fifteen-minute walk from here, and we meet clients in this building almost every day.",
      "Woman: I know. I asked whether we could use the empty offices on the third floor instead, but they're reserved for the IT department.",
      'Man: What about working from home for part of the time?',
      'Woman: Well, the director did approve that for the accounting team last year.',
      "Man: Then I'll put together a proposal and send it to her this afternoon.",
    ],
    questions: [
      {
        question: 'Why does the man say, "That\'s a fifteen-minute walk from here"?',
        options: [
          'To recommend a shorter route',
          'To explain why he was late',
          "To suggest walking to a client's office",
          'To express concern about the temporary location',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '男子听说团队要搬到 C 栋，说“从这里走过去要十五分钟”，并提到几乎每天都在本楼接待客户，是在表达对临时办公地点的担忧，所以 (D) 正确。(A) 他并没有推荐近路；(B) 与迟到无关；(C) 客户是来这栋楼见面的，不是要走去客户那里。',
          ja: 'チームが C 棟に移ると聞き、男性は「ここから歩いて15分だ」と言い、顧客とはほぼ毎日この建物で会うと続けているので、仮の場所への懸念を表す (D) が正解です。(A) 近道を勧めてはいません。(B) 遅刻の言い訳ではありません。(C) 顧客はこの建物に来るのであって、顧客の所へ歩いて行く話ではありません。',
          en: 'Told the team will move to Building C, he points out it is fifteen minutes away and that they meet clients here almost daily, voicing concern about the temporary location: (D). (A) He is not suggesting a route. (B) He is not explaining lateness. (C) Clients come to this building; he is not proposing to walk to them.',
        },
        tags: ['speaker intent', 'facilities'],
      },
      {
        question: "Why can't the team use the offices on the third floor?",
        options: [
          'They have been reserved for another department.',
          'They are also being renovated.',
          'They are too small.',
          'They are too far from the clients.',
        ],
        correctAnswer: 0,
        explanation: {
          zh: "女子说三楼空办公室 “they're reserved for the IT department”，所以 (A) 正确。(B) 在装修的是五楼，不是三楼；(C) 没有说太小；(D) 离客户远的是 C 栋，不是三楼。",
          ja: "女性は3階の空きオフィスについて “they're reserved for the IT department” と言っているので (A) が正解です。(B) 改装されるのは5階で、3階ではありません。(C) 狭いとは言っていません。(D) 顧客から遠いのは C 棟で、3階ではありません。",
          en: 'The woman says the third-floor offices "are reserved for the IT department," so (A) is correct. (B) It is the fifth floor being renovated. (C) Nobody says they are too small. (D) Building C is the one far from clients, not the third floor.',
        },
        tags: ['reason', 'facilities'],
      },
      {
        question:
          'What does the woman imply when she says, "the director did approve that for the accounting team last year"?',
        options: [
          'The accounting team will move as well.',
          'The director is difficult to contact.',
          'A similar request may be accepted.',
          'The renovation was planned a year ago.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '男子提议部分时间在家办公，女子说主管去年为会计团队批准过同样的安排，暗示这次申请也可能获准，所以 (C) 正确。于是男子说要写提案。(A) 会计团队并不搬迁；(B) 没有说主管难以联系；(D) 去年批准的是在家办公，不是装修计划。',
          ja: '男性の在宅勤務の案に対し、女性は部長が昨年経理チームに同じことを認めたと言っており、今回も認められそうだと示唆しているので (C) が正解です。だから男性は提案書を書くと言います。(A) 経理チームが移るわけではありません。(B) 部長に連絡が取りにくいとは言っていません。(D) 昨年承認されたのは在宅勤務で、改装計画ではありません。',
          en: 'To the idea of working from home, she notes the director approved the same for accounting last year, implying this request may be accepted too: (C); that is why the man writes a proposal. (A) Accounting is not moving. (B) Nothing suggests the director is hard to reach. (D) What was approved last year was remote work, not the renovation.',
        },
        tags: ['speaker intent', 'facilities'],
      },
    ],
  },
  {
    id: 'bank-p3-l4-g3',
    difficulty: 4,
    lines: [
      'Woman: Dmitri, Kaveh, thanks for stopping by. The Ellery Road store keeps running out of the small plant pots every weekend.',
      "Man 1: I saw that. We send them twenty boxes each Monday, and they're gone by Saturday.",
      'Man 2: Part of the problem is on our side. The supplier only delivers to the warehouse every two weeks, so by the second week we have nothing left to send.',
      'Woman: Could we ask the supplier to come weekly?',
      "Man 2: They'd charge a fee for every delivery. I'd rather order a larger quantity and keep it here.",
      'Man 1: We have the room. Aisle 9 is practically empty now that the holiday stock has gone out.',
      "Woman: Good. Kaveh, please work out how many boxes we'd need for a month and send me the figures by Wednesday.",
    ],
    questions: [
      {
        question: 'What problem are the speakers discussing?',
        options: [
          'A supplier has raised its prices.',
          'A store keeps running out of a product.',
          'A delivery truck broke down.',
          'A warehouse aisle is blocked.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '女子开头说 Ellery Road 店 “keeps running out of the small plant pots every weekend”，所以 (B) 正确。(A) 供应商只是每次送货要收费，没有涨价；(C) 没有提到卡车故障；(D) 9 号通道是空的，并没有被堵住。',
          ja: '女性が冒頭で Ellery Road 店が “keeps running out of the small plant pots every weekend” と言っているので (B) が正解です。(A) 業者は配送ごとに料金を取るだけで、値上げではありません。(C) トラックの故障は出てきません。(D) 9番通路は空いており、ふさがれていません。',
          en: 'The woman says the store "keeps running out of the small plant pots every weekend," so (B) is correct. (A) The supplier would charge per delivery, but has not raised prices. (C) No truck breaks down. (D) Aisle 9 is empty, not blocked.',
        },
        tags: ['problem', 'retail'],
      },
      {
        question: 'What does the first man mean when he says, "Aisle 9 is practically empty"?',
        options: [
          'A shelf needs to be repaired.',
          'Customers are not visiting the store.',
          'Some products have been lost.',
          'There is space to store more stock.',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '第二位男子想多订货放在仓库，第一位男子接着说 “We have the room”，再说 9 号通道几乎是空的，意思是有地方存放更多货物，(D) 正确。(A) 没有提到货架损坏；(B) 说的是仓库通道，不是门店客流；(C) 空是因为节日商品已经发走，不是丢失。',
          ja: '2人目の男性が多めに発注して倉庫に置きたいと言い、1人目の男性は “We have the room” と続けて9番通路がほぼ空だと言っているので、在庫を置く場所があるという (D) が正解です。(A) 棚の修理の話はありません。(B) 倉庫の通路のことで、店の客足ではありません。(C) 空なのは季節商品を出荷したからで、紛失ではありません。',
          en: 'After the second man suggests keeping a larger order on hand, the first says, "We have the room," and points to the empty aisle: there is space for more stock, (D). (A) No shelf is broken. (B) He means a warehouse aisle, not customers in a store. (C) It is empty because holiday stock was shipped, not lost.',
        },
        tags: ['speaker intent', 'retail'],
      },
      {
        question: 'What does the woman ask Kaveh to do?',
        options: [
          'Calculate an order quantity',
          'Clear out an aisle',
          'Call the supplier',
          'Visit the Ellery Road store',
        ],
        correctAnswer: 0,
        explanation: {
          zh: "女子说 “Kaveh, please work out how many boxes we'd need for a month”，即计算订货量，(A) 正确。(B) 通道已经是空的；(C) 他们决定不要求每周送货，没有让他打电话；(D) 没有让他去门店。",
          ja: "女性は “Kaveh, please work out how many boxes we'd need for a month” と頼んでいるので、発注量を計算する (A) が正解です。(B) 通路はすでに空いています。(C) 毎週の配送は頼まないことにしたので、業者への電話は頼んでいません。(D) 店舗への訪問は頼んでいません。",
          en: 'She says, "Kaveh, please work out how many boxes we\'d need for a month," so (A) is correct. (B) The aisle is already empty. (C) They decided against weekly deliveries, so no call is requested. (D) Nobody is sent to the store.',
        },
        tags: ['request', 'retail'],
      },
    ],
  },
  {
    id: 'bank-p3-l4-g4',
    difficulty: 4,
    lines: [
      'Man: Nadia, the focus group results for the new sparkling water came in. People liked the taste, but several of them found the can hard to open.',
      "Woman: Hard to open? That's the same can design we've used for years.",
      "Man: It is, but this time we tested older customers, since that's who the lemon flavor is aimed at.",
      'Woman: I see. Could the supplier switch to the easy-open tab they make for the juice line?',
      'Man: I asked. It would add two cents per can, but they could start in six weeks.',
      "Woman: That's well worth it. Let's put it to the product committee on Monday.",
    ],
    questions: [
      {
        question: 'What problem did the focus group report?',
        options: [
          'The label was hard to read.',
          'The drink tasted too sweet.',
          'The price was too high.',
          'The can was difficult to open.',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '男子说参与者 “found the can hard to open”，所以 (D) 正确。(B) 他们喜欢味道；(C) 价格没有被抱怨，加价两美分是供应商的成本；(A) 没有提到标签。',
          ja: '男性によると参加者は “found the can hard to open” なので (D) が正解です。(B) 味は好評でした。(C) 価格への不満はなく、2セントの上乗せは仕入れコストの話です。(A) ラベルの話はありません。',
          en: 'Participants "found the can hard to open," so (D) is correct. (B) They liked the taste. (C) No one complained about price; the two cents is a supplier cost. (A) Labels are not mentioned.',
        },
        tags: ['problem', 'marketing'],
      },
      {
        question: 'Why does the man mention older customers?',
        options: [
          'To explain why a familiar design caused complaints',
          'To suggest a new advertising campaign',
          'To show that sales have fallen',
          'To propose lowering the price',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '女子疑惑为什么多年来的罐子设计会出问题，男子解释说这次测试的是年长顾客，因为柠檬口味正是面向他们的，这解释了为何老设计会引起抱怨，(A) 正确。(B) 没有提到广告；(D) 没有提议降价；(C) 没有提到销量下降。',
          ja: '何年も使ってきた缶なのにと女性が疑問に思ったのに対し、男性は今回はレモン味の対象である高齢の客でテストしたと説明しており、従来のデザインに不満が出た理由を説明しているので (A) が正解です。(B) 広告の話はありません。(D) 値下げの提案はありません。(C) 売上の減少は出てきません。',
          en: "The woman wonders why a can used for years is suddenly a problem, and he explains that this test used older customers, the lemon flavor's target: (A). (B) No advertising is discussed. (D) He does not propose a lower price. (C) Sales figures are not mentioned.",
        },
        tags: ['reason', 'marketing'],
      },
      {
        question: 'What does the woman say about the additional cost?',
        options: [
          'It must be approved by the supplier.',
          'It is too high for the juice line.',
          'It should be passed on to customers.',
          'It is worth paying.',
        ],
        correctAnswer: 3,
        explanation: {
          zh: "男子说易拉环每罐多两美分，女子回答 “That's well worth it”，所以 (D) 正确。(C) 没有说要转嫁给顾客；(A) 要提交的是产品委员会，不是供应商批准；(B) 果汁系列已经在用这种拉环。",
          ja: "1缶2セント高くなると聞いて、女性は “That's well worth it” と答えているので (D) が正解です。(C) 客に転嫁するとは言っていません。(A) 承認を求めるのは製品委員会で、業者ではありません。(B) ジュースにはすでにそのタブが使われています。",
          en: 'Told the new tab adds two cents a can, she says, "That\'s well worth it," so (D) is correct. (C) She does not mention charging customers. (A) The product committee, not the supplier, will decide. (B) The juice line already uses that tab.',
        },
        tags: ['opinion', 'marketing'],
      },
    ],
  },
  // ── Level 5 (over 800): idioms, implied meaning, dense business talk ──
  {
    id: 'bank-p3-l5-g1',
    difficulty: 5,
    lines: [
      'Woman: So, where do we stand with the Kestrel Expo booth? Finance just told me our events budget is being trimmed by twenty percent.',
      "Man: That's going to sting. The deposit's already paid, so pulling out isn't really on the table.",
      'Woman: Right. But do we need the double-sized booth? Last year half of it sat empty most of the afternoon.',
      "Man: Fair point. Harrington Displays might let us downsize if we give them notice before the end of the month, though I wouldn't hold my breath for a full refund of the difference.",
      'Woman: Even a partial credit helps. And what if we skipped the printed catalogs and gave visitors tablets with the product list instead?',
      "Man: That'd cut printing costs, and honestly, most visitors just scan the QR code anyway. I'll get on the phone with Harrington this afternoon.",
    ],
    questions: [
      {
        question: 'What has prompted the discussion?',
        options: [
          'A booth was damaged.',
          'A spending reduction was announced.',
          'An event was postponed.',
          'A supplier raised its prices.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '女子说 “our events budget is being trimmed by twenty percent”，讨论由预算削减引起，所以 (B) 正确。(A) 展位没有损坏；(C) 展会没有延期；(D) 没有提到供应商涨价。',
          ja: '女性が “our events budget is being trimmed by twenty percent” と言い、話し合いは予算削減がきっかけなので (B) が正解です。(A) ブースは壊れていません。(C) 展示会は延期されていません。(D) 業者の値上げは話に出てきません。',
          en: 'The woman says "our events budget is being trimmed by twenty percent," which starts the discussion, so (B) is correct. (A) No booth was damaged. (C) The expo is not postponed. (D) No supplier has raised its prices.',
        },
        tags: ['main idea', 'events'],
      },
      {
        question:
          'What does the man mean when he says, "I wouldn\'t hold my breath for a full refund of the difference"?',
        options: [
          'He plans to request a refund immediately.',
          'He thinks the refund has already been processed.',
          'He is worried about a payment deadline.',
          'He doubts the vendor will return all of the money.',
        ],
        correctAnswer: 3,
        explanation: {
          zh: 'hold my breath 的否定说法表示“别指望”，男子是说对方可能让他们缩小展位，但不太可能退还全部差额，所以 (D) 正确。(A) 他打算打电话商量缩小展位，并非马上要求退款；(B) 退款还没有发生；(C) 没有提到付款期限，押金早已付清。',
          ja: "I wouldn't hold my breath は「期待しないほうがいい」という意味で、差額全額の返金は望めないと言っているので (D) が正解です。(A) 縮小の相談はしますが、すぐに返金を求めるわけではありません。(B) 返金はまだ行われていません。(C) 支払期限の話はなく、手付金はすでに支払済みです。",
          en: '"I wouldn\'t hold my breath" means "don\'t expect it": he thinks Harrington will not return the whole difference, so (D) is correct. (A) He will ask about downsizing, not demand a refund at once. (B) No refund has been processed. (C) No payment deadline is worrying him; the deposit is already paid.',
        },
        tags: ['speaker intent', 'events'],
      },
      {
        question: 'What does the woman propose?',
        options: [
          'Replacing printed materials with digital devices',
          'Withdrawing from the expo',
          'Hiring a different display company',
          'Reducing the number of staff at the booth',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '女子提议 “skipped the printed catalogs and gave visitors tablets with the product list instead”，即用电子设备代替印刷品，所以 (A) 正确。(B) 押金已付，退出展会不可行；(C) 他们仍要和 Harrington 商量，没有换公司；(D) 讨论的是展位大小，不是人员数量。',
          ja: '女性は “skipped the printed catalogs and gave visitors tablets with the product list instead” と提案しているので (A) が正解です。(B) 手付金を払っており、出展をやめる選択肢はありません。(C) Harrington と交渉するのであって、業者を変えるのではありません。(D) 話しているのはブースの広さで、スタッフの人数ではありません。',
          en: 'She suggests skipping "the printed catalogs" and giving visitors "tablets with the product list instead," so (A) is correct. (B) Pulling out is ruled out because the deposit is paid. (C) They will talk to Harrington, not switch companies. (D) They discuss booth size, not staff numbers.',
        },
        tags: ['suggestion', 'events'],
      },
    ],
  },
  {
    id: 'bank-p3-l5-g2',
    difficulty: 5,
    lines: [
      "Man 1: Have you two seen this month's guest survey results? Our check-in scores dropped again.",
      'Woman: I have. Most of the complaints are about waits at the front desk between three and five.',
      "Man 2: That's when the tour groups arrive. We've got two clerks on duty and forty people showing up at once.",
      "Man 1: Adding another clerk in that window isn't going to happen before the new fiscal year, I'm afraid.",
      "Woman: What about the mobile check-in option? We paid for it when we upgraded the booking system, but we've never actually promoted it.",
      "Man 2: You're telling me we've been sitting on a solution this whole time?",
      "Man 1: Looks that way. Let's have the tour operators send the link to their groups before they arrive. Carla, could you draft something for them?",
      "Woman: I'll have it to you by tomorrow.",
    ],
    questions: [
      {
        question: 'Where do the speakers most likely work?',
        options: ['At a travel agency', 'At a software company', 'At a hotel', 'At an airport'],
        correctAnswer: 2,
        explanation: {
          zh: '对话涉及住客满意度调查、前台办理入住和旅行团到达，所以他们在酒店工作，(C) 正确。(A) 旅行团是客人，他们不是旅行社；(B) 提到了预订系统，但他们只是使用者；(D) 是“check-in”，但指的是酒店前台，不是机场。',
          ja: '宿泊客アンケート、フロントでのチェックイン、団体客の到着の話なので、ホテルで働いている (C) が正解です。(A) ツアー団体は客であり、旅行会社ではありません。(B) 予約システムは使っているだけです。(D) check-in はホテルのフロントのことで、空港ではありません。',
          en: 'Guest surveys, front-desk check-in and arriving tour groups point to a hotel: (C). (A) The tour groups are their guests; they are not a travel agency. (B) They use a booking system but do not make software. (D) "Check-in" here is at a front desk, not an airport.',
        },
        tags: ['inference', 'hospitality'],
      },
      {
        question:
          'What does the first man imply when he says, "Adding another clerk in that window isn\'t going to happen before the new fiscal year"?',
        options: [
          'There is no money for extra staff right now.',
          'The front desk will close early.',
          'The tour groups will arrive later in the day.',
          'A new clerk has already been hired.',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '男子说在新财年之前不可能在那个时段增加前台人员，暗示目前没有预算增加人手，所以 (A) 正确。(B) 前台不会提前关门；(C) 旅行团到达时间没有改变；(D) 并没有招人，而是说暂时不能招。',
          ja: '男性は新年度まではその時間帯に受付係を増やせないと言っており、今は人を増やす予算がないことを示唆しているので (A) が正解です。(B) フロントが早く閉まるわけではありません。(C) 団体客の到着時間は変わりません。(D) 採用済みではなく、当面は増員できないという意味です。',
          en: 'Saying another clerk "isn\'t going to happen before the new fiscal year" implies there is no money for extra staff now: (A). (B) The desk is not closing early. (C) The groups\' arrival time does not change. (D) Nobody has been hired; he is saying no one can be yet.',
        },
        tags: ['speaker intent', 'hospitality'],
      },
      {
        question: 'What will the woman most likely do next?',
        options: [
          'Advertise a job opening',
          'Upgrade the booking system',
          'Contact the guests who complained',
          'Write a message for tour operators',
        ],
        correctAnswer: 3,
        explanation: {
          zh: "男子请 Carla 给旅行社写一份通知，女子说 “I'll have it to you by tomorrow”，所以 (D) 正确。(A) 他们没有招聘；(B) 预订系统已经升级过了；(C) 要联系的是旅行社，不是投诉的客人。",
          ja: "男性が Carla に旅行会社向けの文面を頼み、女性は “I'll have it to you by tomorrow” と答えているので (D) が正解です。(A) 求人は出しません。(B) 予約システムはすでにアップグレード済みです。(C) 連絡するのは旅行会社で、苦情を言った客ではありません。",
          en: 'The man asks Carla to draft something for the tour operators, and she says, "I\'ll have it to you by tomorrow," so (D) is correct. (A) No job is being advertised. (B) The booking system was already upgraded. (C) The message is for tour operators, not the guests who complained.',
        },
        tags: ['next action', 'hospitality'],
      },
    ],
  },
  {
    id: 'bank-p3-l5-g3',
    difficulty: 5,
    graphic:
      'QUOTE COMPARISON — Staff survey platform\nVendor | Annual fee | Languages | Setup time\nQuillo | $4,800 | 12 | 2 weeks\nSurvana | $3,900 | 5 | 1 week\nPollstream | $5,600 | 20 | 7 weeks\nArdent Forms | $4,200 | 9 | 3 weeks',
    lines: [
      'Woman 1: So, the board wants the engagement survey out to every site before the end of next month. That rules out anything that needs more than a month to set up.',
      "Man: And with the Seville and Kraków offices coming on board, we'll need at least eight languages.",
      "Woman 2: Then it's really between two of them. The cheaper one has a decent interface, but I've heard its support team can take days to answer a ticket.",
      "Woman 1: On this timeline we can't sit around waiting for replies. I'd pay the difference.",
      "Man: Agreed. I'll let procurement know this afternoon so they can start on the contract.",
    ],
    questions: [
      {
        question: 'What are the speakers mainly discussing?',
        options: [
          'Opening offices in new cities',
          'Training a support team',
          'Choosing a survey platform',
          "Reducing the board's expenses",
        ],
        correctAnswer: 2,
        explanation: {
          zh: '三人根据设置时间、语言数量和支持服务比较供应商，为员工调查选择平台，所以 (C) 正确。(A) 塞维利亚和克拉科夫办公室只是需要多语言的原因；(B) 提到的是供应商的支持团队，不是培训；(D) 董事会只是提出了时间要求。',
          ja: '3人はセットアップ期間、言語数、サポートを基準に業者を比べ、社員アンケートのツールを選んでいるので (C) が正解です。(A) セビリアとクラクフの拠点は多言語が必要な理由にすぎません。(B) 話題は業者のサポート体制で、研修ではありません。(D) 役員会は期限を示しただけです。',
          en: "They compare vendors on setup time, languages and support to pick a tool for the staff survey: (C). (A) The new offices only explain the language need. (B) The support team mentioned is the vendor's, and nobody is trained. (D) The board only set the deadline.",
        },
        tags: ['main idea', 'human resources'],
      },
      {
        question: 'Look at the graphic. Which vendor will the speakers most likely choose?',
        options: ['Quillo', 'Survana', 'Pollstream', 'Ardent Forms'],
        correctAnswer: 0,
        explanation: {
          zh: "设置不能超过一个月，排除 Pollstream（7 周）；至少需要八种语言，排除 Survana（5 种）。剩下 Quillo 和 Ardent Forms，较便宜的 Ardent Forms 支持慢，女子说 “I'd pay the difference”，所以选较贵的 Quillo，(A) 正确。(B) 语言不够；(C) 设置太慢；(D) 是被放弃的便宜方案。",
          ja: "セットアップは1か月以内なので Pollstream（7週間）は除外、8言語以上が必要なので Survana（5言語）も除外です。残る Quillo と Ardent Forms のうち、安い Ardent Forms はサポートが遅く、女性が “I'd pay the difference” と言うので、高いほうの Quillo の (A) が正解です。(B) は言語が足りず、(C) はセットアップが長すぎ、(D) は見送られた安いほうです。",
          en: 'Setup over a month rules out Pollstream (7 weeks); eight languages rules out Survana (5). Of Quillo and Ardent Forms, the cheaper Ardent has slow support, and the woman would "pay the difference", so they pick Quillo: (A). (B) has too few languages, (C) takes too long, and (D) is the cheaper option they reject.',
        },
        tags: ['graphic', 'human resources'],
      },
      {
        question: 'What does the woman imply when she says, "I\'d pay the difference"?',
        options: [
          'She will cover a cost herself.',
          'She is willing to choose the more expensive option.',
          'She wants to negotiate a lower price.',
          'She thinks another department should share the cost.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '便宜的平台支持回复慢，她说时间紧不能等，“我愿意付差价”，意思是宁愿选更贵但支持好的方案，(B) 正确。(A) 她是以公司名义说的，不是自掏腰包；(C) 她没有提讲价；(D) 没有提到与其他部门分摊。',
          ja: '安いほうはサポートの返答が遅く、時間がないので待てないと言ったうえで「差額を払ってもいい」と言っているので、高くてもサポートのよいほうを選ぶという (B) が正解です。(A) 会社として言っており、自腹という意味ではありません。(C) 値引き交渉の話はありません。(D) 他部署との費用分担は出てきません。',
          en: 'Since the cheaper tool has slow support and time is short, "I\'d pay the difference" means she would rather take the pricier option: (B). (A) She speaks for the company, not about her own money. (C) She does not ask for a discount. (D) No other department is mentioned.',
        },
        tags: ['speaker intent', 'human resources'],
      },
    ],
  },
  {
    id: 'bank-p3-l5-g4',
    difficulty: 5,
    lines: [
      "Woman: Let's go over the launch plan for the cookbook. Tariq, the printer says the first run will be ready on the 14th?",
      "Man 1: That's what they told me, but the photo pages are being printed on special paper, and that paper supplier has been unreliable.",
      "Man 2: If the books slip even a week, we miss the food festival, and that's where we expected a third of our launch sales.",
      'Woman: Could we do a smaller first run on standard paper, just for the festival?',
      "Man 1: Technically, yes, but on standard paper the photographs wouldn't do the recipes justice.",
      "Man 2: Honestly, people at the festival are buying because they've just tasted the dishes, not to study the pictures.",
      "Woman: Fair enough. Tariq, ask the printer for a quote on two hundred standard copies, and we'll decide on Friday.",
    ],
    questions: [
      {
        question: 'What are the speakers mainly discussing?',
        options: [
          'The opening of a restaurant',
          'The schedule for releasing a book',
          'A photography exhibition',
          "A paper supplier's prices",
        ],
        correctAnswer: 1,
        explanation: {
          zh: '三人讨论食谱书的首印能否赶在美食节前完成，以及是否加印普通纸版本，即新书发行的安排，(B) 正确。(A) 没有餐厅开业；(C) 照片只是书里的内容；(D) 纸张供应商的问题是可靠性，不是价格。',
          ja: '3人は料理本の初版が食のフェスティバルに間に合うか、普通紙版を刷るかを話し合っているので、本の発売計画の (B) が正解です。(A) レストランの開店ではありません。(C) 写真は本の中身にすぎません。(D) 用紙業者の問題は信頼性で、価格ではありません。',
          en: "They discuss whether the cookbook's first run will be ready for the festival and whether to print a standard-paper run: the book's release schedule, (B). (A) No restaurant is opening. (C) The photos are part of the book, not an exhibition. (D) The supplier's problem is reliability, not price.",
        },
        tags: ['main idea', 'publishing'],
      },
      {
        question: 'Why is the food festival important to the speakers?',
        options: [
          'The book will be printed there.',
          'The authors will give a cooking demonstration.',
          'It was expected to produce a large share of early sales.',
          'It offers publishers free booths.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '第二位男子说美食节 “is where we expected a third of our launch sales”，所以 (C) 正确。(A) 书是在印刷厂印的；(B) 节上会有人试吃菜品，但没有说作者做演示；(D) 没有提到免费摊位。',
          ja: "2人目の男性がフェスティバルについて “that's where we expected a third of our launch sales” と言っているので (C) が正解です。(A) 本は印刷所で刷ります。(B) 料理の試食の話はありますが、著者の実演とは言っていません。(D) 無料ブースの話はありません。",
          en: 'The second man says the festival "is where we expected a third of our launch sales," so (C) is correct. (A) The book is printed by the printer. (B) Visitors taste the dishes, but no author demonstration is mentioned. (D) Free booths are never mentioned.',
        },
        tags: ['reason', 'publishing'],
      },
      {
        question:
          'What does the first man imply when he says, "the photographs wouldn\'t do the recipes justice"?',
        options: [
          'The recipes need more photographs.',
          'Standard paper would make the images look worse.',
          'The photographer has not finished the pictures.',
          'Some recipes contain errors.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '他是在说用普通纸印刷的话，照片效果不好，无法体现菜谱的魅力，(B) 正确；后面另一位男子也反驳说节上的人不是为了看图片买书。(A) 没有说照片不够；(C) 照片已经在印了；(D) 没有提到菜谱有错误。',
          ja: '普通紙で刷ると写真の出来が悪く、レシピの魅力を伝えきれないという意味なので (B) が正解です。もう1人の男性も、フェスティバルの客は写真を見るために買うのではないと反論しています。(A) 写真が足りないとは言っていません。(C) 写真はすでに印刷中です。(D) レシピの誤りの話はありません。',
          en: 'He means that on standard paper the pictures would look worse than the recipes deserve: (B); the other man replies that festival buyers are not there for the pictures. (A) He does not ask for more photos. (C) The photo pages are already being printed. (D) No errors are mentioned.',
        },
        tags: ['speaker intent', 'publishing'],
      },
    ],
  },
];
