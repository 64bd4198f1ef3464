import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { VocabularyPage } from './vocabulary-page';

describe('/vocabulary', () => {
  it('a visitor gets the prompt to sign in, which comes back to the notebook', () => {
    renderWithProviders(
      <MemoryRouter>
        <VocabularyPage userId={null} checking={false} />
      </MemoryRouter>,
    );
    const prompt = screen.getByTestId('vocabulary-login-prompt');
    expect(prompt).toHaveTextContent('生词本需要登录后使用');
    expect(within(prompt).getByRole('link')).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fvocabulary',
    );
  });
});
