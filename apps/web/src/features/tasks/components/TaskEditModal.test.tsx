import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Actor } from '@hgn/domain/permissions';
import { taskMessages } from '@hgn/domain/tasks';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeTask } from '../../../test/tasks';
import { TaskEditModal, type TaskFormTarget } from './TaskEditModal';

const wbsId = '9a1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e01';
const owner: Actor = {
  userId: '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0099',
  role: 'Owner',
  permissions: new Set(['postTask', 'updateTask']),
};
const gutters = '7b000000-0000-4000-8000-000000000009';
const roof = makeTask({ _id: '7b000000-0000-4000-8000-000000000002', num: '2', taskName: 'Roof', __v: 3 });

function openForm(target: TaskFormTarget, onClose = vi.fn()) {
  renderInApp(
    <TaskEditModal
      wbsId={wbsId}
      actor={owner}
      openAs="edit"
      target={target}
      onReload={() => Promise.resolve()}
      onClose={onClose}
    />,
  );
  return onClose;
}

const dialog = (name: string) => screen.getByRole('dialog', { name });

describe('TaskEditModal', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says under the name what the task schema refuses, sends nothing, and clears it once fixed', async () => {
    const { fetchMock, bodiesOf } = stubServer({
      [`POST /api/task/${wbsId}`]: () =>
        answer(201, makeTask({ _id: gutters, num: '2.1', taskName: 'Gutters', mother: roof._id })),
    });
    openForm({ kind: 'create', mother: roof });
    const form = dialog('Add a subtask to 2.0.0.0 Roof');
    const name = within(form).getByRole('textbox', { name: /Task name/ });
    await userEvent.click(within(form).getByRole('button', { name: 'Add task' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription(taskMessages.nameRequired));
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(name, 'Gutters');
    await waitFor(() => expect(name).not.toHaveAccessibleDescription(taskMessages.nameRequired));
    await userEvent.click(within(form).getByRole('button', { name: 'Add task' }));
    await waitFor(() =>
      expect(bodiesOf(`POST /api/task/${wbsId}`)).toEqual([
        expect.objectContaining({ taskName: 'Gutters', mother: roof._id }),
      ]),
    );
  });

  it("shows a refused addition above the form in the server's words and keeps the dialog", async () => {
    stubServer({
      [`POST /api/task/${wbsId}`]: () => answer(400, { code: 'TOO_DEEP', message: taskMessages.tooDeep }),
    });
    const onClose = openForm({ kind: 'create', mother: roof });
    const form = dialog('Add a subtask to 2.0.0.0 Roof');
    await userEvent.type(within(form).getByRole('textbox', { name: /Task name/ }), 'Gutters');
    await userEvent.click(within(form).getByRole('button', { name: 'Add task' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(taskMessages.tooDeep);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('estimates the hours from the three typed and sends them with the version read', async () => {
    const { bodiesOf } = stubServer({
      [`PUT /api/task/update/${roof._id}`]: () => answer(201, { ...roof, __v: 4 }),
    });
    const onClose = openForm({ kind: 'edit', task: roof });
    const form = dialog('2.0.0.0 Roof');
    for (const [label, hours] of [
      ['Best-case hours', '2.5'],
      ['Worst-case hours', '8'],
      ['Most likely hours', '4'],
    ] as const) {
      const input = within(form).getByRole('textbox', { name: label });
      await userEvent.clear(input);
      await userEvent.type(input, hours);
    }
    expect(within(form).getByRole('textbox', { name: 'Estimated hours' })).toHaveValue('4.42');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodiesOf(`PUT /api/task/update/${roof._id}`)).toEqual([
      expect.objectContaining({ hoursBest: 2.5, hoursWorst: 8, hoursMost: 4, estimatedHours: 4.42, __v: 3 }),
    ]);
  });
});
