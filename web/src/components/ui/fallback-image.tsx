import { Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';

export const NO_IMAGE_SRC = '/placeholder/no-image.svg';

type FallbackImageProps = Omit<ImageProps, 'src' | 'alt' | 'width' | 'height'> & {
  src: string;
  alt: string;
  /** Intrinsic size, set as the img's attributes: the browser reserves the space before the picture arrives. */
  width: number;
  height: number;
};

/**
 * A lazily loaded picture that shows the no-image placeholder when its own address fails (its
 * `srcSet`, if any, goes with it).
 */
export function FallbackImage({ src, alt, width, height, srcSet, sizes, ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <Image
      {...rest}
      src={broken ? NO_IMAGE_SRC : src}
      srcSet={broken ? undefined : srcSet}
      sizes={broken ? undefined : sizes}
      alt={alt}
      htmlWidth={width}
      htmlHeight={height}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (!broken) setFailedSrc(src);
      }}
    />
  );
}
