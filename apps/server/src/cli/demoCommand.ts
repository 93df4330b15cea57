import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import { createDemoFamily, demoAccounts, demoClinic, hasRealFamilies } from './demoFamily.js';

export interface DemoOutput {
  out(text: string): void;
  err(text: string): void;
}

/**
 * `npm run demo [-- --label NAME] [--allow-real-families]`: writes a demo family, and the clinic desk
 * with a password made now and shown once (DEMO_CLINIC_PASSWORD names it for the browser journeys).
 * Refuses a database with real families unless told. Answers the exit code.
 */
export async function runDemo(db: Db, args: string[], env: NodeJS.ProcessEnv, now: number, output: DemoOutput): Promise<number> {
  const labelIndex = args.indexOf('--label');
  const label = labelIndex >= 0 ? args[labelIndex + 1] : undefined;
  if (label !== undefined && !/^[a-z0-9]{1,20}$/.test(label)) {
    output.err('The label is 1 to 20 lower-case letters or digits.\n');
    return 2;
  }
  if (!args.includes('--allow-real-families') && (await hasRealFamilies(db))) {
    output.err(
      'This database already holds real families; the demo family and its known passwords do not belong there.\n' +
        'Point DATABASE_URL at another database, or run `npm run demo -- --allow-real-families` if you mean it.\n',
    );
    return 2;
  }
  const clinicPassword = env.DEMO_CLINIC_PASSWORD || randomBytes(12).toString('base64url');
  const result = await createDemoFamily(db, now, { label, clinicPassword });
  const { parent } = demoAccounts(label);
  output.out(
    `${result.created ? 'The demo family is ready.' : 'The demo family was already there.'}\n` +
      `Sign in with ${parent.email} / ${parent.password}\n` +
      (result.clinicPassword
        ? `The clinic desk (operator, /admin/consultations): ${demoClinic.email} / ${result.clinicPassword}\nThis password is shown only now.\n`
        : `The clinic desk ${demoClinic.email} was already there, with the password shown when it was made.\n`),
  );
  return 0;
}
