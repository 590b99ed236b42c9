import * as z from 'zod/mini';
import { idParam, requiredString } from '../common';
import { bicycleEventSchema } from '../event';

export const bicycleEventListSchema = z.array(bicycleEventSchema);
export const eventUrlCodeParamsSchema = z.object({ code: requiredString });
export const eventIdParamsSchema = z.object({ eventId: idParam });
