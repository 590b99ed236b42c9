import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/dataDirLock';
import { startServer } from './server';

/** `npm start`: one process serving the API (and, with their issues, the site and widgets). */
async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  const database = config.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${config.DATA_DIR}`;
  console.log(`bikeship is running on ${server.url}  (database: ${database})`);
  console.log(`API docs: ${server.url}/api/docs`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
