import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MapPersonEditInput, MapPersonInput } from '@hgn/domain/mapLocations';
import { call } from '../../../shared/api/call';
import { locationsEndpoints as locations } from '../../../shared/api/endpoints/locations';
import { mapLocationsEndpoints as map } from '../../../shared/api/endpoints/mapLocations';

export const mapLocationKeys = {
  all: ['mapLocations'] as const,
  people: ['mapLocations', 'people'] as const,
  tiles: ['mapLocations', 'tiles'] as const,
};

export const useMapPeople = () =>
  useQuery({ queryKey: mapLocationKeys.people, queryFn: () => call(map.list, {}) });

/** The tile service never changes while the app runs. */
export const useMapTiles = () =>
  useQuery({ queryKey: mapLocationKeys.tiles, queryFn: () => call(map.tiles, {}), staleTime: Infinity });

/** The places a typed location can mean, from the packaged gazetteer. */
export const lookUpPlace = (location: string) => call(locations.lookup, { params: { location } });

const useMapWrite = <Input, Result>(write: (input: Input) => Promise<Result>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mapLocationKeys.all }),
  });
};

export const useAddMapPerson = () => useMapWrite((body: MapPersonInput) => call(map.add, { body }));
export const useEditMapPerson = () => useMapWrite((body: MapPersonEditInput) => call(map.edit, { body }));
export const useRemoveMapPerson = () => useMapWrite((id: string) => call(map.remove, { params: { id } }));
