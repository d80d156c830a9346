import type { DeleteAccountRequest } from '@lexora/contracts';
import { apiFetch } from '../../lib/api-client';

/** Plain links: the browser downloads them with the session cookie (same origin). */
export const DATA_DOWNLOADS = {
  json: '/api/v1/me/data',
  csv: '/api/v1/me/data.csv',
} as const;

export const accountApi = {
  deleteAccount: (body: DeleteAccountRequest) =>
    apiFetch<void>('/v1/me/delete-account', { method: 'POST', body }),
};
