import type { RentalAccountJson } from '@hgn/domain/rentals';
import type { RentalAccountRow } from './rentals.repo.js';

/** The account without its password hash, which never leaves the server. */
export const presentRentalAccount = (row: RentalAccountRow): RentalAccountJson => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
});
