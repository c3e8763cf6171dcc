import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMessages } from '@hgn/domain/messages';
import { renderWithProviders } from '../../../test/render';
import { ProfilePictureDrop } from './ProfilePictureDrop';

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const png = (bytes: number) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

describe('profile picture drop', () => {
  it('previews a chosen picture as a data URL', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ProfilePictureDrop value={undefined} onChange={onChange} />);
    await userEvent.upload(fileInput(), png(100));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png;base64,/)),
    );
  });

  it('refuses a picture over 50 KB', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ProfilePictureDrop value={undefined} onChange={onChange} />);
    await userEvent.upload(fileInput(), png(51 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent(setupMessages.fileTooLarge);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a dropped file of another type', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ProfilePictureDrop value={undefined} onChange={onChange} />);
    const zone = screen.getByText(/Drop a png, jpeg or jpg/).closest('div[class*="Paper"]') as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'me.gif', { type: 'image/gif' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(setupMessages.fileTypeNotPermitted);
    expect(onChange).not.toHaveBeenCalled();
  });
});
