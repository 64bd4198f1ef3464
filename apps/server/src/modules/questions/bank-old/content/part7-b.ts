import type { ReadingSet } from '../types';

/**
 * Part 7 — single passages, second batch (levels 1–2). Original documents written for TOEIC Ace,
 * as sets (questions bank-p7-l{level}-g{n}-1 …), numbered on from part7.ts and part7-sets.ts.
 */
export const part7b: ReadingSet[] = [
  // ── Level 1 ──
  {
    id: 'bank-p7-l1-g5',
    difficulty: 1,
    passage:
      'TICKET OFFICE MOVING\n\nFrom Monday, March 3, the ticket office at Alder Street Station will move to the new building across from Platform 1.\n\nThe old ticket office will close at 7:00 P.M. on Saturday, March 1. On Sunday, March 2, tickets can be bought only from the machines on the platforms or with the Railgo app.\n\nThe ticket machines will work as usual during the move.\n\nQuestions? Please ask any staff member wearing a green jacket.',
    questions: [
      {
        question: 'What is the notice mainly about?',
        options: [
          'A new train line',
          'A change in ticket prices',
          'The new location of a ticket office',
          'Repairs to a platform',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '通知说售票处 “will move to the new building across from Platform 1”，所以 (C) 正确。(A) 没有提到新线路；(B) 票价没有变化；(D) 站台只是用来说明新售票处的位置，没有维修。',
          ja: 'お知らせには切符売り場が “will move to the new building across from Platform 1” とあるので (C) が正解です。(A) 新しい路線の話はありません。(B) 運賃は変わりません。(D) ホームは新しい売り場の位置の説明で、修理の話ではありません。',
          en: 'The office "will move to the new building across from Platform 1": (C). (A) No new line is mentioned. (B) Prices do not change. (D) The platform only locates the new office; it is not being repaired.',
        },
        tags: ['main idea', 'notice'],
      },
      {
        question: 'When will the old ticket office close?',
        options: [
          'On Saturday evening',
          'On Sunday morning',
          'On Monday morning',
          'On Monday evening',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '通知写着旧售票处 “will close at 7:00 P.M. on Saturday, March 1”，即周六晚上，(A) 正确。(B) 周日只能用售票机或应用买票；(C) 周一早上是新售票处开始使用的时候；(D) 周一晚上没有提到。',
          ja: '古い売り場は “will close at 7:00 P.M. on Saturday, March 1” とあるので土曜日の夜、(A) が正解です。(B) 日曜日は券売機かアプリだけで買える日です。(C) 月曜日は新しい売り場に移る日です。(D) 月曜日の夜は出てきません。',
          en: 'It "will close at 7:00 P.M. on Saturday, March 1": (A). (B) Sunday is the day only machines and the app sell tickets. (C) Monday is when the new office takes over. (D) Monday evening is not mentioned.',
        },
        tags: ['detail', 'notice'],
      },
      {
        question: 'How can people buy tickets on Sunday, March 2?',
        options: [
          'At the old ticket office',
          'From a staff member in a green jacket',
          'At the new building',
          'From a machine or with an app',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '通知说 3 月 2 日周日 “tickets can be bought only from the machines on the platforms or with the Railgo app”，所以 (D) 正确。(A) 旧售票处周六就关了；(B) 穿绿夹克的工作人员负责回答问题，不卖票；(C) 新售票处周一才开。',
          ja: '3月2日の日曜日は “tickets can be bought only from the machines on the platforms or with the Railgo app” とあるので (D) が正解です。(A) 古い売り場は土曜日に閉まります。(B) 緑の上着の係員は質問に答える人で、切符は売りません。(C) 新しい売り場は月曜日からです。',
          en: 'On Sunday "tickets can be bought only from the machines on the platforms or with the Railgo app": (D). (A) The old office closed on Saturday. (B) Staff in green jackets answer questions; they do not sell tickets. (C) The new office opens on Monday.',
        },
        tags: ['detail', 'notice'],
      },
    ],
  },
  {
    id: 'bank-p7-l1-g6',
    difficulty: 1,
    passage:
      "[8:40 A.M.] Bogdan Ilic: Hi Farah, I'm stuck in traffic on the bridge. I might be 20 minutes late for the 9:00 meeting.\n[8:41 A.M.] Farah Nasser: No problem. The client just called to say they're running late too.\n[8:41 A.M.] Bogdan Ilic: Lucky! Could you set up the projector in the meeting room?\n[8:42 A.M.] Farah Nasser: Already done.\n[8:43 A.M.] Bogdan Ilic: Thanks! See you soon.",
    questions: [
      {
        question: 'Why did Mr. Ilic send the first message?',
        options: [
          'To cancel a meeting',
          'To say that he may be late',
          'To ask for directions',
          'To invite a client to lunch',
        ],
        correctAnswer: 1,
        explanation: {
          zh: 'Ilic 先生说 “I might be 20 minutes late for the 9:00 meeting”，所以 (B) 正确。(A) 会议没有取消；(C) 他堵在桥上，但没有问路；(D) 没有提到请客户吃午饭。',
          ja: 'Ilic さんは “I might be 20 minutes late for the 9:00 meeting” と書いているので (B) が正解です。(A) 会議は中止されていません。(C) 橋で渋滞にあっていますが、道は尋ねていません。(D) 顧客を昼食に誘う話はありません。',
          en: 'He writes, "I might be 20 minutes late for the 9:00 meeting": (B). (A) The meeting is not canceled. (C) He is stuck in traffic but does not ask the way. (D) No lunch is mentioned.',
        },
        tags: ['purpose', 'text messages'],
      },
      {
        question: 'At 8:42 A.M., what does Ms. Nasser mean when she writes, "Already done"?',
        options: [
          'The meeting has already ended.',
          'She has already called the client.',
          'The projector is ready.',
          'She has already left the office.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: 'Ilic 先生请她 “set up the projector”，她回答 “Already done”，意思是投影仪已经准备好了，(C) 正确。(A) 会议还没开始；(B) 是客户给她打了电话，不是她打给客户；(D) 她在公司准备会议，没有离开。',
          ja: '“set up the projector” と頼まれて “Already done” と答えているので、プロジェクターは準備済みという意味で (C) が正解です。(A) 会議はまだ始まっていません。(B) 電話をかけてきたのは顧客のほうです。(D) 彼女は会議の準備をしており、会社を出ていません。',
          en: 'Asked to "set up the projector," she replies "Already done": it is ready, (C). (A) The meeting has not started. (B) The client called her, not the other way round. (D) She is at the office preparing.',
        },
        tags: ['speaker intent', 'text messages'],
      },
    ],
  },
  {
    id: 'bank-p7-l1-g7',
    difficulty: 1,
    passage:
      'SOLANO LANGUAGE STUDIO\nLearn Spanish after work!\n\n• Small classes: no more than 8 students\n• Beginner class: Mondays and Wednesdays, 6:30–8:00 P.M.\n• Intermediate class: Tuesdays and Thursdays, 6:30–8:00 P.M.\n• 10-week course: $220 (books included)\n\nYour first lesson is free! Not sure which class is right for you? Take our free 15-minute online test at www.solanostudio.com.\n\n22 Berwick Lane, second floor (above the bank)',
    questions: [
      {
        question: 'What is being advertised?',
        options: ['A bookstore', 'A language class', 'A travel agency', 'A bank'],
        correctAnswer: 1,
        explanation: {
          zh: '广告标题是 “Learn Spanish after work!”，介绍西班牙语课程，所以 (B) 正确。(A) 书包含在学费里，不是书店；(C) 没有提到旅行；(D) 银行只是用来说明地址在它楼上。',
          ja: '“Learn Spanish after work!” とあり、スペイン語の講座の広告なので (B) が正解です。(A) 本は受講料に含まれるだけで、書店ではありません。(C) 旅行の話はありません。(D) 銀行は場所の目印（その上の階）にすぎません。',
          en: '"Learn Spanish after work!": a language class, (B). (A) Books are included in the fee; it is not a bookstore. (C) Travel is not mentioned. (D) The bank only marks the address, downstairs.',
        },
        tags: ['main idea', 'advertisement'],
      },
      {
        question: 'When does the beginner class meet?',
        options: [
          'On Mondays and Wednesdays',
          'On Tuesdays and Thursdays',
          'On weekends',
          'Every weekday morning',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '广告写着 “Beginner class: Mondays and Wednesdays”，所以 (A) 正确。(B) 周二和周四是中级班；(C) 周末和 (D) 工作日早上都没有课。',
          ja: '“Beginner class: Mondays and Wednesdays” とあるので (A) が正解です。(B) 火曜と木曜は中級クラスです。(C) 週末と (D) 平日の朝の授業はありません。',
          en: '"Beginner class: Mondays and Wednesdays": (A). (B) Tuesdays and Thursdays are for the intermediate class. (C) Weekends and (D) mornings are not offered.',
        },
        tags: ['detail', 'advertisement'],
      },
      {
        question: 'What is free?',
        options: ['The books', 'The ten-week course', 'The first lesson', 'Parking'],
        correctAnswer: 2,
        explanation: {
          zh: '广告说 “Your first lesson is free!”，所以 (C) 正确；在线测试也免费，但不在选项中。(A) 书包含在 $220 学费里，并非单独免费；(B) 十周课程要 $220；(D) 停车没有提到。',
          ja: '“Your first lesson is free!” とあるので (C) が正解です（オンラインテストも無料ですが選択肢にはありません）。(A) 本は $220 の受講料に含まれており、無料というわけではありません。(B) 10週間のコースは $220 です。(D) 駐車場の話はありません。',
          en: '"Your first lesson is free!": (C) (the online test is free too, but it is not an option). (A) Books come with the $220 fee, not free on their own. (B) The course costs $220. (D) Parking is not mentioned.',
        },
        tags: ['detail', 'advertisement'],
      },
    ],
  },
  {
    id: 'bank-p7-l1-g8',
    difficulty: 1,
    passage:
      'INVERLEY HOTEL — Guest Comment Card\n\nName: Hye-jin Moon\nRoom: 318\nDates of stay: May 12–14\n\nPlease rate: (1 = poor, 5 = excellent)\nRoom: 5\nBreakfast: 3\nFront desk: 5\n\nComments: My room was very quiet and clean. On the first night, the hair dryer did not work, but the front desk brought a new one in five minutes. The breakfast was good, but there were not many choices for people who do not eat meat.\n\nWould you stay with us again? Yes',
    questions: [
      {
        question: 'How did Ms. Moon rate the breakfast?',
        options: ['1', '3', '4', '5'],
        correctAnswer: 1,
        explanation: {
          zh: '评分栏写着 “Breakfast: 3”，所以 (B) 正确。(D) 5 分是房间和前台的评分；(A) 1 分和 (C) 4 分都没有出现。',
          ja: '評価欄に “Breakfast: 3” とあるので (B) が正解です。(D) 5 は部屋とフロントの評価です。(A) 1 と (C) 4 はどれにも付けられていません。',
          en: 'The card says "Breakfast: 3": (B). (D) 5 is for the room and the front desk. (A) 1 and (C) 4 were not given to anything.',
        },
        tags: ['detail', 'form'],
      },
      {
        question: 'What problem did Ms. Moon have?',
        options: [
          'Her room was noisy.',
          'Her room was not clean.',
          'A hair dryer did not work.',
          'The front desk was slow.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '她写道 “the hair dryer did not work”，所以 (C) 正确。(A) 和 (B) 相反，她说房间 “very quiet and clean”；(D) 前台五分钟就送来了新的，并不慢。',
          ja: '“the hair dryer did not work” と書いているので (C) が正解です。(A) と (B) は逆で、部屋は “very quiet and clean” でした。(D) フロントは5分で新しいものを届けており、遅くありません。',
          en: 'She writes, "the hair dryer did not work": (C). (A) and (B) are the opposite: the room was "very quiet and clean." (D) The desk replaced it in five minutes.',
        },
        tags: ['problem', 'form'],
      },
      {
        question: 'What does Ms. Moon say about the breakfast?',
        options: [
          'It was served too late.',
          'It had few choices without meat.',
          'It was too expensive.',
          'It was the best part of her stay.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '她说早餐不错，但 “there were not many choices for people who do not eat meat”，所以 (B) 正确。(A) 时间和 (C) 价格都没有提到；(D) 早餐只得了 3 分，是评分最低的一项。',
          ja: '朝食はよかったが “there were not many choices for people who do not eat meat” と書いているので (B) が正解です。(A) 時間と (C) 値段の話はありません。(D) 朝食は3点で、最も低い評価です。',
          en: 'The breakfast was good, but "there were not many choices for people who do not eat meat": (B). (A) Timing and (C) price are not mentioned. (D) Breakfast got her lowest score, 3.',
        },
        tags: ['detail', 'form'],
      },
    ],
  },
  {
    id: 'bank-p7-l1-g9',
    difficulty: 1,
    passage:
      'To: Daniel Okonjo\nFrom: Pemberton Accounting\nDate: September 8\nSubject: Your interview\n\nDear Mr. Okonjo,\n\nThank you for applying for the position of office assistant. We would like to invite you to an interview on Thursday, September 11, at 10:00 A.M.\n\nOur office is at 90 Fielding Street, on the fourth floor. When you arrive, please tell the person at the front desk that you are here for an interview. The interview will take about 45 minutes.\n\nPlease bring a copy of your résumé and a form of photo ID. Reply to this e-mail to let us know if this time is convenient.\n\nBest regards,\nNoor Vellacott\nPemberton Accounting',
    questions: [
      {
        question: 'Why was the e-mail sent?',
        options: [
          'To offer Mr. Okonjo a job',
          'To invite Mr. Okonjo to an interview',
          'To ask Mr. Okonjo to fill out a form',
          'To change the time of a meeting',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '邮件说 “We would like to invite you to an interview”，所以 (B) 正确。(A) 还只是面试，没有录用；(C) 要带的是简历和身份证件，不是填表；(D) 这是第一次安排时间，不是更改。',
          ja: '“We would like to invite you to an interview” とあるので (B) が正解です。(A) 面接の案内で、採用の通知ではありません。(C) 持参するのは履歴書と身分証で、書類の記入ではありません。(D) 初めて日時を知らせるもので、変更ではありません。',
          en: '"We would like to invite you to an interview": (B). (A) It is an interview, not a job offer. (C) He must bring a résumé and ID, not fill in a form. (D) The time is being set, not changed.',
        },
        tags: ['purpose', 'e-mail'],
      },
      {
        question: 'Where is the office?',
        options: [
          'On the first floor',
          'On the second floor',
          'On the fourth floor',
          'On the ninth floor',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '邮件写着办公室在 “90 Fielding Street, on the fourth floor”，所以 (C) 正确。(A)、(B) 没有提到；(D) 的 “ninth” 可能与门牌号 90 混淆。',
          ja: '“90 Fielding Street, on the fourth floor” とあるので (C) が正解です。(A) と (B) は出てきません。(D) の9階は番地の 90 と混同させるひっかけです。',
          en: 'The office is at "90 Fielding Street, on the fourth floor": (C). (A) and (B) are never mentioned. (D) Ninth plays on the street number, 90.',
        },
        tags: ['detail', 'e-mail'],
      },
      {
        question: 'What should Mr. Okonjo bring?',
        options: [
          'A letter from a former employer',
          'A photograph',
          'A résumé and photo ID',
          'A completed application form',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '邮件说 “Please bring a copy of your résumé and a form of photo ID”，所以 (C) 正确。(A) 推荐信没有提到；(B) 要带的是带照片的身份证件，不是照片本身；(D) 没有要求填申请表。',
          ja: '“Please bring a copy of your résumé and a form of photo ID” とあるので (C) が正解です。(A) 推薦状は求められていません。(B) 必要なのは写真付きの身分証で、写真そのものではありません。(D) 申込書は求められていません。',
          en: '"Please bring a copy of your résumé and a form of photo ID": (C). (A) No reference letter is requested. (B) A photo ID is needed, not a photograph. (D) No application form is mentioned.',
        },
        tags: ['detail', 'e-mail'],
      },
    ],
  },
  {
    id: 'bank-p7-l1-g10',
    difficulty: 1,
    passage:
      'MEMO\nTo: All staff\nFrom: Facilities\nDate: June 2\nSubject: New coffee machine\n\nA new coffee machine will be put in the second-floor break room on Wednesday, June 4. It makes coffee, tea and hot chocolate, and it is free for all staff.\n\nThe old machine will be taken away on Tuesday afternoon, so there will be no hot drinks in the break room on Tuesday afternoon and Wednesday morning. The café on the first floor will be open as usual.\n\nPlease do not try to fix the new machine yourself. If it stops working, call Facilities at extension 214.',
    questions: [
      {
        question: 'What will happen on June 4?',
        options: [
          'A café will open.',
          'A new machine will be put in.',
          'The break room will be painted.',
          'Staff will move to the second floor.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '备忘录说新咖啡机 “will be put in … on Wednesday, June 4”，所以 (B) 正确。(A) 一楼的咖啡馆照常营业，不是新开的；(C) 没有提到粉刷；(D) 二楼是休息室的位置，没有人搬家。',
          ja: '新しいコーヒーマシンが “will be put in … on Wednesday, June 4” とあるので (B) が正解です。(A) 1階のカフェは通常どおり営業しており、新規開店ではありません。(C) 塗装の話はありません。(D) 2階は休憩室の場所で、社員が移るわけではありません。',
          en: 'The machine "will be put in … on Wednesday, June 4": (B). (A) The first-floor café is already open as usual. (C) No painting is mentioned. (D) The second floor is where the break room is; nobody is moving.',
        },
        tags: ['detail', 'memo'],
      },
      {
        question: 'What is said about the drinks from the new machine?',
        options: [
          'They are free.',
          'They cost one dollar.',
          'They are only coffee.',
          'They are served by a worker.',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '备忘录说新机器 “is free for all staff”，所以 (A) 正确。(B) 没有收费；(C) 它能做咖啡、茶和热巧克力；(D) 是员工自己使用的机器，没有专人服务。',
          ja: '新しいマシンは “is free for all staff” とあるので (A) が正解です。(B) 料金はかかりません。(C) コーヒー、紅茶、ホットチョコレートが作れます。(D) 社員が自分で使う機械で、係の人はいません。',
          en: 'The machine "is free for all staff": (A). (B) There is no charge. (C) It also makes tea and hot chocolate. (D) It is a self-service machine.',
        },
        tags: ['detail', 'memo'],
      },
      {
        question: 'What should staff do if the new machine stops working?',
        options: [
          'Go to the café',
          'Try to fix it',
          'Call Facilities',
          'Send an e-mail to a manager',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '备忘录说 “If it stops working, call Facilities at extension 214”，所以 (C) 正确。(B) 恰恰相反，备忘录要求不要自己修；(A) 咖啡馆只是旧机器撤走期间的替代；(D) 没有提到给经理发邮件。',
          ja: '“If it stops working, call Facilities at extension 214” とあるので (C) が正解です。(B) 逆に、自分で直さないよう書かれています。(A) カフェは入れ替えの間の代わりとして出てくるだけです。(D) 上司へのメールは出てきません。',
          en: '"If it stops working, call Facilities at extension 214": (C). (B) Staff are told not to fix it themselves. (A) The café is mentioned only for the changeover. (D) No e-mail is mentioned.',
        },
        tags: ['instruction', 'memo'],
      },
    ],
  },

  // ── Level 2 ──
  {
    id: 'bank-p7-l2-g7',
    difficulty: 2,
    passage:
      'To: Callum Dervish\nFrom: Subscriptions, The Wrenfield Courier\nDate: July 15\nSubject: Vacation hold confirmed\n\nDear Mr. Dervish,\n\nThank you for letting us know about your vacation. As you requested, delivery of your newspaper will stop on Saturday, July 26, and start again on Monday, August 11.\n\nWhile your paper delivery is on hold, you can still read every issue on our Web site and app at no extra cost. Simply sign in with the e-mail address on your account.\n\nYour subscription will be extended by the number of days you were away, so you will not pay for papers you did not receive.\n\nEnjoy your trip!\n\nThe Wrenfield Courier Subscriptions Team',
    questions: [
      {
        question: 'What is the purpose of the e-mail?',
        options: [
          'To confirm a pause in deliveries',
          'To offer a new subscription',
          'To apologize for a missed delivery',
          'To announce a price increase',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '邮件标题是 “Vacation hold confirmed”，确认他度假期间暂停送报，所以 (A) 正确。(B) 他已经是订户；(C) 没有漏送；(D) 没有提到涨价。',
          ja: '件名は “Vacation hold confirmed” で、休暇中の配達停止を確認するメールなので (A) が正解です。(B) 彼はすでに購読者です。(C) 配達漏れの話はありません。(D) 値上げの話もありません。',
          en: '"Vacation hold confirmed": the e-mail confirms the pause, (A). (B) He already subscribes. (C) No delivery was missed. (D) No price change is mentioned.',
        },
        tags: ['purpose', 'e-mail'],
      },
      {
        question: 'When will delivery start again?',
        options: ['On July 15', 'On July 26', 'On August 10', 'On August 11'],
        correctAnswer: 3,
        explanation: {
          zh: '邮件说送报 “start again on Monday, August 11”，所以 (D) 正确。(A) 7 月 15 日是邮件日期；(B) 7 月 26 日是停止送报的日子；(C) 8 月 10 日没有提到。',
          ja: '配達は “start again on Monday, August 11” とあるので (D) が正解です。(A) 7月15日はメールの日付、(B) 7月26日は配達が止まる日です。(C) 8月10日は出てきません。',
          en: 'Delivery will "start again on Monday, August 11": (D). (A) July 15 is the e-mail\'s date. (B) July 26 is when delivery stops. (C) August 10 is not mentioned.',
        },
        tags: ['detail', 'e-mail'],
      },
      {
        question: "What is indicated about Mr. Dervish's subscription?",
        options: [
          'It will end while he is away.',
          'He must pay extra to read the paper online.',
          'It will be made longer to cover his time away.',
          'It includes only weekend papers.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '邮件说 “Your subscription will be extended by the number of days you were away”，所以 (C) 正确。(A) 订阅不会结束，只是暂停；(B) 网上阅读 “at no extra cost”；(D) 没有说只送周末版。',
          ja: '“Your subscription will be extended by the number of days you were away” とあるので (C) が正解です。(A) 購読は終わらず、一時停止するだけです。(B) オンラインは “at no extra cost” で読めます。(D) 週末版だけという話はありません。',
          en: '"Your subscription will be extended by the number of days you were away": (C). (A) It is paused, not ended. (B) Online reading is "at no extra cost." (D) Nothing limits it to weekends.',
        },
        tags: ['detail', 'e-mail'],
      },
    ],
  },
  {
    id: 'bank-p7-l2-g8',
    difficulty: 2,
    passage:
      "BRIGHTWELL LINENS\nClean tablecloths and napkins for restaurants — without the laundry\n\nWe collect your used tablecloths, napkins and kitchen towels and bring them back clean and pressed.\n\n• Pickup and delivery twice a week, or every day for busy kitchens\n• Choose from white, cream or charcoal linens, or send us your own\n• No long contracts: cancel any time with two weeks' notice\n\nNew customers: your first month at half price.\n\nCall 555-0163 to arrange a free visit. One of our advisers will count your tables and suggest the right plan for you.",
    questions: [
      {
        question: 'Who is the advertisement intended for?',
        options: ['Hotel guests', 'Restaurant owners', 'Clothing stores', 'Home cooks'],
        correctAnswer: 1,
        explanation: {
          zh: '广告标题是 “Clean tablecloths and napkins for restaurants”，对象是餐厅经营者，(B) 正确。(A) 酒店客人不需要桌布服务；(C) linens 指餐桌布，与服装店无关；(D) 服务针对的是繁忙的商业厨房，不是家庭。',
          ja: '見出しは “Clean tablecloths and napkins for restaurants” で、飲食店の経営者向けなので (B) が正解です。(A) ホテルの宿泊客向けではありません。(C) linens はテーブルクロス類で、洋服店とは無関係です。(D) 忙しい業務用の厨房向けで、家庭ではありません。',
          en: '"Clean tablecloths and napkins for restaurants": (B). (A) Hotel guests are not the audience. (C) "Linens" are table linens, nothing to do with clothing shops. (D) It is aimed at busy commercial kitchens, not homes.',
        },
        tags: ['audience', 'advertisement'],
      },
      {
        question: 'What is NOT mentioned as something the company offers?',
        options: [
          'Daily pickup',
          'A choice of colors',
          "Cleaning of customers' own linens",
          'Repair of damaged tablecloths',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '广告没有提到修补破损的桌布，所以 (D) 正确。(A) “every day for busy kitchens” 提到了每天取送；(B) 有白色、米色、炭灰色可选；(C) “or send us your own” 说明也洗客户自己的布品。',
          ja: '破れたテーブルクロスの修理は書かれていないので (D) が正解です。(A) “every day for busy kitchens” で毎日の回収があります。(B) 白・クリーム・チャコールから選べます。(C) “or send us your own” とあり、客自身のリネンも扱います。',
          en: 'Repairs are never mentioned: (D). (A) Daily pickup is offered "for busy kitchens." (B) White, cream or charcoal can be chosen. (C) "Or send us your own" covers customers\' own linens.',
        },
        tags: ['NOT true', 'advertisement'],
      },
      {
        question: 'What happens during a free visit?',
        options: [
          'An adviser recommends a plan.',
          'The first load of linens is cleaned.',
          'A contract is signed.',
          'Samples of linens are given away.',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '广告说上门时顾问会 “count your tables and suggest the right plan for you”，所以 (A) 正确。(B) 第一个月半价，但不是上门时免费清洗；(C) 广告强调没有长期合同，没说上门时签约；(D) 没有提到赠送样品。',
          ja: '訪問ではアドバイザーが “count your tables and suggest the right plan for you” とあるので (A) が正解です。(B) 初月は半額ですが、訪問時に無料で洗うわけではありません。(C) 長期契約なしを強調しており、訪問時の契約の話はありません。(D) 見本の配布も出てきません。',
          en: 'An adviser will "count your tables and suggest the right plan for you": (A). (B) The first month is half price, but nothing is cleaned during the visit. (C) No contract signing is mentioned. (D) No samples are given away.',
        },
        tags: ['detail', 'advertisement'],
      },
    ],
  },
  {
    id: 'bank-p7-l2-g9',
    difficulty: 2,
    passage:
      'Ferry Adds Evening Trips\n\nPORT AVERY — Starting June 1, the Avery Island ferry will run three more trips every evening, leaving the harbor at 7:00, 8:30 and 10:00 P.M. Until now, the last boat of the day left at 6:00 P.M.\n\nThe change follows a survey of island residents, many of whom work in town and said they often had to leave work early to catch the ferry home. Restaurants on the island also asked for later trips so that visitors from town could stay for dinner.\n\n"We listened," said Rosa Marchetti, manager of the ferry service. "Eight out of ten people who answered asked for later boats."\n\nTickets for the evening trips will cost the same as daytime tickets. Monthly passes will also be accepted.',
    questions: [
      {
        question: 'What is the article mainly about?',
        options: [
          'A new restaurant on Avery Island',
          'Higher ferry ticket prices',
          'Later ferry departures',
          'The opening of a new harbor',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '文章说渡轮从 6 月 1 日起每晚增加三班，最晚 10 点，所以 (C) 正确。(A) 岛上的餐厅只是要求晚班的一方；(B) 票价与白天相同；(D) 港口是已有的。',
          ja: '6月1日からフェリーが毎晩3便増え、最終は10時になるという記事なので (C) が正解です。(A) 島のレストランは遅い便を求めた側として出てくるだけです。(B) 料金は昼と同じです。(D) 港は既存のものです。',
          en: 'From June 1 the ferry adds three evening trips, the last at 10:00: (C). (A) Island restaurants only asked for later boats. (B) Prices stay the same. (D) The harbor already exists.',
        },
        tags: ['main idea', 'article'],
      },
      {
        question: 'What time does the last ferry leave now, before the change?',
        options: ['6:00 P.M.', '7:00 P.M.', '8:30 P.M.', '10:00 P.M.'],
        correctAnswer: 0,
        explanation: {
          zh: '文章说 “Until now, the last boat of the day left at 6:00 P.M.”，所以 (A) 正确。(B) 7:00、(C) 8:30 和 (D) 10:00 都是 6 月 1 日起新增的班次。',
          ja: '“Until now, the last boat of the day left at 6:00 P.M.” とあるので (A) が正解です。(B) 7:00、(C) 8:30、(D) 10:00 はいずれも6月1日から増える便です。',
          en: '"Until now, the last boat of the day left at 6:00 P.M.": (A). (B) 7:00, (C) 8:30 and (D) 10:00 are the new trips from June 1.',
        },
        tags: ['detail', 'article'],
      },
      {
        question: 'Why did island restaurants want the change?',
        options: [
          'To receive food deliveries later',
          'So that visitors could stay for dinner',
          'So that their staff could live in town',
          'To open earlier in the morning',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '文章说餐厅要求晚班 “so that visitors from town could stay for dinner”，所以 (B) 正确。(A) 送货没有提到；(C) 在镇上工作的是岛上居民，不是餐厅员工；(D) 早上营业与此无关。',
          ja: 'レストランは “so that visitors from town could stay for dinner” 遅い便を求めたので (B) が正解です。(A) 食材の配達の話はありません。(C) 町で働いているのは島の住民で、レストランの従業員の話ではありません。(D) 朝の営業は関係ありません。',
          en: 'Restaurants wanted later trips "so that visitors from town could stay for dinner": (B). (A) Deliveries are not mentioned. (C) It is residents who work in town. (D) Morning hours are irrelevant.',
        },
        tags: ['reason', 'article'],
      },
      {
        question: 'What is stated about tickets for the evening trips?',
        options: [
          'They must be bought online.',
          'They are cheaper than daytime tickets.',
          'They are not valid with monthly passes.',
          'They cost the same as daytime tickets.',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '文章说晚班船票 “will cost the same as daytime tickets”，所以 (D) 正确。(A) 没有说必须网上购买；(B) 价格相同，并不更便宜；(C) 恰恰相反，月票 “will also be accepted”。',
          ja: '夜の便の切符は “will cost the same as daytime tickets” とあるので (D) が正解です。(A) ネットで買う必要があるとは書かれていません。(B) 同じ料金で、安くはありません。(C) 逆に定期券も “will also be accepted” です。',
          en: 'Evening tickets "will cost the same as daytime tickets": (D). (A) Online purchase is not required. (B) They are the same price, not cheaper. (C) Monthly passes "will also be accepted."',
        },
        tags: ['detail', 'article'],
      },
    ],
  },
];
