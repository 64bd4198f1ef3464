import type { ReadingSet } from '../types';

/**
 * Part 6 — Text Completion: texts written as sets (questions bank-p6-l{level}-g{n}-1 … 4). Each
 * text has four blanks, one of them a sentence insertion, and most blanks need the text around them.
 */
export const part6Sets: ReadingSet[] = [
  // ── Level 1 (under 500) ──
  {
    id: 'bank-p6-l1-g2',
    difficulty: 1,
    passage:
      'COMMUNITY POOL NOTICE\n\nThe Lakeside Community Pool will -- (1) -- for cleaning from August 4 to August 8. During this time, swimming lessons will take place at the Hillcrest Sports Center on Grove Road. -- (2) --\n\nThe pool will -- (3) -- on Saturday, August 9. We are sorry for any inconvenience.\n\nIf you have any questions, please -- (4) -- the front desk at 555-0133.',
    questions: [
      {
        question: 'Which choice best fills blank (1)?',
        options: ['close', 'closes', 'closed', 'closing'],
        correctAnswer: 0,
        explanation: {
          zh: 'will 后面接动词原形，所以是 close。closes 是第三人称单数，closed 是过去式或过去分词，closing 是 -ing 形式，都不能直接跟在 will 后面。',
          ja: 'will の後には動詞の原形が来るので close が正解です。closes は三人称単数形、closed は過去形・過去分詞、closing は -ing 形で、will の直後に置けません。',
          en: '"Will" is followed by the base form: "will close". "Closes", "closed" and "closing" cannot come directly after "will".',
        },
        tags: ['verb form', 'notice'],
      },
      {
        question: 'Which choice best fills blank (2)?',
        options: [
          'The pool first opened in 1998.',
          'Lesson times will stay the same.',
          'Please bring your own lunch.',
          'Tickets for the summer concert are on sale now.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '前一句说闭馆期间游泳课改在 Hillcrest 体育中心上，接着说明“上课时间不变”最自然。泳池开放年份、自带午餐和音乐会门票都与课程安排无关。',
          ja: '直前の文で閉館中の水泳教室は Hillcrest スポーツセンターで行うと述べているので、「レッスンの時間は変わりません」と続けるのが自然です。開業年、昼食の持参、コンサートのチケットはレッスンの案内と関係ありません。',
          en: 'The sentence before moves the lessons to another center, so saying the lesson times stay the same follows naturally. The year the pool opened, bringing lunch and concert tickets have nothing to do with the lessons.',
        },
        tags: ['sentence insertion', 'notice'],
      },
      {
        question: 'Which choice best fills blank (3)?',
        options: ['close', 'reopen', 'be cleaned', 'be built'],
        correctAnswer: 1,
        explanation: {
          zh: '通知开头说泳池 8 月 4 日至 8 日因清洁关闭，所以 8 月 9 日是重新开放，选 reopen。close 与前文矛盾，泳池那时已经关着；be cleaned 的时间是 4 日到 8 日，不是 9 日；be built 指新建，而这是一座现有的泳池。',
          ja: '冒頭で、プールは8月4日から8日まで清掃のため閉まるとあるので、8月9日は再開する日で reopen が正解です。close は前の内容と矛盾します（その時はすでに閉まっています）。be cleaned は4日から8日のことで、9日ではありません。be built は新しく建てることで、既存のプールには合いません。',
          en: 'The notice opens by closing the pool for cleaning from August 4 to 8, so on August 9 it will "reopen". "Close" contradicts that, since it is already closed; "be cleaned" happens from the 4th to the 8th, not on the 9th; and "be built" would mean a new pool, not this existing one.',
        },
        tags: ['vocabulary', 'notice'],
      },
      {
        question: 'Which choice best fills blank (4)?',
        options: ['calls', 'call', 'calling', 'called'],
        correctAnswer: 1,
        explanation: {
          zh: 'please 后面接动词原形构成祈使句，所以是 call。calls 是第三人称单数，calling 是 -ing 形式，called 是过去式，都不能用于祈使句。',
          ja: 'please の後には動詞の原形を置いて命令文にするので call が正解です。calls は三人称単数形、calling は -ing 形、called は過去形で、命令文に使えません。',
          en: '"Please" introduces an imperative, which uses the base form "call". "Calls", "calling" and "called" cannot be used in an imperative.',
        },
        tags: ['verb form', 'notice'],
      },
    ],
  },
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
  // ── Level 3 (600–700) ──
  {
    id: 'bank-p6-l3-g3',
    difficulty: 3,
    passage:
      'Dear Valued Customer,\n\nThank you for being a member of the Maplestone Rewards program. We are writing to let you know about some changes that will take -- (1) -- on July 1.\n\nCurrently, members earn one point for every dollar they spend. From July, members will earn two points per dollar on purchases made through our mobile app. -- (2) --, purchases made in our stores will continue to earn one point per dollar.\n\nIn addition, points will now -- (3) -- after 24 months instead of 12. -- (4) --\n\nFor full details, please visit maplestone.com/rewards.\n\nSincerely,\nThe Maplestone Rewards Team',
    questions: [
      {
        question: 'Which choice best fills blank (1)?',
        options: ['affect', 'effect', 'effective', 'effectively'],
        correctAnswer: 1,
        explanation: {
          zh: 'take effect 是固定搭配，意为“生效”，所以是 effect（名词）。affect 是动词“影响”，不能作 take 的宾语；effective 是形容词，effectively 是副词，都不能放在 take 之后。',
          ja: 'take effect（発効する）という決まった表現なので名詞の effect が正解です。affect は「影響する」という動詞で take の目的語になれず、effective は形容詞、effectively は副詞で take の後に置けません。',
          en: '"Take effect" (start to apply) is a fixed phrase with the noun "effect". "Affect" is a verb, and "effective" and "effectively" cannot follow "take".',
        },
        tags: ['collocation', 'e-mail'],
      },
      {
        question: 'Which choice best fills blank (2)?',
        options: ['Therefore', 'For example', 'However', 'Likewise'],
        correctAnswer: 2,
        explanation: {
          zh: '前一句说通过手机应用购物可得双倍积分，后一句说门店购物仍是一倍积分，前后是对比关系，所以用 However。Therefore 表示结果，For example 表示举例，Likewise 表示“同样地”，都与前后的对比不符。',
          ja: '前の文はアプリでの購入はポイント2倍、次の文は店舗での購入は1倍のままという対比なので However が正解です。Therefore は結果、For example は例示、Likewise は「同様に」を表し、この対比に合いません。',
          en: 'App purchases earn double points, while store purchases stay at one point: a contrast, so "However". "Therefore" gives a result, "For example" an illustration, and "Likewise" a similarity.',
        },
        tags: ['connector', 'e-mail'],
      },
      {
        question: 'Which choice best fills blank (3)?',
        options: ['expire', 'expiring', 'expired', 'expiration'],
        correctAnswer: 0,
        explanation: {
          zh: 'will now 后面接动词原形，points will now expire 意为“积分将在……后过期”，所以是 expire。expiring 是 -ing 形式，expired 是过去式或过去分词，expiration 是名词，都不能直接跟在 will 后面作谓语。',
          ja: 'will now の後は動詞の原形なので、「ポイントは〜後に失効する」となる expire が正解です。expiring は -ing 形、expired は過去形・過去分詞、expiration は名詞で、will の後で述語になれません。',
          en: '"Will now" needs the base form: "points will now expire". "Expiring", "expired" and the noun "expiration" cannot follow "will" as the verb.',
        },
        tags: ['verb form', 'e-mail'],
      },
      {
        question: 'Which choice best fills blank (4)?',
        options: [
          'Our stores are open seven days a week.',
          'We apologize for the delay in shipping your order.',
          'Membership fees will also be cut in half.',
          'This gives you more time to save up for larger rewards.',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '前一句说积分有效期从 12 个月延长到 24 个月，插入“这让您有更多时间积攒积分兑换更大的奖励”解释了这一变化的好处，最连贯。门店营业时间与积分无关；发货延误道歉与这封通知不符；会员费减半是文中没有依据的新信息，放在这里也突兀。',
          ja: '直前でポイントの有効期限が12か月から24か月に延びると述べているので、「より大きな特典のためにポイントを貯める時間が増えます」とその利点を説明する文が最も自然です。店舗の営業日はポイントと無関係で、発送遅れのおわびはこの案内に合わず、会費半額は根拠のない新情報で唐突です。',
          en: 'The previous sentence extends the life of points from 12 to 24 months, and "This gives you more time to save up for larger rewards" explains the benefit. Store opening days are off the topic, an apology for a late order does not fit this notice, and halved fees would be unexplained new information.',
        },
        tags: ['sentence insertion', 'e-mail'],
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
  {
    id: 'bank-p6-l4-g3',
    difficulty: 4,
    passage:
      'BRENTWICK (March 9) — Oakhurst Bicycles, a family-run repair shop on Canal Street, has been named Small Business of the Year by the Brentwick Chamber of Commerce. The award -- (1) -- each year to a local company that has made an outstanding contribution to the community.\n\nOwner Ruth Penhallow opened the shop in 2009 with a single workbench. Today it employs nine mechanics and runs free repair workshops for secondary school students every Saturday. -- (2) --\n\nMs. Penhallow said she was -- (3) -- by the recognition. She plans to use the $5,000 prize to -- (4) -- the Saturday workshops, which currently have a waiting list of more than forty students.',
    questions: [
      {
        question: 'Which choice best fills blank (1)?',
        options: ['gives', 'is given', 'has given', 'giving'],
        correctAnswer: 1,
        explanation: {
          zh: '奖项是“被颁发”的，而且 each year 表示每年的惯例，所以用一般现在时的被动语态 is given。gives 和 has given 是主动语态，意思变成奖项颁发给别人东西；giving 不能单独作谓语。',
          ja: '賞は「与えられる」側で、each year は毎年の慣例を表すので、現在形の受動態 is given が正解です。gives と has given は能動態で賞が何かを与えることになり、giving は単独で述語になれません。',
          en: 'The award is presented by the Chamber, and "each year" describes a routine, so the present passive "is given" is needed. "Gives" and "has given" are active, making the award the giver, and "giving" cannot be the main verb.',
        },
        tags: ['passive voice', 'article'],
      },
      {
        question: 'Which choice best fills blank (2)?',
        options: [
          'Bicycles should be serviced at least once a year.',
          'The shop will close permanently next month.',
          'More than 600 students have attended the workshops so far.',
          'The Chamber of Commerce was founded in 1952.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '前一句介绍了每周六给学生的免费修车课，接着说“到目前为止已有 600 多名学生参加”，具体说明了对社区的贡献，最连贯。自行车保养建议是泛泛之谈；永久关店与获奖和后文用奖金扩大课程矛盾；商会成立年份与这家店无关。',
          ja: '直前の文で毎週土曜の学生向け無料修理教室を紹介しているので、「これまでに600人以上の学生が参加した」と地域への貢献を具体的に示す文が最も自然です。自転車の点検の勧めは一般論で、来月の閉店は受賞や賞金で教室を広げる話と矛盾し、商工会議所の設立年はこの店と関係ありません。',
          en: "After the free Saturday workshops are introduced, the figure of more than 600 students shows the contribution to the community. Advice on servicing bicycles is generic, a permanent closure contradicts the plan to grow the workshops, and the Chamber's founding year is beside the point.",
        },
        tags: ['sentence insertion', 'article'],
      },
      {
        question: 'Which choice best fills blank (3)?',
        options: ['honored', 'honoring', 'honor', 'honorable'],
        correctAnswer: 0,
        explanation: {
          zh: '描述人的感受“感到荣幸”用过去分词 honored：was honored by the recognition。honoring 表示主动“给予荣誉”；honor 是名词或动词原形，不能跟在 was 后作表语；honorable 意为“可敬的”，与 by the recognition 不搭配。',
          ja: '人が「光栄に思う」という気持ちは過去分詞 honored で表し、was honored by the recognition となります。honoring は「栄誉を与える」という能動の意味、honor は名詞・原形で was の補語になれず、honorable は「立派な」で by the recognition と合いません。',
          en: 'Her feeling is expressed with the participle: "was honored by the recognition". "Honoring" would mean she was doing the honoring, "honor" cannot follow "was" here, and "honorable" (worthy of respect) does not fit "by the recognition".',
        },
        tags: ['word form', 'article'],
      },
      {
        question: 'Which choice best fills blank (4)?',
        options: ['expand', 'shorten', 'cancel', 'postpone'],
        correctAnswer: 0,
        explanation: {
          zh: '句末说周六课程目前有四十多名学生在排队等候，可见需求大，所以要用奖金“扩大”课程，expand 正确。shorten（缩短）、cancel（取消）和 postpone（推迟）都与有候补名单这一事实相矛盾，也不符合获奖后的积极语气。',
          ja: '文末で土曜の教室には40人以上の順番待ちがあると述べており需要が大きいので、賞金で教室を「拡大する」expand が正解です。shorten（短くする）、cancel（中止する）、postpone（延期する）は順番待ちがあるという事実と矛盾し、受賞の前向きな流れにも合いません。',
          en: 'The workshops have a waiting list of more than forty students, so the prize will "expand" them. "Shorten", "cancel" and "postpone" contradict the waiting list and the positive news.',
        },
        tags: ['vocabulary', 'article'],
      },
    ],
  },
  // ── Level 5 (over 800) ──
  {
    id: 'bank-p6-l5-g2',
    difficulty: 5,
    passage:
      "Dear Mr. Ashdown,\n\nThank you for your proposal to renew our cleaning services contract with Tidewell Cleaning for a further three years. Having reviewed it -- (1) --, our facilities committee has a few concerns.\n\nMost -- (2) --, the proposed 12 percent increase in fees is considerably higher than the rate of inflation over the same period. -- (3) --\n\n-- (4) --, we would like the new contract to include a clause allowing either party to end the agreement with 60 days' notice.\n\nWe value our relationship with Tidewell and hope that we can reach an agreement before the current contract ends on September 30.\n\nSincerely,\nBeatriz Quarshie\nFacilities Director, Norland Medical Group",
    questions: [
      {
        question: 'Which choice best fills blank (1)?',
        options: ['barely', 'thoroughly', 'narrowly', 'hardly'],
        correctAnswer: 1,
        explanation: {
          zh: '委员会审阅后提出了几点具体的顾虑（涨价幅度、终止条款），说明是“仔细地”审阅过，所以用 thoroughly。barely 和 hardly 意为“几乎没有”，与提出具体意见矛盾；narrowly 意为“勉强地、狭义地”，不修饰 reviewed。',
          ja: '委員会は見直した結果、値上げ幅や解約条項など具体的な懸念を挙げているので、「徹底的に」見直したという thoroughly が正解です。barely と hardly は「ほとんど〜ない」で具体的な指摘と矛盾し、narrowly は「かろうじて・狭く」で reviewed を修飾しません。',
          en: 'The committee goes on to raise specific points (the fee rise, a termination clause), so it reviewed the proposal "thoroughly". "Barely" and "hardly" (almost not) contradict those detailed concerns, and "narrowly" does not describe reviewing.',
        },
        tags: ['vocabulary', 'letter'],
      },
      {
        question: 'Which choice best fills blank (2)?',
        options: ['notable', 'notably', 'note', 'noted'],
        correctAnswer: 1,
        explanation: {
          zh: 'Most notably 是插入语，意为“最值得注意的是”，修饰整个句子，需要副词 notably。notable 是形容词，most notable 不能单独作句首状语；note 是名词或动词；noted 是过去分词。',
          ja: 'Most notably は「最も注目すべきことに」という文頭の修飾語で、副詞 notably が必要です。notable は形容詞で most notable だけでは文頭の修飾語になりません。note は名詞・動詞、noted は過去分詞です。',
          en: '"Most notably" introduces the chief concern and needs the adverb "notably". "Notable" is an adjective that cannot stand alone at the front like this, "note" is a noun or verb, and "noted" a participle.',
        },
        tags: ['word form', 'letter'],
      },
      {
        question: 'Which choice best fills blank (3)?',
        options: [
          'We would find an increase of around 5 percent far easier to justify to our board.',
          'Your invoices are always sent on the first of the month.',
          'We are therefore pleased to accept your proposal as written.',
          'Our new clinic in Westmere will open next spring.',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '前一句批评 12% 的涨幅远高于通胀，接着提出“5% 左右的涨幅更容易向董事会解释”，是对这一顾虑的具体回应，最连贯。发票寄送日期与涨价无关；“乐意按原样接受提案”与信中的顾虑矛盾；新诊所开业是离题的新信息。',
          ja: '直前で12%の値上げはインフレ率よりかなり高いと指摘しているので、「5%前後なら役員会に説明しやすい」と具体的に返す文が最も自然です。請求書の送付日は値上げと無関係で、「提案をそのまま受け入れる」は懸念と矛盾し、新クリニックの開業は話題から外れた新情報です。',
          en: 'After objecting that 12 percent far exceeds inflation, the writer naturally states what would be acceptable: around 5 percent. Invoice dates are off the point, accepting the proposal "as written" contradicts the concerns, and a new clinic is unrelated.',
        },
        tags: ['sentence insertion', 'letter'],
      },
      {
        question: 'Which choice best fills blank (4)?',
        options: ['In addition', 'In other words', 'Otherwise', 'Until then'],
        correctAnswer: 0,
        explanation: {
          zh: '信中说委员会有 “a few concerns”，上一段讲的是第一点（涨价 12%），这一段提出第二点（希望加入 60 天通知即可终止合同的条款），是递进关系，所以用 In addition。In other words 用于换个说法重复前文，但终止条款并不是对涨价的重述；Otherwise 表示“否则”，与上文没有条件关系；Until then 指“在那之前”，这里没有可指代的时间点。',
          ja: '委員会には “a few concerns” があり、前の段落は1つ目（12%の値上げ）、この段落は2つ目（60日前の通知で解約できる条項）を挙げているので、追加を表す In addition が正解です。In other words は前の内容の言い換えですが、解約条項は値上げの言い換えではありません。Otherwise は「さもなければ」で、前文と条件の関係がありません。Until then は「それまでは」で、指す時点がありません。',
          en: 'The committee has "a few concerns": the previous paragraph gives the first (the 12 percent increase) and this one adds a second (a 60-day exit clause), so "In addition" fits. "In other words" would restate the fee point, which the clause does not; "Otherwise" sets up a condition that is not there; "Until then" needs a moment in time to refer to.',
        },
        tags: ['connector', 'letter'],
      },
    ],
  },
];
