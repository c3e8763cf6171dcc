// The answers of the second factor's endpoints. The secret is in the set-up's answer only.
import { z } from 'zod';

/** `POST /api/auth/2fa/setup`: the base32 secret and the `otpauth://` address an app's QR reader takes. */
export const twoFactorSetupJson = z.strictObject({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetupJson = z.infer<typeof twoFactorSetupJson>;

/** `POST /api/auth/2fa/enable`: the ten single-use recovery codes, shown this once. */
export const twoFactorRecoveryCodesJson = z.strictObject({ recoveryCodes: z.array(z.string()) });
export type TwoFactorRecoveryCodesJson = z.infer<typeof twoFactorRecoveryCodesJson>;

/** `GET /api/auth/2fa`: the caller's own state, for the security page. */
export const twoFactorStateJson = z.strictObject({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  requiredByPolicy: z.boolean(),
});
export type TwoFactorStateJson = z.infer<typeof twoFactorStateJson>;

/** `GET|PUT /api/auth/2fa/policy`: the roles whose people must use a second factor. */
export const twoFactorPolicyJson = z.strictObject({ requiredRoles: z.array(z.string()) });
export type TwoFactorPolicyJson = z.infer<typeof twoFactorPolicyJson>;

export const twoFactorMessageJson = z.strictObject({ message: z.string() });
