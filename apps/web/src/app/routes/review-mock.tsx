import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMockTest } from '@/entities/mock-test/api/get-mock-test';
import { useMockReviewDetail } from '@/entities/mock-test/review-detail';
import { ReviewPage } from '@/features/review/components/review-page';

/** `/review/mock/{id}`: a submitted mock test's questions on the review screen. */
export function Component() {
  const { t } = useTranslation();
  const { mockId = '' } = useParams();
  const mock = useMockTest(mockId).data;
  const title = mock?.result
    ? t('mock.results.reviewTitle', {
        kind: t(`mock.kinds.${mock.kind}`),
        score: mock.result.total,
      })
    : t('mock.title');
  const source = useMemo(() => ({ useDetail: useMockReviewDetail, title }), [title]);
  return <ReviewPage sessionId={mockId} source={source} />;
}
