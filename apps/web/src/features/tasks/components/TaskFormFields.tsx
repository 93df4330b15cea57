import { Group, NativeSelect, Radio, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useTaskCategories } from '../api/useTasks';
import type { TaskFormValues } from '../taskForm';

/** The create-task inputs, each named as on the wire; every one shows its own error under it. */
export function TaskFormFields({ form }: { form: UseFormReturnType<TaskFormValues> }) {
  const { t } = useTranslation('tasks');
  const categories = useTaskCategories();
  const { values } = form;
  const field = form.getInputProps;
  const choice = (name: 'type' | 'loop_type') => ({
    value: values[name],
    onChange: (value: string) => form.setFieldValue(name, value),
    error: form.getInputProps(name).error,
  });
  const linkOptional = values.type === '4';

  return (
    <Stack gap="md">
      <TextInput {...field('name')} label={t('form.name')} autoComplete="off" />
      <Textarea {...field('desc')} label={t('form.desc')} autosize minRows={2} maxRows={5} />
      <Radio.Group label={t('form.type')} {...choice('type')}>
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
        <TextInput {...field('start_time')} type="datetime-local" label={t('form.starts')} />
        <TextInput {...field('end_time')} type="datetime-local" label={t('form.ends')} />
      </SimpleGrid>
      <NativeSelect
        {...field('goal_category')}
        label={t('form.category')}
        data={[
          { value: '', label: t('form.chooseCategory'), disabled: true },
          ...(categories.data?.list ?? []).map((category) => ({ value: category.id, label: category.name })),
        ]}
      />
      <Radio.Group label={t('form.repeats')} {...choice('loop_type')}>
        <Group gap="lg" mt={6}>
          <Radio value="0" label={t('once')} />
          <Radio value="1" label={t('daily')} />
        </Group>
      </Radio.Group>
      <TextInput
        {...field('coin_amount')}
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
