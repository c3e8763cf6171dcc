/**
 * How big the generated organisation is. Figures quoted in notes are measured at the default scale;
 * `huge` is ten times it, to show how each cost grows with the organisation.
 */
export type ScaleName = 'default' | 'small' | 'huge';

export type Scale = {
  name: ScaleName;
  users: number;
  teams: number;
  projects: number;
  /** Tasks in every WBS together, the large WBS's included. */
  tasks: number;
  /** Logged time of everyone together, about two years of it. */
  timeEntries: number;
  /** The building area: its projects, tool types and tools (half of them in the first project). */
  buildingProjects: number;
  toolTypes: number;
  toolItems: number;
  /** Jobs advertised on `/collaboration`. */
  jobListings: number;
  /** People an Owner put on the team map by hand, besides the users (every one of whom is on it). */
  manualMapEntries: number;
};

export const scales: Record<ScaleName, Scale> = {
  default: {
    name: 'default',
    users: 5_000,
    teams: 200,
    projects: 2_000,
    tasks: 50_000,
    timeEntries: 2_000_000,
    buildingProjects: 20,
    toolTypes: 200,
    toolItems: 10_000,
    jobListings: 2_000,
    manualMapEntries: 500,
  },
  huge: {
    name: 'huge',
    users: 50_000,
    teams: 2_000,
    projects: 20_000,
    tasks: 500_000,
    timeEntries: 20_000_000,
    buildingProjects: 200,
    toolTypes: 2_000,
    toolItems: 100_000,
    jobListings: 20_000,
    manualMapEntries: 5_000,
  },
  small: {
    name: 'small',
    users: 500,
    teams: 20,
    projects: 200,
    tasks: 5_000,
    timeEntries: 200_000,
    buildingProjects: 5,
    toolTypes: 40,
    toolItems: 1_000,
    jobListings: 200,
    manualMapEntries: 50,
  },
};

export function parseScale(value: string | undefined): Scale {
  const name = value ?? 'default';
  if (!Object.hasOwn(scales, name)) throw new Error(`unknown scale "${name}": use small, default or huge`);
  return scales[name as ScaleName];
}
