import { Avatar } from '@mantine/core';

export function BadgeImage({
  name,
  imageUrl,
  size = 'md',
}: {
  name: string;
  imageUrl: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Avatar src={imageUrl || null} alt={name} radius="sm" size={size} color="yellow">
      {name.charAt(0).toUpperCase()}
    </Avatar>
  );
}
