import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { currentSubscription, notificationPermission, pushSupport, subscribeBrowser } from '../../../lib/push/browser-push';
import { deleteSubscription, getPushPublicKey, saveSubscription, subscriptionStatus } from '../api/push-subscription';

const KEY = ['push', 'this-browser'] as const;

/** Whether the server sends this member's notifications to this browser. */
async function isOn(): Promise<boolean> {
  const subscription = await currentSubscription();
  if (!subscription) return false;
  return (await subscriptionStatus(subscription.endpoint)).subscribed;
}

async function turnOn(): Promise<boolean> {
  const { publicKey } = await getPushPublicKey();
  await saveSubscription(await subscribeBrowser(publicKey));
  return true;
}

async function turnOff(): Promise<boolean> {
  const subscription = await currentSubscription();
  if (!subscription) return false;
  await deleteSubscription(subscription.endpoint).catch((error: unknown) => {
    // Already gone on the server: the switch is off either way.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  });
  await subscription.unsubscribe();
  return false;
}

/** The member area's switch: browser push for the signed-in member on this device, on or off. */
export function usePushToggle() {
  const client = useQueryClient();
  const supported = pushSupport() === 'supported';
  const state = useQuery({ queryKey: KEY, queryFn: isOn, enabled: supported, retry: false });
  const change = useMutation({
    mutationFn: (on: boolean) => (on ? turnOn() : turnOff()),
    onSuccess: (on) => client.setQueryData(KEY, on),
  });
  return {
    supported,
    blocked: supported && notificationPermission() === 'denied',
    on: state.data === true,
    loading: state.isPending && supported,
    busy: change.isPending,
    error: change.error ?? (state.isError ? state.error : null),
    set: (on: boolean) => change.mutate(on),
  };
}
