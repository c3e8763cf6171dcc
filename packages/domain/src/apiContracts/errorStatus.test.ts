import { describe, expect, it } from 'vitest';
import { apiContracts } from './index';
import { errorStatus, errorTables } from './errorStatus';

describe('error statuses', () => {
  it('gives a code declared by several areas the same status in each', () => {
    const statuses = new Map<string, Set<number>>();
    for (const table of errorTables)
      for (const [code, status] of Object.entries(table))
        statuses.set(code, (statuses.get(code) ?? new Set()).add(status));
    const disagreeing = [...statuses].filter(([, seen]) => seen.size > 1).map(([code]) => code);
    expect(disagreeing).toEqual([]);
  });

  it('has a status for every code a contract declares', () => {
    const areas: Record<string, { errors: readonly string[] }>[] = Object.values(apiContracts);
    const declared = areas.flatMap((area) => Object.values(area).flatMap((contract) => contract.errors));
    const missing = declared.filter((code) => !(code in errorStatus));
    expect(missing).toEqual([]);
  });
});
