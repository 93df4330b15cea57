import { ActionIcon, Alert, Fieldset, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Icon } from '../../../shared/ui/icons';
import type { LinkField } from '../authQuery';

interface InvitationFieldsProps {
  inviteCode: string;
  campaign: string;
  hospital: string;
  checking: boolean;
  errors: { invite_code?: ReactNode; campaign?: ReactNode; hospital?: ReactNode };
  onInfo: () => void;
}

/** A campaign or hospital the link brought that sign-up would refuse was left out: say so, sign-up goes on. */
export function DroppedLinkFields({ fields }: { fields: LinkField[] }) {
  const { t } = useTranslation('auth');
  if (fields.length === 0) return null;
  return (
    <Alert color="warning" variant="light" icon={<Icon name="info" />} title={t('linkFields.droppedTitle')}>
      {fields.map((field) => (
        <Text key={field} size="sm">
          {t(`linkFields.dropped.${field}`)}
        </Text>
      ))}
    </Alert>
  );
}

/**
 * The read-only fields a link fills in; shown only when the link brought some. Titled by where they
 * came from: an invitation link (with an invite code) or a campaign link (a campaign or hospital only).
 */
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
            {inviteCode ? t('invitation.title') : t('linkFields.campaignTitle')}
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
