import { randomUUID } from 'node:crypto';
import {
  migrationChatMessageSchema,
  migrationChatSessionSchema,
  type MigrationChatMessage,
} from '@toeic-ace/contract';
import { importChatMessages, importChatSession } from '../chat';
import type { MigrationContext } from './migration.context';
import { claimSources, knownSources, releaseSources } from './migration.repository';

/** Local conversations become the user's chat sessions; returns local id → server id of all. */
async function migrateChatSessions(ctx: MigrationContext, raw: readonly unknown[]) {
  const { db, userId, report } = ctx;
  const known = await knownSources(db, userId, 'chatSession');
  const now = ctx.now.toISOString();
  for (const [index, candidate] of raw.entries()) {
    const parsed = migrationChatSessionSchema.safeParse(candidate);
    if (!parsed.success) {
      report.invalid('chatSession', index, parsed.error, candidate);
      continue;
    }
    const local = parsed.data;
    if (known.has(local.id)) {
      report.skip('chatSession');
      continue;
    }
    const id = randomUUID();
    const claimed = await claimSources(
      db,
      userId,
      'chatSession',
      [{ sourceId: local.id, targetId: id }],
      now,
    );
    if (!claimed.has(local.id)) {
      report.skip('chatSession');
      continue;
    }
    try {
      const createdAt = local.createdAt ?? local.updatedAt ?? now;
      await importChatSession(db, userId, {
        id,
        questionId: local.questionId ?? null,
        createdAt,
        updatedAt: local.updatedAt ?? createdAt,
      });
      known.set(local.id, id);
      report.imported('chatSession');
    } catch (error) {
      await releaseSources(db, userId, 'chatSession', [local.id]);
      report.fail('chatSession', index, 'could not be stored', local.id);
      ctx.log(error, 'chatSession', index);
    }
  }
  return known;
}

interface Pending {
  index: number;
  message: MigrationChatMessage;
}

/**
 * Conversations first, then their messages, appended per conversation in time order. A message
 * naming a conversation that is neither in this upload nor migrated before is reported.
 */
export async function migrateChats(
  ctx: MigrationContext,
  rawSessions: readonly unknown[],
  rawMessages: readonly unknown[],
) {
  const { db, userId, report } = ctx;
  const sessions = await migrateChatSessions(ctx, rawSessions);
  const known = await knownSources(db, userId, 'message');
  const bySession = new Map<string, Pending[]>();
  for (const [index, candidate] of rawMessages.entries()) {
    const parsed = migrationChatMessageSchema.safeParse(candidate);
    if (!parsed.success) {
      report.invalid('message', index, parsed.error, candidate);
      continue;
    }
    const message = parsed.data;
    if (known.has(message.id)) {
      report.skip('message');
      continue;
    }
    known.set(message.id, '');
    if (!sessions.get(message.sessionId)) {
      report.fail('message', index, 'sessionId: no such chat session', message.id);
      continue;
    }
    bySession.set(message.sessionId, [
      ...(bySession.get(message.sessionId) ?? []),
      { index, message },
    ]);
  }
  for (const [localSession, pending] of bySession) {
    await appendMessages(ctx, sessions.get(localSession)!, pending);
  }
}

async function appendMessages(ctx: MigrationContext, sessionId: string, pending: Pending[]) {
  const { db, userId, report } = ctx;
  const now = ctx.now.toISOString();
  const withIds = pending
    .map((p) => ({ ...p, id: randomUUID(), at: p.message.timestamp ?? now }))
    .sort((a, b) => a.at.localeCompare(b.at) || a.index - b.index);
  const claimed = await claimSources(
    db,
    userId,
    'message',
    withIds.map((p) => ({ sourceId: p.message.id, targetId: p.id })),
    now,
  );
  const mine = withIds.filter((p) => claimed.has(p.message.id));
  report.skip('message', withIds.length - mine.length);
  if (mine.length === 0) return;
  try {
    const stored = await importChatMessages(
      db,
      userId,
      sessionId,
      mine.map((p) => ({
        id: p.id,
        role: p.message.role,
        content: p.message.content,
        createdAt: p.at,
      })),
    );
    if (!stored) throw new Error('The chat session is gone');
    report.imported('message', mine.length);
  } catch (error) {
    await releaseSources(
      db,
      userId,
      'message',
      mine.map((p) => p.message.id),
    );
    for (const p of mine) report.fail('message', p.index, 'could not be stored', p.message.id);
    ctx.log(error, 'message', mine[0]!.index);
  }
}
