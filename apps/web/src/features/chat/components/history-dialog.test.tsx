import { routes } from '@/lib/routes';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTutorStore } from '@/entities/tutor/store';
import { chatDetail, chatMessage, chatSession, health, missedQuestion } from '@/test/chat';
import { fail, ok, stubFetch } from '@/test/fetch-stub';
import { signIn } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import ChatDock from './chat-dock';

const DAY = 86_400_000;
const sessions = Array.from({ length: 12 }, (_, i) =>
  chatSession(`s-${i + 1}`, {
    contextType: (['question', 'vocabulary', 'general'] as const)[i % 3],
    title: `会话 ${i + 1}`,
    messageCount: 2 * i,
    lastMessageAt: new Date(Date.now() - i * DAY).toISOString(),
  }),
);

function page(list: typeof sessions, n: number) {
  const items = list.slice((n - 1) * 10, n * 10);
  return ok(routes.chat.read, {
    sessions: items,
    pagination: { page: n, limit: 10, total: list.length, totalPages: Math.ceil(list.length / 10) },
  });
}

async function openHistory() {
  renderWithProviders(
    <MemoryRouter>
      <ChatDock />
    </MemoryRouter>,
  );
  act(() => useTutorStore.getState().ask(missedQuestion()));
  await userEvent.click(await screen.findByTestId('chat-open-history'));
  return screen.findByTestId('chat-history');
}

describe('the chat-history dialog', () => {
  beforeEach(() => {
    signIn();
  });

  it('lists sessions 10 a page with their labels, loads more, and reopens one', async () => {
    const { calls } = stubFetch((req) => {
      if (req.path === '/api/health') return ok(routes.health.get, health(true));
      const action = req.query.get('action');
      if (req.method === 'POST' && action === 'sessions')
        return ok(routes.chat.write, chatSession('s-new'), 201);
      if (action === 'sessions') return page(sessions, Number(req.query.get('page')));
      if (action === 'session') {
        const id = req.query.get('sessionId')!;
        const messages =
          id === 's-2'
            ? [
                chatMessage('m-1', 'user', '单词怎么用？'),
                chatMessage('m-2', 'assistant', '这样用。'),
              ]
            : [];
        const base = sessions.find((s) => s.id === id) ?? chatSession(id);
        return ok(routes.chat.read, chatDetail(base, messages));
      }
      return fail(404, 'NOT_FOUND', 'nope');
    });
    const dialog = await openHistory();
    await waitFor(() =>
      expect(within(dialog).getAllByTestId('chat-history-item')).toHaveLength(10),
    );
    const items = within(dialog).getAllByTestId('chat-history-item');
    expect(items[0]).toHaveTextContent('题目讨论');
    expect(items[1]).toHaveTextContent('词汇学习');
    expect(items[1]).toHaveTextContent('昨天');
    expect(items[2]).toHaveTextContent('AI对话');
    expect(items[3]).toHaveTextContent('3天前');
    const list = calls.find((c) => c.query.get('action') === 'sessions' && c.method === 'GET')!;
    expect(Object.fromEntries(list.query)).toMatchObject({
      page: '1',
      limit: '10',
      isActive: 'true',
    });

    await userEvent.click(within(dialog).getByTestId('chat-history-more'));
    await waitFor(() =>
      expect(within(dialog).getAllByTestId('chat-history-item')).toHaveLength(12),
    );
    expect(within(dialog).queryByTestId('chat-history-more')).toBeNull();

    await userEvent.click(within(items[1]!).getByTestId('chat-history-open'));
    expect(screen.queryByTestId('chat-history')).toBeNull();
    await screen.findByText('这样用。');
    expect(screen.getByTestId('chat-context-type')).toHaveTextContent('词汇学习');
    expect(screen.getByTestId('chat-context-preview')).toHaveTextContent('会话 2');
  });

  it('says 暂无聊天记录 when there is nothing', async () => {
    stubFetch((req) => {
      if (req.path === '/api/health') return ok(routes.health.get, health(false));
      return page([], 1);
    });
    const dialog = await openHistory();
    expect(await within(dialog).findByTestId('chat-history-empty')).toHaveTextContent(
      '暂无聊天记录',
    );
  });

  it('offers a retry when the list fails', async () => {
    let failing = true;
    stubFetch((req) => {
      if (req.path === '/api/health') return ok(routes.health.get, health(false));
      return failing ? fail(500, 'INTERNAL_ERROR', 'Internal server error') : page(sessions, 1);
    });
    const dialog = await openHistory();
    const error = await within(dialog).findByTestId('chat-history-error');
    expect(error).toHaveTextContent('加载聊天历史失败');
    failing = false;
    await userEvent.click(within(error).getByRole('button', { name: '重试' }));
    await waitFor(() =>
      expect(within(dialog).getAllByTestId('chat-history-item')).toHaveLength(10),
    );
  });

  it('deletes a session only after 确定要删除这个对话会话吗？', async () => {
    let list = sessions.slice(0, 2);
    const { calls } = stubFetch((req) => {
      if (req.path === '/api/health') return ok(routes.health.get, health(false));
      if (req.method === 'DELETE') {
        const id = req.query.get('sessionId')!;
        list = list.filter((s) => s.id !== id);
        return ok(routes.chat.remove, { id, deleted: true });
      }
      return page(list, 1);
    });
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const dialog = await openHistory();
    await waitFor(() => expect(within(dialog).getAllByTestId('chat-history-item')).toHaveLength(2));
    const first = within(dialog).getAllByTestId('chat-history-item')[0]!;
    await userEvent.click(within(first).getByTestId('chat-history-delete'));
    expect(confirm).toHaveBeenCalledWith('确定要删除这个对话会话吗？');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(first).getByTestId('chat-history-delete'));
    await waitFor(() => expect(within(dialog).getAllByTestId('chat-history-item')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'DELETE')?.query.get('sessionId')).toBe('s-1');
  });
});
