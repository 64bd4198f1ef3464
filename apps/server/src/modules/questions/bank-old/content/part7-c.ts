import type { ReadingSet } from '../types';

const INSERT =
  'In which of the positions marked [1], [2], [3], and [4] does the following sentence best belong?';

/**
 * Part 7 — single passages, third batch (levels 3–5). Original documents written for TOEIC Ace,
 * as sets (questions bank-p7-l{level}-g{n}-1 …), numbered on from the earlier files.
 */
export const part7c: ReadingSet[] = [
  // ── Level 3: letter with a sentence insertion ──
  {
    id: 'bank-p7-l3-g8',
    difficulty: 3,
    passage:
      'HARROWGATE SAVINGS BANK\n14 Tolland Road, Pellow Hill\n\nOctober 6\n\nMs. Ilse Moreau\n27 Rowan Close\nPellow Hill\n\nDear Ms. Moreau,\n\nWe are writing to let you know that our Pellow Hill branch at 14 Tolland Road will close permanently on Friday, December 12. [1] Over the past three years, the number of customers visiting the branch has fallen by more than half, as more people bank by telephone and online.\n\nYour accounts will not be affected. [2] Your account numbers, cards and checks will continue to work exactly as before, and there is nothing you need to do.\n\nThe nearest branch is our Kellerton Square office, three kilometers away, which is open until 7:00 P.M. on weekdays and from 9:00 A.M. to 1:00 P.M. on Saturdays. [3] The cash machine outside the Pellow Hill branch will remain in service until the end of March.\n\nIf you would like help setting up online banking, our staff will hold free sessions at the Pellow Hill branch every Tuesday morning until it closes. [4]\n\nSincerely,\n\nAnders Pike\nBranch Manager',
    questions: [
      {
        question: 'Why was the letter sent?',
        options: [
          'To announce that a branch will close',
          'To introduce a new online service',
          'To ask a customer to update her details',
          'To explain a change in account numbers',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '信的开头说 Pellow Hill 分行 “will close permanently on Friday, December 12”，所以 (A) 正确。(B) 网上银行早已存在，信中只是提供使用指导；(C) 信中说 “there is nothing you need to do”；(D) 账号 “will continue to work exactly as before”，没有变化。',
          ja: '冒頭で Pellow Hill 支店が “will close permanently on Friday, December 12” と伝えているので (A) が正解です。(B) オンラインバンキングは既存のサービスで、使い方の講習があるだけです。(C) “there is nothing you need to do” とあります。(D) 口座番号は “will continue to work exactly as before” で、変わりません。',
          en: 'The branch "will close permanently on Friday, December 12": (A). (B) Online banking already exists; the letter only offers help with it. (C) "There is nothing you need to do." (D) Account numbers "will continue to work exactly as before."',
        },
        tags: ['purpose', 'letter'],
      },
      {
        question: 'According to the letter, why is the branch closing?',
        options: [
          'Its lease has ended.',
          'Fewer customers visit it.',
          'It is being moved to a larger building.',
          'Its cash machine is out of service.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '信中说过去三年到访人数 “has fallen by more than half”，因为更多人用电话和网上银行，所以 (B) 正确。(A) 租约没有提到；(C) 分行是关闭，不是搬迁；(D) 取款机会继续使用到三月底。',
          ja: '過去3年で来店客数が “has fallen by more than half” と説明しているので (B) が正解です。(A) 賃貸契約の話はありません。(C) 移転ではなく閉店です。(D) ATM は3月末まで使えます。',
          en: 'Visits "have fallen by more than half" in three years: (B). (A) No lease is mentioned. (C) The branch is closing, not moving. (D) The cash machine stays in service until March.',
        },
        tags: ['reason', 'letter'],
      },
      {
        question: 'What is indicated about the Kellerton Square branch?',
        options: [
          'It will close at the end of March.',
          'It holds free online-banking sessions.',
          'It is open on Saturday mornings.',
          'It is next door to the Pellow Hill branch.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '信中说 Kellerton Square 分行周六 “from 9:00 A.M. to 1:00 P.M.” 营业，所以 (C) 正确。(A) 三月底停止的是 Pellow Hill 门外的取款机；(B) 免费讲座在 Pellow Hill 分行举行；(D) 它在三公里外，并不相邻。',
          ja: 'Kellerton Square 支店は土曜日 “from 9:00 A.M. to 1:00 P.M.” 営業とあるので (C) が正解です。(A) 3月末に止まるのは Pellow Hill の ATM です。(B) 無料講習は Pellow Hill 支店で行われます。(D) 3キロ離れており、隣ではありません。',
          en: 'Kellerton Square opens Saturdays "from 9:00 A.M. to 1:00 P.M.": (C). (A) It is the Pellow Hill cash machine that stops in March. (B) The free sessions are at Pellow Hill. (D) It is three kilometers away.',
        },
        tags: ['detail', 'letter'],
      },
      {
        question: `${INSERT}\n"Simply bring your bank card and a smartphone or laptop."`,
        options: ['[1]', '[2]', '[3]', '[4]'],
        correctAnswer: 3,
        explanation: {
          zh: '这句话告诉读者参加时要带什么，只能接在 [4] 前面介绍的免费网上银行讲座之后，所以 (D) 正确。(A) [1] 处在讲关闭日期和原因；(B) [2] 处讲账户不受影响、无需做任何事，与“带东西”矛盾；(C) [3] 处讲新分行的营业时间和取款机，没有需要带东西的活动。',
          ja: 'この文は参加時の持ち物を伝えるもので、[4] の直前にある無料のオンラインバンキング講習の後に置くのが自然なので (D) が正解です。(A) [1] は閉店日と理由の段落です。(B) [2] は口座に影響がなく何もしなくてよいという内容で、持ち物の話と合いません。(C) [3] は支店の営業時間と ATM の話で、持ち物が必要な催しはありません。',
          en: 'The sentence tells readers what to bring, which only fits after the free online-banking sessions just before [4]: (D). (A) At [1] the letter is giving the closing date and reason. (B) At [2] it says there is nothing to do, which clashes with bringing things. (C) At [3] it gives branch hours and the cash machine; there is no session to bring anything to.',
        },
        tags: ['sentence insertion', 'letter'],
      },
    ],
  },

  // ── Level 4: article with a sentence insertion ──
  {
    id: 'bank-p7-l4-g7',
    difficulty: 4,
    passage:
      'Cinemas Find a Daytime Audience: Business\nBy Nkechi Adebayo-Shaw\n\nCARRICK FALLS — On a Tuesday morning, the largest auditorium at the Lumiq cinema on Harbour Parade is full. The audience, however, has not come to see a film: some 300 sales staff from a medical-supplies distributor are watching their chief executive present the quarter\'s results on a 14-meter screen. [1]\n\nLumiq, which runs 22 cinemas across the region, began renting its auditoriums to businesses two years ago. Corporate bookings now bring in 9 percent of the chain\'s revenue, up from less than 1 percent. [2] "Most of our buildings sat empty until four o\'clock on weekdays," said Teodor Anand, Lumiq\'s director of business development. "Those mornings cost us heating and staff and earned us nothing."\n\nCompanies are drawn by the tiered seating, the sound systems and the price. A 300-seat auditorium for a morning costs about $2,400, coffee included, well below what many hotels charge for a ballroom of similar size. [3]\n\nNot every experiment has worked. An attempt to host job fairs last spring was dropped after exhibitors complained that there was no room for booths between the fixed rows of seats. [4] Lumiq now concentrates on events at which the audience sits and watches: product launches, training sessions and company meetings.',
    questions: [
      {
        question: 'What is the article mainly about?',
        options: [
          'A cinema chain that rents its auditoriums to companies',
          'A distributor that opened new offices',
          'A hotel chain that is losing business customers',
          'A new cinema being built in Carrick Falls',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '文章讲 Lumiq 影院连锁 “began renting its auditoriums to businesses”，以及这项业务的成效，所以 (A) 正确。(B) 医疗用品经销商只是开头例子中的租用者；(C) 酒店只是用来比较价格，文章没有说它们失去客户；(D) 影院是现有的，没有新建。',
          ja: '記事は映画館チェーン Lumiq が “began renting its auditoriums to businesses” ことと、その成果についてなので (A) が正解です。(B) 医療用品の卸売業者は冒頭の利用例にすぎません。(C) ホテルは価格の比較に出てくるだけで、客を失っているとは書かれていません。(D) 映画館は既存のもので、新設の話ではありません。',
          en: 'Lumiq "began renting its auditoriums to businesses," and the article reports how that has gone: (A). (B) The distributor is just the opening example. (C) Hotels appear only as a price comparison. (D) The cinemas already exist.',
        },
        tags: ['main idea', 'article'],
      },
      {
        question: "What is indicated about Lumiq's corporate bookings?",
        options: [
          'They take place mainly in the evening.',
          "They provide about one-tenth of the chain's revenue.",
          'They began less than a year ago.',
          'They include job fairs.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: "文章说企业预订 “now bring in 9 percent of the chain's revenue”，约为十分之一，所以 (B) 正确。(A) 租用时段是工作日上午；(C) 这项业务两年前就开始了；(D) 招聘会去年春天试过后已经停止。",
          ja: "法人予約は “now bring in 9 percent of the chain's revenue” とあり、約10分の1なので (B) が正解です。(A) 利用は平日の午前中です。(C) 2年前に始まっています。(D) 就職フェアは昨春試した後にやめています。",
          en: 'Corporate bookings "now bring in 9 percent of the chain\'s revenue," about a tenth: (B). (A) They use weekday mornings. (C) They began two years ago. (D) Job fairs were tried and dropped.',
        },
        tags: ['detail', 'article'],
      },
      {
        question: 'Why were job fairs discontinued?',
        options: [
          'Too few companies booked them.',
          'The screens could not be used.',
          'The fixed seats left no space for booths.',
          'Hotels offered lower prices.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '文章说参展商抱怨 “there was no room for booths between the fixed rows of seats”，所以 (C) 正确。(A) 没有说预订太少；(B) 银幕与招聘会的问题无关；(D) 恰恰相反，影院的价格比酒店低。',
          ja: '出展者が “there was no room for booths between the fixed rows of seats” と苦情を言ったためなので (C) が正解です。(A) 予約が少なかったとは書かれていません。(B) スクリーンは問題ではありません。(D) むしろ映画館のほうがホテルより安いのです。',
          en: 'Exhibitors said "there was no room for booths between the fixed rows of seats": (C). (A) Low demand is not mentioned. (B) The screens were not the issue. (D) Cinemas are cheaper than hotels, not the reverse.',
        },
        tags: ['reason', 'article'],
      },
      {
        question: `${INSERT}\n"Hotels, for their part, say they have noticed."`,
        options: ['[1]', '[2]', '[3]', '[4]'],
        correctAnswer: 2,
        explanation: {
          zh: '这句话说酒店“注意到了”，必须紧跟在提到酒店的地方；[3] 前面正是影院价格远低于酒店宴会厅的比较，所以 (C) 正确。(A) [1] 处描述的是影院里的场景，没有提到酒店；(B) [2] 处讲收入比例，随后是 Anand 的引语，也没有酒店；(D) [4] 处讲招聘会的失败，与酒店无关。',
          ja: 'この文の「ホテル側も気づいている」は、ホテルが話題になった直後に置く必要があります。[3] の直前は映画館がホテルの宴会場よりずっと安いという比較なので (C) が正解です。(A) [1] は映画館内の様子の描写で、ホテルは出てきません。(B) [2] は売上の割合の話で、その後は Anand 氏の発言です。(D) [4] は就職フェアの失敗の話です。',
          en: '"Hotels … have noticed" must follow a mention of hotels; just before [3] the article compares the cinema price with hotel ballrooms: (C). (A) [1] follows the scene in the auditorium, with no hotels. (B) [2] follows the revenue figures and leads into Mr. Anand\'s quote. (D) [4] is about the failed job fairs.',
        },
        tags: ['sentence insertion', 'article'],
      },
    ],
  },

  // ── Level 4: online chat with an intent question ──
  {
    id: 'bank-p7-l4-g8',
    difficulty: 4,
    passage:
      "[10:14 A.M.] Harriet Osondu: The client just moved Thursday's presentation from their office to ours. They want to see the showroom.\n[10:15 A.M.] Matteo Ferrand: Ours is half empty this week. The new sofa samples don't arrive until Friday.\n[10:16 A.M.] Yuki Balogun: The Birchfield store has the full range on display, and it's only twenty minutes from their office.\n[10:17 A.M.] Harriet Osondu: Now you're talking. I'll ask whether they'd mind meeting there instead.\n[10:18 A.M.] Matteo Ferrand: I can drive over on Wednesday afternoon and make sure everything in the display is in order.\n[10:24 A.M.] Harriet Osondu: They've agreed. Thursday at 2:00 at Birchfield. Thanks, both.",
    questions: [
      {
        question: 'Why did the client change the meeting place?',
        options: [
          'Its own office is being renovated.',
          'It wanted to see a showroom.',
          'It preferred a location closer to the airport.',
          'The meeting was too large for its office.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: 'Osondu 女士说客户改地点是因为 “They want to see the showroom”，所以 (B) 正确。(A) 装修、(C) 机场和 (D) 人数问题都没有提到。',
          ja: 'Osondu さんは顧客が場所を変えた理由を “They want to see the showroom” と書いているので (B) が正解です。(A) 改装、(C) 空港、(D) 人数の問題はどれも出てきません。',
          en: 'The client moved the meeting because "They want to see the showroom": (B). (A) Renovation, (C) an airport and (D) the group\'s size are never mentioned.',
        },
        tags: ['reason', 'text messages'],
      },
      {
        question:
          'At 10:17 A.M., what does Ms. Osondu most likely mean when she writes, "Now you\'re talking"?',
        options: [
          'She wants Ms. Balogun to speak to the client.',
          "She thinks Ms. Balogun's idea is a good one.",
          'She is surprised that the store is so close.',
          'She wants to discuss the problem by phone.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: "Balogun 女士建议改在展品齐全、离客户近的 Birchfield 店，Osondu 女士说 “Now you're talking” 并马上表示去问客户，表示她赞成这个主意，(B) 正确。(A) 是她自己去问客户；(C) 这句话表达赞同，不是惊讶；(D) 她们继续在聊天中讨论，没有要打电话。",
          ja: "Balogun さんが展示のそろった近くの Birchfield 店を提案し、Osondu さんは “Now you're talking” と書いてすぐ顧客に聞くと言っているので、良い案だという意味の (B) が正解です。(A) 顧客に聞くのは彼女自身です。(C) 賛成の表現で、驚きではありません。(D) 電話で話そうとは言っていません。",
          en: 'Ms. Balogun suggests the fully stocked Birchfield store near the client; "Now you\'re talking" welcomes the idea, and Ms. Osondu immediately acts on it: (B). (A) She asks the client herself. (C) It expresses approval, not surprise. (D) Nobody proposes a phone call.',
        },
        tags: ['speaker intent', 'text messages'],
      },
      {
        question: 'What will Mr. Ferrand most likely do on Wednesday?',
        options: [
          'Pick up sofa samples',
          'Meet the client at its office',
          'Check a display at another store',
          'Rearrange his own showroom',
        ],
        correctAnswer: 2,
        explanation: {
          zh: 'Ferrand 先生说周三下午 “drive over”（去 Birchfield 店）“make sure everything in the display is in order”，所以 (C) 正确。(A) 样品周五才到；(B) 会面是周四在 Birchfield；(D) 他们自己的展厅不会用来开会。',
          ja: 'Ferrand さんは水曜の午後 Birchfield 店へ “drive over” して “make sure everything in the display is in order” と言っているので (C) が正解です。(A) サンプルは金曜日に届きます。(B) 顧客との面会は木曜日に Birchfield です。(D) 自分たちのショールームは使いません。',
          en: 'He will "drive over on Wednesday afternoon and make sure everything in the display is in order" at Birchfield: (C). (A) The samples come on Friday. (B) The meeting is Thursday, at Birchfield. (D) Their own showroom is not being used.',
        },
        tags: ['next action', 'text messages'],
      },
    ],
  },

  // ── Level 4: notice ──
  {
    id: 'bank-p7-l4-g9',
    difficulty: 4,
    passage:
      'NOTICE TO ALL CONTRACTORS AND SUPPLIERS — Linnell House\n\nFrom Monday, May 5, all deliveries to Linnell House must use the loading dock on Pym Street. The main entrance on Grafton Avenue may no longer be used for deliveries of any size.\n\nDeliveries are accepted from 7:00 to 10:00 A.M. and from 2:00 to 4:00 P.M., Monday to Friday. Vehicles may remain at the dock for no more than 30 minutes. Drivers must sign in at the dock office and state the name of the tenant receiving the goods.\n\nDeliveries outside these hours must be arranged with Building Management (extension 300) at least 48 hours in advance, and a security charge will apply.',
    questions: [
      {
        question: 'What is the purpose of the notice?',
        options: [
          'To announce the opening of a new entrance',
          'To explain new rules for deliveries',
          'To request bids from delivery companies',
          'To inform tenants of a security charge increase',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '通知规定了送货必须走 Pym 街的装卸台、接收时间、停留时长等，所以 (B) 正确。(A) 装卸台不是新开的，改变的是主入口不再用于送货；(C) 没有招标；(D) 安保费只适用于非规定时间送货，没有说涨价。',
          ja: '配送は Pym 通りの搬入口を使うこと、受付時間、停車時間など新しい規則を説明しているので (B) が正解です。(A) 搬入口は新設ではなく、正面入口が使えなくなるという変更です。(C) 入札の募集はありません。(D) 警備料金は時間外配送にかかるもので、値上げの話ではありません。',
          en: 'It sets out where, when and how deliveries must be made: (B). (A) The dock is not new; the change is that the main entrance is closed to deliveries. (C) No bids are requested. (D) The security charge applies to out-of-hours deliveries; no increase is announced.',
        },
        tags: ['purpose', 'notice'],
      },
      {
        question: 'What is required for a delivery at 6:00 P.M. on a Wednesday?',
        options: [
          'It must use the Grafton Avenue entrance.',
          'It must be arranged at least two days ahead.',
          'It must take less than 30 minutes in total.',
          'It must be signed for by Building Management.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '工作日的收货时间是 7–10 点和 14–16 点，晚上 6 点在规定时间外，必须 “at least 48 hours in advance” 向物业安排，即提前两天，(B) 正确。(A) 主入口已不能用于任何送货；(C) 30 分钟是所有车辆的停留上限，不是对非规定时间送货的特别要求；(D) 签到的是司机，要说明收货租户的名字。',
          ja: '平日の受付は7〜10時と14〜16時で、午後6時は時間外なので “at least 48 hours in advance” に管理事務所と調整する必要があり、(B) が正解です。(A) 正面入口はどんな配送にも使えません。(C) 30分はすべての車両の停車制限で、時間外配送特有の条件ではありません。(D) サインするのは運転手で、受取テナント名を告げます。',
          en: '6:00 P.M. is outside the 7–10 and 2–4 windows, so it must be arranged "at least 48 hours in advance": (B). (A) The main entrance is closed to all deliveries. (C) The 30-minute limit applies to every vehicle; it is not the out-of-hours requirement. (D) Drivers sign in themselves and name the receiving tenant.',
        },
        tags: ['inference', 'notice'],
      },
    ],
  },

  // ── Level 5: letter ──
  {
    id: 'bank-p7-l5-g6',
    difficulty: 5,
    passage:
      'QUAYBRIDGE SYSTEMS\n\n11 March\n\nMr. Teodor Valkonen\nOperations Director, Norrvik Freight\n\nDear Mr. Valkonen,\n\nThank you for your letter of 3 March. You are right that the second phase of your warehouse system, due on 28 February, has not been delivered, and I will not pretend that the delay is anything other than our responsibility.\n\nThe cause was our decision to give part of the integration work to a subcontractor without consulting you. When that work failed our own tests in mid-February, we had to redo it ourselves. I should have told you then, rather than in the final week.\n\nWe will deliver the second phase on 4 April. In recognition of the delay, we will not invoice the remaining 15 percent of the phase-two fee, and one of our senior engineers, Ruth Abiodun, will be based at your Felling site for the first two weeks after the system goes live, at no charge.\n\nI recognize that this does not cover the overtime your staff have worked to keep manual processes running in March. If you can send me an estimate of that cost, I would like to discuss it with you personally.\n\nYours sincerely,\n\nGwen Aldous\nManaging Director',
    questions: [
      {
        question: 'What is the main purpose of the letter?',
        options: [
          'To request payment of an overdue invoice',
          'To respond to a complaint about a late project',
          'To introduce a new senior engineer',
          'To propose a new subcontractor',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '信是回复 Valkonen 先生 3 月 3 日的来信，承认第二阶段逾期并提出补救措施，所以 (B) 正确。(A) 恰恰相反，公司放弃收取剩余的 15% 费用；(C) Abiodun 工程师是补救措施的一部分，不是信的目的；(D) 延误正是因为使用了分包商，没有提议新的分包商。',
          ja: 'Valkonen 氏の3月3日付の手紙への返信で、第2段階の遅れを認めて対応策を示しているので (B) が正解です。(A) 逆に残り15%の料金を請求しないと述べています。(C) Abiodun 氏の派遣は対応策の一部で、手紙の目的ではありません。(D) 遅れの原因が下請けで、新たな下請けの提案ではありません。',
          en: "It answers Mr. Valkonen's letter about the late second phase and offers remedies: (B). (A) On the contrary, the remaining 15 percent will not be invoiced. (C) Ms. Abiodun is part of the remedy, not the point of the letter. (D) A subcontractor caused the delay; no new one is proposed.",
        },
        tags: ['purpose', 'letter'],
      },
      {
        question: 'What does Ms. Aldous say she should have done differently?',
        options: [
          'Informed the client of the problem sooner',
          "Tested the subcontractor's work earlier",
          'Charged the full phase-two fee',
          'Assigned more engineers to the Felling site',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '她写道 “I should have told you then, rather than in the final week”，即应当更早告知客户，(A) 正确。(B) 测试是二月中旬做的，她没有说应该更早测试；(C) 她主动放弃了部分费用；(D) 工程师驻场是补偿措施，不是她后悔没做的事。',
          ja: '“I should have told you then, rather than in the final week” と書いており、もっと早く顧客に知らせるべきだったという (A) が正解です。(B) テストは2月中旬に行われ、もっと早く検査すべきだったとは書いていません。(C) 料金の一部は自ら放棄しています。(D) 技術者の常駐は埋め合わせの策で、悔やんでいることではありません。',
          en: '"I should have told you then, rather than in the final week": (A). (B) She does not say the testing should have come earlier. (C) She is waiving part of the fee. (D) The engineer on site is a remedy, not a regret.',
        },
        tags: ['detail', 'letter'],
      },
      {
        question: "What is suggested about the overtime worked by Norrvik Freight's staff?",
        options: [
          'It was caused by the subcontractor directly.',
          'It is covered by the 15 percent reduction.',
          'Its cost may be compensated after further discussion.',
          'It will end when Ms. Abiodun arrives.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '她承认现有补偿 “does not cover the overtime”，并请对方提供费用估算以便 “discuss it with you personally”，暗示可能另行补偿，(C) 正确。(A) 加班是为维持手工流程，不是分包商直接造成的；(B) 正相反，她说这部分不在补偿之内；(D) Abiodun 在系统上线后才驻场，与三月的加班无关。',
          ja: '現在の対応は “does not cover the overtime” と認め、費用の見積もりを送ってもらえれば “discuss it with you personally” と書いているので、さらなる補償の可能性を示す (C) が正解です。(A) 残業は手作業を続けるためで、下請けが直接起こしたものではありません。(B) 逆に、それは補償に含まれないと言っています。(D) Abiodun 氏は稼働後に来るので、3月の残業とは関係ありません。',
          en: 'She admits the remedies do "not cover the overtime" and asks for an estimate to "discuss it with you personally," implying possible compensation: (C). (A) The overtime kept manual processes running; the subcontractor did not cause it directly. (B) She says the opposite. (D) Ms. Abiodun arrives only after go-live.',
        },
        tags: ['inference', 'letter'],
      },
    ],
  },

  // ── Level 5: online chat with an intent question ──
  {
    id: 'bank-p7-l5-g7',
    difficulty: 5,
    passage:
      "[4:02 P.M.] Ottilie Fairbairn: The bid is due on the council's portal at 5:00. Are we final on the labor figure?\n[4:04 P.M.] Dev Kulkarni: Almost. If we price the night crews at current rates, we're at 1.86 million. But the union agreement is renegotiated in July.\n[4:05 P.M.] Benedikt Hrabal: The last renegotiation added four percent.\n[4:06 P.M.] Ottilie Fairbairn: The contract runs three years. We'd be eating that for two and a half of them.\n[4:07 P.M.] Dev Kulkarni: The tender allows a price-adjustment clause tied to the published wage index. It's on page 14.\n[4:08 P.M.] Benedikt Hrabal: That's the cleaner route. We bid at current rates and invoke the clause after July.\n[4:09 P.M.] Ottilie Fairbairn: Agreed. Dev, add a line to the cover letter citing the clause. I'll upload at 4:45. I'm not leaving it to the last minute after what happened with the portal in March.",
    questions: [
      {
        question: 'What are the writers most likely preparing?',
        options: [
          'A wage agreement with a union',
          'A bid for a public contract',
          'A report on overtime costs',
          'A job advertisement for night crews',
        ],
        correctAnswer: 1,
        explanation: {
          zh: "他们在讨论 “The bid is due on the council's portal at 5:00”，为市议会的合同投标，(B) 正确。(A) 工会协议是七月重新谈判的外部因素，不是他们在准备的东西；(C) 没有讨论加班报告；(D) 夜班工人是现有人员，不是招聘。",
          ja: "“The bid is due on the council's portal at 5:00” とあり、市議会の契約の入札を準備しているので (B) が正解です。(A) 組合との協定は7月に改定される外部要因で、彼らが準備しているものではありません。(C) 残業の報告書の話はありません。(D) 夜間作業員は既存の人員で、求人ではありません。",
          en: '"The bid is due on the council\'s portal at 5:00": (B). (A) The union agreement is an outside factor renegotiated in July. (C) No overtime report is discussed. (D) The night crews already exist; no hiring is planned.',
        },
        tags: ['main idea', 'text messages'],
      },
      {
        question:
          'At 4:06 P.M., what does Ms. Fairbairn imply when she writes, "We\'d be eating that for two and a half of them"?',
        options: [
          'The crews would work through their meal breaks.',
          'The company would absorb a cost increase for most of the contract.',
          'The contract is too short to be profitable.',
          'The union agreement will take years to renegotiate.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '七月工资可能再涨约 4%，而合同为期三年，若按现价投标，公司要在其中两年半自己承担（eat）这部分上涨，(B) 正确。(A) eat 是“自行承担损失”的口语，与吃饭无关；(C) 她没说合同太短，问题是成本上涨；(D) 两年半指合同剩余期限，不是谈判时间。',
          ja: '7月に賃金が約4%上がる可能性があり、契約は3年なので、現行単価で入札すれば2年半その増加分を自社で負担する（eat）ことになるという意味で (B) が正解です。(A) eat は「損失をかぶる」という口語で、食事とは無関係です。(C) 契約が短すぎるのではなく、費用増が問題です。(D) 2年半は契約の残り期間で、交渉期間ではありません。',
          en: 'A likely 4 percent rise in July, on a three-year contract priced at current rates, would be swallowed by the company for two and a half years: (B). (A) "Eating" a cost means absorbing it, not meals. (C) Her worry is the cost rise, not the length. (D) The two and a half years are the contract\'s remainder, not a negotiation.',
        },
        tags: ['speaker intent', 'text messages'],
      },
      {
        question: "What is suggested about the council's portal?",
        options: [
          'It closes at 4:45 P.M.',
          'It has caused problems before.',
          'It does not accept cover letters.',
          'It lists the wage index on page 14.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: 'Fairbairn 女士说提前上传是因为 “after what happened with the portal in March”，暗示门户网站三月出过问题，(B) 正确。(A) 截止时间是 5 点，4:45 是她打算上传的时间；(C) 他们要在附信中加一句，说明可以提交附信；(D) 第 14 页是招标文件中价格调整条款的位置。',
          ja: 'Fairbairn さんが早めにアップロードする理由は “after what happened with the portal in March” で、3月にポータルでトラブルがあったことを示すので (B) が正解です。(A) 締め切りは5時で、4:45は彼女がアップロードする時刻です。(C) カバーレターに一文を加えるので、提出できると分かります。(D) 14ページは入札書類の価格調整条項の場所です。',
          en: 'She will upload early "after what happened with the portal in March," implying trouble before: (B). (A) The deadline is 5:00; 4:45 is when she will upload. (C) They are adding a line to the cover letter, so letters are accepted. (D) Page 14 is where the tender\'s clause is.',
        },
        tags: ['inference', 'text messages'],
      },
    ],
  },

  // ── Level 3: FAQ web page ──
  {
    id: 'bank-p7-l3-g9',
    difficulty: 3,
    passage:
      'CITY OF TAMSWORTH — Business Permit Center\nFrequently Asked Questions: Mobile Food Vendor Permits\n\nHow long is a permit valid?\nPermits are valid for one year from the date of issue.\n\nWhen should I apply to renew?\nApply at least 30 days before your permit expires. Vendors who renew late must stop trading until the new permit is issued, which normally takes 10 business days.\n\nWhat do I need to submit?\nA completed renewal form, a current vehicle inspection certificate and proof of insurance. If your menu has changed since your last permit was issued, you must also include the new menu.\n\nCan I renew online?\nYes. Online renewals cost $180. Renewals made in person at our office cost $200 because of the extra processing.\n\nWhere can I trade?\nYour permit allows you to trade in the zones shown on the map at tamsworth.gov/foodzones. Trading anywhere else requires a separate event permit.',
    questions: [
      {
        question: 'For whom is the information most likely intended?',
        options: [
          'People who run food trucks',
          'Restaurant customers',
          'Vehicle inspectors',
          'Organizers of city events',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '网页是关于 “Mobile Food Vendor Permits” 的问答，讲续签、提交材料和营业区域，对象是流动餐车经营者，(A) 正确。(B) 顾客不需要许可证；(C) 车辆检验证书是摊贩要提交的材料，不是写给检验员的；(D) 活动许可只在最后一条作为例外提到。',
          ja: '“Mobile Food Vendor Permits” についての Q&A で、更新や提出書類、営業区域を説明しているので、キッチンカーの営業者向けの (A) が正解です。(B) 客には許可証は不要です。(C) 車両検査証は業者が出す書類で、検査員向けの情報ではありません。(D) イベント許可は最後に例外として触れられるだけです。',
          en: 'It answers questions about "Mobile Food Vendor Permits": renewal, documents, trading zones. It is for food-truck operators: (A). (B) Customers need no permit. (C) The inspection certificate is something vendors submit, not information for inspectors. (D) Event permits appear only as an exception.',
        },
        tags: ['audience', 'web page'],
      },
      {
        question: 'What is true about renewing online?',
        options: [
          'It takes 30 days.',
          'It costs less than renewing in person.',
          'It does not require proof of insurance.',
          'It is only possible for new vendors.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '网上续签 $180，现场续签 $200，所以网上更便宜，(B) 正确。(A) 30 天是应提前申请的天数，办理一般要 10 个工作日；(C) 保险证明是所有续签都要交的材料；(D) 网上办理的正是续签，不限于新摊贩。',
          ja: 'オンラインは $180、窓口は $200 なのでオンラインのほうが安く、(B) が正解です。(A) 30日は申請すべき時期で、手続き自体は通常10営業日です。(C) 保険の証明はどの更新でも必要です。(D) オンラインでできるのはまさに更新で、新規業者に限りません。',
          en: 'Online renewal costs $180 against $200 in person: (B). (A) Thirty days is how early to apply; processing takes about 10 business days. (C) Proof of insurance is always required. (D) Online renewal is for existing permit holders, not only new vendors.',
        },
        tags: ['detail', 'web page'],
      },
      {
        question: 'When must a vendor include a menu with a renewal?',
        options: [
          'Every time the permit is renewed',
          'When the vendor renews in person',
          'When the menu has changed since the last permit',
          'When the vendor wants to trade at an event',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '网页说 “If your menu has changed since your last permit was issued, you must also include the new menu”，所以 (C) 正确。(A) 并不是每次都要交菜单；(B) 菜单要求与现场还是网上续签无关；(D) 在活动中营业需要的是另一份活动许可，不是菜单。',
          ja: '“If your menu has changed since your last permit was issued, you must also include the new menu” とあるので (C) が正解です。(A) 毎回必要なわけではありません。(B) 窓口かオンラインかは関係ありません。(D) イベントでの営業に必要なのは別のイベント許可で、メニューではありません。',
          en: '"If your menu has changed since your last permit was issued, you must also include the new menu": (C). (A) It is not needed every time. (B) How one renews does not matter. (D) Trading at an event needs a separate event permit, not a menu.',
        },
        tags: ['detail', 'web page'],
      },
    ],
  },

  // ── Level 3: article with a sentence insertion ──
  {
    id: 'bank-p7-l3-g10',
    difficulty: 3,
    passage:
      "Print Firm's Four-Day Week Passes First Test\n\nDUNMERE — When Colette Bellamy told the 40 employees of Bellamy & Ostrowski Printers last spring that the company would try a four-day week, several of her own managers expected it to fail. [1] Printing is a deadline business, and customers rarely care what day of the week it is.\n\nSix months into the trial, the firm's figures tell a different story. Output per employee has risen by 6 percent, and the share of orders delivered late has fallen from about one in twenty to one in fifty. [2] Staff work four nine-hour days, and shifts are staggered so that the presses still run five days a week.\n\nMs. Bellamy credits much of the improvement to fewer interruptions. \"When people know they have a day off coming, they protect their time on the other four,\" she said. [3]\n\nNot everyone has benefited equally. The firm's two delivery drivers still work five days, because customers expect deliveries on every weekday, and they receive an extra day of paid leave each month instead. [4] The trial will be reviewed in March, when the company will decide whether to make the change permanent.",
    questions: [
      {
        question: 'What is the article mainly about?',
        options: [
          'The opening of a new printing company',
          'The results of a trial of a shorter working week',
          'A shortage of delivery drivers',
          'The retirement of a company founder',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '文章报道印刷公司试行四天工作制六个月后的结果，所以 (B) 正确。(A) 公司早已存在；(C) 送货司机只是其中一段，讲的是他们仍上五天班，不是短缺；(D) 没有提到退休。',
          ja: '印刷会社が週4日勤務を試して6か月後の結果を伝える記事なので (B) が正解です。(A) 会社は以前からあります。(C) 配送ドライバーは一段落で、週5日勤務のままという話で、人手不足ではありません。(D) 引退の話はありません。',
          en: 'It reports on six months of a four-day-week trial at a printer: (B). (A) The firm is not new. (C) The drivers still work five days; there is no shortage. (D) No one is retiring.',
        },
        tags: ['main idea', 'article'],
      },
      {
        question: 'What is indicated about late deliveries?',
        options: [
          'They have become less frequent.',
          'They increased at first.',
          'They happen mainly on Fridays.',
          "They are the drivers' responsibility.",
        ],
        correctAnswer: 0,
        explanation: {
          zh: '文章说延误订单的比例从约二十分之一降到五十分之一，所以 (A) 正确。(B) 没有说一开始增加；(C) 没有提到延误集中在周五；(D) 没有把延误归咎于司机。',
          ja: '遅配の割合が約20件に1件から50件に1件に下がったとあるので (A) が正解です。(B) 最初に増えたとは書かれていません。(C) 金曜日に多いという話はありません。(D) ドライバーの責任だとも書かれていません。',
          en: 'Late orders fell "from about one in twenty to one in fifty": (A). (B) No early rise is reported. (C) Nothing ties them to Fridays. (D) The drivers are not blamed.',
        },
        tags: ['detail', 'article'],
      },
      {
        question: "What is stated about the company's delivery drivers?",
        options: [
          'They have been replaced by a courier.',
          'They work four longer days.',
          'They get extra paid leave.',
          'They asked to end the trial.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '文章说两名司机仍上五天班，“they receive an extra day of paid leave each month instead”，所以 (C) 正确。(A) 没有换成快递公司；(B) 每天九小时、一周四天的是其他员工；(D) 没有说他们要求结束试行。',
          ja: '2人のドライバーは週5日勤務のままで、“they receive an extra day of paid leave each month instead” とあるので (C) が正解です。(A) 配送業者に替わってはいません。(B) 1日9時間の週4日勤務は他の社員です。(D) 試行の中止を求めたとは書かれていません。',
          en: 'The drivers still work five days and "receive an extra day of paid leave each month instead": (C). (A) No courier replaces them. (B) The four nine-hour days apply to the other staff. (D) They did not ask to end the trial.',
        },
        tags: ['detail', 'article'],
      },
      {
        question: `${INSERT}\n"Meetings, for example, are now limited to thirty minutes and held only in the mornings."`,
        options: ['[1]', '[2]', '[3]', '[4]'],
        correctAnswer: 2,
        explanation: {
          zh: '这句话用 “for example” 举例说明员工如何保护工作时间、减少打扰，应放在 [3]，紧接 Bellamy 女士关于 “fewer interruptions” 的话，(C) 正确。(A) [1] 处讲经理们的怀疑；(B) [2] 处讲产量和延误的数字；(D) [4] 处讲司机的情况，都不是这个例子要说明的内容。',
          ja: 'この文は “for example” で、仕事の時間を守り中断を減らす方法の例を示しているので、Bellamy さんの “fewer interruptions” の発言に続く [3] に入り (C) が正解です。(A) [1] は管理職の懐疑、(B) [2] は生産性と遅配の数字、(D) [4] はドライバーの話で、どれもこの例が説明する内容ではありません。',
          en: "The sentence gives \"for example\" a way staff protect their time from interruptions, so it follows Ms. Bellamy's point about fewer interruptions, at [3]: (C). (A) [1] follows the managers' doubts. (B) [2] follows the output and lateness figures. (D) [4] follows the drivers' arrangement; none of these is what the example illustrates.",
        },
        tags: ['sentence insertion', 'article'],
      },
    ],
  },

  // ── Level 5: e-mail ──
  {
    id: 'bank-p7-l5-g8',
    difficulty: 5,
    passage:
      "To: Executive Committee\nFrom: Ivo Renwick, Head of Procurement\nDate: 9 September\nSubject: Casing supply after the Harlan shutdown\n\nColleagues,\n\nLast month's flood at Harlan Plastics halted our only source of molded casings for eleven days, and we missed shipments to two of our three largest customers. Harlan expects to be back at full capacity by October, and its prices remain the lowest we have been quoted.\n\nI do not recommend leaving Harlan. I do recommend that we stop relying on it entirely. Delmont Polymers has quoted 8 percent above Harlan's price for a minimum of 30 percent of our annual volume. Taken alone, that adds roughly $140,000 a year to our costs. Set against the late-delivery penalties we paid in August, and the order one customer has since moved to a competitor, I believe it is a modest premium.\n\nDelmont will need about ten weeks to produce approved samples, so if the committee agrees on the 16th, the earliest we could place a first order is the end of November. I would also ask Finance to show the premium as a separate line in next year's budget, so that its cost stays visible and can be reviewed once we have a year of experience with two suppliers.\n\nIvo Renwick",
    questions: [
      {
        question: 'What is the purpose of the e-mail?',
        options: [
          'To announce that the company will stop buying from Harlan',
          'To report that Harlan has raised its prices',
          'To recommend adding a second supplier',
          'To request a larger procurement budget',
        ],
        correctAnswer: 2,
        explanation: {
          zh: 'Renwick 先生说 “I do not recommend leaving Harlan. I do recommend that we stop relying on it entirely”，建议向 Delmont 采购至少 30% 的量，即增加第二家供应商，(C) 正确。(A) 他明确反对离开 Harlan；(B) Harlan 的价格仍是最低的，没有涨价；(D) 他请财务把溢价单列，但没有要求增加采购部预算。',
          ja: 'Renwick 氏は “I do not recommend leaving Harlan. I do recommend that we stop relying on it entirely” と述べ、Delmont から3割以上を調達することを提案しているので、2社目の仕入れ先を加える (C) が正解です。(A) Harlan との取引をやめることには反対しています。(B) Harlan の価格は今も最安で、値上げの話はありません。(D) 割増分を別項目にするよう頼んでいるだけで、予算増額の要求ではありません。',
          en: '"I do not recommend leaving Harlan. I do recommend that we stop relying on it entirely," with at least 30 percent from Delmont: a second supplier, (C). (A) He argues against leaving Harlan. (B) Harlan is still the cheapest; no increase is reported. (D) He asks for the premium to be shown separately, not for a bigger budget.',
        },
        tags: ['purpose', 'e-mail'],
      },
      {
        question: 'What does Mr. Renwick suggest about the additional $140,000 a year?',
        options: [
          'It will be recovered from Harlan.',
          'It is small compared with the cost of the recent disruption.',
          "It will fall once Delmont's samples are approved.",
          'It is more than the committee can approve.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '他说与八月支付的延误罚款和一位客户转走的订单相比，“I believe it is a modest premium”，即这笔钱相对于最近停产造成的损失不算多，(B) 正确。(A) 没有说向 Harlan 索赔；(C) 样品批准与价格下降无关；(D) 他请委员会在 16 日批准，没有说超出权限。',
          ja: '8月の遅延違約金や他社に移った注文と比べれば “I believe it is a modest premium” と述べており、最近の供給停止の損失に比べて小さいという意味で (B) が正解です。(A) Harlan から回収するとは言っていません。(C) サンプルの承認で価格が下がるとは書かれていません。(D) 16日に委員会の同意を求めており、権限を超えるとは言っていません。',
          en: 'Against August\'s late-delivery penalties and the lost order, he calls it "a modest premium": (B). (A) He does not propose recovering it from Harlan. (C) Nothing says the price falls after samples are approved. (D) He expects the committee to decide on the 16th.',
        },
        tags: ['inference', 'e-mail'],
      },
      {
        question: 'Why does Mr. Renwick want the premium shown as a separate budget line?',
        options: [
          'So that its cost can be judged later',
          'So that Delmont can be paid faster',
          'So that it can be charged to customers',
          'So that Harlan does not learn about it',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '他说单列是为了 “its cost stays visible and can be reviewed once we have a year of experience with two suppliers”，即以后能评估这笔钱是否值得，(A) 正确。(B) 付款速度没有提到；(C) 没有说转嫁给客户；(D) 没有提到对 Harlan 保密。',
          ja: '別項目にするのは “its cost stays visible and can be reviewed once we have a year of experience with two suppliers” のためで、後で妥当性を評価できるようにする (A) が正解です。(B) 支払いの速さの話はありません。(C) 顧客に転嫁するとは書かれていません。(D) Harlan に知られないためという話もありません。',
          en: 'So that "its cost stays visible and can be reviewed once we have a year of experience with two suppliers": (A). (B) Payment speed is not mentioned. (C) Passing it to customers is not mentioned. (D) Keeping it from Harlan is not mentioned.',
        },
        tags: ['reason', 'e-mail'],
      },
    ],
  },
];
