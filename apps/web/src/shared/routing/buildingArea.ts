// What the shell knows of the building area without loading its table of pages (buildingPaths.ts).

export const BUILDING_AREA = '/bmdashboard';

/** The building area's lists of wide tables (and their bulk updates) take the window's whole width. */
export const WIDE_BUILDING_PAGE =
  /^\/bmdashboard\/(tools|equipment|materials|consumables|reusables)(\/update)?\/?$/i;
