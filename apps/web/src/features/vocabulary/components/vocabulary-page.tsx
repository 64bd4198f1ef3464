import { BookMarked } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SignedInOnly } from '@/components/login-prompt';
import { PageHeader } from '@/components/page-header';
import { Notebook } from './notebook';

/**
 * The notebook of a signed-in user; `userId` null with `checking` false means nobody is
 * signed in, which gets the prompt to sign in instead of a redirect.
 */
export function VocabularyPage({ userId, checking }: { userId: string | null; checking: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <PageHeader title={t('vocabulary.title')} />
      <SignedInOnly
        userId={userId}
        checking={checking}
        prompt={{
          icon: BookMarked,
          message: t('vocabulary.loginRequired'),
          action: t('vocabulary.login'),
          returnTo: '/vocabulary',
          testId: 'vocabulary-login-prompt',
        }}
      >
        {(id) => <Notebook userId={id} />}
      </SignedInOnly>
    </div>
  );
}
