// The sentences the account schemas refuse a field with. The account forms show each in the
// reader's language (app/(accounts)/account-refusals.ts); they are named here, apart from the
// schemas, so a form in the browser can tell them apart without loading zod or the schema.

export const accountSentences = {
  emailTooLong: 'An email address is at most 254 characters.',
  emailInvalid: 'Enter an email address, like name@example.com.',
  passwordTooShort: 'Use at least 10 characters.',
  passwordTooLong: 'Use at most 200 characters.',
  passwordsDiffer: 'The two passwords are not the same.',
  nameMissing: 'Enter a name.',
} as const;
