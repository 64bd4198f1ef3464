import type { ConversationSet } from '../types';

/**
 * Part 3 — Conversations, second batch (levels 1–2). Original items written for TOEIC Ace; same
 * shape as part3.ts, numbered on from its groups.
 */
export const part3b: ConversationSet[] = [
  // ── Level 1 ──
  {
    id: 'bank-p3-l1-g5',
    difficulty: 1,
    lines: [
      "Man: Hi, I'm here to pick up a suit. Here's my ticket.",
      "Woman: Thank you. Let me look... Oh, I'm sorry. Your suit isn't ready yet. One of our machines stopped working yesterday.",
      'Man: Oh no. I need it for a job interview on Friday morning.',
      'Woman: It will be ready tomorrow at noon. We can also deliver it to your home for five dollars.',
      "Man: That would be great. I'll be home all afternoon.",
      'Woman: OK. Please write your address on this card.',
    ],
    questions: [
      {
        question: 'Where most likely are the speakers?',
        options: [
          "At a dry cleaner's",
          'At a clothing store',
          'At a job interview',
          'At a post office',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '男子凭取件单来取西装，女子说机器坏了、西装还没洗好，所以是在干洗店，(A) 正确。(B) 服装店卖衣服，而男子是来取自己的西装；(C) 面试是周五的事，现在不在面试现场；(D) 送货上门是干洗店的服务，与邮局无关。',
          ja: '男性は引換券を見せてスーツを受け取りに来ており、女性は機械が止まってまだ仕上がっていないと言うので、クリーニング店の (A) が正解です。(B) 洋服店は服を売る店ですが、男性は自分のスーツを取りに来ています。(C) 面接は金曜日の予定で、今いる場所ではありません。(D) 配達は店のサービスで、郵便局は関係ありません。',
          en: "The man shows a ticket to collect his suit, and the woman says a machine broke so it isn't ready: a dry cleaner's, (A). (B) A clothing store sells clothes; he is collecting his own suit. (C) The interview is on Friday, not where they are now. (D) The delivery is the shop's own service; no post office is involved.",
        },
        tags: ['location', 'services'],
      },
      {
        question: 'Why does the man need the suit?',
        options: ['For a wedding', 'For a job interview', 'For a business trip', 'For a photo'],
        correctAnswer: 1,
        explanation: {
          zh: '男子说 “I need it for a job interview on Friday morning”，所以 (B) 正确。(A) 婚礼、(C) 出差和 (D) 拍照在对话中都没有提到。',
          ja: '男性が “I need it for a job interview on Friday morning” と言っているので (B) が正解です。(A) 結婚式、(C) 出張、(D) 写真撮影はどれも会話に出てきません。',
          en: 'He says, "I need it for a job interview on Friday morning," so (B) is correct. (A) A wedding, (C) a business trip and (D) a photo are never mentioned.',
        },
        tags: ['reason', 'services'],
      },
      {
        question: 'What does the woman ask the man to do?',
        options: [
          'Pay five dollars now',
          'Come back on Friday',
          'Show his ticket again',
          'Write down his address',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '女子最后说 “Please write your address on this card”，所以 (D) 正确。(A) 送货费是五美元，但她没有要求现在付；(B) 周五是面试的日子，西装明天中午就好；(C) 取件单男子一开始就给过了，她没有再要。',
          ja: '女性は最後に “Please write your address on this card” と頼んでいるので (D) が正解です。(A) 配達料は5ドルですが、今払うようには言っていません。(B) 金曜日は面接の日で、スーツは明日の正午に仕上がります。(C) 引換券は最初に渡しており、もう一度見せるようには言われていません。',
          en: 'She ends with "Please write your address on this card," so (D) is correct. (A) Delivery costs five dollars, but she does not ask for payment now. (B) Friday is the interview; the suit is ready tomorrow at noon. (C) He handed over his ticket at the start, and she does not ask for it again.',
        },
        tags: ['request', 'services'],
      },
    ],
  },
  {
    id: 'bank-p3-l1-g6',
    difficulty: 1,
    lines: [
      "Woman: Hi, Raj. I'm ordering lunch for the sales meeting tomorrow. Do you want a sandwich or a salad?",
      'Man: A chicken sandwich, please. How many people are coming?',
      'Woman: Twelve. The meeting starts at eleven, and lunch is at twelve thirty.',
      'Man: Where are we eating? The meeting room is too small for lunch.',
      "Woman: We'll eat in the roof garden if it's sunny.",
      "Man: Good idea. I'll take some extra chairs up there in the morning.",
    ],
    questions: [
      {
        question: 'What is the woman doing?',
        options: ['Planning a party', 'Ordering lunch', 'Booking a meeting room', 'Buying chairs'],
        correctAnswer: 1,
        explanation: {
          zh: "女子说 “I'm ordering lunch for the sales meeting”，所以 (B) 正确。(A) 这是销售会议的午餐，不是聚会；(C) 会议室已经有了，只是太小不适合吃饭；(D) 椅子是男子要搬上去的现有椅子，没有人要买。",
          ja: "女性は “I'm ordering lunch for the sales meeting” と言っているので (B) が正解です。(A) 営業会議の昼食で、パーティーではありません。(C) 会議室はすでにあり、昼食には狭いというだけです。(D) 椅子は男性が運ぶ手持ちのもので、買うわけではありません。",
          en: 'She says, "I\'m ordering lunch for the sales meeting," so (B) is correct. (A) It is lunch for a sales meeting, not a party. (C) They already have a meeting room; it is just too small for lunch. (D) The man will carry up chairs they already have; nobody is buying any.',
        },
        tags: ['main idea', 'office'],
      },
      {
        question: 'How many people will attend the meeting?',
        options: ['Two', 'Eleven', 'Twelve', 'Thirty'],
        correctAnswer: 2,
        explanation: {
          zh: '男子问有多少人来，女子回答 “Twelve”，所以 (C) 正确。(A) 两人没有提到；(B) eleven 是会议开始的时间；(D) thirty 来自午餐时间 “twelve thirty”，都是陷阱。',
          ja: '何人来るのかと聞かれて女性は “Twelve” と答えているので (C) が正解です。(A) 2人は出てきません。(B) eleven は会議の開始時刻、(D) thirty は昼食の時刻 “twelve thirty” の一部で、どちらもひっかけです。',
          en: 'Asked how many are coming, she says, "Twelve," so (C) is correct. (A) Two is never said. (B) Eleven is the start time, and (D) thirty comes from the lunch time "twelve thirty"; both are traps.',
        },
        tags: ['detail', 'office'],
      },
      {
        question: 'What will the man do tomorrow morning?',
        options: [
          'Take extra chairs to the roof',
          'Pick up the sandwiches',
          'Clean the meeting room',
          'Call a restaurant',
        ],
        correctAnswer: 0,
        explanation: {
          zh: "男子说 “I'll take some extra chairs up there in the morning”，there 指屋顶花园，所以 (A) 正确。(B) 三明治是女子订的，没说由他去取；(C) 会议室只是太小，没有提到打扫；(D) 打电话给餐厅也没有提到。",
          ja: "男性は “I'll take some extra chairs up there in the morning” と言っており、there は屋上庭園を指すので (A) が正解です。(B) サンドイッチは女性が注文するもので、男性が取りに行くとは言っていません。(C) 会議室は狭いだけで、掃除の話はありません。(D) レストランへの電話も出てきません。",
          en: 'He says, "I\'ll take some extra chairs up there in the morning," meaning the roof garden, so (A) is correct. (B) The woman is ordering the food; nobody says he will collect it. (C) The meeting room is only too small; cleaning is not mentioned. (D) No call to a restaurant is mentioned.',
        },
        tags: ['next action', 'office'],
      },
    ],
  },
  {
    id: 'bank-p3-l1-g7',
    difficulty: 1,
    graphic:
      'FLOWER PRICES\nSize | Price\nSmall | $20\nMedium | $35\nLarge | $50\nExtra large | $65',
    lines: [
      "Man: Good morning. I'd like to send flowers to a coworker. She's starting work at her new office on Monday.",
      'Woman: How nice! What size would you like?',
      "Man: I was thinking of a large one, but that's a little too expensive for me.",
      'Woman: Then how about one size smaller? It still has lots of flowers in it.',
      "Man: OK, I'll take that. Can you deliver it on Monday morning?",
      'Woman: Yes, of course. Delivery is free anywhere in the city.',
    ],
    questions: [
      {
        question: 'Why is the man buying flowers?',
        options: [
          'For a birthday party',
          "For a coworker's new office",
          'For his own office',
          'For a wedding',
        ],
        correctAnswer: 1,
        explanation: {
          zh: "男子说花是送给同事的，“She's starting work at her new office on Monday”，所以 (B) 正确。(A) 生日和 (D) 婚礼都没有提到；(C) 花是送给同事的，不是放在他自己的办公室。",
          ja: "男性は同僚に花を贈りたいと言い、“She's starting work at her new office on Monday” と説明しているので (B) が正解です。(A) 誕生日と (D) 結婚式は出てきません。(C) 花は同僚へのもので、自分のオフィス用ではありません。",
          en: 'He wants to send flowers to a coworker who is "starting work at her new office on Monday," so (B) is correct. (A) A birthday and (D) a wedding are never mentioned. (C) The flowers are for his coworker, not his own office.',
        },
        tags: ['reason', 'retail'],
      },
      {
        question: 'Look at the graphic. How much will the man pay for the flowers?',
        options: ['$20', '$35', '$50', '$65'],
        correctAnswer: 1,
        explanation: {
          zh: '男子觉得大号太贵，女子建议 “one size smaller”，他同意了。表中比 Large 小一号的是 Medium，$35，所以 (B) 正确。(A) $20 是小号；(C) $50 是他嫌贵的大号；(D) $65 是特大号。',
          ja: '男性は Large は高すぎると言い、女性の “one size smaller” という提案を受け入れました。表で Large の1つ下は Medium の $35 なので (B) が正解です。(A) $20 は Small、(C) $50 は高いと言った Large、(D) $65 は Extra large です。',
          en: 'He finds the large too expensive and accepts "one size smaller." On the list that is Medium, $35: (B). (A) $20 is the small size. (C) $50 is the large he turned down. (D) $65 is extra large.',
        },
        tags: ['graphic', 'retail'],
      },
      {
        question: 'What does the woman say about delivery?',
        options: [
          'It takes two days.',
          'It costs ten dollars.',
          'It is free in the city.',
          'It is only on weekends.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '女子说 “Delivery is free anywhere in the city”，所以 (C) 正确。(A) 她答应周一早上送到，没说要两天；(B) 送货不收费；(D) 周一是工作日，她说可以送。',
          ja: '女性は “Delivery is free anywhere in the city” と言っているので (C) が正解です。(A) 月曜の朝に届けると言っており、2日かかるとは言っていません。(B) 配達は無料です。(D) 平日の月曜に配達できると言っています。',
          en: 'She says, "Delivery is free anywhere in the city," so (C) is correct. (A) She agrees to deliver on Monday morning; no two-day wait is mentioned. (B) There is no charge. (D) She agrees to deliver on a Monday, a weekday.',
        },
        tags: ['detail', 'retail'],
      },
    ],
  },
  {
    id: 'bank-p3-l1-g8',
    difficulty: 1,
    lines: [
      'Woman: Excuse me. I think I left my umbrella in the museum café this morning.',
      'Man: What color is it?',
      "Woman: It's green, with a wooden handle.",
      'Man: Let me check the lost and found box... Yes, here is one. Is this yours?',
      "Woman: Yes, that's it! Thank you so much.",
      "Man: You're welcome. Please sign this form before you take it.",
    ],
    questions: [
      {
        question: 'What did the woman lose?',
        options: ['A bag', 'A jacket', 'An umbrella', 'A ticket'],
        correctAnswer: 2,
        explanation: {
          zh: '女子说 “I think I left my umbrella in the museum café”，所以 (C) 正确。(A) 包、(B) 夹克和 (D) 门票在对话中都没有出现。',
          ja: '女性は “I think I left my umbrella in the museum café” と言っているので (C) が正解です。(A) かばん、(B) 上着、(D) チケットはどれも会話に出てきません。',
          en: 'She says, "I think I left my umbrella in the museum café," so (C) is correct. (A) A bag, (B) a jacket and (D) a ticket are never mentioned.',
        },
        tags: ['detail', 'leisure'],
      },
      {
        question: 'Where did the woman leave her item?',
        options: ['In a gift shop', 'In a taxi', 'At a bus stop', 'In a café'],
        correctAnswer: 3,
        explanation: {
          zh: '女子说伞落在了 “the museum café”，所以 (D) 正确。(A) 博物馆里的礼品店没有被提到；(B) 出租车和 (C) 公交车站也都没有出现。',
          ja: '女性は傘を “the museum café” に置き忘れたと言っているので (D) が正解です。(A) 博物館のギフトショップは出てきません。(B) タクシーと (C) バス停も出てきません。',
          en: 'She left it in "the museum café," so (D) is correct. (A) No gift shop is mentioned, and neither is (B) a taxi or (C) a bus stop.',
        },
        tags: ['detail', 'leisure'],
      },
      {
        question: 'What does the man ask the woman to do?',
        options: ['Pay a small fee', 'Come back tomorrow', 'Sign a form', 'Show her museum ticket'],
        correctAnswer: 2,
        explanation: {
          zh: '男子最后说 “Please sign this form before you take it”，所以 (C) 正确。(A) 没有提到要付费；(B) 伞已经找到了，她不用明天再来；(D) 男子只问了伞的颜色，没有要看门票。',
          ja: '男性は最後に “Please sign this form before you take it” と言っているので (C) が正解です。(A) 料金の話はありません。(B) 傘はもう見つかったので、明日来る必要はありません。(D) 男性が尋ねたのは傘の色で、入館券ではありません。',
          en: 'He says, "Please sign this form before you take it," so (C) is correct. (A) No fee is mentioned. (B) The umbrella has been found, so she need not come back. (D) He asks only about the color, not for a ticket.',
        },
        tags: ['request', 'leisure'],
      },
    ],
  },

  // ── Level 2 ──
  {
    id: 'bank-p3-l2-g5',
    difficulty: 2,
    graphic:
      'AIRPORT SHUTTLE — Main Entrance\nDeparts | Arrives at airport\n10:00 A.M. | 11:00 A.M.\n12:00 P.M. | 1:00 P.M.\n2:00 P.M. | 3:00 P.M.\n4:00 P.M. | 5:00 P.M.',
    lines: [
      "Man: Good morning. I'm in room 512. Would it be possible to check out late today? My flight isn't until six this evening.",
      "Woman: Let me see... We can give you until one o'clock at no extra charge. After that, there's a fee of thirty dollars.",
      "Man: One o'clock is fine. I also need to get to the airport. Does the hotel have a shuttle?",
      'Woman: Yes, it leaves from the main entrance every two hours, and the trip takes about an hour.',
      'Man: I like to be at the airport three hours before an international flight.',
      'Woman: Then the first shuttle after you check out is the one for you. You can leave your suitcase with us until it comes.',
    ],
    questions: [
      {
        question: 'What does the man ask for?',
        options: ['A room upgrade', 'A later check-out time', 'A taxi', 'A refund'],
        correctAnswer: 1,
        explanation: {
          zh: '男子问 “Would it be possible to check out late today?”，所以 (B) 正确。(A) 没有提到升级房间；(C) 他去机场问的是酒店班车，不是出租车；(D) 三十美元是超时的费用，他没有要求退款。',
          ja: '男性は “Would it be possible to check out late today?” と頼んでいるので (B) が正解です。(A) 部屋のアップグレードの話はありません。(C) 空港へはタクシーではなくホテルのシャトルについて尋ねています。(D) 30ドルは延長料金の話で、返金は求めていません。',
          en: 'He asks, "Would it be possible to check out late today?" so (B) is correct. (A) No upgrade is mentioned. (C) For the airport he asks about the hotel shuttle, not a taxi. (D) Thirty dollars is the late fee; he asks for no refund.',
        },
        tags: ['request', 'hospitality'],
      },
      {
        question: 'Look at the graphic. Which shuttle will the man most likely take?',
        options: ['10:00 A.M.', '12:00 P.M.', '2:00 P.M.', '4:00 P.M.'],
        correctAnswer: 2,
        explanation: {
          zh: '他一点退房，女子说应坐退房后的第一班车，即 2:00 的班车，3:00 到机场，正好比六点的航班早三小时，所以 (C) 正确。(A) 10:00 和 (B) 12:00 都在他退房之前；(D) 4:00 的车五点才到，离起飞只有一小时。',
          ja: '男性のチェックアウトは1時で、女性はその後の最初のシャトルを勧めています。2:00発なら3:00に空港に着き、6時の便のちょうど3時間前なので (C) が正解です。(A) 10:00 と (B) 12:00 はチェックアウト前です。(D) 4:00発は5時着で、出発の1時間前になってしまいます。',
          en: "He checks out at one, and the first shuttle after that leaves at 2:00 and reaches the airport at 3:00, three hours before his six o'clock flight: (C). (A) 10:00 and (B) 12:00 leave before he checks out. (D) The 4:00 arrives at 5:00, only an hour before the flight.",
        },
        tags: ['graphic', 'hospitality'],
      },
      {
        question: 'What does the woman offer to do?',
        options: [
          'Call the airline',
          'Waive a fee',
          'Print a boarding pass',
          "Store the man's suitcase",
        ],
        correctAnswer: 3,
        explanation: {
          zh: '女子说 “You can leave your suitcase with us until it comes”，即替他保管行李，所以 (D) 正确。(A) 没有提到给航空公司打电话；(B) 一点之前本来就不收费，她没有免除任何费用；(C) 打印登机牌也没有提到。',
          ja: '女性は “You can leave your suitcase with us until it comes” と言っているので、荷物を預かる (D) が正解です。(A) 航空会社への電話は出てきません。(B) 1時までは元々無料で、料金を免除したわけではありません。(C) 搭乗券の印刷の話もありません。',
          en: 'She says, "You can leave your suitcase with us until it comes," so (D) is correct. (A) Calling the airline is not mentioned. (B) Staying until one is free anyway; she waives nothing. (C) No boarding pass is mentioned.',
        },
        tags: ['offer', 'hospitality'],
      },
    ],
  },
  {
    id: 'bank-p3-l2-g6',
    difficulty: 2,
    lines: [
      'Woman 1: Hi, Bruno. This is Ayesha. She starts in Accounting today.',
      'Man: Welcome, Ayesha. Your laptop is ready, but I still need to set up your e-mail account.',
      'Woman 2: Thanks. Will I be able to use the accounting software today?',
      'Man: Not yet, sorry. The company that makes it has to send us a license key, and that usually takes a day.',
      'Woman 1: In that case, Ayesha, you could do the online security training this afternoon. Everyone has to finish it in their first week anyway.',
      'Woman 2: Sounds good. Where can I find it?',
      "Man: I'll send you the link as soon as your e-mail is working. Give me about twenty minutes.",
    ],
    questions: [
      {
        question: 'Who most likely is the man?',
        options: [
          'An accounting manager',
          'A computer technician',
          'A software salesperson',
          'A security guard',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '男子准备好了笔记本电脑、要设置邮箱账号、还在等软件许可证，显然是公司的电脑技术人员，(B) 正确。(A) 新员工在会计部，但男子做的是 IT 工作；(C) 软件是由另一家公司提供的，他不是推销员；(D) security 指的是网络安全培训，与保安无关。',
          ja: '男性はノートパソコンを用意し、メールアカウントを設定し、ソフトのライセンスキーを待っているので、社内のコンピューター担当者と考えられ、(B) が正解です。(A) 新人が配属されるのが経理部で、男性の仕事は IT です。(C) ソフトは別の会社が作っており、男性は販売員ではありません。(D) security はオンラインのセキュリティ研修のことで、警備員とは無関係です。',
          en: 'He has prepared the laptop, is setting up her e-mail and is waiting for a software license key: a computer technician, (B). (A) Accounting is the new employee\'s department; his work is IT. (C) Another company makes the software; he is not selling it. (D) "Security" refers to the online training, not to guarding the building.',
        },
        tags: ['speaker identity', 'office'],
      },
      {
        question: 'Why can the new employee not use the accounting software today?',
        options: [
          'Her laptop is broken.',
          'She has not finished a training course.',
          'A license key has not arrived.',
          'The software is being updated.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '男子说软件公司 “has to send us a license key, and that usually takes a day”，所以 (C) 正确。(A) 笔记本电脑已经准备好了；(B) 培训是她下午可以做的事，不是不能用软件的原因；(D) 没有提到软件更新。',
          ja: '男性はソフトの会社が “has to send us a license key, and that usually takes a day” と説明しているので (C) が正解です。(A) ノートパソコンは準備できています。(B) 研修は午後にできることで、ソフトが使えない理由ではありません。(D) ソフトの更新は話に出てきません。',
          en: 'The maker "has to send us a license key, and that usually takes a day," so (C) is correct. (A) Her laptop is ready. (B) The training is something she can do meanwhile, not the reason. (D) No update is mentioned.',
        },
        tags: ['reason', 'office'],
      },
      {
        question: 'What will the man send the new employee?',
        options: ['A training schedule', 'A password', 'A new laptop', 'A link'],
        correctAnswer: 3,
        explanation: {
          zh: "男子说 “I'll send you the link as soon as your e-mail is working”，指培训课程的链接，所以 (D) 正确。(A) 培训是在线的，他发的是链接而不是日程表；(B) 密码没有提到；(C) 笔记本电脑已经准备好了，不用再送新的。",
          ja: "男性は “I'll send you the link as soon as your e-mail is working” と言っており、研修のリンクのことなので (D) が正解です。(A) 研修はオンラインで、送るのは日程表ではなくリンクです。(B) パスワードは出てきません。(C) ノートパソコンはすでに用意されています。",
          en: 'He says, "I\'ll send you the link as soon as your e-mail is working," the link to the training, so (D) is correct. (A) The training is online; he sends a link, not a schedule. (B) No password is mentioned. (C) Her laptop is already ready.',
        },
        tags: ['next action', 'office'],
      },
    ],
  },
  {
    id: 'bank-p3-l2-g7',
    difficulty: 2,
    lines: [
      'Man: Hallam Movers, how can I help you?',
      "Woman: Hi. You're moving our office furniture on Thursday, but the building manager just told me the freight elevator will be closed that day.",
      'Man: I see. Would Friday work instead? We have a truck free that morning.',
      'Woman: Friday is fine, but we have to be out by noon. The new tenants arrive at one.',
      "Man: Then we'll start at seven. With four movers, the job should take about four hours.",
      'Woman: Perfect. Could you e-mail me an updated contract with the new date?',
    ],
    questions: [
      {
        question: 'Why is the woman calling?',
        options: [
          'To change a moving date',
          'To complain about damaged furniture',
          'To ask about the price of a truck',
          'To rent office space',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '原定周四搬家，但那天货梯关闭，双方改到了周五，她打电话是为了更改搬家日期，(A) 正确。(B) 没有提到家具损坏；(C) 卡车是否有空被提到，但她没有问价格；(D) 新租户要搬进来，她是要搬走而不是租办公室。',
          ja: '木曜日の引っ越しが貨物用エレベーターの閉鎖で難しくなり、金曜日に変更しているので (A) が正解です。(B) 家具の破損の話はありません。(C) トラックの空きは話に出ますが、料金は尋ねていません。(D) 新しい入居者が来るので彼女は退去する側で、オフィスを借りるのではありません。',
          en: 'The Thursday move clashes with the elevator closure and is moved to Friday, so she is calling to change the date: (A). (B) No damage is mentioned. (C) A truck comes up, but not its price. (D) New tenants are moving in; she is moving out, not renting space.',
        },
        tags: ['purpose', 'moving'],
      },
      {
        question: 'What problem does the woman mention?',
        options: [
          'A truck has broken down.',
          'Some movers are unavailable.',
          'An elevator will be closed.',
          'A lease has ended early.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '女子说 “the freight elevator will be closed that day”，所以 (C) 正确。(A) 卡车没有坏，男子说周五有空车；(B) 男子会派四名搬运工；(D) 新租户一点到只是时间限制，没说租约提前结束。',
          ja: '女性は “the freight elevator will be closed that day” と言っているので (C) が正解です。(A) トラックは故障しておらず、金曜日に空きがあります。(B) 作業員は4人来ます。(D) 新しい入居者の到着は時間の制約にすぎず、契約の早期終了の話ではありません。',
          en: 'She says "the freight elevator will be closed that day," so (C) is correct. (A) No truck has broken down; one is free on Friday. (B) Four movers are coming. (D) The new tenants only set a deadline; no lease ended early.',
        },
        tags: ['problem', 'moving'],
      },
      {
        question: 'What does the woman ask the man to send?',
        options: ['A bill', 'A list of movers', 'A floor plan', 'A revised contract'],
        correctAnswer: 3,
        explanation: {
          zh: '女子最后说 “Could you e-mail me an updated contract with the new date?”，所以 (D) 正确。(A) 账单、(B) 搬运工名单和 (C) 平面图都没有提到。',
          ja: '女性は最後に “Could you e-mail me an updated contract with the new date?” と頼んでいるので (D) が正解です。(A) 請求書、(B) 作業員の名簿、(C) 間取り図はどれも出てきません。',
          en: 'She asks, "Could you e-mail me an updated contract with the new date?" so (D) is correct. (A) A bill, (B) a list of movers and (C) a floor plan are never mentioned.',
        },
        tags: ['request', 'moving'],
      },
    ],
  },
  {
    id: 'bank-p3-l2-g8',
    difficulty: 2,
    lines: [
      'Woman: Thank you for calling Corvid Broadband. This is Mei.',
      "Man: Hi. I run a small print shop on Tanner Street. Our internet has been very slow since Monday, and customers can't send us their files.",
      "Woman: I'm sorry to hear that. I can see we're replacing cables in your area this week. Your speed should be back to normal by Thursday.",
      'Man: Thursday? We have a big order due tomorrow.',
      'Woman: I understand. I can mail you a mobile internet device to use until then, at no charge. It should arrive tomorrow morning.',
      'Man: That would help. Could you send it to the shop rather than to my home address?',
    ],
    questions: [
      {
        question: 'What business does the man own?',
        options: ['A computer store', 'A cable company', 'A print shop', 'A delivery service'],
        correctAnswer: 2,
        explanation: {
          zh: '男子说 “I run a small print shop on Tanner Street”，所以 (C) 正确。(A) 他是网络用户，不卖电脑；(B) 更换线缆的是女子所在的网络公司；(D) 寄设备的是网络公司，不是他的生意。',
          ja: '男性は “I run a small print shop on Tanner Street” と言っているので (C) が正解です。(A) 彼はインターネットの利用者で、コンピューター店ではありません。(B) ケーブルを交換しているのは女性の会社です。(D) 機器を送るのは通信会社で、彼の商売ではありません。',
          en: 'He says, "I run a small print shop on Tanner Street," so (C) is correct. (A) He is an internet customer, not a computer seller. (B) The cable work is done by the woman\'s company. (D) The device is mailed by the provider; delivery is not his business.',
        },
        tags: ['speaker identity', 'utilities'],
      },
      {
        question: 'According to the woman, what is causing the problem?',
        options: ['A billing error', 'Cable work in the area', 'An old router', 'Bad weather'],
        correctAnswer: 1,
        explanation: {
          zh: "女子说 “we're replacing cables in your area this week”，所以 (B) 正确。(A) 账单错误、(C) 旧路由器和 (D) 恶劣天气都没有提到。",
          ja: "女性は “we're replacing cables in your area this week” と説明しているので (B) が正解です。(A) 請求の誤り、(C) 古いルーター、(D) 悪天候はどれも出てきません。",
          en: 'She says, "we\'re replacing cables in your area this week," so (B) is correct. (A) A billing error, (C) an old router and (D) bad weather are never mentioned.',
        },
        tags: ['reason', 'utilities'],
      },
      {
        question: 'What does the man request?',
        options: [
          'A discount on his bill',
          'A visit from a technician',
          'A faster internet plan',
          'Delivery to his shop',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '男子最后请对方把设备 “send it to the shop rather than to my home address”，所以 (D) 正确。(A) 设备本来就免费，他没有要求折扣；(B) 没有要求技术人员上门；(C) 他只想恢复正常速度，没有要求升级套餐。',
          ja: '男性は最後に機器を “send it to the shop rather than to my home address” と頼んでいるので (D) が正解です。(A) 機器は元々無料で、割引は求めていません。(B) 技術者の訪問は頼んでいません。(C) 速度が戻ればよく、プランの変更は求めていません。',
          en: 'He asks her to "send it to the shop rather than to my home address," so (D) is correct. (A) The device is already free; he asks for no discount. (B) He does not ask for a technician. (C) He wants normal speed back, not a faster plan.',
        },
        tags: ['request', 'utilities'],
      },
    ],
  },
];
