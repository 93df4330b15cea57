import type { ChildProcess } from 'node:child_process';

/** Whether this machine has Debian's nginx (`apt-get install -y nginx`). */
export const nginxInstalled: boolean;

/** deploy/nginx.conf, the file a hospital copies. */
export const deployedConfig: string;

export interface JourneyAddresses {
  /** Where nginx serves https (the deployment's 443). */
  tlsPort: number;
  /** Where nginx sends plain http on to https (the deployment's 80). */
  redirectPort: number;
  /** Where the app listens on loopback (the deployment's 3000). */
  appPort: number;
  certificate: string;
  key: string;
}

/** deploy/nginx.conf with only the addresses, ports and certificate paths of a throwaway setup. */
export function journeyServerConfig(deployed: string, at: JourneyAddresses): string;

/** Debian's nginx with deploy/nginx.conf, its files in `dir`, never root. */
export function startJourneyNginx(dir: string, at: JourneyAddresses): ChildProcess;

/** A throwaway self-signed certificate for localhost; answers its public key's hash (Chromium's SPKI flag). */
export function makeCertificate(certificate: string, key: string): string;
