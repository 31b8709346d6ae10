// The environment of a test file that calls every route handler in-process: secrets of its own for the job
// endpoint, Stripe's webhooks and next-auth; billing without an API key, no identity provider and no SMTP, so
// that nothing leaves the process. lib/config reads the environment once, so the file sets it before its
// imports:
//   const SECRETS = await vi.hoisted(async () => (await import("@/tests/support/api-environment")).isolatedApiEnvironment("fuzz"));

export type ApiSecrets = { jobs: string; webhook: string; nextAuth: string };

export function isolatedApiEnvironment(name: string): ApiSecrets {
  const secrets = { jobs: `${name}-jobs-secret-0123456789abcdef`, webhook: `whsec_${name}_secret`, nextAuth: `${name}-nextauth-secret-0123456789abcdef` };
  Object.assign(process.env, { JOBS_SECRET: secrets.jobs, STRIPE_WEBHOOK_SECRET: secrets.webhook, NEXTAUTH_SECRET: secrets.nextAuth });
  for (const key of ["STRIPE_SECRET_KEY", "SMTP_URL", "OIDC_ISSUER"]) delete process.env[key];
  return secrets;
}
