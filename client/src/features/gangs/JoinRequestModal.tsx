import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { useSendJoinRequest } from '../../api/generated/gangs/gangs';
import { errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { arGangs } from '../../i18n/ar-gangs';
import { myJoinRequestsChanged } from '../../realtime/answer-writes';
import { REQUEST_MESSAGE_MAX } from './gang-rules';
import { TextArea } from './TextArea';

/** Asks to join `gang` with an optional message of up to 200 characters (DESIGN.md section 6). */
export function JoinRequestModal({
  gang,
  onClose,
}: {
  gang: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const t = arGangs.gangs;
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const send = useSendJoinRequest();

  const close = () => {
    setMessage('');
    setError(undefined);
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!gang) return;
    setError(undefined);
    void send.mutateAsync({ id: gang.id, data: { message: message.trim() } }).then(
      () => {
        myJoinRequestsChanged(queryClient);
        toast.success(t.requestSent);
        close();
      },
      (failure) => setError(errorText(failure, { fallback: t.requestFailed })),
    );
  };

  return (
    <Modal open={gang !== null} title={gang ? t.requestTitle(gang.name) : ''} onClose={close}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="join-request-form">
        <TextArea
          label={t.requestMessage}
          hint={t.requestHint(REQUEST_MESSAGE_MAX)}
          value={message}
          maxLength={REQUEST_MESSAGE_MAX}
          rows={3}
          onChange={(event) => setMessage(event.target.value)}
        />
        {error && (
          <p role="alert" className="text-sm text-blood-300">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t.cancel}
          </Button>
          <Button type="submit" pending={send.isPending}>
            {t.sendRequest}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
