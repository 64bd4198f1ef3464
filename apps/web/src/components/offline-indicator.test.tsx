import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { OfflineIndicator } from './offline-indicator';

describe('offline indicator', () => {
  it('appears when the browser goes offline and leaves when it is back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithProviders(
      <>
        <OfflineIndicator variant="badge" />
        <OfflineIndicator variant="strip" />
      </>,
    );
    expect(screen.queryAllByRole('status')).toHaveLength(0);
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByTestId('offline-indicator')).toHaveTextContent('离线');
    expect(screen.getByTestId('offline-indicator')).toHaveAttribute(
      'title',
      expect.stringContaining('可以继续离线练习'),
    );
    expect(screen.getByTestId('offline-indicator-strip')).toHaveTextContent(
      '离线 · 网络已断开：可以继续离线练习',
    );
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryAllByRole('status')).toHaveLength(0);
  });
});
