import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Markdown from './markdown';

describe('a reply rendered as Markdown', () => {
  it('shows HTML the model wrote as text, never as elements', () => {
    const reply = [
      '看这里 <img src=x onerror=alert(1)> 和 <script>alert(1)</script>',
      '',
      '<iframe src="https://example.com"></iframe>',
      '',
      '<a href="javascript:alert(1)">点我</a>',
    ].join('\n');
    const { container } = render(<Markdown text={reply} />);
    for (const tag of ['img', 'script', 'iframe', 'a']) {
      expect(container.querySelector(tag), tag).toBeNull();
    }
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('renders Markdown structure, links opening in a new tab without a handle on this page', () => {
    const { container } = render(
      <Markdown
        text={'**B** is wrong because\n\n- one\n- two\n\n[TOEIC](https://www.ets.org/toeic)'}
      />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('B');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://www.ets.org/toeic');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('drops unsafe link targets and does not load Markdown images', () => {
    const { container } = render(
      <Markdown
        text={'[click](javascript:alert(1)) ![tracking pixel](https://example.com/p.png)'}
      />,
    );
    expect(container.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('tracking pixel');
  });
});
