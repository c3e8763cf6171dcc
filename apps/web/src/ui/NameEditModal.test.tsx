import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { z } from 'zod';
import { ApiError } from '../shared/api/apiError';
import { renderWithProviders } from '../test/render';
import { NameEditModal } from './NameEditModal';

const schema = z.string().trim().min(1, 'Please enter a crew name.');
const takenCode = 'CREW_NAME_TAKEN';

/** An update that answers at once: saved, or refused with `failure`. */
const answering = (failure?: unknown) => ({
  isPending: false,
  mutate: vi.fn(
    (
      _variables: { crewId: string; crewName: string },
      callbacks: { onSuccess: () => void; onError: (failure: unknown) => void },
    ) => (failure === undefined ? callbacks.onSuccess() : callbacks.onError(failure)),
  ),
});

function renderModal(update: ReturnType<typeof answering>) {
  const onClose = vi.fn();
  renderWithProviders(
    <NameEditModal
      title="Edit Garden Crew"
      label="Crew name"
      initialName="Garden Crew"
      schema={schema}
      missingMessage="Please enter a crew name."
      update={update}
      variablesOf={(crewName) => ({ crewId: 'c1', crewName })}
      savedNotice="Crew saved."
      failedNotice="The crew could not be saved."
      takenMessage={(failure, crewName) =>
        failure instanceof ApiError && failure.code === takenCode ? `"${crewName}" is taken.` : undefined
      }
      onClose={onClose}
    >
      <p>More fields</p>
    </NameEditModal>,
  );
  return onClose;
}

const field = () => screen.getByRole('textbox', { name: 'Crew name' });
const rename = async (name: string) => {
  await userEvent.clear(field());
  await userEvent.type(field(), name);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
};

describe('the dialog that edits a name', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts from the name, shows the further fields and checks the name before sending', async () => {
    const update = answering();
    renderModal(update);
    expect(screen.getByRole('dialog', { name: 'Edit Garden Crew' })).toBeInTheDocument();
    expect(field()).toHaveValue('Garden Crew');
    expect(screen.getByText('More fields')).toBeInTheDocument();
    await rename('   ');
    expect(field()).toHaveAccessibleDescription('Please enter a crew name.');
    expect(update.mutate).not.toHaveBeenCalled();
  });

  it('sends the checked name, says it is saved and closes', async () => {
    const show = vi.spyOn(notifications, 'show');
    const update = answering();
    const onClose = renderModal(update);
    await rename(' Orchard Crew ');
    expect(update.mutate).toHaveBeenCalledWith({ crewId: 'c1', crewName: 'Orchard Crew' }, expect.anything());
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', message: 'Crew saved.' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says a taken name on the field, stays open, and forgets it once the name changes', async () => {
    const show = vi.spyOn(notifications, 'show');
    const onClose = renderModal(answering(new ApiError(409, 'Conflict', { code: takenCode })));
    await rename('Kitchen Team');
    expect(field()).toHaveAccessibleDescription('"Kitchen Team" is taken.');
    expect(show).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.type(field(), 's');
    expect(field()).not.toHaveAccessibleDescription();
  });

  it.each([
    ['in the server’s words', new ApiError(403, 'Forbidden', { message: 'You may not.' }), 'You may not.'],
    [
      'in its own words when the server gives none',
      new ApiError(400, 'Bad Request', {}),
      'The crew could not be saved.',
    ],
  ])('tells of another refusal %s, keeping the name', async (_, failure, said) => {
    const show = vi.spyOn(notifications, 'show');
    const onClose = renderModal(answering(failure));
    await rename('Orchard Crew');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: said }));
    expect(field()).toHaveValue('Orchard Crew');
    expect(field()).not.toHaveAccessibleDescription();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds no notice of its own to a failure the API client already reported', async () => {
    const show = vi.spyOn(notifications, 'show');
    const onClose = renderModal(answering(new ApiError(0, 'Network failure', undefined)));
    await rename('Orchard Crew');
    expect(show).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
