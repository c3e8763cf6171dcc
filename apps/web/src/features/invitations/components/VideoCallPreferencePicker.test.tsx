import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { videoCallProviders } from './VideoCallLogos';
import { VideoCallPreferencePicker } from './VideoCallPreferencePicker';

const NINE = ['Teams', 'Zoom', 'Webex', 'Skype', 'Discord', 'Meet', 'Facetime', 'WeChat', 'Chime'];

describe('video call preference', () => {
  it('offers the nine services of the spec, in order, each with a logo', () => {
    expect(videoCallProviders.map((provider) => provider.name)).toEqual(NINE);
    renderWithProviders(<VideoCallPreferencePicker value="Zoom" onChange={() => undefined} />);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.textContent)).toEqual(NINE);
    for (const radio of radios) expect(radio.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('marks the chosen service and reports a new choice', async () => {
    const onChange = vi.fn();
    renderWithProviders(<VideoCallPreferencePicker value="Zoom" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Zoom' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Discord' }));
    expect(onChange).toHaveBeenCalledWith('Discord');
  });
});
