import type { Role } from '../contract/index.js';

/** Who is calling, as decided from a verified ID token and its custom claims; never from a body. */
export type Caller = {
  uid: string;
  email: string;
  name: string;
  role: Role;
  sellerVerify: boolean;
  adminVerify: boolean;
  picture: string;
};
