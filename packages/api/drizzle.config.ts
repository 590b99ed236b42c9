import { defineConfig } from 'drizzle-kit';

// Generates the committed SQL migrations from src/db/schema.ts (no database needed).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
