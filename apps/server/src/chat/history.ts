import type { ChatCitation, ChatMessage } from '@t1d/contract';
import type { Db } from '../db/database.js';
import type { ChatAnswerKind, ChatRole } from '../db/librarySchema.js';
import type { Lang } from './passages.js';

type Row = { id: number; role: ChatRole; kind: ChatAnswerKind; body: string; citations: string; created_at: number };

const toMessage = (row: Row): ChatMessage => ({
  id: row.id,
  role: row.role,
  kind: row.kind,
  body: row.body,
  citations: JSON.parse(row.citations) as ChatCitation[],
  created_at: Number(row.created_at),
});

export async function saveMessage(
  db: Db,
  userId: number,
  message: { role: ChatRole; kind: ChatAnswerKind; lang: Lang; body: string; citations: ChatCitation[] },
  now: number,
): Promise<ChatMessage> {
  const row = await db
    .insertInto('chat_messages')
    .values({
      user_id: userId,
      role: message.role,
      kind: message.kind,
      lang: message.lang,
      body: message.body,
      citations: JSON.stringify(message.citations),
      created_at: now,
    })
    .returning(['id', 'role', 'kind', 'body', 'citations', 'created_at'])
    .executeTakeFirstOrThrow();
  return toMessage(row);
}

/** The parent's latest `limit` messages, oldest first. */
export async function chatHistory(db: Db, userId: number, limit: number): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['id', 'role', 'kind', 'body', 'citations', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map(toMessage);
}

export async function deleteChatHistory(db: Db, userId: number): Promise<number> {
  const result = await db.deleteFrom('chat_messages').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
