/** From this width the profile's project and task lists are tables; below it, cards (spec 000 section 2). */
export const PROFILE_TABLES_QUERY = '(min-width: 700px)';
