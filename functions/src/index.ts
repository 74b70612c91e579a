// Only wires: the marketplace API as one 2nd-gen HTTPS function.
import { onRequest } from 'firebase-functions/https';
import { createApp } from './app.js';

// JWT_SECRET signs the access tokens of GET /jwt: a Secret Manager secret on a real project
// (`firebase functions:secrets:set JWT_SECRET`), functions/.secret.local on the emulators.
export const api = onRequest({ region: 'us-central1', secrets: ['JWT_SECRET'] }, createApp());
