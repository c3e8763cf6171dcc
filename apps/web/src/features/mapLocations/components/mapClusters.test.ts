import { describe, expect, it } from 'vitest';
import { clustersAt, CLUSTER_CELL_PX, pointsWithin } from './mapClusters';

// A flat projection: one degree is one cell at zoom 0, twice as many pixels at each zoom up.
const project = (zoom: number) => (lat: number, lng: number) => ({
  x: lng * CLUSTER_CELL_PX * 2 ** zoom,
  y: -lat * CLUSTER_CELL_PX * 2 ** zoom,
});
const points = [
  { lat: 0.1, lng: 0.1, item: 'a' },
  { lat: 0.3, lng: 0.3, item: 'b' },
  { lat: 10.5, lng: 10.5, item: 'c' },
];

describe('clustering the markers', () => {
  it('joins the markers of one cell into a cluster at their mean place', () => {
    const clusters = clustersAt(points, 0, project(0));
    expect(clusters).toHaveLength(2);
    expect(clusters[0]).toEqual({ lat: 0.2, lng: 0.2, items: ['a', 'b'] });
    expect(clusters[1]?.items).toEqual(['c']);
  });

  it('lets every marker stand alone from zoom 13', () => {
    expect(clustersAt(points, 12, () => ({ x: 0, y: 0 }))).toHaveLength(1);
    expect(clustersAt(points, 13, () => ({ x: 0, y: 0 }))).toHaveLength(3);
  });

  it('clusters 5,000 people quickly', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({
      lat: (i % 170) - 85,
      lng: (i % 350) - 175,
      item: i,
    }));
    const started = performance.now();
    const clusters = clustersAt(many, 3, project(3));
    expect(performance.now() - started).toBeLessThan(200);
    expect(clusters.reduce((sum, c) => sum + c.items.length, 0)).toBe(5000);
  });
});

describe('the points near the window', () => {
  it('keeps the points within the area, its edges included', () => {
    const area = { south: 0, west: 0, north: 0.3, east: 0.3 };
    expect(pointsWithin(points, area).map((point) => point.item)).toEqual(['a', 'b']);
    expect(pointsWithin(points, { south: -90, west: -225, north: 90, east: 225 })).toHaveLength(3);
    expect(pointsWithin(points, { south: 20, west: 20, north: 30, east: 30 })).toEqual([]);
  });
});
