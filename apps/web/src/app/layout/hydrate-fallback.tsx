import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/spinner';

/** Shown while the first route module loads. */
export function HydrateFallback() {
  const { t } = useTranslation();
  return <PageSpinner message={t('common.loading')} />;
}
