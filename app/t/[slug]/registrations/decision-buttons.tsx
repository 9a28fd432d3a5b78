'use client';

import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { decideRegistrationAction } from './actions';

export function DecisionButtons({ requestId, name }: { requestId: number; name: string }) {
  const { error, formProps } = useFormAction(decideRegistrationAction);
  return (
    <form {...formProps} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="requestId" value={requestId} />
      <DecisionButton decision="approve" name={name} />
      <DecisionButton decision="reject" name={name} />
      {error ? (
        <p role="alert" className="w-full text-sm font-medium text-red-800">
          {error.message}
        </p>
      ) : null}
    </form>
  );
}

function DecisionButton({ decision, name }: { decision: 'approve' | 'reject'; name: string }) {
  const t = useTranslations('manage.registrations');
  return (
    <SubmitButton
      tone={decision === 'approve' ? 'primary' : 'danger'}
      pendingText={t('saving')}
      name="decision"
      value={decision}
    >
      <span>
        {decision === 'approve' ? t('approve') : t('reject')}
        <span className="sr-only"> {name}</span>
      </span>
    </SubmitButton>
  );
}
