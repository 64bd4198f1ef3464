import type { ConversationSet } from '../types';

/**
 * Part 3 — Conversations. Original items written for TOEIC Ace.
 * Each set is one conversation (a "Speaker: line" per line) with three printed questions.
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
          zh: '女子接电话时说 “Hello, Bay Leaf Restaurant”，男子又要预订座位，所以她在餐厅工作，(B) 正确。(A) 酒店也可以预订，但对话中订的是餐桌。',
          ja: '女性は電話で “Hello, Bay Leaf Restaurant” と名乗り、男性はテーブルを予約しているので (B) が正解です。(A) のホテルも予約はできますが、会話で予約しているのはテーブルです。',
          en: 'The woman answers the phone with "Hello, Bay Leaf Restaurant," and the man books a table, so (B) is correct. A hotel (A) also takes reservations, but here it is a table for dinner.',
        },
        tags: ['detail', 'restaurant'],
      },
      {
        question: 'How many people is the reservation for?',
        options: ['Two', 'Three', 'Four', 'Eight'],
        correctAnswer: 2,
        explanation: {
          zh: '男子说 “a table for four people”，所以 (C) 正确。(D) 的 eight 是对话中出现的时间“八点”，不是人数。',
          ja: '男性が “a table for four people” と言っているので (C) が正解です。(D) の eight は会話に出てくる時刻「8時」で、人数ではありません。',
          en: 'The man asks for "a table for four people," so (C) is correct. Eight (D) is mentioned in the conversation, but it is the time, not the number of people.',
        },
        tags: ['detail', 'restaurant'],
      },
      {
        question: 'What time is the reservation for?',
        options: ["Six o'clock", "Seven o'clock", 'Seven thirty', "Eight o'clock"],
        correctAnswer: 3,
        explanation: {
          zh: '男子本来想订七点，但女子说七点已满，问八点可不可以，男子回答 “eight is fine”，所以 (D) 正确。(B) 是男子最初希望的时间，是陷阱。',
          ja: '男性は最初7時を希望しましたが満席で、8時を提案されて “eight is fine” と答えたので (D) が正解です。(B) は最初の希望時刻なのでひっかけです。',
          en: 'The man first asks for seven, but the restaurant is full, and he agrees to eight: "eight is fine." So (D) is correct; (B) was only his first request.',
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
          zh: "男子问打印机能不能用，女子说 “it's broken today”，所以问题是打印机坏了，(A) 正确。对话中提到了电梯，但只是用来说明另一台打印机的位置。",
          ja: "男性がプリンターについて尋ね、女性が “it's broken today” と答えているので (A) が正解です。エレベーターは別のプリンターの場所を説明するために出てきただけです。",
          en: 'The woman says the printer is "broken today," so (A) is correct. The elevator is mentioned only to show where the other printer is; it is not broken.',
        },
        tags: ['problem', 'office'],
      },
      {
        question: "When is the man's meeting?",
        options: ["At nine o'clock", 'At noon', "At one o'clock", "At two o'clock"],
        correctAnswer: 3,
        explanation: {
          zh: '男子说 “I need to print my report for the meeting at two”，所以会议在两点，(D) 正确。修理人员是“今天下午”来，并不是会议时间。',
          ja: '男性が “the meeting at two” と言っているので (D) が正解です。修理の人が来るのは「今日の午後」ですが、会議の時刻ではありません。',
          en: 'The man needs his report "for the meeting at two," so (D) is correct. The repair visit is "this afternoon," but that is not the meeting time.',
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
          zh: "女子建议他用三楼的打印机，男子说 “I'll go there now”，所以他接下来会去三楼，(B) 正确。(D) 一楼是男子工作的楼层，不是他要去的地方。",
          ja: "女性が3階のプリンターを使うよう勧め、男性が “I'll go there now” と答えているので (B) が正解です。(D) の1階は男性の職場の階で、行き先ではありません。",
          en: 'The woman suggests the printer on the third floor, and the man says, "I\'ll go there now," so (B) is correct. The first floor (D) is where he works.',
        },
        tags: ['next action', 'office'],
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
          zh: '女子说夹克太小，问 “Can I exchange it for a larger size?”，所以她是来换货的，(C) 正确。(B) “取订购的商品”与对话内容不符。',
          ja: '女性はジャケットが小さいので “Can I exchange it for a larger size?” と尋ねており、交換が目的なので (C) が正解です。(B) の注文品の受け取りではありません。',
          en: 'The woman says the jacket is too small and asks, "Can I exchange it for a larger size?" so (C) is correct. She is not collecting an order (B).',
        },
        tags: ['main idea', 'retail'],
      },
      {
        question: 'What does the man ask the woman for?',
        options: ['A receipt', 'A phone number', 'A credit card', 'A photo ID'],
        correctAnswer: 0,
        explanation: {
          zh: '男子问 “Do you have your receipt?”，所以 (A) 正确。电话号码是女子最后主动提到的，写在收据上，男子并没有向她要，所以 (B) 错误。',
          ja: '男性は “Do you have your receipt?” と尋ねているので (A) が正解です。電話番号は最後に女性がレシートに書いてあると言っただけで、男性が求めたものではありません。',
          en: 'The man asks, "Do you have your receipt?" so (A) is correct. The phone number (B) comes up only when the woman says it is on the receipt.',
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
          zh: '男子说周五到货，“I can call you when it arrives”，(D) 用 new stock arrives 改写了这句话，所以正确。(B) 的 delivery 指的是店里进货，不是送货上门。',
          ja: '男性は金曜に入荷すると言い、“I can call you when it arrives” と申し出ているので、それを言い換えた (D) が正解です。(B) の配達は店への入荷のことで、自宅配送ではありません。',
          en: 'The man says a delivery is coming on Friday and "I can call you when it arrives," which (D) paraphrases. The delivery is to the store, not to her home (B).',
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
          zh: '男子一开始问 “is this the right platform for the train to Riverton?”，想知道火车从哪个站台出发，所以 (B) 正确。(A) 车票价格对话中没有提到。',
          ja: '男性は最初に “is this the right platform for the train to Riverton?” と、電車の発車ホームを尋ねているので (B) が正解です。(A) の運賃は話題になっていません。',
          en: 'The man first asks, "Is this the right platform for the train to Riverton?" so he wants to know where it leaves from (B). Ticket prices (A) are never mentioned.',
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
          zh: "女子说 “it's about fifteen minutes late”，(D) “正在晚点”是对此的改写，所以正确。站台变更了，但火车并没有取消，所以 (A) 错误。",
          ja: "女性が “it's about fifteen minutes late” と言っているので、それを言い換えた (D) が正解です。ホームは変更されましたが運休ではないので (A) は誤りです。",
          en: 'The woman says the train is "about fifteen minutes late," which (D) restates. The platform changed, but the train was not canceled (A).',
        },
        tags: ['paraphrase', 'travel'],
      },
      {
        question: 'What will the man probably do next?',
        options: ['Buy a drink', 'Call a taxi', 'Change his ticket', 'Wait at the ticket office'],
        correctAnswer: 0,
        explanation: {
          zh: "火车晚点，男子说 “I'll get a coffee first”，所以他接下来会去买饮料，(A) 正确。售票处只是用来说明咖啡店的位置，他并不是要在那里等车，所以 (D) 错误。",
          ja: "電車が遅れているので、男性は “I'll get a coffee first” と言っており、(A) が正解です。切符売り場はカフェの場所の目印として出てきただけなので (D) は誤りです。",
          en: 'Because the train is late, the man says, "I\'ll get a coffee first," so (A) is correct. The ticket office (D) is only a landmark for finding the café.',
        },
        tags: ['next action', 'travel'],
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
          zh: '两人都想在周四下午使用大会议室，对话围绕如何解决这个预订冲突展开，所以 (C) 正确。预算评审只是男子原本要开的会，并不是对话主题，所以 (B) 错误。',
          ja: '二人とも木曜午後に大会議室を使いたいという予約の重複が話題なので (C) が正解です。予算の見直しは男性の会議名にすぎず、会話の主題ではないので (B) は誤りです。',
          en: "Both speakers want the large conference room on Thursday afternoon, and they work out the double booking, so (C) is correct. The budget review (B) is just the man's meeting, not the topic.",
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
          zh: "女子说 “The clients are bringing six people, so the small rooms won't work”，也就是有一群访客要来，(B) 正确。小会议室不能用是因为太小，而不是在维修，所以 (C) 错误。",
          ja: "女性は “The clients are bringing six people, so the small rooms won't work” と言っており、来客の人数が多いことが理由なので (B) が正解です。小会議室は狭いだけで修理中ではないので (C) は誤りです。",
          en: 'The woman says, "The clients are bringing six people, so the small rooms won\'t work," so (B) is correct. The small rooms are too small, not under repair (C).',
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
          zh: "男子说 “I'll update the booking system”，把会议改到 2B 会议室，(A) “更改预订”是这句话的改写，所以正确。他只是换房间，并没有取消预算评审，所以 (B) 错误。",
          ja: "男性は “I'll update the booking system” と言って会議を2B室に移すので、「予約を変更する」と言い換えた (A) が正解です。予算の見直し自体は中止しないので (B) は誤りです。",
          en: 'The man says, "I\'ll update the booking system," moving his meeting to Room 2B, which (A) paraphrases. He moves the budget review rather than canceling it (B).',
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
          zh: "男子说每周的咖啡豆 “hasn't arrived”，打电话是为了反映货物没有送到，所以 (D) 正确。对话中没有提到账单问题，所以 (A) 错误。",
          ja: "男性は毎週届くコーヒー豆が “hasn't arrived” と伝えるために電話しているので (D) が正解です。請求の誤りは話題になっていないので (A) は誤りです。",
          en: 'The man calls because the weekly coffee-bean delivery "hasn\'t arrived," so (D) is correct. No billing problem (A) is mentioned.',
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
          zh: "货物被送到了旧地址，女子解释 “The change wasn't saved in our system”，即地址没有更新，所以 (C) 正确。问题出在系统记录，而不是司机迷路，所以 (A) 错误。",
          ja: "荷物は旧住所に送られており、女性が “The change wasn't saved in our system” と説明しているので、住所が更新されていなかった (C) が正解です。運転手が道に迷ったわけではないので (A) は誤りです。",
          en: 'The order went to the old address because "the change wasn\'t saved in our system," so (C) is correct. The driver did not get lost (A); the records were out of date.',
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
          zh: '女子说今天会用快递补发一批货 “at no extra charge”，(B) “免费寄送替换货物”是对此的改写，所以正确。她提供的是补发，不是退款，所以 (A) 错误。',
          ja: '女性は “at no extra charge” で新しい荷物を今日宅配便で送ると申し出ているので、それを言い換えた (B) が正解です。返金ではなく再送なので (A) は誤りです。',
          en: 'The woman will send a new shipment by courier "at no extra charge," which (B) paraphrases. She offers a replacement, not a refund (A).',
        },
        tags: ['offer', 'deliveries'],
      },
    ],
  },

  // ── Level 4 (700–800): three speakers, implied reasons, first speaker-intent questions ──
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
          zh: '开头就说 “We need to choose the new marketing coordinator by Friday”，三人讨论的是录用哪位候选人，所以 (A) 正确。产品发布只是影响决定的因素，并不是讨论的主题，所以 (B) 错误。',
          ja: '冒頭の “We need to choose the new marketing coordinator by Friday” から、誰を採用するかが話題なので (A) が正解です。製品発表は判断材料の一つにすぎず、主題ではないので (B) は誤りです。',
          en: 'The meeting opens with "We need to choose the new marketing coordinator by Friday," so the topic is which candidate to hire (A). The product launch (B) is only a factor in the decision.',
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
          zh: "第二位女士说她 “can't start until late next month”，而产品三周后就要发布，所以顾虑是她不能尽早到岗，(B) 正确。男子称赞了她的社交媒体营销，所以 (D) 与对话相反。",
          ja: "2人目の女性が “she can't start until late next month” と述べ、3週間後の製品発表に間に合わないことを懸念しているので (B) が正解です。ソーシャルメディアの実績はむしろ評価されているので (D) は逆です。",
          en: 'The second woman says Ms. Adeyemi "can\'t start until late next month," too late for the launch in three weeks, so (B) is correct. Her social media work was praised, so (D) is the opposite.',
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
          zh: '男子提议 “bring in a contractor to cover the launch”，即请临时人员负责这次发布，(C) 正确。他想保住最佳人选，但并没有建议推迟产品发布，所以 (D) 错误。',
          ja: '男性は “bring in a contractor to cover the launch” と、発表の期間だけ外部の人に任せることを提案しているので (C) が正解です。製品発表の延期は提案していないので (D) は誤りです。',
          en: 'The man suggests they "bring in a contractor to cover the launch," which (C) paraphrases as temporary help. He never proposes postponing the launch (D).',
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
          zh: '男子紧接着说他们几乎每天都要在这栋楼见客户，说明 C 楼离得远很不方便，是在表达对临时办公地点的担忧，所以 (D) 正确。他并不是在推荐路线，所以 (A) 错误。',
          ja: '男性は続けて、ほぼ毎日この建物で顧客と会うと述べており、C棟が遠くて不便だという懸念を示しているので (D) が正解です。道順を勧めているわけではないので (A) は誤りです。',
          en: 'He adds that they meet clients in this building almost every day, so the remark expresses concern that Building C is inconvenient (D). He is not recommending a route (A).',
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
          zh: "女子说三楼的空办公室 “they're reserved for the IT department”，(A) “已被另一个部门预留”是对此的改写，所以正确。正在装修的是五楼，不是三楼，所以 (B) 错误。",
          ja: "女性は3階の空き部屋について “they're reserved for the IT department” と言っているので、「別の部署用に確保されている」と言い換えた (A) が正解です。改装されるのは5階なので (B) は誤りです。",
          en: 'The woman says the third-floor offices "are reserved for the IT department," which (A) paraphrases. It is the fifth floor, not the third, that is being renovated (B).',
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
          zh: '男子提议部分时间在家办公，女子指出去年主管曾批准会计部这样做，暗示这次的申请也可能获批，所以 (C) 正确，男子随后也决定写提案。(A) 把会计部的事误解为会计部也要搬走。',
          ja: '在宅勤務の提案に対し、女性は昨年経理部に同じことが認められたと指摘し、今回も認められる可能性を示唆しているので (C) が正解です。男性もすぐに提案書を書くと言っています。(A) は経理部の話を取り違えています。',
          en: 'In reply to the idea of working from home, she notes the director approved the same arrangement last year, implying this request could succeed too (C); the man then decides to write a proposal. (A) misreads the reference to accounting.',
        },
        tags: ['speaker intent', 'facilities'],
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
          zh: '女子一开始就说财务部通知 “our events budget is being trimmed by twenty percent”，(B) “宣布了削减开支”是对此的改写，所以正确。展会照常举行，并没有延期，所以 (C) 错误。',
          ja: '冒頭で女性が、経理から “our events budget is being trimmed by twenty percent” と言われたと述べており、これを言い換えた (B) が正解です。展示会が延期されたわけではないので (C) は誤りです。',
          en: 'The woman opens by saying the events budget "is being trimmed by twenty percent," which (B) paraphrases as a spending reduction. The expo is going ahead, so (C) is wrong.',
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
          zh: "习语 “I wouldn't hold my breath” 表示“别指望”，男子是在说展台公司不太可能全额退还差价，所以 (D) 正确；女子也接着说 “Even a partial credit helps”。(A) 只是抓住了 refund 一词。",
          ja: "慣用句 “I wouldn't hold my breath” は「期待しないほうがいい」という意味で、差額が全額返金される見込みは薄いと言っているので (D) が正解です。女性も “Even a partial credit helps” と応じています。(A) は refund という語だけに反応したひっかけです。",
          en: 'The idiom "I wouldn\'t hold my breath" means "don\'t expect it," so he doubts the vendor will refund the full difference (D); the woman replies that "even a partial credit helps." (A) only picks up the word "refund".',
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
          zh: "女子提议不印产品目录，改用平板电脑展示产品清单，(A) 正确。男子已经说过定金已付，“pulling out isn't really on the table”，所以退出展会的 (B) 不对。",
          ja: "女性は印刷カタログをやめ、製品リストを入れたタブレットを使うことを提案しているので (A) が正解です。男性が “pulling out isn't really on the table” と言っているように、出展取りやめ (B) は選択肢にありません。",
          en: 'The woman suggests skipping printed catalogs and using tablets instead, so (A) is correct. Withdrawing (B) has been ruled out: "pulling out isn\'t really on the table."',
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
          zh: '对话提到 guest survey（住客调查）、front desk（前台）和 check-in（入住登记），可以推断他们在酒店工作，(C) 正确。tour groups 和 tour operators 容易让人误选旅行社 (A)，但他们是接待旅行团的一方。',
          ja: 'guest survey、front desk、check-in といった語からホテル勤務と推測できるので (C) が正解です。tour groups や tour operators から (A) の旅行代理店を選びがちですが、彼らは団体客を受け入れる側です。',
          en: 'References to a guest survey, the front desk and check-in point to a hotel (C). Tour groups and tour operators may suggest a travel agency (A), but the speakers are the ones receiving the groups.',
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
          zh: '“新财年之前不可能增加人手” 暗示目前没有预算雇用更多员工，所以 (A) 正确。这里的 window 指“时间段”而不是窗口；他说的是不会增员，(D) “已经雇了新人”正好相反。',
          ja: '「新年度までは増員は無理だ」という発言は、今は人を増やす予算がないことを示唆しているので (A) が正解です。window はここでは「時間帯」の意味で、(D)「すでに採用済み」は発言と逆です。',
          en: 'Saying another clerk won\'t be added "before the new fiscal year" implies there is no budget for extra staff now (A). "Window" here means a time period, and (D) contradicts him: no one has been hired.',
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
          zh: "第一位男士请 Carla 给旅行社起草一份通知，女子回答 “I'll have it to you by tomorrow”，所以她接下来会写给旅行社的信息，(D) 正确。预订系统已经升级过了，所以 (B) 错误。",
          ja: "1人目の男性がカーラに旅行会社向けの文面作成を頼み、女性は “I'll have it to you by tomorrow” と答えているので (D) が正解です。予約システムはすでにアップグレード済みなので (B) は誤りです。",
          en: 'The first man asks Carla to draft something for the tour operators, and she replies, "I\'ll have it to you by tomorrow," so (D) is correct. The booking system was already upgraded (B).',
        },
        tags: ['next action', 'hospitality'],
      },
    ],
  },
];
