// The settings page's account deletion and data export.
// Called only by lazily loaded parts of the web, so a module of its own (see ../endpoints.ts).
import { endpoint } from '../http';
import type { accountRoutes as account } from '../routes/account';

export const accountEndpoints = {
  remove: endpoint<typeof account.remove>('DELETE', '/api/users/account'),
  export: endpoint<typeof account.export>('GET', '/api/users/me/export'),
};
