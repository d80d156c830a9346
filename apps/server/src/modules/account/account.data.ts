import { account, session, user } from '../../db/schema';
import type { LearnerDataSection } from './learner-tables';

/** better-auth's tables: the account itself, its sign-in method and its sessions (devices). */
export const accountData: LearnerDataSection = {
  name: 'account',
  // Deleted in reverse: sessions and sign-in methods first, the user row last.
  tables: {
    user: { table: user, owner: user.id },
    signInMethods: {
      table: account,
      owner: account.userId,
      secret: ['password', 'accessToken', 'refreshToken', 'idToken'],
    },
    sessions: { table: session, owner: session.userId, secret: ['token'] },
  },
};
