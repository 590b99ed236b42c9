import * as z from 'zod/mini';
import { storedValueKeySchema } from '../storedValue';

export const storedValueParamsSchema = z.object({ key: storedValueKeySchema });
