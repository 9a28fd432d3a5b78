// Tells next-intl the app's languages and the shape of its messages, so that a key or a namespace
// that does not exist in English is a type error.
import type { Locale } from './locales';
import type { Messages } from './namespaces';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
