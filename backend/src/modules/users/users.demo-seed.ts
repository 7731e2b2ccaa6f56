import type { DemoSeed } from '../../common/demo/demo-seed';
import { demoPortrait } from '../../common/demo/photos';
import { hashPassword } from '../../common/auth/passwords';
import { AVATAR, ImageStore } from '../../common/uploads/images';
import { User, type UserRole } from './entities/user.entity';

export const DEMO_PASSWORD = 'Plaza!2026';

const ACCOUNTS: { first_name: string; last_name: string; username: string; role: UserRole; about: string; location: string }[] = [
  { first_name: 'Ana', last_name: 'Martins', username: 'ana', role: 'member', about: 'Cyclist, coffee lover, always looking for a good second-hand bike.', location: 'Porto' },
  { first_name: 'Sam', last_name: 'Lee', username: 'sam', role: 'member', about: 'Photographer. I post my walks around the city.', location: 'Lisbon' },
  { first_name: 'Noor', last_name: 'Haddad', username: 'noor', role: 'member', about: 'Organises the neighbourhood book club.', location: 'Braga' },
  { first_name: 'Mod', last_name: 'Erator', username: 'moderator', role: 'moderator', about: 'Keeps Plaza friendly.', location: 'Coimbra' },
];

/** A few members to explore Plaza with; existing accounts are left alone. Prints the credentials. */
export const seedDemoAccounts: DemoSeed = async ({ app, em, say }) => {
  const hash = await hashPassword(DEMO_PASSWORD);
  const images = app.get(ImageStore);
  const created: string[] = [];
  for (const [i, account] of ACCOUNTS.entries()) {
    const email = `${account.username}@plaza.local`;
    if (await em.count(User, { email })) {
      continue;
    }
    // A drawn portrait, stored as an upload would be: the demo shows avatars at their real sizes.
    const avatar = await images.save(await demoPortrait(i + 1), AVATAR);
    // Confirmed and a month old: the demo members are trusted members from the first start.
    em.create(User, { ...account, email, avatar, password_hash: hash, email_verified_at: new Date(), created_at: new Date(Date.now() - 30 * 86_400_000) });
    created.push(`  ${email.padEnd(24)} ${DEMO_PASSWORD}${account.role === 'member' ? '' : `   (${account.role})`}`);
  }
  await em.flush();
  if (created.length) {
    say(`\nDemo accounts (email / password):\n${created.join('\n')}\n`);
  }
};
