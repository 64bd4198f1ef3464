import type { PracticeSession } from '@toeic-ace/contract';
import { useTranslation } from 'react-i18next';
import { levelNameKey } from '@/entities/practice-session/format';

/** "阅读 · 3 级（…）": a session's type and level, as the review list and the detail name them. */
export function SessionKind({ session }: { session: Pick<PracticeSession, 'type' | 'level'> }) {
  const { t } = useTranslation();
  return (
    <>
      {t(`session.types.${session.type}`)}
      <span aria-hidden> · </span>
      {t('session.level', { level: session.level, name: t(levelNameKey(session.level)) })}
    </>
  );
}
