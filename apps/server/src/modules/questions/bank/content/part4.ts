import type { TalkSet } from '../types';

/**
 * Part 4 — Talks. Original items written for TOEIC Ace.
 * Each set is one talk by a single speaker with three printed questions.
 */
export const part4: TalkSet[] = [
  // ── Level 1 (under 500): short announcements and messages, facts stated plainly ──
  {
    id: 'bank-p4-l1-g1',
    difficulty: 1,
    speaker: 'Woman',
    sentences: [
      'Good morning, shoppers, and welcome to Fresh Farm Market.',
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
          zh: '广播对象是 shoppers（购物的顾客），还提到水果特价和店内后方的面包区，可知是在超市，(C) 正确。店名里有 Farm，但这里不是农场，所以 (B) 是陷阱。',
          ja: 'shoppers への呼びかけで、果物のセールや店の奥のパン売り場に触れているのでスーパーだとわかり、(C) が正解です。店名に Farm とありますが農場ではないので (B) はひっかけです。',
          en: 'The speaker addresses "shoppers," mentions a fruit sale and a bakery at the back of the store, so it is a supermarket (C). The name "Fresh Farm Market" makes (B) a trap.',
        },
        tags: ['inference', 'retail'],
      },
      {
        question: 'What is on sale today?',
        options: ['Fruit', 'Bread', 'Milk', 'Vegetables'],
        correctAnswer: 0,
        explanation: {
          zh: '广播中说 “Today we have a special sale on fruit”，苹果和橙子半价，所以 (A) 正确。面包只是请顾客去面包区看看，并没有打折，所以 (B) 错误。',
          ja: '“Today we have a special sale on fruit” と言い、りんごとオレンジが半額なので (A) が正解です。パンは売り場の案内だけで、セール品ではないので (B) は誤りです。',
          en: 'The speaker says, "Today we have a special sale on fruit," with apples and oranges at half price, so (A) is correct. The bread (B) is mentioned, but it is not on sale.',
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
          zh: '广播说水果半价 “until six in the evening”，所以特价到晚上六点结束，(D) 正确。其他时间在广播中都没有出现。',
          ja: '“until six in the evening” と言っているので、セールは夕方6時までで (D) が正解です。ほかの時刻は放送に出てきません。',
          en: 'The fruit is half price "until six in the evening," so (D) is correct. None of the other times are mentioned.',
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
          zh: "男子说十二点不行，问 “Can we meet at one o'clock instead?”，目的是更改见面时间，所以 (B) 正确。他提到了餐厅，但并不是打电话订餐，所以 (A) 错误。",
          ja: "男性は12時に会えないので “Can we meet at one o'clock instead?” と頼んでおり、待ち合わせ時間の変更が目的なので (B) が正解です。レストランの話は出ますが、料理の注文ではないので (A) は誤りです。",
          en: 'Ken cannot meet at twelve and asks, "Can we meet at one o\'clock instead?" so he is changing the meeting time (B). He mentions a restaurant but is not ordering food (A).',
        },
        tags: ['purpose', 'office'],
      },
      {
        question: 'What will the man do tomorrow morning?',
        options: ['Go to a restaurant', 'Call Emma', 'Have a team meeting', 'Visit a customer'],
        correctAnswer: 3,
        explanation: {
          zh: '男子说 “I have to visit a customer in the morning”，所以 (D) 正确。去餐厅是中午以后的午餐约会，不是上午的安排，所以 (A) 错误。',
          ja: '男性は “I have to visit a customer in the morning” と言っているので (D) が正解です。レストランへ行くのは昼食時で、午前の予定ではないので (A) は誤りです。',
          en: 'Ken says, "I have to visit a customer in the morning," so (D) is correct. The restaurant (A) is for the lunch meeting later, not the morning.',
        },
        tags: ['detail', 'office'],
      },
      {
        question: 'What does the man ask Emma to do?',
        options: ['Book a table', 'Send an e-mail', 'Call him back', 'Meet him at noon'],
        correctAnswer: 2,
        explanation: {
          zh: '留言最后说 “Please call me back and let me know”，所以 (C) 正确。十二点正是他无法赴约的时间，所以 (D) 错误。',
          ja: '最後に “Please call me back and let me know” と頼んでいるので (C) が正解です。12時は彼が会えない時間なので (D) は誤りです。',
          en: 'The message ends, "Please call me back and let me know," so (C) is correct. Noon (D) is exactly the time he cannot make.',
        },
        tags: ['request', 'office'],
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
          zh: '广播对象是航班乘客，并通知登机口从 9 号改为 14 号，可见是在机场候机区，(A) 正确。乘客还没有登机，所以不是在飞机上，(C) 错误。',
          ja: '航空便の乗客に搭乗ゲートの変更を知らせているので、空港での放送だとわかり (A) が正解です。まだ搭乗前なので、機内 (C) ではありません。',
          en: 'The announcement tells flight passengers about a gate change, so it is made at an airport (A). Boarding has not started yet, so it is not on the plane (C).',
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
          zh: '广播说 “Because the aircraft arrived late from its previous flight”，所以 (C) 正确。天气和机械故障都没有被提到。',
          ja: '“Because the aircraft arrived late from its previous flight” と理由を述べているので (C) が正解です。天候や機材の故障については触れていません。',
          en: 'The reason given is that "the aircraft arrived late from its previous flight," so (C) is correct. Weather (A) and mechanical problems (B) are not mentioned.',
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
          zh: '广播说 “Passengers traveling with small children may board first”，(B) 把 small children 改写为 young children，所以正确。9 号登机口是原来的登机口，所以 (C) 错误。',
          ja: '“Passengers traveling with small children may board first” と言っているので、young children と言い換えた (B) が正解です。9番ゲートは変更前のゲートなので (C) は誤りです。',
          en: '"Passengers traveling with small children may board first," which (B) restates. Gate 9 (C) is the old gate, not a boarding group.',
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
      'Welcome to the Lindgren Chocolate Factory tour.',
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
          zh: "男子说 “I'll be your guide today”，并介绍参观流程，所以他是导游，(D) 正确。礼品店只是参观结束时领取巧克力的地方，他不是店员，所以 (A) 错误。",
          ja: "男性は “I'll be your guide today” と言い、見学の流れを説明しているのでガイドであり、(D) が正解です。ギフトショップは最後にチョコレートを受け取る場所で、彼は店員ではありません。",
          en: 'The speaker says, "I\'ll be your guide today," and outlines the tour, so he is a tour guide (D). The gift shop is only where visitors collect chocolates; he is not a clerk (A).',
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
          zh: '导游说 “Please do not take photos inside the production rooms”，(B) 用 take pictures in certain areas 改写，所以正确。其他选项在讲解中都没有提到。',
          ja: '“Please do not take photos inside the production rooms” と言っているので、take pictures in certain areas と言い換えた (B) が正解です。ほかの選択肢は話に出てきません。',
          en: 'The guide says, "Please do not take photos inside the production rooms," which (B) paraphrases as "certain areas." The other options are never mentioned.',
        },
        tags: ['paraphrase', 'tours'],
      },
      {
        question: 'What will listeners receive at the end of the tour?',
        options: ['A free gift', 'A discount coupon', 'A group photo', 'A recipe book'],
        correctAnswer: 0,
        explanation: {
          zh: '导游说参观结束时每人会在礼品店领到 “a free box of chocolates”，(A) “免费礼物”是对此的概括，所以正确。(B) 优惠券并没有被提到。',
          ja: '見学の最後に “a free box of chocolates” がもらえると言っているので、「無料のプレゼント」とまとめた (A) が正解です。割引券 (B) の話は出てきません。',
          en: 'Each visitor gets "a free box of chocolates" at the end, which (A) sums up as a free gift. No discount coupon (B) is mentioned.',
        },
        tags: ['paraphrase', 'tours'],
      },
    ],
  },

  // ── Level 3 (600–700): meeting excerpts and news, main idea plus paraphrased details ──
  {
    id: 'bank-p4-l3-g1',
    difficulty: 3,
    speaker: 'Woman',
    sentences: [
      'Before we wrap up, I want to mention a change to how we handle travel expenses.',
      'Starting next month, all expense reports will be submitted through the new Clearpath app instead of on paper forms.',
      "You'll just take a photo of each receipt with your phone, and the app will fill in most of the details automatically.",
      'This should cut processing time from about two weeks to three days.',
      'The IT department will hold a short training session this Thursday at ten in the main conference room.',
      "If you can't make it, a recording will be posted on the company intranet.",
    ],
    questions: [
      {
        question: 'What is the speaker mainly talking about?',
        options: [
          'A new travel policy',
          'A budget review',
          'A new way to submit expense reports',
          'An office relocation',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '讲话的重点是今后报销单要通过新的 Clearpath 应用提交，而不是填写纸质表格，所以 (C) 正确。虽然提到了 travel expenses，但出差规定本身并没有改变，所以 (A) 是陷阱。',
          ja: '経費精算を紙の書類ではなく新しいアプリ Clearpath で提出するという変更が中心なので (C) が正解です。travel expenses とは言っていますが、出張の規定自体が変わるわけではないので (A) はひっかけです。',
          en: 'The talk is about submitting expense reports through the new Clearpath app instead of paper forms, so (C) is correct. Travel expenses are mentioned, but the travel policy itself (A) does not change.',
        },
        tags: ['main idea', 'office'],
      },
      {
        question: 'What benefit of the change does the speaker mention?',
        options: [
          'Lower travel costs',
          'Fewer business trips',
          'Better phone service',
          'Faster processing',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '讲话中说处理时间将从两周左右缩短到三天，即 “cut processing time”，所以 (D) 正确。她没有说出差费用会降低，所以 (A) 错误。',
          ja: '処理期間が約2週間から3日に短縮される（cut processing time）と述べているので (D) が正解です。出張費が下がるとは言っていないので (A) は誤りです。',
          en: 'The speaker says the change "should cut processing time from about two weeks to three days," so (D) is correct. She never says travel costs will fall (A).',
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
          zh: "讲话最后说 “If you can't make it, a recording will be posted on the company intranet”，所以可以在网上观看录像，(A) 正确。并没有提到下周另开培训，所以 (B) 错误。",
          ja: "最後に “If you can't make it, a recording will be posted on the company intranet” と言っているので、オンラインで録画を見られる (A) が正解です。翌週の研修については触れていないので (B) は誤りです。",
          en: '"If you can\'t make it, a recording will be posted on the company intranet," so (A) is correct. No second session next week (B) is mentioned.',
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
          zh: '新闻的核心是市政府将从周一开始重新铺设 Carver 桥的路面，所以 (B) 正确。公交车和隧道只是作为替代交通方式被提到，所以 (A) 和 (D) 都不是主题。',
          ja: 'ニュースの中心はカーバー橋の路面舗装工事が月曜から始まることなので (B) が正解です。バスやトンネルは代わりの交通手段として出てくるだけで、主題ではありません。',
          en: 'The report is about the city resurfacing Carver Bridge, so (B) is correct. The buses and the tunnel (A, D) are only mentioned as alternatives during the work.',
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
          zh: '市政官员建议通勤者走 12 号公路隧道或乘坐加开的公交车，(A) “使用替代路线”是对此的概括，所以正确。居家办公和拼车都没有被提到。',
          ja: '市当局は12号線のトンネルや増便されたバスの利用を勧めているので、「別のルートを使う」とまとめた (A) が正解です。在宅勤務や相乗りには触れていません。',
          en: 'Officials recommend the Route 12 tunnel or the expanded bus service, which (A) sums up as alternative routes. Working from home (B) and carpooling (C) are not mentioned.',
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
          zh: "播报员最后说 “We'll be back with the weather forecast after this short break”，所以 (D) 正确。交通状况是建议司机上网查询的，不是接下来要播的内容，所以 (B) 错误。",
          ja: "最後に “We'll be back with the weather forecast after this short break” と言っているので (D) が正解です。交通情報はウェブサイトで確認するよう勧めただけなので (B) は誤りです。",
          en: 'The announcer says, "We\'ll be back with the weather forecast after this short break," so (D) is correct. Traffic conditions (B) are on the city\'s website, not coming up next.',
        },
        tags: ['next event', 'news'],
      },
    ],
  },

  // ── Level 4 (700–800): introductions and voicemails with implied meaning ──
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
          zh: '讲话介绍了 Whitfield 博士的经历和演讲内容，最后说 “please join me in welcoming Dr. Whitfield”，目的是介绍演讲者，(D) 正确。虽然提到 final session，但并不是宣布峰会结束，所以 (A) 错误。',
          ja: 'ホイットフィールド博士の経歴と講演内容を紹介し、“please join me in welcoming Dr. Whitfield” で締めくくっているので (D) が正解です。final session とはありますが、サミットの閉会を告げているわけではないので (A) は誤りです。',
          en: 'The speaker presents Dr. Whitfield\'s background and topic and ends with "please join me in welcoming Dr. Whitfield," so (D) is correct. "Final session" does not make it a closing announcement (A).',
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
          zh: '这句话的意思是当地几乎所有人都接触过她的设计，强调 Whitfield 博士的研究应用广泛，后文也说她的研究 “has been adopted by retailers across the country”，所以 (C) 正确。她是为 Corbell Foods 设计卖场，并不是拥有商店，所以 (A) 错误。',
          ja: 'この地域で買い物をした人なら誰でも彼女のアイデアに触れている、つまり彼女の研究が広く活用されていると強調しており、後に “has been adopted by retailers across the country” とも言っているので (C) が正解です。彼女は店舗のオーナーではないので (A) は誤りです。',
          en: 'The remark stresses how widely her ideas are used, which the speaker backs up with "her research ... has been adopted by retailers across the country," so (C) is correct. She designed layouts for Corbell Foods; she does not own stores (A).',
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
          zh: '讲话说演讲结束后博士会在大厅签售新书，且 “the first fifty copies are free for attendees”，所以部分书会免费赠送，(B) 正确。讲话中没有提到问答环节，所以 (D) 错误。',
          ja: '講演後にロビーで新刊のサイン会があり、“the first fifty copies are free for attendees” と言っているので、本の一部が無料で配られる (B) が正解です。質疑応答には触れていないので (D) は誤りです。',
          en: 'After the talk there is a book signing, and "the first fifty copies are free for attendees," so some books will be given away (B). A question-and-answer session (D) is never mentioned.',
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
      'Hi, Ms. Castellano, this is Reuben Osei from Northgate Office Interiors, returning your call about the standing desks for your new branch.',
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
          zh: '男子说他是在 “returning your call about the standing desks”，也就是回复对方关于办公家具的询问，所以 (A) 正确。开业的是对方的新分店，他并不是来宣布开业的，所以 (C) 错误。',
          ja: '男性は “returning your call about the standing desks” と、スタンディングデスクに関する問い合わせへの折り返しだと言っているので (A) が正解です。開業するのは相手の新支店で、それを告知する電話ではないので (C) は誤りです。',
          en: 'He is "returning your call about the standing desks," that is, answering an inquiry about furniture (A). The branch opening belongs to the listener; he is not announcing it (C).',
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
          zh: '剩下的桌子要到十月中旬才有货，而分店十月一日就开业，男子提到开业日期是在暗示“等原型号会来不及”，并由此推荐替代型号，所以 (B) 正确。他不是在祝贺对方，所以 (A) 错误。',
          ja: '残りの机は10月中旬まで入荷せず、支店は10月1日に開業するので、このままでは間に合わないことを指摘し、代替品を勧める前置きになっています。したがって (B) が正解で、祝福 (A) ではありません。',
          en: 'The rest of the desks arrive in mid-October, after the October 1 opening, so he is pointing out that waiting would be a problem before offering an alternative (B). He is not congratulating her (A).',
        },
        tags: ['speaker intent', 'purchasing'],
      },
      {
        question: 'What will the speaker send this afternoon?',
        options: ['An invoice', 'A revised contract', 'Product information', 'A delivery schedule'],
        correctAnswer: 2,
        explanation: {
          zh: '男子说下午会用邮件发送 “some photos and the specifications”，(C) “产品信息”是对此的概括，所以正确。他提到交货排期很满，但并不会发送送货时间表，所以 (D) 错误。',
          ja: '男性は午後に “some photos and the specifications” をメールで送ると言っているので、「製品情報」とまとめた (C) が正解です。配送予定が埋まりやすいとは言っていますが、予定表を送るわけではないので (D) は誤りです。',
          en: 'He will e-mail "some photos and the specifications," which (C) sums up as product information. He mentions the delivery schedule filling up, but he is not sending one (D).',
        },
        tags: ['paraphrase', 'purchasing'],
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
          zh: '新用户增加了 9%，但 “cancellations grew even faster”，季度末活跃用户反而减少，所以 (C) 正确。注册人数其实是上升的，所以 (A) 与事实相反。',
          ja: '新規登録は9％増えたものの “cancellations grew even faster” で、結果的にアクティブな顧客が減ったので (C) が正解です。登録数はむしろ増えているので (A) は事実と逆です。',
          en: 'Sign-ups rose nine percent, but "cancellations grew even faster," leaving fewer active customers, so (C) is correct. Sign-ups actually increased, so (A) is the opposite of what was said.',
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
          zh: "退订调查显示顾客觉得 “the recipes started to feel repetitive”，所以 (D) 正确。她明确说 “price wasn't the main complaint”，因此 (A) 是最具迷惑性的错误选项。",
          ja: "解約時のアンケートで “the recipes started to feel repetitive” という声が多かったので (D) が正解です。“price wasn't the main complaint” と明言しているので、(A) は最も紛らわしい誤答です。",
          en: 'Exit surveys showed that "the recipes started to feel repetitive," so (D) is correct. The speaker says outright that "price wasn\'t the main complaint," which rules out (A).',
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
          zh: '“往有洞的桶里装水” 是比喻：市场部不断拉来新客户（装水），但客户又不断流失（漏水），所以 (B) 正确。她其实称赞了市场部的工作，并不是说宣传活动出了错，所以 (C) 错误。',
          ja: '「穴の開いたバケツに水を入れる」は、マーケティングが新規顧客を集めても（水を入れても）顧客が離れていく（漏れる）ことのたとえなので (B) が正解です。マーケティングの仕事自体は評価しており、キャンペーンの誤りではないので (C) は誤りです。',
          en: "The metaphor means marketing keeps bringing customers in (filling the bucket) while they keep leaving (the hole), so (B) is correct. She is not saying the campaign itself was flawed (C); she praises marketing's work.",
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
      'Our new location on Halvorsen Street offers private offices by the day, soundproof meeting rooms you can book by the hour, and a staffed reception desk that will greet your visitors and sign for your deliveries.',
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
          zh: '广告介绍了按天租用的私人办公室、按小时预订的会议室和前台服务，这是共享办公空间，(A) 正确。咖啡店只是广告开头用来对比的场景，所以 (B) 是陷阱。',
          ja: '日単位で使える個室オフィス、時間単位で予約できる会議室、受付サービスを紹介しているのでシェアオフィスの広告であり、(A) が正解です。コーヒーショップは冒頭で比較のために出てきただけなので (B) はひっかけです。',
          en: 'The ad offers private offices by the day, meeting rooms by the hour and a staffed reception desk, so it is a shared workspace (A). Coffee shops are mentioned only as the noisy alternative, so (B) is a trap.',
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
          zh: '这句话的意思是：不必在“签长期租约”和“挤在咖啡店里”这两个极端之间二选一，Meridian Commons 提供了按需使用的灵活选择，后文 “you only pay for the days you actually use” 也印证了这一点，所以 (D) 正确。(A) 只是抓住了 espresso 一词。',
          ja: '「長期の賃貸契約」と「カフェの片隅の席」という両極端から選ぶ必要はなく、柔軟な選択肢があるという意味で、後の “you only pay for the days you actually use” もそれを裏付けているので (D) が正解です。(A) は espresso という語に反応したひっかけです。',
          en: 'The line says customers need not pick between two extremes, a long lease or a café table, because Meridian Commons is a flexible middle option, as "you only pay for the days you actually use" confirms (D). (A) just latches onto "espresso".',
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
          zh: '广告说六月底前注册的人 “will get their first month of meeting room hours at no charge”，(C) 正确。使用合作网点是所有会员都有的权益，不是限时优惠，所以 (B) 错误；参观本来就无需预约、人人可去，所以 (A) 也不对。',
          ja: '6月末までに登録すると “their first month of meeting room hours at no charge” と言っているので (C) が正解です。提携拠点の利用は会員全員の特典で期間限定の特典ではないので (B) は誤りで、見学も誰でも予約なしでできるので (A) も違います。',
          en: 'Those who sign up before the end of June get "their first month of meeting room hours at no charge," so (C) is correct. Partner locations (B) are a standard member benefit, and tours (A) are open to anyone.',
        },
        tags: ['detail', 'advertising'],
      },
    ],
  },
];
