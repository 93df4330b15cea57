import { availableSections } from '@t1d/contract';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { moveSection, type ConfigDraft } from '../draft';
import { SectionOrderList } from '../SectionOrderList';

/** The editor's list of every section, moved by its buttons (and by its handles once they drag). */
export function SectionEditor() {
  const [draft, setDraft] = useState({ sections: availableSections.map((section) => ({ id: section.id, enabled: true })) } as ConfigDraft);
  return (
    <SectionOrderList
      sections={draft.sections}
      conditions={{}}
      onMove={(from, to) => setDraft(moveSection(draft, from, to))}
      onToggle={() => undefined}
    />
  );
}

/** The rows' texts, top to bottom. */
export const rowTexts = () =>
  within(screen.getByRole('list', { name: 'Sections in their order' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);
