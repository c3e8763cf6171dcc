import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RentalLoginInput, RentalRegisterInput } from '@hgn/domain/rentals';
import { call } from '../../../shared/api/call';
import { rentalsEndpoints as rentals } from '../../../shared/api/endpoints/rentals';
import { readRentalToken, rentalHeaders, writeRentalToken } from '../rentalToken';

// A refused rental call says nothing about the organisation's session: never sign that out for it.
const apart = { onUnauthorized: 'silent' } as const;

export const rentalKeys = { me: ['rentals', 'me'] as const };

export const useRegisterRentalAccount = () =>
  useMutation({ mutationFn: (body: RentalRegisterInput) => call(rentals.register, { body }, apart) });

export const useRentalSignIn = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RentalLoginInput) => call(rentals.login, { body }, apart),
    onSuccess: ({ token }) => {
      writeRentalToken(token);
      qc.removeQueries({ queryKey: rentalKeys.me });
    },
  });
};

/** The signed-in rental account; fails with 401 when there is none. */
export const useRentalAccount = () =>
  useQuery({
    queryKey: rentalKeys.me,
    queryFn: ({ signal }) =>
      call(rentals.me, {}, { ...apart, signal, headers: rentalHeaders(readRentalToken()) }),
    retry: false,
  });

export const useRentalSignOut = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(rentals.logout, {}, { ...apart, headers: rentalHeaders(readRentalToken()) }),
    onSettled: () => {
      writeRentalToken(null);
      qc.removeQueries({ queryKey: rentalKeys.me });
    },
  });
};
