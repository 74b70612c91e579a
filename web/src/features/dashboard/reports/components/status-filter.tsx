import { Button, HStack } from '@chakra-ui/react';
import type { ReportStatus } from '@contract';

/** The three lists of the tab, in the words of the screen. */
export const STATUS_LABELS: Record<ReportStatus, string> = { open: 'Open', dismissed: 'Dismissed', upheld: 'Upheld' };

const STATUSES = Object.keys(STATUS_LABELS) as ReportStatus[];

type StatusFilterProps = { status: ReportStatus; onChange: (status: ReportStatus) => void };

/** Which reports the tab lists: a row of toggle buttons, the pressed one being shown. */
export function StatusFilter({ status, onChange }: StatusFilterProps) {
  return (
    <HStack role="group" aria-label="Status" gap="2" wrap="wrap">
      {STATUSES.map((each) => (
        <Button key={each} size="sm" variant={each === status ? 'solid' : 'outline'} aria-pressed={each === status} onClick={() => onChange(each)}>
          {STATUS_LABELS[each]}
        </Button>
      ))}
    </HStack>
  );
}
