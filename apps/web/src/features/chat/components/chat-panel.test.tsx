import { routes } from '@/lib/routes';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTutorStore } from '@/entities/tutor/store';
import { i18n } from '@/lib/i18n';
import { chatDetail, chatMessage, chatSession, health, missedQuestion } from '@/test/chat';
import { deferred, fail, ok, stubFetch, type StubRequest } from '@/test/fetch-stub';
import { signIn } from '@/test/fixtures';
import { sseResponse, type SseFrame } from '@/test/practice';
import { renderWithProviders } from '@/test/render';
import ChatDock from './chat-dock';

interface Server {
  configured?: boolean;
  messages?: (req: StubRequest) => Response | ReturnType<typeof fail>;
  createFails?: boolean;
}

const doneFrames = (question: string, reply: string): SseFrame[] => [
  ...reply.match(/.{1,3}/g)!.map((text) => ({ event: 'delta', data: { text } })),
  {
    event: 'done',
    data: {
      userMessage: chatMessage('m-1', 'user', question),
      assistantMessage: chatMessage('m-2', 'assistant', reply),
    },
  },
];

/** The chat API as the server answers it, for one session s-1. */
function serve({ configured = true, messages, createFails }: Server = {}) {
  return stubFetch((req) => {
    if (req.path === '/api/health') return ok(routes.health.get, health(configured));
    const action = req.query.get('action');
    if (req.path === '/api/chat' && req.method === 'POST' && action === 'sessions') {
      return createFails
        ? fail(500, 'INTERNAL_ERROR', 'boom')
        : ok(routes.chat.write, chatSession('s-1'), 201);
    }
    if (req.path === '/api/chat' && req.method === 'GET' && action === 'session') {
      return ok(routes.chat.read, chatDetail(chatSession('s-1'), []));
    }
    if (req.path === '/api/chat' && action === 'messages' && messages) return messages(req);
    return fail(404, 'NOT_FOUND', `${req.method} ${req.path}`);
  });
}

function openTutor() {
  renderWithProviders(
    <MemoryRouter>
      <ChatDock />
    </MemoryRouter>,
  );
  act(() => {
    const context = missedQuestion();
    useTutorStore.getState().setContext(context);
    useTutorStore.getState().ask(context);
  });
}

describe('the chat panel', () => {
  beforeEach(() => {
    signIn();
  });

  it('opens on the question, streams the reply in, and sends the question and language', async () => {
    const gate = deferred<void>();
    const { calls, callsTo } = serve({
      messages: () =>
        sseResponse(doneFrames('为什么不是B？', '**B** 是正确答案。'), {
          gate: gate.promise,
          split: 3,
        }),
    });
    openTutor();
    const panel = await screen.findByTestId('chat-panel');
    expect(within(panel).getByText('与AI讨论')).toBeVisible();
    expect(screen.getByTestId('chat-context-type')).toHaveTextContent('阅读');
    expect(screen.getByTestId('chat-context-category')).toHaveTextContent('Part 5');
    expect(screen.getByTestId('chat-context-preview').textContent).toBe(
      'Question 1: The report is due ------- Fr…',
    );
    await screen.findByTestId('chat-empty');
    expect(callsTo('/api/chat').map((c) => `${c.method} ${c.query.get('action')}`)).toEqual([
      'POST sessions',
      'GET session',
    ]);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      contextType: 'question',
      contextId: 'q-1',
    });

    const input = screen.getByTestId('chat-input');
    await userEvent.type(input, '为什么不是B？{Enter}');
    // The first pieces are on screen while the stream is still open, with a stop button.
    await waitFor(() =>
      expect(screen.getByTestId('chat-message-assistant')).toHaveTextContent('B 是正确'),
    );
    expect(screen.getByTestId('chat-message-assistant')).not.toHaveTextContent('答案');
    expect(screen.getByTestId('chat-stop')).toBeVisible();
    gate.resolve();
    await screen.findByTestId('chat-send');
    const reply = screen.getByTestId('chat-message-assistant');
    expect(reply).toHaveTextContent('B 是正确答案。');
    expect(reply.querySelector('strong')).toHaveTextContent('B');
    expect(screen.getByTestId('chat-message-user')).toHaveTextContent('为什么不是B？');
    const send = calls.find((c) => c.query.get('action') === 'messages')!;
    expect(send.query.get('sessionId')).toBe('s-1');
    expect(send.body).toMatchObject({
      message: '为什么不是B？',
      languageInstruction: 'zh',
      questionContext: { id: 'q-1', correctAnswer: 1, userAnswer: 0 },
    });
  });

  it('answers in the interface language', async () => {
    await i18n.changeLanguage('en');
    const { calls } = serve({ messages: () => sseResponse(doneFrames('Why not B?', 'Because.')) });
    openTutor();
    await screen.findByTestId('chat-empty');
    await userEvent.type(screen.getByTestId('chat-input'), 'Why not B?{Enter}');
    await screen.findByText('Because.');
    expect(calls.find((c) => c.query.get('action') === 'messages')?.body).toMatchObject({
      languageInstruction: 'en',
    });
  });

  it('ignores empty and whitespace messages, and Shift+Enter breaks the line', async () => {
    const { calls } = serve({ messages: () => sseResponse(doneFrames('a\nb', 'ok')) });
    openTutor();
    await screen.findByTestId('chat-empty');
    const input = screen.getByTestId('chat-input');
    await userEvent.type(input, '{Enter}   {Enter}');
    expect(screen.getByTestId('chat-send')).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'a{Shift>}{Enter}{/Shift}b');
    expect(input).toHaveValue('a\nb');
    expect(calls.some((c) => c.query.get('action') === 'messages')).toBe(false);
    await userEvent.type(input, '{Enter}');
    await screen.findByText('ok');
    expect(calls.filter((c) => c.query.get('action') === 'messages')).toHaveLength(1);
  });

  it('ignores a send while a reply is still arriving', async () => {
    const gate = deferred<void>();
    const { calls } = serve({
      messages: () =>
        sseResponse(doneFrames('one', 'first reply'), { gate: gate.promise, split: 1 }),
    });
    openTutor();
    await screen.findByTestId('chat-empty');
    const input = screen.getByTestId('chat-input');
    await userEvent.type(input, 'one{Enter}');
    await screen.findByTestId('chat-stop');
    await userEvent.type(input, 'two{Enter}');
    expect(input).toHaveValue('two');
    gate.resolve();
    await screen.findByText('first reply');
    expect(calls.filter((c) => c.query.get('action') === 'messages')).toHaveLength(1);
  });

  it('the stop button aborts the request and keeps the partial reply marked stopped', async () => {
    let aborted = false;
    serve({
      messages: () => {
        throw new Error('replaced below');
      },
    });
    // A stream that stays open until the request is aborted, as a browser's fetch behaves.
    const original = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.searchParams.get('action') !== 'messages') return original(input, init);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(
            new TextEncoder().encode('event: delta\ndata: {"text":"Because the"}\n\n'),
          );
          init.signal?.addEventListener('abort', () => {
            aborted = true;
            controller.error(new DOMException('aborted', 'AbortError'));
          });
        },
      });
      return Promise.resolve(
        new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
      );
    }) as typeof fetch;
    openTutor();
    await screen.findByTestId('chat-empty');
    await userEvent.type(screen.getByTestId('chat-input'), 'why?{Enter}');
    await screen.findByText('Because the');
    await userEvent.click(screen.getByTestId('chat-stop'));
    await screen.findByTestId('chat-message-interrupted');
    expect(aborted).toBe(true);
    expect(screen.getByTestId('chat-message-assistant')).toHaveTextContent('Because the');
    expect(screen.getByTestId('chat-send')).toBeVisible();
    expect(screen.queryByTestId('chat-error')).toBeNull();
  });

  it('shows a failed reply in a dismissible error box and gives the text back', async () => {
    serve({
      messages: () =>
        sseResponse([
          { event: 'delta', data: { text: 'Hal' } },
          {
            event: 'error',
            data: { code: 'SEND_MESSAGE_FAILED', message: '发送消息失败' },
          },
        ]),
    });
    openTutor();
    await screen.findByTestId('chat-empty');
    await userEvent.type(screen.getByTestId('chat-input'), 'why?{Enter}');
    const box = await screen.findByTestId('chat-error');
    expect(box).toHaveTextContent('发送消息失败');
    expect(screen.queryByTestId('chat-message-assistant')).toBeNull();
    expect(screen.getByTestId('chat-input')).toHaveValue('why?');
    await userEvent.click(within(box).getByRole('button', { name: '关闭' }));
    expect(screen.queryByTestId('chat-error')).toBeNull();
  });

  it('says so when the provider limits the rate', async () => {
    serve({ messages: () => fail(429, 'RATE_LIMIT_EXCEEDED', 'AI 服务请求过于频繁，请稍后再试') });
    openTutor();
    await screen.findByTestId('chat-empty');
    await userEvent.type(screen.getByTestId('chat-input'), 'why?{Enter}');
    expect(await screen.findByTestId('chat-error')).toHaveTextContent('请求过于频繁，请稍后再试');
  });

  it('without a session says 没有活动的对话会话 as its init error', async () => {
    serve({ createFails: true });
    openTutor();
    expect(await screen.findByTestId('chat-error')).toHaveTextContent('初始化对话会话失败');
    expect(screen.getByTestId('chat-no-session')).toHaveTextContent('没有活动的对话会话');
    expect(screen.getByTestId('chat-input')).toBeDisabled();
  });

  it('without an AI provider explains that a key is needed and shows the stored explanation', async () => {
    const { callsTo } = serve({ configured: false });
    openTutor();
    const notice = await screen.findByTestId('chat-not-configured');
    expect(notice).toHaveTextContent('AI 助教需要配置 AI 密钥才能回答');
    expect(screen.getByTestId('chat-fallback-explanation')).toHaveTextContent('解析 1');
    expect(screen.queryByTestId('chat-input')).toBeNull();
    expect(callsTo('/api/chat')).toHaveLength(0);
  });

  it('an AI_NOT_CONFIGURED answer turns the panel into the same explanation', async () => {
    serve({
      messages: () => fail(503, 'AI_NOT_CONFIGURED', 'AI 助教需要配置 AI 密钥'),
    });
    openTutor();
    await screen.findByTestId('chat-empty');
    await userEvent.type(screen.getByTestId('chat-input'), 'why?{Enter}');
    await screen.findByTestId('chat-not-configured');
  });

  it('the floating button toggles the panel; a drag moves it without toggling', async () => {
    serve();
    renderWithProviders(
      <MemoryRouter>
        <ChatDock />
      </MemoryRouter>,
    );
    act(() => useTutorStore.getState().setContext(missedQuestion()));
    const button = await screen.findByTestId('chat-button');
    await userEvent.click(button);
    await screen.findByTestId('chat-panel');
    await userEvent.click(button);
    expect(screen.queryByTestId('chat-panel')).toBeNull();

    const left = button.style.left;
    fireEvent.pointerDown(button, { button: 0, clientX: 100, clientY: 500, pointerId: 1 });
    fireEvent.pointerMove(button, { clientX: 103, clientY: 500, pointerId: 1 });
    expect(button.style.left).toBe(left);
    fireEvent.pointerMove(button, { clientX: 300, clientY: 300, pointerId: 1 });
    fireEvent.pointerUp(button, { clientX: 300, clientY: 300, pointerId: 1 });
    fireEvent.click(button);
    expect(button.style.left).not.toBe(left);
    expect(screen.queryByTestId('chat-panel')).toBeNull();
    expect(JSON.parse(localStorage.getItem('toeic-ace-chat-button')!)).toEqual({
      x: Number.parseFloat(button.style.left),
      y: Number.parseFloat(button.style.top),
    });
  });

  it('asking about the same question again continues its conversation', async () => {
    const { callsTo } = serve();
    openTutor();
    await screen.findByTestId('chat-empty');
    await userEvent.click(screen.getByTestId('chat-close'));
    act(() => useTutorStore.getState().ask(missedQuestion()));
    await screen.findByTestId('chat-empty');
    expect(callsTo('/api/chat').map((c) => `${c.method} ${c.query.get('action')}`)).toEqual([
      'POST sessions',
      'GET session',
      'GET session',
    ]);
  });

  it('closes when the route changes', async () => {
    serve();
    const router = createMemoryRouter([{ path: '*', element: <ChatDock /> }], {
      initialEntries: ['/review/p-1'],
    });
    renderWithProviders(<RouterProvider router={router} />);
    act(() => {
      useTutorStore.getState().setContext(missedQuestion());
      useTutorStore.getState().ask(missedQuestion());
    });
    await screen.findByTestId('chat-panel');
    await act(() => router.navigate('/vocabulary'));
    expect(screen.queryByTestId('chat-panel')).toBeNull();
  });

  it('a notebook word opens a vocabulary session and sends the word', async () => {
    const { calls } = serve({ messages: () => sseResponse(doneFrames('用法？', 'comply with')) });
    renderWithProviders(
      <MemoryRouter>
        <ChatDock />
      </MemoryRouter>,
    );
    act(() =>
      useTutorStore.getState().ask({
        kind: 'vocabulary',
        word: { id: 'w-1', word: 'comply', meanings: ['verb: to obey'] },
      }),
    );
    await screen.findByTestId('chat-empty');
    expect(screen.getByTestId('chat-context-type')).toHaveTextContent('词汇学习');
    expect(screen.getByTestId('chat-context-preview')).toHaveTextContent('comply');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      contextType: 'vocabulary',
      contextId: 'w-1',
      title: 'comply',
    });
    await userEvent.type(screen.getByTestId('chat-input'), '用法？{Enter}');
    await screen.findByText('comply with');
    const send = calls.find((c) => c.query.get('action') === 'messages')!;
    expect(send.body).toEqual({
      message: '用法？',
      languageInstruction: 'zh',
      wordContext: { word: 'comply', meanings: ['verb: to obey'] },
    });
  });

  it('Escape closes the panel', async () => {
    serve();
    openTutor();
    await screen.findByTestId('chat-empty');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('chat-panel')).toBeNull();
  });

  it('shows the newest page first and reads earlier pages on demand, oldest above', async () => {
    const all = Array.from({ length: 60 }, (_, i) =>
      chatMessage(`m-${i + 1}`, i % 2 ? 'assistant' : 'user', `message ${i + 1}`),
    );
    const { callsTo } = stubFetch((req) => {
      if (req.path === '/api/health') return ok(routes.health.get, health(true));
      const action = req.query.get('action');
      if (req.method === 'POST' && action === 'sessions')
        return ok(routes.chat.write, chatSession('s-1'), 201);
      if (action === 'session') {
        const before = req.query.get('before');
        const session = chatSession('s-1', { messageCount: 60 });
        if (before === 'm-11') return ok(routes.chat.read, chatDetail(session, all.slice(0, 10)));
        return ok(routes.chat.read, chatDetail(session, all.slice(10), 'm-11'));
      }
      return fail(404, 'NOT_FOUND', 'nope');
    });
    openTutor();
    await screen.findByText('message 60');
    expect(screen.queryByText('message 10')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '加载更早的消息' }));
    await screen.findByText('message 10');
    const texts = within(screen.getByTestId('chat-messages'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(texts).toHaveLength(60);
    expect(texts[0]).toContain('message 1');
    expect(texts[59]).toContain('message 60');
    // Nothing older is left: no more button, and no further read.
    expect(screen.queryByRole('button', { name: '加载更早的消息' })).toBeNull();
    const reads = callsTo('/api/chat').filter((c) => c.query.get('action') === 'session');
    expect(reads.map((c) => c.query.get('before'))).toEqual([null, 'm-11']);
  });
});
