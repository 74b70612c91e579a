// Only wires: the marketplace API as one 2nd-gen HTTPS function.
import { onRequest } from 'firebase-functions/https';
import { createApp } from './app.js';

export const api = onRequest({ region: 'us-central1' }, createApp());
