import { TextInput } from '@mantine/core';
import { emailField, passwordField, validationMessages as m } from '@t1d/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { renderWithProviders } from '../../test/render';
import { i18n } from '../i18n/i18n';
import { contractRules } from './contractRules';
import { lazyRules, type LazyRules } from './lazyRules';
import { useWireForm } from './useWireForm';

type Values = { email: string; password: string; confirm_password: string };

const validate = contractRules<Values>(z.object({ email: emailField, password: passwordField }), {
  extra: (values) => ({ confirm_password: values.confirm_password === values.password ? undefined : m.passwordsDoNotMatch }),
});

/** A form as the app builds them; a server verdict arrives on submit when `verdict` is given. */
function Form({
  verdict,
  rules = validate,
}: {
  verdict?: { field: string; message: string };
  rules?: typeof validate | LazyRules<Values>;
}) {
  const form = useWireForm<Values>({ initialValues: { email: '', password: '', confirm_password: '' }, validate: rules });
  const submit = form.onSubmit(() => {
    if (verdict) form.setFieldError(verdict.field, verdict.message);
  });
  return (
    <form noValidate onSubmit={submit}>
      <TextInput label="Email" {...form.getInputProps('email')} />
      <TextInput label="Password" {...form.getInputProps('password')} />
      <TextInput label="Confirm" {...form.getInputProps('confirm_password')} />
      <button type="submit">Go</button>
    </form>
  );
}

const input = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe('useWireForm', () => {
  it('names each input as on the wire', () => {
    renderWithProviders(<Form />);
    expect(input('Email').getAttribute('name')).toBe('email');
    expect(input('Confirm').getAttribute('name')).toBe('confirm_password');
  });

  it('judges a field once it is left with something in it, then as you type', () => {
    renderWithProviders(<Form />);
    fireEvent.blur(input('Email'));
    expect(screen.queryByText('Email is required')).toBeNull();
    type('Email', 'parent@');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    fireEvent.blur(input('Email'));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    type('Email', 'parent@example.com');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });

  it('judges every field after a submit, and the confirmation follows the password', () => {
    renderWithProviders(<Form />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    type('Confirm', 'secret1');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    type('Password', 'secret1');
    expect(screen.queryByText('Passwords do not match')).toBeNull();
  });

  it('keeps a server verdict on its field until that field changes', () => {
    renderWithProviders(<Form verdict={{ field: 'email', message: m.emailInvalid }} />);
    type('Email', 'parent@example.com');
    type('Password', 'secret1');
    type('Confirm', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    type('Password', 'secret12');
    fireEvent.blur(input('Email'));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    type('Email', 'parent@example.org');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });

  it('shows the contract’s texts in the current language, re-worded on a switch', async () => {
    renderWithProviders(<Form />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    await act(() => i18n.changeLanguage('zh'));
    expect(screen.getByText('请输入电子邮箱')).toBeTruthy();
  });

  describe('with rules fetched on first use', () => {
    /** Rules whose module arrives only when `arrive` is called. */
    function slowRules() {
      let arrive = () => {};
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const load = vi.fn(() => arrived.then(() => validate));
      return { rules: lazyRules<Values>(load), load, arrive: () => act(async () => arrive()) };
    }

    it('fetches them when a field is focused, not before', () => {
      const { rules, load } = slowRules();
      renderWithProviders(<Form rules={rules} />);
      expect(load).not.toHaveBeenCalled();
      fireEvent.focus(input('Email'));
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('judges a field left before they arrive once they do', async () => {
      const { rules, arrive } = slowRules();
      renderWithProviders(<Form rules={rules} />);
      fireEvent.focus(input('Email'));
      type('Email', 'parent@');
      fireEvent.blur(input('Email'));
      expect(screen.queryByText('Please enter a valid email address')).toBeNull();
      await arrive();
      expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    });

    it('makes a submit wait for them, then judges every field', async () => {
      const { rules, arrive } = slowRules();
      const submitted = vi.fn();
      function SubmittingForm() {
        const form = useWireForm<Values>({ initialValues: { email: '', password: '', confirm_password: '' }, validate: rules });
        return (
          <form noValidate onSubmit={form.onSubmit(submitted)}>
            <TextInput label="Email" {...form.getInputProps('email')} />
            <button type="submit">Go</button>
          </form>
        );
      }
      renderWithProviders(<SubmittingForm />);
      fireEvent.click(screen.getByRole('button', { name: 'Go' }));
      expect(screen.queryByText('Email is required')).toBeNull();
      await arrive();
      expect(await screen.findByText('Email is required')).toBeTruthy();
      expect(submitted).not.toHaveBeenCalled();
    });
  });
});
