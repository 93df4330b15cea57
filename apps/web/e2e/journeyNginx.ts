// deploy/nginx.conf on this machine's loopback, shared with `npm run lighthouse` (scripts/nginxOnLoopback.mjs).
export {
  deployedConfig,
  journeyServerConfig,
  makeCertificate,
  startJourneyNginx,
  type JourneyAddresses,
} from '../../../scripts/nginxOnLoopback.mjs';
