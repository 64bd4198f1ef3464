import { isSafeLink, type MigrationSession } from '@toeic-ace/contract';

const QUESTION_LINKS = ['audioUrl', 'imageUrl'] as const;

/**
 * The set without the links of its questions that isSafeLink refuses (a question's image and
 * audio may be the app's own files, so its own paths are kept), and where each dropped one was.
 */
export function withSafeQuestionLinks(session: MigrationSession): {
  session: MigrationSession;
  dropped: string[];
} {
  const dropped: string[] = [];
  const questions = session.questions.map((q, i) => {
    const kept = { ...q };
    for (const field of QUESTION_LINKS) {
      const link = q[field];
      if (link === undefined || isSafeLink(link, { ownPaths: true })) continue;
      delete kept[field];
      dropped.push(`questions.${i}.${field}`);
    }
    return kept;
  });
  return { session: { ...session, questions }, dropped };
}

/**
 * A local word without a pronunciation link isSafeLink refuses (the notebook keeps only http(s)
 * addresses there: dictionary audio is never one of the app's files). A link that is not text
 * at all is left for the word's own check to report.
 */
export function withSafeWordLink(raw: unknown): { record: unknown; dropped: boolean } {
  if (raw === null || typeof raw !== 'object') return { record: raw, dropped: false };
  const link = (raw as { audioUrl?: unknown }).audioUrl;
  if (typeof link !== 'string' || isSafeLink(link, { ownPaths: false })) {
    return { record: raw, dropped: false };
  }
  // An empty link is no link: nothing to report.
  return { record: { ...raw, audioUrl: null }, dropped: link !== '' };
}
