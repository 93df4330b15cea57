import { callCommand, useCommandMutation, useCommandQuery } from '../../../shared/api';

// The family page explains these failures in place.
const handledHere = { meta: { handlesErrors: true } };

/** Everything the service holds about the family, saved as a JSON file on this device. */
export async function downloadFamilyData(): Promise<string> {
  const data = await callCommand('ParentFamilyData.export', {});
  const day = new Date(data.exported_at * 1000).toISOString().slice(0, 10);
  const name = `t1d-family-${data.family_id}-${day}.json`;
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the address is not needed after.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}

/** What deleting the family would take away; read afresh each time the dialog opens. */
export function useDeletionPreview() {
  return useCommandQuery('ParentFamilyData.deletionPreview', {}, { staleTime: 0, ...handledHere });
}

/** Deletes the family; the caller leaves the family's screens, then forgets the session that went with it. */
export function useDeleteFamily() {
  return useCommandMutation('ParentFamilyData.deleteFamily', handledHere);
}
