import { CLIENT_ERRORS } from '@toeic-ace/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorLog } from '@/lib/error-handler';
import { renderWithProviders } from '@/test/render';
import { ComponentErrorBoundary } from './component-error-boundary';

function Broken(): never {
  throw new Error('kaput');
}

describe('component error boundary', () => {
  it(`offers reload up to ${CLIENT_ERRORS.boundaryMaxRetries} times and shows the count`, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(
      <ComponentErrorBoundary>
        <Broken />
      </ComponentErrorBoundary>,
    );
    expect(await screen.findByText('组件加载出错')).toBeInTheDocument();
    for (let i = 1; i <= CLIENT_ERRORS.boundaryMaxRetries; i++) {
      await user.click(screen.getByRole('button', { name: '重新加载组件' }));
      expect(screen.getByTestId('component-error-retries')).toHaveTextContent(`已重试 ${i} 次`);
    }
    expect(screen.queryByRole('button', { name: '重新加载组件' })).not.toBeInTheDocument();
    expect(screen.getByText('已达到最大重试次数，请刷新页面。')).toBeInTheDocument();
    // Like the page-level screen: refresh and copy-error-report stay.
    expect(screen.getByTestId('component-error-refresh')).toHaveTextContent('刷新页面');
    expect(screen.getByTestId('component-error-copy')).toHaveTextContent('复制错误报告');
    // Each failure (the first and one per retry) is in the error log as a component error.
    expect(errorLog.all().map((r) => [r.type, r.source, r.message])).toEqual(
      Array.from({ length: CLIENT_ERRORS.boundaryMaxRetries + 1 }, () => [
        'COMPONENT_ERROR',
        'boundary',
        'kaput',
      ]),
    );
    expect(errorLog.all()[0]?.componentStack).toContain('Broken');
  });

  it('a retry remounts the part, which shows again once it renders', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    // React may render a failing part twice before giving up on it; a switch, not a count.
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('not yet');
      return <p>loaded</p>;
    }
    renderWithProviders(
      <ComponentErrorBoundary>
        <Flaky />
      </ComponentErrorBoundary>,
    );
    await user.click(await screen.findByRole('button', { name: '重新加载组件' }));
    expect(screen.getByTestId('component-error-retries')).toHaveTextContent('已重试 1 次');
    broken = false;
    await user.click(screen.getByRole('button', { name: '重新加载组件' }));
    expect(screen.getByText('loaded')).toBeInTheDocument();
    expect(screen.queryByTestId('component-error')).not.toBeInTheDocument();
  });

  it('copies an error report with the component stack and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(
      <ComponentErrorBoundary>
        <Broken />
      </ComponentErrorBoundary>,
    );
    await user.click(await screen.findByTestId('component-error-copy'));
    const report = JSON.parse(await navigator.clipboard.readText());
    expect(report).toMatchObject({
      error: 'Error: kaput',
      userAgent: navigator.userAgent,
      url: window.location.href,
    });
    expect(report.stack).toContain('kaput');
    expect(report.componentStack).toContain('Broken');
    expect(Date.parse(report.timestamp)).not.toBeNaN();
    expect(alert).toHaveBeenCalledWith('错误报告已复制到剪贴板');
  });
});
