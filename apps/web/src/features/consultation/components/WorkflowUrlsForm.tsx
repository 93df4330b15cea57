import type { DiabetesUrls } from '@t1d/contract';
import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError } from '../../../shared/api';
import { useServerAction } from '../../../shared/pwa/useServerAction';
import { Icon } from '../../../shared/ui/icons';
import { useFocusFirstInvalid } from '../../../shared/ui/useFocusFirstInvalid';
import { useWireForm } from '../../../shared/wireForm';
import { useSaveUrls } from '../api/useClinicDesk';
import { offerKind, useConsultationOffer } from '../api/useConsultationOffer';
import { changedUrls, urlFieldErrors, urlFields, urlRules, type UrlFormValues } from '../desk';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';

/**
 * The workflow's four web addresses. An empty one goes back to the deployment's default; one that
 * is empty after that is not configured, and parents are told the clinic will contact them instead.
 */
export function WorkflowUrlsForm({ saved }: { saved: DiabetesUrls }) {
  const { t } = useTranslation('consultation');
  const form = useWireForm<UrlFormValues>({ initialValues: { ...saved }, validate: urlRules });
  const save = useSaveUrls();
  const serverAction = useServerAction();
  const [problem, setProblem] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const missing = urlFields.filter((name) => saved[name] === '').length;
  // The booking page is named by what the consultation costs, as the parents' screens name it.
  const offer = useConsultationOffer();
  const label = (name: (typeof urlFields)[number]) =>
    name === 'book_appointment_paid_url'
      ? t(`urls.fields.book_appointment_paid_url.${offerKind(offer)}`, { price: offer?.price })
      : t(`urls.fields.${name}`);

  const submit = form.onSubmit((values) => {
    const changes = changedUrls(saved, values);
    if (Object.keys(changes).length === 0) {
      notifications.show({ color: 'primary', message: t('urls.unchanged') });
      return;
    }
    save.mutate(changes, {
      onSuccess: () => notifications.show({ color: 'primary', message: t('urls.saved') }),
      onError: (error) => {
        if (isSilentError(error)) return;
        const fields = urlFieldErrors(error);
        for (const [field, message] of Object.entries(fields)) form.setFieldError(field, message);
        setProblem(Object.keys(fields).length === 0);
        focusFirstInvalid();
      },
    });
  }, focusFirstInvalid);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    setProblem(false);
    submit(event);
  };

  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-labelledby="desk-urls-title">
      <form ref={formRef} noValidate onSubmit={handleSubmit} aria-labelledby="desk-urls-title">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h4" id="desk-urls-title">
              {t('urls.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('urls.intro')}
            </Text>
            <Text size="sm" fw={600} role="status">
              {missing > 0 ? t('urls.missing', { count: missing }) : t('urls.allSet')}
            </Text>
          </Stack>
          {urlFields.map((name) => (
            <TextInput
              key={name}
              type="url"
              inputMode="url"
              autoComplete="off"
              label={label(name)}
              description={saved[name] === '' ? t('urls.notConfigured') : undefined}
              placeholder="https://"
              leftSection={saved[name] === '' ? <Icon name="alert" size={18} /> : <Icon name="link" size={18} />}
              {...form.getInputProps(name)}
            />
          ))}
          {problem && <ErrorAlert>{t('urls.saveFailed')}</ErrorAlert>}
          <div>
            <Button type="submit" {...serverAction} loading={save.isPending}>
              {t('urls.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
