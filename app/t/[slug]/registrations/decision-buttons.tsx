'use client';

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
  return (
    <SubmitButton
      tone={decision === 'approve' ? 'primary' : 'danger'}
      pendingText="Saving…"
      name="decision"
      value={decision}
    >
      <span>
        {decision === 'approve' ? 'Approve' : 'Reject'}
        <span className="sr-only"> {name}</span>
      </span>
    </SubmitButton>
  );
}
