import { preferredTimes, type ContactRequest } from '@t1d/contract';
import { Button, Checkbox, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError } from '../../../shared/api';
import { useServerAction } from '../../../shared/pwa/useServerAction';
import { useSession } from '../../../shared/session';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useFocusFirstInvalid } from '../../../shared/ui/useFocusFirstInvalid';
import { useWireForm } from '../../../shared/wireForm';
import { putVerdictsOnFields } from '../../../shared/wireForm/serverVerdicts';
import { useRequestContact } from '../api/useContactRequest';
import { logStepFailure } from '../stepErrors';
import { consentedInput, contactFields, consentLanguageOf, contactFormValues, contactRules, type ContactFormValues } from '../contactForm';

interface ContactRequestFormProps {
  /** The details the family gave before: the form changes them. Absent for a first request. */
  saved: ContactRequest | null | undefined;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * How the clinic may reach the family (ADR 0039): a phone number, an e-mail address (the account's, for
 * a first request) or both, the best time to call, and the parent's consent in the hospital's words
 * (`contact.consent`, one of the texts it edits). Nothing is sent until the box is ticked.
 */
export function ContactRequestForm({ saved, onDone, onCancel }: ContactRequestFormProps) {
  const { t, i18n } = useTranslation('consultation');
  const { user } = useSession();
  const form = useWireForm<ContactFormValues>({ initialValues: contactFormValues(saved, user?.email ?? null), validate: contactRules });
  const request = useRequestContact();
  const serverAction = useServerAction();
  const [problem, setProblem] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const consent = form.getInputProps('consent');

  const submit = form.onSubmit((values) => {
    const input = consentedInput(values, consentLanguageOf(i18n.resolvedLanguage));
    if (!input) {
      // Said here too when the rules could not be fetched (offline): the box decides what is sent.
      form.setFieldError('consent', t('contact.consentRequired', { ns: 'messages' }));
      focusFirstInvalid();
      return;
    }
    request.mutate(input, {
      onSuccess: onDone,
      onError: (error) => {
        if (isSilentError(error)) return;
        logStepFailure('contact', error);
        setProblem(putVerdictsOnFields(form, error, contactFields));
        focusFirstInvalid();
      },
    });
  }, focusFirstInvalid);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    setProblem(false);
    submit(event);
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit}>
      <Stack gap="md">
        <Text size="sm">{t('contact.intro')}</Text>
        <TextInput
          {...form.getInputProps('phone')}
          label={t('contact.phone')}
          description={t('contact.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <TextInput {...form.getInputProps('email')} label={t('contact.email')} type="email" inputMode="email" autoComplete="email" />
        <Radio.Group {...form.getInputProps('preferred_time')} label={t('contact.time')}>
          <Group gap="md" mt={6}>
            {preferredTimes.map((time) => (
              <Radio key={time} value={time} label={t(`contact.times.${time}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Checkbox
          name="consent"
          label={t('contact.consent')}
          checked={form.values.consent === 'given'}
          onChange={(event) => form.setFieldValue('consent', event.currentTarget.checked ? 'given' : '')}
          onFocus={consent.onFocus}
          error={consent.error}
        />
        {problem && <ErrorAlert>{t('contact.failed')}</ErrorAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('contact.cancel')}
          </Button>
          <Button type="submit" {...serverAction} loading={request.isPending}>
            {saved ? t('contact.save') : t('contact.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
