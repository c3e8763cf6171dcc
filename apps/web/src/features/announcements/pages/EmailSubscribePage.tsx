import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Center, Loader, Text } from '@mantine/core';
import { subscriptionMessages } from '@hgn/domain/messages';
import { serverSentence } from '../../../shared/api/apiError';
import { useConfirmSubscription, useSubscribe } from '../api/announcementsApi';
import { SubscriptionCard } from '../components/SubscriptionCard';
import { SubscriptionEmailForm } from '../components/SubscriptionEmailForm';
import { SubscriptionResult } from '../components/SubscriptionResult';

/** Confirms the subscription the link's token names, once. */
function Confirmation({ token }: { token: string }) {
  const confirm = useConfirmSubscription();
  const { mutate } = confirm;
  useEffect(() => mutate(token), [mutate, token]);
  if (confirm.isSuccess) return <SubscriptionResult isSuccess message={subscriptionMessages.confirmed} />;
  if (confirm.isError)
    return (
      <SubscriptionResult
        isSuccess={false}
        message={serverSentence(confirm.error, subscriptionMessages.expired)}
      />
    );
  return (
    <Center py="md">
      <Loader aria-label="Confirming your subscription" />
    </Center>
  );
}

/** Asks for an address and e-mails it a confirmation link. */
function Subscription() {
  const subscribe = useSubscribe();
  if (subscribe.isSuccess)
    return (
      <SubscriptionResult
        isSuccess
        message={`${subscriptionMessages.confirmationSent}: please open the link we sent to confirm your subscription within 24 hours.`}
      />
    );
  if (subscribe.isError)
    return (
      <SubscriptionResult
        isSuccess={false}
        message={serverSentence(subscribe.error, subscriptionMessages.exists)}
      />
    );
  return (
    <>
      <Text size="sm">
        Enter your e-mail address and we will send you a link to confirm your subscription.
      </Text>
      <SubscriptionEmailForm
        label="Subscribe"
        submitLabel="Subscribe"
        submitting={subscribe.isPending}
        onSubmit={(email) => subscribe.mutate(email)}
      />
    </>
  );
}

/** `/email-subscribe`: the subscription form, or with `?token=` the confirmation of one. */
export function EmailSubscribePage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  // "Enter New Email" opens this page again: a new visit starts from an empty form.
  const { key } = useLocation();
  return (
    <SubscriptionCard title="Subscribe to weekly updates">
      {token ? <Confirmation key={token} token={token} /> : <Subscription key={key} />}
    </SubscriptionCard>
  );
}
