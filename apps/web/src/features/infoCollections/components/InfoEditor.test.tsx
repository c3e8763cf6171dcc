import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_INFO_FONT_SIZE,
  INFO_EDITOR_MAX_HEIGHT,
  INFO_EDITOR_MIN_HEIGHT,
} from '@hgn/domain/infoCollections';
import { renderWithProviders } from '../../../test/render';
import { stubTextLayout } from '../../../test/textLayout';
import { InfoEditor } from './InfoEditor';

beforeAll(stubTextLayout);

function renderEditor(initialHtml: string, saving = false) {
  const onSave = vi.fn<(html: string) => void>();
  const onCancel = vi.fn();
  renderWithProviders(
    <InfoEditor
      initialHtml={initialHtml}
      fontSize={DEFAULT_INFO_FONT_SIZE}
      saving={saving}
      onSave={onSave}
      onCancel={onCancel}
    />,
  );
  return { onSave, onCancel, content: () => screen.getByRole('textbox', { name: 'Info content' }) };
}

describe('InfoEditor', () => {
  it('opens on the stored content at the pop-up font size, in a box 180 to 500 pixels high', async () => {
    const { content } = renderEditor('<p>Read the handbook first.</p>');
    expect(await screen.findByRole('textbox', { name: 'Info content' })).toHaveTextContent(
      'Read the handbook first.',
    );
    expect(content().closest('.mantine-Paper-root')).toHaveStyle({
      minHeight: `${INFO_EDITOR_MIN_HEIGHT}px`,
      maxHeight: `${INFO_EDITOR_MAX_HEIGHT}px`,
      fontSize: `${DEFAULT_INFO_FONT_SIZE}px`,
    });
  });

  it('saves what was typed, formatted from the toolbar, as HTML', async () => {
    const { onSave, content } = renderEditor('');
    await userEvent.click(await screen.findByRole('textbox', { name: 'Info content' }));
    await userEvent.type(content(), 'Hello world');
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('<p><strong>Hello world</strong></p>');
  });

  it('turns the text into a bullet list from the toolbar', async () => {
    const { onSave, content } = renderEditor('');
    await userEvent.click(await screen.findByRole('textbox', { name: 'Info content' }));
    await userEvent.type(content(), 'Bring water');
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Bullets' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.stringContaining('<ul><li><p>Bring water</p></li></ul>'));
  });

  it('leaves on Cancel without saving, and cannot save twice while a save is under way', async () => {
    const { onSave, onCancel } = renderEditor('<p>Draft</p>', true);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });
});
