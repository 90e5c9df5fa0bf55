// A thin client for classic WebDriver (W3C), the part of it the engines suite uses with
// WebKitWebDriver: about a dozen endpoints, each one fetch() (see README "Stack and why").

const ELEMENT = 'element-6066-11e4-a52e-4a4b3f9fe6d4';

class WebDriverError extends Error {}

/** @param {string} base e.g. http://127.0.0.1:4444 */
export function webDriverClient(base) {
  async function call(method, path, body) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok || (json.value && json.value.error)) {
      throw new WebDriverError(`WebDriver ${method} ${path}: ${json.value?.error}: ${json.value?.message}`);
    }
    return json.value;
  }

  return {
    /** Starts a session; returns its capabilities and a client bound to it. */
    async newSession(capabilities) {
      const value = await call('POST', '/session', { capabilities: { alwaysMatch: capabilities } });
      const id = value.sessionId;
      const at = (path) => `/session/${id}${path}`;
      // WebKitWebDriver answers with the W3C key; take the reference whatever its key.
      const find = async (selector) => {
        const reference = await call('POST', at('/element'), { using: 'css selector', value: selector });
        return reference[ELEMENT] ?? Object.values(reference)[0];
      };
      return {
        capabilities: value.capabilities,
        navigate: (url) => call('POST', at('/url'), { url }),
        currentUrl: () => call('GET', at('/url')),
        /** Runs `body` (a function body using `arguments`); a returned promise is awaited by the driver. */
        execute: (body, args = []) => call('POST', at('/execute/sync'), { script: body, args }),
        click: async (selector) => call('POST', at(`/element/${await find(selector)}/click`), {}),
        type: async (selector, text) => call('POST', at(`/element/${await find(selector)}/value`), { text }),
        clear: async (selector) => call('POST', at(`/element/${await find(selector)}/clear`), {}),
        elementScreenshot: async (selector) => call('GET', at(`/element/${await find(selector)}/screenshot`)),
        setWindowRect: (rect) => call('POST', at('/window/rect'), rect),
        back: () => call('POST', at('/back'), {}),
        end: () => call('DELETE', at('')),
      };
    },
  };
}
