import { Badge, Box, Card, chakra, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { Report } from '@contract';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FallbackImage } from '@/components/ui/fallback-image';
import { DecisionButtons, DecisionSummary } from './report-decision';
import { ReportFacts } from './report-facts';

type ReportCardProps = {
  report: Report;
  onDecided: (decided: Report | null) => unknown;
  /** Where the focus goes once a decision takes the report out of the list. */
  focusAfter: () => HTMLElement | null;
};

const reporters = (count: number) => `${count} ${count === 1 ? 'reporter' : 'reporters'}`;

/**
 * One report of the queue: what was reported as it was then (its picture, name, owner, a
 * message's words as plain text, the machine's page), who reported it and why, and the decision,
 * or the two ways to make it.
 */
export function ReportCard({ report, onDecided, focusAfter }: ReportCardProps) {
  const headingId = useId();
  const { kind, target } = report;
  return (
    <chakra.li>
      <Card.Root as="article" aria-labelledby={headingId} variant="outline" size="sm">
        <Card.Body gap="4">
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align="flex-start">
            <FallbackImage src={target.picture} alt="" width={128} height={96} w="32" h="24" objectFit="cover" rounded="md" bg="bg.muted" flexShrink="0" />
            <Stack gap="1.5" minW="0" flex="1">
              <HStack gap="2" wrap="wrap">
                <Badge variant="subtle" colorPalette={kind === 'listing' ? 'blue' : 'orange'}>
                  {kind === 'listing' ? 'Listing' : 'Message'}
                </Badge>
                <Text textStyle="sm" fontWeight="medium">
                  {reporters(report.reporterCount)}
                </Text>
              </HStack>
              <Heading as="h2" id={headingId} fontSize="md" wordBreak="break-word">
                {target.label}
              </Heading>
              <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
                {kind === 'listing' ? 'Seller' : 'Written by'}: {target.ownerName}
              </Text>
              <Text textStyle="sm" wordBreak="break-word">
                Machine:{' '}
                <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
                  <RouterLink to={`/product/${encodeURIComponent(target.productId)}`}>{target.productName}</RouterLink>
                </Link>
              </Text>
            </Stack>
          </Stack>
          {kind === 'message' && target.text ? (
            <Box as="blockquote" aria-label="The message" whiteSpace="pre-wrap" overflowWrap="anywhere" bg="bg.muted" borderWidth="1px" rounded="l2" px="3" py="2">
              {target.text}
            </Box>
          ) : null}
          <ReportFacts report={report} />
          {report.status === 'open' ? <DecisionButtons report={report} onDecided={onDecided} focusAfter={focusAfter} /> : <DecisionSummary report={report} />}
        </Card.Body>
      </Card.Root>
    </chakra.li>
  );
}
