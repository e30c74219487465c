export default function useBaseUrl(path: string): string {
  return path;
}
export function useBaseUrlUtils() {
  return {withBaseUrl: (path: string) => path};
}
