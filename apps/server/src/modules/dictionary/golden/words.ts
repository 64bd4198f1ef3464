/**
 * The words the golden test looks up: picked by hand to cover what learners type (every part of
 * speech, inflections regular and irregular, phrases, odd spacing and case, words only one source
 * knows, Chinese and Japanese text, nonsense), plus the commonest lemmas and an even spread of
 * WordNet's index files so rare and multi-word entries are in too (golden/pick.ts lists how).
 */
export const HAND_PICKED = [
  // TOEIC nouns, verbs, adjectives, adverbs
  'invoice', 'warehouse', 'schedule', 'appointment', 'receipt', 'refund', 'budget', 'deadline',
  'colleague', 'supervisor', 'itinerary', 'inventory', 'shipment', 'merchandise', 'revenue',
  'negotiate', 'postpone', 'reimburse', 'attend', 'submit', 'approve', 'hire', 'promote',
  'confirm', 'purchase', 'deliver', 'efficient', 'available', 'mandatory', 'tentative',
  'fiscal', 'annual', 'punctual', 'reluctant', 'promptly', 'approximately', 'currently',
  'fortunately', 'well', 'fast', 'hard', 'very', 'not', 'up', 'book', 'run', 'set', 'light',
  // inflections
  'invoices', 'negotiated', 'shipping', 'boxes', 'companies', 'went', 'better', 'best', 'bought',
  'children', 'data', 'glasses', 'business', 'address', 'goods', 'earnings', 'geese', 'mice',
  'running', 'stopped', 'larger', 'largest', 'happier', 'studies', 'studying', 'watches',
  'wishes', 'women', 'analyses', 'criteria', 'phenomena', 'was', 'were', 'been', 'has', 'did',
  'taken', 'written', 'saw', 'seen', 'leaves', 'lying', 'worse', 'further', 'indices',
  // phrases and multi-word entries
  'take off', 'look forward to', 'in charge of', 'the same as', 'carry out', 'set up',
  'as well as', 'give up', 'out of stock', 'pick up', 'real estate', 'board of directors',
  'New York', 'ice cream', 'check in', 'checked in', 'took off', 'looking forward',
  // spacing, case, punctuation
  '  Invoice  ', 'INVOICE', 'Take  Off', 'take_off', 'e-mail', 'email', "don't", "o'clock",
  'U.S.', 'A', 'I', 'a.m.', 'co-worker', 'well-known', '3-D', 'café', 'naïve',
  // one source only, names, abbreviations
  'Tokyo', 'Microsoft', 'Paris', 'ok', 'okay', 'CEO', 'pdf', 'wifi', 'smartphone', 'selfie',
  // Chinese and Japanese text, mixed scripts
  '发票', '仓库', '予定', '勉強', 'こんにちは', 'カタカナ', '中文 word', 'テスト',
  // not found
  'asdfgh', 'xyzzyq', 'qwertyuiop', 'zzzz', 'notaword', 'invoicesss', '12345', '!!!', 'ab',
] as const; // prettier-ignore
