import { Image, type ImageProps } from '@chakra-ui/react';
import { useState, type ImgHTMLAttributes } from 'react';

export const NO_IMAGE_SRC = '/placeholder/no-image.svg';

type Picture = {
  src: string;
  alt: string;
  /** Intrinsic size, set as the img's attributes: the browser reserves the space before the picture arrives. */
  width: number;
  height: number;
  srcSet?: string;
  sizes?: string;
  /** The page's main picture (what a phone paints largest first): fetched at once, ahead of the rest. */
  priority?: boolean;
};

/** The picture's own address until it fails (its `srcSet` goes with it), then the no-image placeholder. */
function useFallbackSource({ src, srcSet, sizes, priority = false }: Pick<Picture, 'src' | 'srcSet' | 'sizes' | 'priority'>) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return {
    src: broken ? NO_IMAGE_SRC : src,
    srcSet: broken ? undefined : srcSet,
    sizes: broken ? undefined : sizes,
    loading: priority ? 'eager' : 'lazy',
    decoding: 'async',
    fetchPriority: priority ? 'high' : 'auto',
    onError: () => {
      if (!broken) setFailedSrc(src);
    },
  } as const;
}

type FallbackImageProps = Omit<ImageProps, keyof Picture> & Picture;

/**
 * A lazily loaded picture that shows the no-image placeholder when its own address fails, styled
 * by Chakra style props (w, h, aspectRatio, objectFit…).
 */
export function FallbackImage({ src, alt, width, height, srcSet, sizes, priority, ...rest }: FallbackImageProps) {
  const source = useFallbackSource({ src, srcSet, sizes, priority });
  return <Image {...rest} {...source} alt={alt} htmlWidth={width} htmlHeight={height} />;
}

type PlainFallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, keyof Picture | 'loading' | 'decoding' | 'onError'> & Picture;

/**
 * The same picture as a plain img styled by a class from a static stylesheet: for pictures drawn
 * many times at once (the home page's cards), where computing Chakra styles per element while
 * rendering costs phones most of their time.
 */
export function PlainFallbackImage({ src, alt, width, height, srcSet, sizes, priority, ...rest }: PlainFallbackImageProps) {
  const source = useFallbackSource({ src, srcSet, sizes, priority });
  return <img {...rest} {...source} alt={alt} width={width} height={height} />;
}
