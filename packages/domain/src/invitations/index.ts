export * from './invitationJson';
export * from './invitations.errors';
export * from './invitations.contract';
