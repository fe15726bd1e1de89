import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';

export const silentLogger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
