import { ActionIcon, Fieldset, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/icons';

interface InvitationFieldsProps {
  inviteCode: string;
  campaign: string;
  hospital: string;
  checking: boolean;
  errors: { invite_code?: ReactNode; campaign?: ReactNode; hospital?: ReactNode };
  onInfo: () => void;
}

/** The read-only fields an invitation link fills in; shown only when the link brought some. */
export function InvitationFields({ inviteCode, campaign, hospital, checking, errors, onInfo }: InvitationFieldsProps) {
  const { t } = useTranslation('auth');
  if (!inviteCode && !campaign && !hospital) return null;
  const readOnly = { readOnly: true, variant: 'filled' as const };
  return (
    <Fieldset
      variant="filled"
      legend={
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={600}>
            {t('invitation.title')}
          </Text>
          <ActionIcon variant="subtle" size="sm" aria-label={t('invitation.about')} onClick={onInfo}>
            <Icon name="info" size={18} />
          </ActionIcon>
        </Group>
      }
    >
      <Stack gap="sm">
        {inviteCode && (
          <TextInput
            {...readOnly}
            name="invite_code"
            label={t('fields.inviteCode')}
            value={inviteCode}
            error={errors.invite_code}
            description={checking ? t('invitation.checking') : undefined}
            rightSection={checking ? <Loader size="xs" aria-hidden="true" /> : undefined}
          />
        )}
        {campaign && <TextInput {...readOnly} name="campaign" label={t('fields.campaign')} value={campaign} error={errors.campaign} />}
        {hospital && <TextInput {...readOnly} name="hospital" label={t('fields.hospital')} value={hospital} error={errors.hospital} />}
      </Stack>
    </Fieldset>
  );
}
