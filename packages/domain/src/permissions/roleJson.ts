/** A role as `/roles` lists it. */
export type RoleJson = { _id: string; roleName: string; permissions: string[] };
