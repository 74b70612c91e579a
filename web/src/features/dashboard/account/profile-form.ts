import { profilePatchSchema, type Account, type ProfilePatch } from '@contract';
import { z } from 'zod';

/** What the picture input holds: the browser's FileList, or nothing chosen. */
type PictureInput = FileList | File[] | null | undefined;

const picture = z.custom<PictureInput>().transform((files, ctx) => {
  const file = files?.[0];
  if (!file) return null;
  if (!file.type.startsWith('image/')) {
    ctx.addIssue({ code: 'custom', message: 'Only image files can be used as a profile picture.' });
    return z.NEVER;
  }
  return file;
});

// The contract's own rules and messages for each field (the API applies the very same); the
// name is required here, as the form always holds one. A new picture is optional: none keeps the one there.
const { displayName, phone, location } = profilePatchSchema.shape;
export const profileFormSchema = z.object({ displayName: displayName.unwrap(), phone: phone.unwrap(), location: location.unwrap(), picture });

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

/** The form filled in with the account as it stands. */
export const formValuesOf = (account: Account): ProfileFormInput => ({
  displayName: account.displayName,
  phone: account.phone ?? '',
  location: account.location ?? '',
  picture: null,
});

type ProfileFields = Exclude<keyof ProfilePatch, 'photoURL'>;
const fields: ProfileFields[] = ['displayName', 'phone', 'location'];

/** Only what changed: the PATCH leaves the rest as it is (and a seller's listings are not renamed for nothing). */
export function changesOf(account: Account, values: ProfileFormValues): ProfilePatch {
  const patch: ProfilePatch = {};
  for (const field of fields) if (values[field] !== (account[field] ?? '')) patch[field] = values[field];
  return patch;
}

/**
 * The form's field a refusal of the API is about: its 400 says "Invalid {field}: {why}." naming
 * the contract's field (the picture's address is the picture input here).
 */
export function refusedField(message: string): { field: keyof ProfileFormInput; message: string } | null {
  const [, name, why] = /^Invalid (\w+): (.+)$/.exec(message) ?? [];
  if (!name || !why) return null;
  const field = name === 'photoURL' ? 'picture' : name;
  return field === 'picture' || (fields as string[]).includes(field) ? { field: field as keyof ProfileFormInput, message: why } : null;
}
