// `npm run user -- create --email a@b.c --role admin [--name "…"]` makes a staff member (or
// promotes an existing one) and prints a one-time link to set the password;
// `npm run user -- role --email a@b.c --role editor` changes a role.
import { parseArgs } from 'node:util';
import { checkEmail, normalizeEmail, ROLES, type Role } from '@magazine/contracts';
import { createDatabase, pgliteDir } from '@magazine/db';
import { loadEnv } from './config/env';
import { siteUrl } from './modules/accounts/context';
import { createLink } from './modules/accounts/links';
import { nameFromEmail } from './modules/accounts/user-mapper';
import { findUserByEmail, insertUser, updateUser } from './modules/accounts/users.repository';

const USAGE = `usage:
  npm run user -- create --email EMAIL --role member|editor|admin [--name NAME]
  npm run user -- role --email EMAIL --role member|editor|admin`;
// NOTE: the set-password link of a new staff member lives longer than a reader's reset link
const SET_PASSWORD_LINK_TTL_MS = 72 * 60 * 60 * 1000;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
});
const [command] = positionals;
const role = values.role as Role | undefined;
if (!command || !['create', 'role'].includes(command) || !values.email || !role || !ROLES.includes(role)) {
  console.error(USAGE);
  process.exit(2);
}
const emailProblem = checkEmail(values.email);
if (emailProblem) {
  console.error(`--email: ${emailProblem}\n${USAGE}`);
  process.exit(2);
}

const env = loadEnv();
const database = await createDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: pgliteDir(env.DATA_DIR) },
);
try {
  await database.migrate();
  const email = normalizeEmail(values.email);
  const existing = await findUserByEmail(database.db, email);
  if (command === 'role') {
    if (!existing) throw new Error(`no member with the email ${email}`);
    await updateUser(database.db, existing.id, { role });
    console.log(`${email} is now ${role}`);
  } else {
    const user = existing
      ? await updateUser(database.db, existing.id, { role })
      : await insertUser(database.db, {
          email,
          name: values.name ?? nameFromEmail(email),
          passwordHash: null,
          language: 'vi',
          isSubscribed: false,
          // the link below reaches this mailbox only, so it proves the address
          emailVerifiedAt: new Date(),
          role,
        });
    if (!user) throw new Error('the member could not be created');
    const token = await createLink(database.db, user.id, 'reset_password', SET_PASSWORD_LINK_TTL_MS);
    console.log(`${existing ? 'Updated' : 'Created'} ${email} (${role}).`);
    console.log(
      `One-time link to set the password (valid 72 hours):\n  ${siteUrl(env, 'vi', `/reset-password/${token}`)}`,
    );
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
