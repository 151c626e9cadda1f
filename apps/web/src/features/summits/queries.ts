import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, SummitsText, type RegistrationType, type SummitPassType } from '@nexus/contracts';
import { api } from '../../api/client';
import { useSession } from '../../lib/session/useSession';
import { toast } from '../../ui/toast/toast';

/** Query keys of the summits (§2 /summit). */
export const summitKeys = {
  all: ['summits'] as const,
  list: () => ['summits', 'list'] as const,
  summit: (eventCode: string) => ['summits', eventCode] as const,
};

/** Registers the signed-in member for the edition the registration type names; every summit query then reloads. */
export function useRegisterForSummit() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { registrationType: RegistrationType; passType: SummitPassType }) =>
      api.call(routes.summits.register, { params: { id: user!.id }, body }),
    onSuccess: () => {
      toast.success(SummitsText.registeredToast);
      return queryClient.invalidateQueries({ queryKey: summitKeys.all });
    },
  });
}
