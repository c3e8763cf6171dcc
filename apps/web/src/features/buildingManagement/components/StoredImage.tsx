import { Image, Skeleton, type ImageProps } from '@mantine/core';
import { useStoredFileUrl } from '../api/storedFiles';

/** A stored picture of the building area (`imageUrl`), a grey block while it loads, nothing without one. */
export function StoredImage({
  src,
  alt,
  ...props
}: Omit<ImageProps, 'src'> & { src: string | null; alt: string }) {
  const objectUrl = useStoredFileUrl(src);
  if (!src) return null;
  if (!objectUrl) return <Skeleton h={props.h ?? 120} w={props.w ?? 160} aria-label={alt} />;
  return <Image src={objectUrl} alt={alt} {...props} />;
}
