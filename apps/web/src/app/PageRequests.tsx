import { useEffect } from 'react';
import { useNavigate } from '../shared/router';
import { onPageRequest } from '../shared/pwa/pageRequests';

/** Takes the worker's requests to show a page (a tapped push) through the router, without a reload. */
export function PageRequests() {
  const navigate = useNavigate();
  useEffect(() => onPageRequest((url) => void navigate(url)), [navigate]);
  return null;
}
