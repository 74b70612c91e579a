import { chakra, DataList, Text } from '@chakra-ui/react';
import { REPORT_REASON_LABELS, type Report, type ReportReason } from '@contract';
import { formatMoment, formatSince } from '@/lib/format';

// The reasons in the contract's order, each with how many reporters gave it.
const REASONS = Object.keys(REPORT_REASON_LABELS) as ReportReason[];

function Moment({ at }: { at: string }) {
  return <time dateTime={at}>{formatMoment(at)}</time>;
}

/** Why it was reported and when: the reasons counted, the latest notes, the first and latest report. */
export function ReportFacts({ report }: { report: Report }) {
  const reasons = REASONS.filter((reason) => (report.reasons[reason] ?? 0) > 0);
  return (
    <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} size="sm" gap="3">
      <DataList.Item>
        <DataList.ItemLabel>Reasons</DataList.ItemLabel>
        <DataList.ItemValue>
          <chakra.ul listStyle="none" m="0" p="0">
            {reasons.map((reason) => (
              <li key={reason}>
                {REPORT_REASON_LABELS[reason]}: {report.reasons[reason]}
              </li>
            ))}
          </chakra.ul>
        </DataList.ItemValue>
      </DataList.Item>
      {report.notes.length ? (
        <DataList.Item>
          <DataList.ItemLabel>Latest notes</DataList.ItemLabel>
          <DataList.ItemValue>
            <chakra.ul listStyle="none" m="0" p="0" display="flex" flexDirection="column" gap="2" minW="0">
              {report.notes.map((note) => (
                <li key={`${note.at}-${note.note}`}>
                  <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                    “{note.note}”
                  </Text>
                  <Text color="fg.muted" textStyle="xs">
                    {REPORT_REASON_LABELS[note.reason]},{' '}
                    <time dateTime={note.at} title={formatMoment(note.at)}>
                      {formatSince(note.at)}
                    </time>
                  </Text>
                </li>
              ))}
            </chakra.ul>
          </DataList.ItemValue>
        </DataList.Item>
      ) : null}
      <DataList.Item>
        <DataList.ItemLabel>First reported</DataList.ItemLabel>
        <DataList.ItemValue>
          <Moment at={report.firstReportedAt} />
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Latest report</DataList.ItemLabel>
        <DataList.ItemValue>
          <Moment at={report.lastReportedAt} />
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
