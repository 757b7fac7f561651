/** A complete production environment (issue 14): what MAISON_ENV=production needs, and no more. */
export const PRODUCTION_ENV = {
  MAISON_ENV: 'production',
  JWT_SECRET: 'a-production-signing-secret-of-48-characters-xyz',
  SITE_URL: 'https://www.maison.example',
  SMTP_URL: 'smtps://mailer:password@smtp.maison.example:465',
  MAIL_FROM: 'MAISON <no-reply@maison.example>',
  FORMS_NOTIFY_EMAIL: 'concierge@maison.example',
  SHOP_ORDERS_EMAIL: 'orders@maison.example',
} as const;
