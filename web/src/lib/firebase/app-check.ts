import { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check';
import { env } from '@/config/env';
import { firebaseApp } from './app-and-auth';

/**
 * Firebase App Check, on when the site has a reCAPTCHA Enterprise key (VITE_RECAPTCHA_SITE_KEY):
 * every API call then carries an App Check token, which the API requires once the function runs
 * with ENFORCE_APP_CHECK=true. Loaded only when the key is set, so the site without it carries
 * none of this code.
 */
let appCheck: AppCheck | undefined;

function started(): AppCheck {
  if (appCheck) return appCheck;
  // The app's one Firebase app, with its whole config (the Storage bucket too).
  appCheck = initializeAppCheck(firebaseApp(), { provider: new ReCaptchaEnterpriseProvider(env.recaptchaSiteKey), isTokenAutoRefreshEnabled: true });
  return appCheck;
}

/** The header of an API call: the App Check token, fresh or cached by Firebase. */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  const { token } = await getToken(started(), false);
  return { 'X-Firebase-AppCheck': token };
}
