import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Kept {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * Where the loopback issuer keeps its sessions, codes and grants while it runs: in memory, forgotten
 * when it stops, which is what a stand-in issuer wants. Given explicitly, so the provider does not warn
 * that its own in-memory store is for development only.
 */
export function memoryAdapter(): AdapterFactory {
  const kept = new Map<string, Kept>();
  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    const live = (entry: Kept | undefined) => (entry && entry.expiresAt > Date.now() ? entry.payload : undefined);
    const findBy = (field: 'uid' | 'userCode', value: string) => {
      for (const [name, entry] of kept) if (name.startsWith(`${model}:`) && live(entry)?.[field] === value) return entry.payload;
      return undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        // Without a lifetime (a model that never expires), it lasts as long as the issuer.
        kept.set(key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
      },
      find: async (id) => live(kept.get(key(id))),
      findByUid: async (uid) => findBy('uid', uid),
      findByUserCode: async (userCode) => findBy('userCode', userCode),
      async consume(id) {
        const payload = live(kept.get(key(id)));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        kept.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [name, entry] of kept) if (entry.payload.grantId === grantId) kept.delete(name);
      },
    };
  };
}
