import { benchAccounts } from '../dataset/accounts.js';
import { probe } from '../lib/load.js';
import { signInForBench } from './measure.js';

export type SignedInVolunteer = { userId: string; email: string; token: string };

type ListedUser = { _id: string; email: string; role: string; isActive: boolean };

// Each sign-in verifies an argon2id hash on one of the server's worker threads: as in `login`, more at
// once than that would only queue.
const SIGN_IN_CONCURRENCY = 4;

/** The n-th sign-in's client address: the sign-in limit counts per address, so each has its own. */
const clientAddress = (n: number) => `198.20.${(n >> 8) & 255}.${n & 255}`;

/**
 * The first `count` active Volunteers of the organisation by e-mail (the Owner lists everyone), each
 * signed in with a session of their own, as that many people at their own computers.
 */
export async function signInVolunteers(baseUrl: string, count: number): Promise<SignedInVolunteer[]> {
  const ownerToken = await signInForBench(baseUrl, benchAccounts.owner.email);
  const response = await probe(`${baseUrl}/api/userprofile`, { headers: { authorization: ownerToken } });
  const volunteers = ((await response.json()) as ListedUser[])
    .filter((user) => user.isActive && user.role === 'Volunteer')
    .sort((a, b) => a.email.localeCompare(b.email))
    .slice(0, count);
  if (volunteers.length < count)
    throw new Error(`the organisation has ${volunteers.length} active Volunteers; ${count} are needed`);
  const signedIn: SignedInVolunteer[] = [];
  let next = 0;
  const signInNext = async () => {
    while (next < volunteers.length) {
      const n = next++;
      const { _id: userId, email } = volunteers[n]!;
      signedIn[n] = { userId, email, token: await signInForBench(baseUrl, email, clientAddress(n)) };
    }
  };
  await Promise.all(Array.from({ length: SIGN_IN_CONCURRENCY }, signInNext));
  return signedIn;
}
