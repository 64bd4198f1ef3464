import { CLIENT_ERRORS } from '@toeic-ace/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
    expect(screen.getByText('组件加载出错')).toBeInTheDocument();
    for (let i = 1; i <= CLIENT_ERRORS.boundaryMaxRetries; i++) {
      await user.click(screen.getByRole('button', { name: '重新加载组件' }));
      expect(screen.getByTestId('component-error-retries')).toHaveTextContent(`已重试 ${i} 次`);
    }
    expect(screen.queryByRole('button', { name: '重新加载组件' })).not.toBeInTheDocument();
    expect(screen.getByText('已达到最大重试次数，请刷新页面。')).toBeInTheDocument();
  });
});
