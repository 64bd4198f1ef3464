import { randomUUID } from 'node:crypto';
import {
  migrationChatMessageSchema,
  migrationChatSessionSchema,
  type MigrationChatMessage,
} from '@toeic-ace/contract';
import { AppError } from '../../errors';
import { chatMessageRoom, importChatMessages, importChatSession } from '../chat';
import type { MigrationContext } from './migration.context';
import { claimSources, knownSources } from './migration.repository';
import { inTransaction } from './migration.write';

/**
 * Local conversations become the user's chat sessions, one transaction each (claim and row
 * together); returns local id → server id of all the user's migrated conversations.
 */
async function migrateChatSessions(ctx: MigrationContext, raw: readonly unknown[]) {
  const { db, userId, report } = ctx;
  const known = await knownSources(db, userId, 'chatSession');
  const now = ctx.now.toISOString();
  for (const [index, candidate] of raw.entries()) {
    await ctx.pause();
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
    try {
      const stored = await inTransaction(ctx, 'chatSession', async (trx) => {
        const claim = [{ sourceId: local.id, targetId: id }];
        const claimed = await claimSources(trx, userId, 'chatSession', claim, now);
        if (!claimed.has(local.id)) return false;
        const createdAt = local.createdAt ?? local.updatedAt ?? now;
        await importChatSession(trx, userId, {
          id,
          questionId: local.questionId ?? null,
          createdAt,
          updatedAt: local.updatedAt ?? createdAt,
        });
        return true;
      });
      if (stored) {
        known.set(local.id, id);
        report.imported('chatSession');
      } else {
        // A run at the same time claimed it: its messages go to the conversation it wrote.
        known.set(local.id, (await knownSources(db, userId, 'chatSession')).get(local.id) ?? '');
        report.skip('chatSession');
      }
    } catch (error) {
      // The tutor's cap on conversations: reported, not stored (nor claimed).
      if (error instanceof AppError && error.code === 'CHAT_SESSION_LIMIT') {
        report.fail('chatSession', index, 'chatSessionLimit', local.id);
        continue;
      }
      report.fail('chatSession', index, 'notStored', local.id);
      ctx.log(error, 'chatSession', index);
    }
  }
  return known;
}

interface Pending {
  index: number;
  message: MigrationChatMessage;
}

/** Messages one transaction claims and appends: short, so other requests get the database. */
const MESSAGES_PER_TRANSACTION = 200;

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
    await ctx.pause();
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
      report.fail('message', index, 'noChatSession', message.id);
      continue;
    }
    const pending = bySession.get(message.sessionId) ?? [];
    pending.push({ index, message });
    bySession.set(message.sessionId, pending);
  }
  for (const [localSession, pending] of bySession) {
    const now = ctx.now.toISOString();
    const ordered = pending
      .map((p) => ({ ...p, id: randomUUID(), at: p.message.timestamp ?? now }))
      .sort((a, b) => a.at.localeCompare(b.at) || a.index - b.index);
    for (let i = 0; i < ordered.length; i += MESSAGES_PER_TRANSACTION) {
      await ctx.pause();
      await appendMessages(
        ctx,
        sessions.get(localSession)!,
        ordered.slice(i, i + MESSAGES_PER_TRANSACTION),
      );
    }
  }
}

type Ordered = Pending & { id: string; at: string };

/**
 * Claims messages and appends the ones claimed to their conversation, in one transaction. The
 * conversation keeps at most CHAT_LIMITS.messagesPerSession messages: those past it (the newest)
 * are reported and neither claimed nor stored.
 */
async function appendMessages(ctx: MigrationContext, sessionId: string, pending: Ordered[]) {
  const { userId, report } = ctx;
  const now = ctx.now.toISOString();
  try {
    const { stored, over } = await inTransaction(ctx, 'message', async (trx) => {
      const room = await chatMessageRoom(trx, userId, sessionId);
      if (room === null) throw new Error('The chat session is gone');
      const fits = pending.slice(0, room);
      const claims = fits.map((p) => ({ sourceId: p.message.id, targetId: p.id }));
      const claimed = await claimSources(trx, userId, 'message', claims, now);
      const mine = fits.filter((p) => claimed.has(p.message.id));
      const rows = mine.map((p) => ({
        id: p.id,
        role: p.message.role,
        content: p.message.content,
        createdAt: p.at,
      }));
      if (rows.length > 0) await importChatMessages(trx, userId, sessionId, rows);
      return { stored: mine.length, over: pending.slice(room) };
    });
    report.imported('message', stored);
    report.skip('message', pending.length - over.length - stored);
    for (const p of over) report.fail('message', p.index, 'chatSessionFull', p.message.id);
  } catch (error) {
    for (const p of pending) report.fail('message', p.index, 'notStored', p.message.id);
    ctx.log(error, 'message', pending[0]!.index);
  }
}
