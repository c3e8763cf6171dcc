import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { BADGE_NUMBER_MAX, badgeSchemaMessages, type BadgeDefinitionJson } from '@hgn/domain/badges';
import { limitMessages } from '@hgn/domain/limits';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { BadgeFormDialog } from './BadgeFormDialog';

const badge: BadgeDefinitionJson = {
  _id: '7a0c5b1e-1f2d-4c3b-9a8e-6d5c4b3a2f10',
  badgeName: 'Garden Hero',
  type: 'Minimum Hours Multiple',
  category: 'Unspecified',
  multiple: 2,
  imageUrl: 'https://example.org/garden.png',
  description: 'Twice the commitment.',
  ranking: 4,
  showReport: false,
  project: null,
};

const dialog = (title: string) => screen.getByRole('dialog', { name: title });
const field = (label: string) => within(dialog('Create a badge')).getByRole('textbox', { name: label });
const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('BadgeFormDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for a name and an https or inline image before sending anything', async () => {
    const { fetchMock } = stubServer({});
    renderInApp(<BadgeFormDialog opened onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(field('Name')).toHaveAccessibleDescription(badgeSchemaMessages.nameRequired));

    await userEvent.type(field('Name'), 'Garden Hero');
    await userEvent.type(field('Image URL'), 'http://a.b');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(field('Image URL')).toHaveAccessibleDescription(
        expect.stringContaining(badgeSchemaMessages.imageInvalid),
      ),
    );
    expect(field('Name')).not.toHaveAccessibleDescription(badgeSchemaMessages.nameRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says under a figure out of range what it may be, sends nothing, and clears it once fixed', async () => {
    const { fetchMock, bodiesOf } = stubServer({ 'POST /api/badge': () => answer(201, { ...badge }) });
    renderInApp(<BadgeFormDialog opened onClose={() => undefined} />);
    const outOfRange = limitMessages.wholeNumber(0, BADGE_NUMBER_MAX.ranking);
    await userEvent.type(field('Name'), 'Sunrise');
    await userEvent.clear(field('Ranking'));
    await userEvent.type(field('Ranking'), String(BADGE_NUMBER_MAX.ranking + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() =>
      expect(field('Ranking')).toHaveAccessibleDescription(expect.stringContaining(outOfRange)),
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(field('Ranking'));
    await userEvent.type(field('Ranking'), '2');
    await waitFor(() =>
      expect(field('Ranking')).not.toHaveAccessibleDescription(expect.stringContaining(outOfRange)),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(bodiesOf('POST /api/badge')).toEqual([
        expect.objectContaining({ badgeName: 'Sunrise', ranking: 2 }),
      ]),
    );
  });

  it('creates a badge with the numbers its type is awarded by, then closes', async () => {
    const show = vi.spyOn(notifications, 'show');
    const onClose = vi.fn();
    const { bodiesOf } = stubServer({ 'POST /api/badge': () => answer(201, { ...badge }) });
    renderInApp(<BadgeFormDialog opened onClose={onClose} />);
    expect(screen.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();

    await userEvent.type(field('Name'), ' Chef ');
    await choose('Type', 'Total Hrs in Category');
    await choose('Category', 'Food');
    await userEvent.type(field('Total hours'), '100');
    await userEvent.clear(field('Ranking'));
    await userEvent.type(field('Ranking'), '3');
    await userEvent.type(field('Description'), 'Food work.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show in reports' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodiesOf('POST /api/badge')).toEqual([
      {
        badgeName: 'Chef',
        type: 'Total Hrs in Category',
        category: 'Food',
        totalHrs: 100,
        imageUrl: '',
        ranking: 3,
        description: 'Food work.',
        showReport: true,
      },
    ]);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green' }));
  });

  it('sends an uploaded picture inline, and an emptied ranking as unranked', async () => {
    const { bodiesOf } = stubServer({ 'POST /api/badge': () => answer(201, { ...badge }) });
    const { container } = renderInApp(<BadgeFormDialog opened onClose={() => undefined} />);
    await userEvent.type(field('Name'), 'Sunrise');
    const picker = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('no file input behind the Upload button');
    await userEvent.upload(picker, new File(['png'], 'sunrise.png', { type: 'image/png' }));
    await waitFor(() => expect(field('Image URL')).toHaveValue('data:image/png;base64,cG5n'));
    await userEvent.clear(field('Ranking'));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(bodiesOf('POST /api/badge')).toEqual([
        expect.objectContaining({ badgeName: 'Sunrise', imageUrl: 'data:image/png;base64,cG5n', ranking: 0 }),
      ]),
    );
  });

  it('keeps the dialog and the typed name when another badge has the name, ignoring case', async () => {
    const onClose = vi.fn();
    stubServer({
      'POST /api/badge': () =>
        answer(400, {
          error: badgeSchemaMessages.nameTaken,
          message: badgeSchemaMessages.nameTaken,
          code: 'BADGE_NAME_TAKEN',
          field: 'badgeName',
        }),
    });
    renderInApp(<BadgeFormDialog opened onClose={onClose} />);
    await userEvent.type(field('Name'), 'garden hero');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(field('Name')).toHaveAccessibleDescription(badgeSchemaMessages.nameTaken));
    expect(field('Name')).toHaveValue('garden hero');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("edits a badge with its own values and shows the server's words when refused", async () => {
    const refusal = 'You are not allowed to do this.';
    const { bodiesOf } = stubServer({
      [`PUT /api/badge/${badge._id}`]: () => answer(403, { message: refusal, code: 'FORBIDDEN' }),
    });
    const onClose = vi.fn();
    renderInApp(<BadgeFormDialog badge={badge} opened onClose={onClose} />);
    const form = dialog(`Edit ${badge.badgeName}`);
    expect(within(form).getByRole('textbox', { name: 'Multiple of commitment' })).toHaveValue('2');
    const ranking = within(form).getByRole('textbox', { name: 'Ranking' });
    await userEvent.clear(ranking);
    await userEvent.type(ranking, '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
    expect(bodiesOf(`PUT /api/badge/${badge._id}`)).toEqual([
      {
        badgeName: 'Garden Hero',
        type: 'Minimum Hours Multiple',
        category: 'Unspecified',
        multiple: 2,
        imageUrl: 'https://example.org/garden.png',
        ranking: 1,
        description: 'Twice the commitment.',
        showReport: false,
      },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Cancel or the close button without sending anything', async () => {
    const { fetchMock } = stubServer({});
    const onClose = vi.fn();
    renderInApp(<BadgeFormDialog opened onClose={onClose} />);
    await userEvent.type(field('Name'), 'Half done');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
