/** The sign-ins every generated organisation holds, whatever its scale. */
export const BENCH_PASSWORD = 'Bench!2026';

export const benchAccounts = {
  owner: { email: 'bench-owner@example.org', role: 'Owner' },
  volunteer: { email: 'bench-volunteer@example.org', role: 'Volunteer' },
  /** Leads one team of exactly `MANAGER_TEAM_SIZE` other people, and is in no other team. */
  manager: { email: 'bench-manager@example.org', role: 'Manager' },
} as const;

/** The people in the bench manager's team besides the manager. */
export const MANAGER_TEAM_SIZE = 100;
