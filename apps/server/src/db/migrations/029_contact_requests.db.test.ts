import type { Kysely } from 'kysely';
import { describe, expect, test } from '../../test/fixture.js';
import { contactRequests } from './029_contact_requests.js';

describe('migration 029: how the clinic may reach a family that asked', () => {
  test('goes down without the table and its rows, and comes back up empty', async ({ t, parent }) => {
    const db = t.database.db;
    await t.call('DiabetsApprovalForm.requestContact', { phone: '+1 555 0100 99', consent: true }, parent.token);
    const migration = contactRequests(t.database.engine);
    await migration.down!(db as Kysely<any>);
    expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain('consultation_contacts');
    await migration.up(db as Kysely<any>);
    expect(await db.selectFrom('consultation_contacts').selectAll().execute()).toEqual([]);
    // The family asks again on the table as it came back.
    const again = await t.call('DiabetsApprovalForm.requestContact', { email: 'again@example.org', consent: true }, parent.token);
    expect(again.status).toBe(200);
    expect(await db.selectFrom('consultation_contacts').select(['family_id', 'email']).execute()).toEqual([
      { family_id: parent.familyId, email: 'again@example.org' },
    ]);
  });
});
