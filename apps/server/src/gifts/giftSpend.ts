import type { GiftOffer, SentGift } from '@t1d/contract';
import type { Db } from '../db/database.js';
import { findMember } from '../db/members.js';
import { lockedOnPostgres } from '../db/rowLocks.js';
import { inLocale, type Locale } from '../domain/locale.js';
import { notFound, Refusal } from '../domain/refusal.js';
import type { FamilyScope } from '../domain/scope.js';
import { familyCoinTotal } from '../economy/coins.js';
import { displayName } from '../domain/memberName.js';
import { inTransaction } from '../db/transactions.js';

export async function giftCatalogue(db: Db, locale: Locale): Promise<GiftOffer[]> {
  const rows = await db.selectFrom('gift_catalogue').selectAll().where('published', '=', 1).orderBy('position').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    item: row.item,
    cost: row.cost,
    icon: row.icon,
    name: inLocale(locale, row.name, row.name_zh),
    description: inLocale(locale, row.description, row.description_zh),
  }));
}

interface GiftRequest {
  childId: number;
  giftId: number;
  requestId: string;
}

/**
 * Spends the gift's price and sends it, in one transaction that holds the family (FOR UPDATE on
 * PostgreSQL; SQLite writes one transaction at a time): the balance is read and spent without
 * another tap in between, so it never goes below zero. The same tap (request id) answers the gift it
 * already sent.
 */
export async function sendGift(db: Db, scope: FamilyScope, request: GiftRequest, now: number): Promise<number> {
  const [offer, child] = await Promise.all([
    db.selectFrom('gift_catalogue').selectAll().where('id', '=', request.giftId).where('published', '=', 1).executeTakeFirst(),
    findMember(db, scope.familyId, request.childId, 'child'),
  ]);
  if (!offer || !child) throw notFound();
  return inTransaction(db, async (trx) => {
    await lockedOnPostgres(trx, trx.selectFrom('families').select('id').where('id', '=', scope.familyId)).execute();
    const earlier = await trx
      .selectFrom('gifts')
      .select(['id', 'child_id', 'item'])
      .where('family_id', '=', scope.familyId)
      .where('request_id', '=', request.requestId)
      .executeTakeFirst();
    if (earlier) {
      if (earlier.child_id !== child.id || earlier.item !== offer.item) throw new Refusal('gift_request_reused');
      return earlier.id;
    }
    if ((await familyCoinTotal(trx, scope.familyId)) < offer.cost) throw new Refusal('not_enough_coins');
    const gift = await trx
      .insertInto('gifts')
      .values({
        family_id: scope.familyId,
        child_id: child.id,
        sender_id: scope.userId,
        item: offer.item,
        cost: offer.cost,
        request_id: request.requestId,
        sent_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('coin_ledger')
      .values({
        family_id: scope.familyId,
        user_id: scope.userId,
        amount: -offer.cost,
        reason: 'gift',
        reason_key: `gift:${gift.id}`,
        title: `${offer.name} → ${displayName(child)}`,
        title_zh: `${offer.name_zh} → ${displayName(child)}`,
        created_at: now,
      })
      .execute();
    return gift.id;
  });
}

function familyGifts(db: Db, familyId: number) {
  return db
    .selectFrom('gifts')
    .innerJoin('users as child', 'child.id', 'gifts.child_id')
    .leftJoin('gift_catalogue as offer', 'offer.item', 'gifts.item')
    .select([
      'gifts.id',
      'gifts.child_id',
      'gifts.item',
      'gifts.cost',
      'gifts.sent_at',
      'gifts.delivered_at',
      'child.login_name',
      'child.real_name',
      'child.email',
      'child.role',
      'offer.name',
      'offer.name_zh',
    ])
    .where('gifts.family_id', '=', familyId);
}

type GiftRow = {
  id: number;
  child_id: number;
  item: string;
  cost: number;
  sent_at: number;
  delivered_at: number | null;
  login_name: string | null;
  real_name: string | null;
  email: string | null;
  role: 'parent' | 'child';
  name: string | null;
  name_zh: string | null;
};

const toSentGift = (row: GiftRow, locale: Locale): SentGift => ({
  gift_id: row.id,
  child_id: row.child_id,
  child_name: displayName(row),
  item: row.item,
  name: row.name ? inLocale(locale, row.name, row.name_zh) : row.item,
  cost: row.cost,
  sent_at: Number(row.sent_at),
  delivered_at: row.delivered_at === null ? null : Number(row.delivered_at),
  status: row.delivered_at === null ? 'sent' : 'delivered',
});

export async function sentGift(db: Db, familyId: number, giftId: number, locale: Locale): Promise<SentGift> {
  const row = await familyGifts(db, familyId).where('gifts.id', '=', giftId).executeTakeFirst();
  if (!row) throw notFound();
  return toSentGift(row, locale);
}

export async function listSentGifts(db: Db, familyId: number, page: { page: number; per_page: number }, locale: Locale) {
  const [rows, { total }] = await Promise.all([
    familyGifts(db, familyId)
      .orderBy('gifts.id', 'desc')
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page)
      .execute(),
    db
      .selectFrom('gifts')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('family_id', '=', familyId)
      .executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map((row) => toSentGift(row, locale)), total: Number(total), page: page.page, per_page: page.per_page };
}
