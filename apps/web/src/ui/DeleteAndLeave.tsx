import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ConfirmButton } from './ConfirmButton';
import { toast } from './toast';

/**
 * Deletes one thing after a confirmation that names the consequence, then goes back to its list;
 * a refusal (the server's message, in the user's language) stays on the page as a toast.
 */
export function DeleteAndLeave(props: {
  label: string;
  question: string;
  done: string;
  remove: () => Promise<void>;
  listKey: QueryKey;
  listPath: string;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: props.remove,
    onSuccess: async () => {
      toast.success(props.done);
      // The list is not on screen now: dropped, it is fetched afresh rather than shown with the deleted thing first.
      queryClient.removeQueries({ queryKey: props.listKey, type: 'inactive' });
      await navigate(props.listPath);
    },
    onError: (error) => toast.error(error.message),
  });
  return <ConfirmButton label={props.label} question={props.question} loading={remove.isPending} onConfirm={() => remove.mutate()} />;
}
