// The remote modules in the host's build-time render, where remote sections render their skeleton.
export default function RemoteStub() {
  return null;
}
