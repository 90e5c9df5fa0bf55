export interface BareChromium {
  send(method: string, params?: object, sessionId?: string): Promise<any>;
  on(method: string, listener: (params: any, sessionId?: string) => void): () => void;
  close(): Promise<void>;
}
export function takeMessages(received: string): { messages: any[]; rest: string };
export function launchBareChromium(executablePath: string, args?: string[]): Promise<BareChromium>;
