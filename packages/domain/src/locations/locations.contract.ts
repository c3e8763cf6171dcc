// The location lookup behind "Get Time Zone", declared once: the server registers these, the tests
// parse their answers with them and the web app calls them (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { setupTokenInput } from '../auth/setup.schema';
import { defineContract, errorCodes, guard } from '../contracts';
import { locationLookupResult } from './locationJson';
import type { LocationsErrorCode } from './locations.errors';

const refusals = errorCodes<LocationsErrorCode>();
const locationParams = z.object({ location: z.string().max(200) });

export const locationsContract = {
  lookup: defineContract({
    method: 'GET',
    path: '/timezone/:location',
    summary: 'The places a typed location can mean, most populous first, with their time zones',
    guard: guard.signedIn,
    errors: refusals('LOCATION_NOT_FOUND'),
    params: locationParams,
    response: locationLookupResult,
  }),
  // The set-up page looks up a location before its account exists: the invitation link is the proof.
  lookupForSetup: defineContract({
    method: 'POST',
    path: '/timezone/:location',
    guard: guard.public,
    errors: refusals('LOCATION_NOT_FOUND'),
    params: locationParams,
    body: setupTokenInput,
    response: locationLookupResult,
  }),
};
