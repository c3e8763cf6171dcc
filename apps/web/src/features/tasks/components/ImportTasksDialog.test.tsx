import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { taskMessages } from '@hgn/domain/tasks';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeTask } from '../../../test/tasks';
import { ImportTasksDialog } from './ImportTasksDialog';

const wbsId = '9a1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e01';
const importPath = `POST /api/task/import/${wbsId}`;

async function pasteRows(rows: string) {
  await userEvent.click(screen.getByRole('textbox', { name: 'Rows' }));
  await userEvent.paste(rows);
  await userEvent.click(screen.getByRole('button', { name: 'Import' }));
}

describe('ImportTasksDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the pasted rows and closes', async () => {
    const onClose = vi.fn();
    const { bodiesOf } = stubServer({
      [importPath]: () => answer(201, [makeTask({ _id: 'a', num: '1', taskName: 'Walls' })]),
    });
    renderInApp(<ImportTasksDialog wbsId={wbsId} onClose={onClose} />);
    await pasteRows('num, name\n1, Walls, Secondary');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodiesOf(importPath)).toEqual([
      { list: [{ num: '1', taskName: 'Walls', priority: 'Secondary' }] },
    ]);
  });

  it('names the bad row before sending, and shows the server’s refusal naming the number', async () => {
    const onClose = vi.fn();
    const { bodiesOf } = stubServer({
      [importPath]: () =>
        answer(400, { code: 'IMPORT_REFUSED', field: 'list', message: taskMessages.importTaken('1') }),
    });
    renderInApp(<ImportTasksDialog wbsId={wbsId} onClose={onClose} />);
    await pasteRows('1, Walls\n2,');
    expect(await screen.findByRole('alert')).toHaveTextContent('Row 2: a task name is required.');
    expect(bodiesOf(importPath)).toHaveLength(0);

    await userEvent.clear(screen.getByRole('textbox', { name: 'Rows' }));
    await pasteRows('1, Walls');
    expect(await screen.findByText(taskMessages.importTaken('1'))).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
