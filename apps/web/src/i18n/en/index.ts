import { account } from './account';
import { aedDetail } from './aed-detail';
import { aeds } from './aeds';
import { checks } from './checks';
import { auth } from './auth';
import { common } from './common';
import { cpr } from './cpr';
import { dashboard } from './dashboard';
import { emergency } from './emergency';
import { guardians } from './guardians';
import { helpcenters } from './helpcenters';
import { map } from './map';
import { messages } from './messages';
import { notifications } from './notifications';
import { publicPages } from './public';
import { recalls } from './recalls';
import { apiClients } from './api-clients';
import { dispatch } from './dispatch';
import { webhooks } from './webhooks';

/** English: the seeds' words. In the first bundle; the fallback for every other language. */
export const en = { common, messages, public: publicPages, auth, account, notifications, helpcenters, aeds, dashboard, map, aedDetail, emergency, cpr, guardians, checks, recalls, apiClients, dispatch, webhooks };
