// Only wires: the marketplace API as one 2nd-gen HTTPS function, with the settings of config.ts.
import { onRequest } from 'firebase-functions/https';
import { createApp } from './app.js';
import { API_RUNTIME_OPTIONS } from './config.js';

export const api = onRequest({ ...API_RUNTIME_OPTIONS, secrets: [...API_RUNTIME_OPTIONS.secrets] }, createApp());
