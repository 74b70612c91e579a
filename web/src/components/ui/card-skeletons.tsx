import { Card, Skeleton, SkeletonText, VisuallyHidden } from '@chakra-ui/react';

type CardSkeletonsProps = {
  count: number;
  /** Said to screen readers meanwhile, e.g. "Loading categories…". */
  status: string;
  /** Lines of text under the picture; a title line above them where the card has one. */
  lines: number;
  title?: boolean;
};

/** Picture cards still on their way: their shape, so nothing moves when they arrive. */
export function CardSkeletons({ count, status, lines, title = false }: CardSkeletonsProps) {
  return (
    <>
      <VisuallyHidden role="status">{status}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <Card.Root key={index} overflow="hidden" aria-hidden="true">
          <Skeleton aspectRatio="4 / 3" rounded="none" />
          <Card.Body gap="4">
            {title ? <Skeleton h="6" w="70%" /> : null}
            <SkeletonText noOfLines={lines} />
          </Card.Body>
        </Card.Root>
      ))}
    </>
  );
}
