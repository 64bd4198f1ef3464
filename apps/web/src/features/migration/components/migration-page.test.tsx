import { routes } from '@/lib/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '@/db/database';
import { fail, ok, stubFetch, type StubRequest } from '@/test/fetch-stub';
import { storeTokens } from '@/test/fixtures';
import { finishedLocalSet, setRow } from '@/test/local-rows';
import { renderWithProviders } from '@/test/render';
import { MigrationPage } from './migration-page';

beforeEach(() => {
  storeTokens();
});

/** A set finished offline, never sent: what the migration tool moves. */
async function seedOfflineSet() {
  await localDb().practiceSessions.add(setRow(finishedLocalSet('offline-1')));
}

const empty = { migrationRecommended: true, currentCounts: { sessions: 0, words: 0, messages: 0 } };
const zero = { sessions: 0, words: 0, messages: 0, chatSessions: 0 };

const renderPage = () =>
  renderWithProviders(
    <MemoryRouter>
      <MigrationPage userId="u-1" checking={false} preferences={{ theme: 'light' }} />
    </MemoryRouter>,
  );

describe('/migration', () => {
  it('a visitor gets the prompt to sign in', () => {
    renderWithProviders(
      <MemoryRouter>
        <MigrationPage userId={null} checking={false} preferences={{}} />
      </MemoryRouter>,
    );
    const prompt = screen.getByTestId('migration-login-prompt');
    expect(prompt).toHaveTextContent('数据迁移需要登录后使用');
    expect(within(prompt).getByRole('link')).toHaveAttribute('href', '/auth?redirect=%2Fmigration');
  });

  it('with no local data the start button is disabled and the box says so', async () => {
    stubFetch(() => ok(routes.migration.status, empty));
    renderPage();
    await waitFor(() =>
      expect(screen.getByTestId('migration-recommendation')).toHaveAttribute(
        'data-advice',
        'nothingLocal',
      ),
    );
    expect(screen.getByTestId('migration-start')).toBeDisabled();
    expect(screen.getByTestId('migration-verify')).toBeDisabled();
    expect(screen.getByTestId('migration-notes')).toHaveTextContent('迁移不会删除任何本地数据。');
  });

  it('offline: the status check says to check the network connection', async () => {
    await seedOfflineSet();
    stubFetch(() => 'network-error');
    renderPage();
    expect(await screen.findByTestId('migration-message')).toHaveTextContent(
      '无法检查迁移状态，请检查网络连接',
    );
  });

  it('migrates, shows the counts, keeps the local row and verifies', async () => {
    await seedOfflineSet();
    let serverSessions = 0;
    const uploads: StubRequest[] = [];
    stubFetch((req) => {
      if (req.path === '/api/migration/status') {
        return ok(routes.migration.status, {
          migrationRecommended: serverSessions === 0,
          currentCounts: { sessions: serverSessions, words: 0, messages: 0 },
        });
      }
      if (req.path === '/api/migration/import') {
        uploads.push(req);
        serverSessions = 1;
        return ok(routes.migration.import, {
          migrated: { ...zero, sessions: 1 },
          skipped: zero,
          errors: [],
          errorCount: 0,
          droppedLinks: [
            { kind: 'session', index: 0, id: 'offline-1', field: 'questions.0.imageUrl' },
          ],
          droppedLinkCount: 1,
        });
      }
      return fail(404, 'NOT_FOUND', 'not found');
    });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('local-sessions')).toHaveTextContent('1'));
    // Four local counts beside the account's three, each under its label.
    expect(screen.getByTestId('migration-local-counts')).toHaveTextContent(
      /本地数据练习记录1生词0对话会话0对话消息0$/,
    );
    expect(screen.getByTestId('migration-server-counts')).toHaveTextContent(
      /服务器数据练习记录0生词0对话消息0$/,
    );
    expect(screen.getByTestId('migration-recommendation')).toHaveAttribute(
      'data-advice',
      'recommended',
    );

    await userEvent.click(screen.getByTestId('migration-start'));
    await screen.findByTestId('migration-success');
    expect(screen.getByTestId('migration-migrated-sessions')).toHaveTextContent('练习记录 1');
    expect(screen.getByTestId('migration-percent')).toHaveTextContent('100%');
    expect(screen.getByTestId('server-sessions')).toHaveTextContent('1');
    const sent = uploads[0]!.body as {
      practiceData: { sessions: { id: string }[]; userPreferences: unknown };
    };
    expect(sent.practiceData.sessions.map((s) => s.id)).toEqual(['offline-1']);
    expect(sent.practiceData.userPreferences).toEqual({ theme: 'light' });
    // Nothing local is deleted; the row notes that the server holds it.
    expect(await localDb().practiceSessions.get('offline-1')).toMatchObject({
      migratedAt: expect.any(String),
    });
    // A link the server did not keep is named, with its record.
    const links = screen.getByTestId('migration-dropped-links');
    expect(links).toHaveTextContent('已移除 1 个链接');
    expect(links).toHaveTextContent('练习记录 #1 (offline-1)：questions.0.imageUrl');

    await userEvent.click(screen.getByTestId('migration-verify'));
    expect(await screen.findByTestId('migration-verification')).toHaveTextContent(
      '数据验证成功，所有本地数据都已在账号中',
    );
  });

  it('verification lists a category whose local count exceeds the server count', async () => {
    await seedOfflineSet();
    stubFetch((req) =>
      req.path === '/api/migration/import'
        ? ok(routes.migration.import, {
            migrated: zero,
            skipped: zero,
            errors: [
              { kind: 'session', index: 0, code: 'invalid', message: 'questions: too small' },
            ],
            errorCount: 1,
            droppedLinks: [],
            droppedLinkCount: 0,
          })
        : ok(routes.migration.status, empty),
    );
    renderPage();
    await waitFor(() => expect(screen.getByTestId('migration-start')).toBeEnabled());
    await userEvent.click(screen.getByTestId('migration-start'));
    const errors = await screen.findByTestId('migration-errors');
    expect(errors).toHaveTextContent('1 条记录未能导入');
    expect(errors).toHaveTextContent('练习记录 #1 (offline-1)：无法读取（questions: too small）');
    await userEvent.click(screen.getByTestId('migration-verify'));
    expect(await screen.findByTestId('migration-verification')).toHaveTextContent(
      '以下数据可能没有完全迁移：练习记录',
    );
    expect(await localDb().practiceSessions.get('offline-1')).not.toHaveProperty('migratedAt');
  });
});
