import type { ReadingSet } from '../types';

/**
 * Part 7 — Reading Comprehension: documents written as sets (questions bank-p7-l{level}-g{n}-1 …).
 * Several documents in one set are separated by a line holding only "---".
 */
export const part7Sets: ReadingSet[] = [
  // ── Level 2 (500–600) ──
  {
    id: 'bank-p7-l2-g4',
    difficulty: 2,
    passage:
      'BRIGHTLINE APPLIANCES — Repair Request Form\n\nCustomer name: Tobias Wren\nPhone: 555-0192\nProduct: Brightline CM-20 coffee maker\nDate of purchase: November 3 (receipt attached)\nUnder warranty? [X] Yes [ ] No\n\nDescription of problem: The machine turns on, but the water does not heat up. The display shows the error code E4. I have already tried the reset steps in the user manual.\n\nPreferred service: [ ] Repair at store [X] Pick-up from home\nAvailable for pick-up: Weekday mornings before 11:00 A.M.\n\nNote: Repairs under warranty are free of charge. Pick-up service costs $15 unless the product is under warranty.',
    questions: [
      {
        question: 'What is the problem with the coffee maker?',
        options: [
          'It does not turn on.',
          'It does not heat water.',
          'Its display is broken.',
          'It leaks water.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '表格写着 “The machine turns on, but the water does not heat up”，所以 (B) 正确。(A) 机器能开机；(C) 显示屏能显示错误代码 E4，没有坏；(D) 没有提到漏水。',
          ja: 'フォームに “The machine turns on, but the water does not heat up” とあるので (B) が正解です。(A) 電源は入ります。(C) 画面はエラーコード E4 を表示しており、壊れてはいません。(D) 水漏れは書かれていません。',
          en: 'The form says, "The machine turns on, but the water does not heat up," so (B) is correct. (A) It does turn on. (C) The display works; it shows error code E4. (D) No leak is mentioned.',
        },
        tags: ['detail', 'form'],
      },
      {
        question: 'What has Mr. Wren already done?',
        options: [
          'Taken the machine to a store',
          'Bought a replacement',
          'Followed instructions in a manual',
          'Called the manufacturer',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '他写道 “I have already tried the reset steps in the user manual”，所以 (C) 正确。(A) 他选择的是上门取件，而不是送到店里；(B) 和 (D) 都没有提到。',
          ja: '“I have already tried the reset steps in the user manual” と書いているので (C) が正解です。(A) 店での修理ではなく自宅からの引き取りを選んでいます。(B) 買い替えと (D) メーカーへの電話は書かれていません。',
          en: 'He writes, "I have already tried the reset steps in the user manual," so (C) is correct. (A) He chose pick-up from home, not a store visit. (B) A replacement and (D) a call to the manufacturer are not mentioned.',
        },
        tags: ['detail', 'form'],
      },
      {
        question: 'How much will Mr. Wren most likely pay for the pick-up service?',
        options: ['Nothing', '$4', '$11', '$15'],
        correctAnswer: 0,
        explanation: {
          zh: '取件服务一般收 15 美元，但 “unless the product is under warranty”，而表格勾选了在保修期内，所以不用付钱，(A) 正确。(D) 15 美元是不在保修期内时的费用；(B) 4 来自错误代码 E4；(C) 11 来自上午 11 点，都不是金额。',
          ja: '引き取りは通常15ドルですが “unless the product is under warranty” とあり、フォームでは保証期間内にチェックがあるので、支払いはなく (A) が正解です。(D) 15ドルは保証対象外の場合の料金です。(B) 4 はエラーコード E4、(C) 11 は午前11時から来た数字で、金額ではありません。',
          en: 'Pick-up costs $15 "unless the product is under warranty," and the form marks it as under warranty, so he pays nothing: (A). (D) $15 applies only outside the warranty. (B) 4 comes from error code E4 and (C) 11 from the 11:00 A.M. time; neither is a charge.',
        },
        tags: ['inference', 'form'],
      },
    ],
  },
  // ── Level 4 (700–800) ──
  {
    id: 'bank-p7-l4-g4',
    difficulty: 4,
    passage:
      "SAFFRON & SAGE CATERING\nCorporate lunches delivered anywhere in Hallbrook\n\nPackage | What's included | Price per person\nEssentials | Sandwich platters, fruit, bottled water | $14\nWorking Lunch | Essentials plus soup and dessert | $19\nExecutive | Hot main course, two salads, dessert, coffee service | $27\n\nOrders for 40 or more people receive 10% off. Please order at least three business days in advance. Vegetarian and gluten-free versions of every package are available at no extra charge.\n---\nTo: orders@saffronsage.com\nFrom: Priyanka Dewan <pdewan@tallis-eng.com>\nDate: April 7\nSubject: Lunch order for April 14\n\nHello,\n\nTallis Engineering is holding a training day for new site supervisors on Monday, April 14, and I would like to order lunch for 35 people. We would like a hot meal, as the participants will be outdoors on site visits all morning, and coffee would be very welcome. Six of the participants do not eat meat. Please deliver to our training center at 12 Quarry Lane by 12:15 P.M.\n\nCould you also tell me whether the discount in your advertisement would apply if two more people sign up this week?\n\nPriyanka Dewan\nTraining Coordinator\n---\nTo: Priyanka Dewan <pdewan@tallis-eng.com>\nFrom: Ingrid Solheim <isolheim@saffronsage.com>\nDate: April 8\nSubject: RE: Lunch order for April 14\n\nDear Ms. Dewan,\n\nThank you for your order. Lunch for 35 people, including six vegetarian meals, will be delivered to 12 Quarry Lane by 12:15 P.M. on April 14. The total comes to $945.\n\nAs for your question, the discount depends on the number of meals ordered, so even with two more participants your order would remain below the threshold. Please let us know your final number by April 9 so that our kitchen can plan accordingly.\n\nKind regards,\nIngrid Solheim",
    questions: [
      {
        question: 'According to the advertisement, how can customers receive a discount?',
        options: [
          'By ordering for at least 40 people',
          'By ordering three days in advance',
          'By choosing vegetarian meals',
          'By choosing the Executive package',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '广告写着 “Orders for 40 or more people receive 10% off”，所以 (A) 正确。(B) 提前三个工作日下单是规定，不是优惠条件；(C) 素食版本只是不额外收费，没有折扣；(D) 没有说某个套餐有折扣。',
          ja: '広告に “Orders for 40 or more people receive 10% off” とあるので (A) が正解です。(B) 3営業日前の注文は条件ではなく決まりです。(C) ベジタリアン版は追加料金がないだけで割引ではありません。(D) 特定のパッケージの割引はありません。',
          en: 'The advertisement says, "Orders for 40 or more people receive 10% off," so (A) is correct. (B) Ordering three business days ahead is a requirement, not a discount. (C) Vegetarian versions cost nothing extra, which is not a discount. (D) No package carries a discount of its own.',
        },
        tags: ['detail', 'advertisement'],
      },
      {
        question: 'Why does Ms. Dewan want a hot meal?',
        options: [
          'The training center has no kitchen.',
          'The participants will spend the morning outside.',
          'Hot meals are less expensive.',
          'The supervisors requested it in a survey.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '她写道 “as the participants will be outdoors on site visits all morning”，所以 (B) 正确。(A) 没有提到培训中心有没有厨房；(C) 热餐套餐反而最贵；(D) 没有提到调查。',
          ja: '“as the participants will be outdoors on site visits all morning” と書いているので (B) が正解です。(A) 研修センターの厨房の有無は書かれていません。(C) 温かい食事のパッケージはむしろ最も高いです。(D) アンケートは出てきません。',
          en: 'She writes that "the participants will be outdoors on site visits all morning," so (B) is correct. (A) Nothing is said about the center\'s kitchen. (C) The hot package is in fact the most expensive. (D) No survey is mentioned.',
        },
        tags: ['detail', 'e-mail'],
      },
      {
        question: 'Which package did Ms. Dewan most likely order?',
        options: ['Essentials', 'Working Lunch', 'Executive', 'A package made to order'],
        correctAnswer: 2,
        explanation: {
          zh: '她要热餐和咖啡，只有 Executive 套餐包括 “Hot main course … coffee service”；回信中的总价 945 美元也正好等于 27 美元 × 35 人，所以 (C) 正确。(A) 14 × 35 = 490；(B) 19 × 35 = 665，而且都没有热主菜和咖啡；(D) 文中没有定制套餐。',
          ja: '温かい食事とコーヒーを希望しており、それを含むのは “Hot main course … coffee service” の Executive だけです。返信の合計945ドルも27ドル×35人と一致するので (C) が正解です。(A) は14×35=490ドル、(B) は19×35=665ドルで、温かいメインもコーヒーもありません。(D) 特注のパッケージは出てきません。',
          en: 'She wants a hot meal and coffee, which only the Executive package includes, and the total of $945 equals $27 × 35, so (C) is correct. (A) would cost $490 and (B) $665, and neither has a hot main course or coffee. (D) No made-to-order package is offered.',
        },
        tags: ['cross-reference', 'triple passage'],
      },
      {
        question:
          'In the e-mail from Ms. Solheim, the word "threshold" in paragraph 2, line 2, is closest in meaning to',
        options: ['minimum number', 'entrance', 'deadline', 'price'],
        correctAnswer: 0,
        explanation: {
          zh: '“即使再加两人，订单仍低于 threshold”，结合广告的“40 人以上打折”，这里指享受折扣所需的最低数量，(A) 正确。(B) entrance 是 threshold 的字面意思“门槛、入口”，不合文意；(C) 截止日期和 (D) 价格都与人数比较无关。',
          ja: '「2人増えても threshold を下回る」とあり、広告の「40人以上で割引」と合わせると、割引に必要な最低人数のことなので (A) が正解です。(B) entrance は threshold の文字どおりの意味「敷居・入口」で文脈に合いません。(C) 締め切りや (D) 価格は人数の比較と関係ありません。',
          en: '"Below the threshold" refers back to the 40-person minimum for the discount, so it means "minimum number": (A). (B) "Entrance" is the literal sense of a doorway, which does not fit. (C) A deadline and (D) a price are not what the number of meals is compared with.',
        },
        tags: ['vocabulary', 'e-mail'],
      },
      {
        question: 'What will Ms. Dewan most likely do by April 9?',
        options: [
          'Pay the invoice',
          'Choose a different package',
          'Confirm the number of participants',
          'Visit the training center',
        ],
        correctAnswer: 2,
        explanation: {
          zh: 'Solheim 女士请她 “let us know your final number by April 9”，即确认最终人数，(C) 正确。(A) 没有提到付款期限；(B) 套餐已经确定；(D) 培训中心是送餐地点，她不需要为此前往。',
          ja: 'Solheim さんが “let us know your final number by April 9” と頼んでいるので、最終人数を確定する (C) が正解です。(A) 支払期限は書かれていません。(B) パッケージは決まっています。(D) 研修センターは配達先で、訪問する必要はありません。',
          en: 'Ms. Solheim asks her to "let us know your final number by April 9," so (C) is correct. (A) No payment date is given. (B) The package is already settled. (D) The training center is only the delivery address.',
        },
        tags: ['inference', 'triple passage'],
      },
    ],
  },
];
