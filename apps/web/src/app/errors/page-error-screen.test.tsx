import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PageErrorScreen } from './page-error-screen';

describe('page error screen', () => {
  it('says 页面加载失败 and copies a full error report', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<PageErrorScreen error={new Error('boom')} componentStack="at Page" />);
    expect(screen.getByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
    await user.click(screen.getByTestId('page-error-copy'));
    // user-event provides the clipboard of the test page.
    const report = JSON.parse(await navigator.clipboard.readText());
    expect(report).toMatchObject({
      error: 'Error: boom',
      componentStack: 'at Page',
      userAgent: navigator.userAgent,
      url: window.location.href,
    });
    expect(report.stack).toContain('boom');
    expect(Date.parse(report.timestamp)).not.toBeNaN();
    expect(alert).toHaveBeenCalledWith('错误报告已复制到剪贴板');
    expect(screen.getByTestId('page-error-refresh')).toHaveTextContent('刷新页面');
  });
});
