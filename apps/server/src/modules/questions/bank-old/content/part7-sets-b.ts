import type { ReadingSet } from '../types';

/**
 * Part 7 — triple-passage sets, second batch. Original documents written for TOEIC Ace; same
 * shape as part7-sets.ts (documents separated by a line holding only "---").
 */
export const part7SetsB: ReadingSet[] = [
  // ── Level 2: catalog page + order form + e-mail ──
  {
    id: 'bank-p7-l2-g6',
    difficulty: 2,
    passage:
      'HOLLIS WORKWEAR — Embroidered Polo Shirts\n\nColor | Sizes | Price per shirt\nNavy | S–XXL | $18\nWhite | S–XL | $18\nForest green | S–XXL | $20\nCharcoal | M–XXL | $20\n\nAdd your logo: $4 per shirt. Orders of 50 shirts or more: logo embroidery free.\nStandard delivery: 10 business days.\n---\nHOLLIS WORKWEAR — ORDER FORM\n\nCustomer: Marisol Quintero, Brambleton Garden Center\nDate: March 10\nItem: Polo shirt, forest green\nSizes: S × 6, M × 14, L × 12, XL × 8\nLogo embroidery: Yes (logo file attached)\nDeliver to: 412 Orchard Road, Brambleton\nNotes: We need the shirts for our staff before our spring opening day on April 3.\n---\nTo: Marisol Quintero\nFrom: Customer Service, Hollis Workwear\nDate: March 11\nSubject: Your order\n\nDear Ms. Quintero,\n\nThank you for your order. We are sorry, but we have no medium shirts in forest green at the moment. New stock will arrive on March 28.\n\nWe can send the other sizes now and the medium shirts on March 29, in time for your opening day. Or, if you would prefer to receive everything at once, all four sizes are in stock in navy, and we could ship a complete navy order today.\n\nPlease reply to let us know which you prefer.\n\nBest regards,\nDevika Sundaram\nHollis Workwear',
    questions: [
      {
        question: 'What kind of business does Ms. Quintero work for?',
        options: ['A clothing store', 'A garden center', 'A delivery company', 'A print shop'],
        correctAnswer: 1,
        explanation: {
          zh: '订单表上写着 “Brambleton Garden Center”，所以 (B) 正确。(A) 卖衬衫的是 Hollis Workwear，她是买方；(C) 送货由 Hollis 安排，不是她的公司；(D) 刺绣的是 logo，与印刷店无关。',
          ja: '注文書に “Brambleton Garden Center” とあるので (B) が正解です。(A) シャツを売っているのは Hollis Workwear で、彼女は買い手です。(C) 配送は Hollis が手配します。(D) ロゴは刺しゅうで、印刷店は関係ありません。',
          en: 'The order form names "Brambleton Garden Center," so (B) is correct. (A) Hollis Workwear sells the shirts; she is buying them. (C) Delivery is arranged by Hollis. (D) The logo is embroidered; no print shop is involved.',
        },
        tags: ['detail', 'form'],
      },
      {
        question: 'How many shirts did Ms. Quintero order?',
        options: ['14', '30', '40', '50'],
        correctAnswer: 2,
        explanation: {
          zh: '订单表中 S 6 件、M 14 件、L 12 件、XL 8 件，合计 40 件，所以 (C) 正确。(A) 14 只是 M 码的数量；(B) 30 没有依据；(D) 50 是免费刺绣所需的最低件数。',
          ja: '注文書では S が6枚、M が14枚、L が12枚、XL が8枚で、合計40枚なので (C) が正解です。(A) 14 は M サイズだけの数です。(B) 30 には根拠がありません。(D) 50 はロゴ刺しゅうが無料になる枚数です。',
          en: 'Six S, fourteen M, twelve L and eight XL make 40: (C). (A) 14 is only the mediums. (B) 30 has no basis. (D) 50 is the minimum for free embroidery.',
        },
        tags: ['detail', 'form'],
      },
      {
        question: 'How much will each shirt in the original order cost, including the logo?',
        options: ['$18', '$20', '$22', '$24'],
        correctAnswer: 3,
        explanation: {
          zh: '墨绿色每件 $20；她要刺绣 logo，而 40 件不足 50 件，所以每件再加 $4，共 $24，(D) 正确。(A) $18 是藏青色或白色的价格；(B) $20 是不含 logo 的价格；(C) $22 没有依据。',
          ja: 'フォレストグリーンは1枚 $20 で、ロゴ刺しゅうを希望しており、40枚は50枚未満なので $4 が加わり $24、(D) が正解です。(A) $18 は紺か白の価格です。(B) $20 はロゴなしの価格です。(C) $22 には根拠がありません。',
          en: 'Forest green is $20, and with 40 shirts (under 50) the logo adds $4: $24, (D). (A) $18 is navy or white. (B) $20 leaves out the logo. (C) $22 has no basis.',
        },
        tags: ['cross-reference', 'triple passage'],
      },
      {
        question: 'What problem does Ms. Sundaram report?',
        options: [
          'The logo file could not be opened.',
          'One size is out of stock in the chosen color.',
          'The delivery address is incomplete.',
          'The price of the shirts has gone up.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '邮件说 “we have no medium shirts in forest green at the moment”，即所选颜色缺一个尺码，(B) 正确。(A) logo 文件没有问题；(C) 地址写在订单上，没有提到不完整；(D) 价格没有变化。',
          ja: 'メールに “we have no medium shirts in forest green at the moment” とあり、選んだ色で1サイズが品切れなので (B) が正解です。(A) ロゴのファイルに問題はありません。(C) 住所が不完全だとは書かれていません。(D) 値上げの話はありません。',
          en: 'The e-mail says "we have no medium shirts in forest green at the moment": (B). (A) The logo file is not mentioned as a problem. (C) The address is not questioned. (D) Prices have not changed.',
        },
        tags: ['problem', 'e-mail'],
      },
      {
        question: 'What is true of the second choice Ms. Sundaram offers?',
        options: [
          'All the shirts would arrive in one delivery.',
          'The shirts would arrive after the opening day.',
          'The shirts would cost more than in the original order.',
          'The logo would be added free of charge.',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '第二个选择是改成藏青色，所有尺码都有货，“we could ship a complete navy order today”，即一次全部送到，(A) 正确。(B) 今天就能发货，远早于 4 月 3 日；(C) 藏青色每件 $18，比墨绿色便宜；(D) 40 件不足 50 件，刺绣仍要收费。',
          ja: '2つ目の案は紺に変えることで、全サイズ在庫があり “we could ship a complete navy order today” なので、一度に届く (A) が正解です。(B) 今日発送でき、4月3日よりずっと前です。(C) 紺は1枚 $18 で、むしろ安くなります。(D) 40枚は50枚未満なので刺しゅうは有料のままです。',
          en: 'The navy option ships complete today, in one delivery: (A). (B) Shipping today is well before April 3. (C) Navy is $18, cheaper than forest green. (D) Forty shirts is under 50, so the logo is still charged.',
        },
        tags: ['cross-reference', 'triple passage'],
      },
    ],
  },

  // ── Level 3: policy memo + course page + e-mail ──
  {
    id: 'bank-p7-l3-g6',
    difficulty: 3,
    passage:
      "MEMO\nTo: All employees\nFrom: Human Resources\nSubject: Training reimbursement\n\nThe company will repay 75 percent of the fee for any course related to your current position, up to $600 per employee per calendar year. To qualify, you must obtain your manager's written approval before you register. Once you have completed the course, submit your certificate to Human Resources within 30 days; payments are made with the following month's salary.\n---\nCALDERWOOD INSTITUTE — Online Courses\n\nData Visualization for Business\nEight weekly sessions, starting May 6\nLearn to turn spreadsheets into clear charts and dashboards that managers can read at a glance.\n\nFee: $720 ($640 if you register by April 15)\nA certificate is issued to every participant who completes all eight sessions.\n---\nTo: Greta Haugland\nFrom: Yusuf Demirel\nDate: April 8\nSubject: Course request\n\nHi Greta,\n\nI would like to take Calderwood Institute's online course on data visualization, which starts next month. I think it would make the monthly sales reports I prepare for the regional managers much easier to read.\n\nIf you agree, could you reply to this message with your approval? I would like to register by the end of this week so that I can take advantage of the lower fee.\n\nThanks,\nYusuf",
    questions: [
      {
        question: 'What is the purpose of the memo?',
        options: [
          'To announce a new online course',
          'To explain how employees can get course fees repaid',
          'To remind managers to approve requests quickly',
          'To describe changes to salary payments',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '备忘录说明公司报销培训费的比例、上限和手续，所以 (B) 正确。(A) 网络课程出现在第二篇网页里；(C) 备忘录要求员工事先取得批准，没有催促经理；(D) 工资只在说明报销何时支付时提到。',
          ja: 'メモは研修費の払い戻しの割合、上限、手続きを説明しているので (B) が正解です。(A) オンライン講座は2つ目のウェブページの内容です。(C) 社員が事前に承認を得るよう求めているだけで、管理職を急がせてはいません。(D) 給与は払い戻しの支払時期として出てくるだけです。',
          en: 'The memo sets out how much of a course fee is repaid and how to claim it: (B). (A) The course is in the second document. (C) Employees must get approval; managers are not urged to hurry. (D) Salary appears only as when repayments are made.',
        },
        tags: ['purpose', 'memo'],
      },
      {
        question: 'What is indicated about the course?',
        options: [
          'It is taught in a classroom.',
          'It is intended for regional managers.',
          'It lasts eight weeks.',
          'It is free for people who register early.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '网页写着 “Eight weekly sessions”，即每周一次共八次，(C) 正确。(A) 是在线课程；(B) 地区经理是 Demirel 先生报告的读者，不是课程对象；(D) 早报名只是降到 $640，并不免费。',
          ja: 'ウェブページに “Eight weekly sessions” とあるので (C) が正解です。(A) オンライン講座です。(B) 地域マネージャーは Demirel さんの報告書の読み手で、講座の対象ではありません。(D) 早期申込みは $640 に下がるだけで、無料ではありません。',
          en: '"Eight weekly sessions" means it runs eight weeks: (C). (A) It is an online course. (B) Regional managers read Mr. Demirel\'s reports; they are not the audience. (D) Registering early lowers the fee to $640; it is not free.',
        },
        tags: ['detail', 'web page'],
      },
      {
        question: 'Why did Mr. Demirel write to Ms. Haugland?',
        options: [
          'To meet a requirement of the reimbursement policy',
          'To ask her to register him for the course',
          'To send her his course certificate',
          'To invite her to take the course with him',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '备忘录规定报名前必须取得经理的书面批准，他写信请 Haugland 女士回信批准，正是为了满足这一条件，(A) 正确。(B) 他打算自己报名；(C) 证书要在上完课后才交给人事部；(D) 他没有邀请她一起上课。',
          ja: 'メモでは登録前に上司の書面による承認が必要とされており、彼は Haugland さんに承認の返信を頼んでいるので (A) が正解です。(B) 登録は自分でするつもりです。(C) 修了証は講座修了後に人事部へ出すものです。(D) 一緒に受講しようとは誘っていません。',
          en: 'The memo requires written approval before registering, and he asks her to reply with it: (A). (B) He will register himself. (C) A certificate comes only after the course, and goes to HR. (D) He does not invite her to join.',
        },
        tags: ['cross-reference', 'triple passage'],
      },
      {
        question: 'If Mr. Demirel registers this week, how much will the company repay him?',
        options: ['$480', '$540', '$600', '$640'],
        correctAnswer: 0,
        explanation: {
          zh: '他 4 月 8 日写信，本周报名就在 4 月 15 日之前，学费为 $640；公司报销 75%，即 $480，低于 $600 的上限，所以 (A) 正确。(B) $540 是按 $720 原价计算的 75%；(C) $600 是年度上限；(D) $640 是他支付的全部学费。',
          ja: '4月8日付のメールで今週中に登録すれば4月15日より前なので受講料は $640、その75%は $480 で上限 $600 以内なので (A) が正解です。(B) $540 は通常料金 $720 の75%です。(C) $600 は年間の上限額です。(D) $640 は支払う受講料の全額です。',
          en: 'Registering this week (his e-mail is dated April 8) beats the April 15 deadline, so the fee is $640; 75 percent is $480, under the $600 cap: (A). (B) $540 is 75 percent of the full $720. (C) $600 is the annual cap. (D) $640 is the whole fee.',
        },
        tags: ['cross-reference', 'triple passage'],
      },
      {
        question: 'What will Mr. Demirel need to do after the course ends?',
        options: [
          'Present a report to the regional managers',
          'Send his certificate to Human Resources',
          'Ask Ms. Haugland for a second approval',
          'Pay the rest of the course fee',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '备忘录规定上完课后 30 天内 “submit your certificate to Human Resources”，所以 (B) 正确。(A) 他平时就给地区经理写月报，这不是课程后的要求；(C) 批准只需报名前一次；(D) 学费在报名时支付，没有尾款。',
          ja: 'メモでは修了後30日以内に “submit your certificate to Human Resources” とあるので (B) が正解です。(A) 地域マネージャーへの月報は普段の業務で、講座後の要件ではありません。(C) 承認は登録前の1回だけです。(D) 受講料の残金の話はありません。',
          en: 'The memo says to "submit your certificate to Human Resources" within 30 days: (B). (A) His monthly reports are routine, not a course requirement. (C) Approval is needed once, before registering. (D) No remaining fee is mentioned.',
        },
        tags: ['cross-reference', 'triple passage'],
      },
    ],
  },

  // ── Level 3: advertisement + order confirmation + e-mail ──
  {
    id: 'bank-p7-l3-g7',
    difficulty: 3,
    passage:
      'FROSTLINE COMMERCIAL REFRIGERATION\nDisplay cases for cafés, juice bars and delis\n\nModel | Width | Shelves | Price\nFL-60 | 60 cm | 3 | $1,450\nFL-90 | 90 cm | 4 | $1,980\nFL-120 | 120 cm | 4 | $2,640\nFL-150 | 150 cm | 5 | $3,200\n\nFree delivery within 50 km of our showroom. Professional installation: $150.\nEvery case comes with a two-year warranty, extended to five years when you register your case online within 30 days of delivery.\n---\nFROSTLINE — ORDER CONFIRMATION No. 55183\n\nCustomer: Leilani Brandt, Pressed Juice Bar, 7 Canal Street\nModel: FL-120\nDelivery: June 4, between 8:00 and 10:00 A.M.\nInstallation: Yes\nTotal charged: $2,790\n---\nTo: service@frostline.com\nFrom: Leilani Brandt\nDate: June 5\nSubject: Order 55183\n\nHello,\n\nMy display case arrived yesterday morning as scheduled, and it looks great. However, your technician told me that the outlet behind my counter is not the right type for the case. He said he could not install it until an electrician replaces the outlet, and he left without doing the installation.\n\nMy electrician is coming on Monday. Could your technician come back on Tuesday? I would also like to know whether the installation charge will be refunded if it cannot be done this week.\n\nFinally, I tried to register the case for the longer warranty on your Web site, but the page would not accept the serial number on the back of the case. Please advise.\n\nLeilani Brandt',
    questions: [
      {
        question: 'According to the advertisement, what is true about Frostline display cases?',
        options: [
          'They are all the same width.',
          'They come with a two-year warranty.',
          'They are delivered free anywhere.',
          'They are installed free of charge.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '广告写着 “Every case comes with a two-year warranty”，所以 (B) 正确。(A) 宽度从 60 到 150 厘米不等；(C) 只在展厅 50 公里内免费送货；(D) 专业安装收费 $150。',
          ja: '広告に “Every case comes with a two-year warranty” とあるので (B) が正解です。(A) 幅は60〜150 cm とさまざまです。(C) 無料配送はショールームから50 km 以内だけです。(D) 設置は $150 かかります。',
          en: '"Every case comes with a two-year warranty": (B). (A) Widths run from 60 to 150 cm. (C) Delivery is free only within 50 km. (D) Installation costs $150.',
        },
        tags: ['detail', 'advertisement'],
      },
      {
        question: "How many shelves does Ms. Brandt's display case have?",
        options: ['3', '4', '5', '6'],
        correctAnswer: 1,
        explanation: {
          zh: '订单确认显示她买的是 FL-120，广告表中 FL-120 有 4 层搁板，所以 (B) 正确。(A) 3 层是 FL-60；(C) 5 层是 FL-150；(D) 没有 6 层的型号。',
          ja: '注文確認書で彼女の機種は FL-120 で、広告の表では FL-120 の棚は4段なので (B) が正解です。(A) 3段は FL-60、(C) 5段は FL-150 です。(D) 6段の機種はありません。',
          en: 'Her order is an FL-120, which the table lists with 4 shelves: (B). (A) 3 shelves is the FL-60. (C) 5 is the FL-150. (D) No model has 6.',
        },
        tags: ['cross-reference', 'triple passage'],
      },
      {
        question: 'What amount does Ms. Brandt ask about getting back?',
        options: ['$50', '$150', '$2,640', '$2,790'],
        correctAnswer: 1,
        explanation: {
          zh: '她问如果这周装不了，“whether the installation charge will be refunded”，广告中安装费是 $150，所以 (B) 正确。订单总额 $2,790 (D) 就是 $2,640 (C) 的机柜价格加 $150 安装费，她并没有要求退全款或退机器钱；(A) $50 没有依据。',
          ja: '今週設置できないなら “whether the installation charge will be refunded” と尋ねており、広告では設置料は $150 なので (B) が正解です。合計 $2,790 (D) は本体 $2,640 (C) に設置料 $150 を足した額で、全額や本体代の返金は求めていません。(A) $50 には根拠がありません。',
          en: 'She asks "whether the installation charge will be refunded," and installation costs $150: (B). The $2,790 total (D) is the $2,640 case (C) plus installation; she is not asking for either back. (A) $50 has no basis.',
        },
        tags: ['cross-reference', 'triple passage'],
      },
      {
        question: 'Why was the display case not installed?',
        options: [
          'It arrived later than scheduled.',
          'It was the wrong model.',
          'An electrical outlet was unsuitable.',
          'Ms. Brandt was not at the shop.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '技术员说柜台后的插座 “is not the right type for the case”，要等电工换好才能装，所以 (C) 正确。(A) 机柜 “arrived yesterday morning as scheduled”，准时到达；(B) 她说机柜看起来很好，型号没问题；(D) 她当时在店里，和技术员谈过。',
          ja: '技術者はカウンター裏のコンセントが “is not the right type for the case” で、電気工事が済むまで設置できないと言ったので (C) が正解です。(A) ケースは “arrived yesterday morning as scheduled” で予定どおりです。(B) 機種に問題はなく、見た目も気に入っています。(D) 彼女は店で技術者と話しています。',
          en: 'The technician said the outlet "is not the right type for the case": (C). (A) The case "arrived yesterday morning as scheduled." (B) Nothing is wrong with the model; she likes it. (D) She was there and spoke with the technician.',
        },
        tags: ['reason', 'e-mail'],
      },
      {
        question:
          'By what date must Ms. Brandt register her display case to receive the longer warranty?',
        options: ['June 5', 'June 30', 'July 4', 'June 4 of next year'],
        correctAnswer: 2,
        explanation: {
          zh: '广告说在 “within 30 days of delivery” 内在线注册可延长到五年；机柜 6 月 4 日送达，30 天后是 7 月 4 日，所以 (C) 正确。(A) 6 月 5 日是她写邮件的日子；(B) 6 月 30 日只是月底，30 天是从 6 月 4 日算起的，截止日是 7 月 4 日；(D) 一年后不在 30 天内。',
          ja: '広告では配送から “within 30 days of delivery” に登録すると5年保証になります。ケースは6月4日に届いたので30日後の7月4日、(C) が正解です。(A) 6月5日はメールを書いた日です。(B) 6月30日は月末にすぎず、30日間は6月4日から数えるので期限は7月4日です。(D) 1年後では30日を過ぎています。',
          en: 'Registration must be "within 30 days of delivery," and the case arrived on June 4, so by July 4: (C). (A) June 5 is the date of her e-mail. (B) June 30 is merely the end of the month; the 30 days run from June 4. (D) A year later is far past 30 days.',
        },
        tags: ['cross-reference', 'triple passage'],
      },
    ],
  },

  // ── Level 4: article + application form + letter ──
  {
    id: 'bank-p7-l4-g6',
    difficulty: 4,
    passage:
      "City Offers Grants to Brighten Shopfronts\nBy Colm Reddan, Kilbride Gazette\n\nKILBRIDE — Small businesses on Ostler Street can now apply for city grants to improve their storefronts. The program, approved by the city council last month, will pay half the cost of projects such as new signs, awnings, lighting and accessible entrances, up to a maximum of $5,000 per business.\n\nCouncil member Ines Barrow, who proposed the program, said the figure was chosen so that the city's $200,000 budget could reach at least forty businesses. \"We would rather help many shops a little than a few shops a lot,\" she said.\n\nApplications are due by September 30. Work must be carried out by a licensed contractor, and projects must be finished by March 31 of next year.\n---\nOSTLER STREET STOREFRONT GRANT — Application\n\nBusiness: Quillon Hardware, 58 Ostler Street\nOwner: Matthias Orbach\nProject: Replace the front steps with a ramp; install a new awning and window lighting\nEstimated total cost: $12,400\nAmount requested: $6,200\nContractor: Stellan Building Services (license no. WB-20417)\nPlanned completion: February\nDate submitted: September 12\n---\nCity of Kilbride — Office of Economic Development\nOctober 20\n\nMr. Matthias Orbach\nQuillon Hardware\n58 Ostler Street\nKilbride\n\nDear Mr. Orbach,\n\nI am pleased to inform you that your application for a storefront grant has been approved. Because grants are limited by the program's rules, the amount awarded is less than the amount you requested.\n\nPayment will be made after the work is complete. Please send us photographs of your storefront before work begins and after it is finished, together with your contractor's final invoice.\n\nCongratulations, and thank you for investing in Ostler Street.\n\nSincerely,\nPaloma Iturbe\nGrants Officer",
    questions: [
      {
        question: 'What is the article mainly about?',
        options: [
          'The election of a council member',
          'A program to help businesses improve their shops',
          'The opening of a hardware store',
          'A plan to widen Ostler Street',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '文章介绍市政府为 Ostler 街的小商家提供改善店面的补助，所以 (B) 正确。(A) Barrow 议员是提出方案的人，文章不是关于选举；(C) 五金店出现在第二篇申请表中；(D) 没有提到拓宽街道。',
          ja: '記事は Ostler 通りの小規模店舗の店構えの改善を市が補助する制度の紹介なので (B) が正解です。(A) Barrow 議員は制度の提案者で、選挙の話ではありません。(C) 金物店は2つ目の申請書に出てきます。(D) 道路拡幅の話はありません。',
          en: 'The article describes city grants for Ostler Street businesses to improve their storefronts: (B). (A) Ms. Barrow proposed the program; no election is reported. (C) The hardware store appears only in the application. (D) Widening the street is not mentioned.',
        },
        tags: ['main idea', 'article'],
      },
      {
        question: 'In the article, the word "figure" in paragraph 2 is closest in meaning to',
        options: ['shape', 'amount', 'person', 'drawing'],
        correctAnswer: 1,
        explanation: {
          zh: "“the figure was chosen so that the city's $200,000 budget could reach at least forty businesses” 中 figure 指上一段的最高金额 $5,000，即“数额”，(B) 正确。(A) 形状、(C) 人物、(D) 图画都是 figure 的其他意思，放在这里说不通。",
          ja: "“the figure was chosen so that the city's $200,000 budget could reach at least forty businesses” の figure は前の段落の上限額 $5,000 を指し「金額」なので (B) が正解です。(A) 形、(C) 人物、(D) 図はいずれも figure の別の意味で、ここでは合いません。",
          en: 'In "the figure was chosen so that the city\'s $200,000 budget could reach at least forty businesses," figure means the $5,000 maximum, an amount: (B). (A) Shape, (C) person and (D) drawing are other senses of "figure" that do not fit.',
        },
        tags: ['vocabulary', 'article'],
      },
      {
        question: 'How much will Quillon Hardware most likely receive?',
        options: ['$2,500', '$5,000', '$6,200', '$12,400'],
        correctAnswer: 1,
        explanation: {
          zh: '项目总额 $12,400，一半是申请的 $6,200，但文章说每家最多 $5,000，信中也说批准金额少于申请金额，所以会得到上限 $5,000，(B) 正确。(A) $2,500 没有依据；(C) $6,200 是申请额，超过上限；(D) $12,400 是工程总费用。',
          ja: '総費用 $12,400 の半分が申請額 $6,200 ですが、記事では1事業者あたり上限 $5,000 で、手紙も申請額より少ない額が認められたと述べているので、上限の $5,000、(B) が正解です。(A) $2,500 には根拠がありません。(C) $6,200 は申請額で上限を超えています。(D) $12,400 は工事の総額です。',
          en: 'Half of $12,400 is the $6,200 requested, but grants are capped at $5,000, and the letter says he will receive less than he asked for: $5,000, (B). (A) $2,500 has no basis. (C) $6,200 exceeds the cap. (D) $12,400 is the whole project.',
        },
        tags: ['cross-reference', 'triple passage'],
      },
      {
        question: "What is suggested about Mr. Orbach's project?",
        options: [
          'It was submitted after the deadline.',
          'It will be done by an unlicensed worker.',
          "It is planned to finish before the program's deadline.",
          'It has already been paid for by the city.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '申请表写着计划二月完工，而文章要求在次年 3 月 31 日前完成，所以 (C) 正确。(A) 9 月 12 日提交，早于 9 月 30 日的截止日；(B) 承包商有执照号码；(D) 信中说完工后才付款。',
          ja: '申請書では2月完成予定で、記事の条件は翌年3月31日までの完成なので (C) が正解です。(A) 提出は9月12日で、締め切りの9月30日より前です。(B) 業者には許可番号があります。(D) 手紙によると支払いは工事完了後です。',
          en: 'The form plans completion in February, within the March 31 limit: (C). (A) It was submitted September 12, before the September 30 deadline. (B) The contractor has a license number. (D) The letter says payment comes after the work.',
        },
        tags: ['cross-reference', 'triple passage'],
      },
      {
        question: 'What does Ms. Iturbe ask Mr. Orbach to send?',
        options: [
          'A revised application',
          'A copy of his business license',
          'Photographs and an invoice',
          'A list of other shop owners',
        ],
        correctAnswer: 2,
        explanation: {
          zh: "信中请他寄来施工前后的店面照片 “together with your contractor's final invoice”，所以 (C) 正确。(A) 申请已经批准，不需要修改；(B) 营业执照没有被要求；(D) 其他店主名单没有提到。",
          ja: "手紙は工事前後の写真を “together with your contractor's final invoice” 送るよう求めているので (C) が正解です。(A) 申請は承認済みで、修正は不要です。(B) 営業許可証は求められていません。(D) 他の店主の名簿も出てきません。",
          en: 'She asks for before-and-after photographs "together with your contractor\'s final invoice": (C). (A) The application is already approved. (B) No business license is requested. (D) Other owners are not mentioned.',
        },
        tags: ['request', 'letter'],
      },
    ],
  },

  // ── Level 5: comparison table + e-mail + memo ──
  {
    id: 'bank-p7-l5-g4',
    difficulty: 5,
    passage:
      "CANDIDATE SITES — Second Distribution Center (prepared by Halden Property Advisers)\n\nSite | Monthly rent | Distance to Port of Tessaly | Floor area | Available from\nBrenton Park | $48,000 | 12 km | 9,000 m² | January 1\nPellam Junction | $39,000 | 31 km | 11,500 m² | March 1\nSlate Wharf | $44,500 | 8 km | 7,200 m² | Immediately\nFenner Road | $36,000 | 45 km | 10,000 m² | February 15\n---\nTo: Executive team\nFrom: Anselm Kirchner, Director of Operations\nDate: October 2\nSubject: Second distribution center — requirements\n\nBefore we look at the advisers' shortlist, let me set out what operations needs. First, at least 8,000 square meters; anything smaller and we will be renting overflow space again next peak season. Second, the building must be operating by February 1, when orders from the spring catalog start to arrive. Third, every kilometer from the port adds to what we pay the haulage firm for each container, so I would rule out anything beyond 20 km.\n\nFinance has told me we can absorb a monthly rent of up to $50,000. I would rather spend that than save on rent and lose it all again in transport costs.\n---\nMEMO\nTo: All staff\nFrom: Renata Aaltonen, Chief Executive\nDate: November 14\nSubject: New distribution center\n\nI am pleased to announce that we have signed a lease for our second distribution center. Of the sites that offered the space operations asked for, we chose the one closest to the port. In return for our agreeing to a five-year term, the landlord has reduced the rent by $2,000 a month for the first year.\n\nStaff who wish to transfer to the new center should speak to their manager by December 1.",
    questions: [
      {
        question: 'Why did Mr. Kirchner write the e-mail?',
        options: [
          'To recommend a property adviser',
          'To explain the conditions a site must meet',
          'To announce that a lease has been signed',
          'To request a larger budget from Finance',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '他在邮件中说 “let me set out what operations needs”，列出面积、启用时间和距离三个条件，所以 (B) 正确。(A) 顾问公司已经提交了名单，他没有推荐；(C) 宣布签约的是首席执行官的备忘录；(D) 财务已经同意最高 $50,000，他没有要求增加预算。',
          ja: 'メールで “let me set out what operations needs” と述べ、面積・稼働時期・距離の3条件を挙げているので (B) が正解です。(A) アドバイザーの推薦ではありません。(C) 賃貸契約の発表は CEO のメモです。(D) 財務はすでに月 $50,000 までを認めており、予算増額は求めていません。',
          en: 'He writes, "let me set out what operations needs," listing space, timing and distance: (B). (A) He does not recommend an adviser. (C) The lease is announced in the chief executive\'s memo. (D) Finance has already allowed $50,000; he asks for no more.',
        },
        tags: ['purpose', 'e-mail'],
      },
      {
        question: 'In the e-mail, the word "absorb" in paragraph 2 is closest in meaning to',
        options: ['soak up', 'afford', 'understand', 'combine'],
        correctAnswer: 1,
        explanation: {
          zh: '“we can absorb a monthly rent of up to $50,000” 指公司能承担这笔租金，即 afford，(B) 正确。(A) soak up 是吸收液体的字面意思；(C) understand 用于吸收知识；(D) combine 是合并，都不符合这里“负担费用”的意思。',
          ja: '“we can absorb a monthly rent of up to $50,000” は家賃を負担できるという意味で afford に近く、(B) が正解です。(A) soak up は液体を吸い込む文字どおりの意味、(C) understand は知識を吸収する意味、(D) combine は統合で、費用を負担する意味には合いません。',
          en: '"We can absorb a monthly rent of up to $50,000" means the company can bear that cost: afford, (B). (A) Soak up is the literal sense for liquids, (C) understand the sense for knowledge, and (D) combine the sense of merging; none means bearing a cost.',
        },
        tags: ['vocabulary', 'e-mail'],
      },
      {
        question: 'Which site did the company most likely lease?',
        options: ['Brenton Park', 'Pellam Junction', 'Slate Wharf', 'Fenner Road'],
        correctAnswer: 0,
        explanation: {
          zh: '满足 8,000 平方米以上的是 Brenton Park、Pellam Junction 和 Fenner Road；备忘录说在这些地点中选了离港口最近的，即 12 公里的 Brenton Park，它也在 2 月 1 日前可用、租金低于 $50,000，所以 (A) 正确。(B) Pellam 要 3 月 1 日才能用，且 31 公里太远；(C) Slate Wharf 虽离港口最近，但只有 7,200 平方米；(D) Fenner Road 距离 45 公里。',
          ja: '8,000 m² 以上なのは Brenton Park、Pellam Junction、Fenner Road で、メモはその中で港に最も近い場所を選んだと述べているので、12 km の Brenton Park、(A) が正解です。2月1日までに使え、家賃も $50,000 以内です。(B) Pellam は3月1日からで31 km と遠すぎます。(C) Slate Wharf は港に最も近いものの 7,200 m² しかありません。(D) Fenner Road は 45 km です。',
          en: 'The sites with at least 8,000 m² are Brenton Park, Pellam Junction and Fenner Road; of those, the closest to the port is Brenton Park at 12 km, which is also ready by February 1 and under $50,000: (A). (B) Pellam opens March 1 and is 31 km away. (C) Slate Wharf is closest of all but only 7,200 m². (D) Fenner Road is 45 km away.',
        },
        tags: ['cross-reference', 'triple passage'],
      },
      {
        question: 'Why was the site closest to the port not chosen?',
        options: [
          'It was too expensive.',
          'It was not available in time.',
          'It was too small.',
          'Its landlord refused a five-year lease.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '离港口最近的是 8 公里的 Slate Wharf，但只有 7,200 平方米，低于 Kirchner 先生要求的 8,000 平方米，所以 (C) 正确。(A) 租金 $44,500 在预算内；(B) 它 “Immediately” 可用；(D) 五年租期是与最终选定地点房东的约定，与 Slate Wharf 无关。',
          ja: '港に最も近いのは 8 km の Slate Wharf ですが、7,200 m² で Kirchner さんの条件 8,000 m² に足りないので (C) が正解です。(A) 家賃 $44,500 は予算内です。(B) “Immediately” 使えます。(D) 5年契約は選ばれた物件の家主との取り決めで、Slate Wharf とは関係ありません。',
          en: 'Slate Wharf, at 8 km, is closest, but its 7,200 m² is below the 8,000 m² required: (C). (A) Its $44,500 rent is within budget. (B) It is available "Immediately." (D) The five-year deal was made with the chosen site\'s landlord.',
        },
        tags: ['cross-reference', 'triple passage'],
      },
      {
        question: 'What will the monthly rent be during the first year?',
        options: ['$44,500', '$46,000', '$48,000', '$50,000'],
        correctAnswer: 1,
        explanation: {
          zh: 'Brenton Park 的月租是 $48,000，备忘录说第一年每月减 $2,000，所以是 $46,000，(B) 正确。(A) $44,500 是 Slate Wharf 的租金；(C) $48,000 是减免前的价格；(D) $50,000 是财务允许的上限。',
          ja: 'Brenton Park の家賃は月 $48,000 で、メモによれば最初の1年は月 $2,000 引き下げられるので $46,000、(B) が正解です。(A) $44,500 は Slate Wharf の家賃です。(C) $48,000 は値引き前の額です。(D) $50,000 は財務が認めた上限です。',
          en: "Brenton Park rents for $48,000, less $2,000 a month in the first year: $46,000, (B). (A) $44,500 is Slate Wharf' rent. (C) $48,000 is before the reduction. (D) $50,000 is Finance's ceiling.",
        },
        tags: ['cross-reference', 'triple passage'],
      },
    ],
  },

  // ── Level 5: pricing page + chat + e-mail ──
  {
    id: 'bank-p7-l5-g5',
    difficulty: 5,
    passage:
      "LEDGERLY — Plans for accounting teams\n\nStarter: $9 per user per month. Up to 10 users. E-mail support.\nGrowth: $16 per user per month. Up to 40 users. Phone and e-mail support; payroll integrations.\nScale: $25 per user per month. Unlimited users. Dedicated account manager; payroll integrations.\n\nChange plans at any time. A change requested by the 20th takes effect on the first day of the next month; later requests take effect a month after that.\n---\n[3:12 P.M.] Odalys Pinheiro: Hi, we're a bookkeeping firm on the Starter plan with 9 users. We're hiring 6 temporary staff for tax season, and they start on February 1. What do I need to do?\n[3:13 P.M.] Ledgerly Support (Kai): Hi Odalys! Your new team would put you over your plan's limit, so you'll need to move up a plan before they start.\n[3:14 P.M.] Odalys Pinheiro: Today is January 18. Is it too late?\n[3:15 P.M.] Ledgerly Support (Kai): That timing works in your favor. If you request the change today, it'll be in place on February 1.\n[3:16 P.M.] Odalys Pinheiro: Great. Please go ahead, and have someone confirm by e-mail.\n---\nTo: Odalys Pinheiro\nFrom: Marta Vasquez-Hale, Ledgerly\nDate: January 19\nSubject: Your plan change\n\nDear Ms. Pinheiro,\n\nAs requested in your chat with our support team, your firm will move to the plan you need on February 1, with all of your users on it. Your new plan also lets you connect Ledgerly to the payroll software you use, which several of our bookkeeping clients find saves them hours each month.\n\nWhen tax season is over, you are welcome to return to your previous plan, provided you are back within its user limit.\n\nKind regards,\nMarta Vasquez-Hale\nCustomer Accounts",
    questions: [
      {
        question: 'What is indicated about the Scale plan?',
        options: [
          'It is the only plan with phone support.',
          'It includes a dedicated account manager.',
          'It is limited to 40 users.',
          'It is billed once a year.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '网页上 Scale 方案包括 “Dedicated account manager”，所以 (B) 正确。(A) Growth 方案也有电话支持；(C) 40 人上限是 Growth 的，Scale 不限人数；(D) 所有价格都按每人每月计，没有提到年付。',
          ja: 'ページには Scale に “Dedicated account manager” が付くとあるので (B) が正解です。(A) 電話サポートは Growth にもあります。(C) 40人の上限は Growth のもので、Scale は無制限です。(D) 料金はすべて1人1か月あたりで、年払いの話はありません。',
          en: 'Scale includes a "Dedicated account manager": (B). (A) Growth also has phone support. (C) The 40-user limit is Growth\'s; Scale is unlimited. (D) Prices are per user per month; annual billing is not mentioned.',
        },
        tags: ['detail', 'web page'],
      },
      {
        question: "Why does Ms. Pinheiro's firm need to change plans?",
        options: [
          'It wants a dedicated account manager.',
          'It will have more users than its plan allows.',
          'Its current plan is being discontinued.',
          'It needs to reduce its monthly costs.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: "事务所现有 9 人，再加 6 名临时员工就是 15 人，超过 Starter 方案 10 人的上限，客服也说 “would put you over your plan's limit”，所以 (B) 正确。(A) 她没有要求专属客户经理；(C) 没说 Starter 方案要停止；(D) 升级会让费用增加，而不是减少。",
          ja: "現在9人に臨時スタッフ6人が加わると15人で、Starter の上限10人を超え、サポートも “would put you over your plan's limit” と言っているので (B) が正解です。(A) 専任担当者は求めていません。(C) Starter の廃止の話はありません。(D) プラン変更で費用はむしろ増えます。",
          en: 'Nine users plus six temporary staff makes fifteen, over Starter\'s ten, as support says: "would put you over your plan\'s limit": (B). (A) She never asks for an account manager. (C) Starter is not being discontinued. (D) Moving up raises costs.',
        },
        tags: ['cross-reference', 'triple passage'],
      },
      {
        question:
          'At 3:15 P.M., what does Kai most likely mean when he writes, "That timing works in your favor"?',
        options: [
          'Ms. Pinheiro has asked before a monthly cutoff date.',
          'Tax season is a quiet time for the support team.',
          'Ms. Pinheiro will receive a discount for asking early.',
          'The temporary staff can start earlier than planned.',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '网页说 20 日前申请的更改下个月 1 日生效；她 1 月 18 日申请，正好赶在截止日之前，2 月 1 日就能生效，所以 (A) 正确。(B) 没有提到客服的忙闲；(C) 没有提前申请的折扣；(D) 临时员工仍是 2 月 1 日上班，时间没有提前。',
          ja: 'ページでは20日までの申請は翌月1日に反映されます。彼女は1月18日に申請しており、締め日に間に合うので2月1日に反映されるという意味で (A) が正解です。(B) サポートの繁閑の話はありません。(C) 早期申請の割引はありません。(D) 臨時スタッフの開始日は2月1日のままです。',
          en: "Changes requested by the 20th take effect on the 1st; she asks on January 18, before the cutoff, so the change is in place on February 1: (A). (B) The support team's workload is not mentioned. (C) There is no early-request discount. (D) The staff still start on February 1.",
        },
        tags: ['speaker intent', 'text messages'],
      },
      {
        question: 'How much will the firm pay per month after the change?',
        options: ['$135', '$144', '$240', '$375'],
        correctAnswer: 2,
        explanation: {
          zh: '15 人超过 Starter 但不超过 Growth 的 40 人上限，客服说 “move up a plan”（升一级），邮件说 “move to the plan you need … with all of your users on it”，又提到新方案可连接工资软件（Growth 有此功能），所以是 15 × $16 = $240，(C) 正确。(A) $135 是 15 人按 Starter 的 $9 计算，但 Starter 只允许 10 人；(B) $144 是 9 人按 Growth 价格计算，漏了临时员工；(D) $375 是 15 人按 Scale 的 $25 计算，而她不需要 Scale。',
          ja: '15人は Starter の上限を超えますが Growth の40人以内で、サポートも “move up a plan”（1つ上のプラン）と言い、メールも “move to the plan you need … with all of your users on it” と述べ、給与ソフト連携（Growth の機能）に触れているので、15 × $16 = $240、(C) が正解です。(A) $135 は15人を Starter の $9 で計算した額ですが、Starter は10人までです。(B) $144 は9人分だけを Growth で計算した額です。(D) $375 は Scale の $25 で計算した額で、Scale は必要ありません。',
          en: 'Fifteen users exceed Starter but fit Growth\'s 40; Kai says to "move up a plan," the plan she "needs," and the e-mail mentions payroll integration, a Growth feature: 15 × $16 = $240, (C). (A) $135 prices fifteen users at Starter\'s $9, but Starter allows only ten. (B) $144 counts only the nine existing users at $16. (D) $375 uses Scale\'s $25, which she does not need.',
        },
        tags: ['cross-reference', 'triple passage'],
      },
      {
        question: 'According to Ms. Vasquez-Hale, what can the firm do after tax season?',
        options: [
          'Move back to the Starter plan if it has no more than 10 users',
          'Cancel its account without a fee',
          'Keep the temporary users at no charge',
          'Receive a refund for the months it used the new plan',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '邮件说税季过后可以 “return to your previous plan, provided you are back within its user limit”，即人数回到 10 人以内就能改回 Starter，所以 (A) 正确。(B) 没有提到取消账户；(C) 没有说临时用户免费；(D) 没有提到退款。',
          ja: 'メールには繁忙期の後 “return to your previous plan, provided you are back within its user limit” とあり、10人以内に戻れば Starter に戻せるので (A) が正解です。(B) 解約の話はありません。(C) 臨時ユーザーが無料になるとは書かれていません。(D) 返金の話もありません。',
          en: 'She may "return to your previous plan, provided you are back within its user limit," that is, Starter with ten users or fewer: (A). (B) Cancellation is not mentioned. (C) Temporary users are not made free. (D) No refund is offered.',
        },
        tags: ['detail', 'e-mail'],
      },
    ],
  },
];
