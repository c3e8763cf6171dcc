import { SimpleGrid } from '@mantine/core';
import type { UserProfileJson } from '@hgn/domain/users';
import { MembershipList } from './MembershipList';

/** A person's teams and projects, side by side on wide screens. */
export function ProfileMemberships({ teams, projects }: Pick<UserProfileJson, 'teams' | 'projects'>) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <MembershipList
        title="Teams"
        items={teams.map((team) => ({ _id: team._id, name: team.teamName }))}
        emptyText="Not a member of any team."
      />
      <MembershipList
        title="Projects"
        items={projects.map((project) => ({ _id: project._id, name: project.projectName }))}
        emptyText="Not assigned to any project."
      />
    </SimpleGrid>
  );
}
