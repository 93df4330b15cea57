import { Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLinkChild } from '../api/useAddMember';
import { validateLinkChild, type LinkChildValues } from '../validation';
import { SubmitRow } from './SubmitRow';
import { useAddMemberForm } from './useAddMemberForm';

/** Links a game account the child already has, by its login name. */
export function LinkChildForm() {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const link = useLinkChild();
  const { field, problem, onError, submitWith } = useAddMemberForm<LinkChildValues, 'loginName'>({
    initial: { loginName: '' },
    validate: validateLinkChild,
    serverFields: { child_login_name: 'loginName' },
    failureText: t('failures.linkChild'),
  });

  const handleSubmit = submitWith((values) =>
    link.mutate(
      { child_login_name: values.loginName.trim() },
      {
        onSuccess: (child) => {
          notifications.show({ color: 'primary', message: t('linkChild.done', { name: child.name }) });
          navigate('/family-member-management');
        },
        onError,
      },
    ),
  );

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('linkChild.help')}
        </Text>
        <TextInput
          {...field('loginName')}
          label={t('linkChild.loginName')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <SubmitRow problem={problem} loading={link.isPending} label={t('linkChild.submit')} />
      </Stack>
    </form>
  );
}
