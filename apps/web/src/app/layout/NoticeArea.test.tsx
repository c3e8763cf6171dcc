import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { cleanNotifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { toastError } from '../../ui/notify';
import { theme } from '../../shared/theme/theme';
import { NoticeArea } from './NoticeArea';

describe('NoticeArea', () => {
  afterEach(() => act(() => cleanNotifications()));

  it('shows nothing, and loads no container, until the first notice', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <NoticeArea />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => toastError('The server could not be reached.'));
    expect(await screen.findByText('The server could not be reached.')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });

  it('shows a notice given before it was rendered', async () => {
    act(() => toastError('Given first.'));
    render(
      <MantineProvider theme={theme} env="test">
        <NoticeArea />
      </MantineProvider>,
    );
    expect(await screen.findByText('Given first.')).toBeInTheDocument();
  });
});
