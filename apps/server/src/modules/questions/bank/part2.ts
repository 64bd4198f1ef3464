import type { BankQuestion } from '@toeic-ace/contract';

/**
 * Part 2 — Question–Response. Original items written for TOEIC Ace.
 * The transcript is the spoken prompt; the four responses are in `options`
 * (the real test reads three; this bank offers four).
 */

const QUESTION = 'Choose the best response to the question or statement.';

interface ResponseItem {
  id: string;
  difficulty: 1 | 2 | 3 | 4 | 5;
  prompt: string;
  options: [string, string, string, string];
  correctAnswer: 0 | 1 | 2 | 3;
  explanation: BankQuestion['explanation'];
  tags: string[];
}

const response = (item: ResponseItem): BankQuestion => ({
  id: item.id,
  type: 'listening',
  part: 2,
  difficulty: item.difficulty,
  question: QUESTION,
  transcript: item.prompt,
  options: [...item.options],
  correctAnswer: item.correctAnswer,
  explanation: item.explanation,
  tags: item.tags,
});

export const part2: BankQuestion[] = [
  // ── Level 1 (under 500): basic wh-questions and offers, direct answers ──
  response({
    id: 'bank-p2-l1-01',
    difficulty: 1,
    prompt: 'Woman: Where is the meeting room?',
    options: [
      "At three o'clock.",
      "It's on the second floor.",
      'Yes, I met him.',
      'The meeting was long.',
    ],
    correctAnswer: 1,
    explanation: {
      zh: '问题用 Where 询问地点，回答“在二楼”的 (B) 正确。(A) 回答的是时间，(C) 用 Yes 回答疑问词问句，而且 met 与 meeting 发音相近，都是陷阱。',
      ja: 'Where で場所を尋ねているので、「2階です」と答える (B) が正解です。(A) は時間の答えで、(C) は疑問詞の質問に Yes で答えており、met と meeting の音も似せたひっかけです。',
      en: 'A "Where" question asks for a place, and (B) gives one: the second floor. (A) answers "when", and (C) answers a wh-question with "Yes" and echoes "meeting" with "met".',
    },
    tags: ['wh-question', 'office'],
  }),
  response({
    id: 'bank-p2-l1-02',
    difficulty: 1,
    prompt: 'Man: What time does the store open?',
    options: [
      "At nine o'clock.",
      "It's near the station.",
      'The door is open.',
      'I bought a new shirt.',
    ],
    correctAnswer: 0,
    explanation: {
      zh: 'What time 询问时间，回答“九点”的 (A) 正确。(C) 重复了问题中的 open，但说的是“门开着”，并没有回答营业时间。',
      ja: 'What time は時刻を尋ねているので、「9時です」と答える (A) が正解です。(C) は質問の open を繰り返しているだけで、開店時間には答えていません。',
      en: '"What time" asks for a time, and (A) gives one. (C) repeats the word "open" from the question but does not say when the store opens.',
    },
    tags: ['wh-question', 'retail'],
  }),
  response({
    id: 'bank-p2-l1-03',
    difficulty: 1,
    prompt: 'Woman: Who is the new manager?',
    options: [
      'Next Monday.',
      'A new computer.',
      'Yes, he is.',
      'Ms. Rivera from the Westfield office.',
    ],
    correctAnswer: 3,
    explanation: {
      zh: 'Who 询问人物，给出人名的 (D) 正确。(B) 重复了 new 这个词，却说的是“新电脑”；(C) 用 Yes 回答疑问词问句，也不对。',
      ja: 'Who で人物を尋ねているので、人名を答える (D) が正解です。(B) は new を繰り返しているだけで「新しいパソコン」の話であり、(C) は疑問詞の質問に Yes で答えているので誤りです。',
      en: '"Who" asks for a person, and (D) names one. (B) repeats "new" but talks about a computer, and (C) wrongly answers a wh-question with "Yes".',
    },
    tags: ['wh-question', 'hr'],
  }),
  response({
    id: 'bank-p2-l1-04',
    difficulty: 1,
    prompt: 'Man: How do you get to work?',
    options: ['At eight thirty.', 'I work at a bank.', 'Usually by bus.', 'Yes, I do.'],
    correctAnswer: 2,
    explanation: {
      zh: 'How 在这里询问交通方式，回答“通常坐公交车”的 (C) 正确。(B) 重复了 work，但回答的是工作地点，不是怎么去上班。',
      ja: 'How はここでは交通手段を尋ねているので、「たいていバスです」と答える (C) が正解です。(B) は work を繰り返していますが、勤務先を答えているだけです。',
      en: '"How" here asks about a means of transport, so (C) "Usually by bus" is correct. (B) repeats "work" but says where the speaker works, not how he gets there.',
    },
    tags: ['wh-question', 'daily life'],
  }),
  response({
    id: 'bank-p2-l1-05',
    difficulty: 1,
    prompt: 'Woman: Would you like some coffee?',
    options: [
      'Yes, please, with milk.',
      "It's in the kitchen.",
      'I like my office.',
      'The copy machine is broken.',
    ],
    correctAnswer: 0,
    explanation: {
      zh: '对方在问“要不要喝咖啡”，回答“好的，请加牛奶”的 (A) 正确。(D) 的 copy 与 coffee 发音相似，(C) 重复了 like，都是陷阱。',
      ja: 'コーヒーを勧められているので、「はい、ミルク入りでお願いします」と答える (A) が正解です。(D) の copy は coffee と音が似たひっかけで、(C) は like を繰り返しただけです。',
      en: 'The woman is offering coffee, and (A) accepts it naturally. (D) uses "copy", which sounds like "coffee", and (C) simply repeats "like".',
    },
    tags: ['offer', 'office'],
  }),

  // ── Level 2 (500–600): yes/no, choice and request questions, sound traps ──
  response({
    id: 'bank-p2-l2-01',
    difficulty: 2,
    prompt: 'Man: Did you send the invoice to the client?',
    options: [
      "She's our biggest client.",
      'About two hundred dollars.',
      'Yes, I e-mailed it this morning.',
      'At the post office, I think.',
    ],
    correctAnswer: 2,
    explanation: {
      zh: '对方问发票是否已经寄出，回答“是的，今天上午用邮件发了”的 (C) 正确。(A) 只是重复了 client 一词，并没有回答是否寄出。',
      ja: '請求書を送ったかどうかを尋ねているので、「はい、今朝メールで送りました」と答える (C) が正解です。(A) は client を繰り返しているだけで、送ったかどうかには答えていません。',
      en: 'The man asks whether the invoice was sent, and (C) confirms it was e-mailed this morning. (A) only repeats the word "client" without answering.',
    },
    tags: ['yes-no question', 'finance'],
  }),
  response({
    id: 'bank-p2-l2-02',
    difficulty: 2,
    prompt: 'Woman: Should we take a taxi or walk to the hotel?',
    options: [
      "Yes, it's a nice hotel.",
      'For three nights.',
      'He talks a lot.',
      "It's only five minutes on foot.",
    ],
    correctAnswer: 3,
    explanation: {
      zh: '这是二选一的选择疑问句，(D) 说“走路只要五分钟”，间接选择了步行，所以正确。选择疑问句不能用 Yes 回答，所以 (A) 错误；(C) 的 talks 与 walk 发音相似。',
      ja: '選択疑問文に対し、(D)「歩いてたった5分です」は徒歩を選ぶ答えなので正解です。選択疑問文に Yes では答えられないので (A) は誤りで、(C) の talks は walk と音が似たひっかけです。',
      en: 'This is a choice question, and (D) picks walking by saying the hotel is only five minutes on foot. A choice question cannot be answered with "Yes", so (A) is wrong; (C) plays on "talk" and "walk".',
    },
    tags: ['choice question', 'travel'],
  }),
  response({
    id: 'bank-p2-l2-03',
    difficulty: 2,
    prompt: 'Man: When will the new printer be delivered?',
    options: [
      'To the third floor.',
      'Sometime on Thursday.',
      'It prints in color.',
      'A printer cartridge.',
    ],
    correctAnswer: 1,
    explanation: {
      zh: 'When 询问时间，回答“周四某个时候”的 (B) 正确。(A) 回答的是送货地点，是把 When 当成 Where 的陷阱。',
      ja: 'When で時期を尋ねているので、「木曜日のどこかで」と答える (B) が正解です。(A) は配達先の場所を答えており、When と Where を取り違えさせるひっかけです。',
      en: '"When" asks for a time, and (B) gives one. (A) tells where the printer will go, answering a "where" question instead.',
    },
    tags: ['wh-question', 'office'],
  }),
  response({
    id: 'bank-p2-l2-04',
    difficulty: 2,
    prompt: 'Woman: Why is the parking lot closed today?',
    options: [
      "They're repainting the lines.",
      'Close to the entrance.',
      "Since seven o'clock.",
      'About fifty cars.',
    ],
    correctAnswer: 0,
    explanation: {
      zh: 'Why 询问原因，(A) “他们在重新画停车线”说明了关闭的理由，所以正确。(B) 的 close（靠近）与 closed 发音相近，但意思完全不同。',
      ja: 'Why で理由を尋ねており、(A)「白線を塗り直しているんです」が閉鎖の理由になっているので正解です。(B) の close（近い）は closed と音が似ていますが意味が違います。',
      en: '"Why" asks for a reason, and (A) gives one: the lines are being repainted. (B) uses "close" (near), which sounds like "closed" but means something else.',
    },
    tags: ['similar sound', 'facilities'],
  }),
  response({
    id: 'bank-p2-l2-05',
    difficulty: 2,
    prompt: 'Man: Could you help me move these chairs?',
    options: [
      "They're comfortable chairs.",
      'We moved here last year.',
      'Sure, where do they go?',
      "No, it's a movie.",
    ],
    correctAnswer: 2,
    explanation: {
      zh: '对方请求帮忙搬椅子，(C) 答应并询问要搬到哪里，是自然的回应。(B) 重复了 move，却在说搬家；(D) 的 movie 与 move 发音相似。',
      ja: '椅子を運ぶのを手伝ってほしいという依頼に対し、引き受けて置き場所を尋ねる (C) が自然な応答です。(B) は move を繰り返して引っ越しの話をしており、(D) の movie は音のひっかけです。',
      en: 'The man asks for help, and (C) agrees and asks where the chairs go. (B) reuses "move" to talk about relocating, and (D) plays on "move" and "movie".',
    },
    tags: ['request', 'office'],
  }),

  // ── Level 3 (600–700): tag and negative questions, suggestions, first indirect keys ──
  response({
    id: 'bank-p2-l3-01',
    difficulty: 3,
    prompt: "Woman: You've worked with Mr. Delgado before, haven't you?",
    options: [
      'Yes, on the Harbor Street project.',
      'No, I walked here.',
      "Before five o'clock.",
      "I'll work late tonight.",
    ],
    correctAnswer: 0,
    explanation: {
      zh: '附加疑问句在确认“你以前和 Delgado 先生共事过吧”，(A) 肯定并补充了具体项目，所以正确。(B) 的 walked 与 worked 发音相近，(C) 重复了 before，都是陷阱。',
      ja: '付加疑問文で「デルガドさんと仕事をしたことがありますよね」と確認しており、Yes と具体的な案件を答える (A) が正解です。(B) の walked は worked と音が似ており、(C) は before を繰り返したひっかけです。',
      en: 'The tag question checks whether the man has worked with Mr. Delgado, and (A) confirms it with a specific project. (B) sounds like "worked" with "walked", and (C) repeats "before".',
    },
    tags: ['tag question', 'office'],
  }),
  response({
    id: 'bank-p2-l3-02',
    difficulty: 3,
    prompt: "Man: Why don't we order lunch for the training session?",
    options: [
      'Because the session ran late.',
      'I ordered a new laptop.',
      'At the training center.',
      'Good idea—how many people are coming?',
    ],
    correctAnswer: 3,
    explanation: {
      zh: "Why don't we ...? 是提出建议，而不是询问原因，(D) 表示赞同并追问人数，所以正确。(A) 用 Because 回答，是把建议误当成“为什么”的陷阱。",
      ja: "Why don't we ...? は理由を尋ねるのではなく提案の表現なので、賛成して人数を尋ねる (D) が正解です。(A) は Because で答えており、提案を理由の質問と取り違えさせるひっかけです。",
      en: '"Why don\'t we ...?" is a suggestion, not a request for a reason, so (D), which agrees and asks how many are coming, is correct. (A) starts with "Because", treating it as a real "why" question.',
    },
    tags: ['suggestion', 'training'],
  }),
  response({
    id: 'bank-p2-l3-03',
    difficulty: 3,
    prompt: 'Woman: Which supplier did you choose for the office furniture?',
    options: [
      'Yes, I chose it.',
      'Mostly desks and chairs.',
      'The one that offered free delivery.',
      'On the fourth floor.',
    ],
    correctAnswer: 2,
    explanation: {
      zh: 'Which supplier 询问选了哪家供应商，(C) 用“提供免费送货的那家”来指定，所以正确。(B) 回答的是买了什么家具，没有回答选了哪家。',
      ja: 'Which supplier でどの業者を選んだかを尋ねており、「無料配送を提示したところです」と特定する (C) が正解です。(B) は家具の種類を答えているだけで、業者には答えていません。',
      en: '"Which supplier" asks the man to identify one, and (C) does so: the one offering free delivery. (B) describes the furniture, not the supplier.',
    },
    tags: ['wh-question', 'purchasing'],
  }),
  response({
    id: 'bank-p2-l3-04',
    difficulty: 3,
    prompt: "Man: Isn't the budget meeting supposed to start at ten?",
    options: [
      "It's a large budget.",
      "It's been pushed back to eleven.",
      'In conference room B.',
      'Ten people, I think.',
    ],
    correctAnswer: 1,
    explanation: {
      zh: '否定疑问句在确认会议是否十点开始，(B) 说“已推迟到十一点”，纠正了对方的信息，所以正确。(D) 重复了 ten，但说的是人数。',
      ja: '否定疑問文で会議が10時開始かどうかを確認しており、「11時に延期されました」と訂正する (B) が正解です。(D) は ten を繰り返していますが人数の話です。',
      en: 'The negative question checks the start time, and (B) corrects it: the meeting was pushed back to eleven. (D) repeats "ten" but refers to a number of people.',
    },
    tags: ['negative question', 'meetings'],
  }),
  response({
    id: 'bank-p2-l3-05',
    difficulty: 3,
    prompt: 'Woman: How long will the software update take?',
    options: [
      'The latest version.',
      "It's long overdue.",
      'Yes, I updated it.',
      'Roughly twenty minutes.',
    ],
    correctAnswer: 3,
    explanation: {
      zh: 'How long 询问所需时间，回答“大约二十分钟”的 (D) 正确。(B) 重复了 long，但 overdue 是“早该进行了”的意思，并没有回答时长。',
      ja: 'How long で所要時間を尋ねているので、「20分ほどです」と答える (D) が正解です。(B) は long を繰り返していますが、「とっくに必要だった」という意味で時間には答えていません。',
      en: '"How long" asks for a duration, and (D) gives one. (B) repeats "long", but "long overdue" means it should have happened earlier, not how long it takes.',
    },
    tags: ['wh-question', 'technology'],
  }),

  // ── Level 4 (700–800): indirect answers, statements, redirection ──
  response({
    id: 'bank-p2-l4-01',
    difficulty: 4,
    prompt: 'Man: Where can I find the updated price list?',
    options: [
      'Prices went up last month.',
      'Ms. Haddad was revising it this morning.',
      'A list of new clients.',
      'By Friday at the latest.',
    ],
    correctAnswer: 1,
    explanation: {
      zh: '(B) 没有直接说出地点，而是暗示“Haddad 女士上午在修改它，去问她”，是间接但合理的回答。(A) 重复了 price 的相关词，却只是在说涨价。',
      ja: '(B) は場所を直接答えず、「ハダドさんが今朝直していました」と彼女に聞けばよいことを示す間接的な応答で、これが正解です。(A) は価格の話題を繰り返しているだけです。',
      en: '(B) does not name a place but points the man to the person who has the list, an indirect yet natural answer. (A) echoes "price" but only says prices rose.',
    },
    tags: ['indirect response', 'sales'],
  }),
  response({
    id: 'bank-p2-l4-02',
    difficulty: 4,
    prompt: 'Woman: Are you going to the product launch on Thursday?',
    options: [
      'It was launched in March.',
      'On Thursday evening.',
      "I'll be at the trade fair in Kessington that week.",
      "Yes, it's a new product.",
    ],
    correctAnswer: 2,
    explanation: {
      zh: '(C) 没有说 Yes 或 No，而是说“那周我在 Kessington 参加展会”，暗示无法出席，所以正确。(D) 虽然以 Yes 开头，但后半句与是否出席无关。',
      ja: '(C) は Yes/No を使わず「その週はケシントンの見本市にいます」と述べ、出席できないことを伝えているので正解です。(D) は Yes で始まりますが、後半は出席とは関係がありません。',
      en: '(C) avoids yes or no but makes it clear the man cannot attend because he will be at a trade fair. (D) starts with "Yes" but then says nothing about attending.',
    },
    tags: ['indirect response', 'events'],
  }),
  response({
    id: 'bank-p2-l4-03',
    difficulty: 4,
    prompt: "Man: Who's responsible for ordering office supplies?",
    options: [
      'It used to be Kenji, but he transferred to finance.',
      'Some pens and notepads.',
      'Yes, I ordered them.',
      'By the end of the month.',
    ],
    correctAnswer: 0,
    explanation: {
      zh: '(A) 说“以前是 Kenji，但他调去财务部了”，间接表示现在负责人不明确，是对 Who 问句合理的回答。(C) 用 Yes 回答疑问词问句，不成立。',
      ja: '(A)「以前はケンジでしたが、経理に異動しました」は Who への自然な間接的応答で、正解です。(C) は疑問詞の質問に Yes で答えているので成り立ちません。',
      en: '(A) answers the "who" question indirectly: it used to be Kenji, but he has moved to finance. (C) answers a wh-question with "Yes", which does not work.',
    },
    tags: ['indirect response', 'office'],
  }),
  response({
    id: 'bank-p2-l4-04',
    difficulty: 4,
    prompt: 'Woman: Would you rather meet in person or have a video call?',
    options: [
      "Yes, I'd rather.",
      'The camera works fine.',
      'I called him yesterday.',
      'Whichever is easier for your team.',
    ],
    correctAnswer: 3,
    explanation: {
      zh: '面对二选一的提问，(D) 说“哪种对你们团队方便都可以”，把选择权交给对方，是自然的回答。(C) 重复了 call，但说的是昨天给他打电话。',
      ja: '選択疑問文に対し、(D)「御社のチームにとって都合のよい方で」と相手に選択を委ねる応答が自然で、正解です。(C) は call を繰り返しているだけで、昨日の電話の話です。',
      en: 'Faced with a choice, (D) leaves the decision to the woman, which is a natural reply. (C) repeats "call" but talks about a phone call yesterday.',
    },
    tags: ['choice question', 'meetings'],
  }),
  response({
    id: 'bank-p2-l4-05',
    difficulty: 4,
    prompt: "Man: The caterers haven't confirmed the order for Friday.",
    options: [
      'They catered our last event.',
      "I'll give them a call right now.",
      'On Friday afternoon.',
      'In alphabetical order.',
    ],
    correctAnswer: 1,
    explanation: {
      zh: '这是陈述句，说出了“餐饮公司还没确认订单”这个问题，(B) “我现在就给他们打电话”提出了解决办法，所以正确。(D) 重复了 order，但意思是“顺序”。',
      ja: '「ケータリング業者が注文を確認していない」という問題を述べた平叙文に対し、「今すぐ電話します」と対応を申し出る (B) が正解です。(D) は order を繰り返していますが「順番」の意味です。',
      en: 'The statement reports a problem, and (B) offers to solve it by calling the caterers. (D) repeats "order" but in the sense of sequence.',
    },
    tags: ['statement', 'events'],
  }),

  // ── Level 5 (over 800): implied meaning, statements, idiomatic and evasive replies ──
  response({
    id: 'bank-p2-l5-01',
    difficulty: 5,
    prompt: "Woman: Shouldn't someone have proofread this brochure before it went to the printer?",
    options: [
      'The printer is out of paper.',
      "Yes, it's for the spring sale.",
      'Three hundred copies.',
      "The deadline didn't leave us much room.",
    ],
    correctAnswer: 3,
    explanation: {
      zh: '女子在委婉地批评“付印前应该有人校对”，(D) “截止日期没给我们留多少余地”间接解释了没能校对的原因，所以正确。(A) 把 printer 理解成打印机，是一词多义的陷阱。',
      ja: '女性は「印刷前に誰か校正すべきだったのでは」と遠回しに批判しており、(D)「締め切りに余裕がなかったんです」は校正できなかった理由を間接的に説明しているので正解です。(A) は printer を「プリンター」の意味にすり替えたひっかけです。',
      en: 'The woman is implicitly criticising the lack of proofreading, and (D) explains why it did not happen: the deadline left no time. (A) switches "printer" (the print shop) to a machine that is out of paper.',
    },
    tags: ['indirect response', 'marketing'],
  }),
  response({
    id: 'bank-p2-l5-02',
    difficulty: 5,
    prompt: 'Man: I was told the quarterly figures would be on my desk by now.',
    options: [
      'Accounting is still reconciling a few entries.',
      'The desk by the window.',
      'Four times a year.',
      'I told him already.',
    ],
    correctAnswer: 0,
    explanation: {
      zh: '男子用陈述句表达不满：季度数据还没送到。(A) “会计部还在核对几笔账目”解释了延误的原因，所以正确。(C) 利用 quarterly（每季度）联想到“一年四次”，并没有回应他的不满。',
      ja: '男性は四半期の数字がまだ届かないことへの不満を述べており、(A)「経理がまだいくつかの項目を照合中です」が遅れの理由を伝えているので正解です。(C) は quarterly から「年4回」を連想させるひっかけです。',
      en: 'The man is complaining that the quarterly figures are late, and (A) explains the delay: accounting is still reconciling entries. (C) plays on "quarterly" without addressing the complaint.',
    },
    tags: ['statement', 'finance'],
  }),
  response({
    id: 'bank-p2-l5-03',
    difficulty: 5,
    prompt: "Woman: Why hasn't the new hire been given access to the database?",
    options: [
      "She's joining the data team.",
      'Access is through the side door.',
      'IT is waiting on a signed form from her manager.',
      'Yes, the database is new.',
    ],
    correctAnswer: 2,
    explanation: {
      zh: '(C) “IT 部门在等她经理签字的表格”说明了权限尚未开通的原因，所以正确。(B) 把 access 理解成“出入口”，是一词多义的陷阱；(D) 用 Yes 回答 Why 问句。',
      ja: '(C)「IT部門が上司の署名入りの書類を待っています」がアクセス権が未付与の理由になっているので正解です。(B) は access を「出入口」の意味にすり替えたひっかけで、(D) は Why に Yes で答えています。',
      en: '(C) gives the reason access is pending: IT needs a signed form from her manager. (B) twists "access" into a physical entrance, and (D) answers a "why" question with "Yes".',
    },
    tags: ['indirect response', 'hr'],
  }),
  response({
    id: 'bank-p2-l5-04',
    difficulty: 5,
    prompt:
      'Man: Do you want me to book the usual venue for the retreat, or should we look around?',
    options: [
      "Yes, I've read that book.",
      "Last year's feedback on it wasn't exactly glowing.",
      'Around forty participants.',
      'It was a relaxing retreat.',
    ],
    correctAnswer: 1,
    explanation: {
      zh: '(B) “去年大家对那里的评价可不怎么样”没有直接选择，却暗示应该另找场地，是高水平的间接回答。(A) 把动词 book（预订）当成名词“书”，是典型陷阱。',
      ja: '(B)「去年の評判はあまり芳しくなかったですね」は直接選んではいないものの、別の会場を探すべきだと示唆しており正解です。(A) は動詞 book（予約する）を名詞「本」にすり替えたひっかけです。',
      en: '(B) does not pick an option outright, but saying last year\'s feedback "wasn\'t exactly glowing" implies they should look elsewhere. (A) turns the verb "book" into the noun.',
    },
    tags: ['indirect response', 'events'],
  }),
  response({
    id: 'bank-p2-l5-05',
    difficulty: 5,
    prompt: 'Woman: The client wants the whole design changed two days before launch.',
    options: [
      'The launch went very well.',
      'She designed our logo.',
      "Then we'd better cancel our weekend plans.",
      'Two days ago, I think.',
    ],
    correctAnswer: 2,
    explanation: {
      zh: '女子说客户要在发布前两天全面修改设计，(C) “那我们最好取消周末的安排了”暗示要加班赶工，是对这个消息的自然反应。(A) 用过去时谈发布的结果，与“发布还没进行”的情况矛盾。',
      ja: '発売2日前にデザインを全面変更したいという知らせに対し、(C)「それなら週末の予定はキャンセルしたほうがいいですね」は休日出勤を示唆する自然な反応で正解です。(A) は過去形で発売の結果を述べており、まだ発売前という状況と矛盾します。',
      en: 'Hearing that the client wants a full redesign two days before launch, (C) implies they will have to work through the weekend. (A) talks about the launch in the past tense, but it has not happened yet.',
    },
    tags: ['statement', 'design'],
  }),
];
