import { Stack, Text } from '@chakra-ui/react';
import { MAX_REPORT_NOTE_LENGTH, type ReportKind } from '@contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ReactElement } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormDialog, FormDialogForm } from '@/components/ui/form-dialog';
import { FormRefusal, useApiRefusal } from '@/components/ui/form-refusal';
import { MessageField } from '@/components/ui/message-field';
import { reportContent } from '../api/report-content';
import { reportFormSchema, type ReportFormInput, type ReportFormOutput } from '../report-form';
import { ReasonChoice } from './reason-choice';

/** What is reported, and the dialog's title, which names it. */
export type ReportedThing = { kind: ReportKind; id: string; title: string };

type ReportDialogProps = {
  thing: ReportedThing;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, or none when a menu's item does (focus then goes to `finalFocusEl`). */
  trigger?: ReactElement;
  finalFocusEl?: () => HTMLElement | null;
};

/** The "Report" dialog of a listing or a message: a reason, a note if the reporter wants, and send. */
export function ReportDialog({ thing, open, onOpenChange, trigger, finalFocusEl }: ReportDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={thing.title} trigger={trigger} finalFocusEl={finalFocusEl}>
      <ReportForm thing={thing} onSent={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ReportForm({ thing, onSent }: { thing: ReportedThing; onSent: () => void }) {
  const { refusal, send } = useApiRefusal();
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ReportFormInput, unknown, ReportFormOutput>({ resolver: zodResolver(reportFormSchema), defaultValues: { kind: thing.kind, id: thing.id, note: '' } });
  const note = useWatch({ control, name: 'note' }) ?? '';

  // The reasons come first: the focus starts on them, and the arrow keys choose.
  useEffect(() => setFocus('reason'), [setFocus]);

  // The API's reason (reported already, your own, gone meanwhile) stays in the dialog.
  const onValid = ({ note: written, ...report }: ReportFormOutput) =>
    send(async () => {
      // An empty note is no note: the admins read only what the reporter wrote.
      await reportContent({ ...report, ...(written ? { note: written } : {}) });
      toast.success('Thank you: an admin will look at your report.');
      onSent();
    });

  return (
    <FormDialogForm onSubmit={handleSubmit(onValid)} submitLabel="Send report" busyLabel="Sending…" busy={isSubmitting}>
      <Stack gap="5">
        <Text color="fg.muted" textStyle="sm">
          An admin looks at every report and decides what happens. You hear of the decision in your notifications.
        </Text>
        <Controller
          control={control}
          name="reason"
          render={({ field }) => <ReasonChoice name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} error={errors.reason?.message} />}
        />
        <MessageField optional label="Anything the admins should know" rows={3} length={note.length} limit={MAX_REPORT_NOTE_LENGTH} error={errors.note?.message} {...register('note')} />
        <FormRefusal refusal={refusal} />
      </Stack>
    </FormDialogForm>
  );
}
