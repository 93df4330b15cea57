import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { reasonText } from '../i18n';
import { Icon } from './icons';
import { PageHeader } from './PageHeader';

/** Why a console read shows nothing to someone without the operator role. */
export function OperatorRequired({ children }: { children?: ReactNode }) {
  return (
    <Alert color="danger" variant="light" icon={<Icon name="ban" />} role="alert" title={reasonText('operator_required')}>
      {children}
    </Alert>
  );
}

/** A console page opened by someone without the operator role: its title, and why it shows nothing. */
export function OperatorOnly({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap="lg" py="md">
      <PageHeader title={title} back={null} />
      <OperatorRequired>{children}</OperatorRequired>
    </Stack>
  );
}
