import { Card, Skeleton, SkeletonText, VisuallyHidden } from '@chakra-ui/react';

type CardSkeletonsProps = {
  count: number;
  /** Said to screen readers meanwhile, e.g. "Loading categories…". */
  status: string;
  /** Lines of text under the picture. */
  lines: number;
};

/** The home page's picture cards still on their way: their shape, so nothing moves when they arrive. */
export function CardSkeletons({ count, status, lines }: CardSkeletonsProps) {
  return (
    <>
      <VisuallyHidden role="status">{status}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <Card.Root key={index} overflow="hidden" aria-hidden="true">
          <Skeleton aspectRatio="4 / 3" rounded="none" />
          <Card.Body>
            <SkeletonText noOfLines={lines} />
          </Card.Body>
        </Card.Root>
      ))}
    </>
  );
}
