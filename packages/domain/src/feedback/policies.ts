import type { Actor } from '../permissions/can';

/** 'owner': only an Owner edits the AI prompt and the suggestion lists (spec 001, section 6). */
export const canEditFeedbackSettings = (actor: Pick<Actor, 'role'>): boolean => actor.role === 'Owner';
