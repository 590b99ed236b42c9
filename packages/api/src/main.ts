import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/dataDirLock';
import { bundledPlaces } from './integrations/geo/bundledPlaces';
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
  console.log(`Partner pages with the quote widget: ${server.url}/examples/`);
  // Index the bundled postal-code and city data now (~2 s, once) rather than on the first
  // location lookup or quote a visitor makes.
  setImmediate(() => bundledPlaces());
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
