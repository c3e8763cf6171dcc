import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { profileMessages } from '@hgn/domain/messages';
import { ApiError } from '../../../shared/api/apiError';
import { renderWithProviders } from '../../../test/render';
import { SaveChangesButton, showMustSaveFirst, UnsavedChangesWarning } from './SaveChanges';

const saveButton = () => screen.getByRole('button', { name: /^(Save Changes|Saving\.\.\.)$/ });

async function confirmSave() {
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  const confirm = screen.getByRole('dialog', { name: 'Save Changes' });
  expect(confirm).toHaveTextContent('Do you want to save the changes to this profile?');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Save' }));
}

describe('save changes', () => {
  it('can be pressed only when something changed and the form is valid', () => {
    const { rerender } = renderWithProviders(
      <SaveChangesButton isDirty={false} isDisabled={false} onSave={vi.fn()} />,
    );
    expect(saveButton()).toBeDisabled();
    rerender(<SaveChangesButton isDirty isDisabled onSave={vi.fn()} />);
    expect(saveButton()).toBeDisabled();
    rerender(<SaveChangesButton isDirty isDisabled={false} onSave={vi.fn()} />);
    expect(saveButton()).toBeEnabled();
  });

  it('saves nothing when the confirmation is cancelled', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderWithProviders(<SaveChangesButton isDirty isDisabled={false} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Save Changes' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('reads Saving... while the save runs, then says it is done', async () => {
    let finish: () => void = () => undefined;
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<SaveChangesButton isDirty isDisabled={false} onSave={onSave} />);
    await confirmSave();

    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: profileMessages.saving })).toBeDisabled();
    finish();
    const result = await screen.findByRole('dialog', { name: 'Success' });
    expect(result).toHaveTextContent('Your changes have been saved.');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    await userEvent.click(within(result).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    {
      case: 'a refusal in the server’s words',
      error: new ApiError(403, 'Forbidden', { message: profileMessages.editForbidden, code: 'FORBIDDEN' }),
      shown: profileMessages.editForbidden,
    },
    {
      case: 'any other failure in the spec’s sentence',
      error: new ApiError(500, 'Internal Server Error', {}),
      shown: profileMessages.saveError,
    },
  ])('shows $case in the error dialog', async ({ error, shown }) => {
    renderWithProviders(
      <SaveChangesButton isDirty isDisabled={false} onSave={() => Promise.reject(error)} />,
    );
    await confirmSave();
    const result = await screen.findByRole('dialog', { name: profileMessages.saveErrorTitle });
    expect(result).toHaveTextContent(shown);
    expect(within(result).queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('asks for a reload when the profile was changed elsewhere', async () => {
    const stale = 'This profile was changed by someone else. Reload it to see the changes.';
    renderWithProviders(
      <SaveChangesButton
        isDirty
        isDisabled={false}
        onSave={() => Promise.reject(new ApiError(409, 'Conflict', { message: stale, code: 'STALE_WRITE' }))}
      />,
    );
    await confirmSave();
    const result = await screen.findByRole('dialog', { name: 'Reload needed' });
    expect(result).toHaveTextContent(stale);
    expect(within(result).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await userEvent.click(within(result).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reminds of unsaved changes, and says to save first before leaving', async () => {
    const { rerender } = renderWithProviders(
      <ModalsProvider>
        <UnsavedChangesWarning isShown={false} />
      </ModalsProvider>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(
      <ModalsProvider>
        <UnsavedChangesWarning isShown />
      </ModalsProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(profileMessages.unsavedChanges);

    showMustSaveFirst('Dashboard');
    const dialog = await screen.findByRole('dialog', { name: profileMessages.errorTitle('Dashboard') });
    expect(dialog).toHaveTextContent(profileMessages.mustSaveFirst);
  });
});
