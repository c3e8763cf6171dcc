import { Avatar, type AvatarProps } from '@mantine/core';

interface UserPhotoProps extends Omit<AvatarProps, 'src' | 'alt'> {
  profilePic: string | undefined;
  firstName: string;
  lastName: string;
}

/** The profile picture, or the person's initials when there is none. */
export function UserPhoto({ profilePic, firstName, lastName, ...props }: UserPhotoProps) {
  const name = `${firstName} ${lastName}`.trim();
  return (
    <Avatar src={profilePic || null} alt={name ? `Photo of ${name}` : 'Photo'} color="blue" {...props}>
      {`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?'}
    </Avatar>
  );
}
