import { Button, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';
import type { Message } from '@contract';
import { lazy, Suspense, useId } from 'react';
import { useReportStart } from './use-report-start';

// The dialog and its form (react-hook-form, the contract's rules) come when a report is first
// opened, not with the conversation.
const ReportDialog = lazy(async () => ({ default: (await import('./report-dialog')).ReportDialog }));

type ReportMessageButtonProps = { message: Pick<Message, '_id' | 'authorName'> };

/** The small, quiet button: the visible word first in its name, as speech input users say it; the author tells the messages apart. */
function ReportButton({ authorName, ...button }: ButtonProps & { authorName: string }) {
  return (
    <Button size="xs" variant="ghost" colorPalette="gray" color="fg.muted" flexShrink="0" aria-label={`Report this message from ${authorName}`} {...button}>
      Report
    </Button>
  );
}

/** "Report" on someone else's message of a conversation: the report dialog for that message. */
export function ReportMessageButton({ message }: ReportMessageButtonProps) {
  const report = useReportStart();
  const hintId = useId();
  if (report.loading) return null;
  if (!report.user) {
    return (
      <>
        <ReportButton authorName={message.authorName} aria-describedby={hintId} onClick={report.start} />
        <VisuallyHidden id={hintId}>Sign in to report</VisuallyHidden>
      </>
    );
  }

  const plainButton = <ReportButton authorName={message.authorName} aria-haspopup="dialog" aria-expanded={false} onClick={report.start} />;
  if (!report.wanted) return plainButton;
  return (
    <Suspense fallback={plainButton}>
      <ReportDialog
        thing={{ kind: 'message', id: message._id, title: `Report a message from ${message.authorName}` }}
        open={report.open}
        onOpenChange={report.setOpen}
        trigger={<ReportButton authorName={message.authorName} />}
      />
    </Suspense>
  );
}
