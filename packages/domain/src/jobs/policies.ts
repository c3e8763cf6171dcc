import type { Actor } from '../permissions/can';

/** 'owner': only an Owner sees the scheduled jobs and runs one again (issue 13, the weekly jobs). */
export const canManageJobs = (actor: Pick<Actor, 'role'>): boolean => actor.role === 'Owner';
