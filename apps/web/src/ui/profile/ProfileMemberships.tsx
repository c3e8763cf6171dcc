import { Columns } from '../Columns';
import type { UserProfileJson } from '@hgn/domain/users';
import { MembershipList } from './MembershipList';

/** A person's teams and projects, side by side on wide screens. */
export function ProfileMemberships({ teams, projects }: Pick<UserProfileJson, 'teams' | 'projects'>) {
  return (
    <Columns from="md">
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
    </Columns>
  );
}
