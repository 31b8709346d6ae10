// Configuration from the environment, parsed once with zod. Every variable is optional and
// has a working default (README lists them); bad values stop the start with a clear message.
import { z } from "zod";
import { parseTrustedProxies, TrustedProxiesError } from "./server/client-address";

const bool = z.enum(["true", "false", "1", "0", "yes", "no"]).transform((v) => v === "true" || v === "1" || v === "yes");
const optionalUrl = z.url().optional();
const email = z.email();

const schema = z.object({
  DEPLOYMENT_ENV: z.enum(["development", "demo", "test", "production"]).default("development"),
  APP_URL: z.url().default("http://localhost:3000"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().default(".data"),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // The page cache shared by every app server (cache-handler.mjs, read by next.config.mjs at start).
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  // Who may tell us the client's address in X-Forwarded-For: a hop count ("1": one load balancer)
  // or the proxies' addresses and networks ("10.0.0.0/8, 192.168.1.7"). Unset: nobody, the TCP peer is the client.
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        parseTrustedProxies(value);
      } catch (error) {
        if (!(error instanceof TrustedProxiesError)) throw error;
        ctx.addIssue({ code: "custom", message: `${error.message} (a hop count, or IP addresses and CIDR networks separated by commas)` });
      }
    }),

  NEXTAUTH_SECRET: z.string().min(32).optional(),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_ADMIN_ROLE: z.string().default("beraterwahlAdministrator"),
  LOCAL_SIGN_IN: bool.optional(),

  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().default("Beraterwahl <noreply@beraterwahl.ch>"),
  FEEDBACK_EMAIL: email.default("feedback@beraterwahl.ch"),
  TEAM_EMAIL: email.default("team@beraterwahl.ch"),
  REPORT_EMAIL: email.default("reports@beraterwahl.ch"),
  SALES_EMAIL: email.default("sales@beraterwahl.ch"),

  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: optionalUrl,
  STRIPE_PRICE_ESSENTIAL: z.string().optional(),
  STRIPE_PRICE_PROFESSIONAL: z.string().optional(),
  STRIPE_PRICE_CORPORATE: z.string().optional(),

  GOOGLE_MAPS_API_KEY: z.string().optional(),
  // Another Google-compatible geocoding endpoint (the tests' loopback fake).
  GOOGLE_GEOCODING_URL: optionalUrl,
  ANALYTICS_SCRIPT_URL: optionalUrl,
  BOOKING_WIDGET_URL: z.url().default("https://app.calenso.com/booking"),
  DEMO_BOOKING_URL: z.url().default("https://calendly.com/beraterwahl/demo"),
  JOBS_SECRET: z.string().min(16).optional(),

  // Lists that rank by quality (popular consultants, the administration's top lists): a Bayesian
  // average that weighs a consultant's ratings against this many ratings at the platform mean, and
  // only consultants with at least RANKING_MIN_RATINGS ratings (docs/product-rules.md#rankings).
  RANKING_PRIOR_WEIGHT: z.coerce.number().int().min(0).max(1000).default(10),
  RANKING_MIN_RATINGS: z.coerce.number().int().min(1).max(1000).default(5),

  BETA_START: z.iso.date().default("2023-12-04"),
  BETA_END: z.iso.date().default("2024-03-31"),
  TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  RELEASE_DAYS: z.coerce.number().int().min(0).max(90).default(14),
  BAD_RATING_HOLD_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  EDIT_WINDOW_DAYS: z.coerce.number().int().min(0).max(90).default(7),
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

let cached: Config | undefined;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings from .env files or compose files mean "not set".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const config = parsed.data;
  if (config.DEPLOYMENT_ENV === "production") {
    if (config.LOCAL_SIGN_IN) {
      throw new ConfigError("Invalid configuration:\n  LOCAL_SIGN_IN: the development sign-in cannot be enabled in production");
    }
    if (!config.NEXTAUTH_SECRET) {
      throw new ConfigError("Invalid configuration:\n  NEXTAUTH_SECRET: required in production (at least 32 characters)");
    }
    if (!config.DATABASE_URL) {
      throw new ConfigError("Invalid configuration:\n  DATABASE_URL: required in production (the embedded database is for development and demos)");
    }
  }
  return config;
}

export function config(): Config {
  cached ??= loadConfig();
  return cached;
}

/** The development sign-in: on by default outside production only when no identity provider is configured. */
export function localSignInEnabled(c: Config = config()): boolean {
  if (c.DEPLOYMENT_ENV === "production") return false;
  return c.LOCAL_SIGN_IN ?? !c.OIDC_ISSUER;
}
