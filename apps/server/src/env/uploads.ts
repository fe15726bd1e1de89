import { z } from 'zod';
import { optionalUrl, required, type Checks } from './fields';

/** News images in an S3-compatible store instead of DATA_DIR/uploads (several API hosts). */
export const ZUploadsEnv = z.object({
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be an S3 bucket name (3–63 lowercase letters, digits, dots, dashes)',
    )
    .optional(),
  S3_REGION: z.string().min(1).max(40).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});
export type TUploadsEnv = z.infer<typeof ZUploadsEnv>;

export function uploadsConfig(env: TUploadsEnv, checks: Checks) {
  const s3 = env.S3_BUCKET
    ? required(checks, 'when S3_BUCKET is set', {
        S3_ENDPOINT: env.S3_ENDPOINT,
        S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
        S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
      })
    : undefined;
  return {
    /** News images: under DATA_DIR/uploads, or in an S3-compatible bucket when S3_BUCKET is set. */
    uploads: {
      ...(env.S3_BUCKET && s3
        ? {
            s3: {
              endpoint: s3.S3_ENDPOINT,
              bucket: env.S3_BUCKET,
              region: env.S3_REGION,
              accessKeyId: s3.S3_ACCESS_KEY_ID,
              secretAccessKey: s3.S3_SECRET_ACCESS_KEY,
            },
          }
        : {}),
    },
  };
}
