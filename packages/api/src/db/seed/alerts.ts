import type { Database } from '../database';

// Being built in this session (issue 3).
export async function seedAlerts(_db: Database): Promise<void> {}
