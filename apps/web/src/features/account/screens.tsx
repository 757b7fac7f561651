import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { Locale } from '@maison/domain/constants';
import { localizedHref } from '@/features/content/links';
import { Link } from '@/i18n/navigation';
import { ClientCopy } from '@/features/shell/ClientCopy';
import { Text } from '@/ui/Text';
import { AccountView } from './AccountView';
import { Activation } from './Activation';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { ACCOUNT_ROUTES, afterLoginPages, languageOptions, type LoginQuery } from './pages';
import { RegisterForm } from './RegisterForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import styles from './account.module.css';

type ScreenKey = 'login' | 'register' | 'forgot' | 'reset' | 'account';

/** Client copy of the account forms (000 §5, §8 map server texts to these keys). */
const ACCOUNT_NAMESPACES = ['register', 'loginForm', 'password-forgot', 'account'];

/** Titles of the account pages; they stay out of search engines. */
export async function accountMetadata(locale: Locale, screen: ScreenKey): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `account.${screen}` });
  return { title: t('title'), robots: { index: false } };
}

async function Frame({
  locale,
  screen,
  wide = false,
  children,
}: {
  locale: Locale;
  screen: ScreenKey;
  wide?: boolean;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: `account.${screen}` });
  return (
    <div className={`container ${styles.page}`}>
      <div className={wide ? styles.wide : styles.column}>
        <Text variant="display-2" as="h1" className={styles.title}>
          {t('title')}
        </Text>
        <p className={styles.intro}>{t('intro')}</p>
        <ClientCopy locale={locale} namespaces={ACCOUNT_NAMESPACES}>
          {children}
        </ClientCopy>
      </div>
    </div>
  );
}

/** The login form with its links, the activation modal when the query asks for it (000 §4). */
async function LoginBody({ locale, query }: { locale: Locale; query: LoginQuery }) {
  const t = await getTranslations({ locale, namespace: 'account.login' });
  const activate = query.uid && query.token && !query.passwordSet;
  return (
    <>
      {activate ? <Activation uid={query.uid!} token={query.token!} /> : null}
      <LoginForm next={query.next ?? null} pages={await afterLoginPages(locale)} />
      <p className={styles.below}>
        <Link className={styles.link} href={ACCOUNT_ROUTES.forgotPassword}>
          {t('forgot')}
        </Link>
      </p>
      <section className={styles.teaser} aria-labelledby="register-teaser">
        <h2 id="register-teaser">{t('teaserTitle')}</h2>
        <p>{t('teaserText')}</p>
        <Link className={styles.link} href={ACCOUNT_ROUTES.register}>
          {t('teaserLink')}
        </Link>
      </section>
    </>
  );
}

export async function LoginScreen({ locale, query }: { locale: Locale; query: LoginQuery }) {
  return (
    <Frame locale={locale} screen="login">
      <LoginBody locale={locale} query={query} />
    </Frame>
  );
}

export async function RegisterScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'account.register' });
  return (
    <Frame locale={locale} screen="register">
      <RegisterForm
        languages={await languageOptions(locale)}
        accountHref={localizedHref(ACCOUNT_ROUTES.account, locale)}
      />
      <p className={styles.below}>
        <Link className={styles.link} href={ACCOUNT_ROUTES.login}>
          {t('toLogin')}
        </Link>
      </p>
    </Frame>
  );
}

/** Forgot password; with uid and token in the query it sets the new password (000 §4). */
export async function ForgotPasswordScreen({
  locale,
  query,
}: {
  locale: Locale;
  query: LoginQuery;
}) {
  if (query.uid && query.token) return <ResetPasswordScreen locale={locale} query={query} />;
  return (
    <Frame locale={locale} screen="forgot">
      <ForgotPasswordForm />
    </Frame>
  );
}

export async function ResetPasswordScreen({
  locale,
  query,
}: {
  locale: Locale;
  query: LoginQuery;
}) {
  const t = await getTranslations({ locale, namespace: 'account.reset' });
  return (
    <Frame locale={locale} screen="reset">
      {query.uid && query.token ? (
        <ResetPasswordForm
          uid={query.uid}
          token={query.token}
          loginHref={`${localizedHref(ACCOUNT_ROUTES.login, locale)}?passwordset=true`}
        />
      ) : (
        <p className={styles.alert} role="alert">
          {t('missingLink')}{' '}
          <Link className={styles.link} href={ACCOUNT_ROUTES.forgotPassword}>
            {t('requestLink')}
          </Link>
        </p>
      )}
    </Frame>
  );
}

/**
 * The account page. The activation e-mail links here with uid and token (the content pack's
 * login page is `konto`), so guests and activation links get the login form.
 */
export async function AccountScreen({ locale, query }: { locale: Locale; query: LoginQuery }) {
  const login = <LoginBody locale={locale} query={query} />;
  if (query.uid && query.token && !query.passwordSet)
    return (
      <Frame locale={locale} screen="login">
        {login}
      </Frame>
    );
  return (
    <Frame locale={locale} screen="account" wide>
      <AccountView
        languages={await languageOptions(locale)}
        homeHref={localizedHref('/', locale)}
        guest={login}
      />
    </Frame>
  );
}
