export type BadgeJson = {
  _id: string;
  badgeName: string;
  type: string;
  imageUrl: string;
  description: string;
  ranking: number;
  showReport: boolean;
};

/** One entry of a profile's badgeCollection. */
export type BadgeCollectionItemJson = {
  _id: string;
  badge: BadgeJson;
  count: number;
  /** The days it was earned, as stored (the weekly job writes MMM-DD-YY, manual awards may carry dates). */
  earnedDate: string[];
  lastModified: string;
  featured: boolean;
  hasBadgeDeletionImpact: boolean;
};
