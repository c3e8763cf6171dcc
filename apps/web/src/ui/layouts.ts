/** From this width the profile's project and task lists are tables; below it, cards (spec 000 section 2). */
export const PROFILE_TABLES_QUERY = '(min-width: 700px)';
/** From this width the wide task tables (Team Member Tasks, the task tree) show every column; below it, a narrow layout. */
export const WIDE_TABLES_QUERY = '(min-width: 768px)';
