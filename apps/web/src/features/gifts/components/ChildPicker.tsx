import type { FamilyMember } from '@t1d/contract';
import { Alert, Button, Group, Paper, Radio, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { Icon } from '../../../shared/ui/icons';

interface ChildPickerProps {
  kids: FamilyMember[];
  value: number | null;
  onChange: (childId: number) => void;
}

/**
 * Who gets the gift: one card per child, a radio group to the keyboard and to screen readers. A
 * family without children is told how to add one.
 */
export function ChildPicker({ kids, value, onChange }: ChildPickerProps) {
  const { t } = useTranslation('gifts');
  if (kids.length === 0)
    return (
      <Alert variant="light" color="primary" icon={<Icon name="info" />} title={t('child.title')}>
        <Text size="sm">{t('child.none')}</Text>
        <Button component={Link} to={paths.familyMembers()} size="xs" mt="sm" leftSection={<Icon name="userPlus" size={16} />}>
          {t('child.addChild')}
        </Button>
      </Alert>
    );

  return (
    <Radio.Group
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      label={
        <Title order={2} size="h4">
          {t('child.title')}
        </Title>
      }
    >
      <Group gap="xs" mt="xs">
        {kids.map((kid) => {
          const checked = value === kid.user_id;
          return (
            <Paper
              key={kid.user_id}
              withBorder
              radius="md"
              px="md"
              py="sm"
              bg={checked ? 'primary.0' : undefined}
              style={{ borderColor: checked ? 'var(--mantine-color-primary-6)' : undefined, flex: '1 1 140px' }}
            >
              <Radio value={String(kid.user_id)} label={kid.name} styles={{ label: { fontWeight: 600, overflowWrap: 'anywhere' } }} />
            </Paper>
          );
        })}
      </Group>
    </Radio.Group>
  );
}
