import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { profileMessages } from '@hgn/domain/messages';
import { PICTURE_FILE_MAX_BYTES } from '@hgn/domain/users';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { resizeToFit } from '../model/pictureResize';
import { ProfilePictureEditor } from './ProfilePictureEditor';

// jsdom draws nothing, so the shrinking itself is left to the browser test; here it is a stand-in.
vi.mock('../model/pictureResize', () => ({ resizeToFit: vi.fn() }));

const PICTURE = 'PUT /api/userprofile/u1/picture';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (bytes: number) => {
  const content = new Uint8Array(bytes);
  content.set(PNG_SIGNATURE);
  return new File([content], 'me.png', { type: 'image/png' });
};

function renderEditor(profilePic = '') {
  renderInApp(<ProfilePictureEditor userId="u1" profilePic={profilePic} firstName="Ana" lastName="Lima" />);
}

const choose = (file: File) => userEvent.upload(screen.getByLabelText('Profile picture file'), file);
const refusal = () => screen.findByRole('dialog', { name: profileMessages.pictureErrorTitle });

describe('profile picture editor', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.mocked(resizeToFit).mockReset();
  });

  it('refuses a dropped file that is not a png, jpeg or jpg, and Close sends nothing', async () => {
    const { fetchMock } = stubServer({});
    renderEditor();
    fireEvent.drop(screen.getByTestId('profile-picture-drop'), {
      dataTransfer: { files: [new File(['GIF89a'], 'me.gif', { type: 'image/gif' })] },
    });
    const dialog = await refusal();
    expect(dialog).toHaveTextContent(profileMessages.pictureTypeNotPermitted);
    expect(within(dialog).queryByRole('button', { name: 'Resize' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads a small picture at once as a data URL', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { bodiesOf } = stubServer({
      [PICTURE]: () => answer(200, { profilePic: '/api/userprofile/u1/picture?v=1' }),
    });
    renderEditor();
    await choose(png(PICTURE_FILE_MAX_BYTES));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Profile picture updated.' })),
    );
    const bodies = bodiesOf(PICTURE);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toHaveProperty(
      'profilePic',
      expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/),
    );
  });

  it('shows the server’s refusal of the picture’s content under the picture error title', async () => {
    const show = vi.spyOn(notifications, 'show');
    stubServer({
      [PICTURE]: () =>
        answer(415, {
          message: profileMessages.pictureTypeNotPermitted,
          code: 'PICTURE_TYPE_NOT_PERMITTED',
          field: 'profilePic',
        }),
    });
    renderEditor();
    await choose(new File(['not really a picture'], 'renamed.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'red',
          title: profileMessages.pictureErrorTitle,
          message: profileMessages.pictureTypeNotPermitted,
        }),
      ),
    );
  });

  it('offers to resize a picture over 50 KB and uploads the smaller copy', async () => {
    const smaller = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
    vi.mocked(resizeToFit).mockResolvedValue(smaller);
    const { bodiesOf } = stubServer({
      [PICTURE]: () => answer(200, { profilePic: '/api/userprofile/u1/picture?v=2' }),
    });
    renderEditor();
    const large = png(PICTURE_FILE_MAX_BYTES + 1);
    await choose(large);
    const dialog = await refusal();
    expect(dialog).toHaveTextContent(profileMessages.pictureTooLarge);
    expect(bodiesOf(PICTURE)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Resize' }));
    expect(resizeToFit).toHaveBeenCalledWith(large);
    await waitFor(() =>
      expect(bodiesOf(PICTURE)).toEqual([{ profilePic: 'data:image/jpeg;base64,/9j/4A==' }]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the picture cannot be made small enough', async () => {
    vi.mocked(resizeToFit).mockResolvedValue(null);
    const { fetchMock } = stubServer({});
    renderEditor();
    await choose(png(PICTURE_FILE_MAX_BYTES + 1));
    await userEvent.click(within(await refusal()).getByRole('button', { name: 'Resize' }));
    const dialog = await refusal();
    await waitFor(() =>
      expect(dialog).toHaveTextContent('The picture could not be resized. Please choose another file.'),
    );
    expect(within(dialog).queryByRole('button', { name: 'Resize' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('removes the current picture', async () => {
    const { fetchMock } = stubServer({
      'DELETE /api/userprofile/u1/picture': () => answer(200, { profilePic: '' }),
    });
    renderEditor('/api/userprofile/u1/picture?v=1');
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/userprofile/u1/picture',
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
  });
});
