import { useMutation } from '@tanstack/react-query';
import type { BroadcastEmailsInput, SendEmailsInput } from '@hgn/domain/announcements';
import { call } from '../../../shared/api/call';
import { announcementsEndpoints as announcements } from '../../../shared/api/endpoints/announcements';

export const useSendEmails = () =>
  useMutation({ mutationFn: (input: SendEmailsInput) => call(announcements.send, { body: input }) });

export const useBroadcastEmails = () =>
  useMutation({
    mutationFn: (input: BroadcastEmailsInput) => call(announcements.broadcast, { body: input }),
  });

export const useSubscribe = () =>
  useMutation({ mutationFn: (email: string) => call(announcements.subscribe, { body: { email } }) });

export const useConfirmSubscription = () =>
  useMutation({ mutationFn: (token: string) => call(announcements.confirm, { body: { token } }) });

export const useUnsubscribe = () =>
  useMutation({ mutationFn: (email: string) => call(announcements.unsubscribe, { body: { email } }) });
