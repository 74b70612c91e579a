import { Button, HStack } from '@chakra-ui/react';
import { INSIGHT_SPANS } from '@contract';
import { useSearchParams } from 'react-router-dom';
import { spanOf, type InsightSpan } from '../insight-words';

/** The span the screen looks back over, kept in the address (`?days=90`) so going back keeps it. */
export function useInsightSpan(): [InsightSpan, (days: InsightSpan) => void] {
  const [params, setParams] = useSearchParams();
  const days = spanOf(params.get('days'));
  const choose = (span: InsightSpan) => setParams(span === INSIGHT_SPANS[0] ? {} : { days: String(span) }, { replace: true });
  return [days, choose];
}

type SpanSwitchProps = { days: InsightSpan; onChange: (days: InsightSpan) => void };

/** "Last 30 days" and "Last 90 days": a row of toggle buttons, the pressed one being shown. */
export function SpanSwitch({ days, onChange }: SpanSwitchProps) {
  return (
    <HStack role="group" aria-label="Period" gap="2" wrap="wrap">
      {INSIGHT_SPANS.map((span) => (
        <Button key={span} size="sm" variant={span === days ? 'solid' : 'outline'} aria-pressed={span === days} onClick={() => onChange(span)}>
          Last {span} days
        </Button>
      ))}
    </HStack>
  );
}
