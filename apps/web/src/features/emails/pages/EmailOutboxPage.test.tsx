import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OutboxMessageJson, OutboxPageJson } from '@hgn/domain/emails';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { OutboxMessageView } from '../components/OutboxMessageView';
import { EmailOutboxPage } from './EmailOutboxPage';

// 02:30 UTC on Sunday is still Saturday evening in Los Angeles, and the fall change is past.
const message: OutboxMessageJson = {
  _id: 'm-1',
  to: ['sam@example.org'],
  cc: [],
  bcc: [],
  replyTo: null,
  subject: 'Your requested time off has been scheduled!',
  text: 'From: 11/29/2026',
  html: '',
  status: 'sent',
  attempts: 1,
  createdAt: '2026-11-22T02:30:00.000Z',
  sentAt: '2026-11-22T02:31:00.000Z',
  nextAttemptAt: '2026-11-22T02:30:00.000Z',
  lastError: null,
};

describe('EmailOutboxPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows when each message was made on the Pacific clock, saying so once in the heading', async () => {
    const page: OutboxPageJson = { items: [message], total: 1, page: 1, pageSize: 25 };
    stubServer({ 'GET /api/emailoutbox': () => answer(200, page) });
    renderInApp(<EmailOutboxPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Created (Pacific time)' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '11/21/2026 6:30 PM' })).toBeInTheDocument();
  });

  it('labels each time of one message, where no heading does', () => {
    renderInApp(<OutboxMessageView message={message} />);
    expect(screen.getByText('11/21/2026 6:30 PM PT')).toBeInTheDocument();
    expect(screen.getByText('11/21/2026 6:31 PM PT')).toBeInTheDocument();
  });
});
