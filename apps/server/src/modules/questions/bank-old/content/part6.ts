import type { BankQuestion } from '@toeic-ace/contract';

/**
 * Part 6 — Text Completion. Original texts written for TOEIC Ace.
 * Each text has four blanks "-- (n) --"; one of them is a sentence-insertion blank.
 */

const L1_BAKERY_NOTICE = `NOTICE TO CUSTOMERS

Starting Monday, June 3, Maple Corner Bakery will open one hour -- (1) -- than before. Our new hours will be 6:00 A.M. to 7:00 P.M., Monday through Saturday. Many of our customers have asked us for fresh bread and hot coffee before they go to work. -- (2) --

On Sundays, the bakery will -- (3) -- be open from 8:00 A.M. to 2:00 P.M. Our Sunday hours are not changing.

Thank you for shopping at Maple Corner Bakery. We look forward to -- (4) -- you soon!`;

const L2_PARKING_EMAIL = `To: All Staff
From: Priya Raman, Facilities Manager
Date: March 4
Subject: New parking permits

Dear colleagues,

Beginning April 1, all employees who park in the Harbor Road lot will need a new parking permit. The old blue permits will no longer be -- (1) -- after March 31. To request a new permit, please fill out the form on the company intranet -- (2) -- March 20. Permits will be handed out at the reception desk during the last week of March. -- (3) --

If you ride a bicycle to work, you do not need a permit. -- (4) --, please lock your bicycle at the racks near the main entrance, not in the parking lot.

Thank you for your cooperation.

Priya Raman`;

const L3_STORE_ARTICLE = `RIVERTON (May 12) — Kestrel Outdoor Gear, a family-owned shop on Mill Street, -- (1) -- a second location in the Fairview Shopping Center in August. The new store will be twice the size of the original and will include a repair workshop for bicycles and camping equipment.

Owner Delia Mensah said the decision followed years of steady growth. "Many of our customers live on the east side of town, and they kept telling us the drive to Mill Street was too long," she explained. -- (2) --

The Fairview store will employ about fifteen people, and Ms. Mensah hopes to fill most positions with local residents. Applicants with -- (3) -- in outdoor sports are especially encouraged to apply. Interviews will be held -- (4) -- the last two weeks of June.`;

const L3_EXPENSE_MEMO = `MEMO
To: All Sales Staff
From: Tomasz Wiśniewski, Finance Director
Date: September 2
Re: New expense system

Starting October 1, all travel expenses -- (1) -- through ClearLedger, our new online expense system. Paper forms will no longer be accepted after that date.

ClearLedger allows you to photograph receipts with your phone and attach them -- (2) -- to your claim. -- (3) -- As a result, most claims should be reimbursed within five business days instead of the current three weeks.

Two training sessions will be held in Conference Room B on September 15 and 22. Attendance at one of them is -- (4) -- for everyone who submits expense claims, so please sign up on the intranet by September 10.`;

const L4_SUPPLIER_EMAIL = `To: Marcus Lindgren <mlindgren@brightwaterhotels.com>
From: Aiko Fernández <afernandez@solbergtextiles.com>
Date: October 8
Subject: Order #58214

Dear Mr. Lindgren,

Thank you for your recent order of 400 bath towels and 200 bathrobes. Unfortunately, the dye we use for the navy color you selected is temporarily -- (1) --. Our supplier has informed us that new stock will not arrive until October 25, -- (2) -- means your order would ship about two weeks later than promised.

-- (3) -- If you prefer, we can ship the towels and robes in charcoal gray this week instead, at a 10 percent discount. Alternatively, you may keep your original order, and we will -- (4) -- the shipping fee.

Please let me know which option you would like by Friday.

Sincerely,
Aiko Fernández
Customer Accounts, Solberg Textiles`;

const L5_MERGER_RELEASE = `FOR IMMEDIATE RELEASE

Corvane Logistics to Acquire Tidemark Freight

ROTTERDAM, 3 February — Corvane Logistics announced today that it has reached an agreement to acquire Tidemark Freight, a regional carrier specializing in temperature-controlled shipping. The transaction, valued at €240 million, remains -- (1) -- on approval from competition regulators and is expected to close in the third quarter.

Corvane's chief executive, Helena Marsh, said the acquisition would strengthen the company's position in the pharmaceutical and fresh-food sectors, where demand for -- (2) -- transport has grown steadily. -- (3) --

Tidemark will continue to operate under its own name for at least two years. -- (4) -- any changes to its routes be made during that period, customers will receive a minimum of ninety days' notice.`;

export const part6: BankQuestion[] = [
  // ───────────── Level 1: notice (bakery hours) ─────────────
  {
    id: 'bank-p6-l1-01',
    type: 'reading',
    part: 6,
    passage: L1_BAKERY_NOTICE,
    groupId: 'bank-p6-l1-g1',
    question: 'Which choice best fills blank (1)?',
    options: ['earlier', 'early', 'earliest', 'more early'],
    correctAnswer: 0,
    explanation: {
      zh: '空格后有 than，需要比较级 earlier，也符合顾客希望“上班前”买到面包的内容。early 是原级，earliest 是最高级，都不能与 than 连用；more early 不是正确的比较级形式。',
      ja: '空所の後に than があるので比較級 earlier が必要で、「出勤前に」パンが欲しいという客の要望とも合います。early は原級、earliest は最上級なので than と使えず、more early は正しい比較級ではありません。',
      en: 'The word "than" after the blank calls for a comparative, so "earlier" is correct; it also matches the customers\' wish for bread "before they go to work". "Early" is the base form and "earliest" the superlative, so neither can be used with "than".',
    },
    difficulty: 1,
    tags: ['comparative', 'retail'],
  },
  {
    id: 'bank-p6-l1-02',
    type: 'reading',
    part: 6,
    passage: L1_BAKERY_NOTICE,
    groupId: 'bank-p6-l1-g1',
    question: 'Which choice best fills blank (2)?',
    options: [
      'The bakery will be closed for the month of June.',
      'We hope the earlier opening time will be convenient for you.',
      'Please order birthday cakes three days in advance.',
      'Our coffee prices went up last year.',
    ],
    correctAnswer: 1,
    explanation: {
      zh: '空格前一句说顾客希望上班前买到面包和咖啡，接着说“希望提早营业能给您带来方便”最自然。“六月全月停业”与通知内容矛盾，因为通知说 6月3日起实行新的营业时间。',
      ja: '直前の文で客が出勤前にパンやコーヒーを求めていると述べているので、「早い開店時間が便利になることを願う」という文が自然につながります。「6月は休業」は、6月3日から新しい営業時間になるという告知内容と矛盾します。',
      en: 'The sentence before the blank explains that customers wanted bread and coffee before work, so hoping the earlier time will be convenient follows naturally. "The bakery will be closed for the month of June" contradicts the notice, which announces new hours starting June 3.',
    },
    difficulty: 1,
    tags: ['sentence insertion', 'retail'],
  },
  {
    id: 'bank-p6-l1-03',
    type: 'reading',
    part: 6,
    passage: L1_BAKERY_NOTICE,
    groupId: 'bank-p6-l1-g1',
    question: 'Which choice best fills blank (3)?',
    options: ['yet', 'ever', 'already', 'still'],
    correctAnswer: 3,
    explanation: {
      zh: 'still 表示“仍然、照旧”，与下一句“周日营业时间不变”相符。already 表示“已经（比预期早）”，yet 和 ever 一般不用于这种肯定陈述句。',
      ja: 'still は「引き続き、今までどおり」を表し、次の文「日曜の営業時間は変わりません」と合います。already は「もう（予想より早く）」の意味で、yet や ever はこのような肯定文では使いません。',
      en: '"Still" means the situation continues unchanged, which matches the next sentence, "Our Sunday hours are not changing." "Already" suggests something happening sooner than expected, and "yet" and "ever" are not used in this kind of positive statement.',
    },
    difficulty: 1,
    tags: ['vocabulary', 'retail'],
  },
  {
    id: 'bank-p6-l1-04',
    type: 'reading',
    part: 6,
    passage: L1_BAKERY_NOTICE,
    groupId: 'bank-p6-l1-g1',
    question: 'Which choice best fills blank (4)?',
    options: ['see', 'saw', 'seeing', 'seen'],
    correctAnswer: 2,
    explanation: {
      zh: 'look forward to 中的 to 是介词，后面要接动名词，即 look forward to seeing you。see 是常见错误，因为容易把 to 误当作不定式符号。',
      ja: 'look forward to の to は前置詞なので、後ろは動名詞で look forward to seeing you となります。to を不定詞の to と勘違いして see を選ぶのがよくある間違いです。',
      en: 'In "look forward to", "to" is a preposition, so it must be followed by a gerund: "look forward to seeing you". "See" is a common mistake because "to" looks like part of an infinitive.',
    },
    difficulty: 1,
    tags: ['gerund', 'retail'],
  },

  // ───────────── Level 2: e-mail (parking permits) ─────────────
  {
    id: 'bank-p6-l2-01',
    type: 'reading',
    part: 6,
    passage: L2_PARKING_EMAIL,
    groupId: 'bank-p6-l2-g1',
    question: 'Which choice best fills blank (1)?',
    options: ['validity', 'validate', 'valid', 'validly'],
    correctAnswer: 2,
    explanation: {
      zh: 'be 后需要形容词作表语，valid 意为“有效的”，所以正确。validity 是名词，validate 是动词，be validate 不合语法；validly 是副词，不能作表语。',
      ja: 'be の後には補語として形容詞が必要なので、「有効な」を意味する valid が正解です。validity は名詞、validate は動詞、validly は副詞なので補語になれません。',
      en: 'After "be", an adjective is needed as the complement, so "valid" (= officially acceptable) is correct. "Validity" is a noun and "validate" is a verb, so "be validate" is ungrammatical.',
    },
    difficulty: 2,
    tags: ['word form', 'office'],
  },
  {
    id: 'bank-p6-l2-02',
    type: 'reading',
    part: 6,
    passage: L2_PARKING_EMAIL,
    groupId: 'bank-p6-l2-g1',
    question: 'Which choice best fills blank (2)?',
    options: ['until', 'by', 'since', 'at'],
    correctAnswer: 1,
    explanation: {
      zh: '填写表格是一次性动作，需在截止日前完成，所以用 by March 20。until 表示动作或状态持续到某时（如 wait until March 20），不表示截止期限。',
      ja: '用紙の記入は一度で終わる動作で期限までに行うものなので、by March 20 が正解です。until は「〜まで（ずっと）」と継続する動作や状態に使い（wait until March 20）、期限には使いません。',
      en: 'Filling out a form is a one-time action that must be done before a deadline, so "by March 20" is correct. "Until" is used for an action or state that continues up to a time (wait until March 20), not for a deadline.',
    },
    difficulty: 2,
    tags: ['preposition', 'office'],
  },
  {
    id: 'bank-p6-l2-03',
    type: 'reading',
    part: 6,
    passage: L2_PARKING_EMAIL,
    groupId: 'bank-p6-l2-g1',
    question: 'Which choice best fills blank (3)?',
    options: [
      'Please bring your employee ID card when you collect yours.',
      'The Harbor Road lot first opened five years ago.',
      'Our new reception desk was installed last month.',
      'Thank you for attending the safety training.',
    ],
    correctAnswer: 0,
    explanation: {
      zh: '前一句说许可证将在前台发放，接着提醒“领取时请携带员工证”最合逻辑，yours 指 your permit。“前台上个月刚安装”虽然也提到前台，但与领取许可证无关。',
      ja: '前の文で許可証は受付で配布されると述べているので、「受け取る際は社員証を持参してください」という文が論理的に続きます（yours は your permit）。受付が先月新設されたという文も受付に触れていますが、許可証の受け取りとは関係ありません。',
      en: 'The previous sentence says permits will be handed out at the reception desk, so a reminder to bring an ID card "when you collect yours" (your permit) follows logically. The sentence about the new reception desk mentions the same place but says nothing about getting a permit.',
    },
    difficulty: 2,
    tags: ['sentence insertion', 'office'],
  },
  {
    id: 'bank-p6-l2-04',
    type: 'reading',
    part: 6,
    passage: L2_PARKING_EMAIL,
    groupId: 'bank-p6-l2-g1',
    question: 'Which choice best fills blank (4)?',
    options: ['However', 'For example', 'As a result', 'Likewise'],
    correctAnswer: 0,
    explanation: {
      zh: '前一句说骑自行车上班的人不需要停车证，这一句却对他们提出要求（把车锁在正门旁的车架上、不要停在停车场），前后是转折，所以用 However。For example 用于举例，但后一句不是前一句的例子；As a result 表示结果，不需要停车证并不会导致必须用车架；Likewise 表示“同样地”，而前一句是免除手续，后一句是提出要求，并不相同。',
      ja: '前の文は自転車通勤者に許可証は不要だと言い、この文では彼らに求めること（正面入口近くのラックに止め、駐車場には止めない）を述べているので、逆接の However が正解です。For example は例を示しますが、後の文は前の文の例ではありません。As a result は結果を表しますが、許可証が不要だからラックを使うことになるわけではありません。Likewise は「同様に」で、免除と要求は同様ではありません。',
      en: 'The previous sentence frees cyclists from needing a permit; this one still asks something of them (use the racks, not the lot), a contrast: "However". "For example" would make the instruction an example of the exemption; "As a result" would make it a consequence of needing no permit; "Likewise" would make it the same kind of point, but one is an exemption and the other a requirement.',
    },
    difficulty: 2,
    tags: ['connector', 'office'],
  },

  // ───────────── Level 3: article (store expansion) ─────────────
  {
    id: 'bank-p6-l3-01',
    type: 'reading',
    part: 6,
    passage: L3_STORE_ARTICLE,
    groupId: 'bank-p6-l3-g1',
    question: 'Which choice best fills blank (1)?',
    options: ['opened', 'has opened', 'will open', 'opening'],
    correctAnswer: 2,
    explanation: {
      zh: '报道日期是 5月12日，而开店时间是 in August，属于将来，所以用 will open。opened 和 has opened 表示已经发生，opening 单独不能作谓语。',
      ja: '記事の日付は5月12日で、開店は in August と未来のことなので will open が必要です。opened や has opened は既に起きたことを表し、opening だけでは述語になれません。',
      en: 'The article is dated May 12 and the opening is "in August", a future time, so "will open" is needed. "Opened" and "has opened" describe something that has already happened, and "opening" alone cannot be the main verb.',
    },
    difficulty: 3,
    tags: ['verb tense', 'retail'],
  },
  {
    id: 'bank-p6-l3-02',
    type: 'reading',
    part: 6,
    passage: L3_STORE_ARTICLE,
    groupId: 'bank-p6-l3-g1',
    question: 'Which choice best fills blank (2)?',
    options: [
      'The original store on Mill Street closed last year.',
      'Camping is most popular during the summer months.',
      'Fairview Shopping Center was built in the 1990s.',
      'The Fairview location will be much easier for them to reach.',
    ],
    correctAnswer: 3,
    explanation: {
      zh: 'Mensah 女士刚说东区顾客觉得开车去 Mill Street 太远，接着说“Fairview 新店对他们来说更方便到达”正好呼应，them 指这些顾客。“原店去年已关闭”与文中“第二家店”的说法矛盾。',
      ja: '直前で東側に住む客が Mill Street まで遠いと言っていたと述べているので、「Fairview 店なら彼らにとってずっと行きやすい」という文がつながります（them は客を指す）。「元の店は昨年閉店した」は、新店が2店舗目だという記事の内容と矛盾します。',
      en: 'Ms. Mensah has just said that customers on the east side found the drive too long, so a sentence saying the new location will be easier "for them" to reach completes her point. "The original store … closed last year" contradicts the article, which calls Fairview a second location.',
    },
    difficulty: 3,
    tags: ['sentence insertion', 'retail'],
  },
  {
    id: 'bank-p6-l3-03',
    type: 'reading',
    part: 6,
    passage: L3_STORE_ARTICLE,
    groupId: 'bank-p6-l3-g1',
    question: 'Which choice best fills blank (3)?',
    options: ['experienced', 'experience', 'experiencing', 'experiential'],
    correctAnswer: 1,
    explanation: {
      zh: '介词 with 后面需要名词，所以选 experience，即 applicants with experience in outdoor sports。experienced 是形容词，后面还需要接名词才行。',
      ja: '前置詞 with の後には名詞が必要なので experience が正解で、「アウトドアスポーツの経験がある応募者」となります。experienced は形容詞なので、後ろに名詞が必要です。',
      en: 'After the preposition "with", a noun is needed, so "experience" is correct: "applicants with experience in outdoor sports". "Experienced" is an adjective and would need a noun after it.',
    },
    difficulty: 3,
    tags: ['word form', 'hr'],
  },
  {
    id: 'bank-p6-l3-04',
    type: 'reading',
    part: 6,
    passage: L3_STORE_ARTICLE,
    groupId: 'bank-p6-l3-g1',
    question: 'Which choice best fills blank (4)?',
    options: ['while', 'among', 'during', 'along'],
    correctAnswer: 2,
    explanation: {
      zh: 'the last two weeks of June 是表示一段时间的名词短语，所以用介词 during。while 意思相近，但它是连词，后面要接从句。',
      ja: 'the last two weeks of June は期間を表す名詞句なので前置詞 during が正解です。while は意味は近いものの接続詞で、後ろに節が必要です。',
      en: '"The last two weeks of June" is a noun phrase describing a period, so the preposition "during" is correct. "While" has a similar meaning but is a conjunction and must be followed by a clause.',
    },
    difficulty: 3,
    tags: ['preposition', 'hr'],
  },

  // ───────────── Level 3: memo (expense system) ─────────────
  {
    id: 'bank-p6-l3-05',
    type: 'reading',
    part: 6,
    passage: L3_EXPENSE_MEMO,
    groupId: 'bank-p6-l3-g2',
    question: 'Which choice best fills blank (1)?',
    options: ['must be reported', 'must report', 'have reported', 'reporting'],
    correctAnswer: 0,
    explanation: {
      zh: '费用是“被申报”的对象，需要被动语态 must be reported，must 也符合新规定的语气。must report 是主动语态，会变成费用自己去申报。',
      ja: '経費は「申告される」側なので受動態 must be reported が必要で、must は新しい規則にふさわしい表現です。must report は能動態で、経費が申告する側になってしまいます。',
      en: 'Expenses do not report anything; they are reported by staff, so the passive "must be reported" is needed, and "must" fits a new rule. "Must report" is active and would make the expenses the ones doing the reporting.',
    },
    difficulty: 3,
    tags: ['passive voice', 'finance'],
  },
  {
    id: 'bank-p6-l3-06',
    type: 'reading',
    part: 6,
    passage: L3_EXPENSE_MEMO,
    groupId: 'bank-p6-l3-g2',
    question: 'Which choice best fills blank (2)?',
    options: ['directly', 'direction', 'directed', 'directs'],
    correctAnswer: 0,
    explanation: {
      zh: '空格修饰动词 attach，需要副词 directly（直接地）。direction 是名词，directed 和 directs 是动词形式，都不能修饰 attach。',
      ja: '空所は動詞 attach を修飾するので副詞 directly（直接）が必要です。direction は名詞、directed や directs は動詞の形なので attach を修飾できません。',
      en: 'The blank modifies the verb "attach", so an adverb is required: "attach them directly to your claim". "Direction" is a noun and "directed" and "directs" are verb forms, none of which can modify "attach".',
    },
    difficulty: 3,
    tags: ['word form', 'finance'],
  },
  {
    id: 'bank-p6-l3-07',
    type: 'reading',
    part: 6,
    passage: L3_EXPENSE_MEMO,
    groupId: 'bank-p6-l3-g2',
    question: 'Which choice best fills blank (3)?',
    options: [
      'Receipts older than one year cannot be accepted.',
      'The finance office is located on the fourth floor.',
      'Paper forms will remain available at reception.',
      'Managers can then review and approve claims online.',
    ],
    correctAnswer: 3,
    explanation: {
      zh: '下一句以 As a result 开头，说报销会在五个工作日内完成，所以空格处应说明加快的原因，即经理可在线审批。“纸质表格仍可在前台领取”与第一段“不再接受纸质表格”矛盾。',
      ja: '次の文が As a result で始まり「5営業日以内に払い戻される」と述べているので、空所には処理が速くなる理由（上司がオンラインで承認できる）が入ります。「紙の用紙は引き続き受付にある」は第1段落と矛盾します。',
      en: 'The next sentence begins "As a result, most claims should be reimbursed within five business days", so the missing sentence must give a reason for faster payment, such as online approval by managers. "Paper forms will remain available" contradicts the first paragraph.',
    },
    difficulty: 3,
    tags: ['sentence insertion', 'finance'],
  },
  {
    id: 'bank-p6-l3-08',
    type: 'reading',
    part: 6,
    passage: L3_EXPENSE_MEMO,
    groupId: 'bank-p6-l3-g2',
    question: 'Which choice best fills blank (4)?',
    options: ['optional', 'mandatory', 'voluntary', 'occasional'],
    correctAnswer: 1,
    explanation: {
      zh: '要求适用于“所有提交报销的员工”，且要求大家报名参加，所以用 mandatory（必须的）。optional 和 voluntary 意思相反；occasional（偶尔的）不能描述参加其中一场培训。',
      ja: '経費を申請する全員が対象で、申し込むよう求めているので mandatory（必須の）が正解です。optional や voluntary は逆の意味で、occasional（時折の）は1回の参加には合いません。',
      en: 'The rule applies "for everyone who submits expense claims" and staff are told to sign up, so "mandatory" (= required) is correct. "Optional" and "voluntary" mean the opposite, and "occasional" does not describe attending one session.',
    },
    difficulty: 3,
    tags: ['vocabulary', 'finance'],
  },

  // ───────────── Level 4: e-mail (delayed order) ─────────────
  {
    id: 'bank-p6-l4-01',
    type: 'reading',
    part: 6,
    passage: L4_SUPPLIER_EMAIL,
    groupId: 'bank-p6-l4-g1',
    question: 'Which choice best fills blank (1)?',
    options: ['unoccupied', 'unaffordable', 'unattended', 'unavailable'],
    correctAnswer: 3,
    explanation: {
      zh: '下一句说新染料要到 10月25日才到货，说明染料暂时“无法获得”，所以选 unavailable。unoccupied 指房间或座位“空着”，unattended 指“无人看管”，unaffordable 是“买不起”，都不符合。',
      ja: '次の文で染料の新しい在庫は10月25日まで届かないと説明しているので、「入手できない」を意味する unavailable が正解です。unoccupied は部屋や席が「空いている」、unattended は「放置された」、unaffordable は「手が届かない価格の」という意味です。',
      en: 'The next sentence explains that new stock of the dye will not arrive until October 25, so the dye is "unavailable" (cannot be obtained). "Unoccupied" describes an empty room or seat, and "unattended" means left without supervision.',
    },
    difficulty: 4,
    tags: ['vocabulary', 'manufacturing'],
  },
  {
    id: 'bank-p6-l4-02',
    type: 'reading',
    part: 6,
    passage: L4_SUPPLIER_EMAIL,
    groupId: 'bank-p6-l4-g1',
    question: 'Which choice best fills blank (2)?',
    options: ['that', 'which', 'what', 'it'],
    correctAnswer: 1,
    explanation: {
      zh: '逗号后用 which 引导非限制性定语从句，指代前面整件事（染料延迟到货）。that 不能这样用在逗号之后；it 会导致两个独立分句仅用逗号连接。',
      ja: 'カンマの後の which は非制限用法で、前の内容全体（染料の到着が遅れること）を受けます。that はこのようにカンマの後では使えず、it では独立した2つの節をカンマだけでつなぐことになります。',
      en: 'After the comma, "which" introduces a non-restrictive clause that refers to the whole previous idea (the late arrival of the dye). "That" cannot follow a comma in this way, and "it" would join two independent clauses with only a comma.',
    },
    difficulty: 4,
    tags: ['relative pronoun', 'manufacturing'],
  },
  {
    id: 'bank-p6-l4-03',
    type: 'reading',
    part: 6,
    passage: L4_SUPPLIER_EMAIL,
    groupId: 'bank-p6-l4-g1',
    question: 'Which choice best fills blank (3)?',
    options: [
      'We sincerely apologize for this inconvenience.',
      'We are pleased to confirm that your order has shipped.',
      'Navy blue is our most popular color among hotels.',
      'Your payment has been refunded in full.',
    ],
    correctAnswer: 0,
    explanation: {
      zh: '前文说明订单将延迟约两周，接下来先道歉，再提出替代方案最自然。“订单已发货”与延迟矛盾；“货款已全额退还”与后文“可保留原订单”的选项冲突。',
      ja: '注文が約2週間遅れることを説明した後なので、代替案を示す前にお詫びを述べるのが自然です。「注文は発送済み」は遅延と矛盾し、「全額返金済み」は元の注文を維持できるという選択肢と食い違います。',
      en: 'After explaining that the order will be about two weeks late, the writer naturally apologizes before offering alternatives. "Your order has shipped" contradicts the delay, and "Your payment has been refunded" conflicts with the option of keeping the original order.',
    },
    difficulty: 4,
    tags: ['sentence insertion', 'manufacturing'],
  },
  {
    id: 'bank-p6-l4-04',
    type: 'reading',
    part: 6,
    passage: L4_SUPPLIER_EMAIL,
    groupId: 'bank-p6-l4-g1',
    question: 'Which choice best fills blank (4)?',
    options: ['waver', 'wave', 'waive', 'weave'],
    correctAnswer: 2,
    explanation: {
      zh: 'waive the shipping fee 意为“免除运费”，是补偿延迟的常见做法。其他选项只是发音相近：waver 是“犹豫”，wave 是“挥手”，weave 是“编织”。',
      ja: 'waive the shipping fee は「送料を免除する」という意味で、遅延の埋め合わせとしてよく使われます。ほかは音が似ているだけで、waver は「迷う」、wave は「手を振る」、weave は「織る」です。',
      en: '"Waive the shipping fee" means not to charge it, a typical way to compensate a customer for a delay. The other choices only sound similar: "waver" means hesitate, "wave" means move your hand, and "weave" means make cloth.',
    },
    difficulty: 4,
    tags: ['vocabulary', 'manufacturing'],
  },

  // ───────────── Level 5: press release (acquisition) ─────────────
  {
    id: 'bank-p6-l5-01',
    type: 'reading',
    part: 6,
    passage: L5_MERGER_RELEASE,
    groupId: 'bank-p6-l5-g1',
    question: 'Which choice best fills blank (1)?',
    options: ['consistent', 'contingent', 'continual', 'constituent'],
    correctAnswer: 1,
    explanation: {
      zh: 'contingent on 意为“取决于、以……为条件”，即交易仍需竞争监管机构批准。consistent 常接 with，意为“一致的”；continual 意为“反复的”，都不表示条件。',
      ja: 'contingent on は「〜次第である、〜を条件とする」という意味で、取引が規制当局の承認を条件としていることを表します。consistent は with を伴い「一致した」、continual は「繰り返される」という意味で、条件を表しません。',
      en: '"Contingent on" means "dependent on", so the deal "remains contingent on approval from competition regulators". "Consistent" goes with "with" and means matching, and "continual" means repeated; neither expresses a condition.',
    },
    difficulty: 5,
    tags: ['vocabulary', 'finance'],
  },
  {
    id: 'bank-p6-l5-02',
    type: 'reading',
    part: 6,
    passage: L5_MERGER_RELEASE,
    groupId: 'bank-p6-l5-g1',
    question: 'Which choice best fills blank (2)?',
    options: ['refrigerated', 'overnight', 'international', 'discounted'],
    correctAnswer: 0,
    explanation: {
      zh: '第一段说 Tidemark 专门从事 “temperature-controlled shipping”（温控运输），收购它正是为了在医药和生鲜领域增强这方面的实力，所以需求增长的是 refrigerated（冷藏）运输。overnight（隔夜）和 international（国际）运输单看这句话也说得通，但与 Tidemark 的专长无关，解释不了为什么收购它能增强地位；discounted（打折的）运输与医药、生鲜领域的需求增长无关。',
      ja: '第1段落に Tidemark は “temperature-controlled shipping”（温度管理輸送）が専門だとあり、買収で医薬品・生鮮食品分野での地位を強めるのだから、需要が伸びているのは refrigerated（冷蔵）輸送です。overnight（翌日配送）や international（国際）輸送はこの文だけなら成り立ちますが、Tidemark の専門とは関係がなく、買収で地位が強まる理由になりません。discounted（割引の）輸送は医薬品・生鮮分野の需要の伸びと結びつきません。',
      en: 'The first paragraph says Tidemark specializes in "temperature-controlled shipping", and the purchase strengthens Corvane where that demand is growing, so the transport is "refrigerated". "Overnight" and "international" fit the sentence on its own but not Tidemark\'s specialty, so they would not explain why buying it helps; "discounted" transport has nothing to do with demand in pharmaceuticals and fresh food.',
    },
    difficulty: 5,
    tags: ['vocabulary', 'finance'],
  },
  {
    id: 'bank-p6-l5-03',
    type: 'reading',
    part: 6,
    passage: L5_MERGER_RELEASE,
    groupId: 'bank-p6-l5-g1',
    question: 'Which choice best fills blank (3)?',
    options: [
      "Tidemark's fleet of 180 refrigerated trucks will allow Corvane to meet that demand without building new capacity.",
      'Ms. Marsh joined Corvane as a junior analyst in 2004.',
      'The transaction was completed at the end of last month.',
      'Regulators have already approved the agreement without conditions.',
    ],
    correctAnswer: 0,
    explanation: {
      zh: '前一句提到冷藏运输需求持续增长，插入句说明 Tidemark 的冷藏车队将帮助 Corvane 满足“这一需求”（that demand），衔接紧密。“交易已于上月底完成”与“预计第三季度完成”矛盾，“监管机构已无条件批准”也与第一段不符。',
      ja: '直前の文で冷蔵輸送の需要が伸びていると述べているので、Tidemark の冷蔵トラックがその需要（that demand）に応えるという文がつながります。「取引は先月末に完了した」は第3四半期に完了予定という記述と、「当局が無条件で承認済み」は第1段落と矛盾します。',
      en: 'The previous sentence mentions growing demand for refrigerated transport, and the key explains how Tidemark\'s refrigerated fleet will help Corvane meet "that demand". "The transaction was completed" contradicts the statement that it is expected to close in the third quarter.',
    },
    difficulty: 5,
    tags: ['sentence insertion', 'finance'],
  },
  {
    id: 'bank-p6-l5-04',
    type: 'reading',
    part: 6,
    passage: L5_MERGER_RELEASE,
    groupId: 'bank-p6-l5-g1',
    question: 'Which choice best fills blank (4)?',
    options: ['If', 'Were', 'Had', 'Should'],
    correctAnswer: 3,
    explanation: {
      zh: 'Should any changes… be made 是省略 if 的倒装条件句，相当于 If any changes should be made。用 If 的话需写成 If any changes are made，If… be made 不合语法；Were 和 Had 也不能与 be made 搭配。',
      ja: 'Should any changes … be made は if を省略した倒置の条件節で、If any changes should be made と同じ意味です。If を使うなら If any changes are made となるので If … be made は誤りで、Were や Had も be made とは結びつきません。',
      en: '"Should any changes … be made" is an inverted conditional meaning "If any changes should be made". "If" would require a finite verb (If any changes are made), so "If … be made" is ungrammatical, and "Were" and "Had" do not combine with "be made".',
    },
    difficulty: 5,
    tags: ['inversion', 'finance'],
  },
];
