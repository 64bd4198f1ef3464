import type { ReadingSet } from '../types';

/**
 * Part 7 — Reading Comprehension: documents written as sets (questions bank-p7-l{level}-g{n}-1 …).
 * Several documents in one set are separated by a line holding only "---".
 */
export const part7Sets: ReadingSet[] = [
  // ── Level 1 (under 500) ──
  {
    id: 'bank-p7-l1-g4',
    difficulty: 1,
    passage:
      'To: All tenants\nFrom: Greystone Apartments Office\nDate: October 2\nSubject: Window cleaning\n\nDear tenants,\n\nWorkers will clean the outside of all windows on Thursday, October 9, from 8:00 A.M. to 4:00 P.M. Please close your windows and move any plants or chairs away from your balcony railings before 8:00 A.M. The workers will not need to enter your apartment.\n\nIf it rains on Thursday, the cleaning will take place on Friday, October 10, instead.\n\nThank you,\nGreystone Apartments Office',
    questions: [
      {
        question: 'What is the purpose of the e-mail?',
        options: [
          'To announce a cleaning schedule',
          'To ask tenants to pay rent',
          'To introduce new building staff',
          'To report some broken windows',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '邮件通知 10 月 9 日清洗所有窗户外侧的时间安排，所以 (A) 正确。(B) 没有提到房租；(C) 提到的是清洗工人，不是介绍新员工；(D) 窗户只是要清洗，并没有坏。',
          ja: 'メールは10月9日に全部の窓の外側を清掃する予定を知らせているので (A) が正解です。(B) 家賃の話はありません。(C) 清掃作業員の話で、新しい職員の紹介ではありません。(D) 窓は清掃するだけで、壊れてはいません。',
          en: 'The e-mail gives the date and hours for cleaning all the windows, so (A) is correct. (B) Rent is not mentioned. (C) The workers are cleaners, not new staff being introduced. (D) The windows are to be cleaned, not repaired.',
        },
        tags: ['main purpose', 'e-mail'],
      },
      {
        question: 'What are tenants asked to do?',
        options: [
          'Let the workers into their apartments',
          'Call the office before Thursday',
          'Move items away from their balcony railings',
          'Leave their windows open',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '邮件请住户 “move any plants or chairs away from your balcony railings”，所以 (C) 正确。(A) 工人不需要进入房间；(B) 没有要求打电话；(D) 邮件要求关窗，不是开窗。',
          ja: '“move any plants or chairs away from your balcony railings” と頼んでいるので (C) が正解です。(A) 作業員は部屋に入りません。(B) 電話するようには言っていません。(D) 窓は閉めるように言われており、開けておくのではありません。',
          en: 'Tenants are asked to "move any plants or chairs away from your balcony railings," so (C) is correct. (A) The workers will not enter apartments. (B) No phone call is requested. (D) Tenants must close their windows, not leave them open.',
        },
        tags: ['detail', 'e-mail'],
      },
      {
        question: 'What will happen if it rains on October 9?',
        options: [
          'The cleaning will be canceled.',
          'The cleaning will take place the next day.',
          'The workers will clean inside the apartments.',
          'The office will close early.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '邮件说 “If it rains on Thursday, the cleaning will take place on Friday, October 10”，即改到第二天，(B) 正确。(A) 不是取消而是延期；(C) 工人不会进入室内；(D) 没有提到办公室提前关门。',
          ja: '“If it rains on Thursday, the cleaning will take place on Friday, October 10” とあるので、翌日に行われる (B) が正解です。(A) 中止ではなく延期です。(C) 作業員は室内に入りません。(D) 事務所が早く閉まるとは書かれていません。',
          en: 'The e-mail says that if it rains on Thursday, "the cleaning will take place on Friday, October 10," the next day: (B). (A) It is moved, not cancelled. (C) The workers never go inside. (D) Nothing is said about the office closing.',
        },
        tags: ['detail', 'e-mail'],
      },
    ],
  },
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
  {
    id: 'bank-p7-l2-g5',
    difficulty: 2,
    passage:
      "HELP WANTED — Front Desk Assistant\nPinewood Veterinary Clinic\n\nPart-time, 20 hours a week (Tuesday to Friday afternoons and Saturday mornings)\n\nDuties: greeting pet owners, scheduling appointments, answering the telephone\nRequirements: at least one year of customer service experience; comfortable around animals\nKnowledge of Spanish is a plus.\n\nSend your résumé to Dr. Ellen Brisco at jobs@pinewoodvet.com by May 20.\n---\nTo: jobs@pinewoodvet.com\nFrom: Camila Ferraz\nDate: May 14\nSubject: Front Desk Assistant\n\nDear Dr. Brisco,\n\nI am writing to apply for the front desk position advertised on your clinic's Web site. For the past two years I have worked as a cashier at Dunmore Garden Center, where I also answer customers' questions by telephone. I grew up speaking both Portuguese and Spanish, and I have two cats of my own.\n\nPlease note that I attend a course on Saturday mornings until the end of June, so I could work on Saturdays only from July. My résumé is attached.\n\nSincerely,\nCamila Ferraz",
    questions: [
      {
        question: 'What is NOT mentioned as a duty of the position?',
        options: [
          'Greeting pet owners',
          'Giving animals medicine',
          'Scheduling appointments',
          'Answering the telephone',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '广告列出的职责是接待宠物主人、预约和接电话，没有提到给动物喂药，所以 (B) 正确。(A)、(C)、(D) 都写在 Duties 一栏中。',
          ja: '広告に書かれた業務はペットの飼い主の応対、予約の受付、電話の応対で、動物に薬を与えることは書かれていないので (B) が正解です。(A)(C)(D) はいずれも Duties の欄にあります。',
          en: 'The listed duties are greeting pet owners, scheduling appointments and answering the telephone; giving medicine is not among them, so (B) is correct. (A), (C) and (D) all appear under "Duties".',
        },
        tags: ['NOT true', 'advertisement'],
      },
      {
        question: 'Where does Ms. Ferraz currently work?',
        options: [
          'At a veterinary clinic',
          'At a pet store',
          'At a garden center',
          'At a language school',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '她说过去两年一直在 Dunmore Garden Center 当收银员，所以 (C) 正确。(A) 兽医诊所是她要应聘的地方；(B) 她养猫，但没有在宠物店工作；(D) 她会说西班牙语和葡萄牙语，但没有在语言学校工作。',
          ja: 'この2年間 Dunmore Garden Center でレジ係として働いていると書いているので (C) が正解です。(A) 動物病院は応募先です。(B) 猫を飼っていますが、ペットショップでは働いていません。(D) スペイン語とポルトガル語を話しますが、語学学校の勤務ではありません。',
          en: 'She has worked "as a cashier at Dunmore Garden Center" for two years, so (C) is correct. (A) The clinic is where she is applying. (B) She owns cats but does not work at a pet store. (D) She speaks two languages but does not work at a school.',
        },
        tags: ['detail', 'e-mail'],
      },
      {
        question: 'Which qualification listed as a plus does Ms. Ferraz have?',
        options: [
          'She speaks Spanish.',
          'She has worked with animals.',
          'She has a university degree.',
          'She can work full-time.',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '广告说 “Knowledge of Spanish is a plus”，她在邮件中说从小就会说葡萄牙语和西班牙语，所以 (A) 正确。(B) 她养猫，但没有和动物相关的工作经验，而且这一项不是“加分项”；(C) 没有提到学位；(D) 职位是兼职，她也没说能全职工作。',
          ja: '広告に “Knowledge of Spanish is a plus” とあり、彼女はポルトガル語とスペイン語を話して育ったと書いているので (A) が正解です。(B) 猫は飼っていますが動物関係の仕事の経験はなく、これは加点項目でもありません。(C) 学位の話はありません。(D) 職はパートタイムで、フルタイムで働けるとも書いていません。',
          en: 'The advertisement says "Knowledge of Spanish is a plus," and she grew up speaking Spanish, so (A) is correct. (B) She owns cats but has not worked with animals, and that is not the plus item. (C) No degree is mentioned. (D) The job is part-time, and she does not offer full-time hours.',
        },
        tags: ['cross-reference', 'double passage'],
      },
      {
        question: 'What problem might Ms. Ferraz have with the work schedule?',
        options: [
          'She cannot work in the afternoons.',
          'She cannot work on Saturday mornings until July.',
          'She needs to work more than 20 hours a week.',
          'She will be away on vacation in May.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '职位包括周六上午，而她说六月底前周六上午要上课，七月起才能周六上班，所以 (B) 正确。(A) 她没有说下午不行；(C) 没有提到想多工作；(D) 没有提到五月休假。',
          ja: 'この仕事には土曜の午前が含まれますが、彼女は6月末まで土曜の午前に講座があり、土曜に働けるのは7月からだと書いているので (B) が正解です。(A) 午後が無理とは書いていません。(C) 長く働きたいという話はありません。(D) 5月の休暇は出てきません。',
          en: 'The job includes Saturday mornings, but she has a course on Saturday mornings until the end of June, so (B) is correct. (A) She says nothing against afternoons. (C) She does not ask for more hours. (D) No vacation is mentioned.',
        },
        tags: ['cross-reference', 'double passage'],
      },
      {
        question: "What is suggested about Ms. Ferraz's application?",
        options: [
          'It was sent by regular mail.',
          'It did not include a résumé.',
          'It was sent before the deadline.',
          'It was sent to the wrong address.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '她的邮件日期是 5 月 14 日，广告要求 5 月 20 日前投递，所以是在截止日期前发出的，(C) 正确。(A) 她是用电子邮件发送的；(B) 她说 “My résumé is attached”；(D) 她发到了广告上的 jobs@pinewoodvet.com，地址正确。',
          ja: 'メールの日付は5月14日で、広告の締め切りは5月20日なので、期限前に送られた (C) が正解です。(A) 郵送ではなくメールです。(B) “My résumé is attached” と書いています。(D) 広告にある jobs@pinewoodvet.com に送っており、宛先は正しいです。',
          en: 'Her e-mail is dated May 14 and the deadline is May 20, so it was sent in time: (C). (A) She applied by e-mail. (B) She writes, "My résumé is attached." (D) She used the address in the advertisement.',
        },
        tags: ['inference', 'double passage'],
      },
    ],
  },
  // ── Level 3 (600–700) ──
  {
    id: 'bank-p7-l3-g3',
    difficulty: 3,
    passage:
      'Corbin Street Community Garden — Plot Rental\n\nPlot | Size | Price per season\nSmall plot | 2 m × 3 m | $40\nLarge plot | 4 m × 3 m | $70\nRaised bed (wheelchair accessible) | 1 m × 3 m | $55\n\nThe season runs from April 1 to October 31. Tools are provided in the garden shed, and water is included in the price. Every member must take part in one volunteer workday: April 12, June 7 or September 13. Applications open on February 1, and plots are assigned in the order in which applications are received.\n---\nTo: plots@corbingarden.org\nFrom: Henrik Saarinen\nDate: February 3\nSubject: Plot application\n\nHello,\n\nI would like to apply for a plot this season. Last year I grew tomatoes and herbs on my balcony, but I have run out of room, so a plot about twice the size of your smallest one would be ideal.\n\nI will be traveling for work for most of June, so please put me down for the earliest volunteer day. Also, do I need to bring my own hoses and watering cans?\n\nBest regards,\nHenrik Saarinen',
    questions: [
      {
        question: 'What is indicated about the garden?',
        options: [
          'Plots are assigned in the order applications arrive.',
          'Members must bring their own tools.',
          'Plots can be rented all year.',
          'Applications are accepted only in April.',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '网页写着 “plots are assigned in the order in which applications are received”，所以 (A) 正确。(B) 工具由花园小屋提供；(C) 季节只从四月到十月；(D) 申请从二月一日开始接受，四月是种植季开始。',
          ja: 'ウェブページに “plots are assigned in the order in which applications are received” とあるので (A) が正解です。(B) 道具は物置に用意されています。(C) シーズンは4月から10月までです。(D) 申し込みは2月1日から受け付けており、4月はシーズンの開始です。',
          en: 'The page says plots "are assigned in the order in which applications are received," so (A) is correct. (B) Tools are provided in the shed. (C) The season runs only from April to October. (D) Applications open on February 1; April is when the season starts.',
        },
        tags: ['detail', 'web page'],
      },
      {
        question: 'Which plot will Mr. Saarinen most likely rent?',
        options: ['The small plot', 'The large plot', 'Two small plots', 'The raised bed'],
        correctAnswer: 1,
        explanation: {
          zh: '他想要 “about twice the size of your smallest one”，最小的地块是 2 m × 3 m（6 平方米），大地块是 4 m × 3 m（12 平方米），正好两倍，所以 (B) 正确。(A) 他说空间不够才要更大的；(D) 高床只有 3 平方米，比小地块还小；(C) 文中没有同时租两块的说法。',
          ja: '“about twice the size of your smallest one” を希望しており、最小区画は2m×3m（6㎡）、大区画は4m×3m（12㎡）でちょうど2倍なので (B) が正解です。(A) 場所が足りないので広い区画を望んでいます。(D) レイズドベッドは3㎡で小区画より狭いです。(C) 2区画を借りるという話はありません。',
          en: 'He wants a plot "about twice the size of your smallest one"; the small plot is 2 m × 3 m and the large 4 m × 3 m, exactly double, so (B) is correct. (A) He needs more room than that. (D) The raised bed is even smaller. (C) Nothing suggests renting two plots.',
        },
        tags: ['cross-reference', 'double passage'],
      },
      {
        question: 'When will Mr. Saarinen most likely take part in a volunteer workday?',
        options: ['On October 31', 'On September 13', 'On April 12', 'On June 7'],
        correctAnswer: 2,
        explanation: {
          zh: '他请对方 “put me down for the earliest volunteer day”，网页上最早的志愿日是 4 月 12 日，所以 (C) 正确。(D) 6 月 7 日他在出差；(B) 9 月 13 日不是最早的一天；(A) 10 月 31 日是季节结束日，不是志愿日。',
          ja: '“put me down for the earliest volunteer day” と頼んでおり、ウェブページで最も早い作業日は4月12日なので (C) が正解です。(D) 6月7日は出張中です。(B) 9月13日は最も早い日ではありません。(A) 10月31日はシーズン終了日で作業日ではありません。',
          en: 'He asks for "the earliest volunteer day," which the page lists as April 12: (C). (D) June 7 falls while he is away. (B) September 13 is not the earliest. (A) October 31 is the end of the season, not a workday.',
        },
        tags: ['cross-reference', 'double passage'],
      },
      {
        question: 'What does Mr. Saarinen ask about?',
        options: [
          'Where the garden is located',
          'When the season ends',
          'The price of the plots',
          'Whether he must supply equipment',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '他问 “do I need to bring my own hoses and watering cans?”，即是否需要自带用具，(D) 正确。(C) 价格、(B) 季节结束时间和 (A) 地点他都没有问，而且价格和季节在网页上已写明。',
          ja: '“do I need to bring my own hoses and watering cans?” と尋ねているので、道具を自分で用意する必要があるかという (D) が正解です。(C) 料金、(B) シーズンの終わり、(A) 場所は尋ねていません。料金と期間はウェブページに書かれています。',
          en: 'He asks, "do I need to bring my own hoses and watering cans?" so (D) is correct. (C) Prices, (B) the end of the season and (A) the location are not asked about; the page already gives prices and dates.',
        },
        tags: ['detail', 'e-mail'],
      },
      {
        question: 'What is suggested about Mr. Saarinen?',
        options: [
          'He has rented a plot at the garden before.',
          'He lives next to the garden.',
          'He has some experience growing plants.',
          'He uses a wheelchair.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '他说去年在阳台上种过番茄和香草，说明有一些种植经验，(C) 正确。(A) 他是在阳台种的，没有提到以前租过地块；(B) 没有提到住处离花园多远；(D) 他想要大地块，没有迹象表明需要无障碍高床。',
          ja: '去年はベランダでトマトとハーブを育てたと書いているので、植物を育てた経験がある (C) が正解です。(A) ベランダで育てたのであり、以前区画を借りたとは書かれていません。(B) 住まいの場所は書かれていません。(D) 広い区画を希望しており、車いす対応のベッドが必要な様子はありません。',
          en: 'He grew tomatoes and herbs on his balcony last year, so he has some experience: (C). (A) That was on his balcony, not a rented plot. (B) Nothing says where he lives. (D) He wants a large plot; nothing points to the accessible bed.',
        },
        tags: ['inference', 'e-mail'],
      },
    ],
  },
  {
    id: 'bank-p7-l3-g4',
    difficulty: 3,
    passage:
      "[11:02 A.M.] Sunita Rao: The caterer just called. Their van broke down on the highway, so lunch for the open house could be an hour late.\n[11:03 A.M.] Felix Amundsen: Guests arrive at noon. Could we move the product demonstration to before lunch instead of after?\n[11:05 A.M.] Sunita Rao: That works for me, but Rodrigo is still setting up the demo room, and he says it won't be ready until 12:30.\n[11:06 A.M.] Felix Amundsen: Leave that to me.\n[11:07 A.M.] Sunita Rao: Great. I'll tell the caterer they can deliver at 1:15, and I'll print new agendas for the guests.",
    questions: [
      {
        question: 'What problem does Ms. Rao report?',
        options: [
          'A guest has canceled.',
          'A food delivery may be late.',
          'A van was stolen.',
          'The demo room is double-booked.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: 'Rao 女士说餐饮公司的车在高速上抛锚，“lunch … could be an hour late”，即送餐可能晚到，(B) 正确。(C) 车是坏了，不是被偷；(A) 没有客人取消；(D) 演示室只是还没布置好，并非重复预订。',
          ja: 'Rao さんはケータリング業者のバンが高速で故障し “lunch … could be an hour late” と伝えているので、料理の配達が遅れるかもしれないという (B) が正解です。(C) バンは故障したのであって盗まれてはいません。(A) キャンセルした客はいません。(D) デモ室は準備中なだけで、二重予約ではありません。',
          en: 'She says the caterer\'s van broke down and "lunch ... could be an hour late," so (B) is correct. (C) The van broke down; it was not stolen. (A) No guest cancels. (D) The demo room is simply not ready, not double-booked.',
        },
        tags: ['problem', 'text messages'],
      },
      {
        question:
          'At 11:06 A.M., what does Mr. Amundsen most likely mean when he writes, "Leave that to me"?',
        options: [
          'He will greet the guests at noon.',
          'He will make sure the demo room is ready in time.',
          'He will call the caterer himself.',
          'He will print the new agendas.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: 'Rao 女士刚说演示室要到 12:30 才能布置好，这会妨碍把演示提前，Amundsen 先生回答 “Leave that to me”，意思是他会负责让演示室及时准备好，(B) 正确。(C) 联系餐饮公司的是 Rao 女士；(A) 没有提到迎接客人；(D) 打印议程也是 Rao 女士说要做的。',
          ja: 'Rao さんがデモ室は12:30まで準備できないと言った直後に “Leave that to me” と答えているので、デモ室を間に合わせるのは自分に任せてという意味の (B) が正解です。(C) ケータリング業者に連絡するのは Rao さんです。(A) 客の出迎えの話はありません。(D) 議題表の印刷も Rao さんがすると言っています。',
          en: 'Ms. Rao has just said the demo room will not be ready until 12:30, which blocks the plan, and he replies "Leave that to me": he will get the room ready in time, (B). (C) Ms. Rao is the one contacting the caterer. (A) Greeting guests is not discussed. (D) Ms. Rao says she will print the agendas.',
        },
        tags: ['writer intent', 'text messages'],
      },
      {
        question: 'What will Ms. Rao most likely do next?',
        options: [
          'Drive out to the highway',
          'Set up the demo room',
          'Update the event schedule for guests',
          'Cancel the open house',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '她说会通知餐饮公司 1:15 送餐，并 “print new agendas for the guests”，即更新活动日程，(C) 正确。(A) 她没有说要去高速公路；(B) 布置演示室的是 Rodrigo（以及 Amundsen 先生）；(D) 开放日照常进行，只是调整了顺序。',
          ja: 'ケータリング業者に1:15の配達を伝え、“print new agendas for the guests” と言っているので、予定表を更新する (C) が正解です。(A) 高速道路へ向かうとは言っていません。(B) デモ室の準備は Rodrigo（と Amundsen さん）がします。(D) オープンハウスは順番を変えて予定どおり行います。',
          en: 'She will tell the caterer to deliver at 1:15 and "print new agendas for the guests," that is, update the schedule: (C). (A) She is not going to the highway. (B) Rodrigo, with Mr. Amundsen\'s help, is setting up the room. (D) The open house goes ahead with a new order.',
        },
        tags: ['next action', 'text messages'],
      },
    ],
  },
  {
    id: 'bank-p7-l3-g5',
    difficulty: 3,
    passage:
      'FENWICK PUBLIC LIBRARY — Meeting Rooms\n\nOak Room: up to 12 people\nCedar Room: up to 30 people; projector and screen\nBirch Room: up to 60 people; projector and sound system (groups of 40 or more only)\n\nRooms are free of charge for nonprofit groups; businesses pay $25 per hour. Rooms may be booked up to 60 days in advance. Food and drinks are permitted in the Oak Room only.\n---\nTo: rooms@fenwicklibrary.org\nFrom: Dana Whitlock, Fenwick Birdwatchers Club\nDate: August 3\nSubject: Room request\n\nHello,\n\nOur club would like to book a room for our monthly talk on Thursday, September 18, from 7:00 to 9:00 P.M. We expect about 25 members, and our guest speaker will be showing slides. Could we also serve coffee and cookies during the break?\n\nThank you,\nDana Whitlock\n---\nTo: Dana Whitlock\nFrom: Arnav Sethi, Library Services\nDate: August 4\nSubject: RE: Room request\n\nDear Ms. Whitlock,\n\nThe room you need is available on September 18, and I have reserved it for you. As a nonprofit group, your club will not be charged.\n\nUnfortunately, refreshments are allowed only in our smallest room, which would not hold your group. You are welcome to use the café on the ground floor during your break, however; it stays open until 8:30 P.M. on Thursdays.\n\nBest regards,\nArnav Sethi',
    questions: [
      {
        question: 'What is indicated about the meeting rooms?',
        options: [
          'All of them have projectors.',
          'They can be booked a year in advance.',
          'Businesses must pay to use them.',
          'Food is allowed in every room.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '规则写着 “businesses pay $25 per hour”，所以 (C) 正确。(A) Oak 室没有投影仪；(B) 最多只能提前 60 天预订；(D) 只有 Oak 室允许饮食。',
          ja: '規則に “businesses pay $25 per hour” とあるので (C) が正解です。(A) Oak Room にはプロジェクターがありません。(B) 予約は60日前までです。(D) 飲食ができるのは Oak Room だけです。',
          en: 'The rules say "businesses pay $25 per hour," so (C) is correct. (A) The Oak Room has no projector. (B) Rooms can be booked only 60 days ahead. (D) Food is allowed in the Oak Room only.',
        },
        tags: ['detail', 'notice'],
      },
      {
        question: 'Which room has most likely been reserved for the club?',
        options: ['The Oak Room', 'The Birch Room', 'The Cedar Room', 'The café'],
        correctAnswer: 2,
        explanation: {
          zh: '俱乐部约 25 人，演讲者要放幻灯片：Oak 室只容纳 12 人且没有投影仪；Birch 室只供 40 人以上的团体使用；Cedar 室可容纳 30 人并有投影仪，所以 (C) 正确。(D) 咖啡馆只是建议休息时使用的地方。',
          ja: 'クラブは約25人でスライドを使います。Oak Room は12人まででプロジェクターがなく、Birch Room は40人以上の団体専用で、Cedar Room は30人まででプロジェクター付きなので (C) が正解です。(D) カフェは休憩中に使うよう勧められた場所です。',
          en: 'About 25 people and slides: the Oak Room holds 12 and has no projector, the Birch Room is for groups of 40 or more, and the Cedar Room holds 30 with a projector, so (C) is correct. (D) The café is only suggested for the break.',
        },
        tags: ['cross-reference', 'triple passage'],
      },
      {
        question: 'Why can the club not serve refreshments in its room?',
        options: [
          'Food is allowed only in a room too small for the club.',
          'The talk ends after the café closes.',
          'The club did not ask early enough.',
          'The café sells its own food.',
        ],
        correctAnswer: 0,
        explanation: {
          zh: 'Sethi 先生说饮食只允许在最小的房间，而那里容纳不下他们，规则也写着只有 Oak 室（12 人）可以饮食，所以 (A) 正确。(D) 咖啡馆卖东西不是原因；(B) 咖啡馆开到 8:30，休息时间可以用；(C) 预订时间没有问题。',
          ja: 'Sethi さんは飲食は最も小さい部屋だけで、その部屋には全員が入らないと説明しており、規則でも飲食は Oak Room（12人）だけなので (A) が正解です。(D) カフェの販売は理由ではありません。(B) カフェは8:30まで開いており休憩に使えます。(C) 予約の時期に問題はありません。',
          en: 'Mr. Sethi says refreshments are allowed only in the smallest room, which cannot hold the club, and the rules limit food to the 12-person Oak Room: (A). (D) The café is not the reason. (B) The café is open until 8:30, in time for the break. (C) The request was made well in advance.',
        },
        tags: ['cross-reference', 'triple passage'],
      },
      {
        question: 'What does Mr. Sethi suggest?',
        options: [
          'Reducing the number of guests',
          'Visiting the café during the break',
          'Bringing a portable projector',
          'Moving the talk to another date',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '他说 “You are welcome to use the café on the ground floor during your break”，所以 (B) 正确。(D) 房间在 9 月 18 日可以使用，不需要改期；(A) 没有要求减少人数；(C) 预订的房间本来就有投影仪。',
          ja: '“You are welcome to use the café on the ground floor during your break” と勧めているので (B) が正解です。(D) 9月18日に部屋は空いており、日程変更は必要ありません。(A) 人数を減らすようには言っていません。(C) 予約した部屋にはプロジェクターがあります。',
          en: 'He says, "You are welcome to use the café on the ground floor during your break," so (B) is correct. (D) The room is available on the date requested. (A) He does not ask for fewer guests. (C) The reserved room already has a projector.',
        },
        tags: ['suggestion', 'e-mail'],
      },
      {
        question: 'How much will the club pay for the room?',
        options: ['Nothing', '$60', '$50', '$25'],
        correctAnswer: 0,
        explanation: {
          zh: 'Sethi 先生说 “As a nonprofit group, your club will not be charged”，所以 (A) 正确。(D) 25 美元是企业每小时的费用；(C) 50 美元是企业用两小时的费用；(B) 60 是 Birch 室的容纳人数或可提前预订的天数，不是费用。',
          ja: 'Sethi さんは “As a nonprofit group, your club will not be charged” と書いているので (A) が正解です。(D) 25ドルは企業の1時間の料金、(C) 50ドルは企業が2時間使った場合の料金です。(B) 60 は Birch Room の定員や予約可能日数で、料金ではありません。',
          en: 'Mr. Sethi writes, "As a nonprofit group, your club will not be charged," so (A) is correct. (D) $25 is the hourly business rate, and (C) $50 what a business would pay for two hours. (B) 60 is a room capacity and a number of days, not a price.',
        },
        tags: ['detail', 'triple passage'],
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
  {
    id: 'bank-p7-l4-g5',
    difficulty: 4,
    passage:
      "Northgate Logistics Forum — Day 2 Program (Hall C)\n\n9:00 | Keynote: Automation in Mid-Sized Warehouses | Priya Natarajan\n10:15 | Panel: Last-Mile Delivery in Crowded Cities | moderated by Owen Redfern\n11:30 | Workshop: Cutting Packaging Waste | Leena Virtanen\n1:30 | Cold-Chain Compliance Update | Samuel Adjei\n3:00 | Closing remarks\n\nAll sessions are included in the full-forum pass. Workshop places are limited to 30 participants; please sign up at the information desk.\n---\nTo: Forum organizers\nFrom: Leena Virtanen\nDate: March 2\nSubject: Day 2 program\n\nHello,\n\nI'm afraid my flight from Helsinki has been rescheduled, and I will not arrive until early afternoon on Day 2. Would it be possible for me to swap time slots with Mr. Adjei? I have already spoken to him, and he is happy to present in the morning instead.\n\nI will need the same room setup as planned: tables for small groups and a flip chart rather than a projector.\n\nThank you for your help.\n\nLeena Virtanen",
    questions: [
      {
        question: 'What is indicated about the workshop?',
        options: [
          'It requires an extra fee.',
          'It is held in a different hall.',
          'The number of participants is limited.',
          'It will be recorded for online viewing.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '日程表写着 “Workshop places are limited to 30 participants”，所以 (C) 正确。(A) 所有环节都包含在全程通行证里；(B) 所有环节都在 C 厅；(D) 没有提到录像。',
          ja: 'プログラムに “Workshop places are limited to 30 participants” とあるので (C) が正解です。(A) すべてのセッションは全日程パスに含まれます。(B) すべて Hall C で行われます。(D) 録画の話はありません。',
          en: 'The program says "Workshop places are limited to 30 participants," so (C) is correct. (A) All sessions are included in the pass. (B) Everything is in Hall C. (D) No recording is mentioned.',
        },
        tags: ['detail', 'schedule'],
      },
      {
        question: 'Why did Ms. Virtanen write the e-mail?',
        options: [
          'To cancel her session',
          'To request a change to the program',
          'To ask for a projector',
          'To book a hotel room',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '她因航班改期要到下午才到，请求与 Adjei 先生交换时段，即请求修改日程，(B) 正确。(A) 她没有取消，只是换时间；(C) 她说要白板架而不是投影仪；(D) 没有提到订酒店。',
          ja: '便の変更で午後まで着かないため、Adjei さんと時間枠を交換したいと頼んでいるので (B) が正解です。(A) 取り消しではなく時間の変更です。(C) プロジェクターではなくフリップチャートが必要だと書いています。(D) ホテルの予約の話はありません。',
          en: 'Her flight change means she arrives in the afternoon, so she asks to swap slots with Mr. Adjei: (B). (A) She is moving her session, not cancelling it. (C) She wants a flip chart "rather than a projector." (D) No hotel is mentioned.',
        },
        tags: ['main purpose', 'e-mail'],
      },
      {
        question: "If the request is accepted, at what time will Ms. Virtanen's workshop begin?",
        options: ['9:00', '10:15', '11:30', '1:30'],
        correctAnswer: 3,
        explanation: {
          zh: '她要与 Adjei 先生交换时段，Adjei 先生原定 1:30，所以她的工作坊会在 1:30 开始，(D) 正确。(C) 11:30 是她原来的时段，届时她还没到；(A) 9:00 是主题演讲；(B) 10:15 是小组讨论。',
          ja: 'Adjei さんと時間枠を交換するので、Adjei さんの元の1:30に彼女のワークショップが始まり (D) が正解です。(C) 11:30 は元の時間で、その頃はまだ到着していません。(A) 9:00 は基調講演、(B) 10:15 はパネル討論です。',
          en: 'She would swap with Mr. Adjei, whose session is at 1:30, so her workshop would start then: (D). (C) 11:30 is her original slot, when she will not have arrived. (A) 9:00 is the keynote and (B) 10:15 the panel.',
        },
        tags: ['cross-reference', 'double passage'],
      },
      {
        question: 'What is suggested about Mr. Adjei?',
        options: [
          'He will moderate the panel.',
          'He has agreed to present at 11:30.',
          'He is flying in from Helsinki.',
          'He asked to leave the forum early.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '她说已经和 Adjei 先生谈过，他愿意改到上午，而交换后他会使用她原来 11:30 的时段，所以 (B) 正确。(A) 主持小组讨论的是 Redfern；(C) 从赫尔辛基飞来的是 Virtanen 女士；(D) 没有提到他要早退。',
          ja: 'Adjei さんとはすでに話してあり午前の発表でかまわないとのことで、交換すると彼は彼女の元の11:30の枠を使うので (B) が正解です。(A) パネルの司会は Redfern さんです。(C) ヘルシンキから来るのは Virtanen さんです。(D) 早く帰りたいとは書かれていません。',
          en: 'She says Mr. Adjei is happy to present in the morning, and after the swap he takes her 11:30 slot: (B). (A) Owen Redfern moderates the panel. (C) Ms. Virtanen is the one flying from Helsinki. (D) Nothing says he is leaving early.',
        },
        tags: ['cross-reference', 'double passage'],
      },
      {
        question: 'What does Ms. Virtanen need for her session?',
        options: ['A projector', 'A flip chart', 'A microphone', 'Printed handouts'],
        correctAnswer: 1,
        explanation: {
          zh: '她说需要 “tables for small groups and a flip chart rather than a projector”，所以 (B) 正确。(A) 她明确说不要投影仪；(C) 麦克风和 (D) 讲义都没有提到。',
          ja: '“tables for small groups and a flip chart rather than a projector” が必要だと書いているので (B) が正解です。(A) プロジェクターは不要とはっきり書いています。(C) マイクと (D) 配布資料は出てきません。',
          en: 'She needs "tables for small groups and a flip chart rather than a projector," so (B) is correct. (A) She specifically does not want a projector. (C) A microphone and (D) handouts are never mentioned.',
        },
        tags: ['detail', 'e-mail'],
      },
    ],
  },
  // ── Level 5 (over 800) ──
  {
    id: 'bank-p7-l5-g3',
    difficulty: 5,
    passage:
      "MEMO\nTo: All staff\nFrom: Dalia Orfanidou, Finance Director\nDate: May 5\nSubject: Booking business travel\n\nEffective June 1, all flights for business travel must be booked through Aerolane, our corporate travel portal, at least 14 days before departure. Bookings made less than 14 days ahead require written approval from a department head.\n\nEconomy class is standard for flights of under six hours; for longer flights, employees may book premium economy. Hotel stays are reimbursed up to $180 per night, or $240 per night in London, New York and Tokyo.\n\nFlights booked outside the portal will not be reimbursed unless the fare is at least 15 percent lower than the portal's lowest price for the same flight.\n---\nTo: Dalia Orfanidou\nFrom: Marcus Ilunga\nDate: June 10\nSubject: Tokyo trip\n\nDear Ms. Orfanidou,\n\nI have been asked to present at a client workshop in Tokyo on June 18, an eleven-hour flight from here. Ines Carvalho, head of the consulting department, has approved the trip in writing.\n\nI found a fare on the airline's own website that is $90 cheaper than the lowest fare on Aerolane, which is $1,020. May I book it directly? I also plan to stay at the Hotel Sakura next to the workshop venue, at $230 per night.\n\nBest regards,\nMarcus Ilunga",
    questions: [
      {
        question: 'What is the purpose of the memo?',
        options: [
          'To explain a change in salaries',
          'To announce a new client',
          'To request feedback on a travel portal',
          'To introduce rules for booking business travel',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '备忘录说明了从 6 月 1 日起机票预订渠道、提前天数、舱位和酒店报销上限等规定，所以 (D) 正确。(B) 客户是第二封邮件中提到的；(A) 与工资无关；(C) 没有征求对门户网站的意见。',
          ja: 'メモは6月1日からの航空券の予約方法、事前日数、座席クラス、ホテル代の上限などの規則を説明しているので (D) が正解です。(B) 顧客は2通目のメールに出てくるだけです。(A) 給与とは無関係です。(C) ポータルへの意見は求めていません。',
          en: 'The memo sets out rules from June 1 on where and when to book, which class to fly and hotel limits, so (D) is correct. (B) A client appears only in the e-mail. (A) Salaries are not mentioned. (C) No feedback is requested.',
        },
        tags: ['main purpose', 'memo'],
      },
      {
        question: 'Why did Mr. Ilunga need written approval for the trip?',
        options: [
          'He is booking less than 14 days before departure.',
          'His flight is longer than six hours.',
          'His hotel costs more than $180 per night.',
          'He is visiting a new client.',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '邮件写于 6 月 10 日，出发是 6 月 18 日，只提前 8 天，而备忘录规定少于 14 天的预订需要部门负责人书面批准，所以 (A) 正确。(B) 航程超过六小时只影响舱位；(C) 东京的酒店上限是 240 美元；(D) 是否新客户与批准无关。',
          ja: 'メールは6月10日、出発は6月18日で8日前の予約になり、メモでは14日を切る予約には部門長の書面承認が必要なので (A) が正解です。(B) 6時間を超える便は座席クラスに関係するだけです。(C) 東京のホテル代の上限は240ドルです。(D) 新規顧客かどうかは承認と関係ありません。',
          en: "The e-mail is dated June 10 and the trip is June 18, only eight days ahead, and the memo requires a department head's written approval for bookings under 14 days: (A). (B) Flight length only affects the class. (C) Tokyo's hotel limit is $240. (D) Whether the client is new does not matter.",
        },
        tags: ['cross-reference', 'double passage'],
      },
      {
        question: 'Which class may Mr. Ilunga book for his flight?',
        options: ['Economy only', 'First', 'Business', 'Premium economy'],
        correctAnswer: 3,
        explanation: {
          zh: '他的航程是十一小时，备忘录规定六小时以上的航班可以订 premium economy，所以 (D) 正确。(A) 只限经济舱适用于六小时以内的航班；(C) 商务舱和 (B) 头等舱都没有被允许。',
          ja: '飛行時間は11時間で、メモでは6時間以上の便はプレミアムエコノミーを予約できるので (D) が正解です。(A) エコノミーのみは6時間未満の便の場合です。(C) ビジネスと (B) ファーストは認められていません。',
          en: 'His flight takes eleven hours, and flights over six hours may be booked in premium economy: (D). (A) Economy only applies to flights under six hours. (C) Business and (B) first class are never allowed.',
        },
        tags: ['cross-reference', 'double passage'],
      },
      {
        question: 'What will Ms. Orfanidou most likely tell Mr. Ilunga about the cheaper fare?',
        options: [
          'He needs a second approval to book it.',
          "He may book it on the airline's website.",
          'He should book through Aerolane instead.',
          'He should wait for the price to fall further.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '门户最低价 1,020 美元，便宜 90 美元还不到 15%（需至少便宜 153 美元），按规定在门户外订票不予报销，所以她很可能让他通过 Aerolane 预订，(C) 正确。(B) 不满足 15% 的条件；(A) 备忘录没有这种额外批准；(D) 没有提到等待降价。',
          ja: 'ポータルの最安値は1,020ドルで、90ドル安いのは15%（少なくとも153ドル）に届かず、ポータル以外での予約は払い戻されないので、Aerolane で予約するよう伝えると考えられ (C) が正解です。(B) 15%の条件を満たしていません。(A) そのような追加承認はメモにありません。(D) 値下がりを待つ話はありません。',
          en: 'A $90 saving on $1,020 is under 15 percent (it would need $153), and flights booked outside the portal are not reimbursed, so she will tell him to use Aerolane: (C). (B) fails the 15 percent rule. (A) The memo has no such second approval. (D) Waiting for a lower price is never suggested.',
        },
        tags: ['inference', 'double passage'],
      },
      {
        question: 'What is indicated about the hotel Mr. Ilunga plans to use?',
        options: [
          'It must be booked through Aerolane.',
          'Its rate is within the reimbursement limit.',
          'It is far from the workshop venue.',
          'It charges more than the company allows.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: 'Hotel Sakura 每晚 230 美元，东京的报销上限是每晚 240 美元，在上限之内，所以 (B) 正确，(D) 错误。(A) 备忘录只规定机票要通过 Aerolane 预订；(C) 酒店就在会场旁边。',
          ja: 'Hotel Sakura は1泊230ドルで、東京の上限は1泊240ドルなので範囲内であり (B) が正解、(D) は誤りです。(A) Aerolane での予約が必要なのは航空券だけです。(C) ホテルは会場のすぐ隣です。',
          en: 'The Hotel Sakura costs $230 a night and the Tokyo limit is $240, so it is within the limit: (B), and (D) is wrong. (A) Only flights must go through Aerolane. (C) The hotel is next to the venue.',
        },
        tags: ['cross-reference', 'double passage'],
      },
    ],
  },
];
