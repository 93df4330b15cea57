import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from '../../../shared/router';
import { callCommand, commandKey } from '../../../shared/api';
import { landingPath } from '../landing';

/**
 * Goes where the signed-in account works: the profile says whether it is an operator's. It is read
 * into the same cache entry the dashboard reads, so a parent's dashboard does not ask for it again.
 */
export function useLandAfterSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (options?: NavigateOptions) => {
      const profile = await queryClient
        .fetchQuery({
          queryKey: commandKey('ParentAuthHandler.getUserProfile', {}),
          queryFn: ({ signal }) => callCommand('ParentAuthHandler.getUserProfile', {}, { signal }),
          meta: { handlesErrors: true },
        })
        .catch(() => null);
      navigate(landingPath(profile), options);
    },
    [navigate, queryClient],
  );
}
