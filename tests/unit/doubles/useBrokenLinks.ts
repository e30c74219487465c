/** Test double of @docusaurus/useBrokenLinks: anchors are checked by the real build. */
export default function useBrokenLinks() {
  return {collectAnchor: () => {}, collectLink: () => {}};
}
