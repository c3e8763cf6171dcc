import { useSearchParams } from 'react-router';
import { subscriptionMessages } from '@hgn/domain/messages';
import { serverSentence } from '../../../shared/api/apiError';
import { useUnsubscribe } from '../api/announcementsApi';
import { SubscriptionCard } from '../components/SubscriptionCard';
import { SubscriptionEmailForm } from '../components/SubscriptionEmailForm';
import { SubscriptionResult } from '../components/SubscriptionResult';

/** `/email-unsubscribe?email=`: ends the address's weekly updates when its owner confirms. */
export function EmailUnsubscribePage() {
  const [search] = useSearchParams();
  const unsubscribe = useUnsubscribe();
  return (
    <SubscriptionCard title="Unsubscribe from weekly updates">
      {unsubscribe.isSuccess ? (
        <SubscriptionResult isSuccess message={subscriptionMessages.removed} />
      ) : unsubscribe.isError ? (
        <SubscriptionResult
          isSuccess={false}
          message={serverSentence(unsubscribe.error, subscriptionMessages.notFound)}
        />
      ) : (
        <SubscriptionEmailForm
          label="Unsubscribe"
          submitLabel="Unsubscribe"
          initialEmail={search.get('email') ?? ''}
          submitting={unsubscribe.isPending}
          onSubmit={(email) => unsubscribe.mutate(email)}
        />
      )}
    </SubscriptionCard>
  );
}
