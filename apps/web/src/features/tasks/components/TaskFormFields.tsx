import { Group, NativeSelect, Radio, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useFieldProps } from '../../../shared/form/useFieldProps';
import { useTranslateMessage } from '../../../shared/i18n';
import type { FieldErrors } from '../../../shared/form/useValidatedForm';
import { useTaskCategories } from '../api/useTasks';
import type { TaskFormValues } from '../taskForm';

interface FieldsProps {
  values: TaskFormValues;
  errors: FieldErrors<TaskFormValues>;
  field: ReturnType<typeof useFieldProps<TaskFormValues>>;
  setField: (name: keyof TaskFormValues, value: string) => void;
}

/** The create-task inputs; every one shows its own error under it. */
export function TaskFormFields({ values, errors, field, setField }: FieldsProps) {
  const { t } = useTranslation('tasks');
  const translateMessage = useTranslateMessage();
  const categories = useTaskCategories();
  const errorOf = (name: keyof TaskFormValues) => (errors[name] ? translateMessage(errors[name]) : undefined);
  const linkOptional = values.type === '4';

  return (
    <Stack gap="md">
      <TextInput {...field('name')} label={t('form.name')} autoComplete="off" />
      <Textarea {...field('desc')} label={t('form.desc')} autosize minRows={2} maxRows={5} />
      <Radio.Group label={t('form.type')} value={values.type} onChange={(value) => setField('type', value)} error={errorOf('type')}>
        <Group gap="lg" mt={6}>
          <Radio value="1" label={t('type.website')} />
          <Radio value="2" label={t('type.video')} />
          <Radio value="4" label={t('type.other')} />
        </Group>
      </Radio.Group>
      <TextInput
        {...field('content')}
        type="url"
        inputMode="url"
        label={linkOptional ? t('form.linkOptional') : t('form.link')}
        description={t(values.type === '2' ? 'form.linkVideoHelp' : 'form.linkHelp')}
        placeholder="https://"
        autoComplete="url"
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput {...field('startTime')} type="datetime-local" label={t('form.starts')} />
        <TextInput {...field('endTime')} type="datetime-local" label={t('form.ends')} />
      </SimpleGrid>
      <NativeSelect
        {...field('category')}
        label={t('form.category')}
        data={[
          { value: '', label: t('form.chooseCategory'), disabled: true },
          ...(categories.data?.list ?? []).map((category) => ({ value: category.id, label: category.name })),
        ]}
      />
      <Radio.Group label={t('form.repeats')} value={values.loopType} onChange={(value) => setField('loopType', value)} error={errorOf('loopType')}>
        <Group gap="lg" mt={6}>
          <Radio value="0" label={t('once')} />
          <Radio value="1" label={t('daily')} />
        </Group>
      </Radio.Group>
      <TextInput
        {...field('coins')}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        label={t('form.coins')}
        description={t('form.coinsHelp')}
        w={{ base: '100%', xs: 280 }}
      />
    </Stack>
  );
}
