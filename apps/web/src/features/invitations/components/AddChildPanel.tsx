import { SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { CreateChildForm } from './CreateChildForm';
import { InviteChildForm } from './InviteChildForm';
import { LinkChildForm } from './LinkChildForm';

type Way = 'create' | 'link' | 'invite';

/** A child joins by a new account made here, an account they already have, or an e-mailed invitation. */
export function AddChildPanel() {
  const { t } = useTranslation('invitations');
  const [way, setWay] = useState<Way>('create');
  // Three choices side by side do not fit a phone's width; stacked, each label stays whole.
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Stack gap="md">
      <SegmentedControl
        fullWidth
        orientation={narrow ? 'vertical' : 'horizontal'}
        value={way}
        onChange={(value) => setWay(value as Way)}
        aria-label={t('child.waysLabel')}
        data={[
          { value: 'create', label: t('child.create') },
          { value: 'link', label: t('child.link') },
          { value: 'invite', label: t('child.invite') },
        ]}
      />
      {way === 'create' && <CreateChildForm />}
      {way === 'link' && <LinkChildForm />}
      {way === 'invite' && <InviteChildForm />}
    </Stack>
  );
}
