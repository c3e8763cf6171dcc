import { useEffect, useMemo, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { jitteredPosition, MAP_VIEW, type MapPersonJson } from '@hgn/domain/mapLocations';
import { clustersAt, pointsWithin, type MapPoint } from './mapClusters';
import classes from './TeamMap.module.css';

export type MapFocus = { lat: number; lng: number; key: number };

type TeamMapProps = {
  people: readonly MapPersonJson[];
  /** A tile URL template, or null to draw the packaged world outline. */
  tileUrl: string | null;
  /** The place to fly to; a new key flies again. */
  focus: MapFocus | null;
};

const { bounds } = MAP_VIEW;

/** What a marker's pop-up says, written as text so no name can carry markup. */
function popupOf(person: MapPersonJson): HTMLElement {
  const box = document.createElement('div');
  const lines = [
    `${person.firstName} ${person.lastName}`,
    person.jobTitle,
    person.location.userProvided,
    person.type === 'user' ? person.timeZone : person.title,
  ];
  lines.forEach((line, index) => {
    const row = document.createElement(index === 0 ? 'strong' : 'div');
    row.textContent = line;
    box.append(row);
  });
  return box;
}

/**
 * The packaged outline of the world's countries, for a map without a tile service; nothing is drawn
 * once `signal` is aborted (the map was taken down while the outline loaded).
 */
async function drawWorldOutline(map: L.Map, signal: AbortSignal): Promise<void> {
  const [{ feature }, { default: url }] = await Promise.all([
    import('topojson-client'),
    import('world-atlas/countries-110m.json?url'),
  ]);
  const response = await fetch(url, { signal });
  if (!response.ok) return;
  const world = (await response.json()) as Parameters<typeof feature>[0] & {
    objects: { countries: Parameters<typeof feature>[1] };
  };
  if (signal.aborted) return;
  // Drawn as SVG, apart from the markers' canvas, so its colours follow the theme's variables.
  const options: L.GeoJSONOptions & L.PathOptions = {
    renderer: L.svg(),
    interactive: false,
    style: { className: classes.land },
  };
  L.geoJSON(feature(world, world.objects.countries), options).addTo(map);
}

/** The world map of the team: clustered canvas markers over tiles or the packaged outline. */
export function TeamMap({ people, tileUrl, focus }: TeamMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef<L.LayerGroup | null>(null);

  // Each person moves by up to 0.05 degrees once, so the markers stay put while the map moves.
  const points = useMemo<MapPoint<MapPersonJson>[]>(
    () => people.map((person) => ({ ...jitteredPosition(person.location.coords), item: person })),
    [people],
  );

  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, {
      center: [20, 0],
      zoom: MAP_VIEW.startZoom,
      minZoom: MAP_VIEW.minZoom,
      maxZoom: MAP_VIEW.maxZoom,
      maxBounds: [
        [bounds.south, bounds.west],
        [bounds.north, bounds.east],
      ],
      preferCanvas: true,
      attributionControl: false,
    });
    const outline = new AbortController();
    if (tileUrl) L.tileLayer(tileUrl, { minZoom: MAP_VIEW.minZoom, maxZoom: MAP_VIEW.maxZoom }).addTo(map);
    // The outline is a backdrop: should it fail to load, the markers still show.
    else drawWorldOutline(map, outline.signal).catch(() => undefined);
    mapRef.current = map;
    markersRef.current = L.layerGroup().addTo(map);
    return () => {
      outline.abort();
      map.remove();
      mapRef.current = null;
      markersRef.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    const map = mapRef.current;
    const layer = markersRef.current;
    if (!map || !layer || !container.current) return;
    const style = getComputedStyle(container.current);
    const colour = style.getPropertyValue('--mantine-color-blue-filled').trim() || '#228be6';
    const manualColour = style.getPropertyValue('--mantine-color-grape-filled').trim() || '#be4bdb';
    const edge = style.getPropertyValue('--mantine-color-body').trim() || '#fff';
    const renderer = L.canvas({ padding: 0.5 });
    // The points of the window and a window's width and height around it, drawn again after a zoom or
    // once the window leaves that area (a popup's small pan keeps its marker): a cluster cell is far
    // smaller than the margin, so the clusters in view are whole.
    let drawn: { zoom: number; area: L.LatLngBounds } | null = null;
    const draw = () => {
      const zoom = map.getZoom();
      if (drawn && drawn.zoom === zoom && drawn.area.contains(map.getBounds())) return;
      layer.clearLayers();
      const near = map.getBounds().pad(1);
      drawn = { zoom, area: near };
      const shown = pointsWithin(points, {
        south: near.getSouth(),
        west: near.getWest(),
        north: near.getNorth(),
        east: near.getEast(),
      });
      const clusters = clustersAt(shown, zoom, (lat, lng) => map.project([lat, lng], zoom));
      for (const cluster of clusters) {
        const [only] = cluster.items;
        if (cluster.items.length === 1 && only) {
          L.circleMarker([cluster.lat, cluster.lng], {
            renderer,
            radius: 6,
            color: edge,
            weight: 1.5,
            fillColor: only.type === 'user' ? colour : manualColour,
            fillOpacity: 0.9,
          })
            .bindPopup(popupOf(only))
            .addTo(layer);
          continue;
        }
        const size = cluster.items.length < 10 ? 28 : cluster.items.length < 100 ? 34 : 42;
        L.marker([cluster.lat, cluster.lng], {
          icon: L.divIcon({
            className: '',
            html: `<div class="${classes.cluster}" style="width:${size}px;height:${size}px">${cluster.items.length}</div>`,
            iconSize: [size, size],
          }),
          title: `${cluster.items.length} people`,
          alt: `${cluster.items.length} people`,
        })
          .on('click', () => map.setView([cluster.lat, cluster.lng], Math.min(zoom + 2, MAP_VIEW.maxZoom)))
          .addTo(layer);
      }
    };
    draw();
    map.on('moveend', draw);
    return () => {
      map.off('moveend', draw);
    };
  }, [points, tileUrl]);

  useEffect(() => {
    if (focus)
      mapRef.current?.flyTo([focus.lat, focus.lng], MAP_VIEW.flyToZoom, { duration: MAP_VIEW.flyToSeconds });
  }, [focus]);

  return <div ref={container} className={classes.map} role="region" aria-label="Map of team locations" />;
}
