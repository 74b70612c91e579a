// Only wires: the marketplace API as one 2nd-gen HTTPS function, the task queue that does the
// work its changes owe (domain/work), and the sweep that picks up work left unfinished, with
// the settings of config.ts. The work's code loads with its first task, so the API's cold
// start does not pay for it.
import { onRequest } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import { onTaskDispatched } from 'firebase-functions/tasks';
import { createApp } from './app.js';
import { API_RUNTIME_OPTIONS, SWEEP_RUNTIME_OPTIONS, WORK_RUNTIME_OPTIONS } from './config.js';

const tasks = () => import('./tasks.js');

export const api = onRequest({ ...API_RUNTIME_OPTIONS, secrets: [...API_RUNTIME_OPTIONS.secrets] }, createApp());

export const work = onTaskDispatched({ ...WORK_RUNTIME_OPTIONS }, async (request) => (await tasks()).runOwedWorkTask(request.data));

export const sweepWork = onSchedule({ ...SWEEP_RUNTIME_OPTIONS }, async () => (await tasks()).sweepOwedWork());
