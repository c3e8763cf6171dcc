// Groups the markers that would overlap at a zoom into one marker with a count (spec 002 section 9:
// clustering stops at zoom 13), so thousands of people draw as a few hundred shapes.
import { MAP_VIEW } from '@hgn/domain/mapLocations';

export type MapPoint<T> = { lat: number; lng: number; item: T };
export type MapCluster<T> = { lat: number; lng: number; items: T[] };

/** The cell, in screen pixels, whose markers become one cluster. */
export const CLUSTER_CELL_PX = 56;

/**
 * The clusters of the points at a zoom; `project` gives a point's pixel position at that zoom. From
 * the zoom at which clustering stops, every point stands alone.
 */
export function clustersAt<T>(
  points: readonly MapPoint<T>[],
  zoom: number,
  project: (lat: number, lng: number) => { x: number; y: number },
): MapCluster<T>[] {
  if (zoom >= MAP_VIEW.clusteringOffAtZoom)
    return points.map((p) => ({ lat: p.lat, lng: p.lng, items: [p.item] }));
  const cells = new Map<string, { latSum: number; lngSum: number; items: T[] }>();
  for (const point of points) {
    const { x, y } = project(point.lat, point.lng);
    const key = `${Math.floor(x / CLUSTER_CELL_PX)}:${Math.floor(y / CLUSTER_CELL_PX)}`;
    const cell = cells.get(key);
    if (cell) {
      cell.latSum += point.lat;
      cell.lngSum += point.lng;
      cell.items.push(point.item);
    } else cells.set(key, { latSum: point.lat, lngSum: point.lng, items: [point.item] });
  }
  return [...cells.values()].map((cell) => ({
    lat: cell.latSum / cell.items.length,
    lng: cell.lngSum / cell.items.length,
    items: cell.items,
  }));
}

/** An area of the map in degrees, as Leaflet's bounds give it. */
export type MapArea = { south: number; west: number; north: number; east: number };

/**
 * The points within an area: the map draws only those near the window, so zoomed in on a city a large
 * organisation's tens of thousands of people elsewhere cost nothing.
 */
export const pointsWithin = <T>(points: readonly MapPoint<T>[], area: MapArea): MapPoint<T>[] =>
  points.filter(
    (point) =>
      point.lat >= area.south && point.lat <= area.north && point.lng >= area.west && point.lng <= area.east,
  );
