import type { ReadingSet } from '../types';

/**
 * Part 6 — Text Completion: texts written as sets (questions bank-p6-l{level}-g{n}-1 … 4). Each
 * text has four blanks, one of them a sentence insertion, and most blanks need the text around them.
 */
export const part6Sets: ReadingSet[] = [
  // ── Level 2 (500–600) ──
  {
    id: 'bank-p6-l2-g2',
    difficulty: 2,
    passage:
      'To: All staff\nFrom: Hester Blom, Office Manager\nDate: May 12\nSubject: Kitchen refrigerator\n\nDear all,\n\nStarting next week, the refrigerator in the second-floor kitchen will be cleaned out every Friday at 4:00 P.M. Any food left inside at that time -- (1) --.\n\nWe are making this change because of several complaints about unpleasant smells. -- (2) --\n\nTo avoid losing your lunch, please write your name and the date on -- (3) -- containers. -- (4) --, labels and markers are now available in the supply cabinet next to the sink.\n\nThank you for helping to keep our kitchen clean.\n\nHester Blom',
    questions: [
      {
        question: 'Which choice best fills blank (1)?',
        options: ['was thrown away', 'will be thrown away', 'throws away', 'has thrown'],
        correctAnswer: 1,
        explanation: {
          zh: '前一句说 “Starting next week … will be cleaned out every Friday”，这是今后的新规定，食物会“被”扔掉，需要将来时被动语态 will be thrown away。was thrown away 是过去时，与将来的安排矛盾；throws away 和 has thrown 是主动语态，食物不能自己扔东西。',
          ja: '前の文 “Starting next week … will be cleaned out every Friday” から、これは今後の新しい決まりで、食べ物は「捨てられる」側なので未来の受動態 will be thrown away が正解です。was thrown away は過去形で今後の予定と矛盾し、throws away と has thrown は能動態で、食べ物が何かを捨てることになってしまいます。',
          en: 'The previous sentence sets a new rule from next week, and food is what gets discarded, so the future passive "will be thrown away" is needed. "Was thrown away" is past and contradicts a future rule; "throws away" and "has thrown" are active and would make the food do the throwing.',
        },
        tags: ['verb tense', 'office'],
      },
      {
        question: 'Which choice best fills blank (2)?',
        options: [
          'The kitchen is open to all employees from 7:00 A.M.',
          'New coffee mugs were ordered for the kitchen last week.',
          'Last month, a carton of milk was found that had expired in January.',
          'Please remember to turn off the lights when you leave.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '空格前一句说因为有人投诉有异味才做出改变，插入“上个月还发现了一盒一月就过期的牛奶”具体说明了问题，最连贯，所以选这一项。厨房开放时间、新订的咖啡杯和随手关灯都与异味投诉无关，放在这里会打断话题。',
          ja: '直前の文は、においへの苦情があったので変更するという内容です。「先月は1月に期限切れになった牛乳パックが見つかった」という具体例を続けるのが最も自然です。キッチンの利用時間、新しいマグカップの注文、消灯の呼びかけはいずれもにおいの苦情と関係がなく、流れを断ち切ります。',
          en: "The sentence before gives complaints about smells as the reason; an example of the problem, the long-expired milk, follows naturally. The kitchen's opening time, the new mugs and the reminder about lights have nothing to do with the complaints and would break the flow.",
        },
        tags: ['sentence insertion', 'office'],
      },
      {
        question: 'Which choice best fills blank (3)?',
        options: ['your', 'their', 'its', 'our'],
        correctAnswer: 0,
        explanation: {
          zh: '句子是对读者说的 “To avoid losing your lunch, please write your name …”，容器是读者自己的，所以用 your。their 和 our 与前文的 your 不一致；its 指代单数的物，没有合适的先行词。',
          ja: '読み手に向けて “To avoid losing your lunch, please write your name …” と言っており、容器は読み手自身のものなので your が正解です。their や our は前の your と一致せず、its は単数の物を指しますが、当てはまる先行詞がありません。',
          en: 'The sentence addresses the reader ("your lunch", "your name"), and the containers are the reader\'s own, so "your" is correct. "Their" and "our" clash with the "your" already used, and "its" has no singular noun to refer to.',
        },
        tags: ['pronoun', 'office'],
      },
      {
        question: 'Which choice best fills blank (4)?',
        options: ['Even so', 'By contrast', 'In other words', 'To make this easier'],
        correctAnswer: 3,
        explanation: {
          zh: '前一句要求大家在容器上写名字和日期，后一句说标签和记号笔放在柜子里，这是为了方便大家做到前面的要求，所以用 To make this easier。Even so 表示让步，By contrast 表示对比，In other words 表示换句话说，都与前后的关系不符。',
          ja: '前の文で容器に名前と日付を書くよう頼み、次にラベルとペンが棚にあると伝えているので、その依頼を「しやすくするために」という To make this easier が正解です。Even so は譲歩、By contrast は対比、In other words は言い換えを表し、前後の関係に合いません。',
          en: 'The previous sentence asks staff to label their containers, and the next offers labels and markers, which helps them do it: "To make this easier". "Even so" concedes a point, "by contrast" sets up a difference, and "in other words" restates; none fits.',
        },
        tags: ['connector', 'office'],
      },
    ],
  },
  // ── Level 4 (700–800) ──
  {
    id: 'bank-p6-l4-g2',
    difficulty: 4,
    passage:
      'NEWPORT HARBOR (June 2) — Calder Freight has -- (1) -- plans to move its head office from the harbor district to the new Eastgate Business Park. The move is expected to be complete by October.\n\nThe company\'s lease on its current building expires in September, and the Eastgate site offers nearly twice the floor space at a similar rent. -- (2) --\n\nChief operating officer Mirela Vance said the larger site would also allow Calder to bring its customer service staff, -- (3) -- work in a rented office downtown, into the same building. "Having everyone together will make it much easier to solve problems quickly," she said.\n\nEmployees -- (4) -- to the new offices in stages over the summer, beginning with the accounting department in July.',
    questions: [
      {
        question: 'Which choice best fills blank (1)?',
        options: ['rejected', 'postponed', 'finalized', 'denied'],
        correctAnswer: 2,
        explanation: {
          zh: '下一句说 “The move is expected to be complete by October”，后文还说明了搬迁的具体安排，可见计划已经敲定，所以用 finalized。rejected 和 denied 表示否决，与后文矛盾；postponed 表示推迟，也与十月完成、夏天分批搬迁不符。',
          ja: '次の文に “The move is expected to be complete by October” とあり、後半で移転の段取りまで説明されているので、計画は「確定した」の finalized が正解です。rejected と denied は却下を表し後の内容と矛盾し、postponed（延期した）も10月完了・夏の段階的移転と合いません。',
          en: 'The next sentence says the move should be complete by October, and the article goes on to describe how it will happen, so the plans have been "finalized". "Rejected" and "denied" contradict this, and "postponed" does not fit a move scheduled for this summer and autumn.',
        },
        tags: ['vocabulary', 'business news'],
      },
      {
        question: 'Which choice best fills blank (2)?',
        options: [
          'The harbor district is known for its seafood restaurants.',
          'For a company that has doubled its staff in five years, that extra room was decisive.',
          'Customers can track their shipments online at any time.',
          'Construction at Eastgate will not begin until next spring.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '前一句说新址面积几乎是现在的两倍而租金相近，插入“对一家五年内员工翻倍的公司来说，多出的空间起了决定性作用”顺理成章地解释了搬迁原因。海港区的海鲜餐厅与话题无关；顾客在线追踪货物离题；Eastgate 明年春天才开工与十月完成搬迁相矛盾。',
          ja: '直前で新しい場所は床面積がほぼ2倍で賃料は同程度だと述べているので、「5年で社員が倍増した会社にとって、その広さが決め手になった」と理由を補う文が自然です。港湾地区のシーフード店は無関係で、オンラインでの追跡は話題から外れ、Eastgate の着工が来春だという文は10月の移転完了と矛盾します。',
          en: 'After the point about twice the space at a similar rent, the sentence about a company that doubled its staff explains why the space mattered. Seafood restaurants and online tracking are off the topic, and construction starting next spring contradicts a move finished by October.',
        },
        tags: ['sentence insertion', 'business news'],
      },
      {
        question: 'Which choice best fills blank (3)?',
        options: ['which currently', 'who currently', 'they currently', 'whose currently'],
        correctAnswer: 1,
        explanation: {
          zh: '先行词是 customer service staff（人），关系代词在从句中作主语，所以用 who currently。which 用于指物；they 是人称代词，不能引导从句连接两个分句；whose 表示所属，后面必须接名词。',
          ja: '先行詞は customer service staff（人）で、関係詞節の主語になるので who currently が正解です。which は物に使い、they は人称代名詞で節をつなげられず、whose は所有を表し後に名詞が必要です。',
          en: 'The antecedent "customer service staff" is people, and the relative word is the subject of "work", so "who currently" is correct. "Which" refers to things, "they" cannot join the clauses, and "whose" must be followed by a noun.',
        },
        tags: ['relative pronoun', 'business news'],
      },
      {
        question: 'Which choice best fills blank (4)?',
        options: ['moved', 'have moved', 'were moving', 'will move'],
        correctAnswer: 3,
        explanation: {
          zh: '报道日期是 6 月 2 日，搬迁从 7 月会计部开始，在整个夏天分批进行，是将来的事，所以用 will move。moved 和 were moving 是过去时，have moved 表示已经完成，都与“从七月开始”矛盾。',
          ja: '記事の日付は6月2日で、移転は7月の経理部から夏にかけて段階的に行われる未来の出来事なので will move が正解です。moved と were moving は過去、have moved は完了を表し、「7月から始まる」と矛盾します。',
          en: 'The article is dated June 2 and the move begins in July, so it is still in the future: "will move". "Moved" and "were moving" are past, and "have moved" says it is already done, all contradicting "beginning ... in July".',
        },
        tags: ['verb tense', 'business news'],
      },
    ],
  },
];
