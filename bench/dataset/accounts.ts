/** The sign-ins every generated organisation holds, whatever its scale. */
export const BENCH_PASSWORD = 'Bench!2026';

export const benchAccounts = {
  owner: { email: 'bench-owner@example.org', role: 'Owner' },
  volunteer: { email: 'bench-volunteer@example.org', role: 'Volunteer' },
} as const;
