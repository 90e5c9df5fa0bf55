// Stands in for the remote modules when the host is rendered at build time: remote
// sections render their skeleton there and load in the browser, so this never renders.
export default function RemoteStub() {
  return null;
}
