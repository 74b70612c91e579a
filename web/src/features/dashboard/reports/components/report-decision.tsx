import { Button, HStack, Text } from '@chakra-ui/react';
import { UPHOLDING_ACTION, type Report, type ReportDecision } from '@contract';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';
import { formatMoment } from '@/lib/format';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { decideReport } from '../api/reports';

/** What reported thing each kind is, in the screen's words. */
const THING: Record<Report['kind'], string> = { listing: 'listing', message: 'message' };

/** The two decisions on an open report: what the dialog asks, what its button and the toast say. */
function wording(report: Report, decision: ReportDecision['status']) {
  const thing = THING[report.kind];
  const { label, ownerName } = report.target;
  if (decision === 'dismissed') {
    return {
      title: `Dismiss the report of ${report.kind === 'listing' ? label : `a message by ${ownerName}`}?`,
      effect: `The ${thing} stays as it is. Everyone who reported it is told of the decision.`,
      confirm: 'Dismiss',
      busy: 'Dismissing…',
      done: `Report dismissed: the ${thing} stays.`,
    };
  }
  return {
    title: report.kind === 'listing' ? `Remove the listing ${label}?` : `Remove this message by ${ownerName}?`,
    effect:
      report.kind === 'listing'
        ? 'The listing leaves the marketplace for good: its page and its place in the catalog go. Everyone who reported it is told of the decision.'
        : 'The message leaves the conversation for good. Everyone who reported it is told of the decision.',
    confirm: report.kind === 'listing' ? 'Remove listing' : 'Remove message',
    busy: 'Removing…',
    done: `${report.kind === 'listing' ? 'Listing' : 'Message'} removed: the report is upheld.`,
  };
}

type DecisionButtonsProps = {
  report: Report;
  /** Refreshes the lists once the report is decided (here or, as a refusal says, elsewhere). */
  onDecided: (decided: Report | null) => unknown;
  /** Where the focus goes once the report has left the list, its buttons with it. */
  focusAfter: () => HTMLElement | null;
};

/** "Dismiss" and "Remove listing" (or "Remove message") of an open report, each asking first. */
export function DecisionButtons({ report, onDecided, focusAfter }: DecisionButtonsProps) {
  const [choice, setChoice] = useState<ReportDecision['status']>('dismissed');
  const [asking, setAsking] = useState(false);
  // Decided, the report leaves the list with these buttons: the focus then waits on the list.
  const decided = useRef(false);
  const words = wording(report, choice);
  const upholding = wording(report, 'upheld').confirm;

  const ask = (status: ReportDecision['status']) => {
    setChoice(status);
    setAsking(true);
  };

  const decide = async () => {
    const decision: ReportDecision = choice === 'dismissed' ? { status: 'dismissed' } : { status: 'upheld', action: UPHOLDING_ACTION[report.kind] };
    try {
      const { data } = await decideReport(report._id, decision);
      decided.current = true;
      toast.success(words.done);
      // Not awaited: the dialog closes first, then the refreshed list leaves the report out.
      void onDecided(data);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Decided by another admin meanwhile, say: the list then shows where things stand.
      toast.error(error.message);
      void onDecided(null);
    }
  };

  const { label } = report.target;
  return (
    <HStack gap="2" wrap="wrap">
      <Button size="sm" variant="outline" aria-label={`Dismiss the report of ${label}`} onClick={() => ask('dismissed')}>
        Dismiss
      </Button>
      <Button size="sm" variant="outline" colorPalette="red" aria-label={`${upholding}: ${label}`} onClick={() => ask('upheld')}>
        {upholding}
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={words.title}
        confirmLabel={words.confirm}
        busyLabel={words.busy}
        colorPalette={choice === 'upheld' ? 'red' : undefined}
        onConfirm={decide}
        finalFocusEl={() => (decided.current ? focusAfter() : null)}
      >
        <Text>{words.effect}</Text>
      </ConfirmDialog>
    </HStack>
  );
}

/** A decided report: who decided, when, and what it did. */
export function DecisionSummary({ report }: { report: Report }) {
  const { decision } = report;
  if (!decision) return null;
  const what = decision.status === 'dismissed' ? `left the ${THING[report.kind]} as it was` : `removed the ${THING[report.kind]}`;
  return (
    <Text textStyle="sm">
      {decision.status === 'dismissed' ? 'Dismissed' : 'Upheld'} by <strong>{decision.byName}</strong> on <time dateTime={decision.at}>{formatMoment(decision.at)}</time>: {what}.
    </Text>
  );
}
