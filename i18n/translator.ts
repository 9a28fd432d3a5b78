// How code reaches its messages, a convention tests/i18n/messages.test.ts relies on to find every
// key in use: a component takes its translator with a literal namespace,
//   const t = useTranslations('home');            // client or server component
//   const t = await getTranslations('home');      // async server component, generateMetadata
// and asks for literal keys, `t('title')`, `t.rich('noAccount', …)`. A helper that is handed a
// translator names its namespace in the parameter's type, `t: Translator<'accounts.signIn'>`.
// Never build a key at run time (`t(`format.${x}`)`): map values to literal keys in a switch or a
// record instead, so the test sees each key used and the type checker sees each key exists.
import type { useFormatter, useTranslations } from 'next-intl';
import type { NamespaceKeys, NestedKeyOf } from 'next-intl';
import type { Messages } from './namespaces';

export type Translator<Namespace extends NamespaceKeys<Messages, NestedKeyOf<Messages>>> = ReturnType<
  typeof useTranslations<Namespace>
>;

/** next-intl's formatter (useFormatter, getFormatter): dates, numbers and waits by Intl in the reader's language. */
export type Formatter = ReturnType<typeof useFormatter>;
