// The types of next.config.js, which is plain JavaScript (the top level has no TypeScript config).
declare module '@/next.config.js' {
  import type { NextConfig } from 'next';

  export function startupProblem(env: Record<string, string | undefined>): string | null;
  export function contentSecurityPolicy(options: { development: boolean; frameable: boolean }): string;
  export function securityHeaders(options: {
    development: boolean;
  }): { source: string; headers: { key: string; value: string }[] }[];
  export default function nextConfig(phase: string): NextConfig;
}
