import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { APP_EVENTS, emitNotification, listenForNotifications } from './events';

function Listener() {
  useEffect(() => listenForNotifications(), []);
  return null;
}

describe('showNotification event', () => {
  it('raises a toast of the given type', async () => {
    renderWithProviders(<Listener />);
    act(() => emitNotification({ type: 'success', message: '已添加到生词本' }));
    expect(await screen.findByText('已添加到生词本')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(
        new CustomEvent(APP_EVENTS.showNotification, {
          detail: { type: 'error', message: '出错了' },
        }),
      );
    });
    const toast = (await screen.findByText('出错了')).closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-type', 'error');
  });
});
