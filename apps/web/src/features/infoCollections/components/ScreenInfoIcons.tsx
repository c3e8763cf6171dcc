import { Group } from '@mantine/core';
import { screenInfosOf } from '@hgn/domain/infoCollections';
import { allowed } from '@hgn/domain/contracts/endpoint';
import { infoCollectionsEndpoints } from '../../../shared/api/endpoints/infoCollections';
import { useActor } from '../../../shared/session/useActor';
import { useInfoCollections } from '../api/infoCollectionsApi';
import { InfoPopup } from './InfoPopup';

/**
 * The info icons of a screen, given by its route pattern: one for each of its pop-ups that exists and
 * that this reader may see (the server leaves out the others). Nothing at all when there is none.
 */
export function ScreenInfoIcons({ screen }: { screen: string }) {
  const actor = useActor();
  const infos = useInfoCollections();
  const shown = screenInfosOf(screen, infos.data ?? []);
  if (shown.length === 0) return null;
  const canEdit = allowed(actor ?? undefined, infoCollectionsEndpoints.update);
  return (
    <Group component="nav" aria-label="About this page" gap={4} justify="flex-end" mb="xs">
      {shown.map(({ info, topic }) => (
        <InfoPopup key={info._id} info={info} topic={topic} canEdit={canEdit} />
      ))}
    </Group>
  );
}
