import type { QueryClient } from '@tanstack/react-query';
import { appDataRead, useAppData } from '../api/appData';
import { keepRead } from '../api/keepRead';

// The deployment's emergency number and care-team phone (ADR 0030) come with the app's other facts.
// A failed read shows no number rather than an error: the texts around the buttons still say to call
// emergency services.

/** The numbers, fetched once a session and saved on the device with the server's other answers. */
export function useEmergencyNumbers() {
  return useAppData().data?.global ?? null;
}

/**
 * Asks for the numbers when this device has none yet, so that they show offline too, on a page never
 * opened online (ADR 0064). An answer already kept, however old, is not asked again here: the pages that
 * show the numbers refresh it.
 */
export function keepEmergencyNumbers(queryClient: QueryClient): void {
  void keepRead(queryClient, appDataRead());
}
