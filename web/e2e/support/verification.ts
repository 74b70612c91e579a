import { expect, type APIRequestContext } from '@playwright/test';

/** The Auth emulator of the local stack and the project the stack runs it for (emulators/stack.ts). */
const OOB_CODES = 'http://127.0.0.1:9099/emulator/v1/projects/demo-machinery-market/oobCodes';

type OobCode = { email: string; requestType: string; oobLink: string };

/**
 * The link of the last verification e-mail Firebase "sent" to `email`: the Auth emulator keeps
 * such e-mails instead of sending them, and lists their links.
 */
export async function verificationLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(OOB_CODES);
        const { oobCodes = [] } = (await answer.json()) as { oobCodes?: OobCode[] };
        link = oobCodes.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL').at(-1)?.oobLink;
        return link;
      },
      { message: `no verification e-mail for ${email}` },
    )
    .toBeTruthy();
  return link!;
}
