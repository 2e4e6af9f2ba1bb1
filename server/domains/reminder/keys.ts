import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from '../../config';
import type { VapidKeys } from '../../core/settings';
import { generateVapidKeys } from './push';

const DEMO_SUBJECT = 'mailto:demo@canteen.invalid';

/**
 * The configured VAPID keys; in demo mode without them, a pair kept beside the data so the
 * browsers' subscriptions survive a restart (production refuses to start without them).
 */
export function vapidKeys(config: ServerConfig): VapidKeys {
  if (config.vapid) return config.vapid;
  if (config.dataDir === 'memory://') return { ...generateVapidKeys(), subject: DEMO_SUBJECT };
  const file = join(config.dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as {
      publicKey: string;
      privateKey: string;
    };
    return { ...kept, subject: DEMO_SUBJECT };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const keys = generateVapidKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject: DEMO_SUBJECT };
}
