import { EMAIL_MAX, EMAIL_PATTERN, REGISTRATION_PASSWORD_MIN } from 'shared-domain';
import { createUsersRepository } from '../src/repositories/users-repository';
import { isCommonPassword } from '../src/services/new-password';
import { hashPassword } from '../src/services/passwords';
import { logger, parseArgs, usage, withDatabase } from './lib/common';

// npm run create-admin -w server -- --email E --password P : creates the admin account or resets its password.
const args = parseArgs();
const email = typeof args.email === 'string' ? args.email.trim().toLowerCase() : '';
const password = typeof args.password === 'string' ? args.password : '';
if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email) || password.length < REGISTRATION_PASSWORD_MIN) {
  usage(`usage: create-admin --email ADDRESS --password PASSWORD (at least ${REGISTRATION_PASSWORD_MIN} characters)`);
}
if (isCommonPassword(password)) usage('create-admin: that password is in the list of common and breached passwords; choose another');

void withDatabase(async (db) => {
  const result = await createUsersRepository(db).upsertAdmin(email, await hashPassword(password));
  logger.info({ email, result }, result === 'created' ? 'admin account created' : 'admin password reset');
});
