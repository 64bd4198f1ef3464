import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';

/** The dictionary data the server uses, with the attribution its licences ask for. */
const SOURCES = [
  { key: 'wordnet', license: 'https://wordnet.princeton.edu/license-and-commercial-use' },
  { key: 'cmudict', license: 'https://github.com/cmusphinx/cmudict/blob/master/LICENSE' },
  { key: 'cedict', license: 'https://creativecommons.org/licenses/by-sa/4.0/' },
  { key: 'jieba', license: 'https://github.com/fxsjy/jieba/blob/master/LICENSE' },
  { key: 'online', license: 'https://creativecommons.org/licenses/by-sa/3.0/' },
] as const;

export function AboutSection() {
  const { t } = useTranslation();
  return (
    <Card
      title={t('dictionary.about.title')}
      description={t('dictionary.about.description')}
      icon={<Info className="h-5 w-5" aria-hidden />}
      testId="settings-about"
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('dictionary.about.intro')}</p>
      <ul className="mt-3 space-y-2 text-sm text-slate-600 dark:text-slate-300">
        {SOURCES.map(({ key, license }) => (
          <li key={key} data-testid={`about-${key}`}>
            {t(`dictionary.about.${key}`)}{' '}
            <a
              href={license}
              target="_blank"
              rel="noreferrer"
              className="text-indigo-600 underline underline-offset-2 dark:text-sky-300"
            >
              {t('dictionary.about.license')}
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}
