import { Stack, Text } from '@chakra-ui/react';
import { savedSearchInputSchema } from '@contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { StaticButton } from '@/components/ui/static-button';
import { FormDialog, FormDialogForm } from '@/components/ui/form-dialog';
import { FormRefusal, useApiRefusal } from '@/components/ui/form-refusal';
import { InputField } from '@/components/ui/form-field';
import { describeSearch, filterLabels, type CatalogSearch } from '../search-address';
import { saveSearch } from '../api/saved-searches';

/** The name's rules and messages are the contract's. */
const nameSchema = savedSearchInputSchema.pick({ name: true });
type NameForm = { name: string };

const MAX_NAME = 60;

/** A name to start from: the filters in words, as many whole ones as a name may hold. */
function suggestedName(search: CatalogSearch): string {
  let name = '';
  for (const { label } of filterLabels(search)) {
    const longer = name ? `${name} · ${label}` : label;
    if (longer.length > MAX_NAME) break;
    name = longer;
  }
  return name || filterLabels(search)[0]?.label.slice(0, MAX_NAME) || '';
}

export type SaveSearchProps = {
  /** "all" or a machine size: the page the search was made on. */
  size: string;
  search: CatalogSearch;
};

/**
 * "Save this search" and its dialog, set up when the plain button is first pressed: the dialog
 * opens at once, with the focus in it, and gives the focus back to the button when it closes.
 */
export function SaveSearchDialog({ size, search }: SaveSearchProps) {
  const [open, setOpen] = useState(true);
  const trigger = (
    <StaticButton size="sm">
      Save this search
    </StaticButton>
  );
  return (
    <FormDialog open={open} onOpenChange={setOpen} title="Save this search" trigger={trigger}>
      <SaveSearchForm size={size === 'all' ? null : size} search={search} onSaved={() => setOpen(false)} />
    </FormDialog>
  );
}

function SaveSearchForm({ size, search, onSaved }: { size: string | null; search: CatalogSearch; onSaved: () => void }) {
  const { refusal, send } = useApiRefusal();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NameForm>({ resolver: zodResolver(nameSchema), defaultValues: { name: suggestedName(search) } });

  // The API's reason, the limit of saved searches included, stays in the dialog beside the name.
  const onValid = ({ name }: NameForm) =>
    send(async () => {
      const { message } = await saveSearch({ name, query: search, ...(size ? { size } : {}) });
      toast.success(message);
      onSaved();
    });

  return (
    <FormDialogForm onSubmit={handleSubmit(onValid)} submitLabel="Save" busyLabel="Saving…" busy={isSubmitting}>
      <Stack gap="4">
        <Text color="fg.muted">{describeSearch(size, search)}</Text>
        <InputField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <Text color="fg.muted" fontSize="sm">
          New machines that match appear in your notifications. Your saved searches are on the dashboard.
        </Text>
        <FormRefusal refusal={refusal} />
      </Stack>
    </FormDialogForm>
  );
}
