import { z } from 'zod';

/** A role as `/roles` lists it. */
export const roleJson = z.strictObject({
  _id: z.string(),
  roleName: z.string(),
  permissions: z.array(z.string()),
});
export type RoleJson = z.infer<typeof roleJson>;
