import { reportInputSchema, reportReasonSchema } from '@contract';
import { z } from 'zod';

/**
 * The report dialog's rules are the contract's. Only a missing reason is said in other words:
 * the contract's message lists the API's values, where a person needs to be asked to choose.
 */
export const reportFormSchema = reportInputSchema.extend({ reason: z.enum(reportReasonSchema.options, { error: 'Choose why you report it' }) });

/** What the dialog holds (no reason until one is chosen), and what it sends. */
export type ReportFormInput = z.input<typeof reportFormSchema>;
export type ReportFormOutput = z.output<typeof reportFormSchema>;
