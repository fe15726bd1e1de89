export interface FirstAdmin {
  email: string;
  password: string;
}

export interface StartBannerInput {
  publicUrl: string;
  nodeEnv: string;
  /** Where the data lives: PostgreSQL, or the embedded database's directory. */
  database: { kind: 'postgres' } | { kind: 'pglite'; dataDir: string };
  /** The SMS outbox is readable at /api/dev/sms (development, loopback). */
  devSmsOutbox: boolean;
  /** The first back-office account, created by this start: its only showing. */
  firstAdmin: FirstAdmin | null;
}

/** The addresses a person opens once the server listens. */
export function startUrls(publicUrl: string) {
  return {
    portal: `${publicUrl}/`,
    backOffice: `${publicUrl}/admin/`,
    apiDocs: `${publicUrl}/api/docs`,
  };
}

/**
 * The first-start login, in the shape scripts and docs look for (`email:` and `password:` lines
 * under "Back office"): printed as plain text whatever the log format, since it is shown once.
 */
export function firstAdminNotice(publicUrl: string, admin: FirstAdmin): string {
  return (
    `Back office: ${startUrls(publicUrl).backOffice}\n` +
    `  email:    ${admin.email}\n` +
    `  password: ${admin.password}\n` +
    '  (shown once; change it after signing in)\n'
  );
}

/** What a person at a terminal sees once `npm start` is ready: where everything is. */
export function startBanner(input: StartBannerInput): string {
  const urls = startUrls(input.publicUrl);
  const where =
    input.database.kind === 'postgres' ? 'PostgreSQL' : `the embedded database in ${input.database.dataDir}`;
  const lines = [
    '',
    `  Sarraf is ready (${input.nodeEnv}, ${where})`,
    '',
    `    Portal        ${urls.portal}`,
    `    Back office   ${urls.backOffice}`,
    `    API docs      ${urls.apiDocs}`,
  ];
  if (input.devSmsOutbox) lines.push(`    SMS outbox    ${input.publicUrl}/api/dev/sms  (the sign-in codes)`);
  if (input.firstAdmin) {
    lines.push(
      '',
      '  First start: the back-office admin (shown once; change the password after signing in)',
      `    email:    ${input.firstAdmin.email}`,
      `    password: ${input.firstAdmin.password}`,
    );
  }
  lines.push('', `  ${backOfficeHint(input.firstAdmin)}`, '  Stop with Ctrl+C.', '');
  return `${lines.join('\n')}\n`;
}

/**
 * The banner's last word on the back-office login, so it is the line a person sees just above the
 * request log: on the first start the login again (it is never shown after), later how to get a
 * new password.
 */
export function backOfficeHint(firstAdmin: FirstAdmin | null): string {
  return firstAdmin
    ? `Back-office login: ${firstAdmin.email} / ${firstAdmin.password} (copy it now: it is not shown again)`
    : "Back-office password lost? Stop the server, then: npm run admin:create -- --email you@example.com --password '…' --role admin";
}
