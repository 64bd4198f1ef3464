/**
 * English words too common to be worth a notebook entry: articles, pronouns, prepositions,
 * conjunctions, auxiliaries and a few adverbs. Key words never consist of these alone.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a an the this that these those there here it its it's i me my we us our you your he him his she
  her they them their what which who whom whose when where why how whether if then than so as
  and or but nor not no yes of to in on at by for with from into onto about above below over under
  up down out off again further once after before during while until since between among through
  against along around across behind beyond near toward towards upon within without via per
  is am are was were be been being do does did doing done have has had having will would shall
  should can could may might must ought let lets get got gets very too also just only even still
  all any both each few more most other some such own same much many one ones none nothing
  something anything everything every either neither else ever never always often already yet
  now soon here's there's that's what's don't doesn't didn't isn't aren't wasn't weren't won't
  can't couldn't wouldn't shouldn't i'm you're we're they're he's she's i've you've we've they've
  mr mrs ms dr prof sir madam s`
    .split(/\s+/)
    .filter(Boolean),
);

export const isStopWord = (word: string) => STOP_WORDS.has(word.toLowerCase().replace(/’/g, "'"));
