import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  updateProfile,
  type Auth,
} from 'firebase/auth';
import { useMemo } from 'react';
import { useAuth } from 'reactfire';
import { one } from '@/lib/answers';
import { api } from '@/lib/api-client';
import { usePictureUpload } from '@/lib/upload/use-picture-upload';
import { storeAccessToken } from './access-token';
import { authErrorMessage } from './auth-errors';

export type SignUpRole = 'buyer' | 'seller';
export type SignUpInput = { name: string; image: File; email: string; password: string; role: SignUpRole };
/** The account to finish after it was created: the picture is a file to upload, an uploaded address, or none. */
export type AccountProfile = { name: string; role: SignUpRole; picture: File | string | null };
export type UploadProgress = (fraction: number) => void;

/**
 * The account exists but setting it up stopped: at the picture upload, or at saving the profile.
 * `photoURL` is the picture already uploaded, so a retry does not upload it again.
 */
export class SignUpIncompleteError extends Error {
  override readonly name = 'SignUpIncompleteError';

  constructor(
    readonly step: 'picture' | 'profile',
    message: string,
    readonly photoURL: string,
  ) {
    super(message);
  }
}

type PictureUpload = ReturnType<typeof usePictureUpload>;

/** Signing in and up, on the Auth SDK reactfire provides (signing out: session/sign-out-here.ts). */
function accountActions(auth: Auth, uploadPicture: PictureUpload) {
  function signedInUser() {
    const user = auth.currentUser;
    if (!user?.email) throw new Error('Your session ended. Sign in again to finish setting up your account.');
    return { user, email: user.email };
  }

  async function uploadAvatar(picture: File, onProgress: UploadProgress): Promise<string> {
    const url = await uploadPicture(picture, 'avatar', onProgress);
    // The API keeps profile pictures as full addresses, wherever the upload answered from.
    return new URL(url, window.location.origin).href;
  }

  /** After the account exists: picture, profile, registration (which sets the role claims), fresh token. */
  async function finishSignUp({ name, role, picture }: AccountProfile, onProgress: UploadProgress): Promise<void> {
    const { user, email } = signedInUser();
    let photoURL = typeof picture === 'string' ? picture : '';
    if (picture instanceof File) {
      try {
        photoURL = await uploadAvatar(picture, onProgress);
      } catch (error) {
        throw new SignUpIncompleteError('picture', authErrorMessage(error), '');
      }
    }
    try {
      await updateProfile(user, photoURL ? { displayName: name, photoURL } : { displayName: name });
      await api('/user', { method: 'POST', body: { displayName: name, email, role, photoURL }, answer: one('userSchema') });
      // The registration set the role claims on the server: a fresh ID token carries them here.
      await user.getIdToken(true);
    } catch (error) {
      throw new SignUpIncompleteError('profile', authErrorMessage(error), photoURL);
    }
    await storeAccessToken(email);
  }

  return {
    finishSignUp,

    async signIn(email: string, password: string): Promise<void> {
      const { user } = await signInWithEmailAndPassword(auth, email, password);
      await storeAccessToken(user.email ?? email);
    },

    async signUp({ name, image, email, password, role }: SignUpInput, onProgress: UploadProgress): Promise<void> {
      await createUserWithEmailAndPassword(auth, email, password);
      await finishSignUp({ name, role, picture: image }, onProgress);
    },

    async signInWithGoogle(): Promise<void> {
      // The resolver is passed here rather than at start-up so only Google login loads the popup code.
      const { user } = await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
      const email = user.email ?? '';
      // role '' registers a new account as a buyer; the API keeps the role of an existing one.
      const displayName = user.displayName || email.split('@')[0] || 'Google user';
      await api('/user', { method: 'POST', body: { displayName, email, role: '' }, answer: one('userSchema') });
      await user.getIdToken(true);
      await storeAccessToken(email);
    },

    sendPasswordReset(email: string): Promise<void> {
      return sendPasswordResetEmail(auth, email);
    },
  };
}

/**
 * Everything that signs someone in or sets up their account. Used only by the sign-in and sign-up
 * screens, inside reactfire's providers (FirebaseSdks), whose Auth SDK it acts on; the
 * avatar's upload loads the Storage SDK itself when it starts.
 */
export function useAuthActions() {
  const auth = useAuth();
  const uploadPicture = usePictureUpload();
  return useMemo(() => accountActions(auth, uploadPicture), [auth, uploadPicture]);
}
