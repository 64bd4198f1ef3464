/**
 * The pattern tables of `sanitizeForAI` (sanitize.ts runs them, in the order its header lists):
 * what counts as invisible, script-like, SQL-like, a role marker, markup, or a prompt-injection
 * phrase in English, Chinese or Japanese, and the chat and generation extras. Kept apart so the
 * tables can be reviewed and extended without reading the pipeline.
 */

/** Chat context: a run of more than `longerThan` identical characters is cut to `keep`. */
export const CHAT_REPEAT = { longerThan: 10, keep: 3 } as const;

const EMOJI_BEFORE_JOINER = String.raw`(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F})`;
/** A zero-width joiner inside an emoji sequence (👨‍👩‍👧) is content, not an evasion trick. */
export const EMOJI_ZWJ = String.raw`(?<=${EMOJI_BEFORE_JOINER})\u200D(?=\p{Extended_Pictographic})`;

export const INVISIBLE = new RegExp(
  String.raw`(?!${EMOJI_ZWJ})\p{Cf}|[\0-\x08\x0E-\x1F\x7F-\x84\x86-\x9F\uE000-\uE002]`,
  'gu',
);
export const LINE_BREAK_CONTROLS = /[\v\f\x85]/g;

export const SCRIPT_PATTERNS: readonly RegExp[] = [
  /<script\b[^<>]*>[\s\S]*?<\/script\s*>/gi,
  /<\/?script\b[^<>]*>?/gi,
  /\b(?:java|vb)\s*script\s*:/gi,
  /\bdata\s*:\s*(?:text\/html|image\/svg\+xml)/gi,
  /\bon[a-z]{3,}\s*=/gi,
];

export const CLOSING_SCRIPT = /<\/script/i;

export const SQL_PATTERNS: readonly RegExp[] = [
  /(?:['"`]\s*)?(?:;\s*)?\b(?:drop|truncate|alter)\s+(?:table|database|schema)\b[^;\n]*;?/gi,
  /(?:['"`]\s*)?;\s*(?:delete\s+from|insert\s+into|update\s+\w+\s+set|exec(?:ute)?\s+\w+|shutdown\b)[^;\n]*;?/gi,
  /(?:['"`]\s*)?\bunion\s+(?:all\s+)?select\b[^;\n]*/gi,
  /(?:['"`]\s*)?\b(?:or|and)\s+(['"]?)(\w+)\1\s*=\s*['"]?\2\b['"]?/gi,
  /['"`]\s*;\s*--[^\n]*/g,
  /['"`]--[^\n]*/g,
  /['"`]\s*--\s*$/gm,
  /\b(?:xp_cmdshell|waitfor\s+delay|information_schema)\b/gi,
  // A comment or terminator left behind by a pattern removed above: "' OR 1=1 --".
  /(?<=\uE001)\s*;?\s*(?:--|#)[^\n]*/g,
];

export const ROLE_TOKEN_PATTERNS: readonly RegExp[] = [
  /<\|[^|\n]{0,40}\|>(?:[^\S\n]*(?:system|assistant|user|developer|model|tool)\b)?/gi,
  /\[\s*\/?\s*(?:INST|SYS|SYSTEM|ASSISTANT|USER)\s*\]/gi,
  /<<\s*\/?\s*SYS\s*>>/gi,
  /<\/?\s*(?:start_of_turn|end_of_turn)\s*>(?:[^\S\n]*(?:user|model|system)\b)?/gi,
  /<\/?\s*(?:system|assistant|user|instructions?)\s*>/gi,
];

export const HTML_COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
export const HTML_BREAK = /<br\s*\/?>/gi;
export const HTML_TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|<[!?][^<>]*>/gi;

/** Inserts `\s*` between adjacent CJK characters of a pattern source (whitespace tolerance). */
const spaced = (source: string): string =>
  source.replace(/([\u3040-\u30FF\u3400-\u9FFF])(?=[\u3040-\u30FF\u3400-\u9FFF])/g, '$1\\s*');

export const LINE_START_ROLE_PATTERNS: readonly RegExp[] = [
  /^[^\S\n]*(?:system|assistant|user|human|developer)[^\S\n]*:/gim,
  new RegExp(
    spaced(
      String.raw`^[^\S\n]*(?:系统|系統|助手|用户|用戶|システム|アシスタント|ユーザー)[^\S\n]*:`,
    ),
    'gm',
  ),
  /^[^\S\n]*#{1,6}[^\S\n]*(?:system|assistant|user|human|instructions?|response|developer)\b/gim,
  new RegExp(spaced(String.raw`^[^\S\n]*#{1,6}[^\S\n]*(?:系统|系統|指令|システム)`), 'gm'),
];

const SEP = String.raw`[\s_*.\-]+`;
const OPT_SEP = String.raw`[\s_*.\-]*`;
const EN_VERB = '(?:ignore|disregard|forget|override|bypass|skip|neglect)';
const EN_DET = '(?:all|any|every|each|of|the|your|my|these|those|its)';
const EN_WHEN =
  '(?:previous(?:ly)?|prior|above|earlier|preceding|foregoing|former|initial|original|system)';
const EN_WHAT =
  '(?:instructions?|prompts?|rules?|directions?|directives?|guidelines?|commands?|constraints?|restrictions?|programming|context|polic(?:y|ies))';
// The lookahead first keeps the lookbehind (which scans back over separators) off most positions.
const EN_ADDRESSED = String.raw`(?=act|pretend|role)(?<=(?:^|[.!?:;,]|\bplease|\bnow|\byou(?:${SEP}(?:will|must|should|shall|can|could|would|need${SEP}to|have${SEP}to|are${SEP}to|to))?)[\s_*.\-]*)`;

const ENGLISH_INJECTIONS: readonly string[] = [
  // ignore all previous instructions / disregard the above rules / forget your prior prompts
  String.raw`\b${EN_VERB}${SEP}(?:${EN_DET}${SEP})*${EN_WHEN}${SEP}(?:${EN_DET}${SEP})?${EN_WHAT}\b`,
  // ignore all instructions / forget your rules / disregard any of your guidelines
  String.raw`\b${EN_VERB}${SEP}(?:(?:the|of)${SEP})*(?:all|any|every|your)${SEP}(?:${EN_DET}${SEP})*${EN_WHAT}\b`,
  // ignore the above / disregard all of the above
  String.raw`\b${EN_VERB}${SEP}(?:(?:all|of|the)${SEP})*(?:above|foregoing|preceding)\b`,
  // forget everything (above / you were told …)
  String.raw`\b(?:ignore|disregard|forget)${SEP}everything\b(?:${SEP}(?:above|before|previously|prior|so${SEP}far|you${SEP}(?:were${SEP}told|know)|i${SEP}said))?`,
  String.raw`\byou${SEP}are${SEP}now\b(?=${SEP}(?:an?|the|my|in|no${SEP}longer|free|unrestricted|unfiltered|uncensored|jailbroken|dan|called|named|going|acting|playing|operating|allowed|able|evil)\b)`,
  String.raw`${EN_ADDRESSED}(?:act${SEP}as|pretend${SEP}(?:to${SEP}be|you(?:['’]re|${SEP}are)|that${SEP}you)|role${OPT_SEP}play${SEP}as)\b`,
  String.raw`\bsystem${OPT_SEP}prompts?\b`,
  String.raw`\b(?:your|these|my|the${SEP}following)${SEP}new${SEP}instructions?\b|\bnew${SEP}instructions?\s*:`,
  String.raw`\bjail${OPT_SEP}break(?:s|ing|ed|ers?)?\b`,
  String.raw`\b(?:developer|dev|god|dan|unrestricted)${OPT_SEP}mode\b`,
  String.raw`\bdo${SEP}anything${SEP}now\b`,
  String.raw`\b(?:reveal|show|print|repeat|output|display|leak|tell${SEP}me|what${SEP}(?:is|are))${SEP}(?:me${SEP})?(?:your${SEP}(?:(?:system|initial|original|hidden|secret|full)${SEP})?|the${SEP}(?:system|initial|original|hidden|secret|full)${SEP})(?:prompt|instructions)\b`,
  String.raw`\b(?:bypass|disable|turn${SEP}off)${SEP}(?:(?:all|any|your|the)${SEP})*(?:safety|content|moderation)${SEP}(?:filters?|restrictions?|guidelines?|polic(?:y|ies))\b`,
];

const ZH_IGNORE =
  '(?:忽略|忽视|忽視|无视|無視|不要理会|不要理會|不理会|不理會|别管|別管|跳过|跳過|无需遵守|無需遵守|不要遵守|不必遵守|不再遵守|绕过|繞過)';
const ZH_FORGET = '(?:忘记|忘記|忘掉|忘了)';
/** Scopes that make an injection on their own ("忽略以上", "无视上面的"). */
const ZH_SCOPE = '(?:之前|以前|此前|先前|刚才|剛才|上面|以上|上述|前述|原来|原來|原先|原有)';
/** Scopes that need an instruction noun after them ("忽略前面的规则", not "忽略前面的介词"). */
const ZH_SCOPE_WITH_NOUN = '(?:前面|所有|全部|一切|你的|系统|系統)';
const ZH_NOUN =
  '(?:指令|指示|命令|提示词|提示詞|提示|规则|規則|要求|设定|設定|设置|設置|限制|约束|約束|说明|說明|对话|對話|内容|內容)';
/** Nouns that make "ignore + noun" an injection with no scope word ("忽略指令", not "忽略内容"). */
const ZH_CORE_NOUN = '(?:指令|指示|命令|提示词|提示詞|规则|規則|设定|設定|限制)';
const ZH_ALL = String.raw`(?:\s*的)?(?:\s*(?:所有|全部|一切))?(?:\s*的)?`;

const CJK_INJECTIONS: readonly string[] = [
  String.raw`${ZH_IGNORE}\s*(?:掉\s*)?(?:你\s*)?${ZH_SCOPE}${ZH_ALL}(?:\s*${ZH_NOUN})?`,
  String.raw`${ZH_IGNORE}\s*(?:掉\s*)?(?:你\s*)?${ZH_SCOPE_WITH_NOUN}${ZH_ALL}\s*${ZH_NOUN}`,
  String.raw`${ZH_IGNORE}\s*${ZH_CORE_NOUN}`,
  String.raw`${ZH_FORGET}\s*(?:掉\s*)?(?:你\s*)?(?:之前|以前|此前|先前|上面|以上|上述|前面|所有|全部|原来|原來|原先|你的)${ZH_ALL}\s*${ZH_NOUN}`,
  String.raw`${ZH_FORGET}\s*(?:掉\s*)?(?:你\s*的\s*)?一切`,
  String.raw`你\s*(?:现在|現在)\s*(?:是|就是|成为|成為|扮演|作为|作為|变成|變成)`,
  String.raw`(?:从现在|從現在)\s*(?:开始|開始|起)\s*[,，]?\s*你\s*(?:是|就是|将|將|要|必须|必須|扮演|作为|作為)`,
  String.raw`(?:请\s*你?|請\s*你?|你\s*(?:现在|現在|来|來|要|将|將|需要|必须|必須)?|现在|現在)\s*(?:扮演|充当|充當|假装|假裝|装作|裝作)`,
  String.raw`(?:假装|假裝)\s*你\s*是`,
  '(?:系统提示词|系統提示詞|系统提示|系統提示|系统指令|系統指令)',
  '(?:越狱|越獄)',
  '(?:开发者模式|開發者模式)',
  String.raw`(?:你的|以下是|下面是|这是|這是)\s*新\s*的?\s*(?:指令|指示|规则|規則)`,
  // Japanese
  String.raw`(?:これまで|今まで|以前|前|上記|上)\s*の\s*(?:すべて\s*の\s*|全て\s*の\s*)?(?:指示|命令|指令|プロンプト|ルール|設定|制約)\s*(?:を|は)?\s*(?:すべて\s*|全て\s*)?(?:無視|忘れ)`,
  '(?:システムプロンプト|開発者モード|脱獄|ジェイルブレイク)',
  String.raw`(?:あなた|君|お前)\s*は\s*(?:今|いま)\s*から`,
];

/** Every prompt-injection phrase pattern (English, Chinese, Japanese); exported for review. */
export const INJECTION_PATTERNS: readonly RegExp[] = [
  ...ENGLISH_INJECTIONS.map((s) => new RegExp(s, 'gimu')),
  ...CJK_INJECTIONS.map((s) => new RegExp(spaced(s), 'gu')),
];

export const CODE_FENCES: readonly RegExp[] = [/```[\s\S]*?(?:```|$)/g, /~~~[\s\S]*?(?:~~~|$)/g];
export const MANY_NEWLINES = /(?:\r?\n[^\S\r\n]*){3,}/g;
export const REPEATS = new RegExp(String.raw`(\P{N})\1{${CHAT_REPEAT.longerThan},}`, 'gu');
export const BRACKETS_AND_QUOTES =
  /[[\]{}()<>"'`（）［］｛｝＜＞〈〉《》「」『』【】〔〕“”‘’＂＇｀]/g;
