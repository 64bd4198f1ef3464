import type { ConversationSet } from '../types';

/**
 * Part 3 — Conversations, third batch (levels 3–5). Original items written for TOEIC Ace; same
 * shape as part3.ts, numbered on from its groups.
 */
export const part3c: ConversationSet[] = [
  // ── Level 3 ──
  {
    id: 'bank-p3-l3-g5',
    difficulty: 3,
    graphic:
      'BUILDING DIRECTORY\nFloor | Tenant\n2 | Cafeteria\n3 | Brisa Travel\n4 | Orlin Media — Design\n5 | Orlin Media — Sales',
    lines: [
      "Man: Hello, I have a two o'clock appointment with the design team at Orlin Media. I'm here to talk about rebuilding their website.",
      "Woman: Welcome. Could you sign in here, please? I'll print a visitor pass for you.",
      'Man: Sure. The board by the door says the design team is on the fourth floor. Is that right?',
      "Woman: Actually, that board is out of date. Design and Sales swapped floors last week, and the sign company hasn't been back yet.",
      'Man: Good thing I asked. Is the elevator just around the corner?',
      "Woman: Yes, though it's slow right now. Lots of people are coming back up from the cafeteria after lunch.",
    ],
    questions: [
      {
        question: 'Why is the man visiting the company?',
        options: [
          'To interview for a job',
          'To discuss a website project',
          'To deliver some signs',
          'To repair an elevator',
        ],
        correctAnswer: 1,
        explanation: {
          zh: "男子说 “I'm here to talk about rebuilding their website”，所以 (B) 正确。(A) 他是来谈项目的，不是来面试；(C) 标牌公司还没来更新指示牌，他不是送标牌的人；(D) 电梯只是慢，没有坏。",
          ja: "男性は “I'm here to talk about rebuilding their website” と言っているので (B) が正解です。(A) 仕事の打ち合わせで、面接ではありません。(C) 案内板を直す業者はまだ来ておらず、男性は看板を届けに来たのではありません。(D) エレベーターは混んでいるだけで、故障していません。",
          en: 'He says, "I\'m here to talk about rebuilding their website," so (B) is correct. (A) He has a business appointment, not an interview. (C) The sign company has not come back yet; he is not delivering signs. (D) The elevator is only slow, not broken.',
        },
        tags: ['purpose', 'office'],
      },
      {
        question: 'Look at the graphic. Which floor will the man go to?',
        options: ['Floor 2', 'Floor 3', 'Floor 4', 'Floor 5'],
        correctAnswer: 3,
        explanation: {
          zh: '指示牌写着设计部在四楼，但女子说 “Design and Sales swapped floors last week”，所以设计部现在在原来销售部的五楼，(D) 正确。(A) 二楼是餐厅；(B) 三楼是旅行社；(C) 四楼是过时的信息，现在是销售部。',
          ja: '案内板では Design は4階ですが、女性は “Design and Sales swapped floors last week” と言っているので、今は Sales があった5階にいます。(D) が正解です。(A) 2階はカフェテリア、(B) 3階は旅行会社です。(C) 4階は古い情報で、今は Sales の階です。',
          en: 'The board puts Design on the fourth floor, but "Design and Sales swapped floors last week," so Design is now on the fifth: (D). (A) Floor 2 is the cafeteria. (B) Floor 3 is a travel agency. (C) Floor 4 is the outdated listing, now Sales.',
        },
        tags: ['graphic', 'office'],
      },
      {
        question: 'What does the woman ask the man to do?',
        options: ['Sign in', 'Wait in the lobby', 'Take the stairs', 'Come back after lunch'],
        correctAnswer: 0,
        explanation: {
          zh: '女子说 “Could you sign in here, please?”，所以 (A) 正确。(B) 她没有让他在大厅等；(C) 她只说电梯现在慢，没有让他走楼梯；(D) 吃完午饭回来的是其他员工，她没有让他以后再来。',
          ja: '女性は “Could you sign in here, please?” と頼んでいるので (A) が正解です。(B) ロビーで待つようには言っていません。(C) エレベーターが遅いと言っただけで、階段を使うようには言っていません。(D) 昼食から戻るのは社員たちで、男性に出直すよう求めてはいません。',
          en: 'She asks, "Could you sign in here, please?" so (A) is correct. (B) She never asks him to wait. (C) She says the elevator is slow but does not send him to the stairs. (D) It is other people who are coming back from lunch; she does not ask him to return later.',
        },
        tags: ['request', 'office'],
      },
    ],
  },
  {
    id: 'bank-p3-l3-g6',
    difficulty: 3,
    lines: [
      'Man 1: The delegation from Haneul Cosmetics lands on Tuesday, and we still need somewhere for the dinner on Wednesday.',
      "Woman: I was going to book Lantern House again, but they're closed to the public on Wednesdays this month for a private event.",
      'Man 2: What about the seafood place by the harbor? My team took a supplier there in May, and it was excellent.',
      "Man 1: One of the visitors doesn't eat seafood, though. Their assistant mentioned it in her e-mail.",
      "Woman: Then let's try Olmo's. It has a private dining room, and the menu is mostly grilled dishes and vegetables.",
      "Man 2: I'll call them this afternoon and find out whether the room seats ten.",
    ],
    questions: [
      {
        question: 'What are the speakers planning?',
        options: [
          'A trip to visit a supplier',
          'A product launch',
          'A dinner for visiting clients',
          'A staff party',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '他们在为周二到达的 Haneul Cosmetics 代表团找周三晚餐的餐厅，所以 (C) 正确。(A) 供应商只是在说起海鲜餐厅时提到的过去的事；(B) 没有提到产品发布；(D) 客人是外来的代表团，不是员工聚会。',
          ja: '火曜日に到着する Haneul Cosmetics の一行のため、水曜日の夕食の店を探しているので (C) が正解です。(A) 仕入れ先は海鮮料理店の話で出てきた過去の出来事です。(B) 製品発表の話はありません。(D) 招くのは訪問客で、社員のパーティーではありません。',
          en: "They need a restaurant for Wednesday's dinner with the visiting Haneul Cosmetics delegation: (C). (A) A supplier comes up only as a past guest at the seafood place. (B) No launch is mentioned. (D) The guests are visitors, not staff.",
        },
        tags: ['main idea', 'hospitality'],
      },
      {
        question: 'Why will the speakers not go to Lantern House?',
        options: [
          'It is too far from the office.',
          'It is not available on the planned day.',
          'It does not have a private room.',
          'It serves mainly seafood.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: "女子说 Lantern House 这个月 “closed to the public on Wednesdays … for a private event”，而晚餐就在周三，所以 (B) 正确。(A) 距离没有提到；(C) 有包间的是 Olmo's；(D) 以海鲜为主的是港口边那家餐厅。",
          ja: "Lantern House は今月 “closed to the public on Wednesdays … for a private event” で、夕食は水曜日なので (B) が正解です。(A) 距離の話はありません。(C) 個室があると言われたのは Olmo's です。(D) 海鮮中心なのは港の店です。",
          en: 'Lantern House is "closed to the public on Wednesdays this month," and the dinner is on a Wednesday: (B). (A) Distance is never mentioned. (C) The private room is at Olmo\'s. (D) The seafood restaurant is the one by the harbor.',
        },
        tags: ['reason', 'hospitality'],
      },
      {
        question: 'What does one of the men say he will do?',
        options: [
          "E-mail a visitor's assistant",
          'Pick up the guests at the airport',
          'Change the date of the dinner',
          'Ask a restaurant about a room',
        ],
        correctAnswer: 3,
        explanation: {
          zh: "第二位男子说 “I'll call them this afternoon and find out whether the room seats ten”，即向 Olmo's 询问包间能否坐十人，(D) 正确。(A) 助理的邮件是已经收到的，没人说要回复；(B) 没有提到接机；(C) 日期仍是周三，没有改。",
          ja: "2人目の男性が “I'll call them this afternoon and find out whether the room seats ten” と言い、Olmo's に個室の広さを確認するので (D) が正解です。(A) アシスタントのメールはすでに届いたもので、返信するとは言っていません。(B) 空港への出迎えは出てきません。(C) 日程は水曜日のままです。",
          en: "The second man says, \"I'll call them this afternoon and find out whether the room seats ten,\" asking Olmo's about its room: (D). (A) The assistant's e-mail has already arrived; nobody plans to write to her. (B) An airport pickup is not mentioned. (C) The dinner stays on Wednesday.",
        },
        tags: ['next action', 'hospitality'],
      },
    ],
  },
  {
    id: 'bank-p3-l3-g7',
    difficulty: 3,
    lines: [
      'Woman: Idris, the buyer from Cordova Outfitters just called. She wants fabric samples for our autumn line on her desk by Friday.',
      "Man: Friday? If we put them in the regular post today, they won't get there before Monday.",
      'Woman: What about a courier?',
      "Man: A courier would be fine, but the samples are still at the warehouse, and it's already four thirty.",
      'Woman: The warehouse closes at five.',
      "Man: Right. I'll call Pedro over there now and ask him to pack them and hand them straight to the courier.",
    ],
    questions: [
      {
        question: 'What does the buyer want?',
        options: [
          'A lower price for an order',
          'Samples delivered by Friday',
          'A visit to the warehouse',
          'A catalog of the autumn line',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '女子说买家 “wants fabric samples for our autumn line on her desk by Friday”，所以 (B) 正确。(A) 没有提到降价；(C) 仓库是样品现在存放的地方，买家没有要去；(D) autumn line 是样品所属的系列，她要的是布样不是目录。',
          ja: '女性はバイヤーが “wants fabric samples for our autumn line on her desk by Friday” と伝えているので (B) が正解です。(A) 値下げの話はありません。(C) 倉庫はサンプルの保管場所で、バイヤーが訪れるわけではありません。(D) autumn line はサンプルの商品群で、求めているのはカタログではなく生地見本です。',
          en: 'The buyer "wants fabric samples for our autumn line on her desk by Friday": (B). (A) No price is discussed. (C) The warehouse is where the samples are; she is not visiting it. (D) She wants fabric samples of the autumn line, not a catalog.',
        },
        tags: ['detail', 'apparel'],
      },
      {
        question: 'What does the woman imply when she says, "The warehouse closes at five"?',
        options: [
          'The man needs to act quickly.',
          'The warehouse has changed its hours.',
          'She cannot stay late today.',
          'The samples have already been sent.',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '男子说样品还在仓库而现在已经四点半，女子提醒仓库五点关门，意思是只剩半小时、必须马上行动；男子随即说要立刻打电话，所以 (A) 正确。(B) 她没有说营业时间改了；(C) 说的是仓库的时间，不是她自己能否加班；(D) 样品还在仓库，没有寄出。',
          ja: '男性が「サンプルはまだ倉庫にあり、もう4時半だ」と言ったのに対し、女性は倉庫が5時に閉まると指摘しています。残り30分なのですぐ動くべきだという意味で、男性もすぐ電話すると答えているので (A) が正解です。(B) 営業時間が変わったとは言っていません。(C) 倉庫の時間の話で、彼女の残業の話ではありません。(D) サンプルはまだ倉庫にあります。',
          en: 'He notes the samples are still at the warehouse at four thirty; her reminder that it closes at five means there is half an hour left, and he immediately says he will call: (A). (B) She does not say the hours changed. (C) She is talking about the warehouse, not her own schedule. (D) The samples have not left the warehouse.',
        },
        tags: ['speaker intent', 'apparel'],
      },
      {
        question: 'What will the man most likely do next?',
        options: [
          'Go to the post office',
          'Drive the samples to the buyer',
          'Call a warehouse employee',
          'Ask the buyer for more time',
        ],
        correctAnswer: 2,
        explanation: {
          zh: "男子说 “I'll call Pedro over there now”，Pedro 在仓库，所以 (C) 正确。(A) 普通邮寄太慢已被否定；(B) 样品由快递送，不是他自己开车送；(D) 他没有打算请买家延期。",
          ja: "男性は “I'll call Pedro over there now” と言っており、Pedro は倉庫にいるので (C) が正解です。(A) 普通郵便は遅すぎるとして却下されています。(B) サンプルはクーリエが届け、男性が車で運ぶのではありません。(D) バイヤーに期限の延長を頼むつもりはありません。",
          en: 'He says, "I\'ll call Pedro over there now," at the warehouse: (C). (A) Regular post was ruled out as too slow. (B) A courier will carry the samples, not the man. (D) He does not plan to ask for more time.',
        },
        tags: ['next action', 'apparel'],
      },
    ],
  },
  {
    id: 'bank-p3-l3-g8',
    difficulty: 3,
    lines: [
      'Woman: Hi, this is Lucía from Brightmoor Consulting. We booked you to take staff portraits for our website next Tuesday.',
      'Man: Yes, twenty people, starting at nine. Is everything still on?',
      'Woman: Mostly. But half our team will be at a training session that morning. Could you come in the afternoon instead?',
      "Man: I have another job until one. I could start at two, but with twenty people I'd need until about six.",
      "Woman: That's fine. And if the weather allows, we'd like the pictures taken outside, in our courtyard.",
      "Man: Then the afternoon suits me better anyway. The light is softer later in the day. I'll bring a portable backdrop in case it rains.",
    ],
    questions: [
      {
        question: 'Who most likely is the man?',
        options: [
          'A web designer',
          'A photographer',
          'A training instructor',
          'A weather reporter',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '女子预约男子来给员工拍网站用的肖像照，男子谈到光线和背景布，所以他是摄影师，(B) 正确。(A) 照片是给网站用的，但他不负责设计网站；(C) 培训是员工要参加的另一件事；(D) 他提到天气只是为了拍摄安排。',
          ja: '女性は社員のポートレート撮影を男性に依頼しており、男性は光や背景幕の話をしているので、写真家の (B) が正解です。(A) 写真はウェブサイト用ですが、サイトを作るわけではありません。(C) 研修は社員が参加する別の予定です。(D) 天気の話は撮影のためで、気象予報士ではありません。',
          en: 'He was booked to take staff portraits and talks about light and a backdrop: a photographer, (B). (A) The pictures are for a website, but he is not building it. (C) The training is something the staff attend. (D) He mentions weather only for the shoot.',
        },
        tags: ['speaker identity', 'services'],
      },
      {
        question: 'Why does the woman ask to change the time?',
        options: [
          'The courtyard is being repaired.',
          'The man has another job in the morning.',
          'Some staff will be at a training session.',
          'The website launch has been delayed.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '女子说 “half our team will be at a training session that morning”，所以 (C) 正确。(A) 庭院没有在维修，她还想在那里拍；(B) 男子另有工作到一点，这是改时间之后才提到的，不是她要求改的原因；(D) 没有提到网站推迟上线。',
          ja: '女性は “half our team will be at a training session that morning” と説明しているので (C) が正解です。(A) 中庭は修理中ではなく、そこで撮りたいと言っています。(B) 男性の別の仕事は変更を頼まれた後に出た話で、変更の理由ではありません。(D) サイト公開の延期は出てきません。',
          en: 'She says "half our team will be at a training session that morning": (C). (A) The courtyard is not under repair; she wants to use it. (B) His other job comes up only after she asks; it is not her reason. (D) No launch delay is mentioned.',
        },
        tags: ['reason', 'services'],
      },
      {
        question: 'What does the man say he will bring?',
        options: ['Extra lights', 'Some umbrellas', 'A second camera', 'A portable backdrop'],
        correctAnswer: 3,
        explanation: {
          zh: "男子说 “I'll bring a portable backdrop in case it rains”，所以 (D) 正确。(A) 他说下午光线更柔和，没说要带灯；(B) 雨伞没有提到，下雨时他的对策是背景布；(C) 第二台相机也没有提到。",
          ja: "男性は “I'll bring a portable backdrop in case it rains” と言っているので (D) が正解です。(A) 午後は光が柔らかいと言っただけで、照明を持ってくるとは言っていません。(B) 傘は出てこず、雨への備えは背景幕です。(C) 予備のカメラも出てきません。",
          en: 'He says, "I\'ll bring a portable backdrop in case it rains," so (D) is correct. (A) He praises the softer afternoon light but mentions no lamps. (B) His answer to rain is the backdrop, not umbrellas. (C) A second camera is never mentioned.',
        },
        tags: ['detail', 'services'],
      },
    ],
  },

  {
    id: 'bank-p3-l3-g9',
    difficulty: 3,
    graphic:
      'BUSINESS CARDS — price per order\nQuantity | Price\n250 | $30\n500 | $45\n1,000 | $70\n2,000 | $120',
    lines: [
      'Man: Inkwell Print, how can I help you?',
      "Woman: Hi, I'm calling from Fairhaven Architects. We've just hired four new designers, and they'll each need business cards.",
      'Man: Congratulations. How many cards per person?',
      'Woman: About two hundred fifty each. That should last them a year.',
      "Man: Then I'd put all of them in a single order. Each person gets their own design, but we price the order on the total number of cards, so it works out much cheaper.",
      'Woman: Great. Could we see what they look like before you print them?',
      "Man: Of course. I'll e-mail you proofs tomorrow morning, and once you approve them, the cards will be ready in two days.",
    ],
    questions: [
      {
        question: 'Why does the woman need business cards?',
        options: [
          'Her company has changed its logo.',
          'She is attending a trade show.',
          'Some new employees have joined her company.',
          'Her old cards have run out.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: "女子说 “We've just hired four new designers, and they'll each need business cards”，所以 (C) 正确。(A) 没有提到换标志；(B) 展会没有提到；(D) 名片是给新员工的，不是她自己的旧名片用完了。",
          ja: "女性は “We've just hired four new designers, and they'll each need business cards” と言っているので (C) が正解です。(A) ロゴの変更は出てきません。(B) 展示会の話もありません。(D) 名刺は新しい社員用で、彼女の名刺が切れたのではありません。",
          en: 'She says, "We\'ve just hired four new designers, and they\'ll each need business cards," so (C) is correct. (A) No logo change is mentioned. (B) No trade show is mentioned. (D) The cards are for the new staff, not to replace her own.',
        },
        tags: ['reason', 'printing'],
      },
      {
        question: 'Look at the graphic. How much will the woman most likely pay?',
        options: ['$30', '$45', '$70', '$120'],
        correctAnswer: 2,
        explanation: {
          zh: '四个人每人约 250 张，男子建议合成一个订单、按总数计价，共 1,000 张，表中 1,000 张是 $70，所以 (C) 正确。(A) $30 是只印 250 张的价格，也就是一个人的量；(B) $45 是 500 张；(D) $120 是 2,000 张，比需要的多一倍。',
          ja: '4人がそれぞれ約250枚で、男性は1つの注文にまとめて合計枚数で価格を出すと言っているので計1,000枚、表では $70 となり (C) が正解です。(A) $30 は250枚、つまり1人分の価格です。(B) $45 は500枚です。(D) $120 は2,000枚で、必要な量の2倍です。',
          en: "Four people at about 250 each, priced as one order on the total, is 1,000 cards: $70, (C). (A) $30 buys 250, one person's share. (B) $45 is for 500. (D) $120 buys 2,000, twice what they need.",
        },
        tags: ['graphic', 'printing'],
      },
      {
        question: 'What will the man send the woman tomorrow?',
        options: ['An invoice', 'Some proofs', 'A catalog of paper types', 'The finished cards'],
        correctAnswer: 1,
        explanation: {
          zh: "男子说 “I'll e-mail you proofs tomorrow morning”，所以 (B) 正确。(A) 没有提到发票；(C) 纸张目录没有提到；(D) 名片要在她确认样稿后两天才印好。",
          ja: "男性は “I'll e-mail you proofs tomorrow morning” と言っているので (B) が正解です。(A) 請求書の話はありません。(C) 用紙のカタログも出てきません。(D) 名刺は校正の承認から2日後に仕上がります。",
          en: 'He says, "I\'ll e-mail you proofs tomorrow morning," so (B) is correct. (A) No invoice is mentioned. (C) No paper catalog is mentioned. (D) The cards are ready two days after she approves the proofs.',
        },
        tags: ['next action', 'printing'],
      },
    ],
  },

  // ── Level 4 ──
  {
    id: 'bank-p3-l4-g5',
    difficulty: 4,
    graphic:
      'THIRD-QUARTER SALES GROWTH — Water Filters\nRegion | Growth\nNorth | +12%\nSouth | +3%\nEast | +8%\nWest | −2%',
    lines: [
      'Woman: The third-quarter figures for the water filters are in. Growth was strong overall, and the region where we ran the radio ads did best.',
      'Man: But one region actually shrank. Should we be worried about it?',
      'Woman: Not really. Our distributor there moved to a new warehouse in July and missed two weeks of deliveries. That has been sorted out.',
      'Man: Good. So where should the new sales representative go? We can only afford one hire this year.',
      "Woman: I'd put her where growth was weakest, leaving aside the region that shrank. That was a one-time problem.",
      "Man: Agreed. I'll draft the job announcement this afternoon and send it to Human Resources.",
    ],
    questions: [
      {
        question: 'According to the woman, why did sales fall in one region?',
        options: [
          "A distributor's deliveries were interrupted.",
          'Radio advertising was stopped.',
          'A competitor lowered its prices.',
          'A sales representative left the company.',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '女子说那个地区的经销商七月搬到新仓库，“missed two weeks of deliveries”，所以 (A) 正确。(B) 广播广告是增长最快地区的原因，没有说停播；(C) 没有提到竞争对手；(D) 要招新的销售代表是因为预算，不是有人离职。',
          ja: '女性は、その地域の販売代理店が7月に倉庫を移転して “missed two weeks of deliveries” と説明しているので (A) が正解です。(B) ラジオ広告は最も伸びた地域の話で、中止されたとは言っていません。(C) 競合他社の話はありません。(D) 営業担当の採用は増員で、誰かが辞めたからではありません。',
          en: 'The distributor there moved warehouses and "missed two weeks of deliveries": (A). (B) The radio ads explain the best region; nothing says they stopped. (C) No competitor is mentioned. (D) The new hire is an addition; nobody left.',
        },
        tags: ['reason', 'sales'],
      },
      {
        question: 'Look at the graphic. Where will the new sales representative most likely work?',
        options: ['North', 'South', 'East', 'West'],
        correctAnswer: 1,
        explanation: {
          zh: '女子建议放在增长最弱的地区，但排除下滑的那个地区（West，−2%，一次性问题）。剩下增长最弱的是 South（+3%），所以 (B) 正确。(A) North 增长最多、是投放广播广告的地区；(C) East 增长 8%，不是最弱；(D) West 被明确排除了。',
          ja: '女性は最も伸びが弱い地域を勧めつつ、落ち込んだ地域（West, −2%、一時的な問題）は除くと言っています。残りで最も低いのは South（+3%）なので (B) が正解です。(A) North は最も伸びた、広告を流した地域です。(C) East は +8% で最低ではありません。(D) West ははっきり除外されています。',
          en: 'She would choose the weakest growth, "leaving aside the region that shrank" (West, −2%). That leaves South at +3%: (B). (A) North grew most, where the ads ran. (C) East grew 8%, not the weakest. (D) West is explicitly set aside.',
        },
        tags: ['graphic', 'sales'],
      },
      {
        question: 'What will the man do this afternoon?',
        options: [
          'Call the distributor',
          'Book more radio ads',
          'Write a job announcement',
          'Interview a candidate',
        ],
        correctAnswer: 2,
        explanation: {
          zh: "男子说 “I'll draft the job announcement this afternoon”，所以 (C) 正确。(A) 经销商的问题已经解决，不需要联系；(B) 没有说要追加广告；(D) 现在才要写招聘启事，还没有候选人可面试。",
          ja: "男性は “I'll draft the job announcement this afternoon” と言っているので (C) が正解です。(A) 代理店の問題は解決済みで、連絡する話はありません。(B) 広告の追加は出てきません。(D) 求人票をこれから書く段階で、面接する候補者はまだいません。",
          en: 'He says, "I\'ll draft the job announcement this afternoon," so (C) is correct. (A) The distributor\'s problem is fixed; no call is planned. (B) No new ads are mentioned. (D) The posting is not even written yet, so there is nobody to interview.',
        },
        tags: ['next action', 'sales'],
      },
    ],
  },
  {
    id: 'bank-p3-l4-g6',
    difficulty: 4,
    lines: [
      "Man: Our new bread maker ships to Spain and Korea in six weeks, and the user manual still isn't translated.",
      'Woman 1: I have quotes from two agencies. Verbalia can do both languages in four weeks for eleven thousand dollars. Lexicor can do it in three weeks, but they want fourteen thousand.',
      'Woman 2: Remember that the printer needs ten days once the files are final. Four weeks plus ten days leaves us almost no margin.',
      "Man: Then the extra three thousand is worth it. Let's go with the faster one.",
      "Woman 1: I'll confirm with them today. They've asked for the source files in their original format, not as PDFs.",
      'Woman 2: I can get those from the technical writers this afternoon.',
    ],
    questions: [
      {
        question: 'What are the speakers mainly discussing?',
        options: [
          'Opening offices in Spain and Korea',
          'Translating a product manual',
          'Choosing a new printer',
          'Hiring technical writers',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '三人讨论用户手册还没翻译、比较两家翻译公司的报价，所以 (B) 正确。(A) 西班牙和韩国是产品的出口地，不是开设办事处；(C) 印刷厂只是时间安排中的一环，没有要换；(D) 技术文档作者是现有员工，只需向他们要文件。',
          ja: '3人は取扱説明書の翻訳が終わっていないことと、2社の翻訳会社の見積もりを話し合っているので (B) が正解です。(A) スペインと韓国は製品の出荷先で、事務所の開設ではありません。(C) 印刷会社は日程の一部として出てくるだけで、選び直すわけではありません。(D) テクニカルライターは社内にいて、ファイルをもらうだけです。',
          en: "They compare two agencies' quotes for translating the user manual: (B). (A) Spain and Korea are where the product ships, not new offices. (C) The printer is part of the timeline; nobody is choosing a new one. (D) The technical writers already work there; they are only asked for files.",
        },
        tags: ['main idea', 'manufacturing'],
      },
      {
        question: 'Why does the man choose the more expensive agency?',
        options: [
          'It has more experience with Korean.',
          'It was recommended by the printer.',
          'It accepts files as PDFs.',
          'Its schedule leaves time for printing.',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '第二位女子指出印刷需要十天，四周加十天几乎没有余地；男子因此选了三周完成的 Lexicor，所以 (D) 正确。(A) 没有比较韩语经验；(B) 印刷厂没有推荐谁；(C) 恰恰相反，对方要求原始格式的文件，不要 PDF。',
          ja: '2人目の女性が印刷に10日かかり、4週間＋10日では余裕がないと指摘し、男性は3週間でできる Lexicor を選んだので (D) が正解です。(A) 韓国語の経験の比較はありません。(B) 印刷会社の推薦もありません。(C) 逆に、PDF ではなく元の形式のファイルを求めています。',
          en: "The second woman points out that four weeks plus the printer's ten days leaves almost no margin, so he picks the three-week agency: (D). (A) Experience with Korean is never compared. (B) The printer recommends no one. (C) The opposite: the agency wants original files, not PDFs.",
        },
        tags: ['reason', 'manufacturing'],
      },
      {
        question: 'What does the second woman offer to do?',
        options: [
          'Collect files from some colleagues',
          'Confirm the order with the agency',
          'Proofread the translation',
          'Ask the printer to work faster',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '第二位女子说 “I can get those from the technical writers this afternoon”，those 指原始格式的文件，所以 (A) 正确。(B) 向翻译公司确认的是第一位女子；(C) 校对没有提到；(D) 她只是提醒印刷需要十天，没有说去催印刷厂。',
          ja: '2人目の女性は “I can get those from the technical writers this afternoon” と言い、those は元の形式のファイルを指すので (A) が正解です。(B) 翻訳会社に確認するのは1人目の女性です。(C) 校正の話はありません。(D) 印刷に10日かかると指摘しただけで、急がせるとは言っていません。',
          en: 'She says, "I can get those from the technical writers this afternoon," meaning the source files: (A). (B) The first woman will confirm with the agency. (C) Proofreading is not mentioned. (D) She only notes the printer\'s ten days; she does not offer to hurry it.',
        },
        tags: ['offer', 'manufacturing'],
      },
    ],
  },
  {
    id: 'bank-p3-l4-g7',
    difficulty: 4,
    lines: [
      "Woman: The garden expo on Saturday is outdoors this year, in Fairlight Park. We've got a spot near the main gate.",
      'Man: Nice. Which display are you planning to take?',
      'Woman: I was going to take the small open tent. It goes up in ten minutes.',
      "Man: I've seen the forecast.",
      "Woman: Ah. Then we'll need the large one with the side walls, and weights for the legs. Could you reserve the company van for Friday afternoon? That tent won't fit in my car.",
      "Man: I'll book it. I'll print extra brochures too. If it rains, a covered stand could draw in a lot of visitors.",
    ],
    questions: [
      {
        question: 'What event are the speakers preparing for?',
        options: [
          'A company picnic',
          'An outdoor exhibition',
          'A park opening ceremony',
          'A sports tournament',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '女子说周六的园艺博览会 “is outdoors this year, in Fairlight Park”，他们要在那里设展位，所以 (B) 正确。(A) 不是公司野餐；(C) 公园只是举办地点，并非开园仪式；(D) 与体育比赛无关。',
          ja: '女性は土曜日のガーデンエキスポが “is outdoors this year, in Fairlight Park” と言い、そこにブースを出すので (B) が正解です。(A) 社内ピクニックではありません。(C) 公園は会場にすぎず、開園式ではありません。(D) スポーツ大会は関係ありません。',
          en: 'The garden expo "is outdoors this year, in Fairlight Park," and they have a stand there: (B). (A) It is not a company picnic. (C) The park is only the venue, not what is opening. (D) No sport is involved.',
        },
        tags: ['main idea', 'events'],
      },
      {
        question: 'Why does the man say, "I\'ve seen the forecast"?',
        options: [
          'To say he has checked the event program',
          'To suggest canceling their attendance',
          'To warn that the small tent may not be suitable',
          'To explain why he expects large crowds',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '女子打算带小的敞篷帐篷，男子说看过天气预报，暗示天气不好、小帐篷不合适；女子随即改成带侧墙的大帐篷，所以 (C) 正确。(A) forecast 是天气预报，不是活动日程；(B) 他们仍然参加，还要多印宣传册；(D) 他后来说下雨时有遮挡的展位可能吸引人，但说这句话的用意是提醒天气。',
          ja: '女性が小さな屋根だけのテントを持っていくと言ったのに対し、男性は天気予報を見たと言って悪天候をほのめかし、女性はすぐ側面付きの大きなテントに切り替えているので (C) が正解です。(A) forecast は天気予報で、イベントのプログラムではありません。(B) 参加はやめず、パンフレットも増刷します。(D) 雨なら屋根のあるブースに人が集まるとは後で言いますが、この発言の意図は天気への注意です。',
          en: 'She plans the small open tent; his remark hints at bad weather, and she switches at once to the large tent with walls: (C). (A) A forecast is about weather, not the program. (B) They are still going, with extra brochures. (D) He later hopes a covered stand draws visitors in the rain, but this remark is a warning about the weather.',
        },
        tags: ['speaker intent', 'events'],
      },
      {
        question: 'What does the woman ask the man to do?',
        options: [
          'Reserve a vehicle',
          'Print some signs',
          'Set up the tent',
          'Call the organizers',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '女子说 “Could you reserve the company van for Friday afternoon?”，所以 (A) 正确。(B) 多印宣传册是男子自己提出的，而且是宣传册不是标牌；(C) 没有让他搭帐篷；(D) 没有提到联系主办方。',
          ja: '女性は “Could you reserve the company van for Friday afternoon?” と頼んでいるので (A) が正解です。(B) 増刷は男性が自分から申し出たもので、しかも看板ではなくパンフレットです。(C) テントの設営は頼んでいません。(D) 主催者への連絡も出てきません。',
          en: 'She asks, "Could you reserve the company van for Friday afternoon?" so (A) is correct. (B) Extra printing is his own idea, and it is brochures, not signs. (C) She does not ask him to put up the tent. (D) The organizers are never mentioned.',
        },
        tags: ['request', 'events'],
      },
    ],
  },
  {
    id: 'bank-p3-l4-g8',
    difficulty: 4,
    lines: [
      "Woman: Soren, quality control found cracked hinges on about a third of the folding chairs from yesterday's batch.",
      'Man: Are they all from the same supplier?',
      'Woman: Yes, Tolliver Metals. Their sales rep admitted they switched to a cheaper alloy last month.',
      "Man: That would explain it. We can't ship those chairs to the hotel chain on Monday.",
      'Woman: We have enough hinges from our backup supplier to rebuild about two hundred chairs over the weekend.',
      "Man: The order is for five hundred. I'll call the hotel's purchasing department and ask whether they'd accept part of the order on Monday and the rest next week.",
    ],
    questions: [
      {
        question: 'What problem are the speakers discussing?',
        options: [
          'A shipment was lost.',
          'A machine has stopped working.',
          'A client has canceled an order.',
          'Some parts are defective.',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '质检发现约三分之一折叠椅的合页有裂纹，即零件有缺陷，(D) 正确。(A) 货还没发，没有丢失；(B) 没有提到机器故障；(C) 酒店的订单仍然有效，他们还在想办法交货。',
          ja: '品質管理で折りたたみ椅子の約3分の1に蝶番のひび割れが見つかったので、部品の欠陥の (D) が正解です。(A) まだ出荷しておらず、紛失ではありません。(B) 機械の故障は出てきません。(C) ホテルの注文は生きており、納品方法を考えています。',
          en: 'Quality control found cracked hinges on a third of the chairs: defective parts, (D). (A) Nothing has been shipped, so nothing was lost. (B) No machine breakdown is mentioned. (C) The hotel order still stands; they are working out delivery.',
        },
        tags: ['problem', 'manufacturing'],
      },
      {
        question: 'According to the woman, what caused the problem?',
        options: [
          'A supplier changed its material.',
          'Workers skipped an inspection.',
          'The chairs were stored badly.',
          'A design was changed last month.',
        ],
        correctAnswer: 0,
        explanation: {
          zh: '女子说供应商的销售代表承认 “they switched to a cheaper alloy last month”，即换了材料，(A) 正确。(B) 问题正是质检发现的，没有跳过检查；(C) 存放方式没有提到；(D) 上个月改变的是供应商的合金，不是椅子的设计。',
          ja: '女性は、仕入れ先の担当者が “they switched to a cheaper alloy last month” と認めたと言っているので (A) が正解です。(B) 問題は検査で見つかっており、検査を省いたのではありません。(C) 保管方法の話はありません。(D) 先月変わったのは仕入れ先の合金で、椅子の設計ではありません。',
          en: 'The supplier\'s rep admitted "they switched to a cheaper alloy last month": (A). (B) The problem was found by an inspection, not missed. (C) Storage is never mentioned. (D) What changed last month was the supplier\'s alloy, not the chair design.',
        },
        tags: ['reason', 'manufacturing'],
      },
      {
        question: 'What will the man ask the client?',
        options: [
          'Whether it would pay a higher price',
          'Whether it would accept a delivery in two parts',
          'Whether it would choose a different chair',
          'Whether it would collect the chairs itself',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '男子要问酒店是否 “accept part of the order on Monday and the rest next week”，即分两批交货，(B) 正确。(A) 没有提到涨价；(C) 没有建议换别的椅子；(D) 没有提到让客户自提。',
          ja: '男性はホテルに “accept part of the order on Monday and the rest next week” でよいか尋ねるつもりなので、分割納品の (B) が正解です。(A) 値上げの話はありません。(C) 別の椅子を勧めるとは言っていません。(D) 客に引き取りに来てもらう話もありません。',
          en: 'He will ask whether they would "accept part of the order on Monday and the rest next week": (B). (A) No price rise is mentioned. (C) He does not suggest another chair. (D) Having the client collect is not mentioned.',
        },
        tags: ['next action', 'manufacturing'],
      },
    ],
  },

  // ── Level 5 ──
  {
    id: 'bank-p3-l5-g5',
    difficulty: 5,
    graphic:
      'FREIGHT OPTIONS — price per pallet\nService | Transit time | Price\nEconomy Road | 6 days | $180\nStandard Road | 4 days | $240\nExpress Road | 2 days | $390\nAir Cargo | 1 day | $720',
    lines: [
      "Woman: The shelving for the new Wexcombe store has to be on site by the eighteenth. The installers start that morning, and today's the thirteenth.",
      'Man: So the six-day option is out. The four-day service would get it there on the seventeenth, with a day to spare.',
      "Woman: Normally, yes. But the carrier warned us its four-day service is running at least a day behind this month because it's short of drivers.",
      'Man: Which puts us on the eighteenth at best. And the installers charge for every hour they stand around waiting.',
      "Woman: Exactly. I'm not willing to gamble on that.",
      "Man: Air seems excessive, though. It's nearly double the next option for a single day we don't need.",
      'Woman: Agreed. Book the other one, and ask for the delivery window to be before eight.',
    ],
    questions: [
      {
        question: 'What is being shipped?',
        options: [
          'Furniture for an office',
          'Shelving for a store',
          'Tools for installers',
          'Products for a sale',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '女子说 “The shelving for the new Wexcombe store has to be on site by the eighteenth”，所以 (B) 正确。(A) 是新店的货架，不是办公家具；(C) 安装工人是来安装货架的，运的不是他们的工具；(D) 没有提到促销商品。',
          ja: '女性が “The shelving for the new Wexcombe store has to be on site by the eighteenth” と言っているので (B) が正解です。(A) 新店舗の棚で、オフィス家具ではありません。(C) 設置業者は棚を取り付ける人で、運ぶのは彼らの工具ではありません。(D) セール用の商品の話はありません。',
          en: 'She says, "The shelving for the new Wexcombe store has to be on site by the eighteenth," so (B) is correct. (A) It is store shelving, not office furniture. (C) The installers will fit the shelving; their tools are not the cargo. (D) No sale goods are mentioned.',
        },
        tags: ['detail', 'logistics'],
      },
      {
        question: 'Why does the woman reject the four-day service?',
        options: [
          'It is too expensive.',
          'It does not carry shelving.',
          'It does not deliver before eight.',
          'It is currently running late.',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '女子说承运商警告四天的服务 “is running at least a day behind this month”，可能到十八日才到，她不愿冒险，所以 (D) 正确。(A) 它比最后选的服务便宜，价格不是原因；(B) 没说不能运货架；(C) 早上八点前送达是她对最终选的服务提的要求，与四天服务无关。',
          ja: '女性は4日便が “is running at least a day behind this month” と運送会社から警告されたと言い、18日着では賭けになるので (D) が正解です。(A) 最終的に選ぶ便より安く、価格は理由ではありません。(B) 棚を運べないとは言っていません。(C) 8時前の配達は選んだ便への依頼で、4日便とは関係ありません。',
          en: 'The carrier warned that the four-day service "is running at least a day behind this month," and she won\'t gamble: (D). (A) It is cheaper than the service they choose, so price is not the reason. (B) Nothing says it cannot carry shelving. (C) The before-eight window is a request for the service they do book.',
        },
        tags: ['reason', 'logistics'],
      },
      {
        question: 'Look at the graphic. How much per pallet will the company most likely pay?',
        options: ['$180', '$240', '$390', '$720'],
        correctAnswer: 2,
        explanation: {
          zh: '六天的 Economy 来不及，四天的 Standard 可能延误，空运 “nearly double the next option” 被认为太贵，剩下两天的 Express Road，$390，所以 (C) 正确。(A) $180 是被排除的六天服务；(B) $240 是延误中的四天服务；(D) $720 是他们认为过度的空运。',
          ja: '6日の Economy は間に合わず、4日の Standard は遅延の恐れがあり、航空便は “nearly double the next option” で割高とされたので、残る2日の Express Road の $390、(C) が正解です。(A) $180 は除外された6日便、(B) $240 は遅れている4日便、(D) $720 は過剰とされた航空便です。',
          en: 'Six days is too slow, the four-day service is running late, and air is "nearly double the next option," so they book Express Road at $390: (C). (A) $180 is the six-day service ruled out. (B) $240 is the delayed four-day service. (D) $720 is the air option they call excessive.',
        },
        tags: ['graphic', 'logistics'],
      },
    ],
  },
  {
    id: 'bank-p3-l5-g6',
    difficulty: 5,
    lines: [
      'Woman 1: The Harwell Foundation wants to renew its sponsorship of our summer exhibition, but this time the letter asks for naming rights to the new gallery wing.',
      "Man: That's a lot to ask for support that covers less than a fifth of the exhibition budget.",
      "Woman 2: True, but the wing doesn't open for two years, and they're the only sponsor that has committed to anything beyond this season.",
      "Man: I'm not saying we refuse. I'm saying the wing is worth far more than one summer's support.",
      'Woman 1: So we make a counteroffer: the name on the wing in exchange for a five-year commitment.',
      "Woman 2: Then I'll find out what other museums in the region have received for naming rights. The board will want comparisons before it votes.",
    ],
    questions: [
      {
        question: 'What does the foundation want in return for its support?',
        options: [
          'A seat on the museum board',
          'Free exhibition tickets for its staff',
          'Its name on a new part of the building',
          'A five-year contract',
        ],
        correctAnswer: 2,
        explanation: {
          zh: '第一位女子说信中要求 “naming rights to the new gallery wing”，即新展馆翼楼以其命名，(C) 正确。(A) 董事会是博物馆自己投票的机构，基金会没有要席位；(B) 门票没有提到；(D) 五年承诺是博物馆打算提出的反要求，不是基金会要的。',
          ja: '1人目の女性が、手紙で “naming rights to the new gallery wing” を求めていると言っているので (C) が正解です。(A) 理事会は博物館側の議決機関で、財団が席を求めているのではありません。(B) 入場券の話はありません。(D) 5年契約は博物館側が出そうとしている逆提案です。',
          en: "The letter asks for \"naming rights to the new gallery wing\": (C). (A) The board is the museum's own body that will vote; no seat is requested. (B) Tickets are never mentioned. (D) The five-year commitment is the museum's planned counteroffer, not the foundation's request.",
        },
        tags: ['detail', 'arts'],
      },
      {
        question: "What does the man suggest about the foundation's request?",
        options: [
          'It asks for more than the sponsorship is worth.',
          'It should be refused immediately.',
          'It came too late to be considered.',
          'It is similar to offers from other sponsors.',
        ],
        correctAnswer: 0,
        explanation: {
          zh: "男子说资助只占预算不到五分之一，又说 “the wing is worth far more than one summer's support”，意思是要求超出了资助的价值，(A) 正确。(B) 他明确说 “I'm not saying we refuse”；(C) 没有说太晚；(D) 恰恰相反，只有这个基金会做出了长期承诺。",
          ja: "男性は支援が予算の5分の1未満だと言い、“the wing is worth far more than one summer's support” と述べているので、要求が支援に見合わないという (A) が正解です。(B) “I'm not saying we refuse” とはっきり言っています。(C) 遅すぎるとは言っていません。(D) むしろ長期の約束をしているのはこの財団だけです。",
          en: 'He notes the support is under a fifth of the budget and says "the wing is worth far more than one summer\'s support": (A). (B) He says outright, "I\'m not saying we refuse." (C) Timing is not his objection. (D) On the contrary, this is the only sponsor committed beyond the season.',
        },
        tags: ['inference', 'arts'],
      },
      {
        question: 'What does the second woman say she will do?',
        options: [
          'Draft a letter to the foundation',
          'Schedule a board vote',
          'Contact other sponsors',
          'Research what comparable deals were worth',
        ],
        correctAnswer: 3,
        explanation: {
          zh: "第二位女子说 “I'll find out what other museums in the region have received for naming rights”，即调查类似交易的价格，(D) 正确。(A) 反要求由大家商定，她没有说要写信；(B) 董事会会投票，但她没有说安排投票；(C) 她调查的是其他博物馆，不是联系其他赞助商。",
          ja: "2人目の女性は “I'll find out what other museums in the region have received for naming rights” と言っているので、類似の取引額を調べる (D) が正解です。(A) 手紙を書くとは言っていません。(B) 理事会は採決しますが、その日程を組むとは言っていません。(C) 調べるのは他の博物館の事例で、他のスポンサーに連絡するのではありません。",
          en: 'She says, "I\'ll find out what other museums in the region have received for naming rights": (D). (A) She does not offer to write to the foundation. (B) The board will vote, but she is not scheduling it. (C) She is researching other museums, not contacting other sponsors.',
        },
        tags: ['next action', 'arts'],
      },
    ],
  },
  {
    id: 'bank-p3-l5-g7',
    difficulty: 5,
    lines: [
      "Man: The installer's proposal for solar panels came in. Covering the warehouse roof would cost about two hundred forty thousand, and they estimate it pays for itself in seven years.",
      'Woman: Seven years. Our lease runs out in four.',
      "Man: True, but the landlord has hinted that he'd give us a ten-year renewal at the current rent if we invest in the building.",
      "Woman: Hinted isn't signed. Before we go any further, I'd want that renewal in writing.",
      "Man: Fair enough. I'll set up a call with his agent next week. In the meantime, the installer also offers a leasing option: nothing up front, and a monthly fee that's lower than what we'd save on electricity.",
      "Woman: Now that's more interesting. If the renewal fell through, we wouldn't be stuck with a roof full of panels we paid for. Send me those numbers.",
    ],
    questions: [
      {
        question: 'What does the woman imply when she says, "Our lease runs out in four"?',
        options: [
          'The company plans to move soon.',
          'The company might not stay long enough to recover the cost.',
          'The installation would take four years.',
          'The proposal arrived after a deadline.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '男子说七年才能回本，女子指出租约四年后到期，暗示公司可能在回本之前就离开这栋楼，(B) 正确。(A) 她没说打算搬走，只是租约可能不续；(C) 四年是租约的剩余期限，不是安装时间；(D) 与提案的截止日期无关。',
          ja: '男性が回収に7年かかると言ったのに対し、女性は賃貸契約が4年で切れると指摘しており、費用を回収する前に建物を離れるかもしれないという含みなので (B) が正解です。(A) 移転の予定があるとは言っていません。(C) 4年は契約の残り期間で、工事期間ではありません。(D) 提案の締め切りとは関係ありません。',
          en: 'Against a seven-year payback she points out the lease ends in four: they might leave before the panels pay for themselves, (B). (A) She does not say they plan to move; the lease may simply not be renewed. (C) Four years is the lease, not the installation time. (D) No deadline is involved.',
        },
        tags: ['speaker intent', 'facilities'],
      },
      {
        question: 'What does the woman want before going further with the purchase?',
        options: [
          'A lower price from the installer',
          'An inspection of the roof',
          'A written lease renewal',
          'Approval from the board',
        ],
        correctAnswer: 2,
        explanation: {
          zh: "女子说 “I'd want that renewal in writing”，即书面的续租协议，(C) 正确。(A) 她没有讨价还价；(B) 屋顶检查没有提到；(D) 没有提到董事会批准。",
          ja: "女性は “I'd want that renewal in writing” と言っているので、書面の契約更新の (C) が正解です。(A) 値引き交渉はしていません。(B) 屋根の点検は出てきません。(D) 取締役会の承認も出てきません。",
          en: 'She says, "I\'d want that renewal in writing": (C). (A) She does not ask for a discount. (B) A roof inspection is not mentioned. (D) No board approval is mentioned.',
        },
        tags: ['detail', 'facilities'],
      },
      {
        question: 'Why is the woman interested in the leasing option?',
        options: [
          'It reduces the risk if the company has to leave.',
          'It includes free maintenance.',
          'It is cheaper overall than buying.',
          'The landlord prefers it.',
        ],
        correctAnswer: 0,
        explanation: {
          zh: "女子说如果续租落空，“we wouldn't be stuck with a roof full of panels we paid for”，即租赁降低了搬走时的风险，(A) 正确。(B) 免费维护没有提到；(C) 只说月费低于节省的电费，并没有比较总成本；(D) 房东对租赁方案的态度没有提到。",
          ja: "女性は更新が実現しなくても “we wouldn't be stuck with a roof full of panels we paid for” と言っており、退去する場合のリスクが小さいことが理由なので (A) が正解です。(B) 無料保守の話はありません。(C) 月額料金が電気代の節約より安いとは言いますが、総額の比較はしていません。(D) 家主がリースを好むとは言っていません。",
          en: 'If the renewal fell through, "we wouldn\'t be stuck with a roof full of panels we paid for": leasing limits the risk, (A). (B) Maintenance is not mentioned. (C) Only the monthly fee versus the savings is given; no total cost is compared. (D) The landlord\'s view of leasing is not mentioned.',
        },
        tags: ['reason', 'facilities'],
      },
    ],
  },
  {
    id: 'bank-p3-l5-g8',
    difficulty: 5,
    lines: [
      'Woman: We need to decide how to move the branches onto the new booking system. The vendor suggests switching all forty branches over a single weekend.',
      "Man: That's what worries me. If anything goes wrong, every branch starts Monday morning without a working system.",
      "Woman: The alternative is a pilot: five branches for a month, then the rest. But we'd be paying for both systems during that month, roughly eighteen thousand extra.",
      "Man: Compared with a day of lost bookings across forty branches, that's cheap insurance.",
      'Woman: Fine. Which branches should go first? The vendor proposed the five quietest.',
      "Man: I'd do the opposite: the ones with the widest mix of appointment types. If something's going to break, I want to find out early.",
      "Woman: Makes sense. I'll tell the vendor and ask them to revise the contract.",
    ],
    questions: [
      {
        question: "What is the man's concern about the vendor's plan?",
        options: [
          'It would take too long to complete.',
          'A failure would affect every branch at once.',
          'It would cost eighteen thousand dollars more.',
          'Staff would have to work on a weekend.',
        ],
        correctAnswer: 1,
        explanation: {
          zh: '男子担心一个周末全部切换，“If anything goes wrong, every branch starts Monday morning without a working system”，所以 (B) 正确。(A) 一个周末完成，并不慢；(C) 多花一万八是试点方案的成本，不是供应商方案的；(D) 周末加班没有被提到。',
          ja: '男性は一斉切り替えについて “If anything goes wrong, every branch starts Monday morning without a working system” と心配しているので (B) が正解です。(A) 週末1回で終わるので時間はかかりません。(C) 1万8千の追加費用は試験導入案のほうの費用です。(D) 週末出勤の話はありません。',
          en: '"If anything goes wrong, every branch starts Monday morning without a working system": (B). (A) One weekend is fast, not slow. (C) The extra eighteen thousand belongs to the pilot, not the vendor\'s plan. (D) Weekend work is never raised.',
        },
        tags: ['problem', 'technology'],
      },
      {
        question: 'What drawback of a pilot does the woman mention?',
        options: [
          'Customers would be confused.',
          'The vendor would not support it.',
          'Two systems would have to be paid for.',
          'Five branches would have to close.',
        ],
        correctAnswer: 2,
        explanation: {
          zh: "女子说试点期间 “we'd be paying for both systems during that month”，所以 (C) 正确。(A) 没有提到顾客困惑；(B) 供应商会被要求修改合同，没说不支持；(D) 五个分店是先用新系统，不是关闭。",
          ja: "女性は試験導入中 “we'd be paying for both systems during that month” と言っているので (C) が正解です。(A) 客の混乱は出てきません。(B) ベンダーには契約の修正を頼むだけで、対応しないとは言っていません。(D) 5店舗は先に新システムを使うのであって、閉店するのではありません。",
          en: 'During the pilot "we\'d be paying for both systems": (C). (A) Customer confusion is not mentioned. (B) The vendor will be asked to revise the contract; nothing says it refuses. (D) The five branches go first on the new system; none closes.',
        },
        tags: ['detail', 'technology'],
      },
      {
        question: 'How does the man want the first branches to be chosen?',
        options: [
          'By how quiet they are',
          'By how close they are to the head office',
          'By the size of their staff',
          'By the variety of their appointments',
        ],
        correctAnswer: 3,
        explanation: {
          zh: '男子说选 “the ones with the widest mix of appointment types”，以便尽早发现问题，所以 (D) 正确。(A) 选最清闲的分店是供应商的建议，他主张相反；(B) 离总部的距离和 (C) 员工人数都没有提到。',
          ja: '男性は “the ones with the widest mix of appointment types” を選び、問題を早く見つけたいと言っているので (D) が正解です。(A) 最も暇な店はベンダーの案で、男性は逆を主張しています。(B) 本社からの距離と (C) 従業員数は出てきません。',
          en: 'He wants "the ones with the widest mix of appointment types," to find problems early: (D). (A) The quietest branches were the vendor\'s idea, and he proposes the opposite. (B) Distance from head office and (C) staff size are never mentioned.',
        },
        tags: ['detail', 'technology'],
      },
    ],
  },
];
