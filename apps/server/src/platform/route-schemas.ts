import { z } from 'zod';
import { ErrorBody, Uuid } from '@symptoms/domain';

/** `:id` of a resource addressed by its uuid. */
export const ById = z.object({ id: Uuid });

/** The error answers every signed-in resource route can give. */
export const RESOURCE_ERRORS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
