// `npm run bench`: a plain HTTP relay between the storefront and the product API that counts the requests it passes
// on, so the bench can say how many upstream calls a thousand page views cost (issue 14). Node built-ins only.
import http from "node:http";

export async function startCountingProxy(target, { host = "127.0.0.1" } = {}) {
  const upstream = new URL(target);
  let count = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((request, response) => {
    count++;
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers: { ...request.headers, host: upstream.host }, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  await new Promise((resolve) => server.listen(0, host, resolve));
  const { port } = server.address();
  return {
    url: `http://${host}:${port}/`,
    /** Requests passed on since the last reset. */
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
