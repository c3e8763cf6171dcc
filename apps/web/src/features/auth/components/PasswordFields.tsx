import { PasswordInput } from '@mantine/core';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/** A required password input registered with the form, its message read out when it is wrong. */
export function PasswordField({
  label,
  autoComplete,
  error,
  registration,
}: {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  error: FieldError | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <PasswordInput
      label={label}
      autoComplete={autoComplete}
      required
      error={error?.message}
      aria-invalid={error ? true : undefined}
      {...registration}
    />
  );
}

/** The new password and its confirmation, as every password change asks for them. */
export function NewPasswordFields({
  registrations,
  errors,
}: {
  registrations: { newpassword: UseFormRegisterReturn; confirmnewpassword: UseFormRegisterReturn };
  errors: { newpassword?: FieldError; confirmnewpassword?: FieldError };
}) {
  return (
    <>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        error={errors.newpassword}
        registration={registrations.newpassword}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmnewpassword}
        registration={registrations.confirmnewpassword}
      />
    </>
  );
}
