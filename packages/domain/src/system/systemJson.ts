// The answers of the health endpoints, for the hosting platform's probes.
import { z } from 'zod';

export const healthJson = z.strictObject({ status: z.literal('ok') });
export type HealthJson = z.infer<typeof healthJson>;

export const readyJson = z.strictObject({ status: z.literal('ready') });
export type ReadyJson = z.infer<typeof readyJson>;
