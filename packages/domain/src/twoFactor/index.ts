export * from './twoFactor.errors';
export * from './twoFactor.schema';
export * from './twoFactorJson';
export * from './twoFactor.contract';
