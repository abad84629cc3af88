import { account } from './account';
import { aeds } from './aeds';
import { auth } from './auth';
import { common } from './common';
import { dashboard } from './dashboard';
import { helpcenters } from './helpcenters';
import { messages } from './messages';
import { notifications } from './notifications';
import { publicPages } from './public';

/** English: the seeds' words. In the first bundle; the fallback for every other language. */
export const en = { common, messages, public: publicPages, auth, account, notifications, helpcenters, aeds, dashboard };
