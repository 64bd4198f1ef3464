import type { BankQuestion } from '@toeic-ace/contract';

/**
 * Part 7 — Reading Comprehension. Original documents written for TOEIC Ace.
 * Multiple-passage sets separate their documents with a line holding only "---".
 */

const INSERT =
  'In which of the positions marked [1], [2], [3], and [4] does the following sentence best belong?';

// ───────────── Level 1 ─────────────

const L1_ELEVATOR_NOTICE = `NOTICE

Elevator Maintenance

The elevator in the Sunbury Office Building will be closed on Saturday, April 12, from 9:00 A.M. to 3:00 P.M. Workers will check and clean the machinery during this time.

Please use the stairs on the east side of the building. If you need help carrying heavy items, call the front desk at extension 100.

We are sorry for any trouble.

Sunbury Building Management`;

const L1_PENS_CHAT = `[10:05 A.M.] Kwame Asante: Hi Lucia, are you still at the office supply store?
[10:07 A.M.] Lucia Romero: Yes, I'm waiting in line now. Do you need something?
[10:08 A.M.] Kwame Asante: Could you get two boxes of blue pens? We're almost out.
[10:09 A.M.] Lucia Romero: Sure thing. Anything else?
[10:10 A.M.] Kwame Asante: No, that's all. Thanks!
[10:11 A.M.] Lucia Romero: No problem. I'll be back at the office by 11:00.`;

const L1_MARKET_FLYER = `GRAND OPENING!

Fresh Basket Market
45 Lakeview Avenue
Open every day, 7:00 A.M. – 10:00 P.M.

This weekend only (May 10–11):
• 20% off all fruits and vegetables
• A free cup of coffee for every customer
• Face painting for children, 10:00 A.M. – 1:00 P.M.

Bring this flyer to any cashier and get a free shopping bag!`;

// ───────────── Level 2 ─────────────

const L2_HOTEL_EMAIL = `To: Nadia Petrova <npetrova@orbitaldesign.com>
From: Reservations <reservations@harborviewinn.com>
Date: July 2
Subject: Your reservation

Dear Ms. Petrova,

Thank you for choosing the Harborview Inn. This e-mail confirms your reservation for a single room from July 14 to July 17 (three nights). Your room rate is $120 per night, and breakfast is included.

Check-in begins at 3:00 P.M. If you expect to arrive after 10:00 P.M., please call us so that we can hold your room. Free parking is available behind the hotel.

To change or cancel your reservation without a fee, please contact us at least 48 hours before your arrival date.

We look forward to welcoming you.

Reservations Team
Harborview Inn`;

const L2_BOOKSTORE_AD = `NOW HIRING: Part-Time Sales Assistant

Tollgate Books, a busy bookstore in downtown Amberley, is looking for a friendly part-time sales assistant. The position is for 20 hours per week, including some weekend shifts.

Responsibilities:
• Helping customers find books
• Operating the cash register
• Arranging displays of new releases

Requirements:
• At least one year of retail experience
• Good communication skills
• An interest in reading (preferred but not required)

To apply, send your résumé to Obi Nwosu at jobs@tollgatebooks.com by June 30. Interviews will take place during the first week of July.`;

const L2_PROJECTOR_CHAT = `[2:14 P.M.] Hannah Kowalczyk: The projector in Room 3 won't turn on, and our clients arrive at 3:00.
[2:16 P.M.] Diego Salazar: Did you check the power cable? It sometimes comes loose.
[2:19 P.M.] Hannah Kowalczyk: I did. Still nothing.
[2:20 P.M.] Diego Salazar: OK. I'll bring the spare one from the storage room.
[2:21 P.M.] Hannah Kowalczyk: You're a lifesaver!`;

// ───────────── Level 3 ─────────────

const L3_FABRIC_ARTICLE = `Local Firm Turns Fabric Scraps into Profit
By Imani Okoro

HOLLISTER FALLS — For decades, Brightwater Textiles sent thousands of kilograms of leftover fabric to landfills every year. [1] Today, those scraps are the raw material for one of the company's fastest-growing product lines.

In 2021, the company began cutting its leftover cotton into strips and weaving them into rugs and tote bags. [2] Sales of the "Second Thread" collection reached $1.2 million last year, according to operations manager Tobias Lindahl.

"At first, we only wanted to reduce what we were paying to dispose of waste," Mr. Lindahl said. "We did not expect customers to be so interested." [3] The company now sells the products in 40 stores across the region and plans to launch an online shop in the spring.

The project has also created jobs. Brightwater has hired twelve additional weavers, most of whom trained at Hollister Falls Community College. [4]`;

const L3_INVOICE_EMAIL = `CASTELLO OFFICE INTERIORS
INVOICE No. 7731
Date: March 3
Bill to: Renfield Accounting Group, 220 Dover Street, Suite 5

Item | Quantity | Unit price | Amount
Ergonomic desk chair (EC-40) | 10 | $185.00 | $1,850.00
Standing desk (SD-12) | 4 | $420.00 | $1,680.00
Filing cabinet, 3-drawer (FC-3) | 6 | $150.00 | $900.00
Delivery and assembly | 1 | $250.00 | $250.00
TOTAL DUE | | | $4,680.00

Payment is due within 30 days. Unused items may be returned within 14 days of delivery for a full refund. Damaged items will be replaced or refunded at the customer's choice.
---
To: billing@castellointeriors.com
From: Gloria Mbeki <gmbeki@renfieldaccounting.com>
Date: March 6
Subject: Invoice No. 7731

Hello,

Our furniture was delivered yesterday, and the assembly team did an excellent job. However, there is a problem with the invoice. We ordered six filing cabinets, but only four were delivered; the driver explained that the other two were out of stock and would follow later. Until they arrive, could you please send us a corrected invoice that lists only the items we have actually received?

In addition, one of the desk chairs arrived with a cracked armrest. Rather than an exchange, we would prefer a full refund for that chair.

Thank you,
Gloria Mbeki
Office Manager, Renfield Accounting Group`;

// ───────────── Level 4 ─────────────

const L4_VENUE_REVIEW = `VenueCritic › Event Spaces › Ashgrove Hall

★★★★☆ "Strong venue with one weak spot"
Reviewed by Fernando Quispe, Event Coordinator, Lumen Pharmaceuticals — October 2

We held our three-day regional sales conference at Ashgrove Hall in September, and overall it was a sound choice. The main auditorium seated all 230 of our attendees comfortably, and the audiovisual equipment worked flawlessly, a welcome change from the venue we used last year.

The on-site catering was the highlight. The kitchen staff handled more than 40 special dietary requests without a single mix-up, and the afternoon coffee service was always replenished on time.

My only reservation concerns the breakout rooms. Although the venue's brochure describes them as "flexible," the folding partitions between them do little to block sound, and several of our smaller sessions were disrupted by noise from next door. I would recommend that future organizers request the rooms on the upper floor, which are fully enclosed.

Parking was plentiful, and the hall is a ten-minute walk from Ashgrove Station.`;

const L4_WORKSHOP_EMAIL = `Meridian Business Institute
Spring Workshop Series

All workshops take place at 18 Carrow Lane, Room 204, from 9:30 A.M. to 12:30 P.M.

April 8 | Negotiating Supplier Contracts | Rosa Villanueva | $240
April 15 | Data Visualization for Managers | Kenji Arakawa | $260
April 22 | Leading Remote Teams | Amara Diallo | $220
April 29 | Advanced Budget Forecasting | Kenji Arakawa | $260

Registration closes five business days before each workshop. Participants who register for three or more workshops at the same time receive a 15% discount on the total fee. Cancellations made at least seven days before a workshop are refunded in full; later cancellations receive a credit of the same value toward a future workshop.
---
To: registration@meridianbi.com
From: Ivan Horvat <ihorvat@castlerockfoods.com>
Date: April 16
Subject: Change to my registration

Dear Registration Office,

Last month I registered for three workshops in your spring series: Data Visualization for Managers, Ms. Diallo's session, and Advanced Budget Forecasting. I attended the first of these yesterday and found it extremely practical; I have already applied two of its techniques to my weekly reports.

Unfortunately, my company has just asked me to represent us at a trade fair in Lyon next week, so I will be unable to attend Ms. Diallo's session. I realize it is too late for a refund, and I would be grateful if the fee could be handled according to your usual policy.

Could you also confirm whether the discount I received at registration still applies to my remaining workshop?

Best regards,
Ivan Horvat
Procurement Manager, Castlerock Foods`;

const L4_BROCHURE_CHAT = `[9:02 A.M.] Renata Oyelaran: Quick update: the printer says the Halvorsen brochures won't be ready until Thursday afternoon.
[9:03 A.M.] Samir Haddadi: That's cutting it close. The trade show opens Friday at 8:00.
[9:05 A.M.] Renata Oyelaran: I know. They've offered to courier the boxes straight to the convention center instead of to our office.
[9:06 A.M.] Joon-ho Baek: Would someone be at the convention center Thursday evening to receive them?
[9:08 A.M.] Samir Haddadi: I'm setting up the booth from 4:00 to 7:00 that day anyway.
[9:09 A.M.] Renata Oyelaran: Perfect. I'll ask the printer to deliver before 7:00 and put your name on the delivery form.`;

// ───────────── Level 5 ─────────────

const L5_LOYALTY_ARTICLE = `Regional Grocers Rethink the Loyalty Card
By Sunniva Brekke, Retail Quarterly

For two decades, the plastic loyalty card was the unglamorous workhorse of supermarket marketing. [1] Shoppers presented it at the register, collected points, and occasionally redeemed them for a discount. Retailers, in turn, accumulated vast quantities of purchase data that, by most accounts, they rarely exploited in any systematic way.

That is beginning to change. [2] Marlow & Finch, a chain of 64 stores across the northern provinces, last year replaced its card with a mobile application that issues personalized offers based on each customer's purchase history. According to the company's annual report, average spending per visit among app users rose 9 percent, while the redemption rate for offers nearly tripled. [3]

Not every retailer is convinced. Okonkwo Family Grocers, a smaller competitor with eleven stores, has deliberately retained its paper punch card, arguing that its customers value simplicity over tailored promotions. [4] "Our shoppers tell us they don't want to be tracked," said managing director Chidi Okonkwo. "We would rather compete on price and freshness."

Analysts expect the divergence to persist. Whereas large chains can absorb the cost of developing and securing an app, smaller grocers must weigh that investment against uncertain returns, and against the goodwill of shoppers wary of data collection.`;

const L5_FOUNDRY_SET = `OFFICE SPACE AVAILABLE — THE FOUNDRY, 9 Quayside Row

Three renovated suites in a converted 19th-century warehouse, steps from the Quayside tram stop.

Suite A (ground floor): 85 m², street-level entrance, ideal for a showroom — €2,100/month
Suite B (second floor): 140 m², open plan with two meeting rooms — €3,300/month
Suite C (fourth floor): 120 m², private terrace with harbor views — €3,450/month

All suites include high-speed internet and access to a shared kitchen. Tenants signing a lease of three years or longer pay no service charge for the first twelve months. Bicycle storage is available on the ground floor. The elevator serves every floor except the fourth, which is reached by a stairway from the third floor.

Contact: Leasing Office, Amsel Property Partners, leasing@amselproperty.com
---
To: leasing@amselproperty.com
From: Rukmini Desai <rdesai@northlightarchitects.com>
Date: 14 May
Subject: Inquiry about The Foundry

Dear Leasing Office,

Northlight Architects will be leaving its current premises when our lease expires in August. We are a team of eighteen, and we regularly host clients for design reviews, so at least two dedicated meeting rooms are essential. One of our senior partners uses a wheelchair, so the space must also be fully accessible.

We would be prepared to commit to a long-term lease if the terms are favourable. Could we arrange a viewing during the week of 26 May? I would also like to know whether the bicycle storage is secure, as many of our staff cycle to work.

Kind regards,
Rukmini Desai
Office Director, Northlight Architects
---
To: Rukmini Desai <rdesai@northlightarchitects.com>
From: Joost van der Berg <jvanderberg@amselproperty.com>
Date: 15 May
Subject: RE: Inquiry about The Foundry

Dear Ms. Desai,

Thank you for your interest in The Foundry. Based on your requirements, I believe one suite in particular would suit your team well, and I would be happy to show it to you on Wednesday, 28 May, at 10:00. Suite A, incidentally, was let last week.

The bicycle storage room opens only with tenants' key cards and is monitored by camera. Should you decide to sign a four-year lease, the introductory offer in our advertisement would apply; in addition, the owners are prepared to contribute toward partitioning work if you need extra meeting space.

Best regards,
Joost van der Berg
Amsel Property Partners`;

export const part7: BankQuestion[] = [
  // ───────────── Level 1, group 1: notice ─────────────
  {
    id: 'bank-p7-l1-01',
    type: 'reading',
    part: 7,
    passage: L1_ELEVATOR_NOTICE,
    groupId: 'bank-p7-l1-g1',
    question: 'Why will the elevator be closed?',
    options: [
      'It is being replaced.',
      'It will be checked and cleaned.',
      'The building will be painted.',
      'It was damaged in a storm.',
    ],
    correctAnswer: 1,
    explanation: {
      zh: '通知写道“Workers will check and clean the machinery during this time”，所以电梯关闭是为了检查和清洁。通知没有说要更换电梯，“正在更换”只是因为有施工而容易误选。',
      ja: '告知に「Workers will check and clean the machinery during this time」とあるので、点検と清掃のための休止です。交換するとは書かれておらず、「交換される」は作業があることから選びがちなひっかけです。',
      en: 'The notice says, "Workers will check and clean the machinery during this time," so the elevator is closed for maintenance. Nothing says it is being replaced; that option is tempting only because work is being done on it.',
    },
    difficulty: 1,
    tags: ['detail', 'office'],
  },
  {
    id: 'bank-p7-l1-02',
    type: 'reading',
    part: 7,
    passage: L1_ELEVATOR_NOTICE,
    groupId: 'bank-p7-l1-g1',
    question: 'What should people do if they need help with heavy items?',
    options: [
      'Use the east stairs.',
      'Wait until Sunday.',
      'Call the front desk.',
      'Ask the workers.',
    ],
    correctAnswer: 2,
    explanation: {
      zh: '通知写道“If you need help carrying heavy items, call the front desk at extension 100”。东侧楼梯虽然也被提到，但那只是替代电梯的通道，不是搬运重物的帮助。',
      ja: '「If you need help carrying heavy items, call the front desk at extension 100」とあります。東側の階段も書かれていますが、それは移動手段であり、重い荷物の手助けではありません。',
      en: 'The notice says, "If you need help carrying heavy items, call the front desk at extension 100." The east stairs are mentioned too, but only as the way to go up and down, not as help with heavy items.',
    },
    difficulty: 1,
    tags: ['detail', 'office'],
  },
  {
    id: 'bank-p7-l1-03',
    type: 'reading',
    part: 7,
    passage: L1_ELEVATOR_NOTICE,
    groupId: 'bank-p7-l1-g1',
    question: 'When will people be able to use the elevator again?',
    options: [
      'At 9:00 A.M. on Saturday',
      'At noon on Saturday',
      'On Monday morning',
      'At 3:00 P.M. on Saturday',
    ],
    correctAnswer: 3,
    explanation: {
      zh: '电梯周六“from 9:00 A.M. to 3:00 P.M.”停用，所以下午 3 点后即可再次使用。上午 9 点是停用开始的时间，而不是结束时间。',
      ja: '土曜日の「from 9:00 A.M. to 3:00 P.M.」に休止するので、午後3時から再び使えます。午前9時は休止が始まる時刻で、終わる時刻ではありません。',
      en: 'The elevator is closed "from 9:00 A.M. to 3:00 P.M." on Saturday, so it can be used again at 3:00 P.M. 9:00 A.M. is when the closure begins, not when it ends.',
    },
    difficulty: 1,
    tags: ['detail', 'office'],
  },

  // ───────────── Level 1, group 2: text messages ─────────────
  {
    id: 'bank-p7-l1-04',
    type: 'reading',
    part: 7,
    passage: L1_PENS_CHAT,
    groupId: 'bank-p7-l1-g2',
    question: 'Where is Ms. Romero?',
    options: ['At the office', 'At a store', 'At a bank', 'At a restaurant'],
    correctAnswer: 1,
    explanation: {
      zh: 'Asante 先生问“are you still at the office supply store?”，Romero 女士回答“Yes, I’m waiting in line now”。办公室是她 11 点前要回去的地方，不是她现在所在的地方。',
      ja: 'Asante さんが「are you still at the office supply store?」と尋ね、Romero さんが「Yes, I’m waiting in line now」と答えています。オフィスは11時までに戻る場所で、今いる場所ではありません。',
      en: 'Mr. Asante asks, "are you still at the office supply store?" and Ms. Romero answers, "Yes, I\'m waiting in line now." The office is where she will return by 11:00, not where she is now.',
    },
    difficulty: 1,
    tags: ['detail', 'office'],
  },
  {
    id: 'bank-p7-l1-05',
    type: 'reading',
    part: 7,
    passage: L1_PENS_CHAT,
    groupId: 'bank-p7-l1-g2',
    question: 'What does Mr. Asante ask Ms. Romero to buy?',
    options: ['Pens', 'Paper', 'Envelopes', 'Folders'],
    correctAnswer: 0,
    explanation: {
      zh: '上午 10:08 Asante 先生写道“Could you get two boxes of blue pens?”。纸张等其他文具虽然店里也有，但他并没有要求购买。',
      ja: '午前10時8分に Asante さんが「Could you get two boxes of blue pens?」と書いています。紙などもその店で売っていますが、頼んではいません。',
      en: 'At 10:08 A.M. Mr. Asante writes, "Could you get two boxes of blue pens? We\'re almost out." Paper and other supplies are sold at the store, but he does not ask for them.',
    },
    difficulty: 1,
    tags: ['detail', 'office'],
  },
  {
    id: 'bank-p7-l1-06',
    type: 'reading',
    part: 7,
    passage: L1_PENS_CHAT,
    groupId: 'bank-p7-l1-g2',
    question: 'At 10:09 A.M., what does Ms. Romero mean when she writes, "Sure thing"?',
    options: [
      'She is sure the store has no pens.',
      'She wants Mr. Asante to come to the store.',
      'She agrees to buy the pens.',
      'She is not sure what he needs.',
    ],
    correctAnswer: 2,
    explanation: {
      zh: '“Sure thing”是口语中爽快答应请求的说法，表示她同意买笔。这里的 sure 并不表示她“确定店里没有笔”，她接着还问了“Anything else?”。',
      ja: '「Sure thing」は頼みごとを快く引き受けるときの口語表現で、ペンを買うことに同意しています。sure は「店にペンがないと確信している」という意味ではなく、彼女はさらに「Anything else?」と尋ねています。',
      en: '"Sure thing" is a friendly way to say "yes" to a request, so Ms. Romero agrees to get the pens. "Sure" does not mean she is certain the store has no pens; she even asks, "Anything else?"',
    },
    difficulty: 1,
    tags: ['writer intent', 'office'],
  },

  // ───────────── Level 1, group 3: flyer ─────────────
  {
    id: 'bank-p7-l1-07',
    type: 'reading',
    part: 7,
    passage: L1_MARKET_FLYER,
    groupId: 'bank-p7-l1-g3',
    question: 'What is being advertised?',
    options: ['A coffee shop', "A children's art class", 'A farm tour', 'A new grocery store'],
    correctAnswer: 3,
    explanation: {
      zh: '传单标题是“GRAND OPENING!”，店名为 Fresh Basket Market，并对蔬菜水果打折，所以广告的是一家新开的食品超市。免费咖啡只是开业周末的优惠之一，因此“咖啡店”不正确。',
      ja: 'チラシの見出しは「GRAND OPENING!」で店名は Fresh Basket Market、果物や野菜の割引もあるので、新しい食料品店の広告です。無料コーヒーは開店週末の特典の一つにすぎないので、「コーヒーショップ」は誤りです。',
      en: 'The flyer is titled "GRAND OPENING!" for "Fresh Basket Market" and offers discounts on fruits and vegetables, so it advertises a new grocery store. Free coffee is only one of the opening-weekend offers, so "a coffee shop" is wrong.',
    },
    difficulty: 1,
    tags: ['main idea', 'retail'],
  },
  {
    id: 'bank-p7-l1-08',
    type: 'reading',
    part: 7,
    passage: L1_MARKET_FLYER,
    groupId: 'bank-p7-l1-g3',
    question: 'How can customers get a free shopping bag?',
    options: [
      'By spending more than $20',
      'By bringing the flyer to a cashier',
      'By arriving before 10:00 A.M.',
      'By buying fruits and vegetables',
    ],
    correctAnswer: 1,
    explanation: {
      zh: '最后一行写道“Bring this flyer to any cashier and get a free shopping bag!”。购买蔬果可享受八折优惠，但不会获得免费购物袋。',
      ja: '最後の行に「Bring this flyer to any cashier and get a free shopping bag!」とあります。果物や野菜を買うと20%引きになりますが、無料のバッグはもらえません。',
      en: 'The last line says, "Bring this flyer to any cashier and get a free shopping bag!" Buying fruits and vegetables gives a 20% discount, not a free bag.',
    },
    difficulty: 1,
    tags: ['detail', 'retail'],
  },

  // ───────────── Level 2, group 1: e-mail ─────────────
  {
    id: 'bank-p7-l2-01',
    type: 'reading',
    part: 7,
    passage: L2_HOTEL_EMAIL,
    groupId: 'bank-p7-l2-g1',
    question: 'What is the purpose of the e-mail?',
    options: [
      'To confirm a hotel booking',
      'To advertise a new hotel',
      'To request payment for a stay',
      'To apologize for a problem',
    ],
    correctAnswer: 0,
    explanation: {
      zh: '邮件写道“This e-mail confirms your reservation for a single room from July 14 to July 17”，目的是确认预订。邮件提到房价只是预订信息的一部分，并没有要求付款。',
      ja: 'メールに「This e-mail confirms your reservation for a single room from July 14 to July 17」とあり、予約の確認が目的です。料金は予約内容の一部として書かれているだけで、支払いを求めてはいません。',
      en: 'The e-mail says, "This e-mail confirms your reservation for a single room from July 14 to July 17." The room rate is mentioned only as part of the booking details; no payment is requested.',
    },
    difficulty: 2,
    tags: ['purpose', 'travel'],
  },
  {
    id: 'bank-p7-l2-02',
    type: 'reading',
    part: 7,
    passage: L2_HOTEL_EMAIL,
    groupId: 'bank-p7-l2-g1',
    question: 'What is included in the room rate?',
    options: ['Late check-out', 'Dinner', 'Breakfast', 'Airport pickup'],
    correctAnswer: 2,
    explanation: {
      zh: '邮件写道“Your room rate is $120 per night, and breakfast is included”，所以房价包含早餐。晚餐和机场接送都没有提到，也没有提供延迟退房。',
      ja: '「Your room rate is $120 per night, and breakfast is included」とあるので、朝食が料金に含まれています。夕食や空港送迎は書かれておらず、レイトチェックアウトも提供されていません。',
      en: 'The e-mail states, "Your room rate is $120 per night, and breakfast is included." Dinner and airport pickup are never mentioned, and late check-out is not offered.',
    },
    difficulty: 2,
    tags: ['detail', 'travel'],
  },
  {
    id: 'bank-p7-l2-03',
    type: 'reading',
    part: 7,
    passage: L2_HOTEL_EMAIL,
    groupId: 'bank-p7-l2-g1',
    question: 'What should Ms. Petrova do if she will arrive after 10:00 P.M.?',
    options: [
      'Pay an extra fee',
      'Use the parking lot behind the hotel',
      'Send another e-mail',
      'Call the hotel',
    ],
    correctAnswer: 3,
    explanation: {
      zh: '邮件写道“If you expect to arrive after 10:00 P.M., please call us so that we can hold your room”，所以应打电话给酒店。酒店后面只是免费停车的地方，与晚到无关。',
      ja: '「If you expect to arrive after 10:00 P.M., please call us so that we can hold your room」とあるので、ホテルに電話すべきです。ホテルの裏は無料駐車場の場所として書かれているだけです。',
      en: 'The e-mail says, "If you expect to arrive after 10:00 P.M., please call us so that we can hold your room." The area behind the hotel is mentioned only as the place for free parking.',
    },
    difficulty: 2,
    tags: ['detail', 'travel'],
  },
  {
    id: 'bank-p7-l2-04',
    type: 'reading',
    part: 7,
    passage: L2_HOTEL_EMAIL,
    groupId: 'bank-p7-l2-g1',
    question: 'By what date must Ms. Petrova cancel to avoid a fee?',
    options: ['July 2', 'July 12', 'July 14', 'July 17'],
    correctAnswer: 1,
    explanation: {
      zh: '邮件说须在“at least 48 hours before your arrival date”取消才免费，她 7 月 14 日入住，所以最迟 7 月 12 日取消。7 月 14 日是入住当天，已经太晚。',
      ja: '無料でキャンセルできるのは「at least 48 hours before your arrival date」で、到着日は7月14日なので7月12日までに連絡が必要です。7月14日は到着日そのもので、遅すぎます。',
      en: 'Cancellation is free "at least 48 hours before your arrival date", and she arrives on July 14, so she must cancel by July 12. July 14 is the arrival date itself, which is too late.',
    },
    difficulty: 2,
    tags: ['inference', 'travel'],
  },

  // ───────────── Level 2, group 2: job advertisement ─────────────
  {
    id: 'bank-p7-l2-05',
    type: 'reading',
    part: 7,
    passage: L2_BOOKSTORE_AD,
    groupId: 'bank-p7-l2-g2',
    question: 'What is required for the position?',
    options: [
      'An interest in reading',
      'A university degree',
      'Experience in retail',
      'The ability to drive',
    ],
    correctAnswer: 2,
    explanation: {
      zh: '“Requirements”下列出了“At least one year of retail experience”，所以零售经验是必需的。对阅读的兴趣容易误选，但广告注明“preferred but not required”（优先但非必需）。',
      ja: '「Requirements」に「At least one year of retail experience」とあるので、小売の経験が必須です。読書への関心は選びがちですが、「preferred but not required」（望ましいが必須ではない）と書かれています。',
      en: 'Under "Requirements", the ad lists "At least one year of retail experience". An interest in reading is tempting, but the ad says it is "preferred but not required".',
    },
    difficulty: 2,
    tags: ['detail', 'hr'],
  },
  {
    id: 'bank-p7-l2-06',
    type: 'reading',
    part: 7,
    passage: L2_BOOKSTORE_AD,
    groupId: 'bank-p7-l2-g2',
    question: 'What is indicated about the position?',
    options: [
      'It is a full-time job.',
      'It includes some weekend work.',
      'It starts on June 30.',
      'It is at a public library.',
    ],
    correctAnswer: 1,
    explanation: {
      zh: '广告写道职位是“20 hours per week, including some weekend shifts”，即包括部分周末班。这是兼职而非全职；6 月 30 日是申请截止日，不是入职日期。',
      ja: '「20 hours per week, including some weekend shifts」とあり、週末の勤務も含まれます。パートタイムでありフルタイムではなく、6月30日は応募締切で勤務開始日ではありません。',
      en: 'The ad says the job is "20 hours per week, including some weekend shifts." It is part-time, not full-time, and June 30 is the application deadline, not the start date.',
    },
    difficulty: 2,
    tags: ['detail', 'hr'],
  },
  {
    id: 'bank-p7-l2-07',
    type: 'reading',
    part: 7,
    passage: L2_BOOKSTORE_AD,
    groupId: 'bank-p7-l2-g2',
    question: 'When will interviews be held?',
    options: ['In early July', 'In the last week of June', 'Before June 30', 'In August'],
    correctAnswer: 0,
    explanation: {
      zh: '广告写道“Interviews will take place during the first week of July”，即七月初。6 月 30 日只是投递简历的截止日期。',
      ja: '「Interviews will take place during the first week of July」とあるので、面接は7月初めです。6月30日は履歴書を送る締切にすぎません。',
      en: 'The ad says, "Interviews will take place during the first week of July," which means early July. June 30 is only the deadline for sending a résumé.',
    },
    difficulty: 2,
    tags: ['detail', 'hr'],
  },

  // ───────────── Level 2, group 3: text messages ─────────────
  {
    id: 'bank-p7-l2-08',
    type: 'reading',
    part: 7,
    passage: L2_PROJECTOR_CHAT,
    groupId: 'bank-p7-l2-g3',
    question: 'What problem does Ms. Kowalczyk have?',
    options: [
      'Her clients are late.',
      'Room 3 is already booked.',
      'She cannot find the storage room.',
      'A projector is not working.',
    ],
    correctAnswer: 3,
    explanation: {
      zh: '下午 2:14 她写道“The projector in Room 3 won’t turn on”，即投影仪坏了。客户并没有迟到，他们预计 3 点到，所以问题才显得紧急。',
      ja: '午後2時14分に「The projector in Room 3 won’t turn on」と書いています。客は遅れておらず3時に来る予定で、だからこそ急いでいるのです。',
      en: 'At 2:14 P.M. she writes, "The projector in Room 3 won\'t turn on." The clients are not late; they are expected at 3:00, which is why the problem is urgent.',
    },
    difficulty: 2,
    tags: ['detail', 'office'],
  },
  {
    id: 'bank-p7-l2-09',
    type: 'reading',
    part: 7,
    passage: L2_PROJECTOR_CHAT,
    groupId: 'bank-p7-l2-g3',
    question: 'At 2:19 P.M., what does Ms. Kowalczyk mean when she writes, "I did"?',
    options: [
      'She has already called the clients.',
      'She has moved to another room.',
      'She has already checked the cable.',
      'She has found the spare projector.',
    ],
    correctAnswer: 2,
    explanation: {
      zh: '“I did”是在回答 Salazar 先生的“Did you check the power cable?”，意思是她已经检查过电源线，但还是不行（Still nothing）。她并没有找到备用投影仪，是 Salazar 先生说要去拿。',
      ja: '「I did」は Salazar さんの「Did you check the power cable?」への答えで、既にケーブルを確認したが効果がなかった（Still nothing）という意味です。予備のプロジェクターを見つけたのではなく、Salazar さんが持ってくると申し出ています。',
      en: '"I did" answers Mr. Salazar\'s question, "Did you check the power cable?", so she means she has already checked it and it did not help ("Still nothing"). She has not found the spare projector; Mr. Salazar offers to bring it.',
    },
    difficulty: 2,
    tags: ['writer intent', 'office'],
  },

  // ───────────── Level 3, group 1: article ─────────────
  {
    id: 'bank-p7-l3-01',
    type: 'reading',
    part: 7,
    passage: L3_FABRIC_ARTICLE,
    groupId: 'bank-p7-l3-g1',
    question: 'What is the article mainly about?',
    options: [
      'A decline in the textile industry',
      "A company's new use for leftover material",
      'The opening of a weaving school',
      'A shopping center in Hollister Falls',
    ],
    correctAnswer: 1,
    explanation: {
      zh: '文章介绍 Brightwater Textiles 如何把过去丢弃的布料边角料做成地毯和手提袋。社区学院只是作为新织工受训的地方被提到，并没有说新开了织布学校。',
      ja: '記事は Brightwater Textiles が以前は捨てていた布の端切れをラグやバッグに変えている話です。コミュニティカレッジは新しい織り手が訓練を受けた場所として触れられているだけで、学校の開校の話ではありません。',
      en: 'The article explains how Brightwater Textiles now turns the fabric scraps it used to throw away into rugs and bags. The community college is mentioned only as the place where the new weavers trained; no school is opening.',
    },
    difficulty: 3,
    tags: ['main idea', 'manufacturing'],
  },
  {
    id: 'bank-p7-l3-02',
    type: 'reading',
    part: 7,
    passage: L3_FABRIC_ARTICLE,
    groupId: 'bank-p7-l3-g1',
    question: 'According to Mr. Lindahl, why did the company start the project?',
    options: [
      'To meet strong customer demand',
      'To create jobs for local students',
      'To open an online shop',
      'To lower its waste disposal costs',
    ],
    correctAnswer: 3,
    explanation: {
      zh: 'Lindahl 先生说“At first, we only wanted to reduce what we were paying to dispose of waste”，即最初只是为了降低废料处理费用。顾客需求是后来才出现的：“We did not expect customers to be so interested”。',
      ja: 'Lindahl さんは「At first, we only wanted to reduce what we were paying to dispose of waste」と述べています。客の需要は後から生まれたもので、「We did not expect customers to be so interested」と言っています。',
      en: 'Mr. Lindahl says, "At first, we only wanted to reduce what we were paying to dispose of waste." Customer demand came later: "We did not expect customers to be so interested."',
    },
    difficulty: 3,
    tags: ['detail', 'manufacturing'],
  },
  {
    id: 'bank-p7-l3-03',
    type: 'reading',
    part: 7,
    passage: L3_FABRIC_ARTICLE,
    groupId: 'bank-p7-l3-g1',
    question: 'What does Brightwater Textiles plan to do?',
    options: [
      'Hire weavers from another region',
      'Open 40 new stores',
      'Begin selling its products online',
      'Stop producing cotton fabric',
    ],
    correctAnswer: 2,
    explanation: {
      zh: '文章说公司“plans to launch an online shop in the spring”，即计划开设网店。40 家店是目前已在销售其产品的商店，并不是公司要新开的门店。',
      ja: '記事に「plans to launch an online shop in the spring」とあり、オンライン販売を始める予定です。40店舗は既に商品を扱っている店で、会社が新たに開く店ではありません。',
      en: 'The article says the company "plans to launch an online shop in the spring." The 40 stores already sell its products; they are not new stores the company will open.',
    },
    difficulty: 3,
    tags: ['detail', 'manufacturing'],
  },
  {
    id: 'bank-p7-l3-04',
    type: 'reading',
    part: 7,
    passage: L3_FABRIC_ARTICLE,
    groupId: 'bank-p7-l3-g1',
    question: `${INSERT}\n"The practice was costly as well as wasteful."`,
    options: ['[1]', '[2]', '[3]', '[4]'],
    correctAnswer: 0,
    explanation: {
      zh: '“The practice”指的是 [1] 之前描述的把剩余布料送往垃圾填埋场的做法，并与后面的“Today”形成对比。放在 [3] 虽然与处理费用的话题相关，但那里没有可以指代的“做法”。',
      ja: '「The practice」は [1] の直前にある、余った布を埋め立て地に送っていた慣行を指し、後の「Today」との対比にもつながります。[3] は処分費用の話と関係はありますが、「その慣行」が指すものがありません。',
      en: '"The practice" refers to sending leftover fabric to landfills, described just before [1], and it sets up the contrast with "Today". At [3] the topic of disposal costs is nearby, but there is no practice for the phrase to refer to.',
    },
    difficulty: 3,
    tags: ['sentence insertion', 'manufacturing'],
  },

  // ───────────── Level 3, group 2: invoice + e-mail (double passage) ─────────────
  {
    id: 'bank-p7-l3-05',
    type: 'reading',
    part: 7,
    passage: L3_INVOICE_EMAIL,
    groupId: 'bank-p7-l3-g2',
    question: 'Why did Ms. Mbeki write the e-mail?',
    options: [
      'To place an additional order',
      'To complain about the assembly service',
      'To ask when the remaining cabinets will be delivered',
      'To request changes to a bill and a refund',
    ],
    correctAnswer: 3,
    explanation: {
      zh: 'Mbeki 女士要求寄一份“只列出实际收到物品的更正发票”，并要求对一把损坏的椅子“全额退款”。她称赞了安装团队（did an excellent job），所以并非投诉安装服务。',
      ja: 'Mbeki さんは「実際に受け取った品物だけを記載した訂正請求書」と、破損した椅子の「全額返金」を求めています。組み立てチームについては「did an excellent job」とほめているので、苦情ではありません。',
      en: 'Ms. Mbeki asks for "a corrected invoice that lists only the items we have actually received" and for "a full refund" for a damaged chair. She praises the assembly team ("did an excellent job"), so she is not complaining about it.',
    },
    difficulty: 3,
    tags: ['purpose', 'office'],
  },
  {
    id: 'bank-p7-l3-06',
    type: 'reading',
    part: 7,
    passage: L3_INVOICE_EMAIL,
    groupId: 'bank-p7-l3-g2',
    question: 'What is suggested about the filing cabinets?',
    options: [
      'Two of them will be delivered later.',
      'They were damaged during delivery.',
      'They cost more than the standing desks.',
      'They were assembled incorrectly.',
    ],
    correctAnswer: 0,
    explanation: {
      zh: '邮件说六个文件柜只到了四个，另外两个“out of stock and would follow later”（缺货，稍后送达）。损坏的是一把办公椅，而不是文件柜。',
      ja: 'メールには6台中4台しか届かず、残り2台は「out of stock and would follow later」（在庫切れで後日届く）とあります。破損していたのは椅子で、キャビネットではありません。',
      en: 'The e-mail says only four of the six cabinets arrived and "the other two were out of stock and would follow later." The damaged item was a desk chair, not a cabinet.',
    },
    difficulty: 3,
    tags: ['inference', 'office'],
  },
  {
    id: 'bank-p7-l3-07',
    type: 'reading',
    part: 7,
    passage: L3_INVOICE_EMAIL,
    groupId: 'bank-p7-l3-g2',
    question:
      "If Castello Office Interiors follows Ms. Mbeki's first request, by how much will the total on the invoice be reduced?",
    options: ['$150.00', '$300.00', '$185.00', '$900.00'],
    correctAnswer: 1,
    explanation: {
      zh: '邮件说六个文件柜中有两个未送达，发票显示每个文件柜单价 $150.00，所以更正后减少 $300。$900 是六个文件柜的总价，但其中四个已经送到。',
      ja: 'メールによると6台のうち2台が未着で、請求書ではキャビネット1台が150ドルなので、訂正後は300ドル減ります。900ドルは6台分の金額ですが、4台は既に届いています。',
      en: 'The e-mail says two of the six filing cabinets have not arrived, and the invoice shows each cabinet costs $150.00, so removing them lowers the total by $300. $900 is the amount for all six cabinets, but four were delivered.',
    },
    difficulty: 3,
    tags: ['cross-reference', 'office'],
  },
  {
    id: 'bank-p7-l3-08',
    type: 'reading',
    part: 7,
    passage: L3_INVOICE_EMAIL,
    groupId: 'bank-p7-l3-g2',
    question: 'How much money will Ms. Mbeki most likely receive back for the chair?',
    options: ['$150.00', '$250.00', '$185.00', '$420.00'],
    correctAnswer: 2,
    explanation: {
      zh: 'Mbeki 女士要求对一把损坏的办公椅全额退款，发票显示办公椅单价 $185.00，并注明损坏物品可“按客户选择更换或退款”。$420.00 是升降桌的价格，不是椅子。',
      ja: 'Mbeki さんは破損した椅子1脚の全額返金を求めており、請求書では椅子の単価は185ドルで、破損品は「replaced or refunded at the customer’s choice」とあります。420ドルはスタンディングデスクの価格です。',
      en: 'Ms. Mbeki asks for a full refund for one damaged desk chair; the invoice lists the chair at $185.00 and says damaged items are "replaced or refunded at the customer\'s choice." $420.00 is the price of a standing desk, not a chair.',
    },
    difficulty: 3,
    tags: ['cross-reference', 'office'],
  },

  {
    id: 'bank-p7-l3-09',
    type: 'reading',
    part: 7,
    difficulty: 3,
    groupId: 'bank-p7-l3-g2',
    passage: L3_INVOICE_EMAIL,
    question: 'When was the furniture most likely delivered?',
    options: ['On March 3', 'On March 5', 'On March 6', 'On April 2'],
    correctAnswer: 1,
    explanation: {
      zh: '邮件写于 3 月 6 日，开头说 “Our furniture was delivered yesterday”，所以送货是 3 月 5 日，(B) 正确。(A) 3 月 3 日是发票日期；(C) 3 月 6 日是写邮件的日期；(D) 4 月 2 日只是从“30 天内付款”推算出的日期，与送货无关。',
      ja: 'メールの日付は3月6日で、冒頭に “Our furniture was delivered yesterday” とあるので、配達は3月5日の (B) が正解です。(A) 3月3日は請求書の日付です。(C) 3月6日はメールを書いた日です。(D) 4月2日は「30日以内の支払い」から計算できる日付にすぎず、配達とは無関係です。',
      en: 'The e-mail is dated March 6 and says, "Our furniture was delivered yesterday," so delivery was on March 5: (B). (A) March 3 is the date of the invoice. (C) March 6 is when the e-mail was written. (D) April 2 could only come from the 30-day payment term, which has nothing to do with delivery.',
    },
    tags: ['inference', 'double passage', 'purchasing'],
  },
  // ───────────── Level 4, group 1: online review ─────────────
  {
    id: 'bank-p7-l4-01',
    type: 'reading',
    part: 7,
    passage: L4_VENUE_REVIEW,
    groupId: 'bank-p7-l4-g1',
    question: 'What is the purpose of the review?',
    options: [
      'To evaluate a venue used for a company event',
      'To announce a regional sales conference',
      'To complain about a catering company',
      'To advertise rooms on an upper floor',
    ],
    correctAnswer: 0,
    explanation: {
      zh: 'Quispe 先生讲述公司在 Ashgrove Hall 举办会议的经历，并评价礼堂、餐饮、分会场和交通，所以目的是评价场地。他对餐饮是称赞（the highlight），并非投诉；楼上房间只是他给出的建议之一。',
      ja: 'Quispe さんは Ashgrove Hall での自社の会議について、講堂、ケータリング、分科会室、立地を評価しているので、会場の評価が目的です。ケータリングは「the highlight」とほめており苦情ではなく、上の階の部屋は助言の一部にすぎません。',
      en: 'Mr. Quispe describes his company\'s conference at Ashgrove Hall and rates its auditorium, catering, breakout rooms and location, so the review evaluates a venue. He praises the catering as "the highlight", so it is not a complaint about a caterer.',
    },
    difficulty: 4,
    tags: ['purpose', 'events'],
  },
  {
    id: 'bank-p7-l4-02',
    type: 'reading',
    part: 7,
    passage: L4_VENUE_REVIEW,
    groupId: 'bank-p7-l4-g1',
    question: 'In paragraph 3, line 1, the word "reservation" is closest in meaning to',
    options: ['booking', 'doubt', 'protection', 'appointment'],
    correctAnswer: 1,
    explanation: {
      zh: '“My only reservation concerns the breakout rooms”中的 reservation 意为“保留意见、疑虑”，后文对噪音的抱怨可以证明。booking（预订）是这个词更常见的意思，但这里并不是在预订什么。',
      ja: '「My only reservation concerns the breakout rooms」の reservation は「懸念、不安」の意味で、続く騒音への不満がそれを示しています。booking（予約）はこの語のよくある意味ですが、ここでは何も予約していません。',
      en: 'In "My only reservation concerns the breakout rooms," a reservation is a doubt or concern, as the complaint about noise that follows shows. "Booking" is the more common meaning of the word, but nothing is being booked here.',
    },
    difficulty: 4,
    tags: ['vocabulary in context', 'events'],
  },
  {
    id: 'bank-p7-l4-04',
    type: 'reading',
    part: 7,
    passage: L4_VENUE_REVIEW,
    groupId: 'bank-p7-l4-g1',
    question: 'What does Mr. Quispe recommend that future organizers do?',
    options: [
      'Bring their own audiovisual equipment',
      'Hold small sessions in the main auditorium',
      'Travel to the venue by train',
      'Ask for rooms on the upper floor',
    ],
    correctAnswer: 3,
    explanation: {
      zh: '他写道“I would recommend that future organizers request the rooms on the upper floor”，即建议申请楼上的房间。提到 Ashgrove Station 只是说明位置，并没有建议坐火车前往。',
      ja: '「I would recommend that future organizers request the rooms on the upper floor」と書いているので、上の階の部屋を頼むよう勧めています。Ashgrove Station は立地の説明で、電車で来るよう勧めてはいません。',
      en: 'He writes, "I would recommend that future organizers request the rooms on the upper floor, which are fully enclosed." Ashgrove Station is mentioned only to describe the location; he does not tell organizers to come by train.',
    },
    difficulty: 4,
    tags: ['detail', 'events'],
  },
  {
    id: 'bank-p7-l4-05',
    type: 'reading',
    part: 7,
    passage: L4_VENUE_REVIEW,
    groupId: 'bank-p7-l4-g1',
    question: 'What is suggested about the venue Lumen Pharmaceuticals used last year?',
    options: [
      'It was larger than Ashgrove Hall.',
      'It had problems with its audiovisual equipment.',
      'It was located near Ashgrove Station.',
      'It offered better catering.',
    ],
    correctAnswer: 1,
    explanation: {
      zh: 'Quispe 先生说设备“worked flawlessly, a welcome change from the venue we used last year”，暗示去年场地的设备出过问题。文中没有比较两个场地的大小或餐饮。',
      ja: '機材が「worked flawlessly, a welcome change from the venue we used last year」と書かれており、昨年の会場では機材に問題があったことがうかがえます。2つの会場の広さや食事の比較はありません。',
      en: 'Mr. Quispe says the equipment "worked flawlessly, a welcome change from the venue we used last year," which implies that last year\'s equipment had problems. Nothing compares the size or catering of the two venues.',
    },
    difficulty: 4,
    tags: ['inference', 'events'],
  },

  // ───────────── Level 4, group 2: schedule + e-mail (double passage) ─────────────
  {
    id: 'bank-p7-l4-06',
    type: 'reading',
    part: 7,
    passage: L4_WORKSHOP_EMAIL,
    groupId: 'bank-p7-l4-g2',
    question: 'Why did Mr. Horvat write the e-mail?',
    options: [
      'To register for a new workshop',
      'To complain about an instructor',
      'To withdraw from a workshop',
      'To ask about the location of a session',
    ],
    correctAnswer: 2,
    explanation: {
      zh: 'Horvat 先生说明自己“will be unable to attend Ms. Diallo’s session”，并询问费用如何处理，所以目的是退出一场研讨会。他称赞了已参加的课程，并没有投诉讲师。',
      ja: 'Horvat さんは「will be unable to attend Ms. Diallo’s session」と述べ、費用の扱いを尋ねているので、ワークショップの取り消しが目的です。受講した回はほめており、講師への苦情ではありません。',
      en: 'Mr. Horvat explains that he "will be unable to attend Ms. Diallo\'s session" and asks how the fee will be handled, so he is withdrawing from a workshop. He praises the session he attended, so he is not complaining about an instructor.',
    },
    difficulty: 4,
    tags: ['purpose', 'hr'],
  },
  {
    id: 'bank-p7-l4-07',
    type: 'reading',
    part: 7,
    passage: L4_WORKSHOP_EMAIL,
    groupId: 'bank-p7-l4-g2',
    question: 'Which workshop will Mr. Horvat miss?',
    options: [
      'Negotiating Supplier Contracts',
      'Data Visualization for Managers',
      'Advanced Budget Forecasting',
      'Leading Remote Teams',
    ],
    correctAnswer: 3,
    explanation: {
      zh: '邮件说他无法参加“Ms. Diallo’s session”，日程表显示 Amara Diallo 在 4 月 22 日讲授 Leading Remote Teams。Data Visualization for Managers 是他“昨天”（4 月 15 日）已参加的课程。',
      ja: 'メールでは「Ms. Diallo’s session」に出られないとあり、日程表では Amara Diallo が4月22日の Leading Remote Teams を担当しています。Data Visualization for Managers は「昨日」（4月15日）受講済みの講座です。',
      en: 'The e-mail says he cannot attend "Ms. Diallo\'s session", and the schedule shows that Amara Diallo teaches Leading Remote Teams on April 22. Data Visualization for Managers is the workshop he attended "yesterday" (April 15).',
    },
    difficulty: 4,
    tags: ['cross-reference', 'hr'],
  },
  {
    id: 'bank-p7-l4-08',
    type: 'reading',
    part: 7,
    passage: L4_WORKSHOP_EMAIL,
    groupId: 'bank-p7-l4-g2',
    question: 'What will Mr. Horvat most likely receive for the workshop he will miss?',
    options: [
      'A credit toward a future workshop',
      'A full refund',
      'A partial refund of 15 percent',
      'A recording of the session',
    ],
    correctAnswer: 0,
    explanation: {
      zh: '邮件日期是 4 月 16 日，课程在 4 月 22 日，只提前六天；日程表规定不足七天的取消“receive a credit of the same value toward a future workshop”。全额退款需要至少提前七天。',
      ja: 'メールは4月16日付で講座は4月22日なので6日前の連絡であり、日程表では7日を切った取り消しは「receive a credit of the same value toward a future workshop」とあります。全額返金には7日以上前の連絡が必要です。',
      en: 'His e-mail is dated April 16 and the session is on April 22, only six days later, and the schedule says later cancellations "receive a credit of the same value toward a future workshop." A full refund requires at least seven days\' notice.',
    },
    difficulty: 4,
    tags: ['cross-reference', 'hr'],
  },
  {
    id: 'bank-p7-l4-09',
    type: 'reading',
    part: 7,
    passage: L4_WORKSHOP_EMAIL,
    groupId: 'bank-p7-l4-g2',
    question: "What is indicated about Mr. Horvat's original registration?",
    options: [
      'It was made on April 16.',
      'It included a workshop taught by Ms. Villanueva.',
      'It was made after the registration deadline.',
      'It qualified for a reduced total fee.',
    ],
    correctAnswer: 3,
    explanation: {
      zh: '他一次报名了三场研讨会，日程表规定同时报名三场及以上可享受总费用 15% 的折扣，他在邮件中也提到“the discount I received at registration”。4 月 8 日 Villanueva 的课程不在他所选的三场之中。',
      ja: '彼は3つの講座を同時に申し込んでおり、日程表によると3つ以上の申込で合計15%引きになります。メールでも「the discount I received at registration」と触れています。4月8日の Villanueva さんの講座は選んだ3つに含まれていません。',
      en: 'He registered for three workshops at once, and the schedule says such participants "receive a 15% discount on the total fee"; he also mentions "the discount I received at registration". The Villanueva workshop on April 8 was not one of the three he chose.',
    },
    difficulty: 4,
    tags: ['cross-reference', 'hr'],
  },
  {
    id: 'bank-p7-l4-10',
    type: 'reading',
    part: 7,
    passage: L4_WORKSHOP_EMAIL,
    groupId: 'bank-p7-l4-g2',
    question: 'In the e-mail, the word "practical" in paragraph 1 is closest in meaning to',
    options: ['realistic', 'skilled', 'useful', 'convenient'],
    correctAnswer: 2,
    explanation: {
      zh: 'Horvat 先生觉得课程很 practical，并说“I have already applied two of its techniques”，所以这里意为“实用的、有用的”。realistic（现实可行的）是该词的另一个意思（如 a practical plan），但不适合形容这里的课程。',
      ja: 'Horvat さんは講座が practical だったと述べ、「I have already applied two of its techniques」と続けているので、「実際に役立つ」という意味です。realistic（現実的な）も関連する意味ですが（a practical plan）、ここでの講座の説明には合いません。',
      en: 'Mr. Horvat found the workshop "practical" and says he has "already applied two of its techniques", so the word means useful in real work. "Realistic" is a related sense (a practical plan), but it does not describe a workshop whose ideas he could use.',
    },
    difficulty: 4,
    tags: ['vocabulary in context', 'hr'],
  },

  // ───────────── Level 4, group 3: online chat discussion ─────────────
  {
    id: 'bank-p7-l4-11',
    type: 'reading',
    part: 7,
    passage: L4_BROCHURE_CHAT,
    groupId: 'bank-p7-l4-g3',
    question: 'What is suggested about the Halvorsen brochures?',
    options: [
      'They are needed for an event that starts on Friday.',
      'They will be delivered to the office on Friday.',
      'They were printed with an error.',
      'They will be mailed directly to customers.',
    ],
    correctAnswer: 0,
    explanation: {
      zh: '宣传册“Thursday afternoon”才能印好，而 Haddadi 先生指出“The trade show opens Friday at 8:00”，可见宣传册是周五开幕的展会要用的。宣传册将直接送到会展中心，而不是办公室。',
      ja: 'パンフレットは「Thursday afternoon」に仕上がり、Haddadi さんが「The trade show opens Friday at 8:00」と指摘しているので、金曜日に始まる展示会で必要なものです。オフィスではなく会場に直接届けられます。',
      en: 'The brochures will be ready "Thursday afternoon", and Mr. Haddadi notes that "The trade show opens Friday at 8:00", so they are needed for that event. They will be couriered to the convention center, not to the office.',
    },
    difficulty: 4,
    tags: ['inference', 'events'],
  },
  {
    id: 'bank-p7-l4-12',
    type: 'reading',
    part: 7,
    passage: L4_BROCHURE_CHAT,
    groupId: 'bank-p7-l4-g3',
    question:
      'At 9:03 A.M., what does Mr. Haddadi mean when he writes, "That\'s cutting it close"?',
    options: [
      'He thinks the brochures are too expensive.',
      'He is worried that there is little time before the show.',
      'He wants the printer to make the brochures smaller.',
      'He believes the trade show should be postponed.',
    ],
    correctAnswer: 1,
    explanation: {
      zh: '“cutting it close”意为“时间很紧、几乎来不及”，他随即补充展会周五 8 点开幕，距宣传册印好不到一天。这里的 cut 与裁切宣传册的尺寸无关。',
      ja: '「cutting it close」は「時間がぎりぎりだ」という意味で、すぐに展示会は金曜8時に始まると付け加えており、印刷完了から1日もありません。ここでの cut はパンフレットの大きさとは関係ありません。',
      en: '"Cutting it close" means leaving very little time, and he immediately adds that the show opens Friday at 8:00, less than a day after the brochures are ready. "Cut" here has nothing to do with the size of the brochures.',
    },
    difficulty: 4,
    tags: ['writer intent', 'events'],
  },
  {
    id: 'bank-p7-l4-13',
    type: 'reading',
    part: 7,
    passage: L4_BROCHURE_CHAT,
    groupId: 'bank-p7-l4-g3',
    question:
      'At 9:08 A.M., why does Mr. Haddadi write, "I\'m setting up the booth from 4:00 to 7:00 that day anyway"?',
    options: [
      'To explain why he cannot go to the office',
      'To ask for help setting up the booth',
      'To suggest moving the trade show',
      'To indicate that he can receive the delivery',
    ],
    correctAnswer: 3,
    explanation: {
      zh: 'Baek 先生问周四晚上是否有人在会展中心签收，Haddadi 先生回答他那天 4 点到 7 点本来就在布置展位，意思是他可以代为签收。随后 Oyelaran 女士把他的名字写上送货单，也印证了这一点。',
      ja: 'Baek さんが木曜の夕方に会場で荷物を受け取れる人がいるか尋ね、Haddadi さんはその日4時から7時までブースの設営でいると答えているので、受け取りを申し出ています。その後 Oyelaran さんが配送伝票に彼の名前を書くことからも確認できます。',
      en: 'Mr. Baek asks whether someone can be at the convention center on Thursday evening to receive the boxes, and Mr. Haddadi replies that he will be there setting up the booth until 7:00, so he can take the delivery. Ms. Oyelaran then puts his name on the delivery form, which confirms this.',
    },
    difficulty: 4,
    tags: ['writer intent', 'events'],
  },

  // ───────────── Level 5, group 1: article ─────────────
  {
    id: 'bank-p7-l5-01',
    type: 'reading',
    part: 7,
    passage: L5_LOYALTY_ARTICLE,
    groupId: 'bank-p7-l5-g1',
    question: 'What is the article mainly about?',
    options: [
      'Why loyalty cards have become costly to produce',
      'Why shoppers prefer smaller grocery chains',
      'How supermarkets set their prices',
      'How grocers differ in their approach to rewarding customers',
    ],
    correctAnswer: 3,
    explanation: {
      zh: '文章对比了用应用程序取代会员卡的 Marlow & Finch 和保留纸质积分卡的 Okonkwo Family Grocers，主旨是各超市对顾客奖励计划的不同做法。价格只在 Okonkwo 先生“compete on price and freshness”一句中提到。',
      ja: '記事は、カードをアプリに置き換えた Marlow & Finch と紙のカードを続ける Okonkwo Family Grocers を対比しており、顧客還元の方法の違いがテーマです。価格は Okonkwo さんの「compete on price and freshness」という発言に出てくるだけです。',
      en: 'The article contrasts Marlow & Finch, which replaced its card with an app, with Okonkwo Family Grocers, which kept a paper card, so it is about differing approaches to rewarding customers. Prices come up only in Mr. Okonkwo\'s remark about competing "on price and freshness".',
    },
    difficulty: 5,
    tags: ['main idea', 'retail'],
  },
  {
    id: 'bank-p7-l5-03',
    type: 'reading',
    part: 7,
    passage: L5_LOYALTY_ARTICLE,
    groupId: 'bank-p7-l5-g1',
    question: 'What is NOT stated about Marlow & Finch?',
    options: [
      'It charges customers a fee to use its app.',
      'It operates stores in more than one province.',
      'It replaced its loyalty card with an app.',
      'Its customers redeemed far more offers after the change.',
    ],
    correctAnswer: 0,
    explanation: {
      zh: '文章提到 Marlow & Finch 的门店分布在“the northern provinces”、用应用程序取代了会员卡、优惠使用率“nearly tripled”，但没有提到使用应用需要付费。文中讨论的成本是连锁店开发应用的成本，而不是向顾客收费。',
      ja: '記事には Marlow & Finch の店舗が「across the northern provinces」にあり、カードをアプリに替え、特典の利用率が「nearly tripled」とありますが、アプリの利用料については書かれていません。文中の費用はチェーン側の開発費で、客への料金ではありません。',
      en: 'The article says Marlow & Finch has stores "across the northern provinces", replaced its card with an app, and saw the redemption rate "nearly triple", but it never mentions a fee for using the app. The cost discussed at the end is the chain\'s development cost, not a charge to shoppers.',
    },
    difficulty: 5,
    tags: ['not true', 'retail'],
  },
  {
    id: 'bank-p7-l5-04',
    type: 'reading',
    part: 7,
    passage: L5_LOYALTY_ARTICLE,
    groupId: 'bank-p7-l5-g1',
    question: `${INSERT}\n"The company attributes both figures to offers that reflect what shoppers actually buy."`,
    options: ['[1]', '[2]', '[3]', '[4]'],
    correctAnswer: 2,
    explanation: {
      zh: '“both figures”指的是 [3] 前面的两个数据：每次消费额增长 9% 和优惠使用率接近三倍。放在 [2] 时还没有出现任何数据，both figures 就没有指代对象；[4] 处的 Okonkwo 没有提供数据。',
      ja: '「both figures」は [3] の直前にある2つの数字、つまり来店ごとの支出9%増と特典利用率のほぼ3倍を指しています。[2] の時点ではまだ数字が出ておらず、[4] の Okonkwo 社の話にも数字はありません。',
      en: '"Both figures" refers to the two numbers just before [3]: the 9 percent rise in spending per visit and the nearly tripled redemption rate. At [2] no figures have been given yet, and the paragraph around [4] about Okonkwo Family Grocers contains none.',
    },
    difficulty: 5,
    tags: ['sentence insertion', 'retail'],
  },
  {
    id: 'bank-p7-l5-05',
    type: 'reading',
    part: 7,
    passage: L5_LOYALTY_ARTICLE,
    groupId: 'bank-p7-l5-g1',
    question: 'What can be inferred about Okonkwo Family Grocers?',
    options: [
      'It plans to introduce a mobile app next year.',
      'It believes many of its customers are concerned about privacy.',
      'It has more stores than Marlow & Finch.',
      'It offers personalized discounts to regular shoppers.',
    ],
    correctAnswer: 1,
    explanation: {
      zh: 'Okonkwo 先生说“Our shoppers tell us they don’t want to be tracked”，文章最后也提到顾客“wary of data collection”，可见该公司认为许多顾客担心隐私。它只有 11 家店，远少于 Marlow & Finch 的 64 家。',
      ja: 'Okonkwo さんは「Our shoppers tell us they don’t want to be tracked」と述べ、記事も「wary of data collection」な客に触れているので、同社は多くの客がプライバシーを気にしていると考えています。店舗数は11店で、Marlow & Finch の64店よりずっと少ないです。',
      en: 'Mr. Okonkwo says, "Our shoppers tell us they don\'t want to be tracked," and the article mentions shoppers "wary of data collection", so the company believes many customers worry about privacy. It has eleven stores, far fewer than Marlow & Finch\'s 64.',
    },
    difficulty: 5,
    tags: ['inference', 'retail'],
  },

  // ───────────── Level 5, group 2: advertisement + two e-mails (triple passage) ─────────────
  {
    id: 'bank-p7-l5-06',
    type: 'reading',
    part: 7,
    passage: L5_FOUNDRY_SET,
    groupId: 'bank-p7-l5-g2',
    question: 'Which suite will Mr. van der Berg most likely show Ms. Desai?',
    options: ['Suite A', 'Suite B', 'Suite C', 'A suite in another building'],
    correctAnswer: 1,
    explanation: {
      zh: 'Desai 女士需要至少两间会议室且必须无障碍通行。Suite B 位于电梯可达的二楼，并有“two meeting rooms”；Suite C 面积大、景色好，容易误选，但四楼“is reached by a stairway”（只能走楼梯），而 Suite A 已“let last week”。',
      ja: 'Desai さんには会議室2室以上と車いすでの完全なバリアフリーが必要です。Suite B はエレベーターが止まる2階にあり「two meeting rooms」を備えています。Suite C は眺めで選びがちですが、4階は「reached by a stairway」で、Suite A は「let last week」です。',
      en: 'Ms. Desai needs at least two meeting rooms and full wheelchair access. Suite B has "two meeting rooms" on the second floor, which the elevator serves; Suite C is tempting for its views, but the fourth floor "is reached by a stairway," and Suite A "was let last week."',
    },
    difficulty: 5,
    tags: ['cross-reference', 'real estate'],
  },
  {
    id: 'bank-p7-l5-07',
    type: 'reading',
    part: 7,
    passage: L5_FOUNDRY_SET,
    groupId: 'bank-p7-l5-g2',
    question: 'What is indicated about Suite A?',
    options: [
      'It has already been rented to another tenant.',
      'It is the largest of the three suites.',
      'It has a private terrace.',
      'It is reached by a stairway.',
    ],
    correctAnswer: 0,
    explanation: {
      zh: 'van der Berg 先生写道“Suite A, incidentally, was let last week”，即已租给别人。Suite A 是面积最小的（85 m²），露台和楼梯则是 Suite C 的特点。',
      ja: 'van der Berg さんは「Suite A, incidentally, was let last week」と書いており、すでに他者に貸し出されています。Suite A は最も狭く（85 m²）、テラスや階段は Suite C の特徴です。',
      en: 'Mr. van der Berg writes, "Suite A, incidentally, was let last week," meaning it has been rented to someone else. It is the smallest suite (85 m²), and the terrace and stairway belong to Suite C.',
    },
    difficulty: 5,
    tags: ['detail', 'real estate'],
  },
  {
    id: 'bank-p7-l5-08',
    type: 'reading',
    part: 7,
    passage: L5_FOUNDRY_SET,
    groupId: 'bank-p7-l5-g2',
    question: 'What will Northlight Architects receive if it signs a four-year lease?',
    options: [
      'Full payment for any partitioning work',
      'A 15 percent discount on the monthly rent',
      'A free parking space for each employee',
      'No service charge for the first year',
    ],
    correctAnswer: 3,
    explanation: {
      zh: '回信说签四年租约“the introductory offer in our advertisement would apply”，而广告写明租期三年以上的租户“pay no service charge for the first twelve months”。业主只是愿意“contribute toward”隔断工程（分担部分费用），并非全额承担。',
      ja: '返信には4年契約なら「the introductory offer in our advertisement would apply」とあり、広告では3年以上の契約者は「pay no service charge for the first twelve months」とされています。間仕切り工事については「contribute toward」（一部負担）と言っているだけで、全額負担ではありません。',
      en: 'The reply says a four-year lease means "the introductory offer in our advertisement would apply," and the advertisement states that tenants signing for three years or longer "pay no service charge for the first twelve months." The owners will only "contribute toward" partitioning, not pay for all of it.',
    },
    difficulty: 5,
    tags: ['cross-reference', 'real estate'],
  },
  {
    id: 'bank-p7-l5-09',
    type: 'reading',
    part: 7,
    passage: L5_FOUNDRY_SET,
    groupId: 'bank-p7-l5-g2',
    question:
      'In the e-mail from Mr. van der Berg, the word "let" in paragraph 1 is closest in meaning to',
    options: ['rented out', 'allowed', 'left', 'released'],
    correctAnswer: 0,
    explanation: {
      zh: '在房地产用语中，was let 表示“已出租”，所以 Suite A 不再提供。allowed（允许）是 let 的日常含义，但“Suite A was allowed”在这里讲不通。',
      ja: '不動産の文脈で「was let」は「賃貸に出された、貸し出された」という意味で、だから Suite A はもう紹介されていません。allowed（許可した）は let の日常的な意味ですが、ここでは意味が通りません。',
      en: 'In property language, a space that "was let" has been rented out to a tenant, which is why Suite A is no longer offered. "Allowed" is the everyday meaning of "let", but "Suite A was allowed" makes no sense here.',
    },
    difficulty: 5,
    tags: ['vocabulary in context', 'real estate'],
  },
  {
    id: 'bank-p7-l5-10',
    type: 'reading',
    part: 7,
    passage: L5_FOUNDRY_SET,
    groupId: 'bank-p7-l5-g2',
    question: "What is NOT mentioned as a requirement in Ms. Desai's e-mail?",
    options: [
      'Full wheelchair access',
      'At least two meeting rooms',
      'A view of the harbor',
      'Room for a team of eighteen',
    ],
    correctAnswer: 2,
    explanation: {
      zh: 'Desai 女士提到了 18 人的团队、“at least two dedicated meeting rooms”以及完全无障碍，但从未要求海港景观；海港景观只是广告中 Suite C 的特点。',
      ja: 'Desai さんは18人のチーム、「at least two dedicated meeting rooms」、完全なバリアフリーについて述べていますが、港の眺めは求めていません。港の眺めは広告にある Suite C の特徴にすぎません。',
      en: 'Ms. Desai mentions her team of eighteen, "at least two dedicated meeting rooms" and full accessibility, but she never asks for a harbor view; harbor views are only a feature of Suite C in the advertisement.',
    },
    difficulty: 5,
    tags: ['not true', 'real estate'],
  },
];
