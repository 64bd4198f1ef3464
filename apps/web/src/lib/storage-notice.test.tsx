import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { createErrorLog } from './error-handler';
import { startStorageNotices } from './storage-notice';
import { toStorageError } from './storage-error';

describe('storage notices', () => {
  it('tell the learner once when local data cannot be saved', async () => {
    renderWithProviders(<div />);
    const log = createErrorLog();
    const stop = startStorageNotices({ log });
    const quota = toStorageError('saveSession', new DOMException('full', 'QuotaExceededError'));
    log.record(quota, { source: 'storage' });
    log.record(quota, { source: 'storage' });
    log.record(new Error('unrelated'), { source: 'rejection' });
    stop();
    expect(
      await screen.findByText('浏览器存储空间已满，本地数据无法保存。请清理浏览器存储空间后重试。'),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/浏览器存储空间已满/)).toHaveLength(1);
  });
});
