import axios from 'axios';

/**
 * The back office's one HTTP client. The session is an HttpOnly cookie the browser sends by itself;
 * axios echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on every request (the server refuses unsafe
 * admin requests without it), and every message comes back in Arabic.
 */
export const apiClient = axios.create({
  headers: { 'Accept-Language': 'ar', Accept: 'application/json' },
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  withXSRFToken: true,
});

/** The server's `{message, errors}` body of a failed call, when there is one (DESIGN §4). */
export function apiErrorOf(error: unknown): {
  status: number;
  message?: string;
  errors?: Record<string, string[]>;
} {
  if (axios.isAxiosError(error) && error.response) {
    const body = error.response.data as { message?: string; errors?: Record<string, string[]> } | undefined;
    return { status: error.response.status, message: body?.message, errors: body?.errors };
  }
  return { status: 0 };
}
