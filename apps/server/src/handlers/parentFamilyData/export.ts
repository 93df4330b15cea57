import { exportFamily } from '../../families/familyData.js';
import type { Handler } from '../../gateway/context.js';

const exportFamilyData: Handler<'ParentFamilyData.export'> = async (_input, { db, clock, caller }) => ({
  format: 't1d-family-export/1' as const,
  exported_at: clock.now(),
  family_id: caller.familyId,
  tables: await exportFamily(db, caller.familyId),
});

export { exportFamilyData as export };
