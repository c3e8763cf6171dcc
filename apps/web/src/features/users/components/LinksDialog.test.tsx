import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { profileMessages } from '@hgn/domain/messages';
import { DEFAULT_LINK_NAMES, type ProfileLinkJson } from '@hgn/domain/users';
import { renderWithProviders } from '../../../test/render';
import { LinksDialog } from './LinksDialog';

const blog: ProfileLinkJson = { Name: 'Blog', Link: 'blog.example.org' };
const googleDoc: ProfileLinkJson = {
  Name: DEFAULT_LINK_NAMES.googleDoc,
  Link: 'https://docs.google.com/document/d/abc-123',
};
const mediaFolder: ProfileLinkJson = {
  Name: DEFAULT_LINK_NAMES.mediaFolder,
  Link: 'https://dropbox.com/old',
};

function renderLinks({
  personalLinks = [blog],
  adminLinks = [] as ProfileLinkJson[],
  canEditAdminLinks = false,
} = {}) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <ModalsProvider>
      <LinksDialog
        opened
        onClose={onClose}
        personalLinks={personalLinks}
        adminLinks={adminLinks}
        canEditAdminLinks={canEditAdminLinks}
        onApply={onApply}
      />
    </ModalsProvider>,
  );
  return { onApply, onClose, dialog: screen.getByRole('dialog', { name: 'Edit Links' }) };
}

const typeInto = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  await userEvent.type(field, text);
};

describe('edit links dialog', () => {
  it('adds and removes personal links and hands every link back on Update', async () => {
    const { onApply, onClose, dialog } = renderLinks();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove the link Blog' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New link name' }), ' Portfolio ');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'New link URL' }),
      'https://portfolio.example.org/me',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('textbox', { name: 'New link name' })).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(onApply).toHaveBeenCalledWith({
      personalLinks: [{ Name: 'Portfolio', Link: 'https://portfolio.example.org/me' }],
      adminLinks: [
        { Name: DEFAULT_LINK_NAMES.googleDoc, Link: '' },
        { Name: DEFAULT_LINK_NAMES.mediaFolder, Link: '' },
      ],
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses a new link with a bad URL or a name already used, keeping what was typed', async () => {
    const { onApply, dialog } = renderLinks();
    const name = within(dialog).getByRole('textbox', { name: 'New link name' });
    const url = within(dialog).getByRole('textbox', { name: 'New link URL' });
    await userEvent.type(name, 'Portfolio');
    await userEvent.type(url, 'not a link');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(profileMessages.linksInvalid);
    expect(name).toHaveValue('Portfolio');
    expect(url).toHaveValue('not a link');

    await typeInto(name, 'BLOG');
    await typeInto(url, 'https://other.example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(profileMessages.linksInvalid);
    expect(within(dialog).getAllByRole('textbox', { name: 'Name' })).toHaveLength(1);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('takes the message away once the link is corrected', async () => {
    const { onApply, dialog } = renderLinks();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New link name' }), 'Portfolio');
    const newUrl = within(dialog).getByRole('textbox', { name: 'New link URL' });
    await userEvent.type(newUrl, 'portfolio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(profileMessages.linksInvalid);
    await userEvent.type(newUrl, '.example.org');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    const url = within(dialog).getByRole('textbox', { name: 'URL' });
    await typeInto(url, 'blog dot org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(profileMessages.linksInvalid);
    await typeInto(url, 'blog.example.org');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('keeps the dialog open when an existing link is edited into an invalid one', async () => {
    const { onApply, onClose, dialog } = renderLinks();
    await typeInto(within(dialog).getByRole('textbox', { name: 'URL' }), 'blog dot org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(profileMessages.linksInvalid);
    expect(within(dialog).getByRole('textbox', { name: 'URL' })).toHaveValue('blog dot org');
    expect(onApply).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Cancel without handing back the edits', async () => {
    const { onApply, onClose, dialog } = renderLinks();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove the link Blog' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('keeps the admin links to Google Doc and Media Folder, with a Google Docs address for the doc', async () => {
    const { onApply, dialog } = renderLinks({
      adminLinks: [googleDoc, mediaFolder],
      canEditAdminLinks: true,
    });
    // The admin list comes first: Google Doc, then Media Folder; their names cannot be changed or removed.
    const names = within(dialog).getAllByRole('textbox', { name: 'Name' });
    expect(names.slice(0, 2).map((field) => (field as HTMLInputElement).value)).toEqual([
      DEFAULT_LINK_NAMES.googleDoc,
      DEFAULT_LINK_NAMES.mediaFolder,
    ]);
    expect(names[0]).toHaveAttribute('readonly');
    expect(
      within(dialog).queryByRole('button', { name: `Remove the link ${DEFAULT_LINK_NAMES.googleDoc}` }),
    ).not.toBeInTheDocument();

    const [googleDocUrl] = within(dialog).getAllByRole('textbox', { name: 'URL' });
    await typeInto(googleDocUrl!, 'https://example.org/document');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(profileMessages.linksInvalid);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('warns about a changed media folder link and applies it only once confirmed', async () => {
    const { onApply, onClose, dialog } = renderLinks({
      adminLinks: [googleDoc, mediaFolder],
      canEditAdminLinks: true,
    });
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    const mediaUrl = within(dialog).getAllByRole('textbox', { name: 'URL' })[1]!;
    await typeInto(mediaUrl, 'https://drive.google.com/new');
    expect(within(dialog).getByRole('status')).toHaveTextContent(profileMessages.mediaLinkWarning);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    let confirm = await screen.findByRole('dialog', { name: 'Change the media folder link?' });
    expect(confirm).toHaveTextContent(profileMessages.mediaLinkWarning);
    expect(confirm).toHaveTextContent(profileMessages.adminLinkWarning);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(mediaUrl).toHaveValue('https://drive.google.com/new');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    confirm = await screen.findByRole('dialog', { name: 'Change the media folder link?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Change it' }));
    expect(onApply).toHaveBeenCalledWith({
      personalLinks: [blog],
      adminLinks: [googleDoc, { Name: DEFAULT_LINK_NAMES.mediaFolder, Link: 'https://drive.google.com/new' }],
    });
    expect(onClose).toHaveBeenCalled();
  });
});
